/**
 * Every editorial page of spec §2, declared once (ADR 022). From this table come the route table
 * (`editorial-routes.ts`), the back office's globals and their fields (`cms/globals/pages.ts`), the
 * page-content API calls (`api/content.ts`), the readers (`server/content/editorial.ts`) and the
 * renderer (`components/editorial/render.tsx`, one entry per `view`). Each of those maps is
 * exhaustive over this table's types, so a page type that one of them forgets does not compile.
 */

import type { TJournalSection } from './journal'
import type { TRestaurantBrand } from './restaurants'

/** The parts a page's global is made of; each is a group of fields in the back office. */
export type TBlock =
  /** Title, subtitle, image, introduction. */
  | { block: 'head' }
  /** A title only (the slideshow pages). */
  | { block: 'title' }
  | { block: 'facts' }
  | { block: 'sections'; name: 'sections' | 'values' | 'points'; label?: string }
  | { block: 'cards'; name: 'cards' | 'reasons' | 'voyages' | 'routes'; label?: string }
  /** Offices with the markets they cover (sales network) or their opening hours (contact). */
  | { block: 'offices'; variant: 'sales' | 'contact' }
  /** The texts around a contact form. */
  | { block: 'form' }
  | { block: 'slides' }
  | { block: 'steps' }
  /** The home page's hero, introduction and highlights. */
  | { block: 'home' }

/** A page whose content is one global of the back office. */
export type TGlobalContent = {
  slug: string
  blocks: readonly TBlock[]
  /** The cache tag editors' saves expire (the slug unless said). */
  tag?: string
  dbName?: string
  description?: string
}

/** How a page renders: one renderer per view in components/editorial/render.tsx. */
export type TView =
  | 'home'
  | 'content'
  | 'slides'
  | 'collaborate'
  | 'contact'
  | 'valuesCopy'
  | 'travelPortfolio'
  | 'faq'
  | 'team'
  | 'executives'
  | 'inspirations'
  | 'journeys'
  | 'programs'
  | 'concierge'
  | 'conciergeCategories'
  | 'famTrips'
  | 'countryInformation'
  /** The journal's home: latest of each kind, categories, posts by nation (issue 16). */
  | 'journal'
  /** One section of the journal, paged (`section` names which). */
  | 'journalSection'
  | 'layYourHeadDown'
  /** The journal's building blocks shown with real content. */
  | 'contentBlock'
  | 'featurePage'
  | 'latestPosts'
  | 'webinars'
  /** The video library (issue 17): categories, search, the player. */
  | 'videoPlatform'
  /** Monsoon TV: a full-width channel of the TV videos. */
  | 'tv'
  /** A restaurant brand's cover, menu and venues by area (`brand` names which). */
  | 'restaurantBrand'
  /** One part of the Beyond page (`beyond` names which). */
  | 'beyond'
  /** A path that only prefixes detail pages (/travel-portfolio/introducing/{slug}). */
  | 'none'

/** The heading groups of the list pages, in the back office's order (one global, `list-pages`). */
export const LIST_HEADS = {
  faq: 'FAQs',
  team: 'Meet the team',
  executives: 'Executive profiles',
  inspirations: 'Travel inspirations',
  overlandJourneys: 'Overland journeys',
  dayPrograms: 'Day programs',
  concierge: 'Concierge collection',
  famTrips: 'Fam trips',
  countryInformation: 'Country information',
  journal: 'The journal',
  onLocation: 'Journal: on location',
  journalPressRoom: 'Journal: press room',
  productNews: 'Journal: product news',
  layYourHeadDown: 'Lay your head down',
  webinars: 'Webinars',
  videos: 'Video platform',
  tv: 'Monsoon TV',
} as const
export type TListKey = keyof typeof LIST_HEADS

export type TPageType = {
  path: string
  /** Its name in the back office and, with `crumb`, in breadcrumbs. */
  label: string
  /** An ancestor in breadcrumbs of the pages under it. */
  crumb?: boolean
  view: TView
  /** Content from a global of its own. */
  global?: TGlobalContent
  /** A list page: its heading group. */
  list?: TListKey
  /** Shows the content of another page's global (an alternative layout). */
  contentOf?: string
  /** The spec's page-content call that returns its content (spec §7), under /b2badminapi/client. */
  api?: { call: string; summary: string }
  /** A journal section's list: the section its entries are filed under. */
  section?: TJournalSection
  /** The address search engines should index when this page shows another page's content. */
  canonical?: string
  /** The videos it shows: the library, the TV channel, or the cruise videos under its content. */
  channel?: 'library' | 'tv' | 'cruise'
  /** A restaurant brand's page. */
  brand?: TRestaurantBrand
  /** Which part of the Beyond page it shows (ADR 026). */
  beyond?: TBeyondPart
}

