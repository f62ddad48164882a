import 'server-only'
import type { Payload } from 'payload'
import { roomPriceOn, type TRoomExtrasOffer, type TSoldRoomRates } from '@/domain/itinerary'
import { addDays, quickAddRooms, roomTotal, type TIsoDate, type TSellSettings } from '@/domain/pricing'
import { isCurrency, type TCurrencyCode } from '@/domain/pricing/money'
import { relationId } from '@/lib/relation'
import type { HotelContract } from '@/payload-types'
import { soldPrice } from '@/server/pricing/sold'
import { contractsOn, nationHotels, type THotelRow } from './nation-catalogue'

export type TRoomOffer = {
  hotelId: string
  contractId: string
  room: string
  occupancy: number
  /** Rooms by quick add (§5). */
  rooms: number
  /** Optional extras of the room, sold per stay (chosen in the vault). */
  addOns: Array<{ name: string; price: number }>
  /** Sold rates and extras: what the vault prices an itinerary's room nights with (ADR 012). */
  rates: TSoldRoomRates
  extras: TRoomExtrasOffer
  nights: Array<{ date: TIsoDate; sell: number }>
  total: number
  currency: TCurrencyCode
}

type TRoomRate = NonNullable<HotelContract['roomRates']>[number]

/** One of a contract's room rates, and how many guests the room is sold for. */
export type TContractRoom = { rate: TRoomRate; occupancy: number }

/**
 * A contract room as an agent buys it: every amount parsed exactly and sold once, unit by unit,
 * in the agent's currency (ADR 010, ADR 012). The vault and the server price itineraries from this.
 */
export function soldRoom(
  contract: Pick<HotelContract, 'currency' | 'validFrom' | 'validTo'>,
  { rate, occupancy }: TContractRoom,
  settings: TSellSettings,
): { rates: TSoldRoomRates; extras: TRoomExtrasOffer } {
  const price = soldPrice(settings, contract.currency, 'Accommodation')
  return {
    rates: {
      fitPrice: price(rate.fitPrice),
      optionalValue: price(rate.optionalValue),
      occupancy,
      validFrom: contract.validFrom,
      validTo: contract.validTo,
      periodPrices: (rate.periods ?? []).map((period) => ({
        beginDate: period.beginDate,
        endDate: period.endDate,
        price: price(period.price),
      })),
    },
    extras: {
      extraBedAdult: price(rate.extraBedAdult),
      extraBedChild: price(rate.extraBedChild),
      mealPlanAdult: price(rate.mealPlanAdult),
      mealPlanChildren: (rate.mealPlanChildren ?? []).map((band) => ({
        from: band.from,
        to: band.to,
        price: price(band.price),
      })),
      addOns: (rate.addOns ?? []).map((addOn) => ({ name: addOn.name, price: price(addOn.price) })),
    },
  }
}

type TStay = { checkIn: TIsoDate; nights: number; adults: number; children: number; market: string }

/**
 * The rooms of a hotel an agent can book for a stay, priced for them from its contracts sold to
 * their market on the check-in day: rooms by quick add; each night by its own period, at the sold
 * unit prices the itinerary uses.
 */
export function roomOffers(hotel: THotelRow, stay: TStay, settings: TSellSettings): TRoomOffer[] {
  const contracts = contractsOn(hotel, stay.market, stay.checkIn)
  const occupancyOf = new Map((hotel.rooms ?? []).map((room) => [room.name, room.occupancy]))
  const dates = Array.from({ length: stay.nights }, (_, index) => addDays(stay.checkIn, index))
  const offers: TRoomOffer[] = []
  for (const contract of contracts) {
    if (!isCurrency(contract.currency)) continue
    for (const rate of contract.roomRates ?? []) {
      const occupancy = occupancyOf.get(rate.room) ?? 2
      const rooms = quickAddRooms(stay.adults, stay.children, occupancy)
      const sold = soldRoom(contract, { rate, occupancy }, settings)
      const nights = dates
        .map((date) => ({ date, price: roomPriceOn(sold.rates, date) }))
        .filter((night) => night.price > 0)
        .map((night) => ({
          date: night.date,
          sell: roomTotal({ price: night.price, rooms, optionalValue: sold.rates.optionalValue }),
        }))
      if (nights.length === 0) continue
      offers.push({
        hotelId: hotel.id,
        contractId: contract.id,
        room: rate.room,
        occupancy,
        rooms,
        addOns: sold.extras.addOns,
        ...sold,
        nights,
        total: nights.reduce((sum, night) => sum + night.sell, 0),
        currency: settings.currency,
      })
    }
  }
  return offers
}

/** One hotel's priced rooms for a stay, from its nation's catalogue (none when it is not there). */
export async function hotelOffersIn(
  payload: Payload,
  args: TStay & { hotelId: string; nationId: string },
  settings: TSellSettings,
): Promise<TRoomOffer[]> {
  const hotel = (await nationHotels(payload, args.nationId)).find((row) => row.id === args.hotelId)
  return hotel ? roomOffers(hotel, args, settings) : []
}

/** The same when the hotel's nation is not known yet (the demo bookings). */
export async function hotelOffers(
  payload: Payload,
  args: TStay & { hotelId: string },
  settings: TSellSettings,
): Promise<TRoomOffer[]> {
  const { nation } = await payload.findByID({
    collection: 'hotels',
    id: args.hotelId,
    depth: 0,
    select: { nation: true },
  })
  return hotelOffersIn(payload, { nationId: relationId(nation), ...args }, settings)
}
