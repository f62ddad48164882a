import 'server-only'
import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'
import { said, type THistoryKey } from '@/domain/history-words'
import type { TTourDay } from '@/domain/itinerary/types'
import { requestLines, supplierServices, type TService } from '@/domain/supplier-services'
import type { TReservationStatus } from '@/domain/suppliers'
import { escapeHtml } from '@/domain/text'
import { storedManifest } from '@/domain/travellers'
import { historyEntry } from '@/lib/i18n/history-words'
import { publicUrl } from '@/lib/public-url'
import { relationId } from '@/lib/relation'
import type { Booking, Supplier, SupplierReservation } from '@/payload-types'
import { raiseEvent } from '@/server/connect/webhooks'
import { execute } from '@/server/db'
import { enqueueEmail } from '@/server/outbox/outbox'

/**
 * Monsoon's reservations with its suppliers (issue 56, ADR 067). Whenever a confirmed booking is
 * written (confirmed, its itinerary or travellers changed, cancelled), `syncReservations` runs in
 * the booking's write transaction, under its row lock: each service gets one reservation row
 * (its `serviceKey` is unique), a new service a request, a changed one an amendment (back to
 * requested), a removed one or a cancelled booking a cancellation, each through the outbox with
 * only what that supplier needs. Staff record the suppliers' answers on the rows.
 */

/** Set by this module's own writes of reservation rows, which the answer hook lets through. */
export const RESERVATION_SYNC = 'monsoonReservationSync'

type TMessageKind = 'request' | 'amendment' | 'cancellation'
const SUBJECT: Record<TMessageKind, string> = {
  request: 'Reservation request',
  amendment: 'Amendment',
  cancellation: 'Cancellation',
}
const INTRO: Record<TMessageKind, string> = {
  request: 'Please reserve the service below and reply with your confirmation number.',
  amendment: 'The service below has changed. Please amend your reservation and confirm it again.',
  cancellation: 'Please cancel the service below and reply to confirm the cancellation.',
}

/** "Chakrabongse Residence, 3 nights from 15 Feb 2027". */
const titleOf = (row: { service: string; serviceDate: string }) =>
  `${row.service} from ${new Date(row.serviceDate).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`

const CATALOGUE = { stay: 'hotels', program: 'programs', transfer: 'transfers', visa: 'visa-services' } as const

const hashOf = (lines: readonly string[], supplier: string | null) =>
  createHash('sha256')
    .update(`${supplier ?? ''}\n${lines.join('\n')}`)
    .digest('hex')

/** The supplier of each service's catalogue item (null: none set, to arrange by hand). */
async function suppliersOf(req: PayloadRequest, services: readonly TService[]) {
  const found = new Map<string, Supplier | null>()
  for (const [kind, collection] of Object.entries(CATALOGUE) as [
    keyof typeof CATALOGUE,
    (typeof CATALOGUE)[keyof typeof CATALOGUE],
  ][]) {
    const ids = [...new Set(services.filter((service) => service.kind === kind).map((service) => service.tourId))]
    if (ids.length === 0) continue
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: ids } },
      select: { supplier: true },
      depth: 1,
      pagination: false,
      req,
    })
    for (const doc of docs) {
      const supplier = (doc as { supplier?: Supplier | string | null }).supplier
      found.set(doc.id, supplier && typeof supplier === 'object' ? supplier : null)
    }
  }
  return found
}

type TSend = {
  kind: TMessageKind
  booking: Pick<Booking, 'Code'>
  supplier: Supplier | null
  /** The service and its first day, as the subject names it. */
  title: string
  lines: string[]
}

async function send(req: PayloadRequest, { kind, booking, supplier, title, lines }: TSend) {
  if (!supplier) return
  const subject = `${SUBJECT[kind]}: ${title} · Monsoon ${booking.Code}`
  const greeting = supplier.contactName ? `Dear ${supplier.contactName},` : 'Dear reservations team,'
  const text = [greeting, '', INTRO[kind], '', ...lines, '', 'Thank you,', 'Monsoon Destination Management'].join('\n')
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(INTRO[kind])}</p><pre style="font:14px/1.5 system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre><p>Thank you,<br>Monsoon Destination Management</p>`
  await enqueueEmail(req.payload, { to: supplier.reservationEmail, subject, text, html, kind: `supplier-${kind}` }, req)
}

