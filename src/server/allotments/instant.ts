import 'server-only'
import { randomInt } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import {
  allotmentDay,
  bookNowPlan,
  cancellationCharge,
  DEFAULT_HOLD_HOURS,
  dayLabel,
  holdExpiry,
  roomKey,
  roomNights,
  roomNightsText,
  roomStays,
  roomsBeyondParty,
  servicesByRule,
  type TAllotmentNight,
  type TCancellationTerm,
  type TRoomNight,
  type TRoomStay,
  type TStayVerdict,
  termsText,
} from '@/domain/allotments'
import { canBookNow, STATUS_LABELS, type TBookingStatus } from '@/domain/booking-status'
import { instantConfirmationEmail, instantNoticeEmail, type TStayLine } from '@/domain/instant-email'
import type { TTourDay } from '@/domain/itinerary'
import { addDays, formatMoney } from '@/domain/pricing'
import { backOfficeBookingPath, vaultPath } from '@/domain/request-email'
import { htmlToText } from '@/domain/text'
import { AppError } from '@/lib/errors'
import { KeyQueue, type TTurn } from '@/lib/key-queue'
import { publicUrl } from '@/lib/public-url'
import { relationId } from '@/lib/relation'
import { newSecureToken } from '@/lib/secure-token'
import type { AllotmentHold, Booking } from '@/payload-types'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { agentActor, agentWrite } from '@/server/bookings/bookings'
import { ownBooking, ownBookingCondition } from '@/server/bookings/own-booking'
import { BOOKING_NOT_FOUND, checkWritable, lockBooking, updateBookingRecord } from '@/server/bookings/write'
import { execute, inTransaction, isUniqueViolation } from '@/server/db'
import { clientLinkUrl, makeClientLink } from '@/server/export/client-links'
import { monsoonDesk } from '@/server/notifications/monsoon-desk'
import { enqueueEmail } from '@/server/notifications/outbox'
import { payloadClient } from '@/server/payload'
import { allotmentOf, moveRooms, movesOf, NOT_AVAILABLE_MESSAGE, storedNights } from './store'

/**
 * Instant confirmation on Monsoon's allotments (issue 25, ADR 044): what a booking can confirm at
 * once, Book now, holds for the agent's client, and cancelling what was booked now. Rooms move only
 * through `store.ts`'s conditional updates, inside the booking's own transaction.
 */

export const NOTHING_INSTANT =
  'None of the hotels of this booking can be confirmed at once. Send it as a request and your consultant confirms it.'
export const PARTIAL_NOT_ACCEPTED =
  'Only part of this booking can be confirmed at once. Confirm that you want to book that part now and request the rest.'
export const ALREADY_BOOKED = 'The rooms of this booking are already booked.'
export const HOLD_ACTIVE = 'The rooms of this booking are already on hold.'
export const NO_ACTIVE_HOLD = 'This booking has no hold: it expired or was released.'
export const HOLD_EXTENDED = 'A hold can be extended once, and this one already was.'
export const HOLD_TOO_LATE = 'These rooms cannot be held any longer: their release date has come.'
export const NOT_INSTANT =
  'Only a booking booked at once (Book now) can be cancelled here. Please contact your Monsoon consultant.'

type TContractTerms = Map<string, TCancellationTerm[]>

/** The cancellation terms of the contracts the stays are priced on. */
async function termsOf(payload: Payload, stays: readonly TRoomStay[], req?: Partial<PayloadRequest>) {
  const ids = [...new Set(stays.map((stay) => stay.contract).filter(Boolean))]
  const terms: TContractTerms = new Map()
  if (ids.length === 0) return terms
  const { docs } = await payload.find({
    collection: 'hotel-contracts',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    select: { cancellationTerms: true },
    req,
  })
  for (const contract of docs)
    terms.set(
      contract.id,
      (contract.cancellationTerms ?? []).map((term) => ({ daysBefore: term.daysBefore, percent: term.percent })),
    )
  return terms
}

const stayDates = (stay: TRoomStay) =>
  `${dayLabel(stay.checkIn)} – ${dayLabel(addDays(stay.checkIn, stay.nights))}, ${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}`

type TPlan = Awaited<ReturnType<typeof planFor>>

type TAllotment = Map<string, TAllotmentNight[]>

