/**
 * A small in-process read-through cache for data every page needs (menus, footer, settings, metas).
 * Entries are dropped by tag when staff change the underlying document (Payload afterChange hooks)
 * and expire after `ttlMs` anyway, so several app instances converge within a minute (ADR 006).
 */
type TEntry = { value: unknown; expires: number; tags: string[] }

const store = new Map<string, TEntry>()
const inflight = new Map<string, Promise<unknown>>()

export const DEFAULT_TTL_MS = 60_000

export async function cached<T>(
  key: string,
  tags: string[],
  load: () => Promise<T>,
  ttlMs = DEFAULT_TTL_MS,
): Promise<T> {
  const hit = store.get(key)
  if (hit && hit.expires > Date.now()) return hit.value as T
  const pending = inflight.get(key)
  if (pending) return pending as Promise<T>
  const promise = load()
    .then((value) => {
      store.set(key, { value, expires: Date.now() + ttlMs, tags })
      return value
    })
    .finally(() => inflight.delete(key))
  inflight.set(key, promise)
  return promise
}

export function invalidateTag(tag: string): void {
  for (const [key, entry] of store) {
    if (entry.tags.includes(tag)) store.delete(key)
  }
}

export function clearCache(): void {
  store.clear()
}
