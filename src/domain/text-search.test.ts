import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byRatingThenName, matchesWords, searchRows, slugOf } from './text-search'

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

describe('searchRows', () => {
  const rows = [
    { name: 'Doi Suthep at sunrise', city: 'Chiang Mai', text: 'The temple above the city.' },
    { name: 'Elephant Nature Park ethical visit', city: 'Chiang Mai', text: 'A sanctuary north of the city.' },
    { name: 'Chiang Mai night bazaar', city: 'Chiang Mai', text: 'Stalls and street food.' },
    { name: 'Phi Phi islands by speedboat', city: 'Phuket', text: 'Maya Bay and snorkelling.' },
  ]
  const texts = (row: (typeof rows)[number]) => [row.name, row.city, row.text]

  it('finds by city and description, not only by name, names first (issue 18)', () => {
    expect(searchRows(rows, 'chiang mai', texts).map((row) => row.name)).toEqual([
      'Chiang Mai night bazaar',
      'Doi Suthep at sunrise',
      'Elephant Nature Park ethical visit',
    ])
    expect(searchRows(rows, 'snorkelling', texts)).toEqual([rows[3]])
    expect(searchRows(rows, 'elephant sanctuary', texts)).toEqual([rows[1]])
  })

  it('keeps every row, in order, without a search', () => {
    expect(searchRows(rows, '', texts)).toEqual(rows)
    expect(searchRows(rows, undefined, texts)).toEqual(rows)
  })

  it('keeps only rows that hold every word, each once (law)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), city: fc.string(), text: fc.string() })),
        fc.string(),
        (list, search) => {
          const found = searchRows(list, search, texts)
          return (
            new Set(found).size === found.length && found.every((row) => matchesWords(texts(row).join('\n'), search))
          )
        },
      ),
    )
  })
})

describe('slugOf', () => {
  it('is the id of a reference value', () => {
    expect(slugOf('Small group')).toBe('small-group')
    expect(slugOf('2 days / 1 night')).toBe('2-days-1-night')
  })
})