/** The allotment rows a booking's plan is made on: its hotels, over its days. */
function readAllotment(payload: Payload, booking: Pick<Booking, 'tours'>): Promise<TAllotment> {
  const days = (booking.tours ?? []) as TTourDay[]
  const today = allotmentDay(new Date())
  return allotmentOf(payload, {
    hotels: roomStays(days).map((stay) => stay.hotel),
    from: days[0]?.date ?? today,
    to: days[days.length - 1]?.date ?? today,
  })
}

/**
 * What Book now would do with the booking as saved, seen today, on the allotment as read now (or
 * as `allotment` gives it). The contracts' terms are read only when asked: an attempt at rooms
 * already gone is refused before it needs them.
 */
async function planFor(
  payload: Payload,
  booking: Pick<Booking, 'tours'>,
  options: { withTerms: boolean; allotment?: TAllotment } = { withTerms: true },
) {
  const days = (booking.tours ?? []) as TTourDay[]
  const stays = roomStays(days)
  const today = allotmentDay(new Date())
  const [allotment, terms] = await Promise.all([
    options.allotment ?? readAllotment(payload, booking),
    options.withTerms ? termsOf(payload, stays) : (new Map() as TContractTerms),
  ])
  const services = servicesByRule(days, today)
  const plan = stays.length
    ? bookNowPlan({ stays, allotment, services, today })
    : { kind: 'request' as const, stays: [] }
  return { ...plan, services, today, allotment, terms, days }
}

const termsFor = (plan: TPlan, stay: TRoomStay) => plan.terms.get(stay.contract) ?? []

const stayLines = (plan: TPlan, stays: readonly TStayVerdict[]): TStayLine[] =>
  stays.map((stay) => ({
    hotelName: stay.hotelName,
    room: stay.room,
    dates: stayDates(stay),
    rooms: stay.rooms,
    instant: stay.availability.instant,
    terms: termsText(termsFor(plan, stay), stay.checkIn),
  }))

/** A hold's change in the booking's history (no status change; the version moves, as for any write). */
const noteHold = (
  payload: Payload,
  req: PayloadRequest,
  args: { auth: TAuth; bookingId: string; version: number; summary: string },
) =>
  updateBookingRecord(
    payload,
    req,
    args.bookingId,
    {},
    agentWrite(args.auth, { action: 'hold', summary: args.summary }, args.version),
  )

const plainToday = () => allotmentDay(new Date())

const utcText = (moment: Date) => `${moment.toUTCString().slice(0, 22)} UTC`

/** The allotment rows of `nights` (their release periods bound a hold). */
const rowsOf = (allotment: ReadonlyMap<string, readonly TAllotmentNight[]>, nights: readonly TRoomNight[]) =>
  nights.flatMap((night) =>
    (allotment.get(roomKey(night.hotel, night.room)) ?? []).filter((row) => row.date === night.date),
  )

