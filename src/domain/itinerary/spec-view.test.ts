import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { completeLines, ZTourDayView } from '@/domain/booking-contract'
import {
  addActivities,
  addHotel,
  daysFor,
  priceTours,
  quickAddChoice,
  type THotelOffer,
  type TProgramOffer,
  type TRoomOffer,
  tourDayViews,
} from './index'

const party = { adults: 2, childAges: [8, 8, 5] }
const EVERY_DAY = { compulsory: false, seasonFrom: null, seasonTo: null }

const program: TProgramOffer = {
  _id: 'p1',
  nameTour: 'Temples by bike',
  type: 'DayProgram',
  adultPrice: 55_00,
  childPrices: [{ ageFrom: 4, ageTo: 11, price: 30_00 }],
  lsSurcharge: [
    { name: 'Christmas gala', price: 40_00, isActive: true, Children: [{ age: 8, childPrice: 20_00 }], ...EVERY_DAY },
    { name: 'Private boat', price: 80_00, isActive: false, Children: [{ age: 5, childPrice: 9_00 }], ...EVERY_DAY },
  ],
  city: 'Chiang Mai',
}

const room: TRoomOffer = {
  idContract: 'c1',
  idRoom: 'Deluxe',
  occupancy: 2,
  rates: {
    fitPrice: 99_00,
    occupancy: 2,
    optionalValue: 7_50,
    validFrom: '2026-11-01',
    validTo: '2027-04-30',
    periodPrices: [{ beginDate: '2026-12-01', endDate: '2026-12-15', price: 120_00 }],
  },
  extras: { extraBedAdult: 0, extraBedChild: 0, mealPlanAdult: 0, mealPlanChildren: [], addOns: [] },
}
const hotel: THotelOffer = { _id: 'h1', nameTour: 'River Lodge', rooms: [room] }

function itinerary() {
  let days = addActivities(daysFor('2026-12-14', '2026-12-18'), 0, [{ offer: program, surcharges: ['Christmas gala'] }])
  days = addHotel(days, 0, { hotel, rooms: [quickAddChoice(room, party)], nights: 3 })
  return priceTours(days, party).days
}

describe('tourDayViews (spec §3 fields derived from the stored itinerary)', () => {
  const views = tourDayViews(itinerary(), party, (line) => `About ${line.nameTour}`)
  const day1 = views[0]?.Activities ?? []

  it('says which offered surcharges are chosen, for how many, and what they come to', () => {
    const activity = day1.find((line) => line.kind === 'activity')
    if (activity?.kind !== 'activity') throw new Error('no activity')
    expect(activity.content).toBe('About Temples by bike')
    expect(activity.lsSurcharge).toEqual([
      expect.objectContaining({
        name: 'Christmas gala',
        quantity: 2,
        SubTotal: 80_00,
        Children: [{ age: 8, childPrice: 20_00, childSubTotal: 40_00 }],
      }),
      expect.objectContaining({
        name: 'Private boat',
        quantity: 0,
        SubTotal: 0,
        Children: [{ age: 5, childPrice: 9_00, childSubTotal: 0 }],
      }),
    ])
  })

  it('gives a chosen surcharge line the §3 Surcharge fields; its subtotals add up to its total', () => {
    const surcharge = day1.find((line) => line.kind === 'surcharge')
    if (surcharge?.kind !== 'surcharge') throw new Error('no surcharge')
    expect(surcharge).toMatchObject({ name: 'Christmas gala', price: 40_00, isActive: true, quantity: 2 })
    expect(surcharge.SubTotal).toBe(surcharge.totalNoChild)
    const children = surcharge.Children.reduce((sum, child) => sum + child.childSubTotal, 0)
    expect(surcharge.SubTotal + children).toBe(surcharge.total)
  })

  it('names the period that priced each night, or none at the fit price, and the room option', () => {
    const nights = views.flatMap((day) =>
      day.Activities.flatMap((line) => (line.kind === 'hotel' ? [[day.date, line] as const] : [])),
    )
    expect(nights.map(([date, line]) => [date, line.idPeriod, line.isItemPeriod, line.price])).toEqual([
      ['2026-12-14', '2026-12-01/2026-12-15', true, 120_00],
      ['2026-12-15', '2026-12-01/2026-12-15', true, 120_00],
      ['2026-12-16', null, false, 99_00],
    ])
    for (const [, line] of nights) expect(line).toMatchObject({ idOption: 'c1/Deluxe', optional: 7_50 })
  })

  it('is what the booking answer’s schema describes', () => {
    for (const day of views) expect(ZTourDayView.parse(day)).toEqual(day)
  })
})

describe('completeLines (spec §3 lines carry no _id, seq or kind)', () => {
  const line = (over: Record<string, unknown>) => ({
    tourId: '0b6f1a52-8c3e-4d7a-b2f9-5e1c7a9d3f40',
    type: 'DayProgram' as const,
    ...over,
  })

  it('numbers lines after the numbered ones, in the body’s order, and reads their kind', () => {
    const [day] = completeLines([
      {
        date: '2026-12-14',
        location: [],
        Activities: [
          line({ seq: 7, _id: 'a', kind: 'activity' }),
          line({}),
          line({ IsItem: true, parentActivityId: 'a' }),
          line({ type: 'Accommodation' }),
        ],
      },
    ])
    expect(day?.Activities.map((item) => [item._id, item.seq, item.kind])).toEqual([
      ['a', 7, 'activity'],
      ['8', 8, 'activity'],
      ['9', 9, 'surcharge'],
      ['10', 10, 'hotel'],
    ])
  })

  it('gives every line a distinct seq (law)', () => {
    const seqs = fc.array(fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }), { maxLength: 30 })
    fc.assert(
      fc.property(seqs, (given) => {
        const unique = [...new Set(given.filter((seq) => seq !== undefined))]
        const lines = [
          ...unique.map((seq) => line({ seq })),
          ...given.filter((seq) => seq === undefined).map(() => line({})),
        ]
        const [day] = completeLines([{ date: '2026-12-14', location: [], Activities: lines }])
        const out = day?.Activities.map((item) => item.seq) ?? []
        return new Set(out).size === lines.length
      }),
    )
  })
})
