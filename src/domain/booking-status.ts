/**
 * Booking statuses and who may move a booking between them (ADR 012). The spec names only
 * `draft`; the rest is the workflow of a DMC answering agents' requests.
 */
export const BOOKING_STATUSES = ['draft', 'requested', 'quoted', 'confirmed', 'cancelled'] as const
export type TBookingStatus = (typeof BOOKING_STATUSES)[number]

export const STATUS_LABELS: Record<TBookingStatus, string> = {
  draft: 'Draft',
  requested: 'Requested',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
}

export type TActorKind = 'agent' | 'staff'

/** The statuses an agent may save with: working on it, or sending it to Monsoon. */
export const AGENT_STATUSES = ['draft', 'requested'] as const satisfies readonly TBookingStatus[]

const STAFF_MOVES: Record<TBookingStatus, readonly TBookingStatus[]> = {
  draft: ['cancelled'],
  requested: ['quoted', 'confirmed', 'cancelled'],
  quoted: ['requested', 'confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
}

export function isBookingStatus(value: unknown): value is TBookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value)
}

/** A confirmed or cancelled booking is settled: the agent can read it but no longer change it. */
export function agentMayEdit(status: TBookingStatus): boolean {
  return status === 'draft' || status === 'requested' || status === 'quoted'
}

/** Agents delete what is not confirmed (staff keep the record: deletion only hides it from the agent). */
export function agentMayDelete(status: TBookingStatus): boolean {
  return status !== 'confirmed'
}

/** Whether `actor` may move a booking from `from` to `to`; saving at the same status is always an edit, not a move. */
export function canMove(actor: TActorKind, from: TBookingStatus, to: TBookingStatus): boolean {
  if (from === to) return actor === 'staff' || agentMayEdit(from)
  if (actor === 'agent') return agentMayEdit(from) && (AGENT_STATUSES as readonly string[]).includes(to)
  return STAFF_MOVES[from].includes(to)
}

/** The message a refused move shows: says what can be done instead. */
export function refusedMoveMessage(actor: TActorKind, from: TBookingStatus, to: TBookingStatus): string {
  if (actor === 'agent' && !agentMayEdit(from))
    return `This booking is ${STATUS_LABELS[from].toLowerCase()} and can no longer be changed. Please contact your Monsoon consultant.`
  if (actor === 'agent')
    return `Agents can save a booking as Draft or send it as Requested, not as ${STATUS_LABELS[to]}.`
  const allowed = STAFF_MOVES[from].map((status) => STATUS_LABELS[status]).join(', ')
  return `A ${STATUS_LABELS[from].toLowerCase()} booking can move to: ${allowed || 'nothing (it is final)'}.`
}
