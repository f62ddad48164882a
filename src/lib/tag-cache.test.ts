import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  approximateBytes,
  cached,
  cacheSize,
  clearCache,
  invalidateTag,
  localCached,
  MAX_BYTES,
  MAX_ENTRIES,
} from './tag-cache'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  clearCache()
})

describe('tag cache', () => {
  it('loads once and serves the stored value until its tag is invalidated', async () => {
    let loads = 0
    const load = async () => ++loads
    expect(await cached({ key: 'menu:en', tags: ['menus'] }, load)).toBe(1)
    expect(await cached({ key: 'menu:en', tags: ['menus'] }, load)).toBe(1)
    invalidateTag('footer')
    expect(await cached({ key: 'menu:en', tags: ['menus'] }, load)).toBe(1)
    invalidateTag('menus')
    expect(await cached({ key: 'menu:en', tags: ['menus'] }, load)).toBe(2)
  })

  it('shares one load between concurrent callers', async () => {
    let loads = 0
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5))
    const [a, b] = await Promise.all([cached({ key: 'k', tags: [] }, load), cached({ key: 'k', tags: [] }, load)])
    expect([a, b, loads]).toEqual([1, 1, 1])
  })

  it('serves an entry past its time to live while a single load replaces it', async () => {
    let loads = 0
    let release = () => {}
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++loads)))
    await cached({ key: 'k', tags: [], ttlMs: 50 }, async () => ++loads)
    vi.advanceTimersByTime(60)
    // Past its age: the old value at once, for every caller, and one load behind them.
    expect(await cached({ key: 'k', tags: [] }, slow)).toBe(1)
    expect(await cached({ key: 'k', tags: [] }, slow)).toBe(1)
    release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cached({ key: 'k', tags: [] }, slow)).toBe(2)
    expect(loads).toBe(2)
  })

  it('waits for a new value once an entry is older than twice its time to live', async () => {
    await cached({ key: 'k', tags: [], ttlMs: 50 }, async () => 'old')
    vi.advanceTimersByTime(101)
    expect(await cached({ key: 'k', tags: [] }, async () => 'new')).toBe('new')
  })

  it('keeps the old value when the refresh of an aged entry fails', async () => {
    await cached({ key: 'k', tags: [], ttlMs: 50 }, async () => 'old')
    vi.advanceTimersByTime(60)
    expect(await cached({ key: 'k', tags: [] }, () => Promise.reject(new Error('down')))).toBe('old')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cached({ key: 'k', tags: [] }, async () => 'new')).toBe('old')
  })

  it('does not keep what a load read before a change saved while it ran', async () => {
    let release = (_value: string) => {}
    const before = new Promise<string>((resolve) => (release = resolve))
    const first = cached({ key: 'menu', tags: ['menus'] }, () => before)
    invalidateTag('menus')
    // A caller after the change does not share the load that began before it.
    const second = cached({ key: 'menu', tags: ['menus'] }, async () => 'after the change')
    release('before the change')
    expect(await first).toBe('before the change')
    expect(await second).toBe('after the change')
    expect(await cached({ key: 'menu', tags: ['menus'] }, async () => 'reloaded')).toBe('after the change')
  })

  it('does not keep a failed load', async () => {
    await expect(cached({ key: 'k', tags: [] }, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cached({ key: 'k', tags: [] }, async () => 'up')).toBe('up')
  })

  it('keeps at most MAX_ENTRIES, dropping the least recently used', async () => {
    const loads: string[] = []
    const load = (key: string) => async () => {
      loads.push(key)
      return key
    }
    await localCached({ key: 'first', tags: [] }, load('first'))
    for (let index = 1; index < MAX_ENTRIES; index++)
      await localCached({ key: `key:${index}`, tags: [] }, load(`key:${index}`))
    // Read again, "first" is the most recent: the next new key pushes out "key:1" instead.
    await localCached({ key: 'first', tags: [] }, load('first'))
    await localCached({ key: 'one more', tags: [] }, load('one more'))
    loads.length = 0
    await localCached({ key: 'first', tags: [] }, load('first'))
    await localCached({ key: 'key:2', tags: [] }, load('key:2'))
    await localCached({ key: 'key:1', tags: [] }, load('key:1'))
    expect(loads).toEqual(['key:1'])
  })

  it('keeps at most MAX_BYTES, dropping the least recently used, and never an entry larger than that', async () => {
    clearCache()
    const megabytes = (n: number) => 'x'.repeat(n * 1024 * 1024)
    const loads: string[] = []
    const load = (key: string, size: number) => async () => {
      loads.push(key)
      return { key, text: megabytes(size) }
    }
    // 2 bytes a character: 40 entries of 2 MB each is 80 MB, over the 64 MB bound.
    for (let index = 0; index < 40; index++)
      await localCached({ key: `big:${index}`, tags: [] }, load(`big:${index}`, 1))
    expect(cacheSize().bytes).toBeLessThanOrEqual(MAX_BYTES)
    expect(cacheSize().entries).toBeLessThan(40)
    loads.length = 0
    await localCached({ key: 'big:39', tags: [] }, load('big:39', 1))
    await localCached({ key: 'big:0', tags: [] }, load('big:0', 1))
    expect(loads).toEqual(['big:0'])

    const huge = await localCached({ key: 'huge', tags: [] }, load('huge', MAX_BYTES / (1024 * 1024)))
    expect(huge.text.length).toBe(MAX_BYTES)
    expect(cacheSize().bytes).toBeLessThanOrEqual(MAX_BYTES)
    loads.length = 0
    await localCached({ key: 'huge', tags: [] }, load('huge', 1))
    expect(loads).toEqual(['huge'])

    invalidateTag('none')
    clearCache()
    expect(cacheSize()).toEqual({ entries: 0, bytes: 0 })
  })

  it('counts a value roughly as V8 holds it, shared parts once, cycles without end', () => {
    expect(approximateBytes('abcd')).toBe(24)
    const shared = { name: 'x'.repeat(1000) }
    const once = approximateBytes([shared])
    expect(approximateBytes([shared, shared])).toBe(once)
    const cycle: Record<string, unknown> = { a: 1 }
    cycle.self = cycle
    expect(approximateBytes(cycle)).toBeGreaterThan(0)
    expect(approximateBytes(new Map([['k', 'x'.repeat(500)]]))).toBeGreaterThan(1000)
    expect(approximateBytes(new Uint8Array(4096))).toBeGreaterThanOrEqual(4096)
  })
})
