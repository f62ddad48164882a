import { describe, expect, it } from 'vitest'
import { errorWordsOf } from '@/lib/i18n/error-words'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import type { THotelLine, TTourDay } from './itinerary/types'
import type { TIsoDate } from './pricing/dates'
import {
  addMonths,
  ageOn,
  currentRooming,
  gapText,
  manifestGaps,
  manifestProblems,
  stayRooms,
  type TManifest,
  type TManifestContext,
  type TManifestProblem,
  type TStoredTraveller,
  ZFlightInput,
  ZManifestInput,
  ZTravellerInput,
} from './travellers'

/** A problem's words in English, as the API and the back office say them (ADR 069). */
const english = errorWordsOf('en', en)
const said = (problem: TManifestProblem | undefined) => (problem ? english(problem.why) : undefined)

const night = (over: Partial<THotelLine>): THotelLine =>
  ({
    _id: 'h1',
    seq: 1,
    kind: 'hotel',
    type: 'Accommodation',
    nameTour: 'Riverside Bangkok',
    roomName: 'Deluxe',
    numberRoom: 1,
    stayId: 'h1',
    nights: 2,
    night: 1,
    rates: { occupancy: 2 },
    extraBedAdult: { price: 0, quantity: 0 },
    extraBedChild: { price: 0, quantity: 0 },
    ...over,
  }) as THotelLine

const day = (date: string, lines: THotelLine[]): TTourDay =>
  ({ _id: date, Day: 1, date: date as TIsoDate, location: [], Activities: lines, total: 0 }) as TTourDay

const days = [
  day('2027-03-10', [
    night({}),
    night({
      _id: 'h2',
      roomName: 'Family',
      numberRoom: 1,
      stayId: 'h1',
      rates: { occupancy: 2 } as never,
      extraBedChild: { price: 0, quantity: 1 },
    }),
  ]),
  day('2027-03-11', [night({ _id: 'h3', night: 2 })]),
  day('2027-03-12', []),
]

const context: TManifestContext = {
  begindate: '2027-03-10' as TIsoDate,
  enddate: '2027-03-12' as TIsoDate,
  adults: 2,
  childAges: [7, 1],
  days,
  today: '2026-12-03' as TIsoDate,
}

const traveller = (over: Partial<TStoredTraveller>): TStoredTraveller => ({
  id: 't1',
  kind: 'adult',
  givenNames: 'Anna',
  surname: 'Schmidt',
  dateOfBirth: '1985-04-02' as TIsoDate,
  nationality: 'DE',
  passport: null,
  passportExpiry: null,
  dietary: '',
  mobility: '',
  ...over,
})

const party: TStoredTraveller[] = [
  traveller({}),
  traveller({ id: 't2', givenNames: 'Jonas' }),
  traveller({ id: 't3', kind: 'child', givenNames: 'Mia', dateOfBirth: '2019-08-01' as TIsoDate }),
  traveller({ id: 't4', kind: 'child', givenNames: 'Leo', dateOfBirth: '2026-01-15' as TIsoDate }),
]

const manifest = (over: Partial<TManifest>): TManifest => ({ travellers: party, flights: [], rooming: [], ...over })

describe('ages', () => {
  it('counts whole years, a 29 February birthday on 1 March', () => {
    expect(ageOn('2019-08-01' as TIsoDate, '2027-03-10' as TIsoDate)).toBe(7)
    expect(ageOn('2019-03-10' as TIsoDate, '2027-03-10' as TIsoDate)).toBe(8)
    expect(ageOn('2008-02-29' as TIsoDate, '2026-02-28' as TIsoDate)).toBe(17)
    expect(ageOn('2008-02-29' as TIsoDate, '2026-03-01' as TIsoDate)).toBe(18)
  })
  it('adds months to the last day of a shorter month', () => {
    expect(addMonths('2026-08-31' as TIsoDate, 6)).toBe('2027-02-28')
    expect(addMonths('2027-12-15' as TIsoDate, 1)).toBe('2028-01-15')
  })
})

