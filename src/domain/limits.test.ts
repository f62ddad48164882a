import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import en from '@/messages/en.json'
import { LIMITS, LONGEST_WINDOW_MS, retryAfterMs } from './limits'

const limit = { max: 3, windowMs: 60_000 }

describe('retryAfterMs', () => {
  it('lets attempts through below the limit', () => {
    expect(retryAfterMs(limit, { hitsNewestFirst: [], now: 0 })).toBeNull()
    expect(retryAfterMs(limit, { hitsNewestFirst: [10_000, 5_000], now: 20_000 })).toBeNull()
  })

  it('refuses at the limit until the oldest counted hit leaves the window', () => {
    expect(retryAfterMs(limit, { hitsNewestFirst: [30_000, 20_000, 10_000], now: 40_000 })).toBe(30_000)
  })

  it('hits older than the window count for nothing', () => {
    expect(retryAfterMs(limit, { hitsNewestFirst: [70_000, 65_000, 1_000], now: 70_500 })).toBeNull()
  })

  it('several at once must all fit; more than the limit never fits in one go', () => {
    expect(retryAfterMs(limit, { hitsNewestFirst: [10_000], now: 20_000, count: 2 })).toBeNull()
    expect(retryAfterMs(limit, { hitsNewestFirst: [15_000, 10_000], now: 20_000, count: 2 })).toBe(50_000)
    expect(retryAfterMs(limit, { hitsNewestFirst: [], now: 0, count: 4 })).toBe(60_000)
  })

  it('law: allowed exactly when the hits in the window plus the new ones are within the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        (times, count) => {
          const now = 120_000
          const newestFirst = [...times].sort((a, b) => b - a)
          const inWindow = newestFirst.filter((at) => now - at < limit.windowMs).length
          const wait = retryAfterMs(limit, { hitsNewestFirst: newestFirst, now, count })
          expect(wait === null).toBe(inWindow + count <= limit.max)
          if (wait !== null) expect(wait).toBeGreaterThanOrEqual(1_000)
        },
      ),
    )
  })

  it('every limit has a message and the longest window is a day', () => {
    for (const value of Object.values(LIMITS)) expect(en.ApiErrors[value.why].length).toBeGreaterThan(20)
    expect(LONGEST_WINDOW_MS).toBe(24 * 60 * 60_000)
  })
})
