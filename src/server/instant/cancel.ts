import 'server-only'
import { cancellationCharge, roomKey, storedNights, type TRoomNight } from '@/domain/allotments'
import { agentMayCancel, STATUS_LABELS, type TBookingStatus } from '@/domain/booking-status'
import { said } from '@/domain/history-words'
import { formatMoney } from '@/domain/pricing'
import { AppError } from '@/lib/errors'
import { ENGLISH_AVAILABILITY_WORDS } from '@/lib/i18n/availability-words'
import { historyEntry } from '@/lib/i18n/history-words'
import type { Booking } from '@/payload-types'
import type { TAuth } from '@/server/auth/sessions'
import { agentActor, agentWrite } from '@/server/bookings/bookings'
import { ownBooking } from '@/server/bookings/own-booking'
import { checkWritable, lockBooking, updateBookingRecord } from '@/server/bookings/write'
import { inTransaction } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { instantOptions } from './options'
import { noticeMonsoon, planFor, stayLines, type TPlan } from './plan'

/**
 * An agent's cancellation (ADR 044; issue 54: anything sent to Monsoon is cancelled, never deleted):
 * the charge by the contracts' terms, previewed and then applied.
 */

type TChargeable = Pick<Booking, 'status' | 'allotmentTaken'>

/**
 * The stays a cancellation today is charged for: those whose rooms the booking took from the
 * allotment (booked now); for a booking Monsoon confirmed without the allotment, every stay (the
 * consultant booked them with the hotels); none while Monsoon has booked nothing (a request, a
 * quote, a confirmation still asked for).
 */
function chargedStays(plan: TPlan, booking: TChargeable) {
  const taken = storedNights(booking.allotmentTaken)
  if (taken.length === 0) return booking.status === 'confirmed' ? plan.stays : []
  const takenKeys = new Set(taken.map((night: TRoomNight) => roomKey(night.hotel, night.room)))
  return plan.stays.filter((stay) => takenKeys.has(roomKey(stay.hotel, stay.room)))
}

/** What cancelling the booking now would cost, by the contracts' terms, stay by stay. */
function chargeOf(plan: TPlan, booking: TChargeable) {
  const lines = chargedStays(plan, booking).map((stay) => ({
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

/** A booking the agent may not cancel: a draft (deleted instead) or one cancelled already. */
function refuseUncancellable(status: TBookingStatus) {
  if (agentMayCancel(status)) return
  throw new AppError('STATUS_REFUSED', { key: status === 'draft' ? 'draftNotCancellable' : 'alreadyCancelled' })
}

/** GetCancellationCharge: what the agent would pay if they cancelled now (nothing while Monsoon has booked nothing). */
export async function cancellationQuote(auth: TAuth, id: string) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id })
  refuseUncancellable(booking.status as TBookingStatus)
  const plan = await planFor(payload, booking)
  const charge = chargeOf(plan, booking)
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
 * CancelBooking: the agent cancels a booking sent to Monsoon. Rooms it booked now or held go back
 * to the allotment at once (the write path does it for every cancellation); the contracts' terms
 * decide the charge, recorded on the booking; the consultant is told by email.
 */
export async function cancelBooking(auth: TAuth, args: { id: string; version: number }) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id: args.id })
  refuseUncancellable(booking.status as TBookingStatus)
  const plan = await planFor(payload, booking)
  const charge = chargeOf(plan, booking)
  const chargeText = charge.total
    ? `charge ${formatMoney(charge.total, booking.currency)} by the contract’s terms`
    : 'free of charge'
  const cancelled = charge.total
    ? said('cancelledCharge', { charge: { money: charge.total, currency: booking.currency } })
    : said('cancelledFree')
  await inTransaction(payload, async (req) => {
    const locked = await lockBooking(payload, req, booking.id)
    checkWritable(agentActor(auth), { from: locked.status, to: 'cancelled', instant: 'cancel' })
    const updated = await updateBookingRecord(payload, req, {
      id: booking.id,
      data: { status: 'cancelled', cancellationCharge: charge.total },
      write: {
        ...agentWrite(auth, historyEntry('status', [cancelled]), args.version),
        monsoonToldByThisWrite: true,
        instant: 'cancel',
      },
    })
    await noticeMonsoon(payload, req, {
      auth,
      booking: updated,
      what: `Cancelled by the agent (${STATUS_LABELS[locked.status]} before), ${chargeText}`,
      lines: stayLines(plan, plan.stays, ENGLISH_AVAILABILITY_WORDS),
    })
  })
  return instantOptions(auth, booking.id)
}
