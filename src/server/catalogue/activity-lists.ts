import 'server-only'
import type { Payload, Where } from 'payload'
import type { TRoomAvailability } from '@/domain/allotments'
import { onRequestText, type TAvailabilityWords } from '@/domain/availability-words'
import type { TProgramOffer, TTransferOffer, TVisaOffer } from '@/domain/itinerary'
import { DEFAULT_LOCALE } from '@/domain/locales'
import { addDays, type TIsoDate, type TSellSettings } from '@/domain/pricing'
import { AppError } from '@/lib/errors'
import { availabilityWords } from '@/lib/i18n/availability-words'
import { localCached } from '@/lib/tag-cache'
import type { Program, Transfer, VisaService } from '@/payload-types'
import { availabilityOf } from '@/server/allotments/availability'
import { nationCodes, type TAuth } from '@/server/auth/sessions'
import { mediaUrl } from '@/server/content/media'
import { localeOfLanguage } from '@/server/languages/languages'
import { payloadClient } from '@/server/payload'
import { sellSettingsFor } from '@/server/pricing/sell-settings'
import { soldPrice } from '@/server/pricing/sold'
import { hotelOffersIn, roomOffers, type TRoomOffer } from './hotel-offers'
import { cityName, filterCatalogue, nationHotels, nationPrograms, type TCatalogueFilter } from './nation-catalogue'

export type TListQuery = TCatalogueFilter & {
  nation: string
  /** The language of the descriptions (a `languageId`; English when it names none shown, issue 26). */
  languageId?: string
  pageNumber: number
  pageSize: number
  begindate: TIsoDate
  enddate?: TIsoDate
  adults: number
  children: number
}

export type TPage<T> = { items: T[]; total: number; pageNumber: number; pageSize: number; currency: string }

/**
 * Every catalogue list is for a signed-in agent, in a nation of their own listNation, priced in
 * their currency with their market's markup (issue #4). What the browser sends as currency or
 * markup is ignored: the agent's account decides.
 */
async function context(auth: TAuth, query: TListQuery) {
  const code = query.nation.trim().toLowerCase()
  if (!nationCodes(auth.agent).includes(code)) throw new AppError('FORBIDDEN', { key: 'nationNotYours' })
  const payload = await payloadClient()
  const [nationId, settings, locale] = await Promise.all([
    nationIdOf(payload, code),
    sellSettingsFor(payload, auth.agent, query.begindate),
    localeOfLanguage(query.languageId),
  ])
  if (!nationId) throw new AppError('NOT_FOUND', { key: 'unknownNation' })
  return { payload, nationId, settings, locale, words: await availabilityWords(locale) }
}

/** A nation's id by its code; only codes of the agent's own list reach here, so the keys are few. */
const nationIdOf = (payload: Payload, code: string) =>
  localCached({ key: `nation-id:${code}`, tags: ['nations'] }, async () => {
    const { docs } = await payload.find({
      collection: 'nations',
      where: { code: { equals: code } },
      select: {},
      limit: 1,
      depth: 0,
      pagination: false,
    })
    return docs[0]?.id ?? null
  })

const where = (nationId: string, query: TListQuery, searchField: string): Where => ({
  and: [
    { nation: { equals: nationId } },
    ...(query.city ? [{ city: { equals: query.city } }] : []),
    ...(query.search ? [{ [searchField]: { like: query.search } }] : []),
    ...(query.id ? [{ id: { equals: query.id } }] : []),
  ],
})

/** The rows of the asked page (1-based). */
const pageOf = <T>(rows: T[], query: TListQuery) =>
  rows.slice((query.pageNumber - 1) * query.pageSize, query.pageNumber * query.pageSize)

/** The query a page answers, and the agent's sell settings (their currency). */
type TPageFor = { query: TListQuery; settings: TSellSettings }

/** One page of priced items, in the agent's currency; `total` counts the items of every page. */
const page = <T>(items: T[], total: number, { query, settings }: TPageFor): TPage<T> => ({
  items,
  total,
  pageNumber: query.pageNumber,
  pageSize: query.pageSize,
  currency: settings.currency,
})

/** A priced room as the vault reads it (spec §3 Hotel room activity names). */
const roomLine = (offer: TRoomOffer, availability?: TRoomAvailability, words?: TAvailabilityWords) => ({
  idContract: offer.contractId,
  idRoom: offer.room,
  roomName: offer.room,
  rates: offer.rates,
  extras: offer.extras,
  occupancy: offer.occupancy,
  numberRoom: offer.rooms,
  addOns: offer.addOns,
  nights: offer.nights,
  total: offer.total,
  ...(availability && words ? { availability: availabilityLine(availability, words) } : {}),
})

