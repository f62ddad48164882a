import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  categoriesWithImage,
  filterEntries,
  formatJournalDate,
  JOURNAL_PAGE_SIZE,
  keepPerNation,
  latestFirst,
  neighbours,
  POSTS_PER_NATION,
  pageOfList,
  relatedEntries,
  shareLinks,
  type TJournalTeaser,
} from './journal'
import type { TImage, TNationRef } from './media-contract'

const NATIONS: Record<string, TNationRef> = {
  th: { code: 'th', fullName: 'Thailand', slug: 'thailand' },
  vn: { code: 'vn', fullName: 'Vietnam', slug: 'vietnam' },
  kh: { code: 'kh', fullName: 'Cambodia', slug: 'cambodia' },
  la: { code: 'la', fullName: 'Laos', slug: 'laos' },
  mm: { code: 'mm', fullName: 'Myanmar', slug: 'myanmar' },
}
const nation = (code: string): TNationRef => NATIONS[code] ?? { code, fullName: code.toUpperCase() }

const IMAGE: TImage = { url: '/media/a.jpg', alt: 'A', width: 10, height: 10, srcSet: null }

type TTeaser = Omit<TJournalTeaser, 'updatedAt' | 'seo'>

let counter = 0
function teaser(over: Partial<TTeaser> & { date: string }): TTeaser {
  counter += 1
  const title = over.title ?? `Entry ${String(counter).padStart(4, '0')}`
  return {
    _id: over._id ?? `id-${counter}`,
    slug: over.slug ?? `slug-${counter}`,
    kind: 'post',
    section: 'on-location',
    title,
    excerpt: '',
    author: null,
    image: null,
    categories: [],
    nations: [],
    ...over,
  }
}

const category = (slug: string) => ({ slug, name: slug })

describe('formatJournalDate', () => {
  it('writes "MMM DD, YYYY" on the UTC calendar', () => {
    expect(formatJournalDate('2026-11-04T07:00:00.000Z')).toBe('Nov 04, 2026')
    expect(formatJournalDate('2026-03-01T00:00:00.000Z')).toBe('Mar 01, 2026')
  })

  it('keeps the UTC day near midnight, whatever the offset of the input', () => {
    expect(formatJournalDate('2026-12-31T23:59:59.999Z')).toBe('Dec 31, 2026')
    expect(formatJournalDate('2027-01-01T00:00:00.000Z')).toBe('Jan 01, 2027')
    // 00:30 in UTC+01:00 is still the day before in UTC.
    expect(formatJournalDate('2026-03-01T00:30:00+01:00')).toBe('Feb 28, 2026')
  })

  it('answers an empty text for a date it cannot read', () => {
    expect(formatJournalDate('not a date')).toBe('')
    expect(formatJournalDate('')).toBe('')
  })
})

// Entries with distinct titles (so the order of latestFirst is total) on a few dates, for a few nations.
const arbitraryEntries = fc
  .uniqueArray(
    fc.record({
      title: fc.string({ minLength: 1, maxLength: 6 }),
      day: fc.integer({ min: 1, max: 12 }),
      nations: fc.uniqueArray(fc.constantFrom('th', 'vn', 'kh', 'la', 'mm'), { maxLength: 3 }),
    }),
    { selector: (entry) => entry.title, maxLength: 25 },
  )
  .map((rows) =>
    rows.map((row, index) =>
      teaser({
        _id: `e${index}`,
        title: row.title,
        date: `2026-05-${String(row.day).padStart(2, '0')}T07:00:00.000Z`,
        nations: row.nations.map(nation),
      }),
    ),
  )

/** The ids of the `max` newest entries of a nation, by the journal's order (newest first, then title). */
function newestOfNation(entries: readonly TTeaser[], code: string, max = POSTS_PER_NATION): Set<string> {
  const sorted = [...entries].sort((a, b) =>
    a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1,
  )
  return new Set(
    sorted
      .filter((entry) => entry.nations.some((item) => item.code === code))
      .slice(0, max)
      .map((entry) => entry._id),
  )
}

