import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { availabilityWordsOf } from '@/lib/i18n/availability-words'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import {
  allotmentDay,
  bookNowPlan,
  cancellationCharge,
  cancellationOutlook,
  holdExpiry,
  nightsNoLongerNeeded,
  nightVerdict,
  pickStays,
  releaseDate,
  roomAvailability,
  roomKey,
  roomNights,
  roomStays,
  roomsBeyondParty,
  roomsVerdict,
  servicesByRule,
  stayAvailability,
  stayKey,
  type TAllotmentNight,
  type TRoomNight,
  type TStayAvailability,
} from './allotments'
import { onRequestText, servicesText, type TAvailabilityWords, termsText } from './availability-words'
import { instantMoveAllowed } from './booking-status'
import { longDay, shortDay } from './itinerary/summary'
import { addDays } from './pricing/dates'

const night = (date: string, over: Partial<TAllotmentNight> = {}): TAllotmentNight => ({
  date,
  held: 5,
  sold: 0,
  onHold: 0,
  releaseDays: 7,
  stopSale: false,
  ...over,
})
const TODAY = '2026-12-01'
const EN = availabilityWordsOf('en', en)
const DE = availabilityWordsOf('de', de)
const FR = availabilityWordsOf('fr', fr)
/** A stay's reason in words, as the vault shows it; empty when instant. */
const reason = (availability: TStayAvailability, words: TAvailabilityWords = EN) =>
  availability.instant ? '' : onRequestText(availability.why, words)
const season = ['2026-12-20', '2026-12-21', '2026-12-22'].map((date) => night(date))

describe('a night of allotment', () => {
  it('is free while rooms are neither sold nor on hold, outside the release period and not stopped', () => {
    expect(nightVerdict(night('2026-12-20', { sold: 2, onHold: 1 }), 2, TODAY)).toEqual({ kind: 'free', free: 2 })
    expect(nightVerdict(night('2026-12-20', { sold: 2, onHold: 1 }), 3, TODAY)).toEqual({ kind: 'short', free: 2 })
    expect(nightVerdict(night('2026-12-20', { sold: 6 }), 1, TODAY)).toEqual({ kind: 'short', free: 0 })
    expect(nightVerdict(night('2026-12-20', { stopSale: true }), 1, TODAY)).toEqual({ kind: 'stop-sale' })
    expect(nightVerdict(night('2026-12-20', { held: 0 }), 1, TODAY)).toEqual({ kind: 'none' })
    expect(nightVerdict(undefined, 1, TODAY)).toEqual({ kind: 'none' })
    expect(nightVerdict(night('2026-11-30'), 1, TODAY)).toEqual({ kind: 'past' })
  })

  it('goes back to the hotel its release period before: the last day to take it is the day before that', () => {
    expect(releaseDate(night('2026-12-20'))).toBe('2026-12-12')
    expect(nightVerdict(night('2026-12-20'), 1, '2026-12-12')).toMatchObject({ kind: 'free' })
    expect(nightVerdict(night('2026-12-20'), 1, '2026-12-13')).toEqual({ kind: 'released' })
    expect(nightVerdict(night('2026-12-20', { releaseDays: 0 }), 1, '2026-12-19')).toMatchObject({ kind: 'free' })
  })
})

