import { useEffect, useState } from 'react'

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

/** What shows a status: told to read it again when a text is marked still right. */
const readers = new Set<() => void>()

/**
 * The open document's translation status, read again after each save (`savedAt`) and after any
 * "still right" on the page, by the panel and every field alike. `bodyKey` is the document's status
 * call body as JSON ('' for none). `undefined` while reading, null when the read failed.
 */
export function useTranslationStatus(api: string, bodyKey: string, savedAt: string): unknown {
  const [status, setStatus] = useState<unknown>(undefined)
  const [reads, setReads] = useState(0)
  useEffect(() => {
    const reread = () => setReads((count) => count + 1)
    readers.add(reread)
    return () => {
      readers.delete(reread)
    }
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after "still right" (reads)
  useEffect(() => {
    if (!bodyKey) {
      setStatus(undefined)
      return
    }
    let isCurrent = true
    translationStatus(api, JSON.parse(bodyKey), savedAt).then((data) => {
      if (isCurrent) setStatus(data)
    })
    return () => {
      isCurrent = false
    }
  }, [api, bodyKey, savedAt, reads])
  return status
}

/**
 * Marks a document's copied or outdated texts in a language as still right (all, or those of
 * `keys`), then has every status on the page read again. Resolves whether it was done.
 */
export async function markStillRight(
  api: string,
  body: Record<string, unknown> & { locale: string; keys?: string[] },
): Promise<boolean> {
  const response = await fetch(`${api}/translation-status/current`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!response?.ok) return false
  statuses.clear()
  for (const reread of readers) reread()
  return true
}
