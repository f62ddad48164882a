import 'server-only'
import type { Payload } from 'payload'
import { agencyContact } from '@/domain/agents'
import { storedNights } from '@/domain/allotments'
import {
  DEFAULT_EXPORT_TEXTS,
  exportDocument,
  type TCatalogueStory,
  type TExportDocument,
  type TExportImage,
} from '@/domain/booking-export'
import { readableBrandColour } from '@/domain/client-itinerary'
import type { TDocumentWords } from '@/domain/document-words'
import { summariseItinerary, type TTourDay } from '@/domain/itinerary'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import type { TProductType } from '@/domain/pricing/settings'
import { documentWords } from '@/lib/i18n/document-words'
import { relationId } from '@/lib/relation'
import type { Agent, Booking, Media } from '@/payload-types'
import { agencyBrand, type TAgencyBrand, type TAgencyLogo } from '@/server/agents/agency-brand'
import { agencyDefault, bookingMarkup, bookingSellingPrice } from '@/server/bookings/client-pricing'

/**
 * One telling of a booking for every document an agent hands out (issue 21, ADR 039): the Word
 * file, the PDF and the client itinerary page all render this, so they never disagree. The
 * client's version carries the agency's brand, the catalogue's descriptions and photos and, when
 * the agent chooses, the selling price; never Monsoon's name, codes or prices.
 */

export type TDocumentBrand = {
  agencyName: string
  colour: string
  logo: TAgencyLogo | null
  /** The agent the client writes to. */
  contact: { name: string; email: string; place: string }
}

/** A document, the brand it is shown under, and the words of its language (for the renderers' own labels). */
export type TBookingDocument = { document: TExportDocument; brand: TDocumentBrand; words: TDocumentWords }

const COLLECTION_OF: Record<TProductType, 'hotels' | 'programs' | 'transfers' | 'visa-services'> = {
  Accommodation: 'hotels',
  DayProgram: 'programs',
  OvernightProgram: 'programs',
  Transfer: 'transfers',
  VisaOnArrivalServices: 'visa-services',
}

/** The card-sized photo (960 px, WebP) of an upload, as the page shows it and the PDF and Word read it. */
function cardImage(upload: unknown, alt: string): TExportImage | null {
  if (!upload || typeof upload !== 'object') return null
  const media = upload as Media
  const card = media.sizes?.card
  const filename = card?.filename ?? media.filename
  const url = card?.url ?? media.url
  const width = card?.width ?? media.width
  const height = card?.height ?? media.height
  if (!filename || !url || !width || !height) return null
  return { filename, url, width, height, alt: media.alt || alt }
}

/** The descriptions and photos of the programs, hotels and services on a trip, by catalogue id. */
async function catalogueStories(
  payload: Payload,
  days: readonly TTourDay[],
  locale: TLocale,
): Promise<Map<string, TCatalogueStory>> {
  const idsByCollection = new Map<string, Set<string>>()
  for (const line of days.flatMap((day) => day.Activities)) {
    if (line.kind === 'surcharge') continue
    const collection = COLLECTION_OF[line.type]
    const ids = idsByCollection.get(collection) ?? new Set<string>()
    ids.add(line.tourId)
    idsByCollection.set(collection, ids)
  }
  const stories = new Map<string, TCatalogueStory>()
  await Promise.all(
    [...idsByCollection].map(async ([collection, ids]) => {
      const { docs } = await payload.find({
        collection: collection as 'programs',
        where: { id: { in: [...ids] } },
        depth: 1,
        limit: ids.size,
        pagination: false,
        select: { name: true, description: true, image: true },
        locale,
        fallbackLocale: DEFAULT_LOCALE,
        populate: { media: { alt: true, filename: true, url: true, width: true, height: true, sizes: true } },
      })
      for (const doc of docs as { id: string; name?: string; description?: string | null; image?: unknown }[]) {
        stories.set(doc.id, {
          description: (doc.description ?? '').trim(),
          image: cardImage(doc.image, doc.name ?? ''),
        })
      }
    }),
  )
  return stories
}

