/** Spec §8 Global error page: default status 500; the message is shown when the status is above 300. */
export const DEFAULT_ERROR_STATUS = 500

export function shouldShowErrorMessage(status: number | undefined): boolean {
  return (status ?? DEFAULT_ERROR_STATUS) > 300
}

/**
 * Production builds replace a server error's message with a generic sentence and a digest; we show
 * a short readable message with the digest, which is what support needs to find the log line.
 */
export function readableErrorMessage(message: string | undefined, digest?: string): string {
  const generic =
    !message || message.includes('omitted in production builds') || message.includes('Server Components render')
  const text = generic ? 'The server could not complete this request.' : message
  return digest ? `${text} (reference ${digest})` : text
}
