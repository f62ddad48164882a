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

/**
 * The error page as a document of its own, for the HTTP front to send when the app's answer to a
 * failed page is Next.js's empty shell (ADR 023). Self-contained: it must not need the app, its
 * stylesheet or its database, which may be what failed.
 */
export function errorPageHtml(status: number): string {
  const message = shouldShowErrorMessage(status)
    ? `<p data-testid="error-message" style="color:#55504a;max-width:36rem">${readableErrorMessage(undefined)}</p>`
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Error | Monsoon</title></head><body style="margin:0;font-family:system-ui,sans-serif;background:#f4f4f2;color:#1c1917"><main data-testid="error-page" style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:0 1.5rem;text-align:center"><p style="letter-spacing:.3em;font-weight:700;font-size:.8rem;color:#8b1a1a">MONSOON</p><h1 style="font-size:3rem;font-weight:900;color:#8b1a1a;margin:0">Error!</h1><p style="font-size:1.25rem;margin:0">Something went wrong ...</p>${message}<a href="/" style="margin-top:1rem;padding:.6rem 1.2rem;background:#8b1a1a;color:#fff;text-decoration:none;font-weight:600;text-transform:uppercase">Back to Home</a></main></body></html>`
}

/**
 * Set by a handler whose HTML error page is complete as it is (a client itinerary's "not
 * available", which must not carry the site's chrome): the HTTP front passes it through
 * (src/host/http-front.ts) and removes the header.
 */
export const COMPLETE_HTML_HEADER = 'x-complete-html'
