import 'server-only'
import { cancellationCharge, roomKey, type TRoomNight } from '@/domain/allotments'
import { STATUS_LABELS } from '@/domain/booking-status'
import { formatMoney } from '@/domain/pricing'
import { AppError } from '@/lib/errors'
import { storedNights } from '@/server/allotments/store'
import type { TAuth } from '@/server/auth/sessions'
import { agentActor, agentWrite } from '@/server/bookings/bookings'
import { ownBooking } from '@/server/bookings/own-booking'
import { checkWritable, lockBooking, updateBookingRecord } from '@/server/bookings/write'
import { inTransaction } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { instantOptions } from './options'
import { NOT_INSTANT, noticeMonsoon, planFor, stayLines, type TPlan } from './plan'

/** Cancelling a booking booked now (ADR 044): the charge by the contracts' terms, previewed and then applied. */

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
  const booking = await ownBooking(payload, auth, { id })
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
  const booking = await ownBooking(payload, auth, { id: args.id })
  const taken = storedNights(booking.allotmentTaken)
  if (taken.length === 0) throw new AppError('STATUS_REFUSED', NOT_INSTANT)
  const plan = await planFor(payload, booking)
  const charge = chargeOf(plan, taken)
  const chargeText = charge.total
    ? `charge ${formatMoney(charge.total, booking.currency)} by the contract’s terms`
    : 'free of charge'
  await inTransaction(payload, async (req) => {
    const locked = await lockBooking(payload, req, booking.id)
    checkWritable(agentActor(auth), { from: locked.status, to: 'cancelled', instant: 'cancel' })
    const updated = await updateBookingRecord(payload, req, {
      id: booking.id,
      data: { status: 'cancelled', cancellationCharge: charge.total },
      write: {
        ...agentWrite(auth, { action: 'status', summary: `Cancelled by the agent, ${chargeText}` }, args.version),
        monsoonToldByThisWrite: true,
        instant: 'cancel',
      },
    })
    await noticeMonsoon(payload, req, {
      auth,
      booking: updated,
      what: `Cancelled by the agent (${STATUS_LABELS[locked.status]} before), ${chargeText}`,
      lines: stayLines(plan, plan.stays),
    })
  })
  return instantOptions(auth, booking.id)
}
