import 'server-only'
import { wildRicePath } from '@/domain/editorial-routes'
import type { TLocale } from '@/domain/locales'
import {
  coverAt,
  DEFAULT_VOLUME,
  dishTagsOf,
  isRestaurantBrand,
  menuAt,
  restaurantNations,
  type TCoverPage,
  type TRestaurantArea,
  type TRestaurantBrand,
  type TRestaurantContent,
  type TRestaurantCover,
  type TRestaurantMenu,
  type TVenue,
  type TVenueGroup,
  venueGroups,
  venuesAt,
  wildRicePlace,
} from '@/domain/restaurants'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import { cached } from '@/lib/tag-cache'
import type { RestaurantArea } from '@/payload-types'
import { payloadClient } from '@/server/payload'
import { getNations } from './config'
import { image, isVisible, nationRef, readEntries, type TRead, type TRows, type TUpload, text } from './read'

/**
 * Reads behind the restaurant brands AXS, AXS Private and Wild Rice (issue 17, ADR 026): the pages
 * and the AxsAllAreas calls read the same cached lists (tag `restaurants`, dropped when an editor
 * saves any of them); a staff preview reads the latest drafts.
 */

const TAG = 'restaurants'

type TPageRows = TRows<{
  title?: string | null
  text?: string | null
  images?: TRows<{ image: TUpload; isBackground?: boolean | null }>
}>

/** Cover and venue pages; an image whose upload was deleted is left out. */
const pagesOf = (rows: TPageRows): TCoverPage[] =>
  (rows ?? []).map((row, index) => ({
    sort: index + 1,
    title: text(row.title),
    text: text(row.text),
    images: (row.images ?? []).flatMap((item) => {
      const picture = image(item.image)
      return picture ? [{ image: picture, isBackground: item.isBackground === true }] : []
    }),
  }))

/** A related area that may show, with its slug (none for a draft area outside a preview). */
const visibleArea = (value: string | RestaurantArea | null | undefined, options: TRead) =>
  value && typeof value === 'object' && value.slug && isVisible(value, options) ? value : null

/** Every area in the editors' order; one whose nation was deleted has no place to be and is left out. */
export function getRestaurantAreas(options: TRead = {}): Promise<TRestaurantArea[]> {
  return readEntries('restaurant-areas', options, {
    map: (doc): TRestaurantArea | null => {
      const nation = nationRef(doc.nation)
      if (!nation || !doc.slug) return null
      return {
        _id: doc.id,
        slug: doc.slug,
        name: doc.name,
        description: text(doc.description),
        image: image(doc.image),
        nation,
      }
    },
    tag: TAG,
  })
}

/** Every cover of every brand and volume; one of an area still in draft waits for its area. */
export function getRestaurantCovers(options: TRead = {}): Promise<TRestaurantCover[]> {
  return readEntries('restaurant-covers', options, {
    map: (doc): TRestaurantCover | null => {
      if (!isRestaurantBrand(doc.type)) return null
      const area = doc.area ? visibleArea(doc.area, options) : null
      if (doc.area && !area) return null
      return {
        _id: doc.id,
        type: doc.type,
        volume: doc.volume,
        nation: nationRef(doc.nation),
        area: area?.slug ?? null,
        title: doc.title,
        subtitle: text(doc.subtitle),
        introducePages: pagesOf(doc.introducePages),
        outroducePages: pagesOf(doc.outroducePages),
      }
    },
    tag: TAG,
    sort: 'createdAt',
  })
}

export function getRestaurantMenus(options: TRead = {}): Promise<TRestaurantMenu[]> {
  return readEntries('restaurant-menus', options, {
    map: (doc): TRestaurantMenu | null =>
      isRestaurantBrand(doc.type)
        ? {
            _id: doc.id,
            type: doc.type,
            volume: doc.volume,
            nation: nationRef(doc.nation),
            title: doc.title,
            intro: text(doc.intro),
            courses: (doc.courses ?? []).map((course) => ({
              name: course.name,
              dishes: (course.dishes ?? []).map((dish) => ({
                name: dish.name,
                description: text(dish.description),
                price: text(dish.price),
                tags: dishTagsOf(dish.dietary),
              })),
            })),
          }
        : null,
    tag: TAG,
    sort: 'createdAt',
  })
}

/**
 * The catalogue's dining experiences by venue (issue 55): programs whose `venue` is set, by name.
 * Cached under the catalogue's tag, so a program linked to a venue in /admin shows on its page.
 */
function diningByVenue(): Promise<Record<string, TVenue['dining']>> {
  return cached({ key: 'venue-dining', tags: ['catalogue'] }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'programs',
      where: { venue: { exists: true } },
      select: { name: true, venue: true },
      sort: 'name',
      depth: 0,
      pagination: false,
    })
    const byVenue: Record<string, TVenue['dining']> = {}
    for (const program of docs) {
      const venue = relationId(program.venue)
      if (venue) byVenue[venue] = [...(byVenue[venue] ?? []), { _id: program.id, name: program.name ?? '' }]
    }
    return byVenue
  })
}

/** Every venue in the editors' order, with its dining experiences; one whose area is a draft or was deleted is left out with it. */
export async function getVenues(options: TRead = {}): Promise<TVenue[]> {
  const [venues, dining] = await Promise.all([readVenues(options), diningByVenue()])
  return venues.map((venue) => ({ ...venue, dining: dining[venue._id] ?? [] }))
}

