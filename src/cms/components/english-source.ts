/**
 * The English version of the document open in the back office (issue 26, ADR 046), read once and
 * shared by every field that shows its English text. Keyed by the document's address and its last
 * save, so a save in English is seen the next time the editor opens another language. Bounded: the
 * back office opens one document at a time.
 */

const MAX_ENTRIES = 8
const versions = new Map<string, Promise<unknown>>()

export function englishVersion(url: string, savedAt: string): Promise<unknown> {
  const key = `${url}#${savedAt}`
  const known = versions.get(key)
  if (known) return known
  const read = fetch(url, { credentials: 'include', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((doc: unknown) => {
      // A failed read is not remembered: the next field or visit tries again.
      if (doc === null) versions.delete(key)
      return doc
    })
  versions.set(key, read)
  while (versions.size > MAX_ENTRIES) {
    const oldest = versions.keys().next().value
    if (oldest === undefined) break
    versions.delete(oldest)
  }
  return read
}