/** The Beyond page's four addresses (spec §2): cover, the story, the hard copy, the films. */
export type TBeyondPart = 'cover' | 'detail' | 'hardcopy' | 'items'

const head = { block: 'head' } as const
const facts = { block: 'facts' } as const
const form = { block: 'form' } as const
const sections = (name: 'sections' | 'values' | 'points' = 'sections', label?: string) =>
  ({ block: 'sections', name, label }) as const
const cards = (name: 'cards' | 'reasons' | 'voyages' | 'routes' = 'cards', label?: string) =>
  ({ block: 'cards', name, label }) as const

export const PAGE_TYPES = {
  home: {
    path: '/',
    label: 'Home',
    view: 'home',
    global: { slug: 'home-page', tag: 'home', blocks: [{ block: 'home' }] },
  },
  whatDefinesUs: {
    path: '/what-defines-us',
    label: 'What defines us',
    view: 'content',
    global: { slug: 'what-defines-us', blocks: [head, sections()] },
    api: { call: 'CollaboratingWhatdefines/GetCollaboratingWhatdefines', summary: 'What defines us' },
  },
  ourPortfolio: {
    path: '/our-portfolio',
    label: 'Our portfolio',
    crumb: true,
    view: 'content',
    global: { slug: 'our-portfolio', blocks: [head, cards()] },
  },
  ourProducts: {
    path: '/our-portfolio/our-products',
    label: 'Our products',
    view: 'slides',
    global: { slug: 'our-products', blocks: [{ block: 'title' }, { block: 'slides' }] },
    api: { call: 'OurProductclient/Get', summary: 'Our products (modal pages)' },
  },
  ourServices: {
    path: '/our-portfolio/our-services',
    label: 'Our services',
    view: 'slides',
    global: { slug: 'our-services', blocks: [{ block: 'title' }, { block: 'slides' }] },
    api: { call: 'OurServiceclient/Get', summary: 'Our services (modal pages)' },
  },
  travelPortfolio: {
    path: '/travel-portfolio',
    label: 'Travel portfolio',
    crumb: true,
    view: 'travelPortfolio',
    global: { slug: 'travel-portfolio', blocks: [head, cards()] },
  },
  conciergeList: {
    path: '/travel-portfolio/concierge-collection',
    label: 'Concierge collection',
    crumb: true,
    view: 'concierge',
    list: 'concierge',
  },
  dayPrograms: {
    path: '/travel-portfolio/day-programs',
    label: 'Day programs',
    crumb: true,
    view: 'programs',
    list: 'dayPrograms',
  },
  overlandJourneys: {
    path: '/travel-portfolio/overland-journeys',
    label: 'Overland journeys',
    crumb: true,
    view: 'journeys',
    list: 'overlandJourneys',
  },
  introducing: { path: '/travel-portfolio/introducing', label: 'Introducing', view: 'none' },
  travelInspirations: {
    path: '/travel-inspirations',
    label: 'Travel inspirations',
    crumb: true,
    view: 'inspirations',
    list: 'inspirations',
  },
  pressRoom: {
    path: '/press-room',
    label: 'Press room',
    crumb: true,
    view: 'content',
    global: { slug: 'press-room', blocks: [head, cards()] },
  },
  aboutUs: {
    path: '/press-room/about-us',
    label: 'About us',
    view: 'content',
    global: { slug: 'about-us', blocks: [head, facts, sections()] },
    api: { call: 'Aboutus/GetAboutus', summary: 'About us' },
  },
  corporateProfile: {
    path: '/press-room/corporate-profile',
    label: 'Corporate profile',
    view: 'content',
    global: { slug: 'corporate-profile', blocks: [head, facts, sections()] },
  },
  executiveProfile: {
    path: '/press-room/executive-profile',
    label: 'Executive profiles',
    view: 'executives',
    list: 'executives',
  },
  faq: { path: '/press-room/faq', label: 'FAQs', crumb: true, view: 'faq', list: 'faq' },
  meetTheTeam: { path: '/press-room/meet-the-team', label: 'Meet the team', view: 'team', list: 'team' },
  multiCountry: {
    path: '/press-room/multi-country-travel',
    label: 'Multi-country introduction',
    view: 'content',
    global: {
      slug: 'multi-country-introduction',
      dbName: 'multi_country',
      blocks: [head, sections(), cards('routes', 'Suggested combinations')],
    },
    api: { call: 'MultiCountryIntroduceClient/GetMultiCountryIntroduce', summary: 'Multi-country introduction' },
  },
  ourValues: {
    path: '/press-room/our-value',
    label: 'Our values',
    view: 'content',
    global: {
      slug: 'our-values',
      blocks: [head, sections('values', 'Values')],
      description: 'Shown on Our values and on its alternative layout (the values copy page).',
    },
    api: { call: 'OurValues/GetOurValues', summary: 'Our values' },
  },
  ourValuesCopy: {
    path: '/press-room/our-value-copy',
    label: 'Our values',
    view: 'valuesCopy',
    contentOf: 'ourValues',
  },
  pointsOfDifference: {
    path: '/press-room/points-of-difference',
    label: 'Points of difference',
    view: 'content',
    global: { slug: 'points-of-difference', blocks: [head, sections('points', 'Points')] },
  },
  salesNetwork: {
    path: '/press-room/sales-network',
    label: 'Sales network',
    view: 'content',
    global: { slug: 'sales-network', blocks: [head, { block: 'offices', variant: 'sales' }] },
    api: { call: 'SalesNetwork/GetSalesNetwork', summary: 'Sales network and its offices' },
  },
  marketplace: {
    path: '/marketplace',
    label: 'Marketplace',
    crumb: true,
    view: 'content',
    global: { slug: 'marketplace', blocks: [head, cards()] },
  },
  marketplaceConcierge: {
    path: '/marketplace/concierge-collection',
    label: 'Concierge collection',
    view: 'conciergeCategories',
    list: 'concierge',
  },
  countryInformation: {
    path: '/marketplace/country-information',
    label: 'Country information',
    view: 'countryInformation',
    list: 'countryInformation',
  },
  siamInStyle: {
    path: '/marketplace/siam-in-style',
    label: 'Siam in style',
    view: 'content',
    global: {
      slug: 'siam-in-style',
      blocks: [head, facts, sections(), cards('cards', 'In the collection')],
      description: 'Monsoon’s collection of Thailand at its finest: the page of spec §2 and SiamClient/GetSiamDetail.',
    },
    api: { call: 'SiamClient/GetSiamDetail', summary: 'Siam in style: the Thailand collection' },
  },
  axs: { path: '/marketplace/axs', label: 'AXS', view: 'restaurantBrand', brand: 'axs' },
  axsPrivate: { path: '/marketplace/axs-private', label: 'AXS Private', view: 'restaurantBrand', brand: 'axs-private' },
  wildRice: {
    path: '/marketplace/wild-rice',
    label: 'Wild Rice',
    crumb: true,
    view: 'restaurantBrand',
    brand: 'wild-rice',
  },
  beyond: { path: '/marketplace/beyond', label: 'Beyond', crumb: true, view: 'beyond', beyond: 'cover' },
  beyondDetail: { path: '/marketplace/beyond/detail', label: 'The story', view: 'beyond', beyond: 'detail' },
  beyondDetailPage: {
    path: '/marketplace/beyond/detail-page',
    label: 'The hard copy',
    view: 'beyond',
    beyond: 'hardcopy',
  },
  beyondIndex0: { path: '/marketplace/beyond/index0', label: 'Films', view: 'beyond', beyond: 'items' },
  videoPlatform: {
    path: '/video-platform',
    label: 'Video platform',
    crumb: true,
    view: 'videoPlatform',
    list: 'videos',
    channel: 'library',
  },
  monsoonTv: { path: '/monsoon-tv', label: 'Monsoon TV', view: 'tv', list: 'tv', channel: 'tv' },
  expeditionCruiseLine: {
    path: '/expedition-cruise-line',
    label: 'Expedition cruise line',
    view: 'content',
    channel: 'cruise',
    global: { slug: 'expedition-cruise-line', blocks: [head, facts, sections(), cards('voyages', 'Voyages')] },
  },
  contact: {
    path: '/contact',
    label: 'Contact',
    view: 'contact',
    global: { slug: 'contact-page', blocks: [head, { block: 'offices', variant: 'contact' }, form] },
    api: { call: 'ContactPageClient/GetContact', summary: 'Contact page' },
  },
  getInTouch: {
    path: '/get-in-touch',
    label: 'Get in touch',
    view: 'contact',
    global: { slug: 'get-in-touch', blocks: [head, cards('reasons', 'Reasons to write'), form] },
    api: { call: 'ContactPageClient/GetInTouch', summary: 'Get in touch page' },
  },
  theJournal: {
    path: '/marketplace/the-journal',
    label: 'The journal',
    crumb: true,
    view: 'journal',
    list: 'journal',
  },
  journalOnLocation: {
    path: '/marketplace/the-journal/on-location',
    label: 'On location',
    crumb: true,
    view: 'journalSection',
    list: 'onLocation',
    section: 'on-location',
  },
  journalPressRoom: {
    path: '/marketplace/the-journal/press-room',
    label: 'Press room',
    crumb: true,
    view: 'journalSection',
    list: 'journalPressRoom',
    section: 'press-room',
  },
  journalProductNews: {
    path: '/marketplace/the-journal/product-news',
    label: 'Product news',
    crumb: true,
    view: 'journalSection',
    list: 'productNews',
    section: 'product-news',
  },
  journalLayYourHeadDown: {
    path: '/marketplace/the-journal/lay-your-head-down',
    label: 'Lay your head down',
    view: 'layYourHeadDown',
    list: 'layYourHeadDown',
    canonical: '/marketplace/lay-your-head-down',
  },
  journalContentBlock: {
    path: '/marketplace/the-journal/content-block',
    label: 'Content block',
    view: 'contentBlock',
    list: 'journal',
  },
  journalFeaturePage: {
    path: '/marketplace/the-journal/feature-page',
    label: 'Feature page',
    view: 'featurePage',
    list: 'journal',
  },
  journalLatestPosts: {
    path: '/marketplace/the-journal/latest-posts',
    label: 'Latest posts',
    view: 'latestPosts',
    list: 'journal',
  },
  layYourHeadDown: {
    path: '/marketplace/lay-your-head-down',
    label: 'Lay your head down',
    view: 'layYourHeadDown',
    list: 'layYourHeadDown',
  },
  webinars: { path: '/marketplace/webinars', label: 'Webinars', crumb: true, view: 'webinars', list: 'webinars' },
  famTrips: { path: '/dp/fam-trips', label: 'Fam trips', crumb: true, view: 'famTrips', list: 'famTrips' },
  collaborate: {
    path: '/collaborate-with-us',
    label: 'Collaborate with us',
    view: 'collaborate',
    global: {
      slug: 'collaborate-with-us',
      blocks: [{ block: 'title' }, { block: 'steps' }],
      description: 'A full-screen slideshow: image steps and text steps alternate; the indicator shows seven bullets.',
    },
  },
} as const satisfies Record<string, TPageType>

