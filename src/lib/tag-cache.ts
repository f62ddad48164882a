import { unstable_cache } from 'next/cache'
import { isInsideNextServer } from './env'

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

/**
 * At most this many entries: some keys come from requests (a rate table per travel date, an agent
 * per account), so the store drops the least recently used entry past it (DESIGN.md: every
 * in-process cache bounded). Entries are small documents; 5,000 of them stay within a few MB.
 */
export const MAX_ENTRIES = 5_000

/**
 * Inside a Next.js request the read also tags the statically rendered page that uses it (ADR 014):
 * when staff change the data, `revalidateTag` (src/cms/hooks/invalidate.ts) expires the page as
 * well as this store's entry. The value itself stays here, so API calls on the hot path do not
 * pay for a JSON round trip through Next's data cache.
 */
export async function cached<T>(
  key: string,
  tags: string[],
  load: () => Promise<T>,
  ttlMs = DEFAULT_TTL_MS,
): Promise<T> {
  if (isInsideNextServer()) await tagNextRender(key, tags, ttlMs)
  return localCached(key, tags, load, ttlMs)
}

/** A tiny Next data-cache entry with the read's tags and lifetime: Next copies both onto the page. */
async function tagNextRender(key: string, tags: string[], ttlMs: number): Promise<void> {
  try {
    await unstable_cache(async () => true, [`tags:${key}`], {
      tags,
      revalidate: Math.max(1, Math.round(ttlMs / 1000)),
    })()
  } catch (error) {
    // Next's cache exists only while it serves a request (not in start-up work such as the outbox).
    if (error instanceof Error && error.message.includes('incrementalCache missing')) return
    throw error
  }
}

/**
 * The store alone, for reads on the API's hot path that never render a page (the agent behind a
 * session): no Next data-cache entry per call. Dropped by tag and by age like every entry.
 */
export async function localCached<T>(
  key: string,
  tags: string[],
  load: () => Promise<T>,
  ttlMs = DEFAULT_TTL_MS,
): Promise<T> {
  const hit = store.get(key)
  if (hit && hit.expires > Date.now()) {
    // Most recently used last: the bound below drops from the front.
    store.delete(key)
    store.set(key, hit)
    return hit.value as T
  }
  const pending = inflight.get(key)
  if (pending) return pending as Promise<T>
  const promise = load()
    .then((value) => {
      store.delete(key)
      store.set(key, { value, expires: Date.now() + ttlMs, tags })
      while (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string)
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
