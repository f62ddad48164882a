import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addActivities,
  addHotel,
  addLocation,
  capacityOf,
  cardRoom,
  clearItinerary,
  copyToDay,
  daysFor,
  isMonthDay,
  moveLine,
  priceTours,
  quickAddChoice,
  quoteStay,
  removeLine,
  removeLocation,
  resizeStay,
  roomRates,
  stayResizeProblem,
  surchargeDue,
  surchargeOffered,
  type THotelOffer,
  type TProgramOffer,
  type TRoomOffer,
  type TTourDay,
  wholeStays,
  withinSeason,
  withSurchargesByRule,
} from './index'

const party = { adults: 2, childAges: [8] }

/** An optional surcharge with no season. */
const EVERY_DAY = { compulsory: false, seasonFrom: null, seasonTo: null }

const program = (id: string, over: Partial<TProgramOffer> = {}): TProgramOffer => ({
  _id: id,
  nameTour: `Program ${id}`,
  type: 'DayProgram',
  adultPrice: 55_00,
  childPrices: [{ ageFrom: 4, ageTo: 11, price: 30_00 }],
  lsSurcharge: [
    { name: 'Christmas gala', price: 40_00, isActive: true, Children: [{ age: 8, childPrice: 20_00 }], ...EVERY_DAY },
    { name: 'Private boat', price: 80_00, isActive: false, Children: [], ...EVERY_DAY },
  ],
  city: 'Chiang Mai',
  ...over,
})

const hotel: THotelOffer = {
  _id: 'h1',
  nameTour: 'River Lodge',
  city: 'Luang Prabang',
  rooms: [
    {
      idContract: 'c1',
      idRoom: 'Deluxe',
      occupancy: 2,
      rates: {
        fitPrice: 0,
        occupancy: 2,
        optionalValue: 0,
        validFrom: '2026-11-01',
        validTo: '2027-04-30',
        periodPrices: [
          { beginDate: '2026-11-01', endDate: '2026-12-19', price: 120_00 },
          { beginDate: '2026-12-20', endDate: '2027-01-05', price: 185_00 },
        ],
      },
      extras: {
        extraBedAdult: 35_00,
        extraBedChild: 20_00,
        mealPlanAdult: 25_00,
        mealPlanChildren: [{ from: 4, to: 11, price: 12_50 }],
        addOns: [{ name: 'Airport lounge', price: 50_00 }],
      },
    },
    {
      idContract: 'c1',
      idRoom: 'Suite',
      occupancy: 3,
      rates: {
        fitPrice: 0,
        occupancy: 3,
        optionalValue: 10_00,
        validFrom: '2026-11-01',
        validTo: '2027-04-30',
        periodPrices: [{ beginDate: '2026-12-20', endDate: '2027-01-05', price: 300_00 }],
      },
      extras: { extraBedAdult: 0, extraBedChild: 0, mealPlanAdult: 0, mealPlanChildren: [], addOns: [] },
    },
  ],
}

const [deluxe, suite] = hotel.rooms as [TRoomOffer, TRoomOffer]

const tenDays = () => daysFor('2026-12-15', '2026-12-24')

describe('days', () => {
  it('runs from the begin date to the end date, both included', () => {
    const days = tenDays()
    expect(days.map((day) => [day.Day, day.date])).toHaveLength(10)
    expect(days[0]).toMatchObject({ Day: 1, date: '2026-12-15' })
    expect(days[9]).toMatchObject({ Day: 10, date: '2026-12-24' })
  })
  it('keeps a day’s plan by day number when the trip moves, and drops days past a shorter end', () => {
    const planned = addActivities(tenDays(), 1, [{ offer: program('p1') }])
    const moved = daysFor('2027-01-10', '2027-01-12', planned)
    expect(moved.map((day) => day.date)).toEqual(['2027-01-10', '2027-01-11', '2027-01-12'])
    expect(moved[1]?.Activities.map((line) => line.tourId)).toEqual(['p1'])
  })
})

