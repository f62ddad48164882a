import { describe, expect, it } from 'vitest'
import { compareItineraries } from './compare'
import type { TItinerarySummary } from './summary'

const item = (name: string, total: number, detail = '2 adults') => ({
  kind: 'activity' as const,
  type: 'DayProgram' as const,
  tourId: name,
  name,
  detail,
  total,
})
const summary = (days: { items: ReturnType<typeof item>[] }[]): TItinerarySummary => ({
  days: days.map((day, index) => ({
    day: index + 1,
    date: `2027-03-0${index + 1}`,
    dateLabel: `Day ${index + 1}`,
    locations: [],
    items: day.items,
    total: day.items.reduce((sum, line) => sum + line.total, 0),
  })),
  total: days.flatMap((day) => day.items).reduce((sum, line) => sum + line.total, 0),
  currency: 'EUR',
})

describe('comparing two versions of an itinerary (ADR 030)', () => {
  it('matches services by day and what they are, and says what changed', () => {
    const quote = summary([
      { items: [item('City tour', 10000), item('Airport transfer', 3000)] },
      { items: [item('Cooking class', 5000)] },
    ])
    const now = summary([
      { items: [item('City tour', 12000)] },
      { items: [item('Cooking class', 5000), item('Boat trip', 4000)] },
      { items: [] },
    ])
    const result = compareItineraries(quote, now)
    expect(
      result.days.map((day) => day.items.map((line) => `${line.name}:${line.change}:${line.left}:${line.right}`)),
    ).toEqual([
      ['City tour:price:10000:12000', 'Airport transfer:removed:3000:null'],
      ['Cooking class:same:5000:5000', 'Boat trip:added:null:4000'],
      [],
    ])
    expect(result.changes).toBe(3)
    expect([result.left, result.right]).toEqual([18000, 21000])
    expect(new Set(result.days[1].items.map((line) => line.id)).size).toBe(2)
  })

  it('pairs a service listed twice once each, and finds no change between equal versions', () => {
    const twice = summary([{ items: [item('Dinner', 2000), item('Dinner', 2000)] }])
    const once = summary([{ items: [item('Dinner', 2000)] }])
    expect(compareItineraries(twice, once).days[0].items.map((line) => line.change)).toEqual(['same', 'removed'])
    expect(compareItineraries(twice, twice).changes).toBe(0)
  })
})