describe('a stay', () => {
  const stay = (over: Partial<Parameters<typeof stayAvailability>[0]> = {}) =>
    stayAvailability({ arrival: '2026-12-20', nights: 3, rooms: 1, today: TODAY, allotment: season, ...over })

  it('is instant when every night is free', () => {
    expect(stay()).toEqual({ instant: true, nights: 3 })
  })

  it('is on request otherwise, saying why as a person would', () => {
    const soldOut = [season[0], night('2026-12-21', { sold: 5 }), season[2]]
    expect(stay({ allotment: soldOut })).toEqual({
      instant: false,
      nights: 3,
      availableNights: 2,
      why: { cause: 'short', available: 2, nights: 3 },
    })
    expect(reason(stay({ allotment: soldOut }))).toBe('2 of 3 nights available')
    expect(stay({ nights: 4 }).instant).toBe(false)
    expect(reason(stay({ nights: 4 }))).toBe('3 of 4 nights available')
    expect(reason(stay({ rooms: 6 }))).toBe('0 of 3 nights available')
    const stopped = stay({ allotment: [season[0], night('2026-12-21', { stopSale: true }), season[2]] })
    expect(reason(stopped)).toBe('Stop sale on 21 Dec')
    expect(reason(stay({ today: '2026-12-14' }))).toBe('Inside the release period')
    expect(stay({ allotment: [] })).toMatchObject({ availableNights: 0, why: { cause: 'none' } })
    expect(reason(stay({ allotment: [] }))).toBe('No allotment for these nights')
    expect(reason(stay({ today: '2026-12-21' }))).toBe('The stay has begun')
    expect(reason(stay({ nights: 1, allotment: [night('2026-12-20', { sold: 5 })] }))).toBe('0 of 1 night available')
  })

  it('says why in the reader’s language (issue 58)', () => {
    const stopped = stay({ allotment: [season[0], night('2026-12-21', { stopSale: true }), season[2]] })
    expect(reason(stopped, DE)).toBe('Verkaufsstopp am 21. Dez.')
    expect(reason(stopped, FR)).toBe('Arrêt des ventes le 21 déc.')
    expect(reason(stay({ today: '2026-12-14' }), DE)).toBe('Innerhalb der Release-Frist')
    expect(reason(stay({ rooms: 6 }), FR)).toBe('0 sur 3 nuits disponibles')
  })
})

describe('a hold for the client', () => {
  const now = new Date('2026-12-01T10:00:00Z')

  it('lasts 48 hours by default, at most a week, never past the release date', () => {
    expect(holdExpiry({ now, nights: season })?.toISOString()).toBe('2026-12-03T10:00:00.000Z')
    expect(holdExpiry({ now, hours: 24 * 30, nights: season })?.toISOString()).toBe('2026-12-08T10:00:00.000Z')
    // Released from 13 Dec (7 days before the 20th): a hold asked on the 11th ends at midnight.
    expect(holdExpiry({ now: new Date('2026-12-11T18:00:00Z'), nights: season })?.toISOString()).toBe(
      '2026-12-13T00:00:00.000Z',
    )
    expect(holdExpiry({ now: new Date('2026-12-13T00:00:00Z'), nights: season })).toBeNull()
  })
})

describe('cancelling', () => {
  const terms = [
    { daysBefore: 30, percent: 25 },
    { daysBefore: 7, percent: 50 },
    { daysBefore: 1, percent: 100 },
  ]
  const charge = (cancelledOn: string) =>
    cancellationCharge({ terms, arrival: '2026-12-20', cancelledOn, total: 123_45 })

  it('charges the share of the nearest term the notice falls under, in minor units', () => {
    expect(charge('2026-11-01')).toEqual({ percent: 0, amount: 0, daysBefore: 49 })
    expect(charge('2026-11-20')).toEqual({ percent: 25, amount: 3086, daysBefore: 30 })
    expect(charge('2026-12-15')).toEqual({ percent: 50, amount: 6173, daysBefore: 5 })
    expect(charge('2026-12-19')).toEqual({ percent: 100, amount: 123_45, daysBefore: 1 })
    expect(charge('2026-12-22')).toEqual({ percent: 100, amount: 123_45, daysBefore: 0 })
    expect(cancellationCharge({ terms: [], arrival: '2026-12-20', cancelledOn: '2026-12-19', total: 100 }).amount).toBe(
      0,
    )
  })
})