describe('§4 adding activities', () => {
  it('skips an activity whose tourId is already on the day, and adds ticked active surcharges as lines', () => {
    let days = addActivities(tenDays(), 0, [{ offer: program('p1'), surcharges: ['Christmas gala', 'Private boat'] }])
    days = addActivities(days, 0, [{ offer: program('p1') }, { offer: program('p2') }])
    const lines = days[0]?.Activities ?? []
    expect(lines.map((line) => [line.kind, line.tourId, line.nameTour])).toEqual([
      ['activity', 'p1', 'Program p1'],
      ['surcharge', 'p1', 'Christmas gala'],
      ['activity', 'p2', 'Program p2'],
    ])
    expect(lines[1]).toMatchObject({ IsItem: true, parentActivityId: lines[0]?._id })
  })

  it('prices adults and children by age, surcharges on their own line', () => {
    const days = addActivities(tenDays(), 0, [{ offer: program('p1'), surcharges: ['Christmas gala'] }])
    const priced = priceTours(days, party)
    expect(priced.days[0]?.Activities.map((line) => line.total)).toEqual([55_00 * 2 + 30_00, 40_00 * 2 + 20_00])
    expect(priced.days[0]?.total).toBe(240_00)
    expect(priced.total).toBe(240_00)
  })

  it('prices a per-vehicle transfer once and a visa per person', () => {
    const days = addActivities(tenDays(), 0, [
      { offer: { _id: 't1', nameTour: 'Airport', type: 'Transfer', price: 45_00, pricing: 'perVehicle' } },
      { offer: { _id: 't2', nameTour: 'Shuttle', type: 'Transfer', price: 10_00, pricing: 'perPerson' } },
      { offer: { _id: 'v1', nameTour: 'Visa on arrival', type: 'VisaOnArrivalServices', price: 35_00 } },
    ])
    expect(priceTours(days, party).days[0]?.Activities.map((line) => line.total)).toEqual([45_00, 30_00, 105_00])
  })
})

describe('§4 adding a hotel', () => {
  it('adds it from the current day through its nights, each date priced by its own period', () => {
    const days = addHotel(tenDays(), 3, { hotel, rooms: [quickAddChoice(deluxe, party)], nights: 3 })
    const priced = priceTours(days, party)
    expect(priced.days.map((day) => day.Activities.length)).toEqual([0, 0, 0, 1, 1, 1, 0, 0, 0, 0])
    // 18 and 19 December in the first period, 20 December in the second; 3 people / occupancy 2 → 2 rooms.
    expect(priced.days.slice(3, 6).map((day) => day.total)).toEqual([240_00, 240_00, 370_00])
    expect(priced.days[3]?.Activities[0]).toMatchObject({ kind: 'hotel', numberRoom: 2, nights: 3, night: 1 })
  })

  it('skips a room with 0 rooms or no price that night, and never runs past the last day', () => {
    const suiteChoice = quickAddChoice(suite, party)
    const none = { ...quickAddChoice(deluxe, party), numberRoom: 0 }
    const days = addHotel(tenDays(), 4, { hotel, rooms: [suiteChoice, none], nights: 10 })
    // The suite has a rate from 20 December (day 6) only; day 5 gets nothing; the stay stops at day 10.
    expect(days.map((day) => day.Activities.length)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1])
    expect(priceTours(days, party).days[5]?.total).toBe(300_00 + 10_00)
  })

  it('charges extras per night and add-ons once, on the first night', () => {
    const choice = {
      ...quickAddChoice(deluxe, party),
      numberRoom: 1,
      extraBedAdult: 1,
      mealPlanAdult: 3,
      mealPlanChild: [1],
      addOns: ['Airport lounge'],
    }
    const priced = priceTours(addHotel(tenDays(), 0, { hotel, rooms: [choice], nights: 2 }), party)
    const night = 120_00 + 35_00 + 75_00 + 12_50
    expect(priced.days.slice(0, 2).map((day) => day.total)).toEqual([night + 50_00, night])
  })
})

