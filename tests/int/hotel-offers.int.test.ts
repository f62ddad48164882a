import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { hotelOffers } from '@/server/catalogue/hotel-offers'
import { sellSettingsFor } from '@/server/pricing/sell-settings'
import { createMarket, createRates } from '../support/commercial'
import { bootTestPayload } from '../support/payload'

let payload: Payload
let hotelId: string

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  await createRates(payload)
  await createMarket(payload, 'europe', { Accommodation: 15 })
  await createMarket(payload, 'asia-pacific', { Accommodation: 10 })
  const nation = await payload.create({ collection: 'nations', data: { fullName: 'Thailand', code: 'th' } })
  const city = await payload.create({ collection: 'cities', data: { fullName: 'Chiang Mai', nation: nation.id } })
  const hotel = await payload.create({
    collection: 'hotels',
    data: {
      name: 'Rachamankha',
      nation: nation.id,
      city: city.id,
      accommodationType: 'Boutique hotel',
      stars: 5,
      rooms: [
        { name: 'Superior', occupancy: 2 },
        { name: 'Family suite', occupancy: 4 },
      ],
    },
  })
  hotelId = hotel.id
  // A staff member enters a contract in /admin: two markets, two periods, prices as typed.
  await payload.create({
    collection: 'hotel-contracts',
    data: {
      name: 'FIT 2026-27',
      hotel: hotel.id,
      currency: 'THB',
      markets: ['europe', 'asia-pacific'],
      validFrom: '2026-11-01',
      validTo: '2027-04-30',
      roomRates: [
        {
          room: 'Superior',
          fitPrice: '3580',
          addOns: [{ name: 'Lanna massage, 60 minutes', price: '1790' }],
          periods: [
            { beginDate: '2026-11-01', endDate: '2026-12-19', price: '3580' },
            { beginDate: '2026-12-20', endDate: '2027-01-05', price: '5370' },
          ],
        },
      ],
    },
  })
  await payload.create({
    collection: 'hotel-contracts',
    data: {
      name: 'Europe only: family suites',
      hotel: hotel.id,
      currency: 'USD',
      markets: ['europe'],
      validFrom: '2026-11-01',
      validTo: '2027-04-30',
      roomRates: [
        { room: 'Family suite', periods: [{ beginDate: '2026-11-01', endDate: '2027-04-30', price: '250.50' }] },
      ],
    },
  })
})

