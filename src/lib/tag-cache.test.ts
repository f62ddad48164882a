import { afterEach, describe, expect, it } from 'vitest'
import { cached, clearCache, invalidateTag, localCached, MAX_ENTRIES } from './tag-cache'

afterEach(() => clearCache())

describe('tag cache', () => {
  it('loads once and serves the stored value until its tag is invalidated', async () => {
    let loads = 0
    const load = async () => ++loads
    expect(await cached('menu:en', ['menus'], load)).toBe(1)
    expect(await cached('menu:en', ['menus'], load)).toBe(1)
    invalidateTag('footer')
    expect(await cached('menu:en', ['menus'], load)).toBe(1)
    invalidateTag('menus')
    expect(await cached('menu:en', ['menus'], load)).toBe(2)
  })

  it('shares one load between concurrent callers', async () => {
    let loads = 0
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5))
    const [a, b] = await Promise.all([cached('k', [], load), cached('k', [], load)])
    expect([a, b, loads]).toEqual([1, 1, 1])
  })

  it('expires entries after their time to live', async () => {
    let loads = 0
    const load = async () => ++loads
    await cached('k', [], load, -1)
    expect(await cached('k', [], load)).toBe(2)
  })

  it('does not keep a failed load', async () => {
    await expect(cached('k', [], () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cached('k', [], async () => 'up')).toBe('up')
  })

  it('keeps at most MAX_ENTRIES, dropping the least recently used', async () => {
    const loads: string[] = []
    const load = (key: string) => async () => {
      loads.push(key)
      return key
    }
    await localCached('first', [], load('first'))
    for (let index = 1; index < MAX_ENTRIES; index++) await localCached(`key:${index}`, [], load(`key:${index}`))
    // Read again, "first" is the most recent: the next new key pushes out "key:1" instead.
    await localCached('first', [], load('first'))
    await localCached('one more', [], load('one more'))
    loads.length = 0
    await localCached('first', [], load('first'))
    await localCached('key:2', [], load('key:2'))
    await localCached('key:1', [], load('key:1'))
    expect(loads).toEqual(['key:1'])
  })
})
