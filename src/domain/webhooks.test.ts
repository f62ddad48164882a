import { describe, expect, it } from 'vitest'
import {
  bookingEventOf,
  deliveryOutcome,
  endpointUrlProblem,
  eventBody,
  isRetryable,
  MAX_ATTEMPTS,
  RETRY_SCHEDULE_MS,
} from './webhooks'

describe('which booking write raises which event', () => {
  it('tells of the agent’s send, and of what Monsoon does', () => {
    expect(bookingEventOf({ actor: 'agent', from: 'draft', to: 'requested' })).toBe('booking.sent')
    expect(bookingEventOf({ actor: 'agent', from: 'changes_requested', to: 'requested' })).toBe('booking.sent')
    expect(bookingEventOf({ actor: 'agent', from: undefined, to: 'requested' })).toBe('booking.sent')
    expect(bookingEventOf({ actor: 'staff', from: 'requested', to: 'quoted' })).toBe('booking.quoted')
    expect(bookingEventOf({ actor: 'staff', from: 'confirmation_requested', to: 'confirmed' })).toBe(
      'booking.confirmed',
    )
    expect(bookingEventOf({ actor: 'staff', from: 'confirmed', to: 'cancelled' })).toBe('booking.cancelled')
    // Book now (issue 25): confirmed at once, and the agent cancelling what it booked.
    expect(bookingEventOf({ actor: 'agent', from: 'draft', to: 'confirmed' })).toBe('booking.confirmed')
    expect(bookingEventOf({ actor: 'agent', from: 'confirmed', to: 'cancelled' })).toBe('booking.cancelled')
    expect(bookingEventOf({ actor: 'agent', from: 'draft', to: 'confirmation_requested' })).toBeNull()
    expect(bookingEventOf({ actor: 'staff', from: 'quoted', to: 'requested' })).toBe('booking.changed')
    expect(bookingEventOf({ actor: 'staff', from: 'quoted', to: 'quoted' })).toBe('booking.changed')
  })

  it('says nothing of the agent’s own edits, which their system made', () => {
    expect(bookingEventOf({ actor: 'agent', from: 'draft', to: 'draft' })).toBeNull()
    expect(bookingEventOf({ actor: 'agent', from: 'requested', to: 'requested' })).toBeNull()
    expect(bookingEventOf({ actor: 'agent', from: 'quoted', to: 'changes_requested' })).toBeNull()
    expect(bookingEventOf({ actor: 'agent', from: undefined, to: 'draft' })).toBeNull()
  })
})

describe('the delivery schedule', () => {
  it('retries timeouts, network failures, 429 and 5xx; not other answers or a refused address', () => {
    expect(isRetryable({ kind: 'timeout' })).toBe(true)
    expect(isRetryable({ kind: 'network', message: 'ECONNREFUSED' })).toBe(true)
    expect(isRetryable({ kind: 'answered', status: 429 })).toBe(true)
    expect(isRetryable({ kind: 'answered', status: 503 })).toBe(true)
    for (const status of [301, 400, 401, 404, 410, 422]) expect(isRetryable({ kind: 'answered', status })).toBe(false)
    expect(isRetryable({ kind: 'refused', message: 'private' })).toBe(false)
  })

  it('tries for about a day, then fails', () => {
    const total = RETRY_SCHEDULE_MS.reduce((sum, ms) => sum + ms, 0)
    expect(total / 3_600_000).toBeGreaterThan(20)
    expect(total / 3_600_000).toBeLessThan(30)
    expect(deliveryOutcome({ kind: 'answered', status: 204 }, 1)).toEqual({ status: 'delivered' })
    expect(deliveryOutcome({ kind: 'answered', status: 500 }, 1)).toEqual({
      status: 'pending',
      nextAttemptInMs: 5_000,
      error: 'HTTP 500',
    })
    expect(deliveryOutcome({ kind: 'timeout' }, MAX_ATTEMPTS - 1)).toMatchObject({ status: 'pending' })
    expect(deliveryOutcome({ kind: 'timeout' }, MAX_ATTEMPTS)).toEqual({
      status: 'failed',
      error: 'No answer within 10 s',
    })
    expect(deliveryOutcome({ kind: 'answered', status: 404 }, 1)).toEqual({ status: 'failed', error: 'HTTP 404' })
  })
})

describe('endpoint URLs', () => {
  it('are HTTPS URLs without credentials or fragment, 2048 characters at most', () => {
    expect(endpointUrlProblem('https://hooks.partner.example/monsoon', false)).toBeNull()
    expect(endpointUrlProblem('not a url', false)).toBe('notAUrl')
    expect(endpointUrlProblem('http://hooks.partner.example/', false)).toBe('urlNotHttps')
    expect(endpointUrlProblem('http://127.0.0.1:9000/', true)).toBeNull()
    expect(endpointUrlProblem('ftp://hooks.partner.example/', true)).toBe('urlNotHttps')
    expect(endpointUrlProblem('https://a:b@hooks.partner.example/', false)).toBe('urlCredentials')
    expect(endpointUrlProblem('https://hooks.partner.example/#x', false)).toBe('urlFragment')
    expect(endpointUrlProblem(`https://hooks.partner.example/${'a'.repeat(2040)}`, false)).toBe('urlTooLong')
  })

  it('carry events as Standard Webhooks bodies: type, timestamp, data', () => {
    expect(JSON.parse(eventBody('booking.quoted', new Date('2026-11-27T10:00:00Z'), { code: 'BK000001' }))).toEqual({
      type: 'booking.quoted',
      timestamp: '2026-11-27T10:00:00.000Z',
      data: { code: 'BK000001' },
    })
  })
})
