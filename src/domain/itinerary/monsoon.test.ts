import { describe, expect, it } from 'vitest'
import { quoteExpired, quoteValidity } from '@/domain/booking-status'
import { englishHistory } from '@/lib/i18n/history-words'
import {
  addActivities,
  addHotel,
  customLine,
  daysFor,
  keepMonsoonWork,
  lineCost,
  priceTours,
  quickAddChoice,
  removeLine,
  resizeStay,
  settleItinerary,
  staffEdit,
  staffEditWords,
  type TCustomLine,
  type THotelLine,
  type THotelOffer,
  type TLine,
  type TTourDay,
  withCatalogueAdditions,
} from './index'

/** An edit's history entry in English, as the booking stores it (empty: nothing changed). */
const summaryOf = (changes: Parameters<typeof staffEditWords>[0], amending = false) => {
  const words = staffEditWords(changes, amending)
  return words ? englishHistory([words]) : ''
}

const party = { adults: 2, childAges: [] }
const rates = {
  fitPrice: 100_00,
  occupancy: 2,
  optionalValue: 0,
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
  periodPrices: [],
}
const extras = { extraBedAdult: 0, extraBedChild: 0, mealPlanAdult: 0, mealPlanChildren: [], addOns: [] }
const hotel: THotelOffer = {
  _id: 'h1',
  nameTour: 'River Lodge',
  rooms: [{ idContract: 'c1', idRoom: 'Deluxe', occupancy: 2, rates, extras }],
}
const program = {
  _id: 'p1',
  nameTour: 'Temple walk',
  type: 'DayProgram' as const,
  adultPrice: 50_00,
  childPrices: [],
  lsSurcharge: [],
}

/** A priced 4-day trip: a program on day 1 and a 2-night stay from day 2. */
function trip(): TTourDay[] {
  let days = daysFor('2027-03-01', '2027-03-04')
  days = addActivities(days, 0, [{ offer: program }])
  days = addHotel(days, 1, { hotel, rooms: [quickAddChoice(hotel.rooms[0] as never, party)], nights: 2 })
  return priceTours(days, party).days
}

const lineOf = (days: TTourDay[], kind: TLine['kind']) =>
  days.flatMap((day) => day.Activities).find((line) => line.kind === kind) as TLine

const custom = (over: Partial<TCustomLine> = {}): TCustomLine => ({
  ...customLine({
    seq: 99,
    tourId: '',
    nameTour: 'Private dinner at the lodge',
    note: 'Set menu, drinks extra',
    price: 240_00,
    type: 'DayProgram',
  }),
  _id: 'new1',
  ...over,
})

const withLines = (days: TTourDay[], index: number, lines: TLine[]) =>
  days.map((day, at) => (at === index ? { ...day, Activities: [...day.Activities, ...lines] } : day))