/** The booking as the reservations need it, read in the write's transaction. */
async function bookingOf(req: PayloadRequest, id: string) {
  return req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    select: { Code: true, status: true, tours: true, lsChildren: true, manifest: true, agency: true },
    req,
  })
}

/**
 * Brings the booking's reservations in line with it (see the module's comment). Call it inside the
 * booking's write transaction, after the write. `notify: false` records them as sent without
 * emailing (the demo data's, sent long ago).
 */
export async function syncReservations(
  req: PayloadRequest,
  bookingId: string,
  { notify = true }: { notify?: boolean } = {},
): Promise<void> {
  const { payload } = req
  const booking = await bookingOf(req, bookingId)
  const { docs: rows } = await payload.find({
    collection: 'supplier-reservations',
    where: { booking: { equals: bookingId } },
    depth: 0,
    pagination: false,
    req,
  })
  if (booking.status !== 'confirmed' && rows.length === 0) return
  const days = (booking.tours ?? []) as TTourDay[]
  const services = booking.status === 'confirmed' ? supplierServices(days) : []
  const suppliers = await suppliersOf(req, services)
  const context = {
    code: booking.Code,
    childAges: (booking.lsChildren ?? []).map((child) => child.age),
    manifest: storedManifest(booking.manifest),
    days,
  }
  const byKey = new Map(rows.map((row) => [row.serviceKey, row]))
  const wanted = new Set<string>()
  const now = new Date().toISOString()
  for (const service of services) {
    const serviceKey = `${bookingId}:${service.key}`
    wanted.add(serviceKey)
    const supplier = suppliers.get(service.tourId) ?? null
    const lines = requestLines(service, context)
    const contentHash = hashOf(lines, supplier?.id ?? null)
    const row = byKey.get(serviceKey)
    if (row && row.status !== 'cancelled' && row.contentHash === contentHash) continue
    const kind: TMessageKind = row && row.status !== 'cancelled' ? 'amendment' : 'request'
    const data = {
      status: 'requested' as const,
      service: `${service.name}${service.nights ? `, ${service.nights} night${service.nights === 1 ? '' : 's'}` : ''}`,
      serviceDate: `${service.date}T07:00:00.000Z`,
      kind: service.kind,
      supplier: supplier?.id ?? null,
      request: supplier
        ? lines.join('\n')
        : `No supplier is set on this catalogue item: arrange it by hand.\n\n${lines.join('\n')}`,
      contentHash,
      sentAt: supplier ? now : null,
      reminderSentAt: null,
    }
    if (row)
      await payload.update({
        collection: 'supplier-reservations',
        id: row.id,
        data: { ...data, version: row.version + 1 },
        context: { [RESERVATION_SYNC]: true },
        req,
        depth: 0,
      })
    else
      await payload.create({
        collection: 'supplier-reservations',
        data: { ...data, booking: bookingId, serviceKey, version: 1 },
        context: { [RESERVATION_SYNC]: true },
        req,
        depth: 0,
      })
    if (notify) await send(req, { kind, booking, supplier, title: titleOf(data), lines })
  }
  for (const row of rows) {
    if (wanted.has(row.serviceKey) || row.status === 'cancelled') continue
    const supplier = row.supplier
      ? await payload.findByID({ collection: 'suppliers', id: relationId(row.supplier), depth: 0, req })
      : null
    await payload.update({
      collection: 'supplier-reservations',
      id: row.id,
      data: { status: 'cancelled', sentAt: supplier ? now : row.sentAt, version: row.version + 1 },
      context: { [RESERVATION_SYNC]: true },
      req,
      depth: 0,
    })
    await send(req, {
      kind: 'cancellation',
      booking,
      supplier,
      title: titleOf(row),
      lines: (row.request ?? '').split('\n'),
    })
  }
}

export const STALE_ANSWER_MESSAGE =
  'Another answer was saved for this service since you opened it. Reload the page to see it, then record yours if it still applies.'

type TAnswerArgs = {
  data: Partial<SupplierReservation>
  originalDoc?: SupplierReservation
  req: PayloadRequest
  operation: 'create' | 'update'
  context: Record<string, unknown>
}

