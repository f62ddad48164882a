import { describe, expect, it } from 'vitest'
import { continuesEditSession, EDIT_SESSION_MS } from './booking-history'

const agent = { actorKind: 'agent', actorName: 'Anna (anna@x.demo)' }
const last = { ...agent, at: '2026-11-26T10:00:00.000Z', action: 'itinerary', fromStatus: 'draft', toStatus: 'draft' }
const next = { ...agent, action: 'itinerary', fromStatus: 'draft', toStatus: 'draft' }
const later = (ms: number) => new Date(new Date(last.at).getTime() + ms)

describe('booking history: one entry per editing session (ADR 030)', () => {
  it('joins an agent’s saves within the session', () => {
    expect(continuesEditSession(last, next, later(60_000))).toBe(true)
    expect(continuesEditSession(last, { ...next, action: 'details' }, later(EDIT_SESSION_MS - 1))).toBe(true)
  })

  it('starts a new entry after the gap, for another person, a staff write or a status move', () => {
    expect(continuesEditSession(undefined, next, later(1))).toBe(false)
    expect(continuesEditSession(last, next, later(EDIT_SESSION_MS))).toBe(false)
    expect(continuesEditSession(last, { ...next, actorName: 'Jonas (jonas@x.demo)' }, later(1))).toBe(false)
    expect(continuesEditSession({ ...last, actorKind: 'staff' }, next, later(1))).toBe(false)
    expect(continuesEditSession(last, { ...next, action: 'status' }, later(1))).toBe(false)
    expect(continuesEditSession({ ...last, action: 'status' }, next, later(1))).toBe(false)
    expect(continuesEditSession(last, { ...next, toStatus: 'requested' }, later(1))).toBe(false)
  })

  it('keeps the session’s first edit that sent a quote back, and joins the edits after it', () => {
    const requote = { ...last, fromStatus: 'quoted', toStatus: 'changes_requested' }
    const edit = { ...next, fromStatus: 'changes_requested', toStatus: 'changes_requested' }
    expect(continuesEditSession(requote, edit, later(1000))).toBe(true)
    expect(continuesEditSession(last, edit, later(1000))).toBe(false)
  })
})
