import { describe, expect, it } from 'vitest'
import { fullDay, localTime } from './format'

describe('vault times', () => {
  it('show a moment in the viewer’s zone, naming the zone', () => {
    expect(localTime('2026-11-26T13:05:00.000Z', 'Europe/Berlin')).toBe('26 Nov 2026, 14:05 CET')
    expect(localTime('2026-07-01T13:05:00.000Z', 'Asia/Bangkok')).toBe('1 Jul 2026, 20:05 GMT+7')
  })
})

describe('vault days', () => {
  it('write a date field’s day out, with its weekday and year', () => {
    expect(fullDay('2027-01-12')).toBe('Tue 12 Jan 2027')
    expect(fullDay('2027-01-12T07:00:00.000Z')).toBe('Tue 12 Jan 2027')
    expect(fullDay('')).toBe('')
  })
})
