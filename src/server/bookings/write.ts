import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type Payload, type PayloadRequest, type RequiredDataFromCollectionSlug } from 'payload'
import { allotmentDay, nightsNoLongerNeeded, roomNights, roomStays, storedNights } from '@/domain/allotments'
import { continuesEditSession } from '@/domain/booking-history'
import {
  agentMayDelete,
  agentRefusal,
  canBookNow,
  canMove,
  instantMoveAllowed,
  isBookingStatus,
  quoteValidity,
  refusedMoveMessage,
  STATUS_LABELS,
  type TActorKind,
  type TBookingStatus,
  withMonsoon,
} from '@/domain/booking-status'
import type { TBookingEventData } from '@/domain/connect-contract'
import { said, type THistoryPart, type THistoryWords } from '@/domain/history-words'
import type { TTourDay } from '@/domain/itinerary'
import { localeOr, localizedPath } from '@/domain/locales'
import { formatMoney } from '@/domain/pricing/money'
import { backOfficeBookingPath, bookingUpdateEmail, consultantNoticeEmail, vaultPath } from '@/domain/request-email'
import { htmlToText } from '@/domain/text'
import {
  confirmedWithoutWords,
  gapText,
  manifestContextOf,
  manifestGaps,
  storedManifest,
  type TManifestGap,
} from '@/domain/travellers'
import { bookingEventOf } from '@/domain/webhooks'
import { AppError, englishOf, type TErrorWords } from '@/lib/errors'
import { emailWords } from '@/lib/i18n/email-words'
import { englishHistory, historyEntry } from '@/lib/i18n/history-words'
import { serverWords } from '@/lib/i18n/server-words'
import { publicUrl } from '@/lib/public-url'
import { relationId } from '@/lib/relation'
import type { Booking, BookingEvent } from '@/payload-types'
import { moveRooms, movesOf } from '@/server/allotments/store'
import { STAFF_STALE_MESSAGE, staffItinerary } from '@/server/bookings/staff-edit'
import { raiseEvent } from '@/server/connect/webhooks'
import { execute } from '@/server/db'
import { refuseOverCredit } from '@/server/finance/credit'
import { settleInvoices } from '@/server/finance/invoices'
import { monsoonDesk } from '@/server/outbox/monsoon-desk'
import { enqueueEmail } from '@/server/outbox/outbox'
import { syncReservations } from '@/server/suppliers/reservations'

/**
 * The one write path for bookings (ADR 020). Agents' services call `createBookingRecord` and
 * `updateBookingRecord`; staff save in /admin. Both end in the collection's hooks, which call
 * `beforeBookingChange` and `afterBookingChange` here, so every write, whoever makes it, takes the
 * row lock, checks the version and the status move, raises the version, records the history and
 * queues the watchers' emails in its own transaction.
 */

export const STALE_VERSION_MESSAGE: TErrorWords = { key: 'staleVersion' }
export const BOOKING_NOT_FOUND: TErrorWords = { key: 'bookingNotFound' }
export const DELETE_REFUSED: TErrorWords = { key: 'deleteRefused' }

export type TBookingAction = BookingEvent['action']
export type TBookingActor = { kind: TActorKind; name: string }

/**
 * What a write is, said by the caller: who makes it, the version they saw, and the history entry it
 * leaves. `event: null` records nothing and keeps the version: following a booking is not an edit,
 * and the demo seed imports a history it wrote itself.
 */
export type TBookingWrite = {
  actor: TBookingActor
  expectedVersion?: number
  event: { action: TBookingAction; summary: string; words?: THistoryWords } | null
  /** The agent's words for Monsoon (Request changes), sent on to the consultant. */
  message?: string
  /** The write sends Monsoon an email of its own (a booking request): no consultant notice. */
  monsoonToldByThisWrite?: boolean
  /** Book now, or the agent cancelling what they booked now: moves agents make only that way (ADR 044). */
  instant?: 'book' | 'cancel'
  /** The retention job erasing the travellers' personal data (ADR 066): whatever the booking's status. */
  erasing?: true
}

const WRITE = 'monsoonBookingWrite'

