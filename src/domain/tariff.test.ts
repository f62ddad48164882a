import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayLabel, periodGrid, periodLabel, periodsIn, queryDay, searchTariff } from './tariff'

const periods = [
  { beginDate: '2026-05-01', endDate: '2026-10-31', price: 80 },
  { beginDate: '2026-11-01', endDate: '2026-12-19', price: 100 },
  { beginDate: '2026-12-20', endDate: '2027-01-05', price: 140 },
  { beginDate: '2027-01-06', endDate: '2027-12-31', price: 105 },
]

describe('periodsIn', () => {
  it('hides the periods that ended before the day, keeps the one running', () => {
    expect(periodsIn(periods, { from: '2026-11-26' }).map((period) => period.price)).toEqual([100, 140, 105])
    expect(periodsIn(periods, { from: '2026-12-19' }).map((period) => period.price)).toEqual([100, 140, 105])
    expect(periodsIn(periods, { from: '2026-12-20' }).map((period) => period.price)).toEqual([140, 105])
  })

  it('keeps the periods that overlap a window', () => {
    expect(periodsIn(periods, { from: '2026-12-01', to: '2026-12-24' }).map((period) => period.price)).toEqual([
      100, 140,
    ])
    expect(periodsIn(periods, { from: '2028-01-01' })).toEqual([])
  })

  it('keeps exactly the periods that share a day with the window (law)', () => {
    const day = fc
      .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10))
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a]
        const kept = new Set(periodsIn(periods, { from, to }))
        return periods.every((period) => kept.has(period) === (period.beginDate <= to && period.endDate >= from))
      }),
    )
  })
})

describe('periodGrid', () => {
  it('lays rooms out with the periods as columns, a gap where a room has no such period', () => {
    const grid = periodGrid([
      { room: 'Deluxe', periods: [periods[2], periods[1]], instantNights: 12 },
      { room: 'Suite', periods: [{ ...periods[1], price: 160 }] },
    ])
    expect(grid.columns).toEqual([
      { beginDate: '2026-11-01', endDate: '2026-12-19' },
      { beginDate: '2026-12-20', endDate: '2027-01-05' },
    ])
    expect(grid.rows).toEqual([
      { room: 'Deluxe', instantNights: 12, prices: [100, 140] },
      { room: 'Suite', instantNights: 0, prices: [160, null] },
    ])
  })
})

describe('labels and query days', () => {
  it('writes days and periods the same way in every locale', () => {
    expect(dayLabel('2026-11-01')).toBe('1 Nov 2026')
    expect(periodLabel(periods[1])).toBe('1 Nov – 19 Dec 2026')
    expect(periodLabel(periods[2])).toBe('20 Dec 2026 – 5 Jan 2027')
  })

  it('reads only real days from a query string', () => {
    expect(queryDay('2026-12-24')).toBe('2026-12-24')
    expect(queryDay('2026-02-30')).toBeUndefined()
    expect(queryDay('24/12/2026')).toBeUndefined()
    expect(queryDay('2026-12-24\u0000')).toBeUndefined()
    expect(queryDay(undefined)).toBeUndefined()
  })
})

describe('searchTariff (spec §3 search parameters on ClientTarifflogin)', () => {
  const tariff = {
    currency: 'EUR',
    hotels: [
      { name: 'River Lodge', city: 'Chiang Mai', rooms: [{ room: 'Deluxe' }] },
      { name: 'Sea Breeze', city: 'Phuket', rooms: [{ room: 'River view' }] },
      { name: 'Old Town Inn', city: 'Chiang Mai', rooms: [{ room: 'Standard' }] },
    ],
    programs: [{ name: 'Temples by bike', city: 'Chiang Mai', duration: 'Half day' }],
    transfers: [{ name: 'Airport – hotel', vehicle: 'Van', pricing: 'per vehicle' }],
    visa: [{ visaType: 'Tourist' }],
  }

  it('keeps the rows holding every word, names first, and counts them before paging', () => {
    const found = searchTariff(tariff, { search: 'river', pageNumber: 1, pageSize: 10 })
    expect(found.hotels.map((hotel) => hotel.name)).toEqual(['River Lodge', 'Sea Breeze'])
    expect(found.totals).toEqual({ hotels: 2, programs: 0, transfers: 0, visa: 0 })
    expect(found.currency).toBe('EUR')
    expect(searchTariff(tariff, { search: 'chiang temples', pageNumber: 1, pageSize: 10 }).totals.programs).toBe(1)
  })

  it('pages each list on its own: the pages of a list are the list, in order (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), (pageSize) => {
        const pages = [1, 2, 3, 4].map((pageNumber) => searchTariff(tariff, { pageNumber, pageSize }).hotels)
        return JSON.stringify(pages.flat()) === JSON.stringify(tariff.hotels)
      }),
    )
    expect(searchTariff(tariff, { pageNumber: 2, pageSize: 1 }).visa).toEqual([])
  })
})
