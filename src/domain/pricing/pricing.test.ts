import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  childUnitPrice,
  convert,
  formatAmount,
  formatMoney,
  nightlyPrice,
  parseAmount,
  parseRate,
  percentToBps,
  priceActivity,
  priceStay,
  quickAddRooms,
  roomTotal,
  sell,
  type TRateTable,
  type TRoomRates,
} from './index'

const RATES: TRateTable = {
  USD: 1_000_000,
  EUR: 920_000,
  GBP: 790_000,
  THB: 35_800_000,
  AUD: 1_530_000,
  SGD: 1_340_000,
  VND: 25_400_000_000,
}

const rates = (over: Partial<TRoomRates> = {}): TRoomRates => ({
  fitPrice: 0,
  periodPrices: [
    { beginDate: '2026-11-01', endDate: '2026-12-19', price: 120_00 },
    { beginDate: '2026-12-20', endDate: '2027-01-05', price: 185_00 },
    { beginDate: '2027-01-06', endDate: '2027-04-30', price: 140_00 },
  ],
  occupancy: 2,
  optionalValue: 0,
  ...over,
})

describe('§5 hotel quick add: rooms = (adults + children) / occupancy, rounded up, at least 1', () => {
  it.each([
    [2, 0, 2, 1],
    [3, 0, 2, 2],
    [1, 0, 2, 1],
    [0, 0, 2, 1],
    [5, 1, 2, 3],
    [4, 1, 3, 2],
    [2, 1, 3, 1],
    [7, 0, 4, 2],
    [2, 2, 0, 1],
    // Rounded up: everyone has a bed (issue 18).
    [4, 0, 3, 2],
    [3, 1, 3, 2],
  ])('%i adults + %i children, occupancy %i → %i rooms', (adults, children, occupancy, expected) => {
    expect(quickAddRooms(adults, children, occupancy)).toBe(expected)
  })
})

describe('§5 room price: the period matching the date', () => {
  it.each([
    ['2026-11-01', 120_00],
    ['2026-12-19', 120_00],
    ['2026-12-20', 185_00],
    ['2027-01-05', 185_00],
    ['2027-01-06', 140_00],
    ['2027-04-30', 140_00],
    ['2027-05-01', 0],
    ['2026-10-31', 0],
  ])('%s costs %i', (date, price) => {
    expect(nightlyPrice(rates(), date)).toBe(price)
  })

  it('falls back to the fit price on a date no period covers', () => {
    expect(nightlyPrice(rates({ fitPrice: 99_00 }), '2027-06-01')).toBe(99_00)
  })

  it('prices a stay night by night across a period change, leaving out nights at 0', () => {
    const nights = priceStay({ rates: rates(), checkIn: '2026-12-18', nights: 4, rooms: 2 })
    expect(nights.map((night) => [night.date, night.price, night.total])).toEqual([
      ['2026-12-18', 120_00, 240_00],
      ['2026-12-19', 120_00, 240_00],
      ['2026-12-20', 185_00, 370_00],
      ['2026-12-21', 185_00, 370_00],
    ])
    expect(priceStay({ rates: rates(), checkIn: '2027-04-29', nights: 3, rooms: 1 }).map((n) => n.date)).toEqual([
      '2027-04-29',
      '2027-04-30',
    ])
  })

  it('adds nothing for 0 rooms', () => {
    expect(priceStay({ rates: rates({ optionalValue: 10_00 }), checkIn: '2026-12-01', nights: 3, rooms: 0 })).toEqual(
      [],
    )
  })
})

describe('§5 room total = price × rooms + extra beds + meal plans + optional value (rooms > 0)', () => {
  const extras = {
    extraBedAdult: { price: 35_00, quantity: 1 },
    extraBedChild: { price: 20_00, quantity: 2 },
    mealPlanAdult: { price: 25_00, quantity: 3 },
    mealPlanChildren: [
      { from: 0, to: 5, price: 0, quantity: 1 },
      { from: 6, to: 11, price: 12_50, quantity: 2 },
    ],
  }
  it.each([
    ['price only', { price: 120_00, rooms: 2, optionalValue: 0 }, 240_00],
    [
      'with every extra',
      { price: 120_00, rooms: 2, optionalValue: 0, ...extras },
      240_00 + 35_00 + 40_00 + 75_00 + 25_00,
    ],
    ['optional value when rooms > 0', { price: 120_00, rooms: 1, optionalValue: 15_00 }, 135_00],
    ['no optional value with 0 rooms', { price: 120_00, rooms: 0, optionalValue: 15_00 }, 0],
  ])('%s', (_name, args, expected) => {
    expect(roomTotal(args)).toBe(expected)
  })
})

