import { z } from 'zod'
import { type TImage, type TNationRef, ZImage, ZNationRef } from './media-contract'
import { slugify } from './slug'

/**
 * The restaurant brands of spec §1 and §3 (AXS, its private dining, Wild Rice; issue 17, ADR 026):
 * covers made of introduce and outroduce pages, a menu, and venues grouped by area. Wild Rice is
 * also shown by nation and by area. Every piece belongs to a volume (spec §9: volume 1 by default).
 */

export const RESTAURANT_BRANDS = ['axs', 'axs-private', 'wild-rice'] as const
export type TRestaurantBrand = (typeof RESTAURANT_BRANDS)[number]

export const RESTAURANT_BRAND_LABELS: Readonly<Record<TRestaurantBrand, string>> = {
  axs: 'AXS',
  'axs-private': 'AXS Private',
  'wild-rice': 'Wild Rice',
}

/** Spec §9: "AXS and Wild Rice volume defaults to 1". */
export const DEFAULT_VOLUME = 1
export const MAX_VOLUME = 99

export const isRestaurantBrand = (value: unknown): value is TRestaurantBrand =>
  RESTAURANT_BRANDS.includes(value as TRestaurantBrand)

const ZPageImage = z.object({ image: ZImage, isBackground: z.boolean() })

/** One page of a cover or of a venue: an optional heading and text over its images. */
export const ZCoverPage = z.object({
  sort: z.number().int(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  images: z.array(ZPageImage),
})
export type TCoverPage = z.output<typeof ZCoverPage>

export const ZRestaurantArea = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: ZImage.nullable(),
  nation: ZNationRef,
})
export type TRestaurantArea = z.output<typeof ZRestaurantArea>

/** A cover: of a brand, of a brand in a nation, or of one area (Wild Rice). */
export const ZRestaurantCover = z.object({
  _id: z.string(),
  type: z.enum(RESTAURANT_BRANDS),
  volume: z.number().int(),
  nation: ZNationRef.nullable(),
  area: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  introducePages: z.array(ZCoverPage),
  outroducePages: z.array(ZCoverPage),
})
export type TRestaurantCover = z.output<typeof ZRestaurantCover>

export const ZVenue = z.object({
  _id: z.string(),
  slug: z.string(),
  type: z.enum(RESTAURANT_BRANDS),
  volume: z.number().int(),
  title: z.string(),
  cuisine: z.string(),
  subtitle: z.string().nullable(),
  location: z.string(),
  locationUrl: z.string().nullable(),
  priceString: z.string().nullable(),
  image: ZImage.nullable(),
  nation: ZNationRef,
  area: z.object({ slug: z.string(), name: z.string() }),
  pages: z.array(ZCoverPage),
  /**
   * What an agent books here (issue 55): the catalogue's programs at this venue, by `_id` (as
   * ListDayPrograms lists them) and name; the vault adds them to a booking's day like any program.
   */
  dining: z.array(z.object({ _id: z.string(), name: z.string() })),
})
export type TVenue = z.output<typeof ZVenue>

export const DISH_TAGS = ['vegetarian', 'vegan', 'spicy', 'nuts', 'gluten-free', 'signature'] as const
export type TDishTag = (typeof DISH_TAGS)[number]
/**
 * The checkbox that keeps each tag in the back office: a group of checkboxes, not a many-valued
 * select, which Payload 3.90 cannot save two arrays deep in a versioned collection (payloadcms/payload#17142).
 */
export const DISH_TAG_FIELDS = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  spicy: 'spicy',
  nuts: 'nuts',
  'gluten-free': 'glutenFree',
  signature: 'signature',
} as const satisfies Readonly<Record<TDishTag, string>>
export type TDishTagField = (typeof DISH_TAG_FIELDS)[TDishTag]

/** A dish's tags from its checkboxes, in the list's order. */
export const dishTagsOf = (checked: Partial<Record<TDishTagField, boolean | null>> | null | undefined): TDishTag[] =>
  DISH_TAGS.filter((tag) => Boolean(checked?.[DISH_TAG_FIELDS[tag]]))

/** The checkboxes of a dish with these tags. */
export const dishTagFields = (tags: readonly TDishTag[]): Partial<Record<TDishTagField, boolean>> =>
  Object.fromEntries(tags.map((tag) => [DISH_TAG_FIELDS[tag], true]))

