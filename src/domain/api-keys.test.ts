import { describe, expect, it } from 'vitest'
import { keyNameProblem, looksLikeApiKey, parseApiKey, rateLimitHeaders, rateLimitState, windowStart } from './api-keys'

const KEY = `msk_0a1b2c3d_${'x'.repeat(43)}`

describe('API keys', () => {
  it('are recognised by their form before any lookup', () => {
    expect(parseApiKey(KEY)).toEqual({ prefix: 'msk_0a1b2c3d' })
    for (const bad of [
      '',
      'msk_0a1b2c3d',
      `msk_0A1B2C3D_${'x'.repeat(43)}`,
      `${KEY}x`,
      `msk_0a1b2c3d_${'x'.repeat(42)}!`,
    ])
      expect(parseApiKey(bad)).toBeNull()
    expect(looksLikeApiKey(KEY)).toBe(true)
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false)
  })

  it('have a name a person gave them', () => {
    expect(keyNameProblem('Booking engine (production)')).toBeNull()
    expect(keyNameProblem('  ')).toBe('keyUnnamed')
    expect(keyNameProblem('x'.repeat(81))).toBe('keyNameTooLong')
    expect(keyNameProblem('a\u0007b')).toBe('keyNameControl')
  })
})

describe('the per-key limit', () => {
  const policy = { quota: 600, windowS: 60 }

  it('counts in whole windows and says what is left and when the window ends', () => {
    const now = Date.UTC(2026, 10, 27, 10, 0, 42, 500)
    const start = windowStart(now, policy)
    expect(start).toBe(Date.UTC(2026, 10, 27, 10, 0, 0) / 1000)
    expect(rateLimitState({ used: 1, windowStartS: start }, policy, now)).toEqual({
      allowed: true,
      remaining: 599,
      resetS: 18,
    })
    expect(rateLimitState({ used: 600, windowStartS: start }, policy, now)).toMatchObject({
      allowed: true,
      remaining: 0,
    })
    expect(rateLimitState({ used: 601, windowStartS: start }, policy, now)).toMatchObject({
      allowed: false,
      remaining: 0,
    })
  })

  it('is told in the IETF RateLimit header fields', () => {
    expect(rateLimitHeaders(policy, { allowed: true, remaining: 599, resetS: 18 })).toEqual({
      'RateLimit-Policy': '"per-key";q=600;w=60',
      RateLimit: '"per-key";r=599;t=18',
    })
  })
})
