/**
 * What a log line may say about a request and an error (ADR 041): never a credential, never the
 * values a failed query carried (a recipient, an email body, a password hash).
 */

/**
 * The path as logged: no query string (a reset link's token, a search a person typed) and no
 * credential in the path itself: a client itinerary's address is its token (ADR 039), the back
 * office's password reset link carries one.
 */
export function loggedPath(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '/'
  return path
    .replace(/^\/itinerary\/[^/]+/, '/itinerary/:token')
    .replace(/^\/admin\/reset\/[^/]+/, '/admin/reset/:token')
}

/**
 * An error's text without the parameters of the query that failed: the database driver appends
 * `params: …` (every value bound to the statement) to its message, and so to the stack.
 */
export function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]')
}
