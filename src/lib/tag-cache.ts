import { unstable_cache } from 'next/cache'
import { isDirectApiCall } from './direct-call'
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
  /** approximateBytes(value), counted once when stored. */
  bytes: number
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
    /** Counts invalidations: a load keeps its result only if none happened while it ran; `bytes` sums the entries'. */
    state: { generation: number; bytes: number }
    /** Every tag a read was cached under: a handful of names (collections, settings), not per key. */
    tagsSeen: Set<string>
  }
}
shared.__monsoonTagCache ??= {
  store: new Map(),
  inflight: new Map(),
  state: { generation: 0, bytes: 0 },
  tagsSeen: new Set(),
}
const { store, inflight, state, tagsSeen } = shared.__monsoonTagCache

export const DEFAULT_TTL_MS = 60_000

/** Which entry a read is cached as: its key, the tags that drop it, and its time to live (DEFAULT_TTL_MS unless told). */
export type TCacheEntry = { key: string; tags: string[]; ttlMs?: number }

/**
 * At most this many entries: some keys come from requests (a rate table per travel date, an agent
 * per account), so the store drops the least recently used entry past it (DESIGN.md: every
 * in-process cache bounded). Entries are small documents; 5,000 of them stay within a few MB.
 */
export const MAX_ENTRIES = 5_000

/**
 * And at most this many bytes (as approximateBytes counts them): a DMC with a large catalogue keeps
 * a few MB per nation, so this leaves room for every nation's catalogue and rate table many times
 * over while bounding the process whatever the keys.
 */
export const MAX_BYTES = 64 * 1024 * 1024

/**
 * The memory a value takes, roughly as V8 holds it: 2 bytes a string character, 8 a number, and a
 * fixed overhead per object, array, map or set and per property. Shared objects count once. Used
 * to bound the cache, not to account exactly.
 */
export function approximateBytes(value: unknown): number {
  const seen = new Set<object>()
  const pending: unknown[] = [value]
  let bytes = 0
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') bytes += 16 + 2 * item.length
    else if (typeof item === 'number' || typeof item === 'bigint') bytes += 8
    else if (typeof item === 'boolean' || item === null || item === undefined) bytes += 4
    else if (typeof item === 'object' && !seen.has(item)) {
      seen.add(item)
      bytes += 32
      if (item instanceof Map) for (const [key, entry] of item) pending.push(key, entry)
      else if (item instanceof Set || Array.isArray(item)) for (const entry of item) pending.push(entry)
      else if (ArrayBuffer.isView(item)) bytes += item.byteLength
      else if (!(item instanceof Date)) {
        for (const key in item) {
          bytes += 16 + 2 * key.length
          pending.push((item as Record<string, unknown>)[key])
        }
      }
    }
  }
  return bytes
}

/** How full the cache is (for the bench's soak and the tests). */
export function cacheSize(): { entries: number; bytes: number } {
  return { entries: store.size, bytes: state.bytes }
}

function remove(key: string): void {
  const entry = store.get(key)
  if (!entry) return
  state.bytes -= entry.bytes
  store.delete(key)
}

/**
 * Inside a Next.js request the read also tags the statically rendered page that uses it (ADR 014;
 * not for an API call the HTTP front handed over directly, ADR 036, which renders no page):
 * when staff change the data, `revalidateTag` (src/cms/hooks/invalidate.ts) expires the page as
 * well as this store's entry. The value itself stays here, so API calls on the hot path do not
 * pay for a JSON round trip through Next's data cache.
 */
export async function cached<T>(entry: TCacheEntry, load: () => Promise<T>): Promise<T> {
  const { key, tags, ttlMs = DEFAULT_TTL_MS } = entry
  if (isInsideNextServer() && !isDirectApiCall()) await tagNextRender(key, tags, ttlMs)
  return localCached({ key, tags, ttlMs }, load)
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
export async function localCached<T>(entry: TCacheEntry, load: () => Promise<T>): Promise<T> {
  const { key, tags, ttlMs = DEFAULT_TTL_MS } = entry
  for (const tag of tags) tagsSeen.add(tag)
  const hit = store.get(key)
  if (hit && hit.staleUntil > Date.now()) {
    // Most recently used last: the bound below drops from the front.
    store.delete(key)
    store.set(key, hit)
    if (hit.expires <= Date.now() && !inflight.has(key)) {
      // A failed refresh keeps the old value; the next caller tries again.
      startLoad({ key, tags, ttlMs }, load).catch(() => undefined)
    }
    return hit.value as T
  }
  return (inflight.get(key) as Promise<T> | undefined) ?? startLoad({ key, tags, ttlMs }, load)
}

function startLoad<T>({ key, tags, ttlMs }: Required<TCacheEntry>, load: () => Promise<T>): Promise<T> {
  const started = state.generation
  const promise = load()
    .then((value) => {
      // A change saved while this load ran may not be in its result: keep it only if none was.
      if (state.generation === started) {
        remove(key)
        const now = Date.now()
        const bytes = approximateBytes(value)
        store.set(key, { value, expires: now + ttlMs, staleUntil: now + 2 * Math.max(0, ttlMs), tags, bytes })
        state.bytes += bytes
        // Least recently used first; an entry larger than the whole bound is not kept at all.
        while (store.size > MAX_ENTRIES || state.bytes > MAX_BYTES) remove(store.keys().next().value as string)
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
    if (entry.tags.includes(tag)) remove(key)
  }
}

/** The tags reads were cached under (and pages tagged with): what to expire when notifications may have been missed. */
export function knownTags(): string[] {
  return [...tagsSeen]
}

export function clearCache(): void {
  state.generation++
  inflight.clear()
  store.clear()
  state.bytes = 0
}
