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

const statuses = new Map<string, Promise<unknown>>()

/**
 * Where the open document's translations stand (issue 58, ADR 070), read once per save and shared
 * by every field, like its English version. `body` names the document for the status call.
 */
export function translationStatus(api: string, body: Record<string, unknown>, savedAt: string): Promise<unknown> {
  const key = `${JSON.stringify(body)}#${savedAt}`
  const known = statuses.get(key)
  if (known) return known
  const read = fetch(`${api}/translation-status`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((json: unknown) => {
      if (json === null) statuses.delete(key)
      return (json as { data?: unknown } | null)?.data ?? null
    })
  statuses.set(key, read)
  while (statuses.size > MAX_ENTRIES) {
    const oldest = statuses.keys().next().value
    if (oldest === undefined) break
    statuses.delete(oldest)
  }
  return read
}

/** Forgets the statuses read, so the next read asks again (after "still right"). */
export function forgetTranslationStatus(): void {
  statuses.clear()
}
