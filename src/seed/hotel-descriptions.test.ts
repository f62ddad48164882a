import { describe, expect, it } from 'vitest'
import { CATALOGUE } from './catalogue'
import { HOTEL_DESCRIPTIONS } from './hotel-descriptions'

/** The hotel descriptions kept in step with the demo catalogue: one plain, distinct text per hotel. */

const HOTELS = CATALOGUE.flatMap((entry) => entry.cities.flatMap((city) => city.hotels.map(([name]) => name)))

/** Sentence ends: each full stop followed by a space, plus the final one. */
const sentenceCount = (text: string) => text.split('. ').length - 1 + (text.endsWith('.') ? 1 : 0)

describe('HOTEL_DESCRIPTIONS', () => {
  it('describes every hotel of the catalogue', () => {
    expect(HOTELS.filter((name) => !(name in HOTEL_DESCRIPTIONS))).toEqual([])
  })

  it('describes no hotel outside the catalogue', () => {
    const hotels = new Set(HOTELS)
    expect(Object.keys(HOTEL_DESCRIPTIONS).filter((name) => !hotels.has(name))).toEqual([])
  })

  it.each(Object.entries(HOTEL_DESCRIPTIONS))('%s has two to four sentences of 150 to 500 characters', (_, text) => {
    expect(text.endsWith('.')).toBe(true)
    expect(sentenceCount(text)).toBeGreaterThanOrEqual(2)
    expect(sentenceCount(text)).toBeLessThanOrEqual(4)
    expect(text.length).toBeGreaterThanOrEqual(150)
    expect(text.length).toBeLessThanOrEqual(500)
  })

  it('repeats no description', () => {
    const texts = Object.values(HOTEL_DESCRIPTIONS)
    expect(new Set(texts).size).toBe(texts.length)
  })
})
