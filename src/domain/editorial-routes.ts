import { JOURNAL_SECTIONS, type TJournalSection } from './journal'
import { PAGE_TYPES, type TPageKey } from './page-types'
import { isRestaurantBrand, type TRestaurantBrand } from './restaurants'
import { SLUG_PATTERN } from './slug'

/**
 * Every public editorial route of spec §2 (issue #7, ADR 014), from the page-type table
 * (page-types.ts, ADR 022): the pages render from it, the sitemap lists it, the proxy uses it to
 * tell editorial pages from the rest, and the back office's preview buttons point into it.
 */

/** Each page's path, from the page-type table. */
export const EDITORIAL_PATHS = Object.fromEntries(
  Object.entries(PAGE_TYPES).map(([key, page]) => [key, page.path]),
) as { readonly [K in TPageKey]: (typeof PAGE_TYPES)[K]['path'] }

export type { TPageKey }

/** What a path shows: a fixed page, or one entry of a list found by its slug. */
export type TEditorialRoute =
  | { kind: 'page'; page: TPageKey }
  | { kind: 'slides'; page: 'ourProducts' | 'ourServices'; index: number }
  | { kind: 'dayProgram'; slug: string }
  | { kind: 'overlandJourney'; slug: string }
  | { kind: 'conciergeItem'; slug: string }
  | { kind: 'introducing'; slug: string }
  | { kind: 'travelInspiration'; slug: string }
  | { kind: 'famTrips'; nation: string }
  | { kind: 'journalEntry'; section: TJournalSection; slug: string }
  /** Page 2 and on of a journal section's list (page 1 is the section's own path). */
  | { kind: 'journalPage'; page: TPageKey; section: TJournalSection; number: number }
  | { kind: 'webinarGroup'; slug: string }
  /**
   * Wild Rice by place (spec §2: /marketplace/wild-rice/{nation?}/{area}/venues). The nation is
   * optional, so `place`, the segment after /wild-rice, names a nation or, when no nation has that
   * slug, an area (the content decides: `findWildRice` in restaurants.ts); `area` is the segment
   * after a nation. `place` is null only for /wild-rice/venues, the venues of every nation.
   * `venues` lists the venues there (issue 17).
   */
  | { kind: 'wildRice'; place: string | null; area: string | null; venues: boolean }

const FIXED = new Map<string, TPageKey>(
  (Object.entries(PAGE_TYPES) as [TPageKey, { path: string; view: string }][])
    .filter(([, page]) => page.view !== 'none')
    .map(([key, page]) => [page.path, key]),
)

type TDetailKind = Exclude<Extract<TEditorialRoute, { slug: string }>['kind'], 'journalEntry'>

/** List path -> the kind of its detail pages. */
const DETAILS: [string, TDetailKind][] = [
  [EDITORIAL_PATHS.dayPrograms, 'dayProgram'],
  [EDITORIAL_PATHS.overlandJourneys, 'overlandJourney'],
  [EDITORIAL_PATHS.conciergeList, 'conciergeItem'],
  [EDITORIAL_PATHS.introducing, 'introducing'],
  [EDITORIAL_PATHS.travelInspirations, 'travelInspiration'],
  [EDITORIAL_PATHS.webinars, 'webinarGroup'],
]

/** The page listing each journal section (its path is the prefix of its entries'). */
const SECTION_PAGES = (Object.entries(PAGE_TYPES) as [TPageKey, { path: string; section?: TJournalSection }][])
  .filter(([, page]) => page.section)
  .map(([key, page]) => ({ key, path: page.path, section: page.section as TJournalSection }))

/** A journal section's pages beyond the first: /marketplace/the-journal/on-location/page/2. */
const MAX_JOURNAL_PAGES = 500

const MAX_SLIDES = 50

/** The route a path names, or null when no editorial page lives there. */
export function matchEditorialRoute(pathname: string): TEditorialRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const fixed = FIXED.get(path)
  if (fixed === 'ourProducts' || fixed === 'ourServices') return { kind: 'slides', page: fixed, index: 0 }
  if (fixed) return { kind: 'page', page: fixed }
  const wildRice = matchWildRice(path)
  if (wildRice) return wildRice
  const cut = path.lastIndexOf('/')
  const parent = path.slice(0, cut)
  const last = path.slice(cut + 1)
  if (!SLUG_PATTERN.test(last)) return null
  if (parent === EDITORIAL_PATHS.famTrips) return { kind: 'famTrips', nation: last }
  for (const [page, key] of [
    [EDITORIAL_PATHS.ourProducts, 'ourProducts'],
    [EDITORIAL_PATHS.ourServices, 'ourServices'],
  ] as const) {
    if (parent === page && /^[1-9]\d?$/.test(last) && Number(last) <= MAX_SLIDES) {
      return { kind: 'slides', page: key, index: Number(last) - 1 }
    }
  }
  const section = SECTION_PAGES.find((page) => page.path === parent)
  if (section) return { kind: 'journalEntry', section: section.section, slug: last }
  const paged = SECTION_PAGES.find((page) => `${page.path}/page` === parent)
  if (paged) {
    const number = /^[1-9]\d{0,2}$/.test(last) ? Number(last) : 0
    // Page 1 lives at the section's own address.
    return number >= 2 && number <= MAX_JOURNAL_PAGES
      ? { kind: 'journalPage', page: paged.key, section: paged.section, number }
      : null
  }
  const detail = DETAILS.find(([list]) => list === parent)
  return detail ? { kind: detail[1], slug: last } : null
}

