import 'server-only'
import type { Payload } from 'payload'
import { roomKey, stayKey, storedNights } from '@/domain/allotments'
import { onRequestText, servicesText, type TAvailabilityWords, termsText } from '@/domain/availability-words'
import { agentMayCancel, canBookNow, type TBookingStatus } from '@/domain/booking-status'
import { ENGLISH_AVAILABILITY_WORDS } from '@/lib/i18n/availability-words'
import type { Booking } from '@/payload-types'
import type { TAuth } from '@/server/auth/sessions'
import { ownBooking } from '@/server/bookings/own-booking'
import { payloadClient } from '@/server/payload'
import { activeHold, holdView, outlookOf, planFor, utcText, withHold } from './plan'

/** GetInstantOptions: what the booking's stays can confirm at once, its hold, and what the agent may do now (ADR 044). */

/**
 * GetInstantOptions: per stay "Instant confirmation" or "On request" with the reason, the services'
 * rule, the cancellation terms, the booking's hold and what it may do now (Book now, Hold).
 */
export async function instantOptions(auth: TAuth, id: string) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id })
  return optionsOf(payload, booking)
}

export type TInstantOptions = Awaited<ReturnType<typeof instantOptions>>

/**
 * The options as the API answers them: each stay's reason and terms, and the services' reason, in
 * `words`' language (the request's, issue 58); the reasons' causes stay for code.
 */
export function wordedOptions(options: TInstantOptions, words: TAvailabilityWords) {
  const { services, ...rest } = options
  return {
    ...rest,
    stays: options.stays.map(({ why, ...stay }) => ({
      ...stay,
      reason: why ? onRequestText(why, words) : '',
      terms: termsText(stay.cancellation, words),
    })),
    services: { instant: services.instant, services: services.services, reason: servicesText(services.why, words) },
  }
}

/**
 * What each stay of a booking can do, for staff (issue 54): the quote editor in /admin shows which
 * stays confirm from the allotment, which are on request and why, which are held or booked.
 */
export async function stayStatesFor(payload: Payload, booking: Booking) {
  const words = ENGLISH_AVAILABILITY_WORDS
  const { options, hold } = await optionsAndHold(payload, booking)
  const held = new Set(storedNights(hold?.nights).map((night) => roomKey(night.hotel, night.room)))
  return options.stays.map((stay) => ({
    key: stay.key,
    text: stay.booked
      ? `Booked on the allotment${options.confirmationNumber ? ` (${options.confirmationNumber})` : ''}`
      : hold && held.has(roomKey(stay.hotel, stay.room))
        ? `Held for the agent until ${utcText(new Date(hold.expiresAt))}`
        : stay.instant
          ? 'Instant: the allotment has the rooms'
          : `On request: ${stay.why ? onRequestText(stay.why, words) : ''}`,
    instant: stay.instant || stay.booked,
  }))
}

async function optionsOf(payload: Payload, booking: Booking) {
  return (await optionsAndHold(payload, booking)).options
}

/** The booking's instant options, and its active hold they were planned with (read once). */
async function optionsAndHold(payload: Payload, booking: Booking) {
  const [saved, hold] = await Promise.all([planFor(payload, booking), activeHold(payload, booking.id)])
  // The booking's own hold keeps its rooms for it: they count as free here.
  const plan = hold ? withHold(saved, storedNights(hold.nights)) : saved
  const status = booking.status as TBookingStatus
  const taken = storedNights(booking.allotmentTaken)
  const takenRooms = new Set(taken.map((night) => roomKey(night.hotel, night.room)))
  const isOpen = canBookNow(status) && taken.length === 0
  const options = {
    bookingId: booking.id,
    version: booking.version,
    kind: plan.kind,
    confirmationNumber: booking.confirmationNumber ?? null,
    cancellationCharge: booking.cancellationCharge ?? null,
    booked: taken.length > 0,
    stays: plan.stays.map((stay) => {
      const outlook = outlookOf(plan, stay)
      return {
        key: stayKey(stay),
        hotel: stay.hotel,
        hotelName: stay.hotelName,
        room: stay.room,
        checkIn: stay.checkIn,
        nights: stay.nights,
        rooms: stay.rooms,
        instant: stay.availability.instant,
        why: stay.availability.instant ? null : stay.availability.why,
        cancellation: outlook,
        booked: takenRooms.has(roomKey(stay.hotel, stay.room)),
      }
    }),
    services: plan.services,
    hold: holdView(hold),
    canBookNow: isOpen && plan.kind !== 'request',
    canHold: isOpen && !hold && plan.kind !== 'request',
    canCancel: agentMayCancel(status),
  }
  return { options, hold }
}
