import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'
import { paymentAmountProblem } from '@/domain/invoices'
import { isCurrency } from '@/domain/pricing/money'
import { relationId } from '@/lib/relation'
import type { Payment } from '@/payload-types'
import { execute } from '@/server/db'

/**
 * Payments from agencies (issue 57, ADR 068 §7). A payment is checked before it is written (a whole
 * positive amount in a priced currency; the invoice it pays is the agency's, in the same currency)
 * and allocated after, in the same transaction, up to what that invoice has open: the invoice's row
 * is locked, so two payments of one invoice at once cannot allocate it twice. The rest of a
 * payment is the agency's credit.
 */

const refuse = (message: string) => new APIError(message, 400, null, true)

export async function beforePaymentRecorded(args: {
  data: Partial<Payment>
  operation: string
  req: PayloadRequest
}): Promise<Partial<Payment>> {
  const { data, operation, req } = args
  if (operation !== 'create') throw new APIError('A recorded payment does not change', 403, null, true)
  const problem = paymentAmountProblem(data.amount)
  if (problem) throw refuse(problem)
  if (!data.currency || !isCurrency(data.currency)) throw refuse('Choose the currency the payment was made in')
  if (data.invoice) {
    const invoice = await req.payload
      .findByID({ collection: 'invoices', id: relationId(data.invoice), depth: 0, req })
      .catch(() => null)
    if (invoice?.kind !== 'invoice') throw refuse('The payment names no invoice of Monsoon’s')
    if (relationId(invoice.agency) !== relationId(data.agency ?? null))
      throw refuse(`${invoice.number} is another agency’s invoice`)
    if (invoice.currency !== data.currency)
      throw refuse(
        `${invoice.number} is in ${invoice.currency}: record the payment in ${invoice.currency}, or leave the invoice empty to keep it as the agency’s credit`,
      )
  }
  const user = req.user as { name?: string | null; email?: string } | null
  return { ...data, recordedBy: user?.name || user?.email || 'Staff' }
}

/** What an invoice (as `i`) still has open: its total less its credit notes and the payments allocated to it. */
export const OPEN_ON_INVOICE = sql`(i.total
  - coalesce((select sum(c.total) from invoices c where c.credits_id = i.id), 0)
  - coalesce((select sum(a.amount) from payment_allocations a where a.invoice_id = i.id), 0))`

/**
 * What `invoiceId` still has open: its total less its credit notes and the payments allocated to
 * it, its row locked until the transaction ends. `for no key update`, not `for update`: the
 * payment's own row, just written, holds a key-share lock on the invoice through its foreign key,
 * and two payments upgrading theirs to `for update` would deadlock.
 */
async function openOnInvoice(req: PayloadRequest, invoiceId: string): Promise<number> {
  // The lock first, in a statement of its own: the sums below then read what a payment that held
  // the lock before committed (a statement's snapshot is taken when it starts).
  await execute(req.payload, sql`select id from invoices where id = ${invoiceId}::uuid for no key update`, req)
  const rows = await execute(
    req.payload,
    sql`select ${OPEN_ON_INVOICE} as open from invoices i where i.id = ${invoiceId}::uuid`,
    req,
  )
  return Number(rows[0]?.open ?? 0)
}

/** Allocates a new payment to the invoice it names, up to what that invoice has open. */
export async function allocatePayment(req: PayloadRequest, payment: Payment): Promise<void> {
  if (!payment.invoice) return
  const invoiceId = relationId(payment.invoice)
  const amount = Math.min(payment.amount, await openOnInvoice(req, invoiceId))
  if (amount <= 0) return
  await req.payload.create({
    collection: 'payment-allocations',
    data: { payment: payment.id, invoice: invoiceId, amount },
    depth: 0,
    req,
  })
}