/** A room's availability as the API answers it: its reason in the call's language. */
const availabilityLine = ({ why, ...availability }: TRoomAvailability, words: TAvailabilityWords) => ({
  ...availability,
  reason: why ? onRequestText(why, words) : '',
})

/** Callers of the lists read city names from here too (the bookings, favourites, demo data). */
export { cityName }

/** A program as the vault's pickers and the booking service read it: sold in the agent's currency. */
export function programOffer(program: Program, settings: TSellSettings) {
  const price = soldPrice(settings, program.currency, program.type)
  return {
    _id: program.id,
    nameTour: program.name ?? '',
    type: program.type,
    duration: program.duration ?? '',
    experience: program.experience ?? '',
    category: program.category ?? '',
    tourStyle: program.tourStyle ?? '',
    city: cityName(program.city),
    description: program.description ?? '',
    venue:
      typeof program.venue === 'object' && program.venue
        ? { title: program.venue.title, brand: program.venue.type }
        : null,
    image: mediaUrl(typeof program.image === 'object' ? program.image : null, 'thumbnail'),
    adultPrice: price(program.adultPrice),
    childPrices: (program.childPrices ?? []).map((band) => ({
      ageFrom: band.ageFrom,
      ageTo: band.ageTo,
      price: price(band.price),
    })),
    lsSurcharge: (program.surcharges ?? []).map((surcharge) => ({
      name: surcharge.name,
      price: price(surcharge.price),
      isActive: Boolean(surcharge.isActive),
      Children: (surcharge.children ?? []).map((child) => ({ age: child.age, childPrice: price(child.childPrice) })),
      compulsory: Boolean(surcharge.compulsory),
      seasonFrom: surcharge.seasonFrom || null,
      seasonTo: surcharge.seasonTo || null,
    })),
  } satisfies TProgramOffer & Record<string, unknown>
}

export function transferOffer(transfer: Transfer, settings: TSellSettings) {
  return {
    _id: transfer.id,
    nameTour: transfer.name ?? '',
    type: 'Transfer' as const,
    from: transfer.from,
    to: transfer.to,
    vehicle: transfer.vehicle,
    pricing: transfer.pricing,
    price: soldPrice(settings, transfer.currency, 'Transfer')(transfer.price),
  } satisfies TTransferOffer & Record<string, unknown>
}

export function visaOffer(visa: VisaService, settings: TSellSettings) {
  return {
    _id: visa.id,
    nameTour: visa.visaType,
    type: 'VisaOnArrivalServices' as const,
    price: soldPrice(settings, visa.currency, 'VisaOnArrivalServices')(visa.price),
  } satisfies TVisaOffer & Record<string, unknown>
}

export async function listAccommodation(auth: TAuth, query: TListQuery) {
  const ctx = await context(auth, query)
  const nights = Math.max(
    1,
    query.enddate ? Math.round((Date.parse(query.enddate) - Date.parse(query.begindate)) / 86_400_000) : 1,
  )
  const stay = {
    checkIn: query.begindate,
    nights,
    adults: query.adults,
    children: query.children,
    market: auth.agent.cmarket,
  }
  const hotels = filterCatalogue(await nationHotels(ctx.payload, ctx.nationId, ctx.locale), query)
  const shown = pageOf(hotels, query)
  const available = await availabilityOf(ctx.payload, {
    hotels: shown.map((hotel) => hotel.id),
    checkIn: stay.checkIn,
    nights,
  })
  const items = shown.map((hotel) => {
    const offers = roomOffers(hotel, stay, ctx.settings)
    return {
      _id: hotel.id,
      nameTour: hotel.name,
      type: 'Accommodation' as const,
      rating: hotel.stars,
      accommodationType: hotel.accommodationType,
      city: hotel.cityName,
      image: hotel.image,
      description: hotel.description,
      nights,
      checkOut: addDays(query.begindate, nights),
      rooms: offers.map((offer) => roomLine(offer, available(hotel.id, offer.room, offer.rooms), ctx.words)),
      fromTotal: offers.length ? Math.min(...offers.map((offer) => offer.total)) : null,
    }
  })
  return page(items, hotels.length, { query, settings: ctx.settings })
}

export async function listPrograms(auth: TAuth, query: TListQuery) {
  const ctx = await context(auth, query)
  const programs = filterCatalogue(await nationPrograms(ctx.payload, ctx.nationId, ctx.locale), query)
  const items = pageOf(programs, query).map((program) => programOffer(program, ctx.settings))
  return page(items, programs.length, { query, settings: ctx.settings })
}

