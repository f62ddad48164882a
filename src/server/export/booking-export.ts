import 'server-only'
import type { Payload } from 'payload'
import { exportFileName, tripFileName } from '@/domain/booking-export'
import type { TTourDay } from '@/domain/itinerary'
import { tripCalendar } from '@/domain/trip-calendar'
import type { TVoucher } from '@/domain/vouchers'
import { BRAND_RED } from '@/lib/brand-mark'
import { AppError, type TErrorWords } from '@/lib/errors'
import { documentWords, ENGLISH_DOCUMENT_WORDS } from '@/lib/i18n/document-words'
import type { Booking } from '@/payload-types'
import { agencyBrand } from '@/server/agents/agency-brand'
import type { TAuth } from '@/server/auth/sessions'
import { agencyOf } from '@/server/auth/sessions'
import { agentLocaleOf, clientLocaleOf } from '@/server/bookings/client-language'
import { ownBooking } from '@/server/bookings/own-booking'
import { payloadClient } from '@/server/payload'
import { bookingDocument, type TBookingDocument } from './client-document'
import { clientItineraryByToken } from './client-links'
import { imagesOf } from './media-files'
import { renderPdf, renderVoucherPdf, type TPageSize } from './pdf'
import { bookingVouchers, drawVouchers, type TVoucherBrand } from './vouchers'
import { renderWord } from './word'

/**
 * WordExport/ExportDetail: the booking of the agent's agency as a .docx, with prices (the agent's
 * copy) or without Monsoon's (to hand to a client under the agency's name, with the catalogue's
 * descriptions and photos and, when the agent chooses, their selling price).
 */
export async function exportBookingToWord(auth: TAuth, id: string, withPrices: boolean) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id, depth: 1 })
  const found = await bookingDocument(payload, booking, {
    withPrices,
    contactAgent: auth.agent,
    locale: documentLocale(auth, booking, withPrices),
  })
  return {
    fileName: `${exportFileName(booking, withPrices, found.words.say)}.docx`,
    body: await renderWord(found.document, await imagesOf(found, 960), found.words),
  }
}

/** The agent's copy is in the agent's language; the client's in the booking's client language (issue 26). */
const documentLocale = (auth: TAuth, booking: Booking, withPrices: boolean) =>
  withPrices ? agentLocaleOf(auth.agent) : clientLocaleOf(booking)

/** The trip as a calendar file (issue 21): the agency's name on it, the booking's id as its UID. */
export async function exportBookingToCalendar(auth: TAuth, id: string) {
  const payload = await payloadClient()
  const [booking, { agency }] = await Promise.all([
    ownBooking(payload, auth, { id, depth: 1 }),
    agencyBrand(payload, agencyOf(auth)),
  ])
  const words = await documentWords(clientLocaleOf(booking))
  return {
    fileName: `${exportFileName(booking, false, words.say)}.ics`,
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

/** A booking's document as a PDF: its logo and photos read once, drawn at the page size asked. */
async function documentPdf(found: TBookingDocument, size: TPageSize): Promise<Buffer> {
  return renderPdf({ ...found, ...(await imagesOf(found, 800)), size })
}

/** The PDF of a booking for the agent: their copy (Monsoon's prices, the margin) or the client's. */
export async function exportBookingToPdf(
  auth: TAuth,
  id: string,
  options: { withPrices: boolean; size: TPageSize },
): Promise<{ fileName: string; body: Buffer }> {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id, depth: 1 })
  const document = await bookingDocument(payload, booking, {
    withPrices: options.withPrices,
    contactAgent: auth.agent,
    locale: documentLocale(auth, booking, options.withPrices),
  })
  return {
    fileName: `${exportFileName(booking, options.withPrices, document.words.say)}.pdf`,
    body: await documentPdf(document, options.size),
  }
}

/** The client's PDF of a client link, or null when the link is not (or no longer) valid. */
export async function clientItineraryPdf(
  token: string,
  size: TPageSize,
): Promise<{ fileName: string; body: Buffer } | null> {
  const found = await clientItineraryByToken(token)
  if (!found) return null
  return {
    fileName: `${tripFileName(found.document.title, found.words.say)}.pdf`,
    body: await documentPdf(found, size),
  }
}

export const NO_VOUCHERS: TErrorWords = { key: 'noVouchers' }

