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

/** Every failure body of the API: `{ error: { code, message, fields? } }` (ADR 004). */
export type TErrorBody = { error: { code: TErrorCode; message: string; fields?: TFieldError[] } }

export function errorBody(code: TErrorCode, message: string, fields?: TFieldError[]): TErrorBody {
  return { error: { code, message, ...(fields?.length ? { fields } : {}) } }
}

/**
 * A registered symbol marks our errors, not `instanceof`: Next bundles a module once per layer, and
 * an error thrown from a Payload hook (whose workflow is imported lazily, ADR 019) comes from
 * another copy of this class than the one the API's error handler sees.
 */
const APP_ERROR = Symbol.for('monsoon.AppError')

/** What an AppError may carry besides its code and message. */
export type TAppErrorDetails = {
  /** The fields at fault, each with its message. */
  fields?: TFieldError[]
  /** For 429 and 503: when the caller may try again (the Retry-After header). */
  retryAfterS?: number
}

export class AppError extends Error {
  readonly [APP_ERROR] = true
  readonly code: TErrorCode
  readonly fields?: TFieldError[]
  /** For 429 and 503: when the caller may try again (the Retry-After header). */
  readonly retryAfterS?: number

  constructor(code: TErrorCode, message: string, { fields, retryAfterS }: TAppErrorDetails = {}) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
    this.retryAfterS = retryAfterS
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && (error as { [APP_ERROR]?: boolean })[APP_ERROR] === true
}
