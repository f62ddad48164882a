import 'server-only'
import type { Payload } from 'payload'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import { byRatingThenName, compareNames, searchRows, slugOf } from '@/domain/text-search'
import { localeTags } from '@/lib/locale-tags'
import { relationId } from '@/lib/relation'
import { localCached } from '@/lib/tag-cache'
import type { Hotel, HotelContract, Program } from '@/payload-types'
import { mediaUrl } from '@/server/content/media'

/**
 * A nation's hotels (with their contracts) and programs, read once and searched in memory (ADR 028):
 * agents search the same few hundred items all day, and staff change them rarely. Every change saved
 * in /admin drops the entry (tag `catalogue`); other instances converge within the cache's minute
 * (ADR 006). What an agent pays is still priced per request from these rows, and a booking is
 * repriced from the database when it is saved.
 */
export type TContractRow = Pick<HotelContract, 'id' | 'currency' | 'validFrom' | 'validTo' | 'roomRates' | 'markets'>

export type THotelRow = Pick<Hotel, 'id' | 'name' | 'stars' | 'accommodationType' | 'rooms'> & {
  cityId: string
  cityName: string
  description: string
  image: string | null
  contracts: TContractRow[]
}

/** A program with its name in the language read (English where it has no translation, ADR 045). */
export type TProgramRow = Program & { name: string; cityId: string; cityName: string }

/**
 * What the pickers filter on (issue 18): a city (id), words over name, city and description, one
 * item, and the reference lists' values (their `_id` or their name) on programs and hotels.
 */
export type TCatalogueFilter = {
  city?: string
  search?: string
  id?: string
  category?: string
  duration?: string
  tourStyle?: string
  experience?: string
  accommodationType?: string
  /**
   * Dining experiences (programs at a restaurant, issue 55): true lists only them, false none of
   * them, unset everything.
   */
  dining?: boolean
}

type TFilterable = {
  id: string
  name: string
  cityId: string
  cityName: string
  description?: string | null
  category?: string | null
  duration?: string | null
  tourStyle?: string | null
  experience?: string | null
  accommodationType?: string | null
  venue?: unknown
}

const VALUE_FILTERS = ['category', 'duration', 'tourStyle', 'experience', 'accommodationType'] as const

/** A reference value asked by its `_id` (slug) or its name matches the row's value: their slugs agree. */
const sameValue = (value: string | null | undefined, asked: string) =>
  Boolean(value) && slugOf(value as string) === slugOf(asked)

const tagsOf = (locale: TLocale) => [...localeTags('catalogue', locale), 'media']

/** The name of a populated city relationship ('' when it is only an id). */
export const cityName = (city: unknown) =>
  typeof city === 'object' && city ? ((city as { fullName?: string }).fullName ?? '') : ''

/**
 * A nation's hotels with their contracts, in a language (the descriptions; English where not
 * translated, issue 26): one cached entry per nation and language.
 */
export function nationHotels(
  payload: Payload,
  nationId: string,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<THotelRow[]> {
  return localCached({ key: `nation-hotels:${nationId}|${locale}`, tags: tagsOf(locale) }, async () => {
    const { docs: hotels } = await payload.find({
      collection: 'hotels',
      where: { nation: { equals: nationId } },
      depth: 1,
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      select: {
        name: true,
        stars: true,
        accommodationType: true,
        city: true,
        image: true,
        rooms: true,
        description: true,
      },
      populate: { cities: { fullName: true } },
      pagination: false,
    })
    const { docs: contracts } = await payload.find({
      collection: 'hotel-contracts',
      where: { hotel: { in: hotels.map((hotel) => hotel.id) } },
      select: { hotel: true, currency: true, validFrom: true, validTo: true, roomRates: true, markets: true },
      depth: 0,
      pagination: false,
    })
    const byHotel = new Map<string, typeof contracts>()
    for (const contract of contracts) {
      const hotelId = relationId(contract.hotel)
      const list = byHotel.get(hotelId)
      if (list) list.push(contract)
      else byHotel.set(hotelId, [contract])
    }
    return hotels
      .map((hotel) => ({
        id: hotel.id,
        name: hotel.name,
        stars: hotel.stars,
        accommodationType: hotel.accommodationType,
        rooms: (hotel.rooms ?? []).map((room) => ({ name: room.name, occupancy: room.occupancy })) as Hotel['rooms'],
        cityId: relationId(hotel.city),
        cityName: cityName(hotel.city),
        description: hotel.description ?? '',
        image: mediaUrl(typeof hotel.image === 'object' ? hotel.image : null, 'thumbnail'),
        contracts: (byHotel.get(hotel.id) ?? []).map(({ hotel: _hotel, ...contract }) => contract),
      }))
      .sort(byRatingThenName)
  })
}

export function nationPrograms(
  payload: Payload,
  nationId: string,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<TProgramRow[]> {
  return localCached({ key: `nation-programs:${nationId}|${locale}`, tags: tagsOf(locale) }, async () => {
    const { docs } = await payload.find({
      collection: 'programs',
      where: { nation: { equals: nationId } },
      depth: 1,
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      populate: { cities: { fullName: true }, nations: { code: true }, venues: { title: true, type: true } },
      // Who delivers a program is Monsoon's business, not the agent's (issue 56).
      select: { supplier: false },
      pagination: false,
    })
    return docs
      .map((program) => ({
        ...program,
        name: program.name ?? '',
        cityId: relationId(program.city),
        cityName: cityName(program.city),
      }))
      .sort((a, b) => compareNames(a.name, b.name))
  })
}

/** The rows a list shows, as the list calls filter them (spec §7, issue 18); name matches first. */
export function filterCatalogue<T extends TFilterable>(rows: T[], filter: TCatalogueFilter): T[] {
  const kept = rows.filter(
    (row) =>
      (!filter.city || row.cityId === filter.city) &&
      (!filter.id || row.id === filter.id) &&
      (filter.dining === undefined || Boolean(row.venue) === filter.dining) &&
      VALUE_FILTERS.every((field) => !filter[field] || sameValue(row[field], filter[field] as string)),
  )
  return searchRows(kept, filter.search, (row) => [row.name, row.cityName, row.description ?? ''])
}

/** The contracts sold to a market and valid on the check-in day (an agent never sees another market's rates). */
export const contractsOn = (hotel: THotelRow, market: string, checkIn: string) => {
  const day = Date.parse(checkIn)
  return hotel.contracts.filter(
    (contract) =>
      (contract.markets ?? []).includes(market as never) &&
      Date.parse(contract.validFrom) <= day &&
      Date.parse(contract.validTo) >= day,
  )
}
