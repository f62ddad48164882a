import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TImage } from './media-contract'
import {
  coverAt,
  findWildRice,
  heroOf,
  mapLinkOf,
  menuAt,
  parseBrands,
  parseVolume,
  restaurantJsonLd,
  restaurantNations,
  splitImages,
  type TCoverPage,
  type TRestaurantArea,
  type TRestaurantContent,
  type TRestaurantCover,
  type TRestaurantMenu,
  type TVenue,
  venueCount,
  venueGroups,
  venuesAt,
  venuesByArea,
  wildRiceNations,
  wildRicePlace,
} from './restaurants'

const TH = { code: 'th', fullName: 'Thailand', slug: 'thailand' }
const VN = { code: 'vn', fullName: 'Vietnam', slug: 'vietnam' }
const KH = { code: 'kh', fullName: 'Cambodia', slug: 'cambodia' }

const picture = (name: string): TImage => ({
  url: `/cms-api/media/file/${name}.jpg`,
  alt: `A picture of ${name}`,
  width: 1200,
  height: 800,
  srcSet: null,
})

const area = (slug: string, nation = TH): TRestaurantArea => ({
  _id: `area-${slug}`,
  slug,
  name: slug.replace(/-/g, ' '),
  description: null,
  image: null,
  nation,
})

let count = 0
const nextId = () => {
  count += 1
  return count
}
const venue = (overrides: Partial<TVenue> & { areaSlug?: string } = {}): TVenue => {
  const id = nextId()
  const { areaSlug = 'sukhumvit', ...rest } = overrides
  return {
    _id: `venue-${id}`,
    slug: `venue-${id}`,
    type: 'wild-rice',
    volume: 1,
    title: `Venue ${id}`,
    cuisine: 'Northern Thai',
    subtitle: null,
    location: 'Soi 11, Sukhumvit Road',
    locationUrl: null,
    priceString: null,
    image: null,
    nation: TH,
    area: { slug: areaSlug, name: areaSlug.replace(/-/g, ' ') },
    dining: [],
    pages: [],
    ...rest,
  }
}

const cover = (overrides: Partial<TRestaurantCover> = {}): TRestaurantCover => ({
  _id: `cover-${nextId()}`,
  type: 'wild-rice',
  volume: 1,
  nation: null,
  area: null,
  title: 'Wild Rice',
  subtitle: null,
  introducePages: [],
  outroducePages: [],
  ...overrides,
})

const menu = (overrides: Partial<TRestaurantMenu> = {}): TRestaurantMenu => ({
  _id: `menu-${nextId()}`,
  type: 'wild-rice',
  volume: 1,
  nation: null,
  title: 'The menu',
  intro: null,
  courses: [{ name: 'To start', dishes: [{ name: 'Miang kham', description: null, price: 'THB 220', tags: [] }] }],
  ...overrides,
})

const page = (images: { name: string; isBackground: boolean }[], title: string | null = 'A page'): TCoverPage => ({
  sort: 1,
  title,
  text: title ? 'Text.' : null,
  images: images.map((item) => ({ image: picture(item.name), isBackground: item.isBackground })),
})

describe('parseVolume (spec §9: volume 1 by default)', () => {
  it('is 1 when absent and the number for 1 to 99', () => {
    expect([undefined, null, ''].map(parseVolume)).toEqual([1, 1, 1])
    expect(['1', '2', '07', '99'].map(parseVolume)).toEqual([1, 2, 7, 99])
  })

  it('is null for anything that is not a volume', () => {
    for (const value of ['0', '00', '100', '-1', '1.5', '1e1', ' 1', 'one', '١', '0x1', '999999999999']) {
      expect(parseVolume(value), value).toBeNull()
    }
  })
})

describe('parseBrands', () => {
  it('reads one brand or a comma-separated list, each once, in the order asked', () => {
    expect(parseBrands('axs')).toEqual(['axs'])
    expect(parseBrands('wild-rice, AXS ,axs-private')).toEqual(['wild-rice', 'axs', 'axs-private'])
    expect(parseBrands('axs,axs')).toEqual(['axs'])
    expect(parseBrands('axs,')).toEqual(['axs'])
  })

  it('is null for an unknown brand or none', () => {
    for (const value of ['', ',', 'wild rice', 'axs,beyond', 'AXS Private'])
      expect(parseBrands(value), value).toBeNull()
  })
})

