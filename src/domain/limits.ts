/**
 * Every rate limit of the app, in one table (ADR 016): what is counted, how many in which window,
 * and what the caller is told (429 with Retry-After). Anything an anonymous caller can make us
 * email is bounded per client address, per recipient and in total, so the outbox cannot grow
 * without bound and no one can use Monsoon to flood a mailbox.
 */
export type TLimit = { name: string; max: number; windowMs: number; why: TLimitWhy }

/**
 * What the caller is told, as a message of the catalogues' `ApiErrors` namespace: the server says
 * it in the caller's language (ADR 069).
 */
export type TLimitWhy =
  | 'signInThrottled'
  | 'slowDown'
  | 'busy'
  | 'messagesSlowDown'
  | 'requestsSlowDown'
  | 'requestEmailsToday'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const LIMITS = {
  /** Sign-in attempts without a success, per account (agents and staff). */
  signInAccount: { name: 'sign-in:account', max: 5, windowMs: 15 * MINUTE, why: 'signInThrottled' },
  /** Sign-in attempts without a success, per client address. */
  signInAddress: { name: 'sign-in:address', max: 20, windowMs: 15 * MINUTE, why: 'signInThrottled' },
  /** Agency registrations per client address. */
  registrationAddress: { name: 'registration:address', max: 5, windowMs: HOUR, why: 'slowDown' },
  /** Password-reset requests per client address. */
  passwordResetAddress: { name: 'password-reset:address', max: 10, windowMs: HOUR, why: 'slowDown' },
  /** Contact and get-in-touch messages per client address. */
  contactAddress: {
    name: 'contact:address',
    max: 5,
    windowMs: 10 * MINUTE,
    why: 'messagesSlowDown',
  },
  /**
   * Emails an anonymous caller can cause to one address (registration, password reset, contact
   * acknowledgement), counted whether or not an account exists there.
   */
  recipient: { name: 'anonymous-email:recipient', max: 5, windowMs: HOUR, why: 'slowDown' },
  /** All emails anonymous callers can cause, together: the outbox's ceiling. */
  anonymousEmails: { name: 'anonymous-email:all', max: 300, windowMs: HOUR, why: 'busy' },
  /** Booking requests one agent may send. */
  requestSends: {
    name: 'booking-request:sends',
    max: 5,
    windowMs: 10 * MINUTE,
    why: 'requestsSlowDown',
  },
  /** Emails one agent's booking requests may write. */
  requestEmails: {
    name: 'booking-request:emails',
    max: 60,
    windowMs: DAY,
    why: 'requestEmailsToday',
  },
} as const satisfies Record<string, TLimit>

/** The longest window: hits older than this count for nothing and are swept. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs))

/** The times (ms) of the earlier hits, newest first; the time now; how many hits to add (1 unless told). */
export type THitsAt = { hitsNewestFirst: number[]; now: number; count?: number }

/**
 * Whether `count` more hits fit, given the times of the earlier hits: null when they do, else how
 * long until enough earlier hits have left the window (at least a second; the whole window when
 * `count` alone is over the limit).
 */
export function retryAfterMs(
  limit: Pick<TLimit, 'max' | 'windowMs'>,
  { hitsNewestFirst, now, count = 1 }: THitsAt,
): number | null {
  const recent = hitsNewestFirst.filter((at) => now - at < limit.windowMs)
  if (recent.length + count <= limit.max) return null
  if (count > limit.max) return limit.windowMs
  // The hit whose leaving makes room: after it, max - count hits remain.
  const freesUp = recent[limit.max - count] + limit.windowMs
  return Math.max(1_000, freesUp - now)
}