describe('hotel offers for an agent', () => {
  it('agents of different markets see the same room at different prices, each night by its period', async () => {
    const stay = { hotelId, checkIn: '2026-12-18', nights: 3, adults: 2, children: 0 }
    const europe = await hotelOffers(
      payload,
      { ...stay, market: 'europe' },
      await sellSettingsFor(payload, { ccurrency: 'EUR', cmarket: 'europe' }, stay.checkIn),
    )
    const asia = await hotelOffers(
      payload,
      { ...stay, market: 'asia-pacific' },
      await sellSettingsFor(payload, { ccurrency: 'USD', cmarket: 'asia-pacific' }, stay.checkIn),
    )
    const superior = (offers: typeof europe) => offers.find((offer) => offer.room === 'Superior')
    // THB 3,580 = USD 100 = EUR 92 (+15 % → 105.80); THB 5,370 = USD 150 = EUR 138 (+15 % → 158.70)
    expect(superior(europe)?.nights).toEqual([
      { date: '2026-12-18', sell: 105_80 },
      { date: '2026-12-19', sell: 105_80 },
      { date: '2026-12-20', sell: 158_70 },
    ])
    expect(superior(europe)?.total).toBe(370_30)
    expect(superior(asia)?.nights.map((night) => night.sell)).toEqual([110_00, 110_00, 165_00])
    // Add-ons are sold like the room: THB 1,790 = USD 50 = EUR 46, +15 % → EUR 52.90.
    expect(superior(europe)?.addOns).toEqual([{ name: 'Lanna massage, 60 minutes', price: 52_90 }])
    expect(superior(asia)?.currency).toBe('USD')
  })

  it('never shows a contract of another market, and sizes rooms by quick add', async () => {
    const stay = { hotelId, checkIn: '2026-12-01', nights: 1, adults: 5, children: 2 }
    const asia = await hotelOffers(
      payload,
      { ...stay, market: 'asia-pacific' },
      await sellSettingsFor(payload, { ccurrency: 'USD', cmarket: 'asia-pacific' }, stay.checkIn),
    )
    expect(asia.map((offer) => offer.room)).toEqual(['Superior'])
    expect(asia[0].rooms).toBe(4)
    const europe = await hotelOffers(
      payload,
      { ...stay, market: 'europe' },
      await sellSettingsFor(payload, { ccurrency: 'USD', cmarket: 'europe' }, stay.checkIn),
    )
    const suite = europe.find((offer) => offer.room === 'Family suite')
    // 7 guests / occupancy 4 = 1.75 → 2 rooms. One room night sells at USD 250.50 + 15 % = 288.075 → 288.08
    // (one rounding per unit price, ADR 012), so two rooms cost 576.16: what the itinerary will charge.
    expect([suite?.rooms, suite?.rates.periodPrices[0]?.price, suite?.total]).toEqual([2, 288_08, 576_16])
  })

  it('a stay outside every contract offers nothing', async () => {
    const offers = await hotelOffers(
      payload,
      { hotelId, checkIn: '2027-06-01', nights: 2, adults: 2, children: 0, market: 'europe' },
      await sellSettingsFor(payload, { ccurrency: 'EUR', cmarket: 'europe' }, '2027-06-01'),
    )
    expect(offers).toEqual([])
  })

  it('rejects a price typed with more decimals than its currency has (VND: none)', async () => {
    await expect(
      payload.create({
        collection: 'hotel-contracts',
        data: {
          name: 'Bad',
          hotel: hotelId,
          currency: 'USD',
          markets: ['europe'],
          validFrom: '2026-11-01',
          validTo: '2027-04-30',
          roomRates: [
            { room: 'Superior', periods: [{ beginDate: '2026-11-01', endDate: '2026-11-30', price: '12.345' }] },
          ],
        },
      }),
    ).rejects.toThrow(/invalid/)
    await expect(
      payload.create({
        collection: 'transfers',
        data: {
          name: 'Dong',
          nation: (await payload.find({ collection: 'nations', limit: 1 })).docs[0].id,
          from: 'A',
          to: 'B',
          vehicle: 'Car',
          pricing: 'perVehicle',
          currency: 'VND',
          price: '250000.50',
        },
      }),
    ).rejects.toThrow(/invalid/)
  })
})

describe('ONLINE TARIFF', () => {
  it("lists the nation's hotels per period in the agent's currency, without other markets' contracts", async () => {
    const { tariffFor } = await import('@/server/catalogue/tariff')
    const europe = await tariffFor(
      payload,
      { nationCode: 'th', market: 'europe', from: '2026-01-01' },
      await sellSettingsFor(payload, { ccurrency: 'EUR', cmarket: 'europe' }, '2026-12-01'),
    )
    const asia = await tariffFor(
      payload,
      { nationCode: 'th', market: 'asia-pacific', from: '2026-01-01' },
      await sellSettingsFor(payload, { ccurrency: 'USD', cmarket: 'asia-pacific' }, '2026-12-01'),
    )
    expect(europe.currency).toBe('EUR')
    expect(europe.hotels[0].rooms.map((room) => room.room).sort()).toEqual(['Family suite', 'Superior'])
    expect(asia.hotels[0].rooms.map((room) => room.room)).toEqual(['Superior'])
    expect(europe.hotels[0].rooms.find((room) => room.room === 'Superior')?.periods).toEqual([
      { beginDate: '2026-11-01', endDate: '2026-12-19', price: 105_80 },
      { beginDate: '2026-12-20', endDate: '2027-01-05', price: 158_70 },
    ])
    expect(asia.hotels[0].rooms[0].periods.map((period) => period.price)).toEqual([110_00, 165_00])
  })
})