describe('venuesByArea and venueGroups', () => {
  it('groups by area in the editors’ order of the areas, each group’s venues in theirs', () => {
    const a = venue({ areaSlug: 'old-city' })
    const b = venue({ areaSlug: 'sukhumvit' })
    const c = venue({ areaSlug: 'old-city' })
    const areas = [area('sukhumvit'), area('old-city')]
    const groups = venuesByArea([a, b, c], areas)
    expect(groups.map((group) => [group.area.slug, group.venues.map((v) => v._id)])).toEqual([
      ['sukhumvit', [b._id]],
      ['old-city', [a._id, c._id]],
    ])
    expect(venueGroups([a, b, c], areas).map((group) => group.area)).toEqual(areas)
  })

  it('keeps every venue exactly once', () => {
    const slugs = ['a', 'b', 'c', 'd']
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...slugs), { maxLength: 30 }), (areaOf) => {
        const venues = areaOf.map((slug) => venue({ areaSlug: slug }))
        const groups = venueGroups(
          venues,
          slugs.map((slug) => area(slug)),
        )
        const kept = groups.flatMap((group) => group.venues.map((v) => v._id))
        expect([...kept].sort()).toEqual(venues.map((v) => v._id).sort())
        for (const group of groups) expect(group.venues.every((v) => v.area.slug === group.area.slug)).toBe(true)
      }),
    )
  })
})

describe('coverAt', () => {
  const brand = cover({ title: 'brand' })
  const thai = cover({ title: 'thai', nation: TH })
  const oldCity = cover({ title: 'old city', nation: TH, area: 'old-city' })
  const axs = cover({ title: 'axs', type: 'axs' })
  const axs2 = cover({ title: 'axs 2', type: 'axs', volume: 2 })
  const covers = [oldCity, thai, axs2, axs, brand]

  it('finds the cover of exactly that place', () => {
    expect(coverAt(covers, { type: 'wild-rice', volume: 1 })?.title).toBe('brand')
    expect(coverAt(covers, { type: 'wild-rice', volume: 1, nation: 'th' })?.title).toBe('thai')
    expect(coverAt(covers, { type: 'wild-rice', volume: 1, nation: 'th', area: 'old-city' })?.title).toBe('old city')
    expect(coverAt(covers, { type: 'wild-rice', volume: 1, area: 'old-city' })?.title).toBe('old city')
    expect(coverAt(covers, { type: 'axs', volume: 1 })?.title).toBe('axs')
    expect(coverAt(covers, { type: 'axs', volume: 2 })?.title).toBe('axs 2')
  })

  it('does not fall back to another place, brand or volume', () => {
    expect(coverAt(covers, { type: 'wild-rice', volume: 2 })).toBeNull()
    expect(coverAt(covers, { type: 'wild-rice', volume: 1, nation: 'vn' })).toBeNull()
    expect(coverAt(covers, { type: 'wild-rice', volume: 1, nation: 'vn', area: 'old-city' })).toBeNull()
    expect(coverAt(covers, { type: 'wild-rice', volume: 1, nation: 'th', area: 'sukhumvit' })).toBeNull()
    expect(coverAt(covers, { type: 'axs-private', volume: 1 })).toBeNull()
  })
})

describe('venuesAt and menuAt', () => {
  const thai = venue({ nation: TH, areaSlug: 'old-city' })
  const viet = venue({ nation: VN, areaSlug: 'old-quarter' })
  const axs = venue({ type: 'axs', areaSlug: 'sukhumvit' })
  const later = venue({ volume: 2 })

  it('keeps the brand’s venues of the volume, of the nation and area when asked', () => {
    const all = [thai, viet, axs, later]
    expect(venuesAt(all, { type: 'wild-rice', volume: 1 })).toEqual([thai, viet])
    expect(venuesAt(all, { type: 'wild-rice', volume: 1, nation: 'vn' })).toEqual([viet])
    expect(venuesAt(all, { type: 'wild-rice', volume: 1, nation: 'th', area: 'old-city' })).toEqual([thai])
    expect(venuesAt(all, { type: 'wild-rice', volume: 2 })).toEqual([later])
    expect(venuesAt(all, { type: 'axs-private', volume: 1 })).toEqual([])
  })

  it('serves a nation’s own menu, else the brand’s; none for another volume', () => {
    const brand = menu({ title: 'brand' })
    const vietnamese = menu({ title: 'vietnamese', nation: VN })
    const menus = [vietnamese, brand, menu({ type: 'axs', title: 'axs' })]
    expect(menuAt(menus, { type: 'wild-rice', volume: 1 })?.title).toBe('brand')
    expect(menuAt(menus, { type: 'wild-rice', volume: 1, nation: 'vn' })?.title).toBe('vietnamese')
    expect(menuAt(menus, { type: 'wild-rice', volume: 1, nation: 'th' })?.title).toBe('brand')
    expect(menuAt(menus, { type: 'axs', volume: 1 })?.title).toBe('axs')
    expect(menuAt(menus, { type: 'wild-rice', volume: 2 })).toBeNull()
    expect(menuAt([vietnamese], { type: 'wild-rice', volume: 1 })).toBeNull()
  })
})

