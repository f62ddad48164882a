import 'server-only'
import { randomInt } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { pickStays, roomNights, storedNights, type TRoomNight } from '@/domain/allotments'
import type { TAvailabilityWords } from '@/domain/availability-words'
import type { TBookingStatus } from '@/domain/booking-status'
import { said } from '@/domain/history-words'
import { instantConfirmationEmail, type TStayLine } from '@/domain/instant-email'
import { localeOr, localizedPath } from '@/domain/locales'
import { formatMoney } from '@/domain/pricing'
import { vaultPath } from '@/domain/request-email'
import { htmlToText } from '@/domain/text'
import { AppError } from '@/lib/errors'
import { availabilityWords, ENGLISH_AVAILABILITY_WORDS } from '@/lib/i18n/availability-words'
import { emailWords } from '@/lib/i18n/email-words'
import { historyEntry } from '@/lib/i18n/history-words'
import { serverWords } from '@/lib/i18n/server-words'
import type { TTurn } from '@/lib/key-queue'
import { publicUrl } from '@/lib/public-url'
import { relationId } from '@/lib/relation'
import { newSecureToken } from '@/lib/secure-token'
import type { Booking } from '@/payload-types'
import { moveRooms, movesOf, NOT_AVAILABLE_MESSAGE } from '@/server/allotments/store'
import type { TAuth } from '@/server/auth/sessions'
import { agentActor, agentWrite } from '@/server/bookings/bookings'
import { ownBooking, ownBookingCondition } from '@/server/bookings/own-booking'
import { BOOKING_NOT_FOUND, checkWritable, lockBooking, updateBookingRecord } from '@/server/bookings/write'
import { execute, inTransaction, isUniqueViolation } from '@/server/db'
import { clientLinkUrl, makeClientLink } from '@/server/export/client-links'
import { enqueueEmail } from '@/server/outbox/outbox'
import { payloadClient } from '@/server/payload'
import { instantOptions } from './options'
import {
  checkBookable,
  NOTHING_INSTANT,
  nightKey,
  nightKeys,
  noticeMonsoon,
  PARTIAL_NOT_ACCEPTED,
  pickWords,
  planFor,
  ROOMS_IN_TURN,
  readAllotment,
  roomNightKey,
  stayLines,
  type TAllotment,
  type TPlan,
  termsOf,
  withHold,
} from './plan'

/**
 * Book now (ADR 044): takes the instant stays' rooms in the booking's own transaction, the
 * booking's hold first; latecomers at the same rooms wait their turn in memory and are refused on
 * one shared read of the allotment.
 */

const newConfirmationNumber = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return `MC-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`
}

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

/** The booking, the version the agent saw, whether they saw only part is instant, and the stays they picked. */
type TBookNowArgs = { id: string; version: number; partial: boolean; stays?: string[] }

/**
 * Book now: takes the instant stays' rooms (the booking's own hold first), confirms the booking
 * when everything is instant or asks Monsoon to confirm the rest (`partial` must say the agent saw
 * that), gives it a confirmation number, and emails the agent and the consultant, all in one
 * transaction. Two agents at the last room: one books, the other gets 409 NOT_AVAILABLE.
 */
