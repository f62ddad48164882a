/**
 * A path on this site to send someone to after signing in or leaving a preview, or null. The test
 * is the browser's own reading of the address: resolved against a placeholder origin, it must stay
 * on that origin. So `//evil.example`, `/\evil.example` and `/<TAB>/evil.example` (browsers drop
 * tabs and newlines, and read a backslash as a slash) are all refused, whatever a prefix check says.
 */
export function localPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null
  const base = 'https://monsoon.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Whether an Origin header names the host the request was addressed to: a write that rides on a
 * session cookie must come from our own pages (CSRF). A missing or unreadable Origin is not ours.
 */
export function isSameOrigin(origin: string | null | undefined, host: string): boolean {
  if (!origin) return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