describe('choosing rooms (issue 18)', () => {
  it('shows each room’s rate a night and for the stay, and says when a night has none', () => {
    // 18 to 21 December: two nights at 120.00, two at 185.00; the suite has no rate before the 20th.
    expect(roomRates(deluxe, '2026-12-18', 4)).toEqual({
      perNight: [120_00, 120_00, 185_00, 185_00],
      lowest: 120_00,
      highest: 185_00,
      whole: true,
      stay: 610_00,
    })
    expect(roomRates(suite, '2026-12-18', 4).whole).toBe(false)
  })

  it('totals the choice exactly as the itinerary will, and checks the beds against the party', () => {
    const two = { ...quickAddChoice(deluxe, party), numberRoom: 2, extraBedChild: 0 }
    const total = quoteStay(hotel, { choices: [two], checkIn: '2026-12-18', nights: 3 }, party)
    const added = priceTours(addHotel(tenDays(), 3, { hotel, rooms: [two], nights: 3 }), party).total
    expect(total).toBe(added)
    expect(capacityOf(hotel, [two], party)).toEqual({ beds: 4, travellers: 3, fits: true })
    const one = { ...two, numberRoom: 1 }
    expect(capacityOf(hotel, [one], party)).toEqual({ beds: 2, travellers: 3, fits: false })
    expect(capacityOf(hotel, [{ ...one, extraBedChild: 1 }], party).fits).toBe(true)
  })
})

describe('§4 moving, removing, copying, locations, clearing', () => {
  it('moves a line with its surcharges; a day that has the item already keeps it where it is', () => {
    let days = addActivities(tenDays(), 0, [{ offer: program('p1'), surcharges: ['Christmas gala'] }])
    days = addActivities(days, 2, [{ offer: program('p1') }])
    const id = days[0]?.Activities[0]?._id as string
    expect(moveLine(days, { fromDay: 0, lineId: id, toDay: 2 })).toEqual(days)
    const moved = moveLine(days, { fromDay: 0, lineId: id, toDay: 1 })
    expect(moved[0]?.Activities).toEqual([])
    expect(moved[1]?.Activities.map((line) => line.kind)).toEqual(['activity', 'surcharge'])
  })

  it('moves a hotel night with its whole stay, never alone (issue 18)', () => {
    const choices = [quickAddChoice(deluxe, party), { ...quickAddChoice(suite, party), numberRoom: 1 }]
    const days = addHotel(tenDays(), 6, { hotel, rooms: choices, nights: 3 })
    const second = days[7]?.Activities.find((line) => line.kind === 'hotel' && line.night === 2)
    expect(second).toBeDefined()
    const hotelNights = (list: TTourDay[]) =>
      list.map((day) =>
        day.Activities.filter((line) => line.kind === 'hotel').map((line) => `${line.idRoom}:${line.night}`),
      )
    // Night 2 to day 9 (index 8): the stay starts a day later, every room of every night with it.
    const moved = moveLine(days, { fromDay: 7, lineId: second?._id as string, toDay: 8 })
    expect(hotelNights(moved).slice(6)).toEqual([[], hotelNights(days)[6], hotelNights(days)[7], hotelNights(days)[8]])
    // Past the last day, or onto the same hotel's other stay: nothing moves.
    expect(moveLine(days, { fromDay: 7, lineId: second?._id as string, toDay: 9 })).toEqual(days)
    const twoStays = addHotel(days, 0, { hotel, rooms: [choices[0]], nights: 2 })
    expect(moveLine(twoStays, { fromDay: 7, lineId: second?._id as string, toDay: 2 })).toEqual(twoStays)
  })

  it('sets the hotel’s city as a location of every night it covers', () => {
    const days = addHotel(tenDays(), 3, { hotel, rooms: [quickAddChoice(deluxe, party)], nights: 2 })
    expect(days.map((day) => day.location.map((location) => location.city))).toEqual([
      [],
      [],
      [],
      [hotel.city],
      [hotel.city],
      [],
      [],
      [],
      [],
      [],
    ])
    // A moved stay takes its city to the nights it now covers; the old nights keep theirs (the agent's).
    const moved = moveLine(days, { fromDay: 3, lineId: days[3]?.Activities[0]?._id as string, toDay: 6 })
    expect(moved.map((day) => day.location.map((location) => location.city))).toEqual([
      [],
      [],
      [],
      [hotel.city],
      [hotel.city],
      [],
      [hotel.city],
      [hotel.city],
      [],
      [],
    ])
  })

  it('does not move a room to a date it has no rate on', () => {
    const days = addHotel(tenDays(), 5, { hotel, rooms: [quickAddChoice(suite, party)], nights: 1 })
    const id = days[5]?.Activities[0]?._id as string
    expect(moveLine(days, { fromDay: 5, lineId: id, toDay: 0 })).toEqual(days)
    expect(moveLine(days, { fromDay: 5, lineId: id, toDay: 6 })[6]?.Activities).toHaveLength(1)
  })

  it('removes an activity with its surcharges', () => {
    const days = addActivities(tenDays(), 0, [{ offer: program('p1'), surcharges: ['Christmas gala'] }])
    expect(removeLine(days, 0, days[0]?.Activities[0]?._id as string)[0]?.Activities).toEqual([])
  })

  it('copies a program to a day and makes it the current day', () => {
    const state = { days: tenDays(), currentDay: 0, pnr: 3, comment: '', status: 'draft' }
    const next = copyToDay(state, 4, [{ offer: program('p9') }])
    expect(next.currentDay).toBe(4)
    expect(next.days[4]?.Activities.map((line) => line.tourId)).toEqual(['p9'])
  })

  it('never has the same city twice on a day', () => {
    let days = addLocation(tenDays(), 0, 'Hanoi')
    days = addLocation(days, 0, ' hanoi ')
    days = addLocation(days, 0, 'Ha Long')
    expect(days[0]?.location).toEqual([{ city: 'Hanoi' }, { city: 'Ha Long' }])
    expect(removeLocation(days, 0, 'HANOI')[0]?.location).toEqual([{ city: 'Ha Long' }])
  })

  it('clears to empty days, day 0, pnr 1, empty comment and status', () => {
    const days = addLocation(addActivities(tenDays(), 3, [{ offer: program('p1') }]), 3, 'Hue')
    const cleared = clearItinerary({ days, currentDay: 3, pnr: 4, comment: 'Honeymoon', status: 'draft' })
    expect(cleared).toMatchObject({ currentDay: 0, pnr: 1, comment: '', status: '' })
    expect(cleared.days).toHaveLength(10)
    expect(cleared.days.every((day) => day.Activities.length === 0 && day.location.length === 0)).toBe(true)
  })
})