const hotelLine = (night: number, over: Record<string, unknown> = {}) => ({
  kind: 'hotel',
  idHotel: 'h1',
  idContract: 'c1',
  idRoom: 'Deluxe',
  nameTour: 'River House',
  numberRoom: 1,
  nights: 3,
  night,
  total: 100,
  ...over,
})
const trip = [
  { date: '2026-12-20', Activities: [hotelLine(1), { kind: 'activity', nameTour: 'Temples', total: 50 }] },
  { date: '2026-12-21', Activities: [hotelLine(2), hotelLine(1, { idRoom: 'Suite', nights: 1, numberRoom: 2 })] },
  { date: '2026-12-22', Activities: [hotelLine(3)] },
  { date: '2026-12-23', Activities: [] },
]

describe('an itinerary’s rooms', () => {
  it('groups hotel lines into stays and stays into nights, summed where they share one', () => {
    expect(roomStays(trip)).toEqual([
      {
        hotel: 'h1',
        hotelName: 'River House',
        contract: 'c1',
        room: 'Deluxe',
        checkIn: '2026-12-20',
        nights: 3,
        rooms: 1,
        total: 300,
      },
      {
        hotel: 'h1',
        hotelName: 'River House',
        contract: 'c1',
        room: 'Suite',
        checkIn: '2026-12-21',
        nights: 1,
        rooms: 2,
        total: 100,
      },
    ])
    const twice = [...roomStays(trip), { ...roomStays(trip)[0], checkIn: '2026-12-22', nights: 1 }]
    expect(roomNights(twice).find((entry) => entry.room === 'Deluxe' && entry.date === '2026-12-22')?.rooms).toBe(2)
  })

  it('lists nights in one fixed order whatever the order of the stays (no crosswise locks)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(roomStays(trip), { minLength: 2, maxLength: 2 }), (stays) => {
        expect(roomNights(stays)).toEqual(roomNights([...stays].reverse()))
      }),
    )
  })

  it('never asks more rooms a night than the party has travellers', () => {
    expect(roomsBeyondParty(roomStays(trip), 3)).toBeNull()
    expect(roomsBeyondParty(roomStays(trip), 2)).toEqual({ date: '2026-12-21', rooms: 3 })
  })
})

describe('Book now', () => {
  const allotment = new Map([
    [roomKey('h1', 'Deluxe'), season],
    [roomKey('h1', 'Suite'), [night('2026-12-21', { held: 2 })]],
  ])
  const plan = (over: Partial<Parameters<typeof bookNowPlan>[0]> = {}) =>
    bookNowPlan({ stays: roomStays(trip), allotment, services: { instant: true }, today: TODAY, ...over })

  it('is instant when every stay and service is, mixed when some stays are, a request when none', () => {
    expect(plan().kind).toBe('instant')
    expect(plan({ services: { instant: false } }).kind).toBe('mixed')
    const noSuite = new Map([[roomKey('h1', 'Deluxe'), season]])
    expect(plan({ allotment: noSuite }).kind).toBe('mixed')
    expect(plan({ allotment: new Map() }).kind).toBe('request')
    expect(plan({ allotment: noSuite }).stays[1]?.availability).toMatchObject({
      instant: false,
      why: { cause: 'none' },
    })
  })

  it('confirms the agency’s own services by rule, two days ahead at least', () => {
    expect(servicesByRule(trip, '2026-12-18')).toEqual({ instant: true, services: 1, why: null })
    const soon = servicesByRule(trip, '2026-12-19')
    expect(soon.instant).toBe(false)
    expect(servicesText(soon.why, EN)).toBe(
      'Services on 20 Dec are less than 2 days away: your consultant confirms them',
    )
    expect(servicesText(soon.why, DE)).toBe(
      'Die Leistungen am 20. Dez. liegen weniger als 2 Tage entfernt: Ihr Berater bestätigt sie',
    )
  })

  it('agents move a booking to confirmed or confirmation requested by Book now only, and cancel what was sent (issue 54)', () => {
    expect(instantMoveAllowed('book', 'draft', 'confirmed')).toBe(true)
    expect(instantMoveAllowed('book', 'quoted', 'confirmation_requested')).toBe(true)
    expect(instantMoveAllowed('book', 'confirmed', 'confirmed')).toBe(false)
    expect(instantMoveAllowed('book', 'draft', 'cancelled')).toBe(false)
    expect(instantMoveAllowed('cancel', 'confirmed', 'cancelled')).toBe(true)
    expect(instantMoveAllowed('cancel', 'requested', 'cancelled')).toBe(true)
    expect(instantMoveAllowed('cancel', 'draft', 'cancelled')).toBe(false)
    expect(instantMoveAllowed('cancel', 'cancelled', 'cancelled')).toBe(false)
  })
})

