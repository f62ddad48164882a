import { describe, expect, it } from 'vitest'
import { provinceList } from './provinces'

describe('provinceList: the first-level divisions of the five nations', () => {
  const list = provinceList()
  const count = (countryCode: string) => list.filter((item) => item.countryCode === countryCode).length

  it.each([
    ['TH', 77],
    ['VN', 34],
    ['KH', 25],
    ['LA', 18],
    ['MM', 15],
  ])('%s has %i', (countryCode, expected) => {
    expect(count(countryCode)).toBe(expected)
  })

  it('has unique ISO 3166-2 codes of its own country and unique names per country', () => {
    expect(new Set(list.map((item) => item.code)).size).toBe(list.length)
    for (const item of list) {
      expect(item.code).toMatch(new RegExp(`^${item.countryCode}-[0-9A-Z]{1,3}$`))
      expect(item.fullName).toMatch(/^\S.*\S$/)
    }
    const names = list.map((item) => `${item.countryCode}:${item.fullName}`)
    expect(new Set(names).size).toBe(names.length)
  })

  it('keeps the names as written locally', () => {
    expect(list).toContainEqual({ code: 'TH-50', fullName: 'Chiang Mai', countryCode: 'TH' })
    expect(list).toContainEqual({ code: 'VN-HN', fullName: 'Hà Nội', countryCode: 'VN' })
    expect(list).toContainEqual({ code: 'LA-LP', fullName: 'Luang Prabang', countryCode: 'LA' })
  })
})
