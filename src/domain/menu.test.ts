import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildMenuTree,
  desktopBarEntries,
  desktopItems,
  isExternalUrl,
  linkTarget,
  type TFlatMenuEntry,
  type TMenuEntry,
} from './menu'

const entry = (over: Partial<TFlatMenuEntry> & { _id: string }): TFlatMenuEntry => ({
  fullName: over._id,
  url: `/${over._id}`,
  target: '_self',
  image: null,
  sort: 0,
  showOnMenu: true,
  parentId: null,
  ...over,
})

describe('buildMenuTree', () => {
  it('nests children under their parent and sorts every level by sort', () => {
    const tree = buildMenuTree([
      entry({ _id: 'b', sort: 20 }),
      entry({ _id: 'a', sort: 10 }),
      entry({ _id: 'a2', sort: 2, parentId: 'a' }),
      entry({ _id: 'a1', sort: 1, parentId: 'a' }),
      entry({ _id: 'a1x', parentId: 'a1' }),
    ])
    expect(tree.map((e) => e._id)).toEqual(['a', 'b'])
    expect(tree[0].items.map((e) => e._id)).toEqual(['a1', 'a2'])
    expect(tree[0].items[0].items.map((e) => e._id)).toEqual(['a1x'])
    expect(tree[1].items).toEqual([])
  })

  it('breaks ties on sort by name', () => {
    const tree = buildMenuTree([entry({ _id: 'z', fullName: 'Zeta' }), entry({ _id: 'y', fullName: 'Alpha' })])
    expect(tree.map((e) => e.fullName)).toEqual(['Alpha', 'Zeta'])
  })

  it('drops entries whose parent is missing, and cycles', () => {
    const tree = buildMenuTree([
      entry({ _id: 'orphan', parentId: 'gone' }),
      entry({ _id: 'c1', parentId: 'c2' }),
      entry({ _id: 'c2', parentId: 'c1' }),
      entry({ _id: 'top' }),
    ])
    expect(tree.map((e) => e._id)).toEqual(['top'])
  })

  it('keeps every entry whose chain of parents reaches the top, exactly once, each level sorted', () => {
    const arbitraryMenu = fc
      .array(fc.record({ sort: fc.integer({ min: -5, max: 5 }), parent: fc.option(fc.nat({ max: 40 })) }), {
        maxLength: 40,
      })
      .map((rows) =>
        rows.map((row, i) =>
          entry({ _id: `e${i}`, sort: row.sort, parentId: row.parent === null ? null : `e${row.parent}` }),
        ),
      )
    fc.assert(
      fc.property(arbitraryMenu, (flat) => {
        const byId = new Map(flat.map((e) => [e._id, e]))
        const reachesTop = (e: TFlatMenuEntry, seen = new Set<string>()): boolean => {
          if (e.parentId === null) return true
          const parent = byId.get(e.parentId)
          if (!parent || seen.has(e._id)) return false
          seen.add(e._id)
          return reachesTop(parent, seen)
        }
        const ids: string[] = []
        const walk = (items: ReturnType<typeof buildMenuTree>) => {
          const sorts = items.map((item) => item.sort)
          expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
          for (const item of items) {
            ids.push(item._id)
            walk(item.items)
          }
        }
        walk(buildMenuTree(flat))
        expect(ids.sort()).toEqual(
          flat
            .filter((e) => reachesTop(e))
            .map((e) => e._id)
            .sort(),
        )
      }),
    )
  })
})

describe('desktopBarEntries', () => {
  it('leaves out a plain link home (the header has its Home label), keeps a home entry with sub-items', () => {
    const entry = (id: string, url: string | null, items: TMenuEntry[] = []) =>
      ({ _id: id, fullName: id, url, items, showOnMenu: true, sort: 0 }) as unknown as TMenuEntry
    const menus = [
      entry('home', '/'),
      entry('about', '/what-defines-us'),
      entry('group', null),
      entry('hub', '/', [entry('x', '/x')]),
    ]
    expect(desktopBarEntries(menus).map((e) => e._id)).toEqual(['about', 'group', 'hub'])
  })
})

describe('desktopItems', () => {
  it('shows only sub-items flagged showOnMenu', () => {
    const [top] = buildMenuTree([
      entry({ _id: 'top' }),
      entry({ _id: 'shown', parentId: 'top' }),
      entry({ _id: 'hidden', parentId: 'top', showOnMenu: false }),
    ])
    expect(desktopItems(top).map((e) => e._id)).toEqual(['shown'])
  })
})

describe('external links', () => {
  it.each([
    ['https://issuu.com/monsoon', true],
    ['http://example.com', true],
    ['FTP://files.example.com/a.pdf', true],
    ['/press-room', false],
    ['mailto:sales@example.com', false],
    ['httpsfoo', false],
    [null, false],
  ])('%s -> %s', (url, external) => {
    expect(isExternalUrl(url)).toBe(external)
    expect(linkTarget({ url, target: '_self' })).toBe(external ? '_blank' : '_self')
  })

  it('honours an explicit new-window target on internal links', () => {
    expect(linkTarget({ url: '/brochure', target: '_blank' })).toBe('_blank')
  })
})