function readVenues(options: TRead): Promise<Omit<TVenue, 'dining'>[]> {
  return readEntries('venues', options, {
    map: (doc): Omit<TVenue, 'dining'> | null => {
      const nation = nationRef(doc.nation)
      const area = visibleArea(doc.area, options)
      if (!nation || !area?.slug || !doc.slug || !isRestaurantBrand(doc.type)) return null
      return {
        _id: doc.id,
        slug: doc.slug,
        type: doc.type,
        volume: doc.volume,
        title: doc.title,
        cuisine: doc.cuisine,
        subtitle: text(doc.subtitle),
        location: doc.location,
        locationUrl: text(doc.locationUrl),
        priceString: text(doc.priceString),
        image: image(doc.image),
        nation,
        area: { slug: area.slug, name: area.name },
        pages: pagesOf(doc.pages),
      }
    },
    tag: TAG,
  })
}

/** The four lists together, for the pages and calls that combine them. */
export async function getRestaurantContent(options: TRead = {}): Promise<TRestaurantContent> {
  const [areas, covers, menus, venues] = await Promise.all([
    getRestaurantAreas(options),
    getRestaurantCovers(options),
    getRestaurantMenus(options),
    getVenues(options),
  ])
  return { areas, covers, menus, venues }
}

// ---------------------------------------------------------------------------------------------
// What the AxsAllAreas calls ask for (spec §7): a nation by _id or code, an area by slug or _id.
// ---------------------------------------------------------------------------------------------

export type TRestaurantQuery = {
  volume: number
  /** A nation's `_id` or code. */
  nationId?: string | null
  /** An area's slug or `_id`. */
  area?: string | null
  /** The language of the texts (English by default, and for what is not translated). */
  locale?: TLocale
}

/** The nation and area a query names, checked: 404 for an unknown one or an area of another nation. */
async function placeOf(query: TRestaurantQuery, areas: TRestaurantArea[]) {
  let nation: string | null = null
  if (query.nationId) {
    const wanted = query.nationId.trim()
    const found = (await getNations()).find((item) => item._id === wanted || item.code === wanted.toLowerCase())
    if (!found) throw new AppError('NOT_FOUND', { key: 'noSuchNation' })
    nation = found.code
  }
  let area: TRestaurantArea | null = null
  if (query.area) {
    const wanted = query.area.trim()
    area = areas.find((item) => item.slug === wanted.toLowerCase() || item._id === wanted) ?? null
    if (!area || (nation !== null && area.nation.code !== nation))
      throw new AppError('NOT_FOUND', { key: 'noSuchArea' })
  }
  return { nation: nation ?? area?.nation.code ?? null, area: area?.slug ?? null }
}

/** GetCoverAxsPage: one cover per brand asked, of that place and volume; brands without one are left out. */
export async function findCovers(brands: readonly TRestaurantBrand[], query: TRestaurantQuery) {
  const { areas, covers } = await getRestaurantContent({ locale: query.locale })
  const place = await placeOf(query, areas)
  return brands.flatMap((type) => {
    const cover = coverAt(covers, { type, volume: query.volume, ...place })
    return cover ? [cover] : []
  })
}

/** GetAxsPage: a brand's venues of a volume (of a nation, of an area), grouped by area in the editors' order. */
export async function findVenueGroups(type: TRestaurantBrand, query: TRestaurantQuery): Promise<TVenueGroup[]> {
  const { areas, venues } = await getRestaurantContent({ locale: query.locale })
  const place = await placeOf(query, areas)
  return venueGroups(venuesAt(venues, { type, volume: query.volume, ...place }), areas)
}

/** GetMenuAxsPage: the brand's menu of a volume (a nation's own when it has one); null when there is none. */
export async function findMenu(type: TRestaurantBrand, query: Omit<TRestaurantQuery, 'area'>) {
  const { areas, menus } = await getRestaurantContent({ locale: query.locale })
  const { nation } = await placeOf(query, areas)
  return menuAt(menus, { type, volume: query.volume, nation })
}

/**
 * The Wild Rice address of every nation and area with something to show, and the venues of every
 * nation, for the sitemap; an area's address without its nation is an alias and is left out.
 */
export async function wildRicePaths(): Promise<string[]> {
  const content = await getRestaurantContent()
  const byNation = restaurantNations(content).flatMap((nation) => {
    const place = wildRicePlace(content, { nation, volume: DEFAULT_VOLUME })
    if (!place) return []
    const slug = nation.slug
    const hasVenues = (area: string) => place.venues.some((venue) => venue.area.slug === area)
    return [
      wildRicePath({ nation: slug }),
      ...(place.venues.length > 0 ? [wildRicePath({ nation: slug, venues: true })] : []),
      ...place.areas.flatMap((area) => [
        wildRicePath({ nation: slug, area: area.slug }),
        ...(hasVenues(area.slug) ? [wildRicePath({ nation: slug, area: area.slug, venues: true })] : []),
      ]),
    ]
  })
  const anyVenues = venuesAt(content.venues, { type: 'wild-rice', volume: DEFAULT_VOLUME }).length > 0
  return anyVenues ? [wildRicePath({ venues: true }), ...byNation] : byNation
}
