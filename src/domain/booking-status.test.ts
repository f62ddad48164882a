import { describe, expect, it } from 'vitest'
import {
  agentEditStatus,
  agentEditWarning,
  agentMayCancel,
  agentMayDelete,
  agentMayEdit,
  agentSaveStatus,
  BOOKING_STATUSES,
  canBookNow,
  canMove,
  instantMoveAllowed,
  primaryAction,
  refusedMoveMessage,
} from './booking-status'

describe('booking statuses (ADR 012)', () => {
  it.each([
    ['agent', 'draft', 'requested', true],
    ['agent', 'requested', 'draft', false],
    ['agent', 'quoted', 'draft', false],
    ['agent', 'quoted', 'confirmation_requested', true],
    ['agent', 'quoted', 'changes_requested', true],
    ['agent', 'requested', 'confirmation_requested', false],
    ['agent', 'changes_requested', 'changes_requested', true],
    ['agent', 'confirmation_requested', 'confirmation_requested', false],
    ['agent', 'confirmation_requested', 'changes_requested', false],
    ['staff', 'confirmation_requested', 'confirmed', true],
    ['staff', 'changes_requested', 'quoted', true],
    ['staff', 'draft', 'confirmation_requested', false],
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

  it('settled bookings are read-only for agents; only drafts are deleted, anything sent is cancelled (issue 54)', () => {
    expect(BOOKING_STATUSES.filter(agentMayEdit)).toEqual(['draft', 'requested', 'quoted', 'changes_requested'])
    expect(BOOKING_STATUSES.filter(agentMayDelete)).toEqual(['draft'])
    expect(BOOKING_STATUSES.filter(agentMayCancel)).toEqual([
      'requested',
      'quoted',
      'changes_requested',
      'confirmation_requested',
      'confirmed',
    ])
    for (const from of BOOKING_STATUSES)
      expect(instantMoveAllowed('cancel', from, 'cancelled'), from).toBe(agentMayCancel(from))
  })

  it('an agent’s edit never drops a booking back to draft: a changed quote asks for a new one', () => {
    expect(BOOKING_STATUSES.filter(agentMayEdit).map(agentEditStatus)).toEqual([
      'draft',
      'requested',
      'changes_requested',
      'changes_requested',
    ])
    expect(agentSaveStatus('draft', 'requested')).toBe('requested')
    expect(agentSaveStatus('draft', '')).toBe('draft')
    expect(agentSaveStatus('quoted', 'draft')).toBe('changes_requested')
    expect(agentSaveStatus('quoted', 'requested')).toBe('changes_requested')
    expect(agentSaveStatus('requested', 'draft')).toBe('requested')
  })

  it('warns before an edit only while Monsoon is working on the booking', () => {
    expect(agentEditWarning('draft')).toBeNull()
    expect(agentEditWarning('quoted')?.text).toMatch(/Changes requested.*Versions/)
    expect(agentEditWarning('requested')?.text).toMatch(/told by email/)
    expect(agentEditWarning('changes_requested')).not.toBeNull()
  })

  it('explains a refusal with what can be done', () => {
    expect(refusedMoveMessage('agent', 'confirmed', 'draft')).toBe(
      'This booking is confirmed and can no longer be changed. Please contact your Monsoon consultant.',
    )
    expect(refusedMoveMessage('staff', 'requested', 'draft')).toBe(
      'A requested booking can move to: Quoted, Confirmed, Cancelled.',
    )
    expect(refusedMoveMessage('agent', 'confirmation_requested', 'draft')).toMatch(/You accepted the quote/)
    expect(refusedMoveMessage('agent', 'draft', 'confirmation_requested')).toMatch(/Only a quoted booking/)
    expect(refusedMoveMessage('staff', 'cancelled', 'draft')).toBe(
      'A cancelled booking can move to: nothing (it is final).',
    )
  })
})

describe('one primary action per booking state (issue 54)', () => {
  it('leads with the answer to a quote, Book now when everything confirms at once, else the request', () => {
    expect(primaryAction('quoted', 'instant')).toBe('accept')
    expect(primaryAction('draft', 'instant')).toBe('book')
    expect(primaryAction('draft', 'mixed')).toBe('send')
    expect(primaryAction('draft', null)).toBe('send')
    expect(primaryAction('changes_requested', 'request')).toBe('send')
    // Accepted: its held rooms can be booked now, else Monsoon confirms and nothing leads.
    expect(primaryAction('confirmation_requested', 'instant')).toBe('book')
    expect(primaryAction('confirmation_requested', 'mixed')).toBeNull()
    for (const status of ['confirmed', 'cancelled'] as const)
      expect(primaryAction(status, 'instant'), status).toBeNull()
  })

  it('books now wherever the agent may edit, and once they accepted a quote (its stays are held)', () => {
    for (const status of ['draft', 'requested', 'quoted', 'changes_requested', 'confirmation_requested'] as const)
      expect(canBookNow(status), status).toBe(true)
    for (const status of ['confirmed', 'cancelled'] as const) expect(canBookNow(status), status).toBe(false)
    expect(instantMoveAllowed('book', 'confirmation_requested', 'confirmed')).toBe(true)
    expect(instantMoveAllowed('book', 'confirmation_requested', 'confirmation_requested')).toBe(true)
  })
})