export const DISH_TAG_LABELS: Readonly<Record<TDishTag, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  spicy: 'Spicy',
  nuts: 'Contains nuts',
  'gluten-free': 'Gluten free',
  signature: 'Signature dish',
}

export const ZRestaurantMenu = z.object({
  _id: z.string(),
  type: z.enum(RESTAURANT_BRANDS),
  volume: z.number().int(),
  nation: ZNationRef.nullable(),
  title: z.string(),
  intro: z.string().nullable(),
  courses: z.array(
    z.object({
      name: z.string(),
      dishes: z.array(
        z.object({
          name: z.string(),
          description: z.string().nullable(),
          price: z.string().nullable(),
          tags: z.array(z.enum(DISH_TAGS)),
        }),
      ),
    }),
  ),
})
export type TRestaurantMenu = z.output<typeof ZRestaurantMenu>

/** Venues grouped by area, areas in the editors' order, each group's venues in theirs (spec §3). */
export function venuesByArea(
  venues: readonly TVenue[],
  areas: readonly Pick<TRestaurantArea, 'slug' | 'name'>[],
): { area: { slug: string; name: string }; venues: TVenue[] }[] {
  const order = new Map(areas.map((area, index) => [area.slug, index]))
  const groups = new Map<string, { area: { slug: string; name: string }; venues: TVenue[] }>()
  for (const venue of venues) {
    const group = groups.get(venue.area.slug) ?? { area: venue.area, venues: [] }
    group.venues.push(venue)
    groups.set(venue.area.slug, group)
  }
  const rank = (slug: string) => order.get(slug) ?? Number.MAX_SAFE_INTEGER
  return [...groups.values()].sort(
    (a, b) => rank(a.area.slug) - rank(b.area.slug) || a.area.name.localeCompare(b.area.name),
  )
}

/** A map search for a venue when the editor gave no map link: its name and where it is. */
export function mapLinkOf(venue: Pick<TVenue, 'title' | 'location' | 'locationUrl'>): string {
  if (venue.locationUrl) return venue.locationUrl
  const query = encodeURIComponent(`${venue.title}, ${venue.location}`)
  return `https://www.openstreetmap.org/search?query=${query}`
}

/** A volume from a query value: 1 when absent, null when it is not a volume (the caller answers 400). */
export function parseVolume(value: string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return DEFAULT_VOLUME
  if (!/^\d{1,2}$/.test(value)) return null
  const volume = Number(value)
  return volume >= 1 && volume <= MAX_VOLUME ? volume : null
}

/** The venues of one area, as GetAxsPage answers them and the pages group them (spec §3). */
export const ZVenueGroup = z.object({ area: ZRestaurantArea, venues: z.array(ZVenue) })
export type TVenueGroup = z.output<typeof ZVenueGroup>

/** Brands from a query value: one brand or a comma-separated list, each once; null when one is not a brand. */
export function parseBrands(value: string): TRestaurantBrand[] | null {
  const parts = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
  if (parts.length === 0 || !parts.every(isRestaurantBrand)) return null
  return [...new Set(parts)]
}

/**
 * Where a piece of a brand belongs: the brand, a volume, and for Wild Rice a nation (its code) and
 * an area (its slug). Null means "the brand's own", not "any".
 */
export type TRestaurantPlace = {
  type: TRestaurantBrand
  volume: number
  nation?: string | null
  area?: string | null
}

/** The cover of exactly that place: the brand's own, a nation's, or an area's (one per place, ADR 026). */
export function coverAt(covers: readonly TRestaurantCover[], place: TRestaurantPlace): TRestaurantCover | null {
  const nation = place.nation ?? null
  const area = place.area ?? null
  const isThere = (cover: TRestaurantCover) =>
    area === null
      ? cover.area === null && (cover.nation?.code ?? null) === nation
      : // An area's cover belongs to its area whether or not the editor also set its nation.
        cover.area === area && (nation === null || cover.nation === null || cover.nation.code === nation)
  return covers.find((cover) => cover.type === place.type && cover.volume === place.volume && isThere(cover)) ?? null
}

/** A brand's venues of a volume, of one nation and one area when given; the editors' order is kept. */
export function venuesAt(venues: readonly TVenue[], place: TRestaurantPlace): TVenue[] {
  return venues.filter(
    (venue) =>
      venue.type === place.type &&
      venue.volume === place.volume &&
      (!place.nation || venue.nation.code === place.nation) &&
      (!place.area || venue.area.slug === place.area),
  )
}