describe('activities', () => {
  const childPrices = [
    { ageFrom: 0, ageTo: 3, price: 0 },
    { ageFrom: 4, ageTo: 11, price: 30_00 },
  ]
  it('prices adults, children by age (priceSeparate) and active surcharges as their own lines', () => {
    const price = priceActivity({
      adultPrice: 55_00,
      adults: 2,
      childAges: [8, 2, 8],
      childPrices,
      surcharges: [
        { name: 'Christmas gala', price: 40_00, isActive: true, Children: [{ age: 8, childPrice: 20_00 }] },
        { name: 'Private boat', price: 80_00, isActive: false },
      ],
    })
    expect(price).toEqual({
      totalNoChild: 110_00,
      priceSeparate: [
        { age: 2, quantity: 1, unit: 0, total: 0 },
        { age: 8, quantity: 2, unit: 30_00, total: 60_00 },
      ],
      total: 170_00,
      surcharges: [{ name: 'Christmas gala', adultQuantity: 2, childQuantity: 3, total: 120_00 }],
    })
  })

  it('a child older than every band pays nothing', () => {
    expect(childUnitPrice(childPrices, 15)).toBe(0)
  })
})

describe('conversion and markup (ADR 010)', () => {
  it('converts and marks up in one step with one rounding, half away from zero', () => {
    expect(sell({ amount: 100_00, currency: 'USD' }, { to: 'EUR', rates: RATES, markupBps: 0 })).toEqual({
      amount: 92_00,
      currency: 'EUR',
    })
    expect(sell({ amount: 100_00, currency: 'USD' }, { to: 'EUR', rates: RATES, markupBps: 1250 }).amount).toBe(103_50)
    expect(sell({ amount: 1_000_000_00, currency: 'THB' }, { to: 'USD', rates: RATES, markupBps: 0 }).amount).toBe(
      27_932_96,
    )
    expect(sell({ amount: 1, currency: 'USD' }, { to: 'THB', rates: RATES, markupBps: 0 }).amount).toBe(36)
    expect(convert({ amount: 5, currency: 'THB' }, 'USD', RATES).amount).toBe(0)
    expect(sell({ amount: 100_00, currency: 'USD' }, { to: 'VND', rates: RATES, markupBps: 0 }).amount).toBe(2_540_000)
  })

  it('reads staff-entered rates and percentages exactly', () => {
    expect(parseRate('0.92')).toBe(920_000)
    expect(parseRate('35.8')).toBe(35_800_000)
    expect(parseRate('25400')).toBe(25_400_000_000)
    expect(() => parseRate('0')).toThrow()
    expect(() => parseRate('1.1234567')).toThrow()
    expect([percentToBps(12.5), percentToBps(15), percentToBps(0.07)]).toEqual([1250, 1500, 7])
  })

  it('parses and formats amounts exactly', () => {
    expect(parseAmount('1250.5', 'EUR')).toBe(1_250_50)
    expect(parseAmount('25000', 'VND')).toBe(25_000)
    expect(() => parseAmount('1.234', 'USD')).toThrow()
    expect(formatAmount({ amount: 1_234_567, currency: 'EUR' })).toBe('12,345.67')
    expect(formatAmount({ amount: 25_000, currency: 'VND' })).toBe('25,000')
    expect(formatMoney(1_234_567, 'EUR')).toBe('12,345.67 EUR')
    expect(formatMoney(25_000, 'VND')).toBe('25,000 VND')
  })
})

describe('properties', () => {
  const amount = fc.integer({ min: 0, max: 50_000_00 })
  const currency = fc.constantFrom('USD', 'EUR', 'GBP', 'THB', 'AUD', 'SGD') as fc.Arbitrary<'USD'>

  it('quick add is at least 1', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(20), fc.integer({ min: -1, max: 8 }), (adults, children, occupancy) => {
        expect(quickAddRooms(adults, children, occupancy)).toBeGreaterThanOrEqual(1)
      }),
    )
  })

  it('conversion there and back stays within one minor unit', () => {
    fc.assert(
      fc.property(amount, currency, currency, (value, from, to) => {
        const there = convert({ amount: value, currency: from }, to, RATES)
        const back = convert(there, from, RATES)
        // One rounding each way; the second is magnified by the rate ratio when `to` is worth more.
        const slack = Math.max(1, Math.ceil(RATES[from] / RATES[to]))
        expect(Math.abs(back.amount - value)).toBeLessThanOrEqual(slack)
      }),
    )
  })

  it('the period chosen at a boundary is the one that starts or ends there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 60 }), (offset, length) => {
        const begin = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10)
        const end = new Date(Date.UTC(2026, 0, 1) + (offset + length) * 86_400_000).toISOString().slice(0, 10)
        const after = new Date(Date.UTC(2026, 0, 1) + (offset + length + 1) * 86_400_000).toISOString().slice(0, 10)
        const room = {
          fitPrice: 0,
          periodPrices: [
            { beginDate: begin, endDate: end, price: 100 },
            { beginDate: after, endDate: '2030-01-01', price: 200 },
          ],
        }
        expect([nightlyPrice(room, begin), nightlyPrice(room, end), nightlyPrice(room, after)]).toEqual([100, 100, 200])
      }),
    )
  })
})
