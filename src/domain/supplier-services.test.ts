import { describe, expect, it } from 'vitest'
import type { TActivityLine, THotelLine, TTourDay } from './itinerary/types'
import type { TIsoDate } from './pricing/dates'
import { requestLines, supplierServices, transferPickup } from './supplier-services'
import type { TFlight, TManifest, TStoredTraveller } from './travellers'
import { vouchersOf } from './vouchers'

const night = (over: Partial<THotelLine>): THotelLine =>
  ({
    _id: 'h1',
    kind: 'hotel',
    type: 'Accommodation',
    idHotel: 'hotel-1',
    nameTour: 'Riverside Bangkok',
    roomName: 'Deluxe',
    numberRoom: 1,
    stayId: 'h1',
    nights: 2,
    night: 1,
    adultQuantity: 2,
    childQuantity: 1,
    rates: { occupancy: 2 },
    ...over,
  }) as THotelLine
const activity = (over: Partial<TActivityLine>): TActivityLine =>
  ({ kind: 'activity', adultQuantity: 2, childQuantity: 1, ...over }) as TActivityLine
const day = (date: string, lines: (THotelLine | TActivityLine)[]): TTourDay =>
  ({ _id: date, Day: 1, date: date as TIsoDate, location: [], Activities: lines, total: 0 }) as TTourDay

const days = [
  day('2027-03-10', [
    activity({ _id: 't1', tourId: 'tr-1', type: 'Transfer', nameTour: 'Suvarnabhumi Airport (BKK) → Bangkok hotels' }),
    night({}),
    activity({ _id: 'p1', tourId: 'pr-1', type: 'DayProgram', nameTour: 'Ayutthaya by bicycle' }),
  ]),
  day('2027-03-11', [night({ _id: 'h2', night: 2 })]),
  day('2027-03-12', [
    activity({ _id: 't2', tourId: 'tr-2', type: 'Transfer', nameTour: 'Bangkok hotels → Suvarnabhumi Airport (BKK)' }),
  ]),
]

const flight = (over: Partial<TFlight>): TFlight => ({
  id: 'f1',
  direction: 'arrival',
  number: 'TG921',
  date: '2027-03-10' as TIsoDate,
  time: '06:05',
  airport: 'BKK',
  travellerIds: [],
  ...over,
})
const traveller = (over: Partial<TStoredTraveller>): TStoredTraveller => ({
  id: 'anna',
  kind: 'adult',
  givenNames: 'Anna Maria',
  surname: 'Keller',
  dateOfBirth: '1985-04-02' as TIsoDate,
  nationality: 'DE',
  passport: { sealed: 'v1.secret', last: 'T47' },
  passportExpiry: null,
  dietary: '',
  mobility: '',
  ...over,
})
const manifest: TManifest = {
  travellers: [
    traveller({ dietary: 'Vegetarian' }),
    traveller({ id: 'mia', kind: 'child', givenNames: 'Mia', dateOfBirth: '2019-01-01' as TIsoDate }),
  ],
  flights: [
    flight({}),
    flight({ id: 'f2', direction: 'departure', number: 'TG920', date: '2027-03-12' as TIsoDate, time: '01:30' }),
  ],
  rooming: [{ stayId: 'h1', lineId: 'h1', room: 1, travellerIds: ['anna', 'mia'] }],
}

describe('supplier services', () => {
  it('a stay is one service with its rooms; programs, transfers and visas one each; in the trip’s order', () => {
    expect(supplierServices(days).map((service) => [service.key, service.kind, service.date])).toEqual([
      ['line:t1', 'transfer', '2027-03-10'],
      ['stay:h1', 'stay', '2027-03-10'],
      ['line:p1', 'program', '2027-03-10'],
      ['line:t2', 'transfer', '2027-03-12'],
    ])
    expect(supplierServices(days)[1]).toMatchObject({
      tourId: 'hotel-1',
      nights: 2,
      rooms: [{ roomName: 'Deluxe', count: 1 }],
    })
  })

  it('an airport pick-up meets the flight; a drop-off is three hours before, the day before after midnight', () => {
    const [arrival, , , departure] = supplierServices(days)
    expect(transferPickup(arrival as never, manifest.flights)).toMatchObject({
      time: '06:05',
      date: '2027-03-10',
      meets: true,
    })
    expect(transferPickup(departure as never, manifest.flights)).toMatchObject({
      time: '22:30',
      date: '2027-03-11',
      meets: false,
    })
    expect(transferPickup(arrival as never, [])).toBeNull()
  })

  it('tells each supplier what it needs, never a passport number or a date of birth', () => {
    const context = { code: 'BK100001', childAges: [8], manifest, days }
    const [arrival, stay, program] = supplierServices(days)
    const hotel = requestLines(stay as never, context).join('\n')
    expect(hotel).toContain('Check-out: Fri, 12 Mar 2027 (2 nights)')
    expect(hotel).toContain('  Deluxe 1: Anna Maria KELLER, Mia KELLER (child)')
    expect(hotel).toContain('Arrival flight: TG921 on Wed, 10 Mar 2027 at 06:05 (BKK)')
    expect(requestLines(arrival as never, context).join('\n')).toContain(
      'Pick-up: Wed, 10 Mar 2027 at 06:05, meeting flight TG921',
    )
    expect(requestLines(program as never, context).join('\n')).toContain('Anna Maria KELLER: Vegetarian')
    for (const service of supplierServices(days)) {
      const text = requestLines(service, context).join('\n')
      expect(text).not.toMatch(/T47|v1\.secret|1985|2019-01-01/)
    }
  })
})

describe('vouchers', () => {
  it('one per confirmed service in date order; a stay’s travellers are its rooms’, a transfer’s pick-up from the flight', () => {
    const confirmed = [
      {
        reservation: {
          serviceKey: 'b:line:t1',
          service: 'Suvarnabhumi Airport (BKK) → Bangkok hotels',
          kind: 'transfer' as const,
          serviceDate: '2027-03-10T07:00:00.000Z',
          confirmationNumber: 'TRF-1',
          version: 3,
        },
        supplier: { name: 'Siam Ground Transport', phone: '+66 2 555 0100', emergencyPhone: null },
      },
      {
        reservation: {
          serviceKey: 'b:stay:h1',
          service: 'Riverside Bangkok, 2 nights',
          kind: 'stay' as const,
          serviceDate: '2027-03-09T07:00:00.000Z',
          confirmationNumber: 'HTL-9',
          version: 2,
        },
        supplier: null,
      },
    ]
    const vouchers = vouchersOf({ code: 'BK1', manifest, days, confirmed })
    expect(vouchers.map((voucher) => [voucher.number, voucher.issue, voucher.confirmationNumber])).toEqual([
      ['BK1-1', 2, 'HTL-9'],
      ['BK1-2', 3, 'TRF-1'],
    ])
    expect(vouchers[0]?.travellers).toEqual(['Anna Maria KELLER', 'Mia KELLER'])
    expect(vouchers[1]?.pickup).toEqual({ point: 'Suvarnabhumi Airport (BKK)', time: '06:05', date: '2027-03-10' })
    expect(vouchers[1]?.supplier.emergencyPhone).toBe('+66 2 555 0100')
  })
})