/**
 * A brand's menu of a volume: a nation's own menu when it has one, otherwise the brand's menu for
 * every nation (ADR 026: Wild Rice kitchens may print a national menu; the rest share one).
 */
export function menuAt(menus: readonly TRestaurantMenu[], place: TRestaurantPlace): TRestaurantMenu | null {
  const ofBrand = menus.filter((menu) => menu.type === place.type && menu.volume === place.volume)
  const own = place.nation ? ofBrand.find((menu) => menu.nation?.code === place.nation) : undefined
  return own ?? ofBrand.find((menu) => menu.nation === null) ?? null
}

/** Venues grouped by area with each area's full record, areas in the editors' order (GetAxsPage). */
export function venueGroups(venues: readonly TVenue[], areas: readonly TRestaurantArea[]): TVenueGroup[] {
  const bySlug = new Map(areas.map((area) => [area.slug, area]))
  return venuesByArea(venues, areas).flatMap((group) => {
    const area = bySlug.get(group.area.slug)
    return area ? [{ area, venues: group.venues }] : []
  })
}

/**
 * A page's background fills the hero of the page it opens: the first introduce page's background
 * image becomes the hero, and that page keeps its heading, text and other images.
 */
export function heroOf(pages: readonly TCoverPage[]): { hero: TImage | null; pages: TCoverPage[] } {
  const [first, ...rest] = pages
  const background = first?.images.find((item) => item.isBackground)
  if (!first || !background) return { hero: null, pages: [...pages] }
  const remaining = { ...first, images: first.images.filter((item) => item !== background) }
  const isEmpty = !remaining.title && !remaining.text && remaining.images.length === 0
  return { hero: background.image, pages: isEmpty ? rest : [remaining, ...rest] }
}

/** A page's first background image and the images that sit beside its text. */
export function splitImages(page: TCoverPage): { background: TImage | null; beside: TImage[] } {
  const background = page.images.find((item) => item.isBackground) ?? null
  return {
    background: background?.image ?? null,
    beside: page.images.filter((item) => item !== background).map((item) => item.image),
  }
}

/** The nations with Wild Rice venues (of the volume), in the order given, each with its counts. */
export function wildRiceNations<N extends TNationRef>(
  nations: readonly N[],
  venues: readonly TVenue[],
  volume = DEFAULT_VOLUME,
): { nation: N; venues: number; areas: number }[] {
  const ofBrand = venuesAt(venues, { type: 'wild-rice', volume })
  return nations.flatMap((nation) => {
    const own = ofBrand.filter((venue) => venue.nation.code === nation.code)
    return own.length > 0 ? [{ nation, venues: own.length, areas: new Set(own.map((v) => v.area.slug)).size }] : []
  })
}

/** "1 venue", "3 venues". */
export const venueCount = (count: number) => (count === 1 ? '1 venue' : `${count} venues`)

type TJsonLd = Record<string, unknown>

