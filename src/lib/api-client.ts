import type { TErrorCode, TFieldError } from './errors'
import { whileLoading } from './loading-activity'

/**
 * The browser's one HTTP client for Monsoon's JSON API (spec §7): `{ data }` on success,
 * `{ error: { code, message, fields } }` on failure. Every page and form calls through here, so a
 * failure always arrives as an `ApiError` whose `code` the caller switches on (never its text).
 * Sessions travel in httpOnly cookies.
 */

/** `NETWORK`: the server was not reached; `UNKNOWN`: it answered with something that is not our API. */
export type TApiErrorCode = TErrorCode | 'NETWORK' | 'UNKNOWN'

/**
 * What the browser says itself when the server said nothing it can show: a key of the catalogues'
 * `ClientErrors` namespace (ADR 069), which useErrorText says in the page's language. The English
 * below is the message for code outside React (and the words of the English catalogue).
 */
export type TClientWords = 'network' | 'sessionEnded' | 'fallback'

export const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.'
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'
const FALLBACK = 'Something went wrong...'

/** The HTTP status of a failed call (0 when the server was not reached), the fields at fault, the browser's words. */
export type TApiErrorDetails = { status: number; fields?: TFieldError[]; words?: TClientWords }

export class ApiError extends Error {
  readonly status: number
  readonly fields: TFieldError[]
  /** Set when the message is the browser's own (no answer, or one without a message), not the server's. */
  readonly words?: TClientWords

  constructor(
    readonly code: TApiErrorCode,
    message: string,
    { status, fields = [], words }: TApiErrorDetails,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fields = fields
    this.words = words
  }
}

export type TCallOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; headers?: Record<string, string> }

/** One call; the page's loading bar shows while it lasts longer than its throttle (spec §9). */
/**
 * The page's language, which the server writes its words in (reasons, terms: issue 58); the
 * browser's own Accept-Language may name another one.
 */
const pageLanguage = (): Record<string, string> =>
  typeof document !== 'undefined' && document.documentElement.lang
    ? { 'accept-language': document.documentElement.lang }
    : {}

async function send(path: string, body: unknown, options: TCallOptions): Promise<Response> {
  const headers = { ...pageLanguage(), ...options.headers }
  try {
    return await whileLoading(() =>
      fetch(path, {
        method: options.method ?? 'POST',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      }),
    )
  } catch {
    throw new ApiError('NETWORK', NETWORK_MESSAGE, { status: 0, words: 'network' })
  }
}

async function failure(response: Response): Promise<ApiError> {
  const json = (await response.json().catch(() => ({}))) as {
    error?: { code?: TErrorCode; message?: string; fields?: TFieldError[] }
  }
  // The server's message is in the page's language already (the call sent it as Accept-Language).
  const message = json.error?.message
  if (response.status === 401)
    return new ApiError('UNAUTHORIZED', message ?? SESSION_ENDED, {
      status: 401,
      words: message ? undefined : 'sessionEnded',
    })
  return new ApiError(json.error?.code ?? 'UNKNOWN', message ?? FALLBACK, {
    status: response.status,
    fields: json.error?.fields ?? [],
    words: message ? undefined : 'fallback',
  })
}

/** Calls `path` (POST unless told) with `body` as JSON; its `data`, or an `ApiError`. */
export async function apiCall<T>(path: string, body?: unknown, options: TCallOptions = {}): Promise<T> {
  const response = await send(path, body, options)
  if (!response.ok) throw await failure(response)
  const json = (await response.json().catch(() => ({}))) as { data?: T }
  if (json.data === undefined) throw new ApiError('UNKNOWN', FALLBACK, { status: response.status, words: 'fallback' })
  return json.data
}

/** Calls an endpoint that answers with a file (the Word export, a PDF); the file and the name it was given. */
export async function apiFile(
  path: string,
  body: unknown,
  options: TCallOptions = {},
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, body, options)
  if (!response.ok) throw await failure(response)
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') }
}

export type TAnswer<T> = { ok: true; data: T } | { ok: false; error: ApiError }

/** `apiCall` for forms that branch on the outcome instead of catching. */
export async function apiAnswer<T>(path: string, body?: unknown, options?: TCallOptions): Promise<TAnswer<T>> {
  try {
    return { ok: true, data: await apiCall<T>(path, body, options) }
  } catch (error) {
    return { ok: false, error: asApiError(error) }
  }
}

export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError('UNKNOWN', FALLBACK, { status: 0, words: 'fallback' })

/** Whether `error` is the API's refusal with `code`. */
export const isApiError = (error: unknown, code: TApiErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code

/**
 * The message and each named field's message, for a notice under a form; `say` words the
 * browser's own messages (useErrorText passes the page's ClientErrors translator).
 */
export const errorText = (error: unknown, say?: (words: TClientWords) => string) => {
  const failure = asApiError(error)
  const message = failure.words && say ? say(failure.words) : failure.message
  return [message, ...failure.fields.map((field) => field.message)].join(' — ')
}