/** A new booking's data (its version is 1 unless told), and who writes it and why. */
export type TBookingCreate = {
  data: Omit<RequiredDataFromCollectionSlug<'bookings'>, 'version'> & { version?: number }
  write: TBookingWrite
}

/** The booking, what changes, and who writes it and why. */
export type TBookingUpdate = {
  id: string
  data: Partial<Omit<Booking, 'id' | 'version' | 'history'>>
  write: TBookingWrite
}

/**
 * A change of status the write would make (`from` → `to`), or a deletion (`action`); `instant` when
 * it is a Book now or its cancellation.
 */
export type TStatusChange = {
  from: TBookingStatus
  to: string
  action?: TBookingAction
  instant?: TBookingWrite['instant']
  erasing?: true
}
const LOCKED = 'monsoonBookingLocked'
/** What a consultant confirmed without (issue 56), for the history entry. */
const CONFIRMED_WITHOUT = 'monsoonConfirmedWithout'
/** The history's words for a consultant's change to the itinerary in /admin, when the save made one. */
const STAFF_EDIT = 'monsoonStaffItineraryEdit'

type THookArgs = {
  req: PayloadRequest
  context: Record<string, unknown>
  operation: 'create' | 'update'
}

/**
 * Locks the booking's row for the rest of the transaction of `req`; its version and status at that
 * moment. `FOR NO KEY UPDATE`: two writes of the booking wait for each other, but rows that merely
 * point at it (history, holds) can still be written by others, as the hold release job does while
 * Book now holds this lock (a `FOR UPDATE` would deadlock the two).
 */
export async function lockBooking(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: string,
): Promise<{ version: number; status: TBookingStatus }> {
  if (req.transactionID === undefined || req.transactionID === null)
    throw new Error('A booking row lock needs a transaction: call it inside inTransaction()')
  const rows = await execute(payload, sql`select version, status from bookings where id = ${id} for no key update`, req)
  if (!rows[0]) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND)
  return { version: Number(rows[0].version), status: rows[0].status as TBookingStatus }
}

/** A new booking, with its `created` entry, in the transaction of `req`. */
export async function createBookingRecord(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  { data, write }: TBookingCreate,
): Promise<Booking> {
  return payload.create({
    collection: 'bookings',
    data: { version: 1, ...data },
    context: { [WRITE]: write },
    req,
    depth: 0,
  })
}

/** A change to a booking, in the transaction of `req`. */
export async function updateBookingRecord(
  payload: Payload,
  req: Partial<PayloadRequest>,
  { id, data, write }: TBookingUpdate,
): Promise<Booking> {
  return payload.update({ collection: 'bookings', id, data, context: { [WRITE]: write }, req, depth: 0 })
}

/** The staff member saving in /admin, when the write did not come through this module. */
function writeOf(req: PayloadRequest, context: Record<string, unknown>): TBookingWrite & { derived?: true } {
  const write = context[WRITE] as TBookingWrite | undefined
  if (write) return write
  const user = req.user as { collection?: string; name?: string | null; email?: string } | null
  if (user?.collection !== 'users')
    throw new Error('Bookings are written through src/server/bookings/write.ts or by staff in /admin')
  return { actor: { kind: 'staff', name: user.name || user.email || 'Staff' }, event: null, derived: true }
}

/** The error a refused write raises: the API's for agents, Payload's (shown in /admin) for staff. */
function refuse(actor: TBookingActor, code: 'STALE_VERSION' | 'STATUS_REFUSED', message: string | TErrorWords): Error {
  if (actor.kind === 'agent') return new AppError(code, message)
  return new APIError(typeof message === 'string' ? message : englishOf(message), 409, null, true)
}

/** An agent's refused move in the words of the catalogues (ADR 069); staff read the English rule. */
function refusedMove(actor: TBookingActor, from: TBookingStatus, to: TBookingStatus): string | TErrorWords {
  if (actor.kind !== 'agent') return refusedMoveMessage(actor.kind, from, to)
  const why = agentRefusal(from, to)
  switch (why.cause) {
    case 'confirming':
      return { key: 'moveConfirming' }
    case 'final':
      return { key: 'moveFinal', values: { status: why.status } }
    case 'not-quoted':
      return { key: 'moveNotQuoted', values: { status: why.status } }
    case 'agent-move':
      return { key: 'moveAgentOnly', values: { status: why.to } }
  }
}