/** The booking's active hold, if any. */
async function activeHold(payload: Payload, bookingId: string, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'allotment-holds',
    where: { and: [{ booking: { equals: bookingId } }, { status: { equals: 'active' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}

const holdView = (hold: AllotmentHold | null) =>
  hold
    ? {
        id: hold.id,
        expiresAt: hold.expiresAt,
        extended: Boolean(hold.extended),
        roomNights: hold.rooms,
        summary: hold.summary,
      }
    : null

/**
 * GetInstantOptions: per stay "Instant confirmation" or "On request" with the reason, the services'
 * rule, the cancellation terms, the booking's hold and what it may do now (Book now, Hold).
 */
export async function instantOptions(auth: TAuth, id: string) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, id)
  return optionsOf(payload, booking)
}

async function optionsOf(payload: Payload, booking: Booking) {
  const [saved, hold] = await Promise.all([planFor(payload, booking), activeHold(payload, booking.id)])
  // The booking's own hold keeps its rooms for it: they count as free here.
  const plan = hold ? withHold(saved, storedNights(hold.nights)) : saved
  const status = booking.status as TBookingStatus
  const taken = storedNights(booking.allotmentTaken)
  const takenRooms = new Set(taken.map((night) => roomKey(night.hotel, night.room)))
  const isOpen = canBookNow(status) && taken.length === 0
  return {
    bookingId: booking.id,
    version: booking.version,
    kind: plan.kind,
    confirmationNumber: booking.confirmationNumber ?? null,
    cancellationCharge: booking.cancellationCharge ?? null,
    booked: taken.length > 0,
    stays: plan.stays.map((stay) => ({
      hotel: stay.hotel,
      hotelName: stay.hotelName,
      room: stay.room,
      checkIn: stay.checkIn,
      nights: stay.nights,
      rooms: stay.rooms,
      instant: stay.availability.instant,
      reason: stay.availability.instant ? '' : stay.availability.reason,
      terms: termsText(termsFor(plan, stay), stay.checkIn),
      booked: takenRooms.has(roomKey(stay.hotel, stay.room)),
    })),
    services: plan.services,
    hold: holdView(hold),
    canBookNow: isOpen && plan.kind !== 'request',
    canHold: isOpen && !hold && plan.kind !== 'request',
    canCancel: taken.length > 0 && (status === 'confirmed' || status === 'confirmation_requested'),
  }
}

const newConfirmationNumber = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return `MC-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`
}

/** One night of one room type: its `roomKey` (as the allotment map names it) and the date. */
const roomNightKey = (room: string, date: string) => `${room}|${date}`
const nightKey = (night: Pick<TRoomNight, 'hotel' | 'room' | 'date'>) =>
  roomNightKey(roomKey(night.hotel, night.room), night.date)

/** The nights of `plan`'s instant stays, with the hold's rooms counted first. */
function nightsToTake(plan: TPlan, held: readonly TRoomNight[]) {
  const wanted = roomNights(plan.stays.filter((stay) => stay.availability.instant))
  const onHold = new Map(held.map((night) => [nightKey(night), night.rooms]))
  const fromHold: TRoomNight[] = []
  const fresh: TRoomNight[] = []
  for (const night of wanted) {
    const key = nightKey(night)
    const available = onHold.get(key) ?? 0
    const credited = Math.min(available, night.rooms)
    if (credited > 0) fromHold.push({ ...night, rooms: credited })
    if (night.rooms > credited) fresh.push({ ...night, rooms: night.rooms - credited })
    onHold.set(key, available - credited)
  }
  const leftover = held
    .map((night) => ({ ...night, rooms: onHold.get(nightKey(night)) ?? 0 }))
    .filter((night) => night.rooms > 0)
  return { wanted, fromHold, fresh, leftover }
}

/**
 * Book now: takes the instant stays' rooms (the booking's own hold first), confirms the booking
 * when everything is instant or asks Monsoon to confirm the rest (`partial` must say the agent saw
 * that), gives it a confirmation number, and emails the agent and the consultant, all in one
 * transaction. Two agents at the last room: one books, the other gets 409 NOT_AVAILABLE.
 */
export async function bookNow(auth: TAuth, args: { id: string; version: number; partial: boolean }) {
  const payload = await payloadClient()
  // A burst of agents at the last rooms costs one statement each here (the booking and its hold),
  // then waits its turn in memory and is refused on one read of the allotment, shared by those who
  // wait together; only those the rooms are free for open a transaction (ADR 044).
  const facts = await bookNowFacts(payload, auth, args.id)
  checkBookable(auth, facts)
  const nights = nightKeys(facts.tours)
  const asked = ++moment
  await ROOMS_IN_TURN.run(nights, (turn) => bookNowTurn(payload, { auth, args, facts, nights, asked, turn }))
  return instantOptions(auth, args.id)
}

/**
 * Book now and holds for the same room nights take turns in this process, so the last rooms'
 * latecomers wait in memory, not in transactions waiting on the rows (the rows still decide:
 * other instances meet there).
 */
const ROOMS_IN_TURN = new KeyQueue()

const nightKeys = (tours: Booking['tours']) => roomNights(roomStays((tours ?? []) as TTourDay[])).map(nightKey)

/**
 * The allotment as the last Book now on the same nights read it, while others wait behind it,
 * with the moment the read began. A turn whose agent asked before that moment plans on it: the
 * rooms it shows were the rooms at a moment during the agent's own request, which is all a refusal
 * says. Nothing is ever taken on it: only the conditional update takes rooms.
 */
const lastRead = new Map<string, { allotment: TAllotment; began: number }>()
const LAST_READS = 1_000
/** Orders the asking and the reading (one process, one thread: a counter is a clock). */
let moment = 0

async function allotmentSince(payload: Payload, facts: TBookNowFacts, set: string, asked: number) {
  const last = lastRead.get(set)
  if (last && last.began > asked) return last.allotment
  const began = ++moment
  const allotment = await readAllotment(payload, facts)
  // Each read leaves with its turn when nobody waits; this bounds what a hold's turn in between leaves behind.
  if (lastRead.size >= LAST_READS) lastRead.clear()
  lastRead.set(set, { allotment, began })
  return allotment
}

/**
 * The Book-now transactions of this process that are taking rooms: their room nights (`nightKey`
 * → rooms) and their end. A turn hands the queue on as soon as its transaction starts, so the
 * next agent at the same nights plans with those rooms counted as gone, and when that leaves none,
 * waits for the transactions to end and reads again: refused only on rooms really taken.
 */
type TTaking = { nights: Map<string, number>; ended: Promise<unknown> }
const takings = new Set<TTaking>()

function withTakings(allotment: TAllotment): TAllotment {
  if (takings.size === 0) return allotment
  const taking = new Map<string, number>()
  for (const { nights } of takings) for (const [key, rooms] of nights) taking.set(key, (taking.get(key) ?? 0) + rooms)
  return new Map(
    [...allotment].map(([room, nights]) => [
      room,
      nights.map((night) => ({ ...night, sold: night.sold + (taking.get(roomNightKey(room, night.date)) ?? 0) })),
    ]),
  )
}

/** Book now's turn: refused, or waiting on this process's takings of the same rooms, or booking. */
async function bookNowTurn(
  payload: Payload,
  {
    auth,
    args,
    facts,
    nights,
    asked,
    turn,
  }: {
    auth: TAuth
    args: { id: string; version: number; partial: boolean }
    facts: TBookNowFacts
    nights: string[]
    asked: number
    turn: TTurn
  },
) {
  const set = nights.join(',')
  const mine = new Set(nights)
  const held = facts.hold ? storedNights(facts.hold.nights) : []
  try {
    for (;;) {
      const allotment = withTakings(await allotmentSince(payload, facts, set, asked))
      const seen = await planFor(payload, facts, { withTerms: false, allotment })
      // The rooms the hold keeps count as free for this booking: the plan is made as if they were.
      const plan = held.length ? withHold(seen, held) : seen
      const refusal = refusalOf(plan, facts, args)
      if (refusal) {
        const others = [...takings].filter((taking) => [...taking.nights.keys()].some((key) => mine.has(key)))
        if (others.length === 0) throw refusal
        // The answer hangs on rooms being taken this moment: see how those transactions end. One
        // of them may have been this very booking's (a second click): then it is booked already.
        await Promise.allSettled(others.map((taking) => taking.ended))
        checkBookable(auth, await bookNowFacts(payload, auth, args.id))
        lastRead.delete(set)
        continue
      }
      const take = nightsToTake(plan, held)
      const taking: TTaking = {
        // What the hold keeps is already on hold in the rows: only fresh rooms are news to others.
        nights: new Map(take.fresh.map((night) => [nightKey(night), night.rooms])),
        ended: confirmNow(payload, { auth, args, facts, plan, take, held }),
      }
      takings.add(taking)
      turn.release()
      try {
        await taking.ended
      } finally {
        takings.delete(taking)
        // Reads made while it ran do not show what it took.
        lastRead.clear()
      }
      return
    }
  } finally {
    if (!turn.hasNext()) lastRead.delete(set)
  }
}

/** Why Book now cannot go on with `plan`, or null. */
function refusalOf(plan: TPlan, facts: TBookNowFacts, args: { partial: boolean }): AppError | null {
  if (plan.kind === 'request') {
    // Rooms that were there and are taken now, or a booking that never had any to take.
    const taken = plan.stays.some((stay) => !stay.availability.instant && stay.availability.cause === 'short')
    return new AppError('NOT_AVAILABLE', taken || facts.hold ? NOT_AVAILABLE_MESSAGE : NOTHING_INSTANT)
  }
  if (plan.kind === 'mixed' && !args.partial) return new AppError('UNPROCESSABLE', PARTIAL_NOT_ACCEPTED)
  return null
}

/**
 * Book now's transaction: the hold, the status, confirmation number, history, client link and
 * emails, then the rooms, last, so that the allotment rows stay locked only for the moment before
 * the commit (another instance's Book now at the same nights waits on them). Rooms gone meanwhile
 * roll it all back.
 */
async function confirmNow(
  payload: Payload,
  {
    auth,
    args,
    facts,
    plan,
    take,
    held,
  }: {
    auth: TAuth
    args: { id: string; version: number }
    facts: TBookNowFacts
    plan: TPlan
    take: ReturnType<typeof nightsToTake>
    held: TRoomNight[]
  },
) {
  const isWhole = plan.kind === 'instant'
  const to: TBookingStatus = isWhole ? 'confirmed' : 'confirmation_requested'
  const clientToken = newSecureToken()
  for (let attempt = 0; ; attempt++) {
    const confirmationNumber = newConfirmationNumber()
    try {
      await inTransaction(payload, async (req) => {
        const locked = await lockBooking(payload, req, args.id)
        checkWritable(agentActor(auth), locked.status, to, undefined, 'book')
        // The hold first, before the booking's row is written: the release job, holding the hold,
        // needs that row for its history entry (a deadlock, the other way round).
        const ended = facts.hold ? await convertHold(payload, req, facts.hold.id) : null
        const booking = await ownBooking(payload, auth, args.id, { req })
        const terms = await termsOf(payload, plan.stays, req)
        const watchers = new Set([...(booking.watchers ?? []).map((watcher) => relationId(watcher)), auth.agent.id])
        const confirmed = plan.stays.filter((stay) => stay.availability.instant).length
        const summary = isWhole
          ? `Booked now and confirmed at once (${confirmationNumber}): ${formatMoney(booking.total, booking.currency)}`
          : `Booked now (${confirmationNumber}): ${confirmed} of ${plan.stays.length} hotel stays confirmed at once, the rest requested`
        const updated = await updateBookingRecord(
          payload,
          req,
          booking.id,
          { status: to, confirmationNumber, allotmentTaken: take.wanted, watchers: [...watchers] },
          {
            ...agentWrite(auth, { action: 'status', summary }, args.version),
            monsoonToldByThisWrite: true,
            instant: 'book',
          },
        )
        await makeClientLink(payload, {
          booking: updated,
          agent: auth.agent,
          frozen: false,
          label: `Sent with the confirmation ${confirmationNumber}`,
          req,
          token: clientToken,
        })
        await emailBooked(payload, req, {
          auth,
          booking: updated,
          isWhole,
          lines: stayLines({ ...plan, terms }, plan.stays),
          clientLink: clientLinkUrl(clientToken.token),
        })
        // Converted: the hold's rooms are sold and what it held beyond the booking goes back. Run
        // out a moment ago: its rooms go back (as the release job would) and every room is taken
        // like any other, if still free. One pass, in one order (store.ts).
        const moves =
          ended === 'converted'
            ? [
                ...movesOf(take.fromHold, 'sellHeld'),
                ...movesOf(take.fresh, 'takeSold'),
                ...movesOf(take.leftover, 'returnHeld'),
              ]
            : [
                ...(ended === 'expired' ? movesOf(held, 'returnHeld') : []),
                ...movesOf([...take.fromHold, ...take.fresh], 'takeSold'),
              ]
        await moveRooms(payload, req, moves, plan.today)
      })
      return
    } catch (cause) {
      // A confirmation number already given (1 in a billion): try another.
      if (!isUniqueViolation(cause) || attempt >= 2) throw cause
    }
  }
}

/** What Book now decides on before it may touch a room. */
type TBookNowFacts = Pick<Booking, 'status' | 'tours' | 'allotmentTaken' | 'adultQuantity' | 'childQuantity'> & {
  hold: { id: string; nights: unknown } | null
}

/** The agency's booking (as `ownBooking` sees it, or 404) and its active hold, in one statement. */
async function bookNowFacts(payload: Payload, auth: TAuth, id: string): Promise<TBookNowFacts> {
  const rows = await execute(
    payload,
    sql`select b.status, b.tours, b.allotment_taken, b.adult_quantity, b.child_quantity,
          h.id as hold_id, h.nights as hold_nights
        from bookings b left join allotment_holds h on h.booking_id = b.id and h.status = 'active'
        where ${ownBookingCondition(auth, id)}
        limit 1`,
  )
  const row = rows[0]
  if (!row) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND)
  return {
    status: row.status as Booking['status'],
    tours: row.tours as Booking['tours'],
    allotmentTaken: row.allotment_taken as Booking['allotmentTaken'],
    adultQuantity: Number(row.adult_quantity),
    childQuantity: Number(row.child_quantity),
    hold: row.hold_id ? { id: String(row.hold_id), nights: row.hold_nights } : null,
  }
}

