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

export const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.'
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'
const FALLBACK = 'Something went wrong...'

/** The HTTP status of a failed call (0 when the server was not reached), and the fields at fault. */
export type TApiErrorDetails = { status: number; fields?: TFieldError[] }

export class ApiError extends Error {
  readonly status: number
  readonly fields: TFieldError[]

  constructor(
    readonly code: TApiErrorCode,
    message: string,
    { status, fields = [] }: TApiErrorDetails,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fields = fields
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
    throw new ApiError('NETWORK', NETWORK_MESSAGE, { status: 0 })
  }
}

async function failure(response: Response): Promise<ApiError> {
  const json = (await response.json().catch(() => ({}))) as {
    error?: { code?: TErrorCode; message?: string; fields?: TFieldError[] }
  }
  if (response.status === 401)
    return new ApiError('UNAUTHORIZED', json.error?.message ?? SESSION_ENDED, { status: 401 })
  return new ApiError(json.error?.code ?? 'UNKNOWN', json.error?.message ?? FALLBACK, {
    status: response.status,
    fields: json.error?.fields ?? [],
  })
}

/** Calls `path` (POST unless told) with `body` as JSON; its `data`, or an `ApiError`. */
export async function apiCall<T>(path: string, body?: unknown, options: TCallOptions = {}): Promise<T> {
  const response = await send(path, body, options)
  if (!response.ok) throw await failure(response)
  const json = (await response.json().catch(() => ({}))) as { data?: T }
  if (json.data === undefined) throw new ApiError('UNKNOWN', FALLBACK, { status: response.status })
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
  error instanceof ApiError ? error : new ApiError('UNKNOWN', FALLBACK, { status: 0 })

/** Whether `error` is the API's refusal with `code`. */
export const isApiError = (error: unknown, code: TApiErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code

/** The message and each named field's message, for a notice under a form. */
export const errorText = (error: unknown) => {
  const failure = asApiError(error)
  return [failure.message, ...failure.fields.map((field) => field.message)].join(' — ')
}
