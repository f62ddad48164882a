import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload, PayloadRequest } from 'payload'
import {
  attemptOutcome,
  isPermanentSmtpError,
  pendingEmail,
  SENDING_LEASE_MS,
  senderOf,
  type TOutgoingEmail,
} from '@/domain/outbox'
import { logger } from '@/lib/logger'
import { execute } from '@/server/db'

/**
 * Writes an email to the outbox. Pass the `req` of the change that causes it, so the email and the
 * change commit or roll back together (ADR 008). Nothing is sent here.
 */
export async function enqueueEmail(payload: Payload, email: TOutgoingEmail, req?: Partial<PayloadRequest>) {
  return payload.create({
    collection: 'emails',
    data: pendingEmail(email),
    req,
    depth: 0,
  })
}

type TClaimed = {
  id: string
  to: string
  subject: string
  html: string
  text: string
  attempts: number
  fromName: string | null
  replyTo: string | null
}

/**
 * Claims due emails for this worker: one statement, `FOR UPDATE SKIP LOCKED`, so several app
 * instances never claim the same email. A claim is a lease: an email stuck in `sending` (its
 * worker died) becomes due again when the lease ends.
 */
async function claimDue(payload: Payload, limit: number): Promise<TClaimed[]> {
  const leaseEnd = new Date(Date.now() + SENDING_LEASE_MS).toISOString()
  const rows = await execute(
    payload,
    sql`
    update emails set status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseEnd}, updated_at = now()
    where id in (
      select id from emails
      where status in ('pending', 'sending') and coalesce(next_attempt_at, created_at) <= now()
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning id, "to", subject, html, text, attempts, from_name, reply_to`,
  )
  return rows.map((row) => ({
    id: String(row.id),
    to: String(row.to),
    subject: String(row.subject),
    html: String(row.html),
    text: String(row.text),
    attempts: Number(row.attempts),
    fromName: row.from_name ? String(row.from_name) : null,
    replyTo: row.reply_to ? String(row.reply_to) : null,
  }))
}

/**
 * Told of an email that will not be delivered: refused for good by the mail server, or still failing
 * after every attempt. The outbox knows nothing of why an email was written; whoever wrote it and
 * cares (booking requests: `@/server/booking-requests/bounces`) is passed in by the start-up.
 */
export type TOnUndeliverable = (payload: Payload, email: { id: string; error: string }) => Promise<void>

async function record(
  payload: Payload,
  { id, attempts, error, permanent }: { id: string; attempts: number; error: string | null; permanent: boolean },
  onUndeliverable: TOnUndeliverable | undefined,
) {
  const outcome = attemptOutcome({ attempts, error, now: new Date(), permanent })
  if (outcome.status === 'sent') {
    await execute(
      payload,
      sql`update emails set status = 'sent', sent_at = ${outcome.sentAt.toISOString()}, next_attempt_at = null, last_error = null, updated_at = now() where id = ${id}`,
    )
  } else if (outcome.status === 'pending') {
    await execute(
      payload,
      sql`update emails set status = 'pending', next_attempt_at = ${outcome.nextAttemptAt.toISOString()}, last_error = ${outcome.lastError}, updated_at = now() where id = ${id}`,
    )
  } else {
    await execute(
      payload,
      sql`update emails set status = 'failed', next_attempt_at = null, last_error = ${outcome.lastError}, updated_at = now() where id = ${id}`,
    )
    await onUndeliverable?.(payload, { id, error: outcome.lastError })
  }
}

export type TDeliveryReport = { sent: number; retried: number }

/**
 * Sends what is due, one email at a time. Each message carries a Message-ID derived from its
 * outbox id, so in the rare case of a crash between the SMTP "250 OK" and our bookkeeping, a
 * resent copy is recognisable as the same message.
 */