/** Where the catalogue places the trip's cities (those with both coordinates), by name. */
async function cityPlaces(payload: Payload, booking: Booking, days: readonly TTourDay[]) {
  const names = [
    ...new Set(
      days
        .flatMap((day) => [
          ...day.location.map((location) => location.city),
          ...day.Activities.map((line) => line.location ?? ''),
        ])
        .filter(Boolean),
    ),
  ]
  if (names.length === 0) return new Map<string, { lat: number; lon: number }>()
  const { docs } = await payload.find({
    collection: 'cities',
    where: { and: [{ fullName: { in: names } }, { nation: { equals: relationId(booking.nation) } }] },
    depth: 0,
    limit: names.length * 2,
    pagination: false,
    select: { fullName: true, latitude: true, longitude: true },
  })
  return new Map(
    docs.flatMap((city) =>
      typeof city.latitude === 'number' && typeof city.longitude === 'number'
        ? [[city.fullName, { lat: city.latitude, lon: city.longitude }] as const]
        : [],
    ),
  )
}

type TContactAgent = Pick<Agent, 'firstName' | 'lastName' | 'email'>

/** The booking's active hold: its nights and when it ends (the allotment's record, read here as data). */
async function heldFor(payload: Payload, bookingId: string) {
  const { docs } = await payload.find({
    collection: 'allotment-holds',
    where: {
      and: [
        { booking: { equals: bookingId } },
        { status: { equals: 'active' } },
        // Run out a moment ago, before the release job saw it: not held any more.
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    select: { nights: true, expiresAt: true },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

/** The agency's name, colour (readable on white) and logo, and the agent the client writes to. */
export async function documentBrand(
  payload: Payload,
  agencyId: string,
  contactAgent: TContactAgent,
): Promise<TDocumentBrand> {
  const { agency, logo } = await agencyBrand(payload, agencyId)
  return brandOf(agency, logo, contactAgent)
}

function brandOf(
  agency: TAgencyBrand['agency'],
  logo: TAgencyLogo | null,
  contactAgent: TContactAgent,
): TDocumentBrand {
  const contact = agencyContact(contactAgent, agency)
  return {
    agencyName: agency.name,
    colour: readableBrandColour(agency.brandColour),
    logo,
    contact: { name: contact.agentName, email: contact.agentEmail, place: contact.place },
  }
}

/**
 * A booking's document: `withPrices` is the agent's copy (Monsoon's prices per line, the margin),
 * otherwise the client's. `contactAgent` is who the client writes to.
 */
export async function bookingDocument(
  payload: Payload,
  booking: Booking,
  options: { withPrices: boolean; contactAgent: TContactAgent; locale: TLocale },
): Promise<TBookingDocument> {
  const days = (booking.tours ?? []) as TTourDay[]
  const agencyId = relationId(booking.agency)
  const { locale } = options
  const [{ agency, logo }, texts, stories, agencyMarkup, places, words, hold] = await Promise.all([
    agencyBrand(payload, agencyId),
    payload.findGlobal({ slug: 'booking-request-emails', depth: 0, locale, fallbackLocale: DEFAULT_LOCALE }),
    options.withPrices ? new Map<string, TCatalogueStory>() : catalogueStories(payload, days, locale),
    agencyDefault(payload, agencyId),
    options.withPrices ? new Map<string, { lat: number; lon: number }>() : cityPlaces(payload, booking, days),
    documentWords(locale),
    // Until Monsoon confirms, a held stay says until when (issue 54).
    booking.status === 'confirmed' || booking.status === 'cancelled' ? null : heldFor(payload, booking.id),
  ])
  const creator = typeof booking.agent === 'object' ? (booking.agent as Agent) : null
  const summary = summariseItinerary(days, booking.currency, words)
  const markup = bookingMarkup(booking, agencyMarkup).markup
  const brand = brandOf(agency, logo, options.contactAgent)
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
      status: booking.status,
      confirmationNumber: booking.confirmationNumber ?? '',
      bookedHotels: [...new Set(storedNights(booking.allotmentTaken).map((night) => night.hotel))],
      ...(hold
        ? {
            heldHotels: [...new Set(storedNights(hold.nights).map((night) => night.hotel))],
            heldUntil: hold.expiresAt.slice(0, 10),
          }
        : {}),
    },
    summary,
    agencyName: agency.name,
    contact: agencyContact(options.contactAgent, agency),
    withPrices: options.withPrices,
    texts: {
      terms: texts?.exportTerms?.trim() || DEFAULT_EXPORT_TEXTS.terms,
      clientNotes: texts?.exportClientNotes?.trim() || DEFAULT_EXPORT_TEXTS.clientNotes,
    },
    stories,
    places,
    selling: {
      price: bookingSellingPrice(booking, markup),
      markup,
      showToClient: Boolean(booking.clientShowsPrice),
    },
    words,
  })
  return { document, brand, words }
}