/** The plan when the booking's own hold keeps `held`: those rooms are free for it. */
function withHold(plan: TPlan, held: readonly TRoomNight[]): TPlan {
  const credit = new Map(held.map((night) => [nightKey(night), night.rooms]))
  const allotment = new Map(
    [...plan.allotment.entries()].map(([key, nights]) => [
      key,
      nights.map((night) => ({ ...night, onHold: night.onHold - (credit.get(roomNightKey(key, night.date)) ?? 0) })),
    ]),
  )
  return {
    ...plan,
    ...bookNowPlan({ stays: plan.stays, allotment, services: plan.services, today: plan.today }),
    allotment,
  }
}

/** Refuses Book now and holds for a booking that cannot take rooms: booked already, settled, or asking too many. */
function checkBookable(
  auth: TAuth,
  booking: Pick<Booking, 'status' | 'tours' | 'allotmentTaken' | 'adultQuantity' | 'childQuantity'>,
) {
  if (storedNights(booking.allotmentTaken).length) throw new AppError('STATUS_REFUSED', ALREADY_BOOKED)
  checkWritable(agentActor(auth), booking.status as TBookingStatus, 'confirmed', undefined, 'book')
  const travellers = booking.adultQuantity + booking.childQuantity
  const over = roomsBeyondParty(roomStays((booking.tours ?? []) as TTourDay[]), travellers)
  if (over)
    throw new AppError('BAD_REQUEST', 'More rooms than the party needs', [
      {
        field: 'rooms',
        message: `${over.rooms} rooms on ${dayLabel(over.date)} for ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`,
      },
    ])
}

