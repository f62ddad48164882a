import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN, slugify, uniqueSlug } from './slug'

describe('slugify', () => {
  it.each([
    ['Mekong sunset cruise', 'mekong-sunset-cruise'],
    ['  Hội An & the Thu Bồn river  ', 'hoi-an-and-the-thu-bon-river'],
    ["Bagan's temples -- at dawn!", 'bagan-s-temples-at-dawn'],
    ['ÉLÉPHANT', 'elephant'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('always makes a valid slug, at most 80 characters, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const slug = slugify(title)
        return slug === '' || (SLUG_PATTERN.test(slug) && slug.length <= 80)
      }),
    )
  })
})

describe('uniqueSlug', () => {
  it('adds the first free number', () => {
    expect(uniqueSlug('cruise', new Set())).toBe('cruise')
    expect(uniqueSlug('cruise', new Set(['cruise']))).toBe('cruise-2')
    expect(uniqueSlug('cruise', new Set(['cruise', 'cruise-2', 'cruise-3']))).toBe('cruise-4')
  })
})
