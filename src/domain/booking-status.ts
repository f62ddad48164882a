import { addDays, isIsoDate, type TIsoDate } from '@/domain/pricing/dates'
/**
 * Booking statuses and who may move a booking between them (ADR 012, ADR 030). The spec names only
 * `draft`; the rest is the workflow of a DMC answering agents' requests:
 *
 *   draft ──send──▶ requested ──staff quotes──▶ quoted ──Accept quote──▶ confirmation_requested ──staff──▶ confirmed
 *                        ▲                        │
 *                        │                        └──Request changes, or any edit──▶ changes_requested ──staff re-quotes──▶ quoted
 *                        └── an agent's edit of a request keeps it requested (the consultant is told)
 *
 * An agent never silently loses a quote: an edit of a quoted booking makes it `changes_requested`,
 * and every quote Monsoon gave is kept as a read-only version (`booking-quotes`).
 */
export const BOOKING_STATUSES = [
  'draft',
  'requested',
  'quoted',
  'changes_requested',
  'confirmation_requested',
  'confirmed',
  'cancelled',
] as const
export type TBookingStatus = (typeof BOOKING_STATUSES)[number]

export const STATUS_LABELS: Record<TBookingStatus, string> = {
  draft: 'Draft',
  requested: 'Requested',
  quoted: 'Quoted',
  changes_requested: 'Changes requested',
  confirmation_requested: 'Confirmation requested',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
}

export type TActorKind = 'agent' | 'staff'

/** The statuses an agent may ask for when saving: working on it, or sending it to Monsoon. */
export const AGENT_STATUSES = ['draft', 'requested'] as const satisfies readonly TBookingStatus[]

/** What an agent does with a quote (AnswerQuote). */
export const QUOTE_ANSWERS = ['accept', 'changes'] as const
export type TQuoteAnswer = (typeof QUOTE_ANSWERS)[number]
export const QUOTE_ANSWER_STATUS: Record<TQuoteAnswer, TBookingStatus> = {
  accept: 'confirmation_requested',
  changes: 'changes_requested',
}

/** Where Monsoon's staff may move a booking from each status (in /admin). */
const STAFF_MOVES: Record<TBookingStatus, readonly TBookingStatus[]> = {
  draft: ['cancelled'],
  requested: ['quoted', 'confirmed', 'cancelled'],
  quoted: ['requested', 'confirmed', 'cancelled'],
  changes_requested: ['quoted', 'confirmed', 'cancelled'],
  confirmation_requested: ['confirmed', 'quoted', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
}

/** Where an agent may move a booking from each status, apart from saving it as it is. */
const AGENT_MOVES: Record<TBookingStatus, readonly TBookingStatus[]> = {
  draft: ['requested'],
  requested: [],
  quoted: ['requested', 'changes_requested', 'confirmation_requested'],
  changes_requested: ['requested'],
  confirmation_requested: [],
  confirmed: [],
  cancelled: [],
}

export function isBookingStatus(value: unknown): value is TBookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value)
}

/**
 * Whether the agent may still change the booking. Once they accepted a quote, Monsoon is
 * confirming it: changes then go through the consultant, as for a settled booking.
 */
export function agentMayEdit(status: TBookingStatus): boolean {
  return status === 'draft' || status === 'requested' || status === 'quoted' || status === 'changes_requested'
}

/**
 * Book now (issue 25, ADR 044) takes allotment rooms and confirms at once, or asks Monsoon to
 * confirm the rest: from any status the agent may still edit, and once they accepted a quote (its
 * instant stays are held then, issue 54: the agent confirms them now or releases them).
 */
export function canBookNow(status: TBookingStatus): boolean {
  return agentMayEdit(status) || status === 'confirmation_requested'
}

/**
 * What Book now and an agent's cancellation may move a booking to, from where: Book now from any
 * status the agent may edit; a cancellation from anything sent to Monsoon (issue 54).
 */
export function instantMoveAllowed(kind: 'book' | 'cancel', from: TBookingStatus, to: TBookingStatus): boolean {
  if (kind === 'book') return canBookNow(from) && (to === 'confirmed' || to === 'confirmation_requested')
  return agentMayCancel(from) && to === 'cancelled'
}

/**
 * Only drafts are deleted (issue 54): what was sent to Monsoon has a history, a consultant and
 * perhaps rooms and a charge, so it is cancelled instead (staff keep a deleted draft's record too).
 */
export function agentMayDelete(status: TBookingStatus): boolean {
  return status === 'draft'
}

/** The actions an agent's screen may lead with. */
export type TPrimaryAction = 'send' | 'book' | 'accept'

/**
 * The one primary action of a booking in its state (issue 54: a quoted booking showed three): a
 * quote waits for the agent's answer; a booking whose every stay and service confirms at once is
 * booked now; anything else the agent may change goes to Monsoon as a request. Null when the agent
 * has nothing to do. `bookNow` is what Book now would do (GetInstantOptions' kind), null while unknown.
 */
export function primaryAction(
  status: TBookingStatus,
  bookNow: 'instant' | 'mixed' | 'request' | null,
): TPrimaryAction | null {
  if (status === 'quoted') return 'accept'
  // Accepted: Monsoon confirms, unless every stay can be booked now (its rooms are held).
  if (status === 'confirmation_requested') return bookNow === 'instant' ? 'book' : null
  if (!agentMayEdit(status)) return null
  return bookNow === 'instant' ? 'book' : 'send'
}

/** An agent cancels anything sent to Monsoon that is not cancelled yet, its charge shown first. */
export function agentMayCancel(status: TBookingStatus): boolean {
  return status !== 'draft' && status !== 'cancelled'
}