/** beforeChange of every booking write: lock, version check, status move, version raised. */
export async function beforeBookingChange(
  args: THookArgs & { data: Partial<Booking>; originalDoc?: Booking },
): Promise<Partial<Booking>> {
  const { req, context, data, operation } = args
  const write = writeOf(req, context)
  if (operation === 'create') {
    return write.event ? { ...data, version: 1 } : data
  }
  const id = args.originalDoc?.id
  if (!id) throw new Error('An update without the booking it changes')
  const locked = await lockBooking(req.payload, req, id)
  context[LOCKED] = locked
  const isEdit = write.event !== null || write.derived === true
  if (!isEdit) return data
  checkWritable(write.actor, {
    from: locked.status,
    to: data.status ?? locked.status,
    action: write.event?.action,
    instant: write.instant,
    erasing: write.erasing,
  })
  if (write.expectedVersion !== undefined && locked.version !== write.expectedVersion)
    throw refuse(write.actor, 'STALE_VERSION', STALE_VERSION_MESSAGE)
  // Book now and Accept quote commit the agency's money: within its credit limit (ADR 068).
  const to = data.status ?? locked.status
  if (write.actor.kind === 'agent' && to !== locked.status && (to === 'confirmed' || to === 'confirmation_requested'))
    await refuseOverCredit(req, {
      id,
      agency: relationId(args.originalDoc?.agency ?? null),
      total: data.total ?? args.originalDoc?.total ?? 0,
      currency: data.currency ?? args.originalDoc?.currency ?? '',
    })
  if (write.derived && data.status === 'confirmed' && locked.status !== 'confirmed') {
    const without = await confirmationGaps(req, id, data.confirmNote ?? args.originalDoc?.confirmNote)
    // Set after the read: a Local API read inside the hook gives the request a fresh copy of the
    // context, which is the one the afterChange hook receives.
    req.context[CONFIRMED_WITHOUT] = without
  }
  let written = data
  if (write.derived && args.originalDoc) {
    // Payload merges the document a staff save read, version included, into what it writes: a
    // version that is not the locked one means someone saved in between (another consultant, the
    // agent), and this save would write their change back (issue 54).
    if (typeof data.version === 'number' && data.version !== locked.version)
      throw refuse(write.actor, 'STALE_VERSION', STAFF_STALE_MESSAGE)
    const edited = await staffItinerary(req.payload, args.originalDoc, data.tours)
    if (edited) {
      written = { ...data, tours: edited.tours, total: edited.total }
      context[STAFF_EDIT] = edited.words ?? said('quoteEdited', { changes: '' })
    } else written = { ...data, tours: args.originalDoc.tours, total: args.originalDoc.total }
  }
  if (write.actor.kind === 'staff') {
    const edited = context[STAFF_EDIT] !== undefined
    written = await settleHold(req, id, { from: locked.status, data: written, edited })
    if (edited) written = await giveBackAmended(req, id, { from: locked.status, data: written })
  }
  await giveBackRooms(req, id, { from: locked.status, data: written, action: write.event?.action })
  // A quote, new or changed, is valid until the consultant's day, or for QUOTE_VALID_DAYS (issue 54).
  if (written.status === 'quoted' && (locked.status !== 'quoted' || context[STAFF_EDIT] !== undefined)) {
    const given = written.quoteValidUntil ?? args.originalDoc?.quoteValidUntil
    written = { ...written, quoteValidUntil: `${quoteValidity(given, allotmentDay(new Date()))}T12:00:00.000Z` }
  }
  return { ...written, version: locked.version + 1 }
}

/**
 * What is missing of who travels when a consultant confirms (issue 56): nothing, or the gaps and
 * the note that confirms without them, for the history; no note refuses the confirmation.
 */
