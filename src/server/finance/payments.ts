import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import { allocationProblem, paymentAmountProblem } from '@/domain/invoices'
import { formatMoney, isCurrency } from '@/domain/pricing/money'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { FinanceLog, Payment } from '@/payload-types'
import { raiseEvent } from '@/server/connect/webhooks'
import { execute } from '@/server/db'
import { rateTable } from '@/server/pricing/sell-settings'
import { refreshPayment, writeAllocation } from './standing'

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
  // Credit on account is weighed against the credit limit at the day's rates: a currency without one could not be.
  const rates = await rateTable(req.payload, allotmentDay(new Date()))
  if (!rates[data.currency])
    throw refuse(
      `Monsoon has no exchange rate for ${data.currency}: add one (Commercial → Exchange rates) before recording a payment in it`,
    )
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
  return { ...data, recordedBy: staffName(req), unallocated: data.amount }
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

/** Who did it, as the finance log and the allocations name them. */
export function staffName(req: PayloadRequest): string {
  const user = req.user as { name?: string | null; email?: string } | null
  return user?.name || user?.email || 'Monsoon'
}

/** Writes an entry of the finance log (ADR 068 §8), in the change's transaction. */
export async function logFinance(
  req: PayloadRequest,
  entry: {
    action: FinanceLog['action']
    summary: string
    agency?: string | null
    market?: string | null
    booking?: string | null
    details?: Record<string, unknown>
  },
): Promise<void> {
  await req.payload.create({
    collection: 'finance-log',
    data: { ...entry, by: staffName(req) },
    depth: 0,
    req,
  })
}

/** A new payment: allocated to the invoice it names up to what that invoice has open; logged. */
export async function allocatePayment(req: PayloadRequest, payment: Payment): Promise<void> {
  await refreshPayment(req, payment.id)
  let invoiceNumber = ''
  if (payment.invoice) {
    const invoiceId = relationId(payment.invoice)
    const amount = Math.min(payment.amount, await openOnInvoice(req, invoiceId))
    if (amount > 0)
      await writeAllocation(req, {
        payment: payment.id,
        invoice: invoiceId,
        amount,
        by: payment.recordedBy ?? staffName(req),
      })
    invoiceNumber =
      typeof payment.invoice === 'object' ? payment.invoice.number : ((await numberOf(req, invoiceId)) ?? '')
  }
  const amount = formatMoney(payment.amount, payment.currency)
  await raiseEvent(
    req.payload,
    {
      agency: relationId(payment.agency),
      type: 'payment.recorded',
      data: {
        payment: {
          id: payment.id,
          receivedOn: payment.receivedOn.slice(0, 10),
          amount: payment.amount,
          currency: payment.currency,
          reference: payment.reference,
          invoice: invoiceNumber || null,
          allocated: payment.amount - (await unallocatedOf(req, payment.id)),
        },
      },
    },
    req,
  )
  await logFinance(req, {
    action: 'payment_recorded',
    summary: `${amount} received (${payment.reference})${invoiceNumber ? ` for ${invoiceNumber}` : ''}`,
    agency: relationId(payment.agency),
    details: {
      payment: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      invoice: invoiceNumber || null,
    },
  })
}

async function unallocatedOf(req: PayloadRequest, paymentId: string): Promise<number> {
  const rows = await execute(req.payload, sql`select unallocated from payments where id = ${paymentId}::uuid`, req)
  return Number(rows[0]?.unallocated ?? 0)
}

async function numberOf(req: PayloadRequest, invoiceId: string): Promise<string | null> {
  const rows = await execute(req.payload, sql`select number from invoices where id = ${invoiceId}::uuid`, req)
  return rows[0] ? String(rows[0].number) : null
}

/**
 * Staff allocate a payment's credit to an invoice of the same agency and currency (ADR 068 §7):
 * both rows locked, then checked (positive, at most what the payment has left, at most what the
 * invoice has open), then written and logged. Each refusal a 400 that says why.
 */
export async function allocateCredit(
  req: PayloadRequest,
  args: { payment: string; invoice: string; amount: number },
): Promise<void> {
  await execute(req.payload, sql`select id from payments where id = ${args.payment}::uuid for no key update`, req)
  const payments = await execute(
    req.payload,
    sql`select p.agency_id as agency, p.currency::text as currency, p.reference, p.amount
          - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = p.id), 0) as unallocated
        from payments p where p.id = ${args.payment}::uuid`,
    req,
  )
  const payment = payments[0]
  if (!payment) throw new AppError('NOT_FOUND', 'No such payment')
  const invoices = await execute(
    req.payload,
    sql`select agency_id as agency, currency, number, kind from invoices where id = ${args.invoice}::uuid`,
    req,
  )
  const invoice = invoices[0]
  if (invoice?.kind !== 'invoice') throw new AppError('BAD_REQUEST', 'Choose an invoice to allocate to')
  if (invoice.agency !== payment.agency)
    throw new AppError('BAD_REQUEST', `${invoice.number} is another agency’s invoice`)
  if (invoice.currency !== payment.currency)
    throw new AppError('BAD_REQUEST', `${invoice.number} is in ${invoice.currency}, the payment in ${payment.currency}`)
  const open = await openOnInvoice(req, args.invoice)
  const problem = allocationProblem({ amount: args.amount, unallocated: Number(payment.unallocated), open })
  if (problem) throw new AppError('BAD_REQUEST', problem)
  await writeAllocation(req, { ...args, by: staffName(req) })
  await logFinance(req, {
    action: 'payment_allocated',
    summary: `${formatMoney(args.amount, String(payment.currency))} of ${payment.reference} allocated to ${invoice.number}`,
    agency: String(payment.agency),
    details: { payment: args.payment, invoice: args.invoice, amount: args.amount },
  })
}