/**
 * A staff member recording a supplier's answer (beforeChange of `supplier-reservations`): under
 * the row's lock, at the version they read (two answers saved at once: one wins, the other is told
 * to reload, nothing lost), to confirmed (with the supplier's number) or declined or back to
 * requested; never to cancelled, which only the booking's own change does.
 */
export async function beforeReservationAnswer({ data, originalDoc, req, operation, context }: TAnswerArgs) {
  if (context[RESERVATION_SYNC] || operation === 'create' || !originalDoc) return data
  const rows = await execute(
    req.payload,
    sql`select version, status, confirmation_number from supplier_reservations where id = ${originalDoc.id} for update`,
    req,
  )
  const locked = rows[0]
  if (!locked) throw new APIError('No such reservation', 404, null, true)
  if (typeof data.version === 'number' && data.version !== Number(locked.version))
    throw new APIError(STALE_ANSWER_MESSAGE, 409, null, true)
  const status = (data.status ?? locked.status) as TReservationStatus
  if (locked.status === 'cancelled' && status !== 'cancelled')
    throw new APIError('This service was cancelled with its booking: there is nothing to answer.', 409, null, true)
  if (status === 'cancelled' && locked.status !== 'cancelled')
    throw new APIError(
      'A service is cancelled by changing its booking. Record the supplier’s answer as confirmed or declined.',
      400,
      null,
      true,
    )
  const number = (data.confirmationNumber ?? originalDoc.confirmationNumber ?? '').trim()
  if (status === 'confirmed' && !number)
    throw new APIError('Enter the supplier’s confirmation number to record the service as confirmed.', 400, null, true)
  const answered = status !== locked.status || number !== String(locked.confirmation_number ?? '')
  if (!answered) return data
  const user = req.user as { name?: string | null; email?: string } | null
  return {
    ...data,
    confirmationNumber: number,
    version: Number(locked.version) + 1,
    answeredAt: new Date().toISOString(),
    answeredBy: user?.name || user?.email || 'Staff',
  }
}

/** A supplier's answer as the booking's history says it. */
const SUPPLIER_ANSWERS = {
  requested: 'supplierRequested',
  confirmed: 'supplierConfirmed',
  declined: 'supplierDeclined',
  cancelled: 'supplierCancelled',
} as const satisfies Record<SupplierReservation['status'], THistoryKey>

/** afterChange of a recorded answer: the booking's history says it, and the agency's systems are told. */
export async function afterReservationAnswer(args: {
  doc: SupplierReservation
  previousDoc?: SupplierReservation
  req: PayloadRequest
  context: Record<string, unknown>
}) {
  const { doc, previousDoc, req, context } = args
  if (context[RESERVATION_SYNC] || !previousDoc || doc.version === previousDoc.version) return
  const bookingId = relationId(doc.booking)
  const answer =
    doc.status === 'confirmed' && doc.confirmationNumber
      ? said('supplierConfirmedRef', { service: doc.service, reference: doc.confirmationNumber })
      : said(SUPPLIER_ANSWERS[doc.status], { service: doc.service })
  await req.payload.create({
    collection: 'booking-events',
    data: {
      booking: bookingId,
      at: new Date().toISOString(),
      actorKind: 'staff',
      actorName: doc.answeredBy ?? 'Staff',
      ...historyEntry('supplier', [answer]),
    },
    req,
    depth: 0,
  })
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    select: { Code: true, agency: true },
    req,
  })
  await raiseEvent(
    req.payload,
    {
      agency: relationId(booking.agency),
      type: 'supplier.answered',
      data: {
        bookingId,
        code: booking.Code,
        service: doc.service,
        serviceDate: doc.serviceDate.slice(0, 10),
        status: doc.status,
        confirmationNumber: doc.status === 'confirmed' ? (doc.confirmationNumber ?? null) : null,
      },
    },
    req,
  )
  if (doc.status === 'confirmed')
    await raiseEvent(
      req.payload,
      {
        agency: relationId(booking.agency),
        type: 'voucher.issued',
        data: {
          bookingId,
          code: booking.Code,
          service: doc.service,
          serviceDate: doc.serviceDate.slice(0, 10),
          issue: doc.version,
          vouchers: `${publicUrl()}/export/api/Vouchers/${bookingId}`,
        },
      },
      req,
    )
}
