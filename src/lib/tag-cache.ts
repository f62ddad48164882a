import { unstable_cache } from 'next/cache'
import { isInsideNextServer } from './env'

/**
 * A small in-process read-through cache for data every page needs (menus, footer, settings, metas).
 * Entries are dropped by tag when staff change the underlying document (Payload afterChange hooks)
 * and expire after `ttlMs` anyway, so several app instances converge within a minute (ADR 006).
 */
type TEntry = {
  value: unknown
  /** Fresh until then; */
  expires: number
  /** then served while one load replaces it, until this (one more time to live); then a miss. */
  staleUntil: number
  tags: string[]
}

/**
 * One store per process, on globalThis: Next bundles the back office's REST handlers and the site's
 * pages separately, and a module-level Map would be a different Map in each bundle, so an edit saved
 * through /admin would not reach the pages' cache.
 */
const shared = globalThis as typeof globalThis & {
  __monsoonTagCache?: {
    store: Map<string, TEntry>
    inflight: Map<string, Promise<unknown>>
    /** Counts invalidations: a load keeps its result only if none happened while it ran. */
    state: { generation: number }
  }
}
shared.__monsoonTagCache ??= { store: new Map(), inflight: new Map(), state: { generation: 0 } }
const { store, inflight, state } = shared.__monsoonTagCache

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
 *
 * An entry past its age is still served, for one more time to live, while one caller's load
 * replaces it in the background (stale-while-revalidate): the age only makes instances converge, and a hot entry such as a
 * nation's catalogue (~100 ms to read) must not stall every request queued behind it once a minute,
 * which was the p99 of the catalogue search at 200 req/s (issue 19). An entry dropped by its tag is
 * gone at once: the next caller waits for the new value.
 */
export async function localCached<T>(
  key: string,
  tags: string[],
  load: () => Promise<T>,
  ttlMs = DEFAULT_TTL_MS,
): Promise<T> {
  const hit = store.get(key)
  if (hit && hit.staleUntil > Date.now()) {
    // Most recently used last: the bound below drops from the front.
    store.delete(key)
    store.set(key, hit)
    if (hit.expires <= Date.now() && !inflight.has(key)) {
      // A failed refresh keeps the old value; the next caller tries again.
      startLoad(key, tags, load, ttlMs).catch(() => undefined)
    }
    return hit.value as T
  }
  return (inflight.get(key) as Promise<T> | undefined) ?? startLoad(key, tags, load, ttlMs)
}

function startLoad<T>(key: string, tags: string[], load: () => Promise<T>, ttlMs: number): Promise<T> {
  const started = state.generation
  const promise = load()
    .then((value) => {
      // A change saved while this load ran may not be in its result: keep it only if none was.
      if (state.generation === started) {
        store.delete(key)
        const now = Date.now()
        store.set(key, { value, expires: now + ttlMs, staleUntil: now + 2 * Math.max(0, ttlMs), tags })
        while (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string)
      }
      return value
    })
    .finally(() => {
      if (inflight.get(key) === promise) inflight.delete(key)
    })
  inflight.set(key, promise)
  return promise
}

export function invalidateTag(tag: string): void {
  state.generation++
  // Loads under way may have read the old data: later callers start their own.
  inflight.clear()
  for (const [key, entry] of store) {
    if (entry.tags.includes(tag)) store.delete(key)
  }
}

export function clearCache(): void {
  state.generation++
  inflight.clear()
  store.clear()
}
