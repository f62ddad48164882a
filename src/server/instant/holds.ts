import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { DEFAULT_HOLD_HOURS, holdExpiry, pickStays, roomNights, storedNights } from '@/domain/allotments'
import { stayDatesText } from '@/domain/availability-words'
import type { TQuoteAnswer } from '@/domain/booking-status'
import { said } from '@/domain/history-words'
import { localeOr } from '@/domain/locales'
import { AppError, isAppError } from '@/lib/errors'
import { availabilityWords } from '@/lib/i18n/availability-words'
import { historyEntry } from '@/lib/i18n/history-words'
import { logger } from '@/lib/logger'
import type { Booking } from '@/payload-types'
import { allotmentOf, moveRooms, movesOf } from '@/server/allotments/store'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { agentActor, answerQuote, bookingDetail } from '@/server/bookings/bookings'
import { ownBooking } from '@/server/bookings/own-booking'
import { checkWritable, lockBooking } from '@/server/bookings/write'
import { execute, inTransaction, isUniqueViolation } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { forgetAllotmentReads } from './book-now'
import { instantOptions } from './options'
import {
  activeHold,
  checkBookable,
  HOLD_ACTIVE,
  HOLD_EXTENDED,
  HOLD_TOO_LATE,
  NO_ACTIVE_HOLD,
  NOTHING_INSTANT,
  nightKeys,
  noteHold,
  pickWords,
  plainToday,
  planFor,
  ROOMS_IN_TURN,
  rowsOf,
} from './plan'

/** Holds for the agent's client (ADR 044): hold the instant stays' rooms, extend once, release. */

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

/** The booking to hold rooms for, the version the agent saw, and for how many hours. */
type THoldArgs = { id: string; version: number; hours?: number; stays?: string[] }

/**
 * HoldRooms: holds the instant stays' rooms for the agent's client for `hours` (48 by default, at
 * most a week, never past the release date). The hold is the booking's; the booking stays as it is.
 */
export async function holdRooms(auth: TAuth, args: THoldArgs) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id: args.id })
  checkBookable(auth, booking)
  await ROOMS_IN_TURN.run(nightKeys(booking.tours), () => holdInTurn(payload, auth, { args, booking }))
  return instantOptions(auth, booking.id)
}

/**
 * AnswerQuote (issue 54): accepting a quote holds its instant stays at once, so that no other
 * agent takes their rooms while Monsoon confirms; the agent then books them now or releases them.
 * The answer stands when nothing can be held (no stay is instant, the rooms went a moment ago, their
 * release date has come, a hold is already there): those stays are Monsoon's to confirm, as any
 * stay on request.
 */
export async function answerQuoteHolding(
  auth: TAuth,
  args: { id: string; version: number; answer: TQuoteAnswer; message: string },
) {
  const answered = await answerQuote(auth, args)
  if (args.answer !== 'accept') return answered
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id: args.id })
  if (storedNights(booking.allotmentTaken).length > 0) return answered
  try {
    await ROOMS_IN_TURN.run(nightKeys(booking.tours), () =>
      holdInTurn(payload, auth, { args: { id: booking.id, version: booking.version }, booking, accepted: true }),
    )
  } catch (cause) {
    const code = isAppError(cause) ? cause.code : null
    if (code !== 'NOT_AVAILABLE' && code !== 'STATUS_REFUSED' && code !== 'STALE_VERSION') throw cause
    logger.info('An accepted quote’s stays were not held', { booking: booking.id, reason: (cause as Error).message })
    return answered
  }
  return bookingDetail(auth, booking.id)
}

/** The agent's hold request, the booking as read before its turn, and whether accepting its quote asked for it. */
type THoldAsked = { args: THoldArgs; booking: Booking; accepted?: boolean }

async function holdInTurn(payload: Payload, auth: TAuth, { args, booking, accepted = false }: THoldAsked) {
  const planned = await planFor(payload, booking)
  // Only the stays the agent picked are held (issue 54).
  const { plan, problem } = pickStays(planned, args.stays, planned.services)
  if (problem) throw new AppError('UNPROCESSABLE', pickWords(problem))
  if (plan.kind === 'request') throw new AppError('NOT_AVAILABLE', NOTHING_INSTANT)
  const instant = plan.stays.filter((stay) => stay.availability.instant)
  const nights = roomNights(instant)
  const expiresAt = holdExpiry({ now: new Date(), hours: args.hours, nights: rowsOf(plan.allotment, nights) })
  if (!expiresAt) throw new AppError('NOT_AVAILABLE', HOLD_TOO_LATE)
  const roomCount = nights.reduce((sum, night) => sum + night.rooms, 0)
  // Its dates in the holder's language: the agent reads it again in the email of its expiry (issue 58).
  const words = await availabilityWords(localeOr(auth.agent.language))
  const summary = `${booking.Code}: ${instant.map((stay) => `${stay.hotelName} (${stay.room} × ${stay.rooms}, ${stayDatesText(stay, words)})`).join('; ')}`
  try {
    await inTransaction(payload, async (req) => {
      const locked = await lockBooking(payload, req, booking.id)
      checkWritable(agentActor(auth), { from: locked.status, to: locked.status, action: 'hold' })
      // Under the booking's lock: a second hold of the same booking waits here and then sees the first.
      if (await activeHold(payload, booking.id, req)) throw new AppError('STATUS_REFUSED', HOLD_ACTIVE)
      await moveRooms(payload, req, { moves: movesOf(nights, 'takeHeld'), today: plan.today })
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
        event: historyEntry('hold', [
          said(accepted ? 'quoteAcceptedHeld' : 'roomsHeld', {
            until: { moment: expiresAt.toISOString() },
            roomNights: roomCount,
          }),
        ]),
      })
    })
  } catch (cause) {
    if (isUniqueViolation(cause)) throw new AppError('STATUS_REFUSED', HOLD_ACTIVE)
    throw cause
  }
  // Book now's shared reads were made before these rooms went on hold.
  forgetAllotmentReads()
}

/** ExtendHold: once, by up to `hours` from its current end (never past the release date). */
export async function extendHold(auth: TAuth, args: { id: string; version: number; hours?: number }) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id: args.id })
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
      event: historyEntry('hold', [said('holdExtended', { until: { moment: expiresAt.toISOString() } })]),
    })
  })
  return instantOptions(auth, booking.id)
}

/** ReleaseHold: the agent gives the held rooms back at once. */
export async function releaseHold(auth: TAuth, args: { id: string; version: number }) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id: args.id })
  const hold = await activeHold(payload, booking.id)
  if (!hold) throw new AppError('STATUS_REFUSED', NO_ACTIVE_HOLD)
  await inTransaction(payload, async (req) => {
    await lockBooking(payload, req, booking.id)
    if (!(await releaseActiveHold(payload, req, hold.id))) throw new AppError('STATUS_REFUSED', NO_ACTIVE_HOLD)
    await moveRooms(payload, req, { moves: movesOf(storedNights(hold.nights), 'returnHeld'), today: plainToday() })
    await noteHold(payload, req, {
      auth,
      bookingId: booking.id,
      version: args.version,
      event: historyEntry('hold', [said('holdReleased', { roomNights: hold.rooms })]),
    })
  })
  return instantOptions(auth, booking.id)
}