describe('heroOf and splitImages', () => {
  it('lifts the first page’s background into the hero and keeps the rest of that page', () => {
    const first = page([
      { name: 'side', isBackground: false },
      { name: 'back', isBackground: true },
    ])
    const second = page([{ name: 'other', isBackground: true }])
    const { hero, pages } = heroOf([first, second])
    expect(hero?.url).toContain('back')
    expect(pages).toHaveLength(2)
    expect(pages[0].images.map((item) => item.image.url)).toEqual([picture('side').url])
    expect(pages[1]).toBe(second)
  })

  it('drops a first page that was only its background', () => {
    const only = page([{ name: 'back', isBackground: true }], null)
    const next = page([])
    expect(heroOf([only, next])).toEqual({ hero: picture('back'), pages: [next] })
  })

  it('has no hero when the first page has no background', () => {
    const pages = [page([{ name: 'side', isBackground: false }]), page([{ name: 'back', isBackground: true }])]
    expect(heroOf(pages)).toEqual({ hero: null, pages })
    expect(heroOf([])).toEqual({ hero: null, pages: [] })
  })

  it('splits a page’s first background from the images beside its text', () => {
    const split = splitImages(
      page([
        { name: 'a', isBackground: false },
        { name: 'b', isBackground: true },
        { name: 'c', isBackground: true },
      ]),
    )
    expect(split.background?.url).toContain('/b.jpg')
    expect(split.beside.map((image) => image.url)).toEqual([picture('a').url, picture('c').url])
  })
})

describe('Wild Rice by nation and area', () => {
  const sukhumvit = area('sukhumvit')
  const oldCity = area('old-city')
  const empty = area('silom')
  const oldQuarter = area('old-quarter', VN)
  const content: TRestaurantContent = {
    areas: [sukhumvit, oldCity, empty, oldQuarter],
    covers: [
      cover({ title: 'Wild Rice in Thailand', nation: TH }),
      cover({ title: 'Old City', nation: TH, area: 'old-city' }),
      cover({ title: 'Cambodia', nation: KH }),
    ],
    menus: [menu({ title: 'brand' })],
    venues: [
      venue({ areaSlug: 'sukhumvit' }),
      venue({ areaSlug: 'old-city' }),
      venue({ areaSlug: 'sukhumvit' }),
      venue({ areaSlug: 'old-quarter', nation: VN }),
      venue({ areaSlug: 'silom', type: 'axs' }),
    ],
  }

  it('a nation: its cover, venues, areas with Wild Rice and the menu', () => {
    const place = wildRicePlace(content, { nation: TH })
    expect(place?.cover?.title).toBe('Wild Rice in Thailand')
    expect(place?.venues).toHaveLength(3)
    expect(place?.areas.map((item) => item.slug)).toEqual(['sukhumvit', 'old-city'])
    expect(place?.menu?.title).toBe('brand')
  })

  it('an area: its cover and venues; none when it has no cover', () => {
    const old = wildRicePlace(content, { nation: TH, area: 'old-city' })
    expect([old?.area?.slug, old?.cover?.title, old?.venues.length]).toEqual(['old-city', 'Old City', 1])
    const suk = wildRicePlace(content, { nation: TH, area: 'sukhumvit' })
    expect([suk?.cover, suk?.venues.length]).toEqual([null, 2])
  })

  it('nothing for an area of another nation, an unknown area, or an area with other brands only', () => {
    expect(wildRicePlace(content, { nation: TH, area: 'old-quarter' })).toBeNull()
    expect(wildRicePlace(content, { nation: VN, area: 'old-city' })).toBeNull()
    expect(wildRicePlace(content, { nation: TH, area: 'nowhere' })).toBeNull()
    expect(wildRicePlace(content, { nation: TH, area: 'silom' })).toBeNull()
  })

  it('a nation with a cover but no venues still has its page; one with neither has none', () => {
    expect(wildRicePlace(content, { nation: KH })?.venues).toEqual([])
    expect(wildRicePlace(content, { nation: { code: 'la', fullName: 'Laos', slug: 'laos' } })).toBeNull()
    expect(wildRicePlace(content, { nation: TH, volume: 2 })).toBeNull()
  })

  it('lists the nations with Wild Rice venues, with their counts, in the order given', () => {
    expect(wildRiceNations([VN, KH, TH], content.venues)).toEqual([
      { nation: VN, venues: 1, areas: 1 },
      { nation: TH, venues: 3, areas: 2 },
    ])
    expect(restaurantNations(content).map((nation) => nation.code)).toEqual(['th', 'vn', 'kh'])
  })

  describe('findWildRice: the place an address names, the nation being optional (spec §2)', () => {
    const find = (place: string | null, area: string | null = null, venues = false) =>
      findWildRice(content, { place, area, venues })
    const placeOf = (found: ReturnType<typeof find>) =>
      found && 'place' in found
        ? [found.place.nation.code, found.place.area?.slug ?? null, found.place.venues.length, found.isAlias]
        : null

    it('a nation, its venues, its area and the area’s venues, by the nation’s name slug', () => {
      expect(placeOf(find('thailand'))).toEqual(['th', null, 3, false])
      expect(placeOf(find('thailand', null, true))).toEqual(['th', null, 3, false])
      expect(placeOf(find('thailand', 'old-city'))).toEqual(['th', 'old-city', 1, false])
      expect(placeOf(find('thailand', 'sukhumvit', true))).toEqual(['th', 'sukhumvit', 2, false])
    })

    it('an area without its nation is the same place, marked as an alias', () => {
      expect(placeOf(find('old-city'))).toEqual(['th', 'old-city', 1, true])
      expect(placeOf(find('old-quarter', null, true))).toEqual(['vn', 'old-quarter', 1, true])
      expect(find('old-city')).toEqual({ ...find('thailand', 'old-city'), isAlias: true })
    })

    it('every nation’s venues, grouped by nation in the content’s order', () => {
      const found = find(null, null, true)
      if (!found || !('everywhere' in found)) throw new Error('expected every nation’s venues')
      expect(found.everywhere.venues).toHaveLength(4)
      expect(found.everywhere.nations.map((group) => [group.nation.code, group.venues.length])).toEqual([
        ['th', 3],
        ['vn', 1],
      ])
      const none: TRestaurantContent = {
        ...content,
        venues: content.venues.filter((item) => item.type !== 'wild-rice'),
      }
      expect(findWildRice(none, { place: null, area: null, venues: true })).toBeNull()
    })

    it('nothing for an unknown place, an area after an area, an area of another nation, or venues where there are none', () => {
      expect(find('atlantis')).toBeNull()
      expect(find('atlantis', null, true)).toBeNull()
      expect(find('old-city', 'sukhumvit')).toBeNull()
      expect(find('vietnam', 'old-city')).toBeNull()
      expect(find('silom')).toBeNull()
      expect(find('cambodia')).not.toBeNull()
      expect(find('cambodia', null, true)).toBeNull()
      expect(find(null)).toBeNull()
      expect(find(null, 'old-city', true)).toBeNull()
    })

    it('a nation’s slug wins over an area of the same spelling', () => {
      const clash: TRestaurantContent = {
        ...content,
        areas: [...content.areas, area('vietnam')],
        venues: [...content.venues, venue({ areaSlug: 'vietnam' })],
      }
      const found = findWildRice(clash, { place: 'vietnam', area: null, venues: false })
      expect(found && 'place' in found ? [found.place.nation.code, found.place.area, found.isAlias] : null).toEqual([
        'vn',
        null,
        false,
      ])
    })
  })

  it('counts venues in words', () => {
    expect([venueCount(1), venueCount(4)]).toEqual(['1 venue', '4 venues'])
  })
})

