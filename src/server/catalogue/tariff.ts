import 'server-only'
import type { Payload } from 'payload'
import type { TAgentProfile } from '@/domain/agents'
import { allotmentDay, roomKey } from '@/domain/allotments'
import type { TDatedTariff, TTariff, TTariffType } from '@/domain/catalogue-contract'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import { addDays, type TProductType, type TSellSettings } from '@/domain/pricing'
import { periodsIn, searchTariff } from '@/domain/tariff'
import { AppError } from '@/lib/errors'
import type { City, Hotel } from '@/payload-types'
import { instantNightCounts } from '@/server/allotments/store'
import { profileOf, type TAuth } from '@/server/auth/sessions'
import { payloadClient } from '@/server/payload'
import { sellSettingsFor } from '@/server/pricing/sell-settings'
import { soldPrice } from '@/server/pricing/sold'

/**
 * ONLINE TARIFF for an API caller (spec §7 Users/ClientTarifflogin): only an agent with the online
 * flag gets it (spec §6), for the nation of their session.
 */
/** `locale`: the language the names of nations, programs and transfers are read in (issue 58); English when left out. */
export type TTariffQuery = { city?: string; type?: TTariffType; from?: string; to?: string; locale?: TLocale }

/**
 * Spec §3 search parameters as the call takes them: `nationCode`, one of the agent's own nations
 * (the session's when left out); `search` and the page (`searchTariff`). The API turns `languageId`
 * into `locale`: the nation's, programs' and transfers' names are read in it (hotel, room and vehicle
 * names and prices are the contracts' own).
 */
export type TTariffSearch = TTariffQuery & {
  languageId?: string
  search?: string
  nationCode?: string
  pageNumber: number
  pageSize: number
}

export async function onlineTariff(auth: TAuth, query: TTariffSearch) {
  const profile = profileOf(auth)
  if (!profile.online) throw new AppError('FORBIDDEN', { key: 'tariffNotEnabled' })
  const nation = query.nationCode?.trim().toLowerCase() || profile.nation
  if (!profile.listNation.includes(nation)) throw new AppError('FORBIDDEN', { key: 'nationNotYours' })
  const tariff = await agentTariff({ ...profile, nation }, query)
  return searchTariff(tariff, query)
}

/**
 * The signed-in agent's tariff, for their session's nation, currency and market: the periods on
 * sale from `from` (today when not asked, never earlier) up to `to`, priced at today's rates.
 */
export async function agentTariff(
  agent: Pick<TAgentProfile, 'nation' | 'cmarket' | 'ccurrency'>,
  query: TTariffQuery,
): Promise<TDatedTariff> {
  const date = new Date().toISOString().slice(0, 10)
  const from = query.from && query.from > date ? query.from : date
  const payload = await payloadClient()
  const settings = await sellSettingsFor(payload, agent, date)
  const tariff = await tariffFor(payload, { nationCode: agent.nation, market: agent.cmarket, ...query, from }, settings)
  return { ...tariff, date }
}

/**
 * ONLINE TARIFF (issue #4): the agent's current nation as a price list in their currency with their
 * market's markups — contracts of other markets never appear.
 */