describe('input', () => {
  it('takes a passport’s names in any script and refuses digits, markup and 10,000 characters', () => {
    const ok = { kind: 'adult', givenNames: 'Zoë Anne-Marie', surname: "O'Brien", passportNumber: 'c 01x-00t47' }
    expect(ZTravellerInput.parse(ok)).toMatchObject({ passportNumber: 'C01X00T47', dateOfBirth: null })
    expect(ZTravellerInput.safeParse({ ...ok, surname: 'Nguyễn Thị' }).success).toBe(true)
    expect(ZTravellerInput.safeParse({ ...ok, surname: '<script>' }).success).toBe(false)
    expect(ZTravellerInput.safeParse({ ...ok, surname: 'R2D2' }).success).toBe(false)
    expect(ZTravellerInput.safeParse({ ...ok, surname: 'a'.repeat(10_000) }).success).toBe(false)
    expect(ZTravellerInput.safeParse({ ...ok, nationality: 'XX' }).success).toBe(false)
    expect(ZTravellerInput.safeParse({ ...ok, dateOfBirth: '2019-02-30' }).success).toBe(false)
    expect(ZTravellerInput.safeParse({ ...ok, extra: 1 }).success).toBe(false)
  })
  it('reads flight numbers and airports as people write them', () => {
    const flight = ZFlightInput.parse({
      direction: 'arrival',
      number: 'tg 921',
      date: '2027-03-10',
      time: '06:05',
      airport: 'bkk',
    })
    expect(flight).toMatchObject({ number: 'TG921', airport: 'BKK', travellerIds: [] })
    expect(ZFlightInput.safeParse({ ...flight, time: '25:00' }).success).toBe(false)
    expect(ZFlightInput.safeParse({ ...flight, airport: 'Bangkok' }).success).toBe(false)
  })
  it('caps the party at 60 travellers', () => {
    const many = Array.from({ length: 61 }, () => ({ kind: 'adult', givenNames: 'A', surname: 'B' }))
    expect(ZManifestInput.safeParse({ travellers: many }).success).toBe(false)
  })
})

describe('stays and rooms', () => {
  it('lists each stay once with its rooms; extra beds add a bed to a room', () => {
    expect(stayRooms(days)).toEqual([
      {
        stayId: 'h1',
        hotel: 'Riverside Bangkok',
        checkIn: '2027-03-10',
        nights: 2,
        rooms: [
          { lineId: 'h1', room: 1, roomName: 'Deluxe', capacity: 2 },
          { lineId: 'h2', room: 1, roomName: 'Family', capacity: 3 },
        ],
      },
    ])
  })
})

describe('problems', () => {
  it('accepts a party that matches the booking', () => {
    const rooming = [
      { stayId: 'h1', lineId: 'h1', room: 1, travellerIds: ['t1', 't4'] },
      { stayId: 'h1', lineId: 'h2', room: 1, travellerIds: ['t2', 't3'] },
    ]
    expect(manifestProblems(manifest({ rooming }), context)).toEqual([])
  })
  it('refuses a child whose age on the first day is not a child age of the booking, and an adult under 18', () => {
    const wrong = manifest({
      travellers: [
        traveller({}),
        traveller({ id: 't2', dateOfBirth: '2012-01-01' as TIsoDate }),
        party[2] as TStoredTraveller,
        traveller({ id: 't4', kind: 'child', dateOfBirth: '2017-01-01' as TIsoDate }),
      ],
    })
    const problems = manifestProblems(wrong, context)
    expect(problems.map((problem) => problem.path)).toEqual(['travellers.1.dateOfBirth', 'travellers.3.dateOfBirth'])
    expect(said(problems[1])).toBe(
      'Anna Schmidt is 10 on 10 Mar 2027; the booking’s children are 7 and 1. Check the date of birth, or ask your consultant to change the children’s ages.',
    )
  })
  it('refuses more adults or children than the booking, two travellers with one id, a birth in the future', () => {
    const three = manifest({ travellers: [...party.slice(0, 2), traveller({ id: 't5' })] })
    expect(said(manifestProblems(three, context)[0])).toBe('The booking is for 2 adults; 3 are entered.')
    const twice = manifest({ travellers: [traveller({}), traveller({})] })
    expect(manifestProblems(twice, context)[0]?.path).toBe('travellers.1.id')
    const unborn = manifest({ travellers: [traveller({ kind: 'child', dateOfBirth: '2027-01-01' as TIsoDate })] })
    expect(said(manifestProblems(unborn, context)[0])).toBe('The date of birth is in the future')
  })
  it('refuses a flight in the past, outside the trip, or for someone not travelling', () => {
    const flight = {
      id: 'f1',
      direction: 'arrival' as const,
      number: 'TG921',
      date: '2027-03-10' as TIsoDate,
      time: '06:05',
      airport: 'BKK',
      travellerIds: [],
    }
    expect(manifestProblems(manifest({ flights: [flight] }), context)).toEqual([])
    const overnight = { ...flight, date: '2027-03-09' as TIsoDate }
    expect(manifestProblems(manifest({ flights: [overnight] }), context)).toEqual([])
    const past = { ...flight, date: '2026-11-30' as TIsoDate }
    expect(manifestProblems(manifest({ flights: [past] }), context)).toEqual([
      { path: 'flights.0.date', why: { key: 'flightPassed' } },
    ])
    const late = { ...flight, date: '2027-03-20' as TIsoDate }
    expect(said(manifestProblems(manifest({ flights: [late] }), context)[0])).toBe(
      'An arrival flight of this trip is between 9 Mar 2027 and 12 Mar 2027',
    )
    const stranger = { ...flight, travellerIds: ['nobody'] }
    expect(manifestProblems(manifest({ flights: [stranger] }), context)[0]?.path).toBe('flights.0.travellerIds.0')
  })
  it('refuses a room over its capacity (an infant in a cot does not count) and a traveller in two rooms', () => {
    const three = [{ stayId: 'h1', lineId: 'h1', room: 1, travellerIds: ['t1', 't2', 't3'] }]
    // Mia (7) shares her parents' beds; at 13 she needs a bed of her own.
    expect(manifestProblems(manifest({ rooming: three }), context)).toEqual([])
    const teen = manifest({
      travellers: [...party.slice(0, 2), traveller({ id: 't3', kind: 'child', dateOfBirth: '2013-08-01' as TIsoDate })],
      rooming: three,
    })
    expect(said(manifestProblems(teen, { ...context, childAges: [13] })[0])).toBe(
      'Deluxe 1 at Riverside Bangkok sleeps 2; 3 are in it. Book another room or an extra bed with your consultant.',
    )
    const four = [{ stayId: 'h1', lineId: 'h1', room: 1, travellerIds: ['t1', 't2', 't3', 't5'] }]
    const five = manifest({
      travellers: [
        ...party,
        traveller({ id: 't5', kind: 'child', givenNames: 'Ben', dateOfBirth: '2020-05-05' as TIsoDate }),
      ],
      rooming: four,
    })
    expect(said(manifestProblems(five, { ...context, childAges: [7, 1, 6] })[0])).toBe(
      'Deluxe 1 at Riverside Bangkok sleeps 2 and a child under 12 in the existing beds; 4 are in it. Book another room or an extra bed with your consultant.',
    )
    const withInfant = [{ stayId: 'h1', lineId: 'h1', room: 1, travellerIds: ['t1', 't2', 't4'] }]
    expect(manifestProblems(manifest({ rooming: withInfant }), context)).toEqual([])
    const twice = [
      { stayId: 'h1', lineId: 'h1', room: 1, travellerIds: ['t1'] },
      { stayId: 'h1', lineId: 'h2', room: 1, travellerIds: ['t1'] },
    ]
    expect(said(manifestProblems(manifest({ rooming: twice }), context)[0])).toBe(
      'Anna Schmidt is already in another room at Riverside Bangkok',
    )
    const gone = [{ stayId: 'h1', lineId: 'h1', room: 2, travellerIds: ['t1'] }]
    expect(manifestProblems(manifest({ rooming: gone }), context)[0]?.path).toBe('rooming.0.room')
    expect(currentRooming(manifest({ rooming: gone }), days)).toEqual([])
  })
})

