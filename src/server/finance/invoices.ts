import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import {
  documentNumber,
  invoiceLines,
  paymentSchedule,
  type TDocumentKind,
  type TInvoiceLine,
  type TTermsLayer,
  termsOf,
} from '@/domain/invoices'
import type { TLine, TTourDay } from '@/domain/itinerary'
import type { TIsoDate } from '@/domain/pricing/dates'
import { formatMoney } from '@/domain/pricing/money'
import { relationId } from '@/lib/relation'
import type { Agency, Booking, Invoice } from '@/payload-types'
import { raiseEvent } from '@/server/connect/webhooks'
import { execute } from '@/server/db'
import { refreshInvoice, releaseOverpaid, writeAllocation } from './standing'

/**
 * Monsoon's invoices follow its bookings (issue 57, ADR 068), in the booking's write transaction
 * and under its row lock, so that an invoice exists exactly when the confirmation does:
 * - a confirmed booking has one open invoice for its total (issued at the confirmation);
 * - a change of its total after that issues a credit note for the open invoice and a new one;
 * - a cancellation issues a credit note for the open invoice less the cancellation charge.
 * Issued documents never change. Their numbers come from one counter row per series and year,
 * taken in the same transaction: no gaps, whatever rolls back.
 */

/** The next number of a series ("INV-2026"), taken under the counter row's lock until the transaction ends. */
async function nextNumber(req: PayloadRequest, kind: TDocumentKind, year: number): Promise<string> {
  const series = documentNumber(kind, year, 1).replace(/-\d+$/, '')
  const rows = await execute(
    req.payload,
    sql`insert into invoice_counters (series, last) values (${series}, 1)
        on conflict (series) do update set last = invoice_counters.last + 1, updated_at = now()
        returning last`,
    req,
  )
  return documentNumber(kind, year, Number(rows[0]?.last))
}

/** "Hotel des Arts · 2 × Deluxe · 3 nights"; "Cu Chi tunnels" (the line's date is beside it). */
function lineText(line: TLine): string {
  if (line.kind === 'hotel')
    return `${line.nameTour} · ${line.numberRoom} × ${line.roomName} · ${line.nights} ${line.nights === 1 ? 'night' : 'nights'}`
  return `${line.kind === 'surcharge' ? '+ ' : ''}${line.nameTour}`
}

/** The agency's billing details as an invoice keeps them, and a statement shows them. */
export function billTo(agency: Agency) {
  const contract = agency.contract ?? {}
  const address = [agency.city, agency.stateProvince, agency.country].filter(Boolean)
  return {
    name: contract.legalName || agency.name,
    address: contract.registeredAddress || address.join(', '),
    taxId: contract.taxId ?? '',
    email: contract.billingEmail ?? '',
  }
}

/** The booking's invoice still open (issued, not credited), if any. */
async function openInvoice(req: PayloadRequest, bookingId: string): Promise<Invoice | null> {
  const { docs } = await req.payload.find({
    collection: 'invoices',
    where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: 'invoice' } }] },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    req,
  })
  const last = docs[0]
  if (!last) return null
  const credited = await req.payload.count({
    collection: 'invoices',
    where: { credits: { equals: last.id } },
    req,
  })
  return credited.totalDocs === 0 ? last : null
}

type TIssue = {
  today: TIsoDate
  kind: TDocumentKind
  booking: Booking
  agency: Agency
  lines: TInvoiceLine[]
  total: number
  schedule: unknown[]
  credits?: string
  reason?: string
}

async function issue(req: PayloadRequest, args: TIssue): Promise<Invoice> {
  const { today } = args
  const number = await nextNumber(req, args.kind, Number(today.slice(0, 4)))
  const issued = await req.payload.create({
    collection: 'invoices',
    data: {
      number,
      kind: args.kind,
      issuedOn: `${today}T12:00:00.000Z`,
      agency: args.agency.id,
      booking: args.booking.id,
      credits: args.credits,
      currency: args.booking.currency,
      total: args.total,
      reason: args.reason,
      lines: args.lines,
      schedule: args.schedule,
      billTo: billTo(args.agency),
      open: args.kind === 'invoice' ? args.total : 0,
    },
    depth: 0,
    req,
  })
  if (args.kind === 'invoice') await refreshInvoice(req, issued.id)
  await raiseEvent(
    req.payload,
    { agency: args.agency.id, type: 'invoice.issued', data: { invoice: invoiceEvent(issued, args.booking) } },
    req,
  )
  return issued
}

/** An invoice or credit note as a webhook carries it. */
export const invoiceEvent = (invoice: Invoice, booking: Pick<Booking, 'id' | 'Code'>) => ({
  id: invoice.id,
  number: invoice.number,
  kind: invoice.kind,
  issuedOn: invoice.issuedOn.slice(0, 10),
  bookingId: booking.id,
  bookingCode: booking.Code,
  currency: invoice.currency,
  total: invoice.total,
  credits: invoice.credits ? relationId(invoice.credits) : null,
})

