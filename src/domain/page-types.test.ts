import { describe, expect, it } from 'vitest'
import {
  EDITORIAL_PATHS,
  JOURNAL_SECTION_PATHS,
  journalEntryPath,
  journalSectionPath,
  matchEditorialRoute,
  webinarGroupPath,
} from './editorial-routes'
import { JOURNAL_SECTIONS } from './journal'
import {
  canonicalOf,
  GLOBAL_PAGES,
  globalOf,
  LIST_HEADS,
  PAGE_SLUGS,
  PAGE_TYPES,
  type TPageKey,
  type TPageType,
} from './page-types'

const pages = Object.entries(PAGE_TYPES) as [TPageKey, TPageType][]

describe('the page-type table', () => {
  it('gives every page its own path, and every global its own slug', () => {
    const paths = pages.map(([, page]) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    const slugs = GLOBAL_PAGES.map(({ global }) => global.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(PAGE_SLUGS).not.toContain('home-page')
  })

  it('gives each page exactly one source of content, and the route table finds it', () => {
    for (const [key, page] of pages) {
      // A restaurant brand's and Beyond's content live in collections and a global of their own (ADR 026).
      const sources = [page.global, page.list, page.contentOf, page.brand, page.beyond].filter(Boolean)
      expect(sources.length, key).toBe(page.view === 'none' ? 0 : 1)
      if (page.list) expect(Object.keys(LIST_HEADS), key).toContain(page.list)
      if (page.contentOf) expect(globalOf(key), key).toBe(globalOf(page.contentOf as TPageKey))
      expect(EDITORIAL_PATHS[key]).toBe(page.path)
      if (page.view !== 'none' && page.view !== 'slides')
        expect(matchEditorialRoute(page.path), key).toEqual({ kind: 'page', page: key })
    }
  })

  it('names a spec call only for pages with content of their own', () => {
    for (const [key, page] of pages) if (page.api) expect(page.global, key).toBeDefined()
  })
})

describe('canonicalOf', () => {
  it('is the page’s own path, but for a page that repeats another’s content (lay your head down, twice in the spec)', () => {
    expect(canonicalOf('faq')).toBe('/press-room/faq')
    expect(canonicalOf('layYourHeadDown')).toBe('/marketplace/lay-your-head-down')
    expect(canonicalOf('journalLayYourHeadDown')).toBe(PAGE_TYPES.layYourHeadDown.path)
  })
})

describe('the journal’s and the webinars’ routes (issue 16)', () => {
  it('every section has a page of the table, and an entry lives under its section', () => {
    for (const section of JOURNAL_SECTIONS) {
      const page = matchEditorialRoute(JOURNAL_SECTION_PATHS[section])
      expect(page?.kind).toBe('page')
      expect(matchEditorialRoute(journalEntryPath(section, 'a-story'))).toEqual({
        kind: 'journalEntry',
        section,
        slug: 'a-story',
      })
    }
  })

  it('pages a section by path from page 2; page 1 is the section itself, page 0 and 501 are nothing', () => {
    expect(journalSectionPath('press-room', 1)).toBe(EDITORIAL_PATHS.journalPressRoom)
    expect(matchEditorialRoute(journalSectionPath('press-room', 3))).toEqual({
      kind: 'journalPage',
      page: 'journalPressRoom',
      section: 'press-room',
      number: 3,
    })
    for (const last of ['1', '0', '01', '501', 'two'])
      expect(matchEditorialRoute(`${EDITORIAL_PATHS.journalPressRoom}/page/${last}`)).toBeNull()
  })

  it('a webinar group lives under the webinars; the journal’s own pages are not entries', () => {
    expect(matchEditorialRoute(webinarGroupPath('product-updates'))).toEqual({
      kind: 'webinarGroup',
      slug: 'product-updates',
    })
    expect(matchEditorialRoute(EDITORIAL_PATHS.journalLayYourHeadDown)).toEqual({
      kind: 'page',
      page: 'journalLayYourHeadDown',
    })
    expect(matchEditorialRoute(`${EDITORIAL_PATHS.theJournal}/not-a-section`)).toBeNull()
  })
})