/**
 * Ends the booking's hold for Book now: converted while its time runs, expired (by this call, as
 * the release job would) once it has run out; null when the release job ended it first. The
 * hold's row lock orders this with the job, which skips holds locked here.
 */
async function convertHold(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: string,
): Promise<'converted' | 'expired' | null> {
  const rows = await execute(
    payload,
    sql`update allotment_holds
        set status = (case when expires_at > now() then 'converted' else 'expired' end)::enum_allotment_holds_status,
            ended_at = now(), updated_at = now()
        where id = ${id}::uuid and status = 'active' returning status`,
    req,
  )
  return rows[0] ? (String(rows[0].status) as 'converted' | 'expired') : null
}

/** Releases a hold that is still active and not yet expired; false when it was not (it is the release job's then). */
async function releaseActiveHold(payload: Payload, req: Partial<PayloadRequest>, id: string): Promise<boolean> {
  const rows = await execute(
    payload,
    sql`update allotment_holds set status = 'released', ended_at = now(), updated_at = now()
        where id = ${id}::uuid and status = 'active' and expires_at > now() returning id`,
    req,
  )
  return rows.length === 1
}

async function emailBooked(
  payload: Payload,
  req: PayloadRequest,
  args: { auth: TAuth; booking: Booking; isWhole: boolean; lines: TStayLine[]; clientLink: string },
) {
  const { auth, booking } = args
  const confirmation = instantConfirmationEmail({
    firstName: auth.agent.firstName,
    code: booking.Code,
    confirmationNumber: booking.confirmationNumber ?? '',
    name: booking.nameTour,
    isWhole: args.isWhole,
    stays: args.lines,
    total: formatMoney(booking.total, booking.currency),
    link: `${publicUrl()}${vaultPath(booking.id)}`,
    clientLink: args.clientLink,
  })
  await enqueueEmail(
    payload,
    { to: auth.agent.email, kind: 'booking-confirmed', ...confirmation, text: htmlToText(confirmation.html) },
    req,
  )
  await noticeMonsoon(payload, req, {
    auth,
    booking,
    what: args.isWhole ? 'Booked now, confirmed at once' : 'Booked now in part: confirm the rest',
    lines: args.lines,
  })
}