export async function deliverDueEmails(
  payload: Payload,
  transport: Transporter,
  options: { from: string; limit?: number; shouldStop?: () => boolean; onUndeliverable?: TOnUndeliverable },
): Promise<TDeliveryReport> {
  const report: TDeliveryReport = { sent: 0, retried: 0 }
  const claimed = await claimDue(payload, options.limit ?? 20)
  for (const [index, email] of claimed.entries()) {
    if (options.shouldStop?.()) {
      await releaseClaims(payload, claimed.slice(index))
      break
    }
    let error: string | null = null
    let permanent = false
    try {
      await transport.sendMail({
        from: senderOf(options.from, email.fromName),
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<${email.id}@monsoon.outbox>`,
      })
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause)
      permanent = isPermanentSmtpError(cause)
      logger.warn('Email delivery failed', { id: email.id, attempts: email.attempts, error })
    }
    await record(payload, { id: email.id, attempts: email.attempts, error, permanent }, options.onUndeliverable)
    if (error === null) report.sent++
    else report.retried++
  }
  return report
}

/**
 * Gives back emails this worker claimed but will not send (it is stopping): due at once, their
 * attempt not counted, for another instance to take now rather than when the lease ends.
 */
async function releaseClaims(payload: Payload, emails: TClaimed[]): Promise<void> {
  if (emails.length === 0) return
  const ids = sql.join(
    emails.map((email) => sql`${email.id}`),
    sql`, `,
  )
  await execute(
    payload,
    sql`update emails set status = 'pending', attempts = greatest(attempts - 1, 0), next_attempt_at = null, updated_at = now()
      where id in (${ids}) and status = 'sending'`,
  )
}

export function smtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl)
}

type TWorker = {
  timer: NodeJS.Timeout
  /** The batch under way, if any. */
  tick: Promise<void> | null
  isStopping: boolean
  /** When the last batch started: the readiness check's sign of life. */
  lastTickAt: number
  intervalMs: number
}

let worker: TWorker | undefined

/** Starts the in-process worker (every `intervalMs`); a no-op without SMTP_URL (development mailbox). */
export function startOutboxWorker(
  payload: Payload,
  options: { smtpUrl?: string; from: string; intervalMs?: number; onUndeliverable?: TOnUndeliverable },
) {
  if (!options.smtpUrl || worker) return false
  const transport = smtpTransport(options.smtpUrl)
  const tick = () => {
    if (!worker || worker.tick || worker.isStopping) return
    const current = worker
    current.lastTickAt = Date.now()
    current.tick = deliverDueEmails(payload, transport, {
      from: options.from,
      shouldStop: () => current.isStopping,
      onUndeliverable: options.onUndeliverable,
    })
      .then(() => undefined)
      .catch((error: unknown) => {
        logger.error('Outbox worker tick failed', { message: error instanceof Error ? error.message : String(error) })
      })
      .finally(() => {
        current.tick = null
      })
  }
  const intervalMs = options.intervalMs ?? 5_000
  worker = { timer: setInterval(tick, intervalMs), tick: null, isStopping: false, lastTickAt: 0, intervalMs }
  worker.timer.unref()
  tick()
  return true
}

/**
 * Stops the worker for a shutdown: no new batch; the email being sent is finished and recorded,
 * the rest of the batch is released for another instance (resolves when that is done).
 */
export async function stopOutboxWorker(): Promise<void> {
  const current = worker
  if (!current) return
  current.isStopping = true
  clearInterval(current.timer)
  await current.tick
  if (worker === current) worker = undefined
}

/** For `/readyz`: off without SMTP (not an error), else alive if a batch started lately or one is under way, not for ages. */
export function outboxWorkerState(): { isConfigured: boolean; isAlive: boolean } {
  if (!worker) return { isConfigured: false, isAlive: false }
  const since = Date.now() - worker.lastTickAt
  // A batch under way counts as alive for a while: 20 emails, each within nodemailer's timeouts.
  const isAlive = worker.tick !== null ? since < 5 * 60_000 : since < 3 * worker.intervalMs + 1_000
  return { isConfigured: true, isAlive }
}
