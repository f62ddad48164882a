import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import {
  allotmentDay,
  bookNowPlan,
  cancellationOutlook,
  roomKey,
  roomNights,
  roomStays,
  roomsBeyondParty,
  servicesByRule,
  storedNights,
  type TAllotmentNight,
  type TCancellationTerm,
  type TPickProblem,
  type TRoomNight,
  type TRoomStay,
  type TStayVerdict,
} from '@/domain/allotments'
import { stayDatesText, type TAvailabilityWords, termsText } from '@/domain/availability-words'
import type { TBookingStatus } from '@/domain/booking-status'
import { instantNoticeEmail, type TStayLine } from '@/domain/instant-email'
import type { TTourDay } from '@/domain/itinerary'
import { backOfficeBookingPath } from '@/domain/request-email'
import { htmlToText } from '@/domain/text'
import { AppError, errorDay, type TErrorWords } from '@/lib/errors'
import { KeyQueue } from '@/lib/key-queue'
import { publicUrl } from '@/lib/public-url'
import { relationId } from '@/lib/relation'
import type { AllotmentHold, Booking } from '@/payload-types'
import { allotmentOf } from '@/server/allotments/store'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { agentActor, agentWrite } from '@/server/bookings/bookings'
import { checkWritable, type TBookingWrite, updateBookingRecord } from '@/server/bookings/write'
import { monsoonDesk } from '@/server/outbox/monsoon-desk'
import { enqueueEmail } from '@/server/outbox/outbox'

/**
 * Instant confirmation on Monsoon's allotments (issue 25, ADR 044), as the booking's actions see
 * it: what a booking's stays can confirm at once (its plan), its hold, the cancellation terms, and
 * what the actions share. Rooms move only through `@/server/allotments/store`'s conditional
 * updates, inside the booking's own transaction. The actions: options.ts (GetInstantOptions),
 * book-now.ts, holds.ts and cancel.ts.
 */

/** Why the picked stays cannot be held or booked, in the words of the catalogues (ADR 069). */
export const pickWords = (problem: TPickProblem): TErrorWords =>
  problem.cause === 'unknown-stay'
    ? { key: 'unknownStay' }
    : { key: 'stayOnRequest', values: { hotel: problem.hotel, room: problem.room } }

export const NOTHING_INSTANT: TErrorWords = { key: 'nothingInstant' }
export const PARTIAL_NOT_ACCEPTED: TErrorWords = { key: 'partialNotAccepted' }
export const ALREADY_BOOKED: TErrorWords = { key: 'alreadyBooked' }
export const HOLD_ACTIVE: TErrorWords = { key: 'holdActive' }
export const NO_ACTIVE_HOLD: TErrorWords = { key: 'noActiveHold' }
export const HOLD_EXTENDED: TErrorWords = { key: 'holdExtended' }
export const HOLD_TOO_LATE: TErrorWords = { key: 'holdTooLate' }

type TContractTerms = Map<string, TCancellationTerm[]>

/** The cancellation terms of the contracts the stays are priced on. */
export async function termsOf(payload: Payload, stays: readonly TRoomStay[], req?: Partial<PayloadRequest>) {
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

export type TPlan = Awaited<ReturnType<typeof planFor>>

export type TAllotment = Map<string, TAllotmentNight[]>

/** The allotment rows a booking's plan is made on: its hotels, over its days. */
export function readAllotment(payload: Payload, booking: Pick<Booking, 'tours'>): Promise<TAllotment> {
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
export async function planFor(
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

/** What cancelling the stay costs today, and the steps still to come, by its contract's terms. */
export const outlookOf = (plan: TPlan, stay: TRoomStay) =>
  cancellationOutlook({ terms: termsFor(plan, stay), arrival: stay.checkIn, today: plan.today, total: stay.total })

/** The stays as an email lists them, in the words of its reader's language. */
export const stayLines = (plan: TPlan, stays: readonly TStayVerdict[], words: TAvailabilityWords): TStayLine[] =>
  stays.map((stay) => ({
    hotelName: stay.hotelName,
    room: stay.room,
    dates: stayDatesText(stay, words),
    rooms: stay.rooms,
    instant: stay.availability.instant,
    terms: termsText(outlookOf(plan, stay), words),
  }))

/** A hold's change in the booking's history (no status change; the version moves, as for any write). */
export const noteHold = (
  payload: Payload,
  req: PayloadRequest,
  args: { auth: TAuth; bookingId: string; version: number; event: NonNullable<TBookingWrite['event']> },
) =>
  updateBookingRecord(payload, req, {
    id: args.bookingId,
    data: {},
    write: agentWrite(args.auth, args.event, args.version),
  })

export const plainToday = () => allotmentDay(new Date())

export const utcText = (moment: Date) => `${moment.toUTCString().slice(0, 22)} UTC`

/** The allotment rows of `nights` (their release periods bound a hold). */
export const rowsOf = (allotment: ReadonlyMap<string, readonly TAllotmentNight[]>, nights: readonly TRoomNight[]) =>
  nights.flatMap((night) =>
    (allotment.get(roomKey(night.hotel, night.room)) ?? []).filter((row) => row.date === night.date),
  )

/** The booking's active hold, if any. */
export async function activeHold(payload: Payload, bookingId: string, req?: Partial<PayloadRequest>) {
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

export const holdView = (hold: AllotmentHold | null) =>
  hold
    ? {
        id: hold.id,
        expiresAt: hold.expiresAt,
        extended: Boolean(hold.extended),
        roomNights: hold.rooms,
        summary: hold.summary,
      }
    : null

/** One night of one room type: its `roomKey` (as the allotment map names it) and the date. */
export const roomNightKey = (room: string, date: string) => `${room}|${date}`
export const nightKey = (night: Pick<TRoomNight, 'hotel' | 'room' | 'date'>) =>
  roomNightKey(roomKey(night.hotel, night.room), night.date)

/**
 * Book now and holds for the same room nights take turns in this process, so the last rooms'
 * latecomers wait in memory, not in transactions waiting on the rows (the rows still decide:
 * other instances meet there).
 */
export const ROOMS_IN_TURN = new KeyQueue()

export const nightKeys = (tours: Booking['tours']) => roomNights(roomStays((tours ?? []) as TTourDay[])).map(nightKey)

/** The plan when the booking's own hold keeps `held`: those rooms are free for it. */
export function withHold(plan: TPlan, held: readonly TRoomNight[]): TPlan {
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
export function checkBookable(
  auth: TAuth,
  booking: Pick<Booking, 'status' | 'tours' | 'allotmentTaken' | 'adultQuantity' | 'childQuantity'>,
) {
  if (storedNights(booking.allotmentTaken).length) throw new AppError('STATUS_REFUSED', ALREADY_BOOKED)
  checkWritable(agentActor(auth), { from: booking.status as TBookingStatus, to: 'confirmed', instant: 'book' })
  const travellers = booking.adultQuantity + booking.childQuantity
  const over = roomsBeyondParty(roomStays((booking.tours ?? []) as TTourDay[]), travellers)
  if (over)
    throw new AppError(
      'BAD_REQUEST',
      { key: 'moreRoomsThanParty' },
      {
        fields: [
          {
            field: 'rooms',
            words: { key: 'roomsForParty', values: { rooms: over.rooms, day: errorDay(over.date), travellers } },
          },
        ],
      },
    )
}

export async function noticeMonsoon(
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
