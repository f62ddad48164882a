import 'server-only'
import { agencyContact } from '@/domain/agents'
import { DEFAULT_EXPORT_TEXTS, exportDocument, exportFileName } from '@/domain/booking-export'
import { summariseItinerary, type TTourDay } from '@/domain/itinerary'
import { tripCalendar } from '@/domain/trip-calendar'
import { agencyBrand, logoForWord } from '@/server/agents/agency-brand'
import type { TAuth } from '@/server/auth/sessions'
import { agencyOf } from '@/server/auth/sessions'
import { ownBooking } from '@/server/bookings/bookings'
import { payloadClient } from '@/server/payload'
import { renderWord } from './word'

/**
 * WordExport/ExportDetail: the booking of the agent's agency as a .docx, with prices (the agent's
 * copy) or without any (to hand to a client under the agency's name).
 */
export async function exportBookingToWord(auth: TAuth, id: string, withPrices: boolean) {
  const payload = await payloadClient()
  const [booking, { agency, logo }, texts] = await Promise.all([
    ownBooking(payload, auth, id, 1),
    agencyBrand(payload, agencyOf(auth)),
    payload.findGlobal({ slug: 'booking-request-emails', depth: 0 }),
  ])
  const creator = typeof booking.agent === 'object' ? booking.agent : null
  const summary = summariseItinerary((booking.tours ?? []) as TTourDay[], booking.currency)
  const document = exportDocument({
    booking: {
      Code: booking.Code,
      nameTour: booking.nameTour,
      begindate: booking.begindate,
      enddate: booking.enddate,
      days: booking.days ?? summary.days.length,
      nights: booking.nights ?? Math.max(0, summary.days.length - 1),
      adultQuantity: booking.adultQuantity,
      childQuantity: booking.childQuantity,
      lsChildren: booking.lsChildren ?? [],
      rooms: booking.rooms ?? 0,
      departureCity: booking.departureCity ?? '',
      finishCity: booking.finishCity ?? '',
      comment: booking.comment ?? '',
      agentName: creator ? `${creator.firstName} ${creator.lastName}` : '',
    },
    summary,
    agencyName: agency.name,
    contact: agencyContact(auth.agent, agency),
    withPrices,
    texts: {
      terms: texts?.exportTerms?.trim() || DEFAULT_EXPORT_TEXTS.terms,
      clientNotes: texts?.exportClientNotes?.trim() || DEFAULT_EXPORT_TEXTS.clientNotes,
    },
  })
  return {
    fileName: exportFileName(booking, withPrices),
    body: await renderWord(document, await logoForWord(logo)),
  }
}

/** The trip as a calendar file (issue 21): the agency's name on it, the booking's id as its UID. */
export async function exportBookingToCalendar(auth: TAuth, id: string) {
  const payload = await payloadClient()
  const [booking, { agency }] = await Promise.all([
    ownBooking(payload, auth, id, 0),
    agencyBrand(payload, agencyOf(auth)),
  ])
  return {
    fileName: `${exportFileName(booking, false).replace(/\.docx$/, '')}.ics`,
    body: tripCalendar({
      uid: booking.id,
      title: booking.nameTour,
      agencyName: agency.name,
      begindate: booking.begindate,
      enddate: booking.enddate,
      days: (booking.tours ?? []) as TTourDay[],
      now: new Date(),
    }),
  }
}
