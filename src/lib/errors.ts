/** The one error type the server raises on purpose. Its code decides the HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export type TErrorCode = keyof typeof ERROR_STATUS

export type TFieldError = { field: string; message: string }

export class AppError extends Error {
  readonly code: TErrorCode
  readonly fields?: TFieldError[]
  /** For 429 and 503: when the caller may try again (the Retry-After header). */
  readonly retryAfterS?: number

  constructor(code: TErrorCode, message: string, fields?: TFieldError[], options?: { retryAfterS?: number }) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
    this.retryAfterS = options?.retryAfterS
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
