import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { escapeHtml } from '@/domain/text'
import { env } from '@/lib/env'
import { intervalWorker } from '@/lib/interval-worker'
import { publicUrl } from '@/lib/public-url'
import { execute, inTransaction } from '@/server/db'
import { monsoonDesk } from '@/server/outbox/monsoon-desk'
import { enqueueEmail } from '@/server/outbox/outbox'

/**
 * The reminder of a supplier's service still unconfirmed SUPPLIER_REMINDER_DAYS before it (issue
 * 56, ADR 067): once per service, to its booking's consultant (or Monsoon's reservations address
 * while none is assigned), through the outbox. The reservations table is the queue: every 15
 * minutes any instance claims the due rows (`FOR UPDATE SKIP LOCKED`) and marks them reminded in
 * the transaction that writes the email, so no reminder goes twice, across restarts and instances.
 * A new request or amendment (the service changed) clears the mark: it may be reminded again.
 */

export const REMINDER_INTERVAL_MS = 15 * 60_000
const BATCH = 50

const day = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Writes the due reminders; how many. */
export async function remindUnconfirmed(
  payload: Payload,
  days: number = env().SUPPLIER_REMINDER_DAYS,
): Promise<number> {
  return inTransaction(payload, async (req) => {
    const due = await execute(
      payload,
      sql`update supplier_reservations r set reminder_sent_at = now(), updated_at = now()
          from (select r2.id from supplier_reservations r2
                where r2.status = 'requested' and r2.reminder_sent_at is null
                  and r2.service_date <= now() + make_interval(days => ${days})
                order by r2.service_date limit ${BATCH} for update skip locked) d,
               bookings b left join users u on u.id = b.tour_consultant_id
          where r.id = d.id and b.id = r.booking_id
          returning r.id, r.service, r.service_date, r.booking_id, b.code, u.email as consultant, u.name as consultant_name`,
      req,
    )
    if (due.length === 0) return 0
    for (const row of due) {
      const consultant = row.consultant
        ? { email: String(row.consultant), name: String(row.consultant_name ?? '') }
        : null
      const to = (await monsoonDesk(payload, consultant, req))?.email
      if (!to) continue
      const link = `${publicUrl()}/admin/collections/supplier-reservations/${row.id}`
      const what = `${row.service} on ${day(new Date(String(row.service_date)))}`
      const subject = `Still unconfirmed by the supplier: ${what} · ${row.code}`
      const text = `The supplier has not confirmed ${what} (booking ${row.code}) yet. Chase them, or find another, and record their answer:\n${link}`
      await enqueueEmail(
        payload,
        {
          to,
          subject,
          text,
          html: `<p>The supplier has not confirmed <strong>${escapeHtml(what)}</strong> (booking ${escapeHtml(String(row.code))}) yet. Chase them, or find another, and record their answer:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
          kind: 'supplier-reminder',
        },
        req,
      )
    }
    return due.length
  })
}

let worker: ReturnType<typeof intervalWorker> | undefined

export function startSupplierReminders(payload: Payload, intervalMs = REMINDER_INTERVAL_MS): void {
  if (worker) return
  worker = intervalWorker('Supplier reminders', intervalMs, () => remindUnconfirmed(payload))
  worker.start()
}

export async function stopSupplierReminders(): Promise<void> {
  const current = worker
  worker = undefined
  await current?.stop()
}