/** The terms of the booking's agency: its own, then its market's, then Monsoon's. */
async function termsFor(req: PayloadRequest, booking: Booking, agency: Agency) {
  const agent = await req.payload.findByID({
    collection: 'agents',
    id: relationId(booking.agent),
    depth: 0,
    select: { cmarket: true },
    req,
  })
  const { docs } = await req.payload.find({
    collection: 'markets',
    where: { code: { equals: agent.cmarket } },
    depth: 0,
    limit: 1,
    req,
  })
  return termsOf(
    booking.paymentTerms as TTermsLayer,
    agency.paymentTerms as TTermsLayer,
    (docs[0]?.paymentTerms ?? null) as TTermsLayer,
  )
}

/** Credits `open` by `total`, and gives what was paid on it beyond what it still asks back to the agency’s credit. */
async function credit(
  req: PayloadRequest,
  args: Omit<TIssue, 'kind' | 'schedule' | 'lines'> & { open: Invoice; text: string },
) {
  await issue(req, {
    ...args,
    kind: 'credit_note',
    credits: args.open.id,
    lines: [{ description: `${args.text} (${args.open.number})`, date: args.today, amount: args.total }],
    schedule: [],
  })
  return releaseOverpaid(req, args.open.id, args.open.number)
}

/** The schedule the booking's invoice would have now, issued on `issued`. */
const scheduleOf = (booking: Booking, terms: ReturnType<typeof termsOf>, issued: string) =>
  paymentSchedule({ total: booking.total, issued, arrival: booking.begindate.slice(0, 10), terms })

/**
 * Brings the booking's invoices in line with it, in its write transaction: a confirmed booking's
 * total is invoiced once (a changed total, or its own payment terms changed, credits the open
 * invoice and issues a new one, which takes over what was paid on the old); a cancelled one's open
 * invoice is credited less the cancellation charge, and what was paid beyond the charge becomes the
 * agency's credit. Idempotent: a write that changes nothing of the money issues nothing.
 */
export async function settleInvoices(
  req: PayloadRequest,
  booking: Booking,
  /** The booking before this write, and (for demo data) the day the documents are issued on. */
  { previous, today = allotmentDay(new Date()) }: { previous?: Booking; today?: TIsoDate } = {},
): Promise<void> {
  if (booking.status !== 'confirmed' && booking.status !== 'cancelled') return
  const open = await openInvoice(req, booking.id)
  if (booking.status === 'cancelled') {
    if (!open) return
    const charge = Math.min(open.total, Math.max(0, booking.cancellationCharge ?? 0))
    if (charge === open.total) return
    const agency = await req.payload.findByID({ collection: 'agencies', id: relationId(booking.agency), depth: 0, req })
    await credit(req, {
      today,
      booking,
      agency,
      open,
      total: open.total - charge,
      text: charge ? 'Cancellation, less its charge' : 'Cancellation',
      reason: charge ? `Cancelled; the charge of ${formatMoney(charge, open.currency)} stays due` : 'Cancelled',
    })
    return
  }
  // Nothing to pay (every line free, say): no invoice of zero.
  if (!open && booking.total <= 0) return
  const agency = await req.payload.findByID({ collection: 'agencies', id: relationId(booking.agency), depth: 0, req })
  const terms = await termsFor(req, booking, agency)
  const termsChanged =
    open !== null &&
    previous !== undefined &&
    JSON.stringify(previous.paymentTerms ?? {}) !== JSON.stringify(booking.paymentTerms ?? {}) &&
    JSON.stringify(scheduleOf(booking, terms, open.issuedOn.slice(0, 10))) !== JSON.stringify(open.schedule)
  if (open && open.total === booking.total && open.currency === booking.currency && !termsChanged) return
  const released = open
    ? await credit(req, {
        today,
        booking,
        agency,
        open,
        total: open.total,
        text: 'Replaced by a new invoice after a change',
        reason: termsChanged ? 'The payment terms changed' : 'The trip changed after confirmation',
      })
    : []
  if (booking.total <= 0) return
  const invoice = await issue(req, {
    today,
    kind: 'invoice',
    booking,
    agency,
    lines: invoiceLines((booking.tours ?? []) as TTourDay[], lineText),
    total: booking.total,
    schedule: scheduleOf(booking, terms, today),
  })
  // What was paid on the replaced invoice pays the new one, as far as it goes; the rest stays credit.
  let left = invoice.total
  for (const back of released) {
    const amount = Math.min(back.amount, left)
    if (amount <= 0) break
    await writeAllocation(req, {
      payment: back.payment,
      invoice: invoice.id,
      amount,
      note: `Moved from ${open?.number}, which ${invoice.number} replaces`,
      by: 'Monsoon',
    })
    left -= amount
  }
}