async function confirmationGaps(req: PayloadRequest, id: string, note: string | null | undefined) {
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    select: { begindate: true, enddate: true, adultQuantity: true, lsChildren: true, tours: true, manifest: true },
    req,
  })
  const context = manifestContextOf(booking, allotmentDay(new Date()))
  const gaps = manifestGaps(storedManifest(booking.manifest), context).filter(
    (gap): gap is Exclude<TManifestGap, { code: 'passportExpires' }> => gap.code !== 'passportExpires',
  )
  if (gaps.length === 0) return undefined
  if (!note?.trim())
    // /admin lists what follows the colon, one item per comma (Payload's error toast).
    throw new APIError(
      `Say why under “Confirming without all travel details” to confirm without what is missing: ${gaps.map(gapText).join(', ')}`,
      409,
      null,
      true,
    )
  return confirmedWithoutWords(gaps, note.trim())
}

/** The rooms the booking has booked on the allotment, read in the write's transaction. */
async function takenNow(req: PayloadRequest, id: string) {
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    select: { allotmentTaken: true },
    req,
  })
  return storedNights(booking.allotmentTaken)
}

/** The status the booking has before the write, the data written, and the action (a deletion, say). */
type TWriteOf = { from: TBookingStatus; data: Partial<Booking>; action?: TBookingAction }

/**
 * Whoever cancels or deletes a booking, its rooms go back to the allotment in the same
 * transaction: the nights it booked now and its active hold (ADR 044). `allotmentTaken` stays as
 * the record of what it had; a cancelled booking has given them back (and moves nowhere after).
 */
async function giveBackRooms(req: PayloadRequest, id: string, { from, data, action }: TWriteOf): Promise<void> {
  if (from === 'cancelled' || (action !== 'deleted' && data.status !== 'cancelled')) return
  const held = await execute(
    req.payload,
    sql`update allotment_holds set status = 'released', ended_at = now(), updated_at = now()
        where booking_id = ${id}::uuid and status = 'active' returning nights`,
    req,
  )
  // Read again under the row lock, not from the hook's originalDoc (read before it): a Book now
  // committed in between is in this read, so its rooms are given back too.
  const taken = await takenNow(req, id)
  const moves = [
    ...held.flatMap((hold) => movesOf(storedNights(hold.nights), 'returnHeld')),
    ...movesOf(taken, 'returnSold'),
  ]
  await moveRooms(req.payload, req, { moves, today: allotmentDay(new Date()) })
}

/**
 * The hold an accepted quote made (issue 54) follows Monsoon's answer. Confirming the booking sells
 * its rooms, which become the booking's `allotmentTaken` (given back if it is cancelled later; a
 * hold that ran out a moment ago gives them back instead, as the release job would). Quoting it
 * again or changing its itinerary gives them back: the agent's next accept holds what the new quote
 * needs. Cancelling is `giveBackRooms`'.
 */
async function settleHold(
  req: PayloadRequest,
  id: string,
  { from, data, edited }: { from: TBookingStatus; data: Partial<Booking>; edited: boolean },
): Promise<Partial<Booking>> {
  const to = data.status ?? from
  const confirming = to === 'confirmed' && from !== 'confirmed'
  const requoting = edited || (from === 'confirmation_requested' && to !== from && to !== 'cancelled')
  if (!confirming && !requoting) return data
  const ended = await execute(
    req.payload,
    sql`update allotment_holds
        set status = (case when ${confirming} and expires_at > now() then 'converted' else 'released' end)::enum_allotment_holds_status,
            ended_at = now(), updated_at = now()
        where booking_id = ${id}::uuid and status = 'active' returning status, nights`,
    req,
  )
  if (ended.length === 0) return data
  const sold = ended.filter((hold) => hold.status === 'converted').flatMap((hold) => storedNights(hold.nights))
  const back = ended.filter((hold) => hold.status !== 'converted').flatMap((hold) => storedNights(hold.nights))
  await moveRooms(req.payload, req, {
    moves: [...movesOf(sold, 'sellHeld'), ...movesOf(back, 'returnHeld')],
    today: allotmentDay(new Date()),
  })
  if (sold.length === 0) return data
  return { ...data, allotmentTaken: [...(await takenNow(req, id)), ...sold] }
}