describe('properties', () => {
  const offerArb = fc
    .record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      price: fc.integer({ min: 0, max: 500_00 }),
      surcharge: fc.boolean(),
    })
    .map(({ id, price, surcharge }) => ({
      offer: program(id, { adultPrice: price }),
      surcharges: surcharge ? ['Christmas gala'] : [],
    }))
  const opArb = fc.oneof(
    fc.record({ op: fc.constant('add' as const), day: fc.nat(9), picks: fc.array(offerArb, { maxLength: 3 }) }),
    fc.record({
      op: fc.constant('hotel' as const),
      day: fc.nat(9),
      nights: fc.integer({ min: 1, max: 5 }),
      rooms: fc.integer({ min: 0, max: 3 }),
    }),
    fc.record({ op: fc.constant('move' as const), from: fc.nat(9), to: fc.nat(9), at: fc.nat(5) }),
  )
  type TOp = typeof opArb extends fc.Arbitrary<infer T> ? T : never
  const build = (ops: TOp[]): TTourDay[] =>
    ops.reduce<TTourDay[]>((days, step) => {
      if (step.op === 'add') return addActivities(days, step.day, step.picks)
      if (step.op === 'hotel') {
        const choice = { ...quickAddChoice(deluxe, party), numberRoom: step.rooms }
        return addHotel(days, step.day, { hotel, rooms: [choice], nights: step.nights })
      }
      const line = days[step.from]?.Activities.filter((l) => l.kind !== 'surcharge')[step.at]
      return line ? moveLine(days, { fromDay: step.from, lineId: line._id, toDay: step.to }) : days
    }, tenDays())
  const partyArb = fc.record({
    adults: fc.integer({ min: 1, max: 8 }),
    childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }),
  })

  it('adding twice equals adding once', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 8 }),
        fc.nat(9),
        fc.array(offerArb, { maxLength: 4 }),
        (ops, d, picks) => {
          const once = addActivities(build(ops), d, picks)
          expect(addActivities(once, d, picks)).toEqual(once)
          const choice = quickAddChoice(deluxe, party)
          const hotelOnce = addHotel(once, d, { hotel, rooms: [choice], nights: 3 })
          expect(addHotel(hotelOnce, d, { hotel, rooms: [choice], nights: 3 })).toEqual(hotelOnce)
        },
      ),
    )
  })

  it('move then move back restores every day’s services; a move only ever adds locations', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 10 }), fc.nat(9), fc.nat(9), fc.nat(5), (ops, from, to, at) => {
        const days = build(ops)
        const line = days[from]?.Activities.filter((l) => l.kind !== 'surcharge')[at]
        fc.pre(line !== undefined)
        const moved = moveLine(days, { fromDay: from, lineId: (line as { _id: string })._id, toDay: to })
        const back = moveLine(moved, { fromDay: to, lineId: (line as { _id: string })._id, toDay: from })
        expect(back.map((day) => day.Activities)).toEqual(days.map((day) => day.Activities))
        // A hotel takes its city to the nights it moves to; no location the agent set is taken away.
        for (const [index, day] of back.entries())
          for (const location of days[index]?.location ?? []) expect(day.location).toContainEqual(location)
      }),
    )
  })

  it('the total always equals the sum of the day totals, and a day total the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 12 }), partyArb, (ops, somebody) => {
        const priced = priceTours(build(ops), somebody)
        expect(priced.total).toBe(priced.days.reduce((sum, day) => sum + day.total, 0))
        for (const day of priced.days) {
          expect(day.total).toBe(day.Activities.reduce((sum, line) => sum + line.total, 0))
          for (const line of day.Activities) expect(line.total).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('pricing is idempotent: pricing a priced itinerary changes nothing', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 8 }), partyArb, (ops, somebody) => {
        const once = priceTours(build(ops), somebody)
        expect(priceTours(once.days, somebody)).toEqual(once)
      }),
    )
  })
})

