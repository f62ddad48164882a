import { describe, expect, it } from 'vitest'
import { sellingDefaults } from './agents'

describe('a new agency’s selling defaults from its country (issue 18)', () => {
  it.each([
    ['Germany', 'EUR', 'europe'],
    [' the Netherlands ', 'EUR', 'europe'],
    ['United Kingdom', 'GBP', 'europe'],
    ['Switzerland', 'EUR', 'europe'],
    ['Australia', 'AUD', 'asia-pacific'],
    ['Singapore', 'SGD', 'asia-pacific'],
    ['Japan', 'USD', 'asia-pacific'],
    ['United States', 'USD', 'americas'],
    ['Brazil', 'USD', 'americas'],
    ['Kenya', 'USD', 'standard'],
    ['', 'USD', 'standard'],
    [null, 'USD', 'standard'],
  ])('%s → %s, %s', (country, currency, market) => {
    expect(sellingDefaults(country)).toEqual({ currency, market })
  })
})