describe('the cancellation outlook: today’s charge as money, then only the steps to come (issue 54)', () => {
  /** The stay: 12 Dec, 471.66 EUR; 25% from 30 days, 50% from 14, 100% from 3. */
  const terms = [
    { daysBefore: 30, percent: 25 },
    { daysBefore: 14, percent: 50 },
    { daysBefore: 3, percent: 100 },
  ]
  const outlook = (today: string) => cancellationOutlook({ terms, arrival: '2026-12-12', today, total: 471_66 })

  it('charges 50% on 1 Dec and lists only 100% from 9 Dec, never the steps already past', () => {
    expect(outlook('2026-12-01')).toEqual({
      now: { percent: 50, amount: 235_83 },
      steps: [{ from: '2026-12-09', percent: 100, amount: 471_66 }],
      nonRefundable: false,
    })
    expect(termsText(outlook('2026-12-01'), EN)).toBe('50% if cancelled now; 100% from 9 Dec')
  })

  it('is free until the day before the first step, and every step is still to come', () => {
    expect(outlook('2026-11-01').now).toEqual({ percent: 0, amount: 0 })
    expect(outlook('2026-11-01').steps.map((step) => [step.from, step.percent])).toEqual([
      ['2026-11-12', 25],
      ['2026-11-28', 50],
      ['2026-12-09', 100],
    ])
    expect(termsText(outlook('2026-11-01'), EN)).toBe(
      'Free cancellation until 11 Nov; 25% from 12 Nov; 50% from 28 Nov; 100% from 9 Dec',
    )
  })

  it('agrees with what a cancellation costs on each step’s day and the day before it', () => {
    for (const step of outlook('2026-11-01').steps) {
      const on = cancellationCharge({ terms, arrival: '2026-12-12', cancelledOn: step.from, total: 471_66 })
      const before = cancellationCharge({
        terms,
        arrival: '2026-12-12',
        cancelledOn: addDays(step.from, -1),
        total: 471_66,
      })
      expect(on).toMatchObject({ percent: step.percent, amount: step.amount })
      expect(before.percent).toBeLessThan(step.percent)
    }
  })

  it('calls the whole stay non-refundable once it is charged in full, and a stay with no terms free', () => {
    expect(outlook('2026-12-10')).toEqual({ now: { percent: 100, amount: 471_66 }, steps: [], nonRefundable: true })
    expect(termsText(outlook('2026-12-10'), EN)).toBe('Non-refundable: 100% if cancelled now')
    const free = cancellationOutlook({ terms: [], arrival: '2026-12-12', today: '2026-12-01', total: 100 })
    expect(free).toEqual({ now: { percent: 0, amount: 0 }, steps: [], nonRefundable: false })
    expect(termsText(free, EN)).toBe('Free cancellation')
    expect(termsText(outlook('2026-12-01'), DE)).toBe('50 % bei Stornierung jetzt; 100 % ab 9. Dez.')
    expect(termsText(outlook('2026-12-01'), FR)).toBe(
      '50\u00a0% en cas d’annulation maintenant\u00a0; 100\u00a0% à partir du 9 déc.',
    )
  })

  it('turns the day at midnight UTC, whatever the zone of the server or browser', () => {
    // 23:59:59 UTC on 27 Nov is already 28 Nov in Bangkok and still 27 Nov in New York.
    expect(outlook(allotmentDay(new Date('2026-11-27T23:59:59Z'))).now.percent).toBe(25)
    expect(outlook(allotmentDay(new Date('2026-11-28T00:00:00Z'))).now.percent).toBe(50)
    // Across Europe's change to winter time (25 Oct 2026) a day is still one day.
    const october = cancellationOutlook({ terms, arrival: '2026-10-28', today: '2026-10-20', total: 100 })
    expect(october).toMatchObject({ now: { percent: 50 }, steps: [{ from: '2026-10-25', percent: 100 }] })
    expect(termsText(october, EN)).toBe('50% if cancelled now; 100% from 25 Oct')
  })
})

