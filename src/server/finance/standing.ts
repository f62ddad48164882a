import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { nextInstalment, type TInstalment } from '@/domain/invoices'
import { execute } from '@/server/db'

/**
 * Where each invoice and payment stands (issue 57, ADR 068 §9), kept on their rows by the server in
 * the transaction that changes it, so that the back office's lists and work queues, the vault and
 * the reminders filter on plain columns: an invoice's paid, credited and open amounts and its next
 * instalment not yet covered; a payment's part not yet allocated (the agency's credit). The issued
 * document itself (number, lines, total, schedule) never changes.
 */

/** Recomputes an invoice's standing from its allocations and credit notes. */
export async function refreshInvoice(req: PayloadRequest, invoiceId: string): Promise<void> {
  const rows = await execute(
    req.payload,
    sql`select i.total, i.schedule,
          coalesce((select sum(a.amount) from payment_allocations a where a.invoice_id = i.id), 0)::bigint as paid,
          coalesce((select sum(c.total) from invoices c where c.credits_id = i.id), 0)::bigint as credited
        from invoices i where i.id = ${invoiceId}::uuid and i.kind = 'invoice'`,
    req,
  )
  const row = rows[0]
  if (!row) return
  const paid = Number(row.paid)
  const credited = Number(row.credited)
  const open = Number(row.total) - paid - credited
  // Credit notes cover the schedule from its start, as payments do.
  const next = open > 0 ? nextInstalment((row.schedule ?? []) as TInstalment[], paid + credited) : null
  const dueAmount = next ? Math.min(next.amount, open) : null
  await execute(
    req.payload,
    sql`update invoices set paid = ${paid}, credited = ${credited}, open = ${open},
          due_on = ${next ? `${next.due}T12:00:00.000Z` : null}::timestamptz, due_amount = ${dueAmount}, updated_at = now()
        where id = ${invoiceId}::uuid`,
    req,
  )
}

/** Recomputes what of a payment is not allocated yet. */
export async function refreshPayment(req: PayloadRequest, paymentId: string): Promise<void> {
  await execute(
    req.payload,
    sql`update payments p set unallocated = p.amount
          - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = p.id), 0),
          updated_at = now()
        where p.id = ${paymentId}::uuid`,
    req,
  )
}

/**
 * Writes an allocation of `amount` (negative: taken back) from a payment to an invoice and brings
 * both rows' standing up to date. The caller has checked the amount under the invoice's lock.
 */
export async function writeAllocation(
  req: PayloadRequest,
  args: { payment: string; invoice: string; amount: number; note?: string; by: string },
): Promise<void> {
  await req.payload.create({
    collection: 'payment-allocations',
    data: { payment: args.payment, invoice: args.invoice, amount: args.amount, note: args.note, allocatedBy: args.by },
    depth: 0,
    req,
  })
  await refreshInvoice(req, args.invoice)
  await refreshPayment(req, args.payment)
}

/**
 * After a credit note, what was paid on the invoice beyond what is still owed on it goes back to
 * the payments it came from (the latest first), as the agency's credit: negative allocations, so
 * the history keeps both. Returns what each payment got back, for a replacing invoice to take.
 */
export async function releaseOverpaid(
  req: PayloadRequest,
  invoiceId: string,
  number: string,
): Promise<{ payment: string; amount: number }[]> {
  await refreshInvoice(req, invoiceId)
  const rows = await execute(
    req.payload,
    sql`select i.open, a.payment_id as payment, sum(a.amount)::bigint as amount, max(a.created_at) as last
          from invoices i join payment_allocations a on a.invoice_id = i.id
         where i.id = ${invoiceId}::uuid
         group by i.open, a.payment_id
        having sum(a.amount) > 0
         order by last desc`,
    req,
  )
  let excess = -Number(rows[0]?.open ?? 0)
  const released: { payment: string; amount: number }[] = []
  for (const row of rows) {
    if (excess <= 0) break
    const amount = Math.min(excess, Number(row.amount))
    await writeAllocation(req, {
      payment: String(row.payment),
      invoice: invoiceId,
      amount: -amount,
      note: `Back to the agency’s credit: ${number} was credited`,
      by: 'Monsoon',
    })
    released.push({ payment: String(row.payment), amount })
    excess -= amount
  }
  return released
}