/**
 * A confirmed trip Monsoon amends (issue 56) gives back to the allotment the rooms it sold that the
 * new itinerary no longer has (a stay shortened or removed); a night more is not taken from it: the
 * hotel's amendment asks for the room, as for a booking the consultant confirmed.
 */
async function giveBackAmended(
  req: PayloadRequest,
  id: string,
  { from, data }: { from: TBookingStatus; data: Partial<Booking> },
): Promise<Partial<Booking>> {
  if (from !== 'confirmed' || (data.status ?? from) !== 'confirmed' || !data.tours) return data
  const needed = roomNights(roomStays(data.tours as TTourDay[]))
  const { back, kept } = nightsNoLongerNeeded(await takenNow(req, id), needed)
  if (back.length === 0) return data
  await moveRooms(req.payload, req, { moves: movesOf(back, 'returnSold'), today: allotmentDay(new Date()) })
  return { ...data, allotmentTaken: kept }
}

/** Why the booking's status does not allow this write (`from` → `to`, or a deletion), if it does not. */
function refusal(
  actor: TBookingActor,
  { from, to, action, instant, erasing }: TStatusChange,
): string | TErrorWords | null {
  if (action === 'deleted') return agentMayDelete(from) ? null : DELETE_REFUSED
  if (!isBookingStatus(to)) return { key: 'unknownStatusNamed', values: { status: String(to) } }
  if (erasing) return action === 'travellers' && from === to ? null : refusedMove(actor, from, to)
  if (instant) return instantMoveAllowed(instant, from, to) ? null : refusedMove(actor, from, to)
  // Who travels may be entered until the booking is cancelled, after Monsoon confirmed it too (issue 56).
  if (action === 'travellers') return from === to && from !== 'cancelled' ? null : refusedMove(actor, from, to)
  // Holding rooms is not an edit: an agent holds, extends and releases wherever Book now is open.
  if (action === 'hold' && actor.kind === 'agent')
    return from === to && canBookNow(from) ? null : refusedMove(actor, from, to)
  return canMove(actor.kind, from, to) ? null : refusedMove(actor, from, to)
}

/**
 * Refuses a write the booking's status does not allow. The hook checks under the row lock;
 * services may check first, before work the refusal would waste.
 */
export function checkWritable(actor: TBookingActor, change: TStatusChange) {
  const refused = refusal(actor, change)
  if (refused) throw refuse(actor, 'STATUS_REFUSED', refused)
}

/** What a staff save changed, in words for the history. */
function staffSummary(
  before: Booking,
  after: Booking,
  edit?: THistoryPart,
): { action: TBookingAction; words: THistoryWords } {
  if (before.status !== after.status) {
    const status = said('status', { from: { status: before.status }, to: { status: after.status } })
    return { action: 'status', words: edit ? [status, edit] : [status] }
  }
  if (edit) return { action: 'itinerary', words: after.status === 'quoted' ? [edit, said('quotedAgain')] : [edit] }
  const consultant = relationId(before.tourConsultant ?? null) !== relationId(after.tourConsultant ?? null)
  if (consultant) return { action: 'details', words: [said('consultantChanged')] }
  const terms = JSON.stringify(before.paymentTerms ?? {}) !== JSON.stringify(after.paymentTerms ?? {})
  return { action: 'details', words: [said(terms ? 'termsChanged' : 'noteChanged')] }
}

/**
 * afterChange of every booking write: the history entry (an agent's edits in one session are one
 * entry), the quote kept when staff quote it, and the emails: the watchers when staff move it, the
 * consultant when an agent changes a booking Monsoon is working on (ADR 030).
 */