export type TPageKey = keyof typeof PAGE_TYPES

type TWithGlobal = { [K in TPageKey]: (typeof PAGE_TYPES)[K] extends { global: { slug: infer S } } ? S : never }
/** The slug of every page's own global. */
export type TGlobalSlug = TWithGlobal[TPageKey]
/** The content pages (every global but the home page, whose content has a shape of its own). */
export type TPageSlug = Exclude<TGlobalSlug, 'home-page'>

const entries = Object.entries(PAGE_TYPES) as [TPageKey, TPageType][]

/** Every page with a global of its own, in the table's order. */
export const GLOBAL_PAGES = entries.flatMap(([key, page]) =>
  page.global ? [{ key, page, global: page.global as TGlobalContent & { slug: TGlobalSlug } }] : [],
)

export const PAGE_SLUGS = GLOBAL_PAGES.map(({ global }) => global.slug).filter(
  (slug): slug is TPageSlug => slug !== 'home-page',
) as [TPageSlug, ...TPageSlug[]]

/** The global whose content a page shows (its own, or the one it is an alternative layout of). */
export function globalOf(key: TPageKey): TGlobalSlug | null {
  const page: TPageType = PAGE_TYPES[key]
  const source: TPageType = page.contentOf ? PAGE_TYPES[page.contentOf as TPageKey] : page
  return (source.global?.slug as TGlobalSlug | undefined) ?? null
}