/** Monsoon's line for emergencies, as the vouchers print it (the site settings' phone). */
async function monsoonEmergency(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.phone ? `Monsoon Destination Management: ${settings.phone}` : 'Monsoon Destination Management'
}

/** The client's copy of the vouchers is under the agency's name and colour, with Monsoon's emergency line. */
async function agencyVoucherBrand(payload: Payload, found: TBookingDocument): Promise<TVoucherBrand> {
  return { name: found.brand.agencyName, colour: found.brand.colour, emergency: await monsoonEmergency(payload) }
}

/** The client's vouchers of the agent's booking, under the agency's name (issue 56). */
async function clientVouchers(auth: TAuth, id: string) {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id, depth: 1 })
  const vouchers = await bookingVouchers(payload, booking)
  if (vouchers.length === 0) throw new AppError('NOT_FOUND', NO_VOUCHERS)
  const found = await bookingDocument(payload, booking, {
    withPrices: false,
    contactAgent: auth.agent,
    locale: clientLocaleOf(booking),
  })
  return { booking, vouchers, found, brand: await agencyVoucherBrand(payload, found) }
}

/** The confirmed services' vouchers alone, one a page. */
export async function exportVouchers(auth: TAuth, id: string, size: TPageSize) {
  const { booking, vouchers, found, brand } = await clientVouchers(auth, id)
  return {
    fileName: `${tripFileName(booking.nameTour, found.words.say)} - ${found.words.say('voucherTitle')}.pdf`,
    body: await renderVoucherPdf({ vouchers, brand, words: found.words, size }),
  }
}

/** The travel documents pack: the client's itinerary, then every voucher, in one PDF. */
export async function exportTravelDocuments(auth: TAuth, id: string, size: TPageSize) {
  const { vouchers, found, brand } = await clientVouchers(auth, id)
  return travelPack(found, { vouchers, brand, size })
}

/**
 * A client link's travel documents pack (issue 56): the page's itinerary and the vouchers, when the
 * agent offered them with the link and a supplier confirmed; null otherwise (not found).
 */
export async function clientTravelDocuments(token: string, size: TPageSize) {
  const found = await clientItineraryByToken(token)
  if (!found || found.vouchers.length === 0) return null
  const brand = await agencyVoucherBrand(await payloadClient(), found)
  return travelPack(found, { vouchers: found.vouchers, brand, size })
}

async function travelPack(
  found: TBookingDocument,
  { vouchers, brand, size }: { vouchers: TVoucher[]; brand: TVoucherBrand; size: TPageSize },
) {
  return {
    fileName: `${tripFileName(found.document.title, found.words.say)}.pdf`,
    body: await renderPdf({
      ...found,
      ...(await imagesOf(found, 800)),
      size,
      appendix: (pdf) => drawVouchers(pdf, { vouchers, brand, words: found.words }),
    }),
  }
}

export const NOT_CONFIRMED_VOUCHER: TErrorWords = { key: 'notConfirmedVoucher' }

/**
 * The supplier's copy of one service's voucher (issue 56), for staff: under Monsoon's name, in
 * English, to send with the confirmation or hand over on the day.
 */
export async function supplierVoucherPdf(reservationId: string, size: TPageSize) {
  const payload = await payloadClient()
  const reservation = await payload
    .findByID({ collection: 'supplier-reservations', id: reservationId, depth: 0 })
    .catch(() => null)
  if (!reservation) throw new AppError('NOT_FOUND', { key: 'noSuchReservation' })
  if (reservation.status !== 'confirmed') throw new AppError('STATUS_REFUSED', NOT_CONFIRMED_VOUCHER)
  const booking = await payload.findByID({
    collection: 'bookings',
    id: String(reservation.booking),
    depth: 0,
    select: { Code: true, tours: true, manifest: true, nameTour: true },
  })
  const voucher = (await bookingVouchers(payload, booking)).find((one) => one.key === reservation.serviceKey)
  if (!voucher) throw new AppError('STATUS_REFUSED', NOT_CONFIRMED_VOUCHER)
  return {
    fileName: `${voucher.number} ${voucher.service}.pdf`,
    body: await renderVoucherPdf({
      vouchers: [voucher],
      brand: {
        name: 'Monsoon Destination Management',
        colour: BRAND_RED,
        emergency: await monsoonEmergency(payload),
      },
      words: ENGLISH_DOCUMENT_WORDS,
      size,
    }),
  }
}