export async function afterBookingChange(args: THookArgs & { doc: Booking; previousDoc?: Booking }): Promise<void> {
  const { req, context, doc, operation } = args
  const write = writeOf(req, context)
  const locked = context[LOCKED] as { status: TBookingStatus } | undefined
  const from = operation === 'create' ? undefined : (locked?.status ?? args.previousDoc?.status)
  const editWords = context[STAFF_EDIT] as THistoryPart | undefined
  const edit = editWords ? englishHistory([editWords]) : undefined
  // A quoted booking Monsoon changes is quoted again: a new version, and the agent is told.
  const requoted = doc.status === 'quoted' && from === 'quoted' && edit !== undefined
  // So is a confirmed trip Monsoon amends (issue 56): its watchers hear of it.
  const amended = doc.status === 'confirmed' && from === 'confirmed' && edit !== undefined
  if (doc.status === 'quoted' && (from !== 'quoted' || requoted)) await keepQuote(req, doc, write.actor)
  const staffWords = write.derived && args.previousDoc ? staffSummary(args.previousDoc, doc, editWords) : null
  // What the consultant confirmed without (missing flights, rooming), and their note.
  const without = context[CONFIRMED_WITHOUT] as THistoryPart | undefined
  const staffEvent = staffWords
    ? historyEntry(staffWords.action, without ? [...staffWords.words, without] : staffWords.words)
    : null
  const event = staffEvent ?? write.event
  if (!event) return
  // A confirmed booking's services go to their suppliers; a change after, or a cancellation, follows them.
  if (doc.status === 'confirmed' || (doc.status === 'cancelled' && from === 'confirmed')) {
    await syncReservations(req, doc.id)
    // And its invoice (issue 57): issued at the confirmation, replaced when the total changes, credited on a cancellation.
    await settleInvoices(req, doc, { previous: args.previousDoc })
  }
  await raiseBookingEvent(req, doc, { actor: write.actor.kind, from, summary: event.summary })
  const entry = {
    booking: doc.id,
    at: new Date().toISOString(),
    actorKind: write.actor.kind,
    actorName: write.actor.name,
    action: event.action,
    fromStatus: from,
    toStatus: doc.status,
    summary: event.summary,
    words: event.words ?? null,
    version: doc.version,
  }
  const last = operation === 'update' ? await lastEvent(req, doc.id) : undefined
  if (last && continuesEditSession(last, entry, new Date(entry.at))) {
    await req.payload.update({
      collection: 'booking-events',
      id: last.id,
      data: {
        at: entry.at,
        summary: entry.summary,
        words: entry.words,
        version: entry.version,
        toStatus: entry.toStatus,
      },
      req,
      depth: 0,
    })
    return
  }
  await req.payload.create({ collection: 'booking-events', data: entry, req, depth: 0 })
  if (write.actor.kind === 'staff' && from !== undefined && (from !== doc.status || requoted || amended))
    await emailWatchers(req, doc, amended ? edit : undefined)
  if (write.actor.kind === 'agent' && from !== undefined && withMonsoon(from) && !write.monsoonToldByThisWrite)
    await emailConsultant(req, doc, { write, what: event.summary })
}

/**
 * Tells the agency's systems (Monsoon Connect webhooks) of the write, in its transaction: the
 * send, Monsoon's quote, confirmation, cancellation and any other change Monsoon makes.
 */
async function raiseBookingEvent(
  req: PayloadRequest,
  booking: Booking,
  args: { actor: TBookingActor['kind']; from: TBookingStatus | undefined; summary: string },
) {
  const type = bookingEventOf({ actor: args.actor, from: args.from, to: booking.status })
  if (!type) return
  await raiseEvent(
    req.payload,
    {
      agency: relationId(booking.agency),
      type,
      data: {
        bookingId: booking.id,
        code: booking.Code,
        name: booking.nameTour,
        status: booking.status,
        previousStatus: args.from ?? null,
        version: booking.version,
        total: booking.total,
        currency: booking.currency,
        changedBy: args.actor === 'staff' ? 'monsoon' : 'agent',
        summary: args.summary,
        link: `${publicUrl()}${vaultPath(booking.id)}`,
      } satisfies TBookingEventData,
    },
    req,
  )
}

/** The booking's newest history entry. */
async function lastEvent(req: PayloadRequest, bookingId: string): Promise<BookingEvent | undefined> {
  const { docs } = await req.payload.find({
    collection: 'booking-events',
    where: { booking: { equals: bookingId } },
    sort: '-at',
    limit: 1,
    depth: 0,
    pagination: false,
    req,
  })
  return docs[0]
}

