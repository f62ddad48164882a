/** Delivery rules of the email outbox (ADR 008). */

export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const
export type TEmailStatus = (typeof EMAIL_STATUSES)[number]

/** After this many failed attempts an email is marked failed and waits for staff to resend it. */
export const MAX_ATTEMPTS = 6
export const FIRST_RETRY_MS = 30_000
export const MAX_RETRY_MS = 60 * 60_000
/** A claimed email whose sender died is claimable again after this long. */
export const SENDING_LEASE_MS = 5 * 60_000

/** Whether an SMTP error is a permanent refusal (a 5xx reply), as nodemailer reports it. */
export function isPermanentSmtpError(cause: unknown): boolean {
  const code = (cause as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** Exponential backoff: 30 s, 1 min, 2 min, 4 min ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** exponent)
}

export type TAttemptOutcome =
  | { status: 'sent'; sentAt: Date }
  | { status: 'pending'; nextAttemptAt: Date; lastError: string }
  | { status: 'failed'; lastError: string }

/**
 * What a delivery attempt leaves behind; `attempts` already counts this attempt. A permanent
 * refusal (the mail server's 5xx: no such mailbox, rejected) is not tried again.
 */
export function attemptOutcome(args: {
  attempts: number
  error: string | null
  now: Date
  permanent?: boolean
}): TAttemptOutcome {
  if (args.error === null) return { status: 'sent', sentAt: args.now }
  if (args.permanent || args.attempts >= MAX_ATTEMPTS) return { status: 'failed', lastError: args.error }
  return {
    status: 'pending',
    lastError: args.error,
    nextAttemptAt: new Date(args.now.getTime() + retryDelayMs(args.attempts)),
  }
}

export type TOutgoingEmail = {
  to: string
  subject: string
  html: string
  text: string
  kind: string
  /** Shown as the sender's name instead of the site's (an agency writing to its client, ADR 030). */
  fromName?: string
  /** Where answers go: the agent, for their client's email. */
  replyTo?: string
}

/**
 * The From header: the site's address (EMAIL_FROM), under `fromName` when given, so an agency's
 * client sees the agency, while the mail still leaves from the site's own, authenticated address.
 */
export function senderOf(defaultFrom: string, fromName?: string | null): string | { name: string; address: string } {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const name = fromName?.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim()
  if (!name) return defaultFrom
  const address = /<([^>]+)>\s*$/.exec(defaultFrom)?.[1] ?? defaultFrom.trim()
  return { name: name.slice(0, 100), address }
}

/** The outbox row of a new email: pending, no attempt yet, due now. */
export function pendingEmail(email: TOutgoingEmail, now = new Date()) {
  return { ...email, status: 'pending' as const, attempts: 0, nextAttemptAt: now.toISOString() }
}
