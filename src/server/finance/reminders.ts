import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import { shortDay } from '@/domain/itinerary/summary'
import { INTL_TAGS, localeOr } from '@/domain/locales'
import { addDays } from '@/domain/pricing/dates'
import { formatMoney } from '@/domain/pricing/money'
import { escapeHtml, headerSafe } from '@/domain/text'
import { env } from '@/lib/env'
import { serverWords } from '@/lib/i18n/server-words'
import { intervalWorker } from '@/lib/interval-worker'
import { publicUrl } from '@/lib/public-url'
import { raiseEvent } from '@/server/connect/webhooks'
import { execute, inTransaction } from '@/server/db'
import { enqueueEmail } from '@/server/outbox/outbox'

/**
 * Payment reminders (issue 57, ADR 068 §10): an agency is emailed PAYMENT_REMINDER_DAYS before an
 * instalment of an invoice falls due, and once when it is overdue (its systems also get
 * `invoice.overdue`), in the language of the agent who booked, to the agency's billing address.
 * The invoices table is the queue: every 15 minutes any instance claims the due rows
 * (`FOR UPDATE SKIP LOCKED`) and marks the due date it reminded of in the transaction that writes
 * the email, so no reminder goes twice, across restarts and instances. A paid invoice has nothing
 * open and is never picked; a part-payment that moves the next due date makes it a new reminder.
 */

export const REMINDER_INTERVAL_MS = 15 * 60_000
const BATCH = 50

type TKind = 'soon' | 'overdue'

/** Writes the due reminders as of `today`; how many. */
export async function remindPayments(
  payload: Payload,
  today = allotmentDay(new Date()),
  days: number = env().PAYMENT_REMINDER_DAYS,
): Promise<number> {
  let sent = 0
  for (const kind of ['soon', 'overdue'] as const) {
    // A batch at a time, each its own transaction, until a batch comes back short.
    let batch: number
    do {
      batch = await remind(payload, { kind, today, days })
      sent += batch
    } while (batch === BATCH)
  }
  return sent
}

async function remind(payload: Payload, { kind, today, days }: { kind: TKind; today: string; days: number }) {
  return inTransaction(payload, async (req) => {
    const mark = kind === 'soon' ? sql.raw('reminded_for') : sql.raw('overdue_notice_for')
    const window =
      kind === 'soon'
        ? sql`i2.due_on >= ${today}::date and i2.due_on < (${addDays(today, days)}::date + 1)`
        : sql`i2.due_on < ${today}::date`
    const due = await execute(
      payload,
      sql`update invoices i set ${mark} = i.due_on, updated_at = now()
          from (select i2.id from invoices i2
                 where i2.kind = 'invoice' and i2.open > 0 and i2.due_on is not null and ${window}
                   and (i2.${mark} is null or i2.${mark} <> i2.due_on)
                 order by i2.due_on limit ${BATCH} for update skip locked) d,
               bookings b, agencies a, agents g
         where i.id = d.id and b.id = i.booking_id and a.id = i.agency_id and g.id = b.agent_id
         returning i.id, i.number, i.currency, i.due_on, i.due_amount, i.open, i.total, i.agency_id,
                   b.id as booking_id, b.code, b.name_tour, a.contract_billing_email as billing, a.name as agency,
                   g.email as agent_email, g.first_name, g.language`,
      req,
    )
    if (due.length === 0) return 0
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    for (const row of due) {
      const locale = localeOr(row.language)
      const t = await serverWords(locale, 'PaymentReminder')
      const dueOn = new Date(String(row.due_on)).toISOString().slice(0, 10)
      const values = {
        amount: formatMoney(Number(row.due_amount ?? row.open), String(row.currency), locale),
        number: String(row.number),
        trip: String(row.name_tour),
        code: String(row.code),
        due: shortDay(dueOn, INTL_TAGS[locale]),
      }
      const link = `${publicUrl()}${locale === 'en' ? '' : `/${locale}`}/marketplace/b2b-agent-vault/${row.booking_id}`
      const bank = settings.invoicing?.bankDetails ?? ''
      const paragraphs = [
        t('greeting', { name: String(row.billing ? row.agency : (row.first_name ?? row.agency)) }),
        t(kind, values),
        t('pay', values),
        ...(bank ? [`${t('bank')}\n${bank}`] : []),
        t('paid'),
        `${t('invoice')}\n${link}`,
        t('signature'),
      ]
      await enqueueEmail(
        payload,
        {
          to: String(row.billing || row.agent_email),
          subject: headerSafe(t(kind === 'soon' ? 'soonSubject' : 'overdueSubject', values)),
          text: paragraphs.join('\n\n'),
          html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join(''),
          kind: kind === 'soon' ? 'payment-reminder' : 'payment-overdue',
        },
        req,
      )
      if (kind === 'overdue')
        await raiseEvent(
          payload,
          {
            agency: String(row.agency_id),
            type: 'invoice.overdue',
            data: {
              invoice: {
                id: String(row.id),
                number: String(row.number),
                bookingId: String(row.booking_id),
                bookingCode: String(row.code),
                currency: String(row.currency),
                total: Number(row.total),
                open: Number(row.open),
                dueOn,
                dueAmount: Number(row.due_amount ?? row.open),
              },
            },
          },
          req,
        )
    }
    return due.length
  })
}

let worker: ReturnType<typeof intervalWorker> | undefined

export function startPaymentReminders(payload: Payload, intervalMs = REMINDER_INTERVAL_MS): void {
  if (worker) return
  worker = intervalWorker('Payment reminders', intervalMs, () => remindPayments(payload))
  worker.start()
}

export async function stopPaymentReminders(): Promise<void> {
  const current = worker
  worker = undefined
  await current?.stop()
}