async function noticeMonsoon(
  payload: Payload,
  req: Partial<PayloadRequest>,
  args: { auth: TAuth; booking: Booking; what: string; lines: TStayLine[] },
) {
  const consultantId = relationId(args.booking.tourConsultant ?? null)
  const consultant = consultantId
    ? await payload.findByID({ collection: 'users', id: consultantId, depth: 0, req, disableErrors: true })
    : null
  const desk = await monsoonDesk(payload, consultant, req)
  if (!desk) return
  const agency = await payload.findByID({ collection: 'agencies', id: agencyOf(args.auth), depth: 0, req })
  const notice = instantNoticeEmail({
    agentName: `${args.auth.agent.firstName} ${args.auth.agent.lastName}`.trim(),
    agencyName: agency.name,
    code: args.booking.Code,
    confirmationNumber: args.booking.confirmationNumber ?? '',
    name: args.booking.nameTour,
    what: args.what,
    stays: args.lines,
    link: `${publicUrl()}${backOfficeBookingPath(args.booking.id)}`,
  })
  await enqueueEmail(
    payload,
    { to: desk.email, kind: 'booking-agent-change', ...notice, text: htmlToText(notice.html) },
    req,
  )
}

/**
 * HoldRooms: holds the instant stays' rooms for the agent's client for `hours` (48 by default, at
 * most a week, never past the release date). The hold is the booking's; the booking stays as it is.
 */