/** The word that ends a venues address; no area may take it as its slug. */
export const VENUES_SEGMENT = 'venues'

/**
 * /marketplace/wild-rice/venues, /{place}[/venues] and /{nation}/{area}[/venues] (spec §2, where
 * the nation is optional: `place` is a nation or an area, see TEditorialRoute).
 */
function matchWildRice(path: string): Extract<TEditorialRoute, { kind: 'wildRice' }> | null {
  const prefix = `${EDITORIAL_PATHS.wildRice}/`
  if (!path.startsWith(prefix)) return null
  const parts = path.slice(prefix.length).split('/')
  if (parts.length > 3 || !parts.every((part) => SLUG_PATTERN.test(part))) return null
  const venues = parts.at(-1) === VENUES_SEGMENT
  const places = venues ? parts.slice(0, -1) : parts
  // No place may be called "venues" (the back office refuses that slug), and at most two places.
  if (places.length > 2 || places.includes(VENUES_SEGMENT)) return null
  const [place = null, area = null] = places
  return { kind: 'wildRice', place, area, venues }
}

const BRAND_PATHS: Readonly<Record<TRestaurantBrand, string>> = {
  axs: EDITORIAL_PATHS.axs,
  'axs-private': EDITORIAL_PATHS.axsPrivate,
  'wild-rice': EDITORIAL_PATHS.wildRice,
}

/** A restaurant brand's page (the Wild Rice page for anything that is not a brand). */
export const restaurantBrandPath = (brand: unknown): string =>
  isRestaurantBrand(brand) ? BRAND_PATHS[brand] : EDITORIAL_PATHS.wildRice

/**
 * The address of Wild Rice in a nation, an area, or their venues; without a nation, the venues of
 * every nation (`venues`) or an area's address without its nation (an alias whose canonical is
 * the address with it).
 */
export function wildRicePath({
  nation = null,
  area,
  venues = false,
}: {
  nation?: string | null
  area?: string | null
  venues?: boolean
}) {
  return [EDITORIAL_PATHS.wildRice, nation, area, venues ? VENUES_SEGMENT : null].filter(Boolean).join('/')
}

export function isEditorialPath(pathname: string): boolean {
  return matchEditorialRoute(pathname) !== null
}

/** The path of a detail page. */
export function detailPath(kind: TDetailKind, slug: string): string {
  const entry = DETAILS.find(([, detail]) => detail === kind)
  if (!entry) throw new Error(`No detail route for ${kind}`)
  return `${entry[0]}/${slug}`
}

/**
 * Fam trips of one nation live under its English name, its slug: /dp/fam-trips/cambodia (spec §2),
 * in every language (/de/dp/fam-trips/cambodia shows "Kambodscha").
 */
export const famTripsPath = (nationSlug?: string) =>
  nationSlug ? `${EDITORIAL_PATHS.famTrips}/${nationSlug}` : EDITORIAL_PATHS.famTrips

/** The address of slide `index` (0-based) of a modal-style page. */
export const slidePath = (page: 'ourProducts' | 'ourServices', index: number) =>
  index === 0 ? EDITORIAL_PATHS[page] : `${EDITORIAL_PATHS[page]}/${index + 1}`

/** The fixed pages, for the sitemap (detail pages are added from the content). */
export const FIXED_PATHS: readonly string[] = [...FIXED.keys()]

/** The address of a journal entry: under the section it is filed in. */
export const journalEntryPath = (section: TJournalSection, slug: string): string =>
  `${journalSectionPath(section)}/${slug}`

/** The address of page `number` (1-based) of a journal section's list. */
export function journalSectionPath(section: TJournalSection, number = 1): string {
  const page = SECTION_PAGES.find((item) => item.section === section)
  const path = page?.path ?? EDITORIAL_PATHS.theJournal
  return number <= 1 ? path : `${path}/page/${number}`
}

export const webinarGroupPath = (slug: string) => detailPath('webinarGroup', slug)

/** Every journal section has a page in the table (a compile-time list would not catch a missing one). */
export const JOURNAL_SECTION_PATHS: Readonly<Record<TJournalSection, string>> = Object.fromEntries(
  JOURNAL_SECTIONS.map((section) => [section, journalSectionPath(section)]),
) as Record<TJournalSection, string>