const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`

/** schema.org Restaurant for a venue shown in full; `path` is its page with its anchor. */
export function restaurantJsonLd({ venue, origin, path }: { venue: TVenue; origin: string; path: string }): TJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: venue.title,
    url: absolute(origin, path),
    servesCuisine: venue.cuisine,
    ...(venue.subtitle ? { description: venue.subtitle } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.location,
      addressLocality: venue.area.name,
      addressCountry: venue.nation.code.toUpperCase(),
    },
    ...(venue.priceString ? { priceRange: venue.priceString } : {}),
    ...(venue.image ? { image: absolute(origin, venue.image.url) } : {}),
    hasMap: mapLinkOf(venue),
  }
}

/** Everything the restaurant pages and calls read, each list in the editors' order. */
export type TRestaurantContent = {
  areas: TRestaurantArea[]
  covers: TRestaurantCover[]
  menus: TRestaurantMenu[]
  venues: TVenue[]
}

/** Wild Rice in one nation, or in one of its areas (the pages under /marketplace/wild-rice/{nation}). */
export type TWildRicePlace = {
  nation: TNationRef
  area: TRestaurantArea | null
  cover: TRestaurantCover | null
  /** The Wild Rice venues there, in the editors' order. */
  venues: TVenue[]
  /** The nation's areas with Wild Rice venues or a Wild Rice cover of their own, in the editors' order. */
  areas: TRestaurantArea[]
  /** The nation's own Wild Rice menu, or the brand's. */
  menu: TRestaurantMenu | null
}

/** Every nation the content names (areas, venues, covers), once each, by code. */
export function restaurantNations(content: Pick<TRestaurantContent, 'areas' | 'covers' | 'venues'>): TNationRef[] {
  const found = new Map<string, TNationRef>()
  for (const nation of [
    ...content.areas.map((area) => area.nation),
    ...content.venues.map((venue) => venue.nation),
    ...content.covers.flatMap((cover) => (cover.nation ? [cover.nation] : [])),
  ])
    if (!found.has(nation.code)) found.set(nation.code, nation)
  return [...found.values()]
}

/**
 * Wild Rice in a nation (by code) or one of its areas (by slug), or null when there is nothing to
 * show there: a nation without Wild Rice venues or cover, an unknown area, or an area of another
 * nation (those addresses are 404s, ADR 026).
 */
export function wildRicePlace(
  content: TRestaurantContent,
  { nation, area = null, volume = DEFAULT_VOLUME }: { nation: TNationRef; area?: string | null; volume?: number },
): TWildRicePlace | null {
  const place = { type: 'wild-rice' as const, volume, nation: nation.code }
  const inNation = venuesAt(content.venues, place)
  const areas = content.areas.filter(
    (item) =>
      item.nation.code === nation.code &&
      (inNation.some((venue) => venue.area.slug === item.slug) ||
        coverAt(content.covers, { ...place, area: item.slug }) !== null),
  )
  const menu = menuAt(content.menus, place)
  if (area === null) {
    const cover = coverAt(content.covers, place)
    if (!cover && inNation.length === 0) return null
    return { nation, area: null, cover, venues: inNation, areas, menu }
  }
  const found = areas.find((item) => item.slug === area)
  if (!found) return null
  return {
    nation,
    area: found,
    cover: coverAt(content.covers, { ...place, area }),
    venues: inNation.filter((venue) => venue.area.slug === area),
    areas,
    menu,
  }
}

/** Wild Rice's venues of every nation, grouped by nation (the nations in the content's order). */
export type TWildRiceEverywhere = { nations: { nation: TNationRef; venues: TVenue[] }[]; venues: TVenue[] }

/**
 * What a Wild Rice address shows (spec §2, where the nation segment is optional): the venues of
 * every nation, or a place. `place` is the segment after /wild-rice: a nation's name slug, or,
 * when no nation has that slug, an area's slug (area slugs are unique), whose nation the address
 * left out; `isAlias` then says so, and the page's canonical address is the one with the nation.
 * Null for a 404: an unknown nation or area, an area of another nation, a venues address without
 * venues. A nation's slug wins over an area's of the same spelling.
 */
export function findWildRice(
  content: TRestaurantContent,
  {
    place,
    area,
    venues,
    volume = DEFAULT_VOLUME,
  }: { place: string | null; area: string | null; venues: boolean; volume?: number },
): { everywhere: TWildRiceEverywhere } | { place: TWildRicePlace; isAlias: boolean } | null {
  const nations = restaurantNations(content)
  if (place === null) {
    if (!venues || area !== null) return null
    const all = venuesAt(content.venues, { type: 'wild-rice', volume })
    if (all.length === 0) return null
    const byNation = nations.flatMap((nation) => {
      const own = all.filter((venue) => venue.nation.code === nation.code)
      return own.length > 0 ? [{ nation, venues: own }] : []
    })
    return { everywhere: { nations: byNation, venues: all } }
  }
  const withVenues = (found: TWildRicePlace | null) => (found && (!venues || found.venues.length > 0) ? found : null)
  const nation = nations.find((item) => slugify(item.fullName) === place)
  if (nation) {
    const found = withVenues(wildRicePlace(content, { nation, area, volume }))
    return found ? { place: found, isAlias: false } : null
  }
  // Without a nation the one place is an area, and nothing may follow it but "venues".
  const ownArea = area === null ? content.areas.find((item) => item.slug === place) : undefined
  if (!ownArea) return null
  const found = withVenues(wildRicePlace(content, { nation: ownArea.nation, area: ownArea.slug, volume }))
  return found ? { place: found, isAlias: true } : null
}
