import { describe, expect, it } from 'vitest'
import { agentMayDelete, agentMayEdit, BOOKING_STATUSES, canMove, refusedMoveMessage } from './booking-status'

describe('booking statuses (ADR 012)', () => {
  it.each([
    ['agent', 'draft', 'requested', true],
    ['agent', 'requested', 'draft', true],
    ['agent', 'quoted', 'draft', true],
    ['agent', 'draft', 'quoted', false],
    ['agent', 'requested', 'confirmed', false],
    ['agent', 'confirmed', 'draft', false],
    ['agent', 'cancelled', 'requested', false],
    ['agent', 'confirmed', 'confirmed', false],
    ['staff', 'requested', 'quoted', true],
    ['staff', 'quoted', 'confirmed', true],
    ['staff', 'confirmed', 'cancelled', true],
    ['staff', 'draft', 'cancelled', true],
    ['staff', 'draft', 'quoted', false],
    ['staff', 'cancelled', 'requested', false],
    ['staff', 'confirmed', 'confirmed', true],
  ] as const)('%s: %s → %s is %s', (actor, from, to, allowed) => {
    expect(canMove(actor, from, to)).toBe(allowed)
  })

  it('settled bookings are read-only for agents, and confirmed ones cannot be deleted', () => {
    expect(BOOKING_STATUSES.filter(agentMayEdit)).toEqual(['draft', 'requested', 'quoted'])
    expect(BOOKING_STATUSES.filter((status) => !agentMayDelete(status))).toEqual(['confirmed'])
  })

  it('explains a refusal with what can be done', () => {
    expect(refusedMoveMessage('agent', 'confirmed', 'draft')).toBe(
      'This booking is confirmed and can no longer be changed. Please contact your Monsoon consultant.',
    )
    expect(refusedMoveMessage('staff', 'requested', 'draft')).toBe(
      'A requested booking can move to: Quoted, Confirmed, Cancelled.',
    )
    expect(refusedMoveMessage('staff', 'cancelled', 'draft')).toBe(
      'A cancelled booking can move to: nothing (it is final).',
    )
  })
})
