/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** A plain-text rendering of simple email HTML, for the text part of a message. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/h\d|\/li|\/tr)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** Spec §9's date format "MMM DD, YYYY" (e.g. "Mar 04, 2027"), read in UTC; '' for a bad date. */
export function formatJournalDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`
}

/** Deeper than any request of ours nests; a deeper body is refused before it is walked further. */
export const MAX_INPUT_DEPTH = 32

/** Where a value cannot be stored, why (for the words of the caller's language) and in English. */
export type TUnstorable = { path: string; why: 'nul' | 'nul-in-name' | 'too-deep'; message: string }

/**
 * The first place in a value (a string, or parsed JSON) that cannot be stored as text: a NUL
 * character (PostgreSQL refuses it) or nesting deeper than MAX_INPUT_DEPTH. Walks without
 * recursion, so no input can exhaust the stack. Null when everything can be stored.
 */
export function unstorableTextAt(value: unknown): TUnstorable | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number }
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000'))
        return {
          path: item.path,
          why: 'nul',
          message: `${item.path || 'The text'} contains a NUL character, which is not allowed`,
        }
      continue
    }
    if (item.value === null || typeof item.value !== 'object') continue
    if (item.depth >= MAX_INPUT_DEPTH)
      return {
        path: item.path,
        why: 'too-deep',
        message: `The request is nested more than ${MAX_INPUT_DEPTH} levels deep`,
      }
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key
      if (key.includes('\u0000'))
        return { path, why: 'nul-in-name', message: 'A field name contains a NUL character, which is not allowed' }
      stack.push({ value: child, path, depth: item.depth + 1 })
    }
  }
  return null
}

/** Whether text holds a control character (C0 or DEL): never part of a name or a path; CR/LF forge log lines. */
export const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0)
    return code < 0x20 || code === 0x7f
  })

/** A subject is a header: one line, no control characters, at most 200 characters. */
export function headerSafe(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
      .slice(0, 200)
  )
}
