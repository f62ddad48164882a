import { describe, expect, it } from 'vitest'
import { attemptOutcome, MAX_ATTEMPTS, MAX_RETRY_MS, retryDelayMs } from './outbox'

describe('outbox backoff', () => {
  it('doubles from 30 s and caps at one hour', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000])
    expect(retryDelayMs(20)).toBe(MAX_RETRY_MS)
    expect(retryDelayMs(0)).toBe(30_000)
  })

  it('marks success sent, a failure pending with its next attempt, the last failure failed', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(attemptOutcome({ attempts: 1, error: null, now })).toEqual({ status: 'sent', sentAt: now })
    expect(attemptOutcome({ attempts: 2, error: 'ECONNRESET', now })).toEqual({
      status: 'pending',
      lastError: 'ECONNRESET',
      nextAttemptAt: new Date('2026-11-22T10:01:00Z'),
    })
    expect(attemptOutcome({ attempts: MAX_ATTEMPTS, error: '550 no such user', now })).toEqual({
      status: 'failed',
      lastError: '550 no such user',
    })
  })
})