describe('keepPerNation', () => {
  it('law: keeps exactly the entries among the 3 newest of one of their nations, and those for no nation', () => {
    fc.assert(
      fc.property(arbitraryEntries, (entries) => {
        const kept = keepPerNation(entries)
        const keptIds = new Set(kept.map((entry) => entry._id))
        const codes = [...new Set(entries.flatMap((entry) => entry.nations.map((item) => item.code)))]
        const newest = new Map(codes.map((code) => [code, newestOfNation(entries, code)]))
        for (const entry of entries) {
          const shouldKeep =
            entry.nations.length === 0 || entry.nations.some((item) => newest.get(item.code)?.has(entry._id))
          expect(keptIds.has(entry._id), `${entry._id} ${entry.title}`).toBe(shouldKeep)
        }
        // No entry twice, and newest first.
        expect(kept).toHaveLength(keptIds.size)
        expect(kept.map((entry) => entry._id)).toEqual(
          latestFirst(entries)
            .filter((entry) => keptIds.has(entry._id))
            .map((entry) => entry._id),
        )
        for (let index = 1; index < kept.length; index++) expect(kept[index - 1].date >= kept[index].date).toBe(true)
      }),
    )
  })

  it('drops the fourth newest entry of a nation unless another of its nations still has room', () => {
    const entries = [
      teaser({ _id: 'a', date: '2026-04-01', nations: [nation('th')] }),
      teaser({ _id: 'b', date: '2026-04-02', nations: [nation('th'), nation('la')] }),
      teaser({ _id: 'c', date: '2026-04-03', nations: [nation('th')] }),
      teaser({ _id: 'd', date: '2026-04-04', nations: [nation('th')] }),
      teaser({ _id: 'e', date: '2026-04-05', nations: [] }),
      teaser({ _id: 'f', date: '2026-03-01', nations: [nation('th'), nation('vn')] }),
    ]
    expect(keepPerNation(entries).map((entry) => entry._id)).toEqual(['e', 'd', 'c', 'b', 'f'])
    expect(keepPerNation(entries, 1).map((entry) => entry._id)).toEqual(['e', 'd', 'b', 'f'])
  })
})

describe('categoriesWithImage', () => {
  it('keeps only the categories with an image, in their order', () => {
    const categories = [
      { slug: 'a', image: IMAGE },
      { slug: 'b', image: null },
      { slug: 'c', image: IMAGE },
    ]
    expect(categoriesWithImage(categories).map((item) => item.slug)).toEqual(['a', 'c'])
    expect(categoriesWithImage([])).toEqual([])
  })
})

describe('filterEntries', () => {
  const entries = [
    teaser({ _id: 'a', date: '2026-04-01', categories: [category('food')], nations: [nation('th')] }),
    teaser({ _id: 'b', date: '2026-04-02', categories: [category('food'), category('hotels')], nations: [] }),
    teaser({ _id: 'c', date: '2026-04-03', categories: [], nations: [nation('vn'), nation('th')] }),
  ]
  const ids = (list: readonly TTeaser[]) => list.map((entry) => entry._id)

  it('filters by category slug and nation code, either optional', () => {
    expect(ids(filterEntries(entries, {}))).toEqual(['a', 'b', 'c'])
    expect(ids(filterEntries(entries, { category: null, nation: null }))).toEqual(['a', 'b', 'c'])
    expect(ids(filterEntries(entries, { category: 'food' }))).toEqual(['a', 'b'])
    expect(ids(filterEntries(entries, { category: 'hotels' }))).toEqual(['b'])
    expect(ids(filterEntries(entries, { nation: 'th' }))).toEqual(['a', 'c'])
    expect(ids(filterEntries(entries, { category: 'food', nation: 'th' }))).toEqual(['a'])
    expect(ids(filterEntries(entries, { category: 'nothing' }))).toEqual([])
  })

  it('reads the nation code without regard to case or spaces', () => {
    expect(ids(filterEntries(entries, { nation: ' TH ' }))).toEqual(['a', 'c'])
    expect(ids(filterEntries(entries, { nation: 'Vn' }))).toEqual(['c'])
  })
})

describe('neighbours', () => {
  const list = [{ _id: 'newest' }, { _id: 'middle' }, { _id: 'oldest' }]

  it('names the newer and the older entry of a newest-first list', () => {
    expect(neighbours(list, { _id: 'middle' })).toEqual({ newer: { _id: 'newest' }, older: { _id: 'oldest' } })
    expect(neighbours(list, { _id: 'newest' })).toEqual({ newer: null, older: { _id: 'middle' } })
    expect(neighbours(list, { _id: 'oldest' })).toEqual({ newer: { _id: 'middle' }, older: null })
  })

  it('has no neighbours for an entry not in the list', () => {
    expect(neighbours(list, { _id: 'elsewhere' })).toEqual({ newer: null, older: null })
    expect(neighbours([], { _id: 'x' })).toEqual({ newer: null, older: null })
  })
})