describe('a venue’s map link and structured data', () => {
  it('uses the editor’s map link, or searches the map for its name and place', () => {
    expect(mapLinkOf({ title: 'X', location: 'Y', locationUrl: 'https://maps.example/x' })).toBe(
      'https://maps.example/x',
    )
    expect(mapLinkOf({ title: 'Baan & Co', location: 'Soi 11, Bangkok', locationUrl: null })).toBe(
      'https://www.openstreetmap.org/search?query=Baan%20%26%20Co%2C%20Soi%2011%2C%20Bangkok',
    )
  })

  it('describes a venue as a schema.org Restaurant with absolute addresses', () => {
    const shown = venue({
      title: 'Khua Kling',
      cuisine: 'Southern Thai',
      subtitle: 'Curries from Nakhon Si Thammarat.',
      priceString: 'THB 900–1,400 a head',
      image: picture('khua'),
    })
    expect(
      restaurantJsonLd({ venue: shown, origin: 'https://monsoon.example/', path: '/marketplace/axs#khua-kling' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Khua Kling',
      url: 'https://monsoon.example/marketplace/axs#khua-kling',
      servesCuisine: 'Southern Thai',
      description: 'Curries from Nakhon Si Thammarat.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Soi 11, Sukhumvit Road',
        addressLocality: 'sukhumvit',
        addressCountry: 'TH',
      },
      priceRange: 'THB 900–1,400 a head',
      image: 'https://monsoon.example/cms-api/media/file/khua.jpg',
      hasMap: mapLinkOf(shown),
    })
    const plain = restaurantJsonLd({ venue: venue(), origin: 'https://monsoon.example', path: '/x' })
    expect(plain).not.toHaveProperty('priceRange')
    expect(plain).not.toHaveProperty('image')
    expect(plain).not.toHaveProperty('description')
  })
})
