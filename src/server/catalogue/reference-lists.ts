import 'server-only'
import { ACCOMMODATION_TYPES } from '@/cms/collections/catalogue'
import type { TCodeName } from '@/domain/site'
import { slugOf } from '@/domain/text-search'
import { AppError } from '@/lib/errors'
import { cached } from '@/lib/tag-cache'
import { payloadClient } from '@/server/payload'

/** `{ _id, fullName }`, the shape of the spec's reference lists (§3). */
export type TNamed = { _id: string; fullName: string }

async function nationId(code: string | undefined): Promise<string | undefined> {
  if (!code) return undefined
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'nations',
    where: { code: { equals: code.toLowerCase() } },
    limit: 1,
    depth: 0,
  })
  if (!docs[0])
    throw new AppError(
      'NOT_FOUND',
      { key: 'unknownNation' },
      { fields: [{ field: 'nation', words: { key: 'unknownNation' } }] },
    )
  return docs[0].id
}

type TProgramField = 'experience' | 'duration' | 'category' | 'tourStyle'

/**
 * Experiences, durations, categories and tour styles are the values staff use on programs, so the
 * lists can never offer a filter that matches nothing (ADR 011).
 */
export async function programValues(field: TProgramField, nation?: string): Promise<TNamed[]> {
  return programValuesIn(field, await nationId(nation))
}

/** programValues for a nation already looked up (`undefined`: every nation). */
function programValuesIn(field: TProgramField, id: string | undefined): Promise<TNamed[]> {
  return cached({ key: `program-values:${field}:${id ?? 'all'}`, tags: ['catalogue'] }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'programs',
      where: id ? { nation: { equals: id } } : {},
      select: { [field]: true },
      depth: 0,
      pagination: false,
    })
    const values = [
      ...new Set(
        docs.map((doc) => (doc as unknown as Record<string, unknown>)[field]).filter((v): v is string => Boolean(v)),
      ),
    ]
    return values.sort((a, b) => a.localeCompare(b)).map((value) => ({ _id: slugOf(value), fullName: value }))
  })
}

export async function visaTypes(nation?: string): Promise<TNamed[]> {
  const id = await nationId(nation)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'visa-services',
    where: id ? { nation: { equals: id } } : {},
    sort: 'visaType',
    depth: 0,
    pagination: false,
  })
  return docs.map((doc) => ({ _id: doc.id, fullName: doc.visaType }))
}

export function accommodationTypes(): TNamed[] {
  return ACCOMMODATION_TYPES.map((type) => ({ _id: slugOf(type), fullName: type }))
}

export async function airlines(nation?: string): Promise<TCodeName[]> {
  const id = await nationId(nation)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'airlines',
    where: id ? { nations: { in: [id] } } : {},
    sort: 'fullName',
    depth: 0,
    pagination: false,
  })
  return docs.map((doc) => ({ _id: doc.id, code: doc.code, fullName: doc.fullName }))
}

export type TCityCount = { _id: string; fullName: string; province: string; count: number }

/**
 * GeoPaths/CountryCityWithCount: a nation's cities with their number of hotels, paged. Without a
 * keyword (the vault's city filter, on every booking it opens) the nation's whole list is read once
 * and kept until the catalogue changes; the hotels are counted in one query, not one a city.
 */
export async function citiesWithCount(args: {
  nation: string
  pageNumber: number
  pageSize: number
  keyword?: string
}) {
  const id = await nationId(args.nation)
  const page = (items: TCityCount[], total: number) => ({
    items,
    total,
    pageNumber: args.pageNumber,
    pageSize: args.pageSize,
  })
  if (!args.keyword) {
    const all = await nationCities(id)
    const start = (args.pageNumber - 1) * args.pageSize
    return page(all.slice(start, start + args.pageSize), all.length)
  }
  const payload = await payloadClient()
  const cities = await payload.find({
    collection: 'cities',
    where: { and: [{ nation: { equals: id } }, { fullName: { like: args.keyword } }] },
    sort: 'fullName',
    page: args.pageNumber,
    limit: args.pageSize,
    depth: 0,
  })
  return page(await withHotelCounts(cities.docs), cities.totalDocs)
}