describe('the room a hotel card shows (issue 54)', () => {
  const room = (roomName: string, total: number, over: { nights?: number; instant?: boolean } = {}) => ({
    roomName,
    total,
    nights: Array.from({ length: over.nights ?? 3 }, () => ({})),
    availability: { instant: over.instant ?? false },
  })

  it('is the cheapest that confirms at once, not a cheaper room on request beside another room’s badge', () => {
    // Kata Rocks: the Suite was cheaper for the party but on request (stop sale); Deluxe was instant.
    const rooms = [
      room('Suite', 400_00),
      room('Deluxe', 520_00, { instant: true }),
      room('Family', 600_00, { instant: true }),
    ]
    expect(cardRoom(rooms, 3)?.roomName).toBe('Deluxe')
  })

  it('is the cheapest on request when none confirms at once, and never one missing a night of the stay', () => {
    const rooms = [room('Deluxe', 100_00, { nights: 2, instant: true }), room('Suite', 500_00), room('Family', 450_00)]
    expect(cardRoom(rooms, 3)?.roomName).toBe('Family')
    expect(cardRoom([room('Deluxe', 100_00, { nights: 2 })], 3)?.roomName).toBe('Deluxe')
    expect(cardRoom([], 3)).toBeUndefined()
  })
})

describe('compulsory surcharges apply by rule (issue 54)', () => {
  /** The festive season's supplement: compulsory from 20 Dec to 5 Jan. */
  const festive = {
    name: 'Festive season supplement (20 Dec – 5 Jan)',
    price: 15_00,
    isActive: true,
    Children: [{ age: 8, childPrice: 8_00 }],
    compulsory: true,
    seasonFrom: '12-20',
    seasonTo: '01-05',
  }
  const gala = { name: 'Gala dinner', price: 40_00, isActive: true, Children: [], ...EVERY_DAY }
  const withFestive = () => program('p1', { lsSurcharge: [festive, gala] })
  const surchargesOn = (days: TTourDay[], index: number) =>
    days[index]?.Activities.filter((line) => line.kind === 'surcharge').map((line) => line.nameTour)

  it('adds a compulsory surcharge on a day in its season, ticked or not, and only the ticked optional ones', () => {
    // tenDays() runs from 15 to 24 Dec: day 5 is 20 Dec, the season's first day; day 4 is 19 Dec.
    const days = addActivities(tenDays(), 5, [{ offer: withFestive() }])
    expect(surchargesOn(days, 5)).toEqual([festive.name])
    const before = addActivities(tenDays(), 4, [{ offer: withFestive(), surcharges: [festive.name, 'Gala dinner'] }])
    // Out of its season the supplement is not offered, even when sent as ticked.
    expect(surchargesOn(before, 4)).toEqual(['Gala dinner'])
  })

  it('follows its program to a new date: added in the season, dropped out of it', () => {
    const planned = addActivities(tenDays(), 2, [{ offer: withFestive() }])
    expect(surchargesOn(planned, 2)).toEqual([])
    const line = planned[2]?.Activities[0]
    const moved = moveLine(planned, { fromDay: 2, lineId: line?._id ?? '', toDay: 7 })
    expect(surchargesOn(moved, 7)).toEqual([festive.name])
    const back = moveLine(moved, { fromDay: 7, lineId: line?._id ?? '', toDay: 1 })
    expect(surchargesOn(back, 1)).toEqual([])
    // Every line keeps its own seq.
    const seqs = back.flatMap((day) => day.Activities.map((candidate) => candidate.seq))
    expect(new Set(seqs).size).toBe(seqs.length)
  })

  it('puts back what a client left out, and leaves days that follow the rule as they were', () => {
    const days = addActivities(tenDays(), 6, [{ offer: withFestive() }])
    const stripped = days.map((day) => ({
      ...day,
      Activities: day.Activities.filter((candidate) => candidate.kind !== 'surcharge'),
    }))
    expect(surchargesOn(withSurchargesByRule(stripped), 6)).toEqual([festive.name])
    const again = withSurchargesByRule(days)
    for (const [index, day] of again.entries()) expect(day).toBe(days[index])
  })

  it('reads a season across the new year, and only real days of the year', () => {
    expect(withinSeason('12-31', '12-20', '01-05')).toBe(true)
    expect(withinSeason('01-05', '12-20', '01-05')).toBe(true)
    expect(withinSeason('01-06', '12-20', '01-05')).toBe(false)
    expect(surchargeDue(festive, '2027-01-03')).toBe(true)
    expect(surchargeDue({ ...festive, compulsory: false }, '2027-01-03')).toBe(false)
    expect(surchargeOffered({ ...festive, isActive: false }, '2026-12-24')).toBe(false)
    for (const good of ['01-01', '02-29', '12-31']) expect(isMonthDay(good)).toBe(true)
    for (const bad of ['13-01', '02-30', '04-31', '1-1', '00-10', '12-00', '12-20\u0000'])
      expect(isMonthDay(bad)).toBe(false)
  })
})

