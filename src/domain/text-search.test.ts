import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byRatingThenName, matchesWords } from './text-search'

describe('matchesWords', () => {
  it('finds every word anywhere, whatever the case', () => {
    expect(matchesWords('Anantara Riverside Bangkok', 'bangkok RIVER')).toBe(true)
    expect(matchesWords('Anantara Riverside Bangkok', 'bangkok beach')).toBe(false)
    expect(matchesWords('Hôtel de la Paix', 'hôtel')).toBe(true)
  })

  it('reads % and _ as themselves', () => {
    expect(matchesWords('Villa 100%', '100%')).toBe(true)
    expect(matchesWords('Villa 100', '1_0')).toBe(false)
  })

  it('always finds a text in itself, and any part of it (law)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (text, from, length) => {
        const part = text.slice(from % (text.length + 1), (from % (text.length + 1)) + length)
        return matchesWords(text, text) && matchesWords(text, part)
      }),
    )
  })
})

describe('byRatingThenName', () => {
  it('puts the highest rating first, then names in alphabetical order', () => {
    const hotels = [
      { stars: 4, name: 'banyan' },
      { stars: 5, name: 'Zeavola' },
      { stars: 4, name: 'Amari' },
      { stars: 5, name: 'Anantara' },
    ]
    expect(hotels.sort(byRatingThenName).map((hotel) => hotel.name)).toEqual(['Anantara', 'Zeavola', 'Amari', 'banyan'])
  })
})