export async function bookNow(auth: TAuth, args: TBookNowArgs) {
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
 * The allotment as the last Book now on the same nights read it, while others wait behind it,
 * with the moment the read began. A turn whose agent asked before that moment plans on it: the
 * rooms it shows were the rooms at a moment during the agent's own request, which is all a refusal
 * says. Nothing is ever taken on it: only the conditional update takes rooms.
 */
const lastRead = new Map<string, { allotment: TAllotment; began: number }>()
const LAST_READS = 1_000
/** Orders the asking and the reading (one process, one thread: a counter is a clock). */
let moment = 0

/** Forgets the shared reads: a hold took rooms since they were made (holds.ts). */
export function forgetAllotmentReads(): void {
  lastRead.clear()
}

/** The nights asked for (their keys, joined), and the moment the agent asked. */
type TAskedAt = { set: string; asked: number }

async function allotmentSince(payload: Payload, facts: TBookNowFacts, { set, asked }: TAskedAt) {
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
    args: TBookNowArgs
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
      const allotment = withTakings(await allotmentSince(payload, facts, { set, asked }))
      const seen = await planFor(payload, facts, { withTerms: false, allotment })
      // The rooms the hold keeps count as free for this booking: the plan is made as if they were.
      const withHeld = held.length ? withHold(seen, held) : seen
      // Only the stays the agent picked are booked now; the others are left for Monsoon (issue 54).
      const { plan, problem } = pickStays(withHeld, args.stays, withHeld.services)
      if (problem) throw new AppError('UNPROCESSABLE', pickWords(problem))
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
    const taken = plan.stays.some((stay) => !stay.availability.instant && stay.availability.why.cause === 'short')
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
        checkWritable(agentActor(auth), { from: locked.status, to, instant: 'book' })
        // The hold first, before the booking's row is written: the release job, holding the hold,
        // needs that row for its history entry (a deadlock, the other way round).
        const ended = facts.hold ? await convertHold(payload, req, facts.hold.id) : null
        const booking = await ownBooking(payload, auth, { id: args.id, req })
        const terms = await termsOf(payload, plan.stays, req)
        const watchers = new Set([...(booking.watchers ?? []).map((watcher) => relationId(watcher)), auth.agent.id])
        const confirmed = plan.stays.filter((stay) => stay.availability.instant).length
        const booked = isWhole
          ? said('bookedNow', {
              reference: confirmationNumber,
              total: { money: booking.total, currency: booking.currency },
            })
          : said('bookedNowPart', { reference: confirmationNumber, confirmed, stays: plan.stays.length })
        const updated = await updateBookingRecord(payload, req, {
          id: booking.id,
          data: { status: to, confirmationNumber, allotmentTaken: take.wanted, watchers: [...watchers] },
          write: {
            ...agentWrite(auth, historyEntry('status', [booked]), args.version),
            monsoonToldByThisWrite: true,
            instant: 'book',
          },
        })
        await makeClientLink(payload, {
          booking: updated,
          agent: auth.agent,
          frozen: false,
          label: (await serverWords(localeOr(auth.agent.language), 'ClientOutput'))('sentWithConfirmation', {
            number: confirmationNumber,
          }),
          req,
          token: clientToken,
        })
        await emailBooked(payload, req, {
          auth,
          booking: updated,
          isWhole,
          lines: (words) => stayLines({ ...plan, terms }, plan.stays, words),
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
        await moveRooms(payload, req, { moves, today: plan.today })
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

async function emailBooked(
  payload: Payload,
  req: PayloadRequest,
  args: {
    auth: TAuth
    booking: Booking
    isWhole: boolean
    /** The stays in a reader's words: the agent's language for the agent, English for Monsoon's desk. */
    lines: (words: TAvailabilityWords) => TStayLine[]
    clientLink: string
  },
) {
  const { auth, booking } = args
  const locale = localeOr(auth.agent.language)
  const confirmation = instantConfirmationEmail(
    {
      firstName: auth.agent.firstName,
      code: booking.Code,
      confirmationNumber: booking.confirmationNumber ?? '',
      name: booking.nameTour,
      isWhole: args.isWhole,
      stays: args.lines(await availabilityWords(locale)),
      total: formatMoney(booking.total, booking.currency),
      link: `${publicUrl()}${localizedPath(vaultPath(booking.id), locale)}`,
      clientLink: args.clientLink,
    },
    await emailWords(locale),
  )
  await enqueueEmail(
    payload,
    { to: auth.agent.email, kind: 'booking-confirmed', ...confirmation, text: htmlToText(confirmation.html) },
    req,
  )
  await noticeMonsoon(payload, req, {
    auth,
    booking,
    what: args.isWhole ? 'Booked now, confirmed at once' : 'Booked now in part: confirm the rest',
    lines: args.lines(ENGLISH_AVAILABILITY_WORDS),
  })
}