/** Every city of a nation, by name, with its number of hotels; kept until the catalogue changes. */
function nationCities(id: string | undefined): Promise<TCityCount[]> {
  return cached({ key: `nation-cities:${id ?? 'all'}`, tags: ['catalogue'] }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'cities',
      where: id ? { nation: { equals: id } } : {},
      sort: 'fullName',
      select: { fullName: true, province: true },
      depth: 0,
      pagination: false,
    })
    return withHotelCounts(docs)
  })
}

/** These cities with the number of hotels in each, counted in one query. */
async function withHotelCounts(
  cities: { id: string; fullName: string; province?: string | null }[],
): Promise<TCityCount[]> {
  const counts = new Map<string, number>()
  if (cities.length > 0) {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'hotels',
      where: { city: { in: cities.map((city) => city.id) } },
      select: { city: true },
      depth: 0,
      pagination: false,
    })
    for (const hotel of docs) {
      const city = typeof hotel.city === 'string' ? hotel.city : hotel.city?.id
      if (city) counts.set(city, (counts.get(city) ?? 0) + 1)
    }
  }
  return cities.map((city) => ({
    _id: city.id,
    fullName: city.fullName,
    province: city.province ?? '',
    count: counts.get(city.id) ?? 0,
  }))
}

/**
 * The reference lists the vault's catalogue filters by, for a nation (spec §7 Config and common), as
 * the booking page renders them (issue 59): the same lists the pickers' calls answer.
 */
export async function pickerLists(nation: string) {
  // The nation looked up once for the five lists.
  const id = await nationId(nation)
  const [city, experience, duration, category, tourStyle] = await Promise.all([
    nationCities(id),
    programValuesIn('experience', id),
    programValuesIn('duration', id),
    programValuesIn('category', id),
    programValuesIn('tourStyle', id),
  ])
  return {
    nation,
    lists: {
      city: city.map(({ _id, fullName, province }) => ({ _id, fullName, province })),
      experience,
      duration,
      category,
      tourStyle,
      accommodationType: accommodationTypes(),
    },
  }
}

/**
 * GeoPaths/GetCountryCityHotelFilterClient and AutocompleteLocationByCountry: the cities of a
 * nation that have a hotel sold to the agent's market on the dates (optionally by a keyword).
 */
export async function citiesWithHotels(args: {
  nation: string
  market: string
  begin?: string
  end?: string
  keyword?: string
}) {
  const id = await nationId(args.nation)
  const payload = await payloadClient()
  const contracts = await payload.find({
    collection: 'hotel-contracts',
    where: {
      and: [
        { markets: { in: [args.market] } },
        ...(args.begin ? [{ validTo: { greater_than_equal: args.begin } }] : []),
        ...(args.end ? [{ validFrom: { less_than_equal: args.end } }] : []),
      ],
    },
    depth: 0,
    pagination: false,
    select: { hotel: true },
  })
  const hotelIds = [...new Set(contracts.docs.map((doc) => doc.hotel as string))]
  if (hotelIds.length === 0) return []
  const hotels = await payload.find({
    collection: 'hotels',
    where: { and: [{ id: { in: hotelIds } }, { nation: { equals: id } }] },
    depth: 1,
    pagination: false,
    select: { city: true },
  })
  const byId = new Map<string, TCityCount>()
  for (const hotel of hotels.docs) {
    const city = hotel.city
    if (!city || typeof city === 'string') continue
    if (args.keyword && !city.fullName.toLowerCase().includes(args.keyword.toLowerCase())) continue
    const entry = byId.get(city.id) ?? {
      _id: city.id,
      fullName: city.fullName,
      province: city.province ?? '',
      count: 0,
    }
    entry.count++
    byId.set(city.id, entry)
  }
  return [...byId.values()].sort((a, b) => a.fullName.localeCompare(b.fullName))
}