export async function tariffFor(
  payload: Payload,
  args: {
    nationCode: string
    market: string
    city?: string
    type?: TTariffType
    from: string
    to?: string
    locale?: TLocale
  },
  settings: TSellSettings,
): Promise<TTariff> {
  const seller = (currency: string, type: TProductType) => soldPrice(settings, currency, type)
  const inLanguage = { locale: args.locale ?? DEFAULT_LOCALE, fallbackLocale: DEFAULT_LOCALE } as const
  const { docs: nations } = await payload.find({
    collection: 'nations',
    where: { code: { equals: args.nationCode } },
    limit: 1,
    depth: 0,
    ...inLanguage,
  })
  const nation = nations[0]
  const empty: TTariff = {
    currency: settings.currency,
    nationName: nation?.fullName ?? args.nationCode,
    cities: [],
    hotels: [],
    programs: [],
    transfers: [],
    visa: [],
  }
  if (!nation) return empty
  const inNation = { nation: { equals: nation.id } }
  const { docs: cities } = await payload.find({
    collection: 'cities',
    where: inNation,
    sort: 'fullName',
    depth: 0,
    pagination: false,
  })
  const cityName = new Map(cities.map((city) => [city.id, city.fullName]))
  const byCity = args.city ? { and: [inNation, { city: { equals: args.city } }] } : inNation
  const wants = (type: TTariffType) => !args.type || args.type === type
  const tariff: TTariff = { ...empty, cities: cities.map((city) => ({ id: city.id, name: city.fullName })) }

  if (wants('hotels')) {
    const { docs: hotels } = await payload.find({
      collection: 'hotels',
      where: byCity,
      sort: 'name',
      depth: 0,
      pagination: false,
    })
    const { docs: contracts } = await payload.find({
      collection: 'hotel-contracts',
      where: { and: [{ hotel: { in: hotels.map((hotel) => hotel.id) } }, { markets: { in: [args.market] } }] },
      depth: 0,
      pagination: false,
    })
    // Monsoon's allotment marks the rooms an agent can book at once (issue 25): nights in the window.
    const instant = await instantNightCounts(payload, {
      hotels: hotels.map((hotel) => hotel.id),
      from: args.from,
      to: args.to ?? addDays(args.from, 365),
      today: allotmentDay(new Date()),
    })
    tariff.hotels = hotels
      .map((hotel: Hotel) => ({
        city: cityName.get(typeof hotel.city === 'string' ? hotel.city : (hotel.city as City).id) ?? '',
        name: hotel.name,
        stars: hotel.stars,
        rooms: contracts
          .filter((contract) => contract.hotel === hotel.id)
          .flatMap((contract) =>
            (contract.roomRates ?? []).map((rate) => ({
              room: rate.room,
              instantNights: instant.get(roomKey(hotel.id, rate.room)) ?? 0,
              periods: periodsIn(rate.periods ?? [], args).map((period) => ({
                beginDate: period.beginDate,
                endDate: period.endDate,
                price: seller(contract.currency, 'Accommodation')(period.price),
              })),
            })),
          )
          .filter((room) => room.periods.length > 0),
      }))
      .filter((hotel) => hotel.rooms.length > 0)
      .sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name))
  }
  if (wants('programs')) {
    const { docs } = await payload.find({
      collection: 'programs',
      where: byCity,
      sort: 'name',
      depth: 0,
      pagination: false,
      ...inLanguage,
    })
    tariff.programs = docs.map((program) => {
      const priced = seller(program.currency, program.type)
      return {
        city: cityName.get(program.city as string) ?? '',
        name: program.name ?? '',
        duration: program.duration ?? '',
        adult: priced(program.adultPrice),
        children: (program.childPrices ?? []).map((band) => ({
          ages: `${band.ageFrom}–${band.ageTo}`,
          price: priced(band.price),
        })),
      }
    })
  }
  if (wants('transfers') && !args.city) {
    const { docs } = await payload.find({
      collection: 'transfers',
      where: inNation,
      sort: 'name',
      depth: 0,
      pagination: false,
      ...inLanguage,
    })
    tariff.transfers = docs.map((transfer) => ({
      name: transfer.name ?? '',
      vehicle: transfer.vehicle,
      pricing: transfer.pricing === 'perPerson' ? 'per person' : 'per vehicle',
      price: seller(transfer.currency, 'Transfer')(transfer.price),
    }))
  }
  if (wants('visa') && !args.city) {
    const { docs } = await payload.find({
      collection: 'visa-services',
      where: inNation,
      sort: 'visaType',
      depth: 0,
      pagination: false,
    })
    tariff.visa = docs.map((visa) => ({
      visaType: visa.visaType,
      price: seller(visa.currency, 'VisaOnArrivalServices')(visa.price),
    }))
  }
  return tariff
}
