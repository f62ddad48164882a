/**
 * Monsoon Connect's webhooks (issue 24, ADR 043): the events an agency may subscribe to, which
 * booking change raises which event, the endpoint rules, and the delivery schedule. Pure rules:
 * signing, the outbox and the HTTP call are in src/server/connect/.
 */
import type { TActorKind, TBookingStatus } from './booking-status'

export const WEBHOOK_EVENTS = [
  'booking.sent',
  'booking.quoted',
  'booking.confirmed',
  'booking.cancelled',
  'booking.changed',
  'request.bounced',
  'supplier.answered',
  'voucher.issued',
  'invoice.issued',
  'payment.recorded',
  'invoice.overdue',
] as const
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** Sent only by "Send test event"; not subscribable. */
export const TEST_EVENT = 'webhook.test'
export type TDeliveredEvent = TWebhookEvent | typeof TEST_EVENT

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEvent, string> = {
  'booking.sent': 'A booking request was sent to Monsoon',
  'booking.quoted': 'Monsoon quoted a booking',
  'booking.confirmed': 'Monsoon confirmed a booking (or it was booked now on allotment)',
  'booking.cancelled': 'A booking was cancelled',
  'booking.changed': 'Monsoon changed a booking (details, consultant, or another status move)',
  'request.bounced': 'A request email could not be delivered',
  'supplier.answered':
    'A supplier confirmed or declined a service of a confirmed booking (with its confirmation number)',
  'voucher.issued': 'A service’s voucher was issued, or issued again after a change (GET /export/api/Vouchers/{id})',
  'invoice.issued':
    'Monsoon issued an invoice or a credit note to the agency (GET /b2badminapi/api/Finance/invoices/{id})',
  'payment.recorded': 'Monsoon recorded a payment from the agency, and what of it went to which invoice',
  'invoice.overdue': 'An instalment of one of the agency’s invoices is past its due date and not paid',
}

/**
 * The event a booking write raises, if any: who wrote it and the status before and after. An
 * agent's own edits raise nothing but the send (their system made them); Monsoon's do.
 * `from` is undefined for a new booking.
 */
export function bookingEventOf(args: {
  actor: TActorKind
  from: TBookingStatus | undefined
  to: TBookingStatus
}): TWebhookEvent | null {
  const { actor, from, to } = args
  const moved = from !== undefined && from !== to
  if (to === 'cancelled' && (moved || from === undefined)) return 'booking.cancelled'
  // Book now confirms on allotment at once (issue 25): the agency's systems hear it as from Monsoon.
  if (actor === 'agent' && to === 'confirmed' && moved) return 'booking.confirmed'
  if (actor === 'agent') return to === 'requested' && from !== 'requested' ? 'booking.sent' : null
  if (to === 'quoted' && moved) return 'booking.quoted'
  if (to === 'confirmed' && moved) return 'booking.confirmed'
  if (from === undefined) return null
  return 'booking.changed'
}

/** At most this many endpoints per agency. */
export const MAX_ENDPOINTS_PER_AGENCY = 10
export const URL_MAX = 2048
export const DESCRIPTION_MAX = 200

/** A rotated secret still signs (next to the new one) this long, so receivers can switch over. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60_000

/** A receiver has this long to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000

/**
 * When a failed delivery is tried again, after each attempt: the Standard Webhooks providers'
 * schedule, about a day in all (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; 27.6 h). After the
 * last, the delivery is failed and listed as such; "Send again" queues it anew.
 */
export const RETRY_SCHEDULE_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
]
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1

/** A claimed delivery whose worker died is claimable again after this long (beyond its timeout). */
export const DELIVERY_LEASE_MS = 60_000

export type TAttempt =
  | { kind: 'answered'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network'; message: string }
  | { kind: 'refused'; message: string }

export type TDeliveryOutcome =
  | { status: 'delivered' }
  | { status: 'pending'; nextAttemptInMs: number; error: string }
  | { status: 'failed'; error: string }

/** What went wrong, in words for the delivery list; null for a success. */
export function attemptError(attempt: TAttempt): string | null {
  switch (attempt.kind) {
    case 'answered':
      return attempt.status >= 200 && attempt.status < 300 ? null : `HTTP ${attempt.status}`
    case 'timeout':
      return `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`
    default:
      return attempt.message
  }
}

/**
 * Whether an attempt is worth repeating: timeouts, network failures, 429 and 5xx are; any other
 * answer (a 4xx, a redirect) will not change by itself, and a refused address is a setting.
 */
export function isRetryable(attempt: TAttempt): boolean {
  if (attempt.kind === 'timeout' || attempt.kind === 'network') return true
  if (attempt.kind === 'refused') return false
  return attempt.status === 429 || attempt.status >= 500
}

/** What an attempt leaves: `attempts` counts this one. */
export function deliveryOutcome(attempt: TAttempt, attempts: number): TDeliveryOutcome {
  const error = attemptError(attempt)
  if (error === null) return { status: 'delivered' }
  if (!isRetryable(attempt) || attempts >= MAX_ATTEMPTS) return { status: 'failed', error }
  return { status: 'pending', nextAttemptInMs: RETRY_SCHEDULE_MS[attempts - 1], error }
}

/** Why an endpoint URL is refused; the server words it in the agent's language (ADR 069). */
export type TUrlProblem = 'urlTooLong' | 'notAUrl' | 'urlNotHttps' | 'urlCredentials' | 'urlFragment' | 'urlNoHost'

/**
 * What is wrong with an endpoint URL as written, or null. Addresses are checked separately, when
 * the host is resolved (on saving and again on every delivery).
 */
export function endpointUrlProblem(raw: string, allowPrivate: boolean): TUrlProblem | null {
  if (raw.length > URL_MAX) return 'urlTooLong'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'notAUrl'
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'urlNotHttps'
  if (url.username || url.password) return 'urlCredentials'
  if (url.hash) return 'urlFragment'
  if (!url.hostname) return 'urlNoHost'
  return null
}

/** The event's body as it is signed and sent: Standard Webhooks' `type`, `timestamp`, `data`. */
export function eventBody(type: TDeliveredEvent, occurredAt: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: occurredAt.toISOString(), data })
}
