import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalInputOf, decimalOf } from './decimal-input'

describe('a decimal as typed (issue 26)', () => {
  it.each([
    ['en', '1,234.50', '1234.50'],
    ['en', '12.5', '12.5'],
    ['en', '1.250', '1.250'],
    ['de', '1.234,50', '1234.50'],
    ['de', '12,5', '12.5'],
    ['de', '12.5', '12.5'],
    ['de', '1.250', '1250'],
    ['de', '12.500.000', '12500000'],
    ['de', '0.125', '0.125'],
    ['de', '1.2500', '1.2500'],
    ['fr', '1\u202f234,50', '1234.50'],
    ['fr', '1 234,5', '1234.5'],
    ['fr', '250', '250'],
  ])('%s: “%s” is %s', (locale, typed, read) => {
    expect(decimalOf(typed, locale)).toBe(read)
  })

  it('what a form fills in reads back as the same figure, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('en', 'de', 'fr'),
        (minor, places, locale) => {
          const decimal = (minor / 10 ** places).toFixed(places)
          expect(Number(decimalOf(decimalInputOf(decimal, locale), locale))).toBe(Number(decimal))
        },
      ),
    )
  })

  it('German and French forms show a decimal comma', () => {
    expect(decimalInputOf('12.5', 'de')).toBe('12,5')
    expect(decimalInputOf('1250.00', 'fr')).toBe('1250,00')
    expect(decimalInputOf('12.5', 'en')).toBe('12.5')
  })
})