/** The journal section a page lists, if it is one of the journal's sections. */
export const sectionOf = (key: TPageKey): TJournalSection | null => (PAGE_TYPES[key] as TPageType).section ?? null

/** The address search engines should index for a page: its own unless it repeats another's content. */
export const canonicalOf = (key: TPageKey): string => {
  const page: TPageType = PAGE_TYPES[key]
  return page.canonical ?? page.path
}

/** The list heading group a page shows, if it is a list page. */
export const listOf = (key: TPageKey): TListKey | null => (PAGE_TYPES[key] as TPageType).list ?? null

/** The label of a block of a page's global (e.g. "Voyages" for the cruise line's cards), if it has one. */
export function blockLabel(key: TPageKey, block: 'sections' | 'cards'): string | undefined {
  const found = (PAGE_TYPES[key] as TPageType).global?.blocks.find((item) => item.block === block)
  return found && 'label' in found ? found.label : undefined
}

type TSectionsName = Extract<TBlock, { block: 'sections' }>['name']
type TCardsName = Extract<TBlock, { block: 'cards' }>['name']

/** The field a page's global keeps its sections or cards in. */
export function blockName(slug: TGlobalSlug, block: 'sections'): TSectionsName | null
export function blockName(slug: TGlobalSlug, block: 'cards'): TCardsName | null
export function blockName(slug: TGlobalSlug, block: 'sections' | 'cards'): TSectionsName | TCardsName | null {
  const page = GLOBAL_PAGES.find(({ global }) => global.slug === slug)
  const found = page?.global.blocks.find((item) => item.block === block)
  return found && (found.block === 'sections' || found.block === 'cards') ? found.name : null
}