/** Monsoon is working on it: an agent's change is news for the consultant. */
export function withMonsoon(status: TBookingStatus): boolean {
  return status === 'requested' || status === 'quoted' || status === 'changes_requested'
}

/**
 * The status an agent's edit (itinerary or details) leaves: a draft stays a draft, a request stays
 * a request, and a changed quote asks Monsoon for a new one. Never silently back to draft.
 */
export function agentEditStatus(from: TBookingStatus): TBookingStatus {
  return from === 'quoted' ? 'changes_requested' : from
}

/**
 * The status of an agent's save that asks for `asked` ('' or draft: just save; requested: send).
 * Sending a draft requests it; anything else is an edit (agentEditStatus).
 */
export function agentSaveStatus(from: TBookingStatus, asked: string): TBookingStatus {
  if (asked === 'requested' && from === 'draft') return 'requested'
  return agentEditStatus(from)
}

/** What an agent is told before changing a booking Monsoon is working on; null when nothing needs saying. */
export function agentEditWarning(status: TBookingStatus): { title: string; text: string; confirm: string } | null {
  if (!withMonsoon(status)) return null
  if (status === 'quoted')
    return {
      title: 'Change the quoted booking?',
      text: 'Monsoon has quoted this booking. If you change it, it goes back to your consultant as “Changes requested” for a new quote, and your consultant is told by email. The quote stays readable under Versions.',
      confirm: 'Change it and ask for a new quote',
    }
  return {
    title: 'Change a booking Monsoon is working on?',
    text: 'Your consultant is already preparing a quote for this booking. Your changes are saved at once and your consultant is told by email.',
    confirm: 'Change it',
  }
}

/** Whether `actor` may move a booking from `from` to `to`; saving at the same status is always an edit, not a move. */
export function canMove(actor: TActorKind, from: TBookingStatus, to: TBookingStatus): boolean {
  if (from === to) return actor === 'staff' || agentMayEdit(from)
  if (actor === 'agent') return AGENT_MOVES[from].includes(to)
  return STAFF_MOVES[from].includes(to)
}

/**
 * Why an agent may not make a move, for code: `agentRefusalKey` (src/server) says it in the agent's
 * language from the catalogues (ADR 069); refusedMoveMessage says it in English.
 */
export type TAgentRefusal =
  | { cause: 'confirming' }
  | { cause: 'final'; status: TBookingStatus }
  | { cause: 'not-quoted'; status: TBookingStatus }
  | { cause: 'agent-move'; to: TBookingStatus }

/** Why an agent may not move a booking from `from` to `to` (when canMove says they may not). */
export function agentRefusal(from: TBookingStatus, to: TBookingStatus): TAgentRefusal {
  if (from === 'confirmation_requested') return { cause: 'confirming' }
  if (!agentMayEdit(from)) return { cause: 'final', status: from }
  if (to === 'confirmation_requested' || to === 'changes_requested') return { cause: 'not-quoted', status: from }
  return { cause: 'agent-move', to }
}

/** The message a refused move shows: says what can be done instead. */
export function refusedMoveMessage(actor: TActorKind, from: TBookingStatus, to: TBookingStatus): string {
  if (actor === 'agent' && from === 'confirmation_requested')
    return 'You accepted the quote and Monsoon is confirming this booking. Please contact your Monsoon consultant to change it.'
  if (actor === 'agent' && !agentMayEdit(from))
    return `This booking is ${STATUS_LABELS[from].toLowerCase()} and can no longer be changed. Please contact your Monsoon consultant.`
  if (actor === 'agent' && (to === 'confirmation_requested' || to === 'changes_requested'))
    return `Only a quoted booking can be accepted or sent back for changes; this one is ${STATUS_LABELS[from].toLowerCase()}.`
  if (actor === 'agent')
    return `Agents can save a booking as it is or send it as Requested, not as ${STATUS_LABELS[to]}.`
  const allowed = STAFF_MOVES[from].map((status) => STATUS_LABELS[status]).join(', ')
  return `A ${STATUS_LABELS[from].toLowerCase()} booking can move to: ${allowed || 'nothing (it is final)'}.`
}

/** Whether Monsoon shapes the booking's quote now (issue 54): after the request, before the confirmation. */
export const mayShapeQuote = (status: string) =>
  status === 'requested' || status === 'changes_requested' || status === 'quoted' || status === 'confirmation_requested'

/**
 * Whether Monsoon may change the booking's itinerary: while it shapes the quote, and once confirmed
 * to amend the trip (issue 56: a night more, a service swapped), which its suppliers then follow.
 */
export const mayAmendItinerary = (status: string) => mayShapeQuote(status) || status === 'confirmed'

/** How long a quote can be accepted when the consultant gives no date (issue 54). */
export const QUOTE_VALID_DAYS = 14

/**
 * The last day a quote can be accepted, set when the booking is quoted: the consultant's date,
 * unless it is missing or already past, then `QUOTE_VALID_DAYS` days from today.
 */
export function quoteValidity(given: string | null | undefined, today: TIsoDate): TIsoDate {
  const day = typeof given === 'string' ? given.slice(0, 10) : ''
  return isIsoDate(day) && day >= today ? day : addDays(today, QUOTE_VALID_DAYS)
}

/** Whether a quote valid until `validUntil` (a day, or none) can no longer be accepted on `today`. */
export const quoteExpired = (validUntil: string | null | undefined, today: TIsoDate) =>
  typeof validUntil === 'string' && validUntil.slice(0, 10) < today
