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
