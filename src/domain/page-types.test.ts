import { describe, expect, it } from 'vitest'
import { EDITORIAL_PATHS, matchEditorialRoute } from './editorial-routes'
import { GLOBAL_PAGES, globalOf, LIST_HEADS, PAGE_SLUGS, PAGE_TYPES, type TPageKey, type TPageType } from './page-types'

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
      const sources = [page.global, page.list, page.contentOf].filter(Boolean)
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