describe('gaps', () => {
  it('says what is missing before Monsoon confirms, in counts', () => {
    const some = manifest({
      travellers: [traveller({}), traveller({ id: 't2', dateOfBirth: null, nationality: null })],
      rooming: [{ stayId: 'h1', lineId: 'h1', room: 1, travellerIds: ['t1'] }],
    })
    expect(manifestGaps(some, context).map(gapText)).toEqual([
      '2 of 4 travellers not entered yet',
      '1 of 4 travellers without a date of birth',
      '1 of 4 travellers without a nationality',
      'No arrival flight',
      'No departure flight',
      'Riverside Bangkok from 10 Mar 2027: 3 travellers without a room',
    ])
  })
  it('has nothing to say of a complete party, and warns of a passport that runs out within six months', () => {
    const complete = manifest({
      travellers: [
        ...party.slice(0, 3),
        traveller({
          id: 't4',
          kind: 'child',
          dateOfBirth: '2026-01-15' as TIsoDate,
          passportExpiry: '2027-09-01' as TIsoDate,
        }),
      ],
      flights: [
        {
          id: 'f1',
          direction: 'arrival',
          number: 'TG921',
          date: '2027-03-10' as TIsoDate,
          time: '06:05',
          airport: 'BKK',
          travellerIds: [],
        },
        {
          id: 'f2',
          direction: 'departure',
          number: 'TG920',
          date: '2027-03-12' as TIsoDate,
          time: '23:45',
          airport: 'BKK',
          travellerIds: [],
        },
      ],
      rooming: [
        { stayId: 'h1', lineId: 'h1', room: 1, travellerIds: ['t1', 't4'] },
        { stayId: 'h1', lineId: 'h2', room: 1, travellerIds: ['t2', 't3'] },
      ],
    })
    expect(manifestGaps(complete, context).map(gapText)).toEqual([
      'Passport valid less than 6 months after the trip: Anna Schmidt',
    ])
    expect(manifestGaps({ ...complete, erasedAt: '2027-06-01' }, context)).toEqual([])
  })
})

describe('a manifest’s problems in the reader’s language (ADR 069)', () => {
  it('says the children’s ages as German joins a list, with the day in German', () => {
    const german = errorWordsOf('de', de)
    expect(
      german({
        key: 'childAgeMismatch',
        values: { name: 'Anna Schmidt', age: 10, day: new Date('2027-03-10T07:00:00Z'), ages: ['7', '1'], count: 2 },
      }),
    ).toBe(
      'Anna Schmidt ist am 10. März 2027 10 Jahre alt; die Kinder der Buchung sind 7 und 1. Prüfen Sie das Geburtsdatum oder bitten Sie Ihren Berater, das Alter der Kinder zu ändern.',
    )
  })
})
