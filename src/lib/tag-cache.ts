/**
 * A small in-process read-through cache for data every page needs (menus, footer, settings, metas).
 * Entries are dropped by tag when staff change the underlying document (Payload afterChange hooks)
 * and expire after `ttlMs` anyway, so several app instances converge within a minute (ADR 006).
 */
type TEntry = { value: unknown; expires: number; tags: string[] }

/**
 * One store per process, on globalThis: Next bundles the back office's REST handlers and the site's
 * pages separately, and a module-level Map would be a different Map in each bundle, so an edit saved
 * through /admin would not reach the pages' cache.
 */
const shared = globalThis as typeof globalThis & {
  __monsoonTagCache?: { store: Map<string, TEntry>; inflight: Map<string, Promise<unknown>> }
}
shared.__monsoonTagCache ??= { store: new Map(), inflight: new Map() }
const { store, inflight } = shared.__monsoonTagCache

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