export async function holdRooms(auth: TAuth, args: { id: string; version: number; hours?: number }) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, args.id)
  checkBookable(auth, booking)
  await ROOMS_IN_TURN.run(nightKeys(booking.tours), () => holdInTurn(payload, auth, args, booking))
  return instantOptions(auth, booking.id)
}

async function holdInTurn(
  payload: Payload,
  auth: TAuth,
  args: { id: string; version: number; hours?: number },
  booking: Booking,
) {
  const plan = await planFor(payload, booking)
  if (plan.kind === 'request') throw new AppError('NOT_AVAILABLE', NOTHING_INSTANT)
  const instant = plan.stays.filter((stay) => stay.availability.instant)
  const nights = roomNights(instant)
  const expiresAt = holdExpiry({ now: new Date(), hours: args.hours, nights: rowsOf(plan.allotment, nights) })
  if (!expiresAt) throw new AppError('NOT_AVAILABLE', HOLD_TOO_LATE)
  const roomCount = nights.reduce((sum, night) => sum + night.rooms, 0)
  const summary = `${booking.Code}: ${instant.map((stay) => `${stay.hotelName} (${stay.room} × ${stay.rooms}, ${stayDates(stay)})`).join('; ')}`
  try {
    await inTransaction(payload, async (req) => {
      const locked = await lockBooking(payload, req, booking.id)
      checkWritable(agentActor(auth), locked.status, locked.status)
      // Under the booking's lock: a second hold of the same booking waits here and then sees the first.
      if (await activeHold(payload, booking.id, req)) throw new AppError('STATUS_REFUSED', HOLD_ACTIVE)
      await moveRooms(payload, req, movesOf(nights, 'takeHeld'), plan.today)
      await payload.create({
        collection: 'allotment-holds',
        data: {
          summary: summary.slice(0, 500),
          booking: booking.id,
          agency: agencyOf(auth),
          agent: auth.agent.id,
          status: 'active',
          expiresAt: expiresAt.toISOString(),
          extended: false,
          rooms: roomCount,
          nights,
        },
        req,
        depth: 0,
      })
      await noteHold(payload, req, {
        auth,
        bookingId: booking.id,
        version: args.version,
        summary: `Rooms held for the client until ${utcText(expiresAt)}: ${roomNightsText(roomCount)}`,
      })
    })
  } catch (cause) {
    if (isUniqueViolation(cause)) throw new AppError('STATUS_REFUSED', HOLD_ACTIVE)
    throw cause
  }
  // Book now's shared reads were made before these rooms went on hold.
  lastRead.clear()
}

/** ExtendHold: once, by up to `hours` from its current end (never past the release date). */
export async function extendHold(auth: TAuth, args: { id: string; version: number; hours?: number }) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, args.id)
  const hold = await activeHold(payload, booking.id)
  if (!hold) throw new AppError('STATUS_REFUSED', NO_ACTIVE_HOLD)
  if (hold.extended) throw new AppError('STATUS_REFUSED', HOLD_EXTENDED)
  const nights = storedNights(hold.nights)
  const dates = nights.map((night) => night.date).sort()
  const allotment = await allotmentOf(payload, {
    hotels: nights.map((night) => night.hotel),
    from: dates[0] ?? plainToday(),
    to: dates[dates.length - 1] ?? plainToday(),
  })
  const expiresAt = holdExpiry({
    now: new Date(hold.expiresAt),
    hours: args.hours ?? DEFAULT_HOLD_HOURS,
    nights: rowsOf(allotment, nights),
  })
  if (!expiresAt || expiresAt.getTime() <= Date.parse(hold.expiresAt))
    throw new AppError('NOT_AVAILABLE', HOLD_TOO_LATE)
  await inTransaction(payload, async (req) => {
    await lockBooking(payload, req, booking.id)
    const updated = await execute(
      payload,
      sql`update allotment_holds set expires_at = ${expiresAt.toISOString()}::timestamptz, extended = true, updated_at = now()
          where id = ${hold.id}::uuid and status = 'active' and not coalesce(extended, false) and expires_at > now() returning id`,
      req,
    )
    if (updated.length === 0) throw new AppError('STATUS_REFUSED', NO_ACTIVE_HOLD)
    await noteHold(payload, req, {
      auth,
      bookingId: booking.id,
      version: args.version,
      summary: `Hold extended until ${utcText(expiresAt)}`,
    })
  })
  return instantOptions(auth, booking.id)
}