describe('the pickers’ badge', () => {
  it('counts the rooms chosen against the fewest free on any night', () => {
    const tight = [season[0], night('2026-12-21', { sold: 3 }), season[2]] as TAllotmentNight[]
    const availability = roomAvailability({
      arrival: '2026-12-20',
      nights: 3,
      rooms: 1,
      today: TODAY,
      allotment: tight,
    })
    expect(availability).toEqual({ instant: true, why: null, freeRooms: 2 })
    expect(roomsVerdict(availability.freeRooms, 2)).toBe('instant')
    expect(roomsVerdict(availability.freeRooms, 3)).toBe('rooms-left')
    expect(onRequestText({ cause: 'rooms-left', rooms: 2 }, EN)).toBe('2 rooms left on allotment')
    expect(onRequestText({ cause: 'rooms-left', rooms: 1 }, DE)).toBe('Noch 1 Zimmer im Kontingent')
    const none = roomAvailability({ arrival: '2026-12-20', nights: 3, rooms: 1, today: TODAY, allotment: [] })
    expect(roomsVerdict(none.freeRooms, 1)).toBe('judged')
    expect(none.why && onRequestText(none.why, EN)).toBe('No allotment for these nights')
  })
})

describe('dates in every time zone (issue 54)', () => {
  it('Monsoon’s day turns at midnight UTC, and a step’s day reads the same in any zone, across a DST change', () => {
    expect(allotmentDay(new Date('2026-12-01T23:59:59.999Z'))).toBe('2026-12-01')
    expect(allotmentDay(new Date('2026-12-02T00:00:00.000Z'))).toBe('2026-12-02')
    const zone = process.env.TZ
    try {
      // New York moves its clocks on 14 March 2027; Kiritimati is UTC+14, Pago Pago UTC−11.
      for (const timeZone of ['America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Berlin']) {
        process.env.TZ = timeZone
        expect(allotmentDay(new Date('2027-03-14T06:30:00Z'))).toBe('2027-03-14')
        expect(shortDay('2027-03-14')).toBe('14 Mar 2027')
        expect(longDay('2027-03-28')).toBe('Sun 28 Mar 2027')
        const steps = cancellationOutlook({
          terms: [{ daysBefore: 3, percent: 100 }],
          arrival: '2027-03-16',
          today: allotmentDay(new Date('2027-03-12T23:30:00Z')),
          total: 100_00,
        }).steps
        expect(steps).toEqual([{ from: '2027-03-13', percent: 100, amount: 100_00 }])
        expect(termsText({ now: { percent: 0, amount: 0 }, steps, nonRefundable: false }, EN)).toBe(
          'Free cancellation until 12 Mar; 100% from 13 Mar',
        )
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })
})

describe('Book now and Hold on the stays the agent picks (issue 54)', () => {
  const verdict = (hotel: string, instant: boolean) => ({
    hotel,
    hotelName: `Hotel ${hotel}`,
    contract: 'c',
    room: 'Deluxe',
    checkIn: '2027-03-01',
    nights: 2,
    rooms: 1,
    total: 100_00,
    availability: instant
      ? { instant: true as const, nights: 2 }
      : {
          instant: false as const,
          nights: 2,
          availableNights: 0,
          why: { cause: 'stop-sale' as const, day: '2027-03-01' },
        },
  })
  const plan = { kind: 'mixed' as const, stays: [verdict('a', true), verdict('b', true), verdict('c', false)] }
  const services = { instant: true }

  it('keeps every instant stay without a choice, and leaves the unpicked ones for Monsoon', () => {
    expect(pickStays(plan, undefined, services).plan).toBe(plan)
    const picked = pickStays(plan, ['a|Deluxe|2027-03-01'], services)
    expect(picked.problem).toBeNull()
    expect(picked.plan.kind).toBe('mixed')
    expect(picked.plan.stays.map((stay) => stay.availability.instant)).toEqual([true, false, false])
    expect(picked.plan.stays[1]?.availability).toMatchObject({ why: { cause: 'left' } })
    const left = picked.plan.stays[1]?.availability
    expect(left && !left.instant && onRequestText(left.why, EN)).toBe('You left it for Monsoon to confirm')
    const all = { kind: 'instant' as const, stays: [verdict('a', true), verdict('b', true)] }
    expect(pickStays(all, ['a|Deluxe|2027-03-01', 'b|Deluxe|2027-03-01'], services).plan.kind).toBe('instant')
    expect(pickStays(all, ['b|Deluxe|2027-03-01'], services).plan.kind).toBe('mixed')
    expect(pickStays(all, [], services).plan.kind).toBe('request')
  })

  it('refuses a stay that is on request or not in the booking', () => {
    expect(pickStays(plan, ['c|Deluxe|2027-03-01'], services).problem).toEqual({
      cause: 'on-request',
      hotel: 'Hotel c',
      room: 'Deluxe',
    })
    expect(pickStays(plan, ['x|Deluxe|2027-03-01'], services).problem).toEqual({ cause: 'unknown-stay' })
    expect(stayKey(verdict('a', true))).toBe('a|Deluxe|2027-03-01')
  })
})

describe('a confirmed trip amended (issue 56)', () => {
  const night = (date: string, rooms: number) => ({ hotel: 'h1', room: 'Deluxe', date, rooms })

  it('gives back the nights a shorter stay no longer has, and the rooms beyond what a night still needs', () => {
    const taken = [night('2027-03-02', 2), night('2027-03-03', 2), night('2027-03-04', 2)]
    const needed = [night('2027-03-02', 2), night('2027-03-03', 1)]
    expect(nightsNoLongerNeeded(taken, needed)).toEqual({
      kept: [night('2027-03-02', 2), night('2027-03-03', 1)],
      back: [night('2027-03-03', 1), night('2027-03-04', 2)],
    })
    // A night more is not taken from the allotment: the hotel's amendment asks for it.
    expect(nightsNoLongerNeeded(taken, [...taken, night('2027-03-05', 2)]).back).toEqual([])
  })

  it('splits what was taken into kept and back, never keeping more than is needed', () => {
    const arbitraryNight = fc.record({
      hotel: fc.constantFrom('h1', 'h2'),
      room: fc.constantFrom('Deluxe', 'Suite'),
      date: fc.constantFrom('2027-03-01', '2027-03-02'),
      rooms: fc.integer({ min: 1, max: 5 }),
    })
    fc.assert(
      fc.property(
        fc.array(arbitraryNight, { maxLength: 8 }),
        fc.array(arbitraryNight, { maxLength: 8 }),
        (taken, needed) => {
          const { kept, back } = nightsNoLongerNeeded(taken, needed)
          const sum = (nights: readonly TRoomNight[], key: string) =>
            nights.filter((n) => `${n.hotel}|${n.room}|${n.date}` === key).reduce((total, n) => total + n.rooms, 0)
          for (const key of new Set(taken.map((n) => `${n.hotel}|${n.room}|${n.date}`))) {
            expect(sum(kept, key) + sum(back, key)).toBe(sum(taken, key))
            expect(sum(kept, key)).toBeLessThanOrEqual(sum(needed, key))
          }
        },
      ),
    )
  })
})