describe('relatedEntries', () => {
  const me = teaser({
    _id: 'me',
    date: '2026-05-01',
    section: 'on-location',
    categories: [category('food')],
    nations: [nation('th')],
  })
  const sharesCategory = teaser({
    _id: 'category',
    title: 'Shares a category',
    date: '2026-01-01',
    section: 'press-room',
    categories: [category('food')],
    nations: [nation('vn')],
  })
  const sharesNation = teaser({
    _id: 'nation',
    title: 'Shares a nation',
    date: '2026-09-01',
    section: 'press-room',
    nations: [nation('th')],
  })
  const sharesNothing = teaser({
    _id: 'nothing',
    title: 'Shares nothing',
    date: '2026-10-01',
    section: 'product-news',
  })
  const sharesNothingOlder = teaser({
    _id: 'nothing-older',
    title: 'Shares nothing, older',
    date: '2026-02-01',
    section: 'product-news',
  })
  const all = [sharesNothing, me, sharesNation, sharesNothingOlder, sharesCategory]

  it('never proposes the entry itself and proposes at most `max`', () => {
    expect(relatedEntries(me, all).map((entry) => entry._id)).not.toContain('me')
    expect(relatedEntries(me, all)).toHaveLength(3)
    expect(relatedEntries(me, all, 1)).toHaveLength(1)
    expect(relatedEntries(me, [me])).toEqual([])
  })

  it('ranks a shared category before a shared nation, then fills with the latest', () => {
    expect(relatedEntries(me, all, 4).map((entry) => entry._id)).toEqual([
      'category',
      'nation',
      'nothing',
      'nothing-older',
    ])
  })

  it('is the same whatever the order of the list', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), (shuffled) => {
        expect(relatedEntries(me, shuffled, 4).map((entry) => entry._id)).toEqual(
          relatedEntries(me, all, 4).map((entry) => entry._id),
        )
      }),
    )
  })
})

describe('pageOfList', () => {
  it('slices one 1-based page and counts the pages', () => {
    const list = Array.from({ length: 20 }, (_, index) => index)
    expect(pageOfList(list, 2, 9)).toEqual({ items: [9, 10, 11, 12, 13, 14, 15, 16, 17], page: 2, pages: 3 })
    expect(pageOfList(list, 3, 9)).toEqual({ items: [18, 19], page: 3, pages: 3 })
    expect(pageOfList(list, 2, 5).items).toEqual([5, 6, 7, 8, 9])
    expect(pageOfList(list, 4, 5).items).toEqual([15, 16, 17, 18, 19])
    expect(pageOfList(list, 5, 5)).toEqual({ items: [], page: 5, pages: 4 })
  })

  it('pages by the journal’s page size by default', () => {
    const list = Array.from({ length: JOURNAL_PAGE_SIZE * 2 + 1 }, (_, index) => index)
    expect(pageOfList(list, 1)).toEqual({ items: list.slice(0, JOURNAL_PAGE_SIZE), page: 1, pages: 3 })
    expect(pageOfList(list, 3).items).toEqual([JOURNAL_PAGE_SIZE * 2])
  })

  it('has at least one page, even for an empty list', () => {
    expect(pageOfList([], 1)).toEqual({ items: [], page: 1, pages: 1 })
  })

  it('law: the pages, one after the other, are the list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (list, size) => {
        const { pages } = pageOfList(list, 1, size)
        expect(pages).toBe(Math.max(1, Math.ceil(list.length / size)))
        const joined = Array.from({ length: pages }, (_, index) => pageOfList(list, index + 1, size).items).flat()
        expect(joined).toEqual(list)
      }),
    )
  })
})

describe('shareLinks', () => {
  it('puts the address and the title in each network’s link, URL-encoded', () => {
    const url = 'https://monsoon.example/the-journal/on-location/a?x=1&y=2'
    const title = 'Tom & Jerry: #1 / "quotes" + more'
    const links = shareLinks(url, title)
    expect(links.map((link) => link.network)).toEqual(['linkedin', 'facebook', 'x', 'email'])
    const u = encodeURIComponent(url)
    const t = encodeURIComponent(title)
    expect(links.map((link) => link.href)).toEqual([
      `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      `https://x.com/intent/post?url=${u}&text=${t}`,
      `mailto:?subject=${t}&body=${u}`,
    ])
    const x = new URL(links[2].href)
    expect([x.searchParams.get('url'), x.searchParams.get('text')]).toEqual([url, title])
    for (const link of links) {
      expect(link.href).not.toContain('&y=2')
      expect(link.href).not.toContain(' ')
      expect(link.label).not.toBe('')
    }
  })
})
