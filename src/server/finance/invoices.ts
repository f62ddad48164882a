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
import { relationId } from '@/lib/relation'
import type { Agency, Booking, Invoice } from '@/payload-types'
import { execute } from '@/server/db'

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

/** The agency's billing details as an invoice keeps them. */
function billTo(agency: Agency) {
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
  const today = allotmentDay(new Date())
  const number = await nextNumber(req, args.kind, Number(today.slice(0, 4)))
  return req.payload.create({
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
    },
    depth: 0,
    req,
  })
}

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
  return termsOf(agency.paymentTerms as TTermsLayer, (docs[0]?.paymentTerms ?? null) as TTermsLayer)
}

/** A credit note of `amount` for `invoice`, in full or less a charge. */
const creditLines = (invoice: Invoice, amount: number, text: string): TInvoiceLine[] => [
  { description: `${text} (${invoice.number})`, date: allotmentDay(new Date()), amount },
]

/**
 * Brings the booking's invoices in line with it, in its write transaction: a confirmed booking's
 * total is invoiced once (a changed total credits the open invoice and issues a new one); a
 * cancelled one's open invoice is credited less the cancellation charge. Idempotent: a write that
 * changes nothing of the money issues nothing.
 */
export async function settleInvoices(req: PayloadRequest, booking: Booking): Promise<void> {
  if (booking.status !== 'confirmed' && booking.status !== 'cancelled') return
  const open = await openInvoice(req, booking.id)
  if (booking.status === 'cancelled') {
    if (!open) return
    const charge = Math.min(open.total, Math.max(0, booking.cancellationCharge ?? 0))
    if (charge === open.total) return
    const agency = await req.payload.findByID({ collection: 'agencies', id: relationId(booking.agency), depth: 0, req })
    await issue(req, {
      kind: 'credit_note',
      booking,
      agency,
      credits: open.id,
      total: open.total - charge,
      lines: creditLines(open, open.total - charge, charge ? 'Cancellation, less its charge' : 'Cancellation'),
      schedule: [],
      reason: charge ? `Cancelled; the charge of ${charge} stays due` : 'Cancelled',
    })
    return
  }
  if (open && open.total === booking.total && open.currency === booking.currency) return
  // Nothing to pay (every line free, say): no invoice of zero.
  if (!open && booking.total <= 0) return
  const agency = await req.payload.findByID({ collection: 'agencies', id: relationId(booking.agency), depth: 0, req })
  if (open)
    await issue(req, {
      kind: 'credit_note',
      booking,
      agency,
      credits: open.id,
      total: open.total,
      lines: creditLines(open, open.total, 'Replaced by a new invoice after a change'),
      schedule: [],
      reason: 'The trip changed after confirmation',
    })
  if (booking.total <= 0) return
  const lines = invoiceLines((booking.tours ?? []) as TTourDay[], lineText)
  const terms = await termsFor(req, booking, agency)
  await issue(req, {
    kind: 'invoice',
    booking,
    agency,
    lines,
    total: booking.total,
    schedule: paymentSchedule({
      total: booking.total,
      issued: allotmentDay(new Date()),
      arrival: booking.begindate.slice(0, 10),
      terms,
    }),
  })
}
