import { z } from 'zod'
import { ZImage, ZNationRef } from './media-contract'

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
})
export type TVenue = z.output<typeof ZVenue>

export const DISH_TAGS = ['vegetarian', 'vegan', 'spicy', 'nuts', 'gluten-free', 'signature'] as const
export type TDishTag = (typeof DISH_TAGS)[number]
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
