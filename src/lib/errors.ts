import { createTranslator } from 'use-intl/core'
import { INTL_TAGS } from '@/domain/locales'
import en from '@/messages/en.json'

/** The one error type the server raises on purpose. Its code decides the HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The record changed since the caller read it: reload, or overwrite (the browser offers both). */
  STALE_VERSION: 409,
  /** The record's status does not allow this change (a confirmed booking, a staff-only move). */
  STATUS_REFUSED: 409,
  /** Scarce rooms went to someone else first (allotment, ADR 044): request them instead. */
  NOT_AVAILABLE: 409,
  /** The agency's credit with Monsoon does not cover this booking at once (ADR 068): request it instead. */
  CREDIT_LIMIT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export type TErrorCode = keyof typeof ERROR_STATUS

export type TFieldError = { field: string; message: string }

/** A message of the catalogues' `ApiErrors` namespace (ADR 069). */
export type TErrorKey = keyof (typeof en)['ApiErrors']

/**
 * What an error says, in any language: its key in the catalogues' `ApiErrors` namespace and the
 * values the message names. The API's error handler says it in the request's language (ADR 069).
 */
export type TErrorWords = { key: TErrorKey; values?: Record<string, TErrorValue> }

/** A value a message names: a list is said as the language joins one ("7 and 1", "7 und 1"). */
export type TErrorValue = string | number | Date | readonly string[]

/** The values as ICU takes them: each list joined by `Intl.ListFormat` in the language's tag. */
export const icuValues = (values: TErrorWords['values'], tag: string): Record<string, string | number | Date> =>
  Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      Array.isArray(value) ? new Intl.ListFormat(tag, { type: 'conjunction' }).format(value) : (value as string),
    ]),
  )

/**
 * The date formats the messages name: `{day, date, night}` says "21 Dec", "21. Dez.", "21 déc.";
 * `{day, date, short}` adds the year. A day is a Date (errorDay), read in UTC.
 */
export const ERROR_FORMATS = {
  dateTime: {
    night: { day: 'numeric', month: 'short', timeZone: 'UTC' },
    short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  },
} as const

/** An ISO day (YYYY-MM-DD) as a message value, at 07:00 UTC like every booking date (spec §9). */
export const errorDay = (iso: string): Date => new Date(`${iso.slice(0, 10)}T07:00:00Z`)

/** A field at fault as an AppError keeps it: its English message and, when it has them, its words. */
export type TFieldProblem = TFieldError & { words?: TErrorWords }

/** A field at fault as a call site names it: by its English message, its words, or both. */
export type TFieldInput = TFieldProblem | { field: string; words: TErrorWords }

/** A field at fault with its words and their English, for code that reads the message too (a history line). */
export const fieldProblem = (field: string, words: TErrorWords): TFieldProblem => ({
  field,
  message: englishOf(words),
  words,
})

/** Every failure body of the API: `{ error: { code, message, fields? } }` (ADR 004). */
export type TErrorBody = { error: { code: TErrorCode; message: string; fields?: TFieldError[] } }

export function errorBody(code: TErrorCode, message: string, fields?: TFieldError[]): TErrorBody {
  const listed = fields?.map(({ field, message }) => ({ field, message }))
  return { error: { code, message, ...(listed?.length ? { fields: listed } : {}) } }
}

const english = createTranslator({
  locale: INTL_TAGS.en,
  messages: en,
  namespace: 'ApiErrors',
  timeZone: 'UTC',
  formats: ERROR_FORMATS,
})

/** Words in English: the message logs, the back office and callers that ask for no language read. */
export const englishOf = (words: TErrorWords): string =>
  (english as (key: string, values?: Record<string, string | number | Date>) => string)(
    words.key,
    icuValues(words.values, INTL_TAGS.en),
  )

/**
 * A registered symbol marks our errors, not `instanceof`: Next bundles a module once per layer, and
 * an error thrown from a Payload hook (whose workflow is imported lazily, ADR 019) comes from
 * another copy of this class than the one the API's error handler sees.
 */
const APP_ERROR = Symbol.for('monsoon.AppError')

/** What an AppError may carry besides its code and message. */
export type TAppErrorDetails = {
  /** The fields at fault, each with its message or its words. */
  fields?: TFieldInput[]
  /** For 429 and 503: when the caller may try again (the Retry-After header). */
  retryAfterS?: number
}

/**
 * An error the caller is meant to read. Raised with words (`{ key, values }` of the catalogues'
 * `ApiErrors` namespace), its `message` is their English and the API answers them in the request's
 * language; raised with a string (staff-only errors), it reads the same in every language.
 */
export class AppError extends Error {
  readonly [APP_ERROR] = true
  readonly code: TErrorCode
  /** The message's words, when it was raised with them (ADR 069). */
  readonly words?: TErrorWords
  readonly fields?: TFieldProblem[]
  /** For 429 and 503: when the caller may try again (the Retry-After header). */
  readonly retryAfterS?: number

  constructor(code: TErrorCode, message: string | TErrorWords, { fields, retryAfterS }: TAppErrorDetails = {}) {
    super(typeof message === 'string' ? message : englishOf(message))
    this.name = 'AppError'
    this.code = code
    if (typeof message !== 'string') this.words = message
    this.fields = fields?.map((item) =>
      'message' in item ? item : { field: item.field, message: englishOf(item.words), words: item.words },
    )
    this.retryAfterS = retryAfterS
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && (error as { [APP_ERROR]?: boolean })[APP_ERROR] === true
}