/** What the agent saw of a booking when it was quoted: what a later version is compared with. */
export function quoteSnapshot(booking: Booking) {
  return {
    nameTour: booking.nameTour,
    begindate: booking.begindate,
    enddate: booking.enddate,
    adultQuantity: booking.adultQuantity,
    childQuantity: booking.childQuantity,
    lsChildren: (booking.lsChildren ?? []).map((child) => ({ No: child.No, age: child.age })),
    rooms: booking.rooms ?? 0,
    Tours: booking.tours ?? [],
    total: booking.total,
    currency: booking.currency,
    staffNote: booking.staffNote ?? '',
  }
}

/** Keeps the booking as quoted, numbered after the quotes before it, in the quoting write's transaction. */
async function keepQuote(req: PayloadRequest, booking: Booking, actor: TBookingActor) {
  const { totalDocs } = await req.payload.count({
    collection: 'booking-quotes',
    where: { booking: { equals: booking.id } },
    req,
  })
  await req.payload.create({
    collection: 'booking-quotes',
    data: {
      booking: booking.id,
      number: totalDocs + 1,
      at: new Date().toISOString(),
      // Only Monsoon quotes; a booking written quoted by the demo seed was quoted by "Monsoon".
      by: actor.kind === 'staff' ? actor.name : 'Monsoon',
      bookingVersion: booking.version,
      total: booking.total,
      currency: booking.currency,
      totalDisplay: formatMoney(booking.total, booking.currency),
      snapshot: quoteSnapshot(booking),
    },
    req,
    depth: 0,
  })
}

/** The agent's write, and what it did in words (its history entry's summary). */
type TConsultantNotice = { write: TBookingWrite; what: string }

/**
 * Tells Monsoon that an agent changed, accepted or sent back a booking it is working on: the
 * booking's consultant, or the reservations address while none is assigned. Once per editing
 * session (later saves of the session extend its history entry and send nothing).
 */
async function emailConsultant(req: PayloadRequest, booking: Booking, { write, what }: TConsultantNotice) {
  const consultantId = relationId(booking.tourConsultant ?? null)
  const consultant = consultantId
    ? await req.payload.findByID({ collection: 'users', id: consultantId, depth: 0, req, disableErrors: true })
    : null
  const desk = await monsoonDesk(req.payload, consultant, req)
  if (!desk) return
  const agency = await req.payload.findByID({
    collection: 'agencies',
    id: relationId(booking.agency),
    depth: 0,
    req,
    disableErrors: true,
  })
  const email = consultantNoticeEmail({
    agentName: write.actor.name,
    agencyName: agency?.name ?? 'an agency',
    code: booking.Code,
    name: booking.nameTour,
    status: STATUS_LABELS[booking.status],
    what,
    message: write.message ?? '',
    link: `${publicUrl()}${backOfficeBookingPath(booking.id)}`,
  })
  await enqueueEmail(
    req.payload,
    { to: desk.email, kind: 'booking-agent-change', ...email, text: htmlToText(email.html) },
    req,
  )
}

/**
 * Emails the booking's watchers (watcher/add, ADR 013) that Monsoon moved it, in the change's own
 * transaction: the email exists exactly when the change does.
 */
async function emailWatchers(req: PayloadRequest, booking: Booking, change?: string) {
  const ids = (booking.watchers ?? []).map((watcher) => relationId(watcher))
  if (ids.length === 0) return
  const { docs: agents } = await req.payload.find({
    collection: 'agents',
    where: { and: [{ id: { in: ids } }, { active: { equals: true } }] },
    depth: 0,
    pagination: false,
    req,
  })
  for (const agent of agents) {
    const locale = localeOr(agent.language)
    const status = await serverWords(locale, 'Builder')
    const email = bookingUpdateEmail(
      {
        firstName: agent.firstName,
        code: booking.Code,
        name: booking.nameTour,
        status: status(`status.${booking.status}`),
        staffNote: booking.staffNote ?? '',
        link: `${publicUrl()}${localizedPath(vaultPath(booking.id), locale)}`,
        change,
      },
      await emailWords(locale),
    )
    await enqueueEmail(
      req.payload,
      { to: agent.email, kind: 'booking-update', ...email, text: htmlToText(email.html) },
      req,
    )
  }
}