describe('a consultant shapes a quote (issue 54)', () => {
  it('sets a line’s price; the computed one stays as its list total and the totals follow', () => {
    const days = trip()
    const walk = lineOf(days, 'activity')
    const proposed = days.map((day) => ({
      ...day,
      Activities: day.Activities.map((line) => (line._id === walk._id ? { ...line, priceOverride: 90_00 } : line)),
    }))
    const edit = staffEdit(days, proposed, () => 'uuid')
    expect(edit.problems).toEqual([])
    expect(edit.changes).toEqual({
      priced: 1,
      added: 0,
      edited: 0,
      removed: 0,
      answered: 0,
      fromCatalogue: 0,
      nightsAdded: 0,
      nightsRemoved: 0,
    })
    const priced = priceTours(edit.days, party)
    expect(lineOf(priced.days, 'activity')).toMatchObject({ total: 90_00, listTotal: 100_00, priceOverride: 90_00 })
    expect(priced.total).toBe(90_00 + 2 * 100_00)
    expect(summaryOf(edit.changes)).toBe('Quote edited: 1 price changed')
  })

  it('adds a free-text line with a new id, and removes a stay whole when none of its nights is left', () => {
    const days = trip()
    const night2 = days[2]?.Activities[0] as TLine
    const proposed = withLines(
      days.map((day, at) => (at === 1 || at === 2 ? { ...day, Activities: [] } : day)),
      3,
      [custom()],
    )
    const edit = staffEdit(days, proposed, () => '0b6b0c5e-0000-4000-8000-000000000001')
    expect(edit.problems).toEqual([])
    expect(edit.days.flatMap((day) => day.Activities).some((line) => line.kind === 'hotel')).toBe(false)
    const added = edit.days[3]?.Activities[0] as TCustomLine
    expect(added).toMatchObject({ kind: 'custom', tourId: '0b6b0c5e-0000-4000-8000-000000000001', price: 240_00 })
    expect(added._id).not.toBe('new1')
    expect(night2.kind).toBe('hotel')
    expect(summaryOf(edit.changes)).toBe('Quote edited: 1 free-text line added, 1 service removed')
    expect(priceTours(edit.days, party).total).toBe(100_00 + 240_00)
  })

  it('takes a night off a stay, and adds one after it as the same stay (issue 56: a night more)', () => {
    const days = trip()
    const shorter = staffEdit(
      days,
      days.map((day, at) => (at === 2 ? { ...day, Activities: [] } : day)),
      () => 'uuid',
    )
    expect(shorter.problems).toEqual([])
    const settled = settleItinerary(shorter.days, party)
    expect(settled.days.flatMap((day) => day.Activities).filter((line) => line.kind === 'hotel')).toMatchObject([
      { night: 1, nights: 1 },
    ])
    expect(summaryOf(shorter.changes, true)).toBe('Confirmed trip amended: 1 night taken off a stay')

    // resizeStay, as the editor's Nights choice does it: day 4 gets the stay's room again.
    const stay = (lineOf(days, 'hotel') as THotelLine).stayId
    const longer = staffEdit(days, resizeStay(days, { stayId: stay, nights: 3 }), () => 'uuid')
    expect(longer.problems).toEqual([])
    expect(longer.catalogue[3]?.Activities).toMatchObject([{ kind: 'hotel', stayId: stay, idRoom: 'Deluxe' }])
    expect(summaryOf(longer.changes)).toBe('Quote edited: 1 night added to a stay')
    const built = settleItinerary(withCatalogueAdditions(longer.days, longer.catalogue), party)
    expect(built.days.flatMap((day) => day.Activities).filter((line) => line.kind === 'hotel')).toMatchObject([
      { night: 1, nights: 3, stayId: stay },
      { night: 2, nights: 3, stayId: stay },
      { night: 3, nights: 3, stayId: stay },
    ])

    // The same room on a day not next to the stay is a stay of its own.
    const apart = withLines(days, 0, [{ ...(days[1]?.Activities[0] as THotelLine), _id: '600', seq: 600 }])
    const separate = staffEdit(days, apart, () => 'uuid')
    const own = separate.catalogue[0]?.Activities[0] as THotelLine
    expect(own.stayId).toBe(own._id)
    expect(own.stayId).not.toBe(stay)
    expect(separate.changes).toMatchObject({ fromCatalogue: 1, nightsAdded: 0 })
  })

  it('takes nothing else from the editor: a catalogue line cannot be invented or rewritten', () => {
    const days = trip()
    const walk = lineOf(days, 'activity')
    const rewrite = (patch: Partial<TLine>) =>
      days.map((day) => ({
        ...day,
        Activities: day.Activities.map((line) => (line._id === walk._id ? ({ ...line, ...patch } as TLine) : line)),
      }))
    // Its content is the booking's, whatever the form says...
    const forged = staffEdit(days, rewrite({ nameTour: 'Free trip', unitPrice: 0 }), () => 'uuid')
    expect(lineOf(forged.days, 'activity')).toMatchObject({ nameTour: 'Temple walk', tourId: 'p1', unitPrice: 50_00 })
    // ...and another service under its id is that one removed and this one added, for the server
    // to build from the catalogue (a swap the editor numbered after what it removed).
    const other = staffEdit(days, rewrite({ tourId: 'p9', nameTour: 'Free trip' }), () => 'uuid')
    expect(other.days.flatMap((day) => day.Activities).some((line) => line.kind === 'activity')).toBe(false)
    expect(other.catalogue[0]?.Activities.map((line) => line.tourId)).toEqual(['p9'])
    expect(summaryOf(other.changes)).toBe('Quote edited: 1 service added from the catalogue, 1 service removed')
    // The same service again on its day is refused; elsewhere it is an addition, built by the server.
    const again = withLines(days, 0, [{ ...walk, _id: '500', seq: 500 }])
    expect(staffEdit(days, again, () => 'uuid').problems).toEqual(['Temple walk is already on day 1'])
    const lone = withLines(days, 3, [{ ...lineOf(days, 'activity'), kind: 'surcharge', _id: '501', seq: 501 } as TLine])
    expect(staffEdit(days, lone, () => 'uuid').problems[0]).toMatch(/comes only with its program/)
  })

  it('adds catalogue services and a whole stay: numbered after the booking, stays and surcharges re-pointed', () => {
    const days = trip()
    const before = days.flatMap((day) => day.Activities)
    // What the editor sends: lines it built with the vault's own operations, under its own ids.
    let proposed = addActivities(days, 3, [{ offer: { ...program, _id: 'p2', nameTour: 'Cooking class' } }])
    const garden = { ...hotel, _id: 'h2', nameTour: 'Garden Inn' }
    proposed = addHotel(proposed, 0, {
      hotel: garden,
      rooms: [quickAddChoice(garden.rooms[0] as never, party)],
      nights: 1,
    })
    const edit = staffEdit(days, proposed, () => 'uuid')
    expect(edit.problems).toEqual([])
    // Nothing is added to the kept days: the server builds the additions from the catalogue.
    expect(edit.days.flatMap((day) => day.Activities)).toHaveLength(before.length)
    const added = edit.catalogue.flatMap((day) => day.Activities)
    expect(added.map((line) => [line.tourId, line.kind])).toEqual([
      ['h2', 'hotel'],
      ['p2', 'activity'],
    ])
    const stayNight = added[0] as TLine & { stayId: string }
    expect(stayNight.stayId).toBe(stayNight._id)
    expect(Number(added[0]?._id)).toBeGreaterThan(Math.max(...before.map((line) => line.seq)))
    expect(edit.changes.fromCatalogue).toBe(2)
    expect(summaryOf(edit.changes)).toBe('Quote edited: 2 services added from the catalogue')
  })

  it('swaps a stay whose new nights reuse the removed nights’ ids: the old stay goes whole, the new one is added', () => {
    const days = trip()
    const stay = lineOf(days, 'hotel')
    const garden = { ...hotel, _id: 'h2', nameTour: 'Garden Inn' }
    const base = removeLine(days, 1, stay._id)
    const swapped = addHotel(base, 1, {
      hotel: garden,
      rooms: [quickAddChoice(garden.rooms[0] as never, party)],
      nights: 2,
    })
    const reused = swapped.flatMap((day) => day.Activities).filter((line) => line.kind === 'hotel')
    expect(reused.map((line) => line._id)).toEqual(
      days
        .flatMap((day) => day.Activities)
        .filter((line) => line.kind === 'hotel')
        .map((line) => line._id),
    )
    const edit = staffEdit(days, swapped, () => 'uuid')
    expect(edit.problems).toEqual([])
    expect(edit.days.flatMap((day) => day.Activities).some((line) => line.kind === 'hotel')).toBe(false)
    const added = edit.catalogue.flatMap((day) => day.Activities)
    expect(added.map((line) => [line.tourId, line.kind === 'hotel' && line.night])).toEqual([
      ['h2', 1],
      ['h2', 2],
    ])
    expect(summaryOf(edit.changes)).toBe('Quote edited: 1 service added from the catalogue, 1 service removed')
  })

  it('refuses bad prices and names: negative, fractional, huge, NUL bytes, empty', () => {
    const days = trip()
    const walk = lineOf(days, 'activity')
    for (const price of [-1, 1.5, Number.NaN, 1e15, '12' as unknown as number]) {
      const proposed = days.map((day) => ({
        ...day,
        Activities: day.Activities.map((line) => (line._id === walk._id ? { ...line, priceOverride: price } : line)),
      }))
      expect(staffEdit(days, proposed, () => 'uuid').problems).toHaveLength(1)
    }
    for (const line of [
      custom({ nameTour: '  ' }),
      custom({ nameTour: 'A\u0000B' }),
      custom({ price: -5 }),
      custom({ type: 'Boat' as never }),
    ])
      expect(staffEdit(days, withLines(days, 0, [line]), () => 'uuid').problems).toHaveLength(1)
    expect(staffEdit(days, days.slice(1), () => 'uuid').problems).toEqual(['The days do not match the booking'])
    // A flood of new services on one day: refused past what a day of the API holds.
    const walkLine = lineOf(days, 'activity')
    const flood = Array.from({ length: 61 }, (_, at) => ({ ...walkLine, _id: `f${at}`, tourId: `p-${at}` }) as TLine)
    expect(staffEdit(days, withLines(days, 3, flood), () => 'uuid').problems).toEqual([
      'At most 60 services can be added to day 4 at once',
    ])
  })

  it('keeps Monsoon’s price while the agent leaves the line as it was, and drops it when they change it', () => {
    const days = trip()
    const walk = lineOf(days, 'activity')
    const quoted = priceTours(
      days.map((day) => ({
        ...day,
        Activities: day.Activities.map((line) => (line._id === walk._id ? { ...line, priceOverride: 80_00 } : line)),
      })),
      party,
    ).days
    // The agent's save rebuilds the line from the catalogue, without the price.
    expect(lineOf(priceTours(keepMonsoonWork(days, quoted), party).days, 'activity').total).toBe(80_00)
    // Three travellers: the line prices differently, so Monsoon's price no longer applies.
    const bigger = priceTours(days, { adults: 3, childAges: [] }).days
    expect(lineOf(keepMonsoonWork(bigger, quoted), 'activity').priceOverride).toBeUndefined()
  })

  it('costs a line at its list total less the market markup', () => {
    expect(lineCost(115_00, 1500)).toBe(100_00)
    expect(lineCost(100_00, 0)).toBe(100_00)
  })

  it('a quote is valid until the consultant’s day, else for 14 days; past that day it cannot be accepted', () => {
    expect(quoteValidity(null, '2026-12-02')).toBe('2026-12-16')
    expect(quoteValidity('2026-12-20T12:00:00.000Z', '2026-12-02')).toBe('2026-12-20')
    expect(quoteValidity('2026-11-30', '2026-12-02')).toBe('2026-12-16')
    expect(quoteExpired('2026-12-16T12:00:00.000Z', '2026-12-16')).toBe(false)
    expect(quoteExpired('2026-12-16T12:00:00.000Z', '2026-12-17')).toBe(true)
    expect(quoteExpired(null, '2030-01-01')).toBe(false)
  })

  it('records the hotel’s answer on every night of the stay, from its first night; it stays while the stay does', () => {
    const days = trip()
    const answer = { status: 'confirmed' as const, reference: ' RL-48213 ' }
    const proposed = days.map((day) => ({
      ...day,
      Activities: day.Activities.map((line) =>
        line.kind === 'hotel' && line.night === 1 ? { ...line, answer } : line,
      ),
    }))
    const edit = staffEdit(days, proposed, () => 'uuid')
    expect(edit.problems).toEqual([])
    expect(summaryOf(edit.changes)).toBe('Quote edited: 1 hotel answer recorded')
    const nights = edit.days.flatMap((day) => day.Activities).filter((line) => line.kind === 'hotel')
    expect(nights.map((line) => line.kind === 'hotel' && line.answer)).toEqual([
      { status: 'confirmed', reference: 'RL-48213' },
      { status: 'confirmed', reference: 'RL-48213' },
    ])
    // The agent's save keeps it; a stay of other nights is another request.
    expect(lineOf(keepMonsoonWork(days, edit.days), 'hotel')).toMatchObject({ answer: { status: 'confirmed' } })
    const shorter = days.map((day) => ({
      ...day,
      Activities: day.Activities.map((line) => (line.kind === 'hotel' ? { ...line, nights: 1 } : line)),
    }))
    expect(lineOf(keepMonsoonWork(shorter, edit.days), 'hotel')).not.toHaveProperty('answer')
    const bad = proposed.map((day) => ({
      ...day,
      Activities: day.Activities.map((line) =>
        line.kind === 'hotel' ? { ...line, answer: { status: 'maybe', reference: 'x' } } : line,
      ),
    }))
    expect(staffEdit(days, bad as TTourDay[], () => 'uuid').problems).toEqual([
      'The answer of River Lodge is requested, confirmed or declined',
    ])
  })
})
