import 'server-only'
import type { Payload } from 'payload'
import { roomPriceOn, type TRoomExtrasOffer, type TSoldRoomRates } from '@/domain/itinerary'
import { addDays, quickAddRooms, roomTotal, type TIsoDate, type TSellSettings } from '@/domain/pricing'
import { isCurrency, type TCurrencyCode } from '@/domain/pricing/money'
import type { HotelContract } from '@/payload-types'
import { soldPrice } from '@/server/pricing/sold'

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

/**
 * A contract room as an agent buys it: every amount parsed exactly and sold once, unit by unit,
 * in the agent's currency (ADR 010, ADR 012). The vault and the server price itineraries from this.
 */
export function soldRoom(
  contract: Pick<HotelContract, 'currency' | 'validFrom' | 'validTo'>,
  rate: TRoomRate,
  occupancy: number,
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

/**
 * The rooms of a hotel an agent can book for a stay, priced for them: only contracts sold to the
 * agent's market and valid on the check-in date (an agent never sees another market's rates);
 * rooms by quick add; each night by its own period, at the sold unit prices the itinerary uses.
 */
export async function hotelOffers(
  payload: Payload,
  args: { hotelId: string; checkIn: TIsoDate; nights: number; adults: number; children: number; market: string },
  settings: TSellSettings,
): Promise<TRoomOffer[]> {
  const [hotel, contracts] = await Promise.all([
    payload.findByID({ collection: 'hotels', id: args.hotelId, depth: 0 }),
    payload.find({
      collection: 'hotel-contracts',
      where: {
        and: [
          { hotel: { equals: args.hotelId } },
          { markets: { in: [args.market] } },
          { validFrom: { less_than_equal: args.checkIn } },
          { validTo: { greater_than_equal: args.checkIn } },
        ],
      },
      depth: 0,
      pagination: false,
    }),
  ])
  const occupancyOf = new Map((hotel.rooms ?? []).map((room) => [room.name, room.occupancy]))
  const offers: TRoomOffer[] = []
  for (const contract of contracts.docs) {
    if (!isCurrency(contract.currency)) continue
    for (const rate of contract.roomRates ?? []) {
      const occupancy = occupancyOf.get(rate.room) ?? 2
      const rooms = quickAddRooms(args.adults, args.children, occupancy)
      const sold = soldRoom(contract, rate, occupancy, settings)
      const nights = Array.from({ length: args.nights }, (_, index) => addDays(args.checkIn, index))
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
