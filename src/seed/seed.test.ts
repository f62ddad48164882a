import { describe, expect, it } from 'vitest'
import { TEMPLATE_PLACEHOLDERS } from '@/domain/registration'
import { PALETTES, sceneSvg } from './artwork'
import { FOOTER_COLUMNS, HOME_PAGE, NATIONS, PAGE_METAS, REGISTER_TEMPLATES } from './content'
import { isExternal, MAIN_MENU } from './menu'
import { countryList, languageCodeList } from './reference'

const internalUrls = [
  ...MAIN_MENU.flatMap((section) => [section.url, ...section.items.map((item) => item.url)]),
  ...FOOTER_COLUMNS.flatMap((column) => column.listItems.map((item) => item.url)),
  ...HOME_PAGE.highlights.map((highlight) => highlight.url),
].filter((url): url is string => typeof url === 'string' && !isExternal(url))

describe('demo artwork', () => {
  const scene = { key: 'nation-thailand', width: 320, height: 180, motif: 'chedi', palette: PALETTES.saffron } as const

  it('draws the same scene for the same key and a different one for another key', () => {
    expect(sceneSvg(scene)).toBe(sceneSvg({ ...scene }))
    expect(sceneSvg({ ...scene, key: 'nation-vietnam' })).not.toBe(sceneSvg(scene))
  })

  it('escapes the caption', () => {
    expect(sceneSvg({ ...scene, title: 'Tom & Jerry <3' })).toContain('Tom &#38; Jerry &#60;3')
  })
})

describe('demo content', () => {
  it('has a page meta for every internal link and the login pages', () => {
    const paths = new Set(PAGE_METAS.map((meta) => meta.path))
    const missing = [...internalUrls, '/', '/login-agent', '/login'].filter((url) => !paths.has(url))
    expect(missing).toEqual([])
  })

  it('writes page metas the collection accepts, with 140-160 character descriptions', () => {
    const paths = PAGE_METAS.map((meta) => meta.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const meta of PAGE_METAS) {
      expect(meta.path).toMatch(/^\/[a-z0-9\-/]*$/)
      expect(meta.description.length, meta.path).toBeGreaterThanOrEqual(140)
      expect(meta.description.length, meta.path).toBeLessThanOrEqual(160)
    }
  })

  it('links the DESTINATIONS column to the fam-trip page of each nation, in nation order', () => {
    const destinations = FOOTER_COLUMNS.find((column) => column.title === 'DESTINATIONS')
    expect(destinations?.listItems.map((item) => item.fullName)).toEqual(NATIONS.map((nation) => nation.fullName))
    expect(destinations?.listItems[0].url).toBe('/dp/fam-trips/thailand')
  })

  it('gives every EXPERIENCES link a tooltip', () => {
    const experiences = FOOTER_COLUMNS.find((column) => column.title === 'EXPERIENCES')
    expect(experiences?.listItems.length).toBeGreaterThan(0)
    for (const item of experiences?.listItems ?? []) expect(item.shortName).toBeTruthy()
  })

  it('has exactly one external menu link, and it is https', () => {
    const external = MAIN_MENU.flatMap((section) => section.items).filter((item) => item.url && isExternal(item.url))
    expect(external).toHaveLength(1)
    expect(external[0].url).toMatch(/^https:\/\//)
  })

  it('uses every registration placeholder in both e-mail templates', () => {
    expect(REGISTER_TEMPLATES.map((template) => template.types)).toEqual(['Client', 'Staff'])
    for (const template of REGISTER_TEMPLATES) {
      for (const name of TEMPLATE_PLACEHOLDERS)
        expect(template.content, `${template.types} {${name}}`).toContain(`{${name}}`)
    }
  })
})

describe('reference lists', () => {
  it('lists the 249 ISO 3166-1 countries, each named', () => {
    const countries = countryList()
    expect(countries).toHaveLength(249)
    expect(new Set(countries.map((country) => country.code)).size).toBe(249)
    for (const country of countries) expect(country.fullName).not.toBe(country.code)
    expect(countries.find((country) => country.code === 'KH')?.fullName).toBe('Cambodia')
  })

  it('lists language codes with English names', () => {
    const languages = languageCodeList()
    expect(languages.length).toBeGreaterThanOrEqual(40)
    expect(languages.find((language) => language.code === 'th')?.fullName).toBe('Thai')
    for (const language of languages) expect(language.fullName).not.toBe(language.code)
  })
})
