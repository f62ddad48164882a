import { describe, expect, it } from 'vitest'
import {
  cancellationCharge,
  holdExpiry,
  nightVerdict,
  releaseDate,
  stayAvailability,
  type TAllotmentNight,
} from './allotments'

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
      reason: '2 of 3 nights available',
    })
    expect(stay({ nights: 4 }).instant).toBe(false)
    expect(stay({ nights: 4 })).toMatchObject({ reason: '3 of 4 nights available' })
    expect(stay({ rooms: 6 })).toMatchObject({ reason: '0 of 3 nights available' })
    expect(stay({ allotment: [season[0], night('2026-12-21', { stopSale: true }), season[2]] })).toMatchObject({
      reason: 'Stop sale on 21 Dec',
    })
    expect(stay({ today: '2026-12-14' })).toMatchObject({ reason: 'Inside the release period' })
    expect(stay({ allotment: [] })).toMatchObject({ reason: 'No allotment for these nights', availableNights: 0 })
    expect(stay({ today: '2026-12-21' })).toMatchObject({ reason: 'The stay has begun' })
    expect(stay({ nights: 1, allotment: [night('2026-12-20', { sold: 5 })] })).toMatchObject({
      reason: '0 of 1 night available',
    })
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
