import 'server-only'
import type { Payload } from 'payload'
import { quickAddRooms, sell, type TIsoDate, type TRoomRates, type TSellSettings } from '@/domain/pricing'
import { priceStay } from '@/domain/pricing/hotel'
import { isCurrency, parseAmount, type TCurrencyCode } from '@/domain/pricing/money'
import type { HotelContract } from '@/payload-types'
import { soldPrice } from '../pricing/sold'

export type TRoomOffer = {
  hotelId: string
  contractId: string
  room: string
  occupancy: number
  rooms: number
  /** Optional extras of the room, sold per stay (chosen in the vault). */
  addOns: Array<{ name: string; price: number }>
  nights: Array<{ date: TIsoDate; sell: number }>
  total: number
  currency: TCurrencyCode
}

type TRoomRate = NonNullable<HotelContract['roomRates']>[number]

/** A contract's room as the pricing module reads it: every amount parsed exactly (ADR 010). */
export function roomRatesOf(rate: TRoomRate, currency: TCurrencyCode, occupancy: number): TRoomRates {
  const amount = (text: string | null | undefined) => (text ? parseAmount(text, currency) : 0)
  return {
    fitPrice: amount(rate.fitPrice),
    optionalValue: amount(rate.optionalValue),
    occupancy,
    periodPrices: (rate.periods ?? []).map((period) => ({
      beginDate: period.beginDate,
      endDate: period.endDate,
      price: amount(period.price),
    })),
  }
}

/**
 * The rooms of a hotel an agent can book for a stay, priced for them: only contracts sold to the
 * agent's market and valid on the check-in date (an agent never sees another market's rates);
 * rooms by quick add; each night by its own period; sold in the agent's currency once per night.
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
      const nights = priceStay({
        rates: roomRatesOf(rate, contract.currency, occupancy),
        checkIn: args.checkIn,
        nights: args.nights,
        rooms,
      }).map((night) => ({
        date: night.date,
        sell: sell(
          { amount: night.total, currency: contract.currency as TCurrencyCode },
          { to: settings.currency, rates: settings.rates, markupBps: settings.markupBps.Accommodation },
        ).amount,
      }))
      if (nights.length === 0) continue
      offers.push({
        hotelId: hotel.id,
        contractId: contract.id,
        room: rate.room,
        occupancy,
        rooms,
        addOns: (rate.addOns ?? []).map((addOn) => ({
          name: addOn.name,
          price: soldPrice(settings, contract.currency, 'Accommodation')(addOn.price),
        })),
        nights,
        total: nights.reduce((sum, night) => sum + night.sell, 0),
        currency: settings.currency,
      })
    }
  }
  return offers
}
