import 'server-only'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import type { TRoomAvailability } from '@/domain/allotments'
import { mayAmendItinerary } from '@/domain/booking-status'
import { daysFor, type THotelOffer, type TRoomOffer, type TTourDay } from '@/domain/itinerary'
import { isCurrency } from '@/domain/pricing/money'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { Booking } from '@/payload-types'
import { availabilityOf } from '@/server/allotments/availability'
import { programOffer, transferOffer, visaOffer } from '@/server/catalogue/activity-lists'
import { roomOffers } from '@/server/catalogue/hotel-offers'
import { filterCatalogue, nationHotels, nationPrograms } from '@/server/catalogue/nation-catalogue'
import { sellSettingsFor } from '@/server/pricing/sell-settings'

/**
 * The catalogue as the consultant's quote editor searches it (issue 54): the services of the
 * booking's nation, sold to its agent's market in the booking's currency on the day they would
 * be added, so the editor adds them with the vault's own operations and shows their price before
 * the save. The save builds them again from the catalogue (`staffItinerary`); nothing here is
 * trusted by it.
 */

export const QUOTE_CATALOGUE_KINDS = [
  'DayProgram',
  'OvernightProgram',
  'Transfer',
  'VisaOnArrivalServices',
  'Accommodation',
] as const

/** How many services one search shows: the consultant narrows by typing. */
export const QUOTE_CATALOGUE_LIMIT = 12

const ZQuery = z
  .object({
    day: z.number().int().min(1).max(90),
    kind: z.enum(QUOTE_CATALOGUE_KINDS),
    search: z.string().max(100).default(''),
    nights: z.number().int().min(1).max(60).default(1),
  })
  .strict()

/** A room of a hotel found for the stay: what addHotel needs, and what the allotment says of it. */
type TFoundRoom = TRoomOffer & { availability: TRoomAvailability }

export type TQuoteCatalogue =
  | {
      kind: 'activities'
      currency: string
      items: ReturnType<typeof programOffer | typeof transferOffer | typeof visaOffer>[]
    }
  | {
      kind: 'hotels'
      currency: string
      nights: number
      items: (THotelOffer & { stars: number; rooms: TFoundRoom[] })[]
    }

export async function quoteCatalogue(req: PayloadRequest, bookingId: string, body: unknown): Promise<TQuoteCatalogue> {
  const parsed = ZQuery.safeParse(body)
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', 'Give the day (1 to 90), the kind of service, the words to search and the nights')
  const query = parsed.data
  const { payload } = req
  const booking = (await payload
    .findByID({ collection: 'bookings', id: bookingId, depth: 0, req })
    .catch(() => null)) as Booking | null
  if (!booking) throw new AppError('NOT_FOUND', 'No such booking')
  if (!mayAmendItinerary(booking.status))
    throw new AppError(
      'STATUS_REFUSED',
      'Services can be added only while Monsoon is quoting the booking or amending it once confirmed',
    )
  const days = daysFor(
    booking.begindate.slice(0, 10),
    booking.enddate.slice(0, 10),
    (booking.tours ?? []) as TTourDay[],
  )
  const day = days[query.day - 1]
  if (!day) throw new AppError('BAD_REQUEST', `The booking has ${days.length} days`)
  const agent = await payload.findByID({
    collection: 'agents',
    id: relationId(booking.agent),
    depth: 0,
    select: { cmarket: true },
    req,
  })
  if (!isCurrency(booking.currency)) throw new AppError('UNAVAILABLE', `The booking's currency is not priced`)
  const settings = await sellSettingsFor(payload, { ccurrency: booking.currency, cmarket: agent.cmarket }, day.date)
  const nationId = relationId(booking.nation)
  const search = query.search.trim()

  if (query.kind === 'Accommodation') {
    // A stay never runs past the trip's last night.
    const nights = Math.min(query.nights, days.length - query.day)
    if (nights < 1) throw new AppError('BAD_REQUEST', 'The trip ends that day: a stay needs a night after it')
    const hotels = filterCatalogue(await nationHotels(payload, nationId), { search }).slice(0, QUOTE_CATALOGUE_LIMIT)
    const stay = {
      checkIn: day.date,
      nights,
      adults: booking.adultQuantity,
      children: booking.childQuantity ?? 0,
      market: agent.cmarket,
    }
    const available = await availabilityOf(payload, {
      hotels: hotels.map((hotel) => hotel.id),
      checkIn: day.date,
      nights,
    })
    const items = hotels
      .map((hotel) => ({
        _id: hotel.id,
        nameTour: hotel.name,
        city: hotel.cityName,
        stars: hotel.stars,
        rooms: roomOffers(hotel, stay, settings).map((offer) => ({
          idContract: offer.contractId,
          idRoom: offer.room,
          occupancy: offer.occupancy,
          rates: offer.rates,
          extras: offer.extras,
          availability: available(hotel.id, offer.room, offer.rooms),
        })),
      }))
      .filter((hotel) => hotel.rooms.length > 0)
    return { kind: 'hotels', currency: settings.currency, nights, items }
  }
  if (query.kind === 'Transfer' || query.kind === 'VisaOnArrivalServices') {
    const collection = query.kind === 'Transfer' ? 'transfers' : 'visa-services'
    const field = query.kind === 'Transfer' ? 'name' : 'visaType'
    const { docs } = await payload.find({
      collection,
      where: { and: [{ nation: { equals: nationId } }, ...(search ? [{ [field]: { like: search } }] : [])] },
      sort: field,
      limit: QUOTE_CATALOGUE_LIMIT,
      depth: 0,
      req,
    })
    const items = docs.map((doc) =>
      query.kind === 'Transfer'
        ? transferOffer(doc as Parameters<typeof transferOffer>[0], settings)
        : visaOffer(doc as Parameters<typeof visaOffer>[0], settings),
    )
    return { kind: 'activities', currency: settings.currency, items }
  }
  const programs = filterCatalogue(await nationPrograms(payload, nationId), { search })
    .filter((program) => program.type === query.kind)
    .slice(0, QUOTE_CATALOGUE_LIMIT)
  return {
    kind: 'activities',
    currency: settings.currency,
    items: programs.map((program) => programOffer(program, settings)),
  }
}