describe('a stay is one unit (issue 54)', () => {
  const choices = [quickAddChoice(deluxe, party), { ...quickAddChoice(suite, party), numberRoom: 1 }]
  const stayOn = (list: TTourDay[]) =>
    list.map((day) =>
      day.Activities.filter((line) => line.kind === 'hotel').map(
        (line) => `${line.stayId}:${line.idRoom}:${line.night}/${line.nights}`,
      ),
    )

  it('removes every room of every night of a stay, from any of its nights', () => {
    const days = addHotel(addHotel(tenDays(), 6, { hotel, rooms: choices, nights: 3 }), 1, {
      hotel,
      rooms: [choices[0]],
      nights: 2,
    })
    const night3 = days[8]?.Activities.find((line) => line.kind === 'hotel')?._id as string
    const removed = removeLine(days, 8, night3)
    expect(stayOn(removed).slice(6)).toEqual([[], [], [], []])
    // The other stay of the same hotel stays.
    expect(stayOn(removed).slice(1, 3)).toEqual(stayOn(days).slice(1, 3))
  })

  it('lengthens a stay with the rooms of its first night, shortens it from its end, and refuses what cannot be', () => {
    const days = addHotel(tenDays(), 5, { hotel, rooms: choices, nights: 2 })
    const stayId = days[5]?.Activities.find((line) => line.kind === 'hotel')?.stayId as string
    const longer = priceTours(resizeStay(days, { stayId, nights: 4 }), party).days
    expect(stayOn(longer).slice(5, 10)).toEqual([
      [`${stayId}:Deluxe:1/4`, `${stayId}:Suite:1/4`],
      [`${stayId}:Deluxe:2/4`, `${stayId}:Suite:2/4`],
      [`${stayId}:Deluxe:3/4`, `${stayId}:Suite:3/4`],
      [`${stayId}:Deluxe:4/4`, `${stayId}:Suite:4/4`],
      [],
    ])
    // The nights added are in the hotel's city and priced; ids stay unique.
    expect(longer[8]?.location.map((location) => location.city)).toEqual(['Luang Prabang'])
    expect(longer[8]?.total).toBeGreaterThan(0)
    const ids = longer.flatMap((day) => day.Activities.map((line) => line._id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(stayOn(resizeStay(longer, { stayId, nights: 1 })).slice(5, 8)).toEqual([
      [`${stayId}:Deluxe:1/1`, `${stayId}:Suite:1/1`],
      [],
      [],
    ])
    expect(stayResizeProblem(days, { stayId, nights: 6 })).toEqual({ reason: 'tripEnd' })
    const blocked = addHotel(days, 7, { hotel, rooms: [choices[0]], nights: 1 })
    expect(stayResizeProblem(blocked, { stayId, nights: 4 })).toEqual({ reason: 'taken', day: 7 })
    expect(resizeStay(blocked, { stayId, nights: 4 })).toEqual(blocked)
  })

  it('refuses a night the contract has no rate for', () => {
    const late = daysFor('2027-01-02', '2027-01-08')
    const days = addHotel(late, 0, { hotel, rooms: [choices[0]], nights: 2 })
    const stayId = days[0]?.Activities[0]?.kind === 'hotel' ? days[0].Activities[0].stayId : ''
    // The last period ends on 5 January and the fit price is 0: day 5 (6 January) has no rate.
    expect(stayResizeProblem(days, { stayId, nights: 4 })).toBeNull()
    expect(stayResizeProblem(days, { stayId, nights: 5 })).toEqual({ reason: 'noRate', day: 4 })
  })

  it('mends stays saved before they had ids: a lone "night 2 of 3" becomes a stay of its own', () => {
    const days = addHotel(tenDays(), 6, { hotel, rooms: [choices[0]], nights: 3 })
    const legacy = days.map((day, index) => ({
      ...day,
      // Night 1 removed the old way, and no stay ids yet.
      Activities:
        index === 6
          ? []
          : day.Activities.map((line) =>
              line.kind === 'hotel' ? { ...line, stayId: undefined as unknown as string } : line,
            ),
    }))
    const mended = wholeStays(legacy)
    const id = days[7]?.Activities[0]?._id as string
    expect(stayOn(mended).slice(6, 10)).toEqual([[], [`${id}:Deluxe:1/2`], [`${id}:Deluxe:2/2`], []])
    // Already whole: returned as it is.
    expect(wholeStays(mended)).toEqual(mended)
  })

  it('splits a stay whose nights are not consecutive', () => {
    const days = addHotel(tenDays(), 2, { hotel, rooms: [choices[0]], nights: 4 })
    const gap = days.map((day, index) => (index === 3 ? { ...day, Activities: [] } : day))
    const [first, , second, third] = stayOn(wholeStays(gap)).slice(2, 6)
    expect(first?.[0]).toMatch(/:Deluxe:1\/1$/)
    expect(second?.[0]).toMatch(/:Deluxe:1\/2$/)
    expect(third?.[0]).toMatch(/:Deluxe:2\/2$/)
    expect(second?.[0]?.split(':')[0]).not.toBe(first?.[0]?.split(':')[0])
  })
})
