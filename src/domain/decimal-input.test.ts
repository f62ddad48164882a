import { describe, expect, it } from 'vitest'
import { decimalOf } from './decimal-input'

describe('a decimal as typed (issue 26)', () => {
  it.each([
    ['en', '1,234.50', '1234.50'],
    ['en', '12.5', '12.5'],
    ['de', '1.234,50', '1234.50'],
    ['de', '12,5', '12.5'],
    ['de', '12.5', '12.5'],
    ['fr', '1\u202f234,50', '1234.50'],
    ['fr', '1 234,5', '1234.5'],
    ['fr', '250', '250'],
  ])('%s: “%s” is %s', (locale, typed, read) => {
    expect(decimalOf(typed, locale)).toBe(read)
  })
})