export async function listTransfers(auth: TAuth, query: TListQuery) {
  const ctx = await context(auth, query)
  const transfers = await ctx.payload.find({
    collection: 'transfers',
    where: where(ctx.nationId, { ...query, city: undefined }, 'name'),
    sort: 'name',
    page: query.pageNumber,
    limit: query.pageSize,
    depth: 0,
  })
  const items = transfers.docs.map((transfer) => transferOffer(transfer, ctx.settings))
  return page(items, transfers.totalDocs, { query, settings: ctx.settings })
}

export async function listVisaServices(auth: TAuth, query: TListQuery) {
  const ctx = await context(auth, query)
  const visas = await ctx.payload.find({
    collection: 'visa-services',
    where: { and: [{ nation: { equals: ctx.nationId } }, ...(query.id ? [{ id: { equals: query.id } }] : [])] },
    sort: 'visaType',
    page: query.pageNumber,
    limit: query.pageSize,
    depth: 0,
    locale: ctx.locale,
    fallbackLocale: DEFAULT_LOCALE,
  })
  const items = visas.docs.map((visa) => visaOffer(visa, ctx.settings))
  return page(items, visas.totalDocs, { query, settings: ctx.settings })
}

export type TOneQuery = {
  id: string
  day: TIsoDate
  nights: number
  adults: number
  children: number
  languageId?: string
}

/** The nation of a catalogue item, checked against the agent's list like every list. */
async function nationCodeOf(nation: unknown): Promise<string> {
  const payload = await payloadClient()
  const id = typeof nation === 'string' ? nation : (nation as { id?: string } | null)?.id
  if (!id) throw new AppError('NOT_FOUND', { key: 'unknownItem' })
  const found = await payload.findByID({ collection: 'nations', id, depth: 0 })
  return found.code
}

async function findOne(collection: 'hotels' | 'programs' | 'transfers' | 'visa-services', id: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    // Who delivers an item is Monsoon's business, not the agent's (issue 56).
    select: { supplier: false },
  })
  if (!docs[0]) throw new AppError('NOT_FOUND', { key: 'unknownItem' })
  return docs[0]
}

/**
 * One{activity} (spec §7): one catalogue item priced for the agent on the itinerary day `day` (an
 * ISO date) — a hotel with its rooms for `nights` nights, a program, a transfer or a visa service.
 */
export async function oneActivity(
  auth: TAuth,
  kind: 'Accommodation' | 'DayProgram' | 'Transfer' | 'VisaOnArrivalServices',
  query: TOneQuery,
) {
  const collection = {
    Accommodation: 'hotels',
    DayProgram: 'programs',
    Transfer: 'transfers',
    VisaOnArrivalServices: 'visa-services',
  } as const
  const item = await findOne(collection[kind], query.id)
  const listQuery: TListQuery = {
    nation: await nationCodeOf((item as { nation?: unknown }).nation),
    pageNumber: 1,
    pageSize: 1,
    begindate: query.day,
    enddate: addDays(query.day, Math.max(1, query.nights)),
    adults: query.adults,
    children: query.children,
    id: query.id,
    languageId: query.languageId,
  }
  if (kind === 'Accommodation') {
    const ctx = await context(auth, listQuery)
    const hotel = item as Awaited<ReturnType<typeof findOne>> & {
      name: string
      stars: number
      description?: string | null
    }
    const offers = await hotelOffersIn(
      ctx.payload,
      {
        nationId: ctx.nationId,
        hotelId: query.id,
        checkIn: query.day,
        nights: Math.max(1, query.nights),
        adults: query.adults,
        children: query.children,
        market: auth.agent.cmarket,
      },
      ctx.settings,
    )
    const available = await availabilityOf(ctx.payload, {
      hotels: [query.id],
      checkIn: query.day,
      nights: Math.max(1, query.nights),
    })
    return {
      _id: query.id,
      nameTour: hotel.name,
      type: kind,
      rating: hotel.stars,
      content: hotel.description ?? '',
      nights: Math.max(1, query.nights),
      rooms: offers.map((offer) => roomLine(offer, available(query.id, offer.room, offer.rooms), ctx.words)),
      currency: ctx.settings.currency,
    }
  }
  const lists = { DayProgram: listPrograms, Transfer: listTransfers, VisaOnArrivalServices: listVisaServices } as const
  const page = await lists[kind](auth, listQuery)
  const found = page.items.find((candidate) => candidate._id === query.id)
  if (!found) throw new AppError('NOT_FOUND', { key: 'unknownItem' })
  return { ...found, currency: page.currency }
}