/** ReleaseHold: the agent gives the held rooms back at once. */
export async function releaseHold(auth: TAuth, args: { id: string; version: number }) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, args.id)
  const hold = await activeHold(payload, booking.id)
  if (!hold) throw new AppError('STATUS_REFUSED', NO_ACTIVE_HOLD)
  await inTransaction(payload, async (req) => {
    await lockBooking(payload, req, booking.id)
    if (!(await releaseActiveHold(payload, req, hold.id))) throw new AppError('STATUS_REFUSED', NO_ACTIVE_HOLD)
    await moveRooms(payload, req, movesOf(storedNights(hold.nights), 'returnHeld'), plainToday())
    await noteHold(payload, req, {
      auth,
      bookingId: booking.id,
      version: args.version,
      summary: `Hold released: ${roomNightsText(hold.rooms)} given back`,
    })
  })
  return instantOptions(auth, booking.id)
}

/** What cancelling the booking now would cost, by the contracts' terms, stay by stay. */
function chargeOf(plan: TPlan, taken: readonly TRoomNight[]) {
  const takenKeys = new Set(taken.map((night) => roomKey(night.hotel, night.room)))
  const stays = plan.stays.filter((stay) => takenKeys.has(roomKey(stay.hotel, stay.room)))
  const lines = stays.map((stay) => ({
    stay,
    charge: cancellationCharge({
      terms: plan.terms.get(stay.contract) ?? [],
      arrival: stay.checkIn,
      cancelledOn: plan.today,
      total: stay.total,
    }),
  }))
  return { lines, total: lines.reduce((sum, line) => sum + line.charge.amount, 0) }
}

/** CancelInstantBooking's preview: the charge the agent would pay if they cancelled now. */
export async function cancellationQuote(auth: TAuth, id: string) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, id)
  const taken = storedNights(booking.allotmentTaken)
  if (taken.length === 0) throw new AppError('STATUS_REFUSED', NOT_INSTANT)
  const plan = await planFor(payload, booking)
  const charge = chargeOf(plan, taken)
  return {
    total: charge.total,
    currency: booking.currency,
    lines: charge.lines.map(({ stay, charge: line }) => ({
      hotelName: stay.hotelName,
      room: stay.room,
      percent: line.percent,
      amount: line.amount,
      daysBefore: line.daysBefore,
    })),
  }
}

/**
 * CancelInstantBooking: the agent cancels a booking they booked now. Its rooms go back to the
 * allotment at once (the write path does it for every cancellation); the contracts' terms decide
 * the charge, recorded on the booking and told to the consultant.
 */
export async function cancelInstantBooking(auth: TAuth, args: { id: string; version: number }) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, args.id)
  const taken = storedNights(booking.allotmentTaken)
  if (taken.length === 0) throw new AppError('STATUS_REFUSED', NOT_INSTANT)
  const plan = await planFor(payload, booking)
  const charge = chargeOf(plan, taken)
  const chargeText = charge.total
    ? `charge ${formatMoney(charge.total, booking.currency)} by the contract’s terms`
    : 'free of charge'
  await inTransaction(payload, async (req) => {
    const locked = await lockBooking(payload, req, booking.id)
    checkWritable(agentActor(auth), locked.status, 'cancelled', undefined, 'cancel')
    const updated = await updateBookingRecord(
      payload,
      req,
      booking.id,
      { status: 'cancelled', cancellationCharge: charge.total },
      {
        ...agentWrite(auth, { action: 'status', summary: `Cancelled by the agent, ${chargeText}` }, args.version),
        monsoonToldByThisWrite: true,
        instant: 'cancel',
      },
    )
    await noticeMonsoon(payload, req, {
      auth,
      booking: updated,
      what: `Cancelled by the agent (${STATUS_LABELS[locked.status]} before), ${chargeText}`,
      lines: stayLines(plan, plan.stays),
    })
  })
  return instantOptions(auth, booking.id)
}
