/**
 * The main menu: eight top-level entries covering the spec's public routes (§2), each with an
 * image for the menu dialog, and their sub-items. Less important sub-items are kept off the
 * desktop bar (`showOnMenu: false`) but still appear in the dialog and the mobile drawer.
 */
import type { MenuEntry } from '@/payload-types'
import type { TSeedContext } from './context'
import { createDocuments } from './documents'
import { sceneMedia, type TSceneRequest } from './images'

export type TMenuItem = {
  fullName: string
  /** Absent for an entry that only groups its sub-items. */
  url?: string
  showOnMenu?: boolean
}

export type TMenuSection = TMenuItem & {
  image: Pick<TSceneRequest, 'motif' | 'palette' | 'alt'>
  items: readonly TMenuItem[]
}

export const BROCHURE_URL = 'https://issuu.com/monsoon-dmc/docs/monsoon-travel-portfolio-2026'

export const MAIN_MENU: readonly TMenuSection[] = [
  {
    fullName: 'Home',
    url: '/',
    image: { motif: 'coast', palette: 'saffron', alt: 'Palms and a long-tail boat on the Andaman Sea at sunset' },
    items: [],
  },
  {
    fullName: 'What defines us',
    url: '/what-defines-us',
    image: { motif: 'terraces', palette: 'paddy', alt: 'Rice terraces in the northern hills at first light' },
    items: [],
  },
  {
    fullName: 'Press room',
    url: '/press-room',
    image: { motif: 'chedi', palette: 'dusk', alt: 'Temple chedis silhouetted against a violet evening sky' },
    items: [
      { fullName: 'About us', url: '/press-room/about-us' },
      { fullName: 'Our values', url: '/press-room/our-value' },
      { fullName: 'Meet the team', url: '/press-room/meet-the-team' },
      { fullName: 'Executive profiles', url: '/press-room/executive-profile', showOnMenu: false },
      { fullName: 'Corporate profile', url: '/press-room/corporate-profile', showOnMenu: false },
      { fullName: 'Points of difference', url: '/press-room/points-of-difference', showOnMenu: false },
      { fullName: 'Sales network', url: '/press-room/sales-network' },
      { fullName: 'Multi-country travel', url: '/press-room/multi-country-travel' },
      { fullName: 'FAQ', url: '/press-room/faq' },
    ],
  },
  {
    fullName: 'Travel portfolio',
    url: '/travel-portfolio',
    image: { motif: 'river', palette: 'monsoon', alt: 'The Mekong winding between misty hills below a stupa' },
    items: [
      { fullName: 'Overland journeys', url: '/travel-portfolio/overland-journeys' },
      { fullName: 'Day programs', url: '/travel-portfolio/day-programs' },
      { fullName: 'Concierge collection', url: '/travel-portfolio/concierge-collection' },
      { fullName: 'Travel inspirations', url: '/travel-inspirations' },
      { fullName: 'Our portfolio', url: '/our-portfolio' },
      { fullName: 'Expedition cruise line', url: '/expedition-cruise-line', showOnMenu: false },
      { fullName: 'Travel portfolio 2026 (brochure)', url: BROCHURE_URL },
    ],
  },
  {
    fullName: 'Marketplace',
    url: '/marketplace',
    image: { motif: 'bagan', palette: 'saffron', alt: 'Hot-air balloons drifting over the temple plain of Bagan' },
    items: [
      { fullName: 'The journal', url: '/marketplace/the-journal' },
      { fullName: 'Webinars', url: '/marketplace/webinars' },
      { fullName: 'Lay your head down', url: '/marketplace/lay-your-head-down' },
      { fullName: 'AXS', url: '/marketplace/axs' },
      { fullName: 'AXS Private', url: '/marketplace/axs-private' },
      { fullName: 'Wild Rice', url: '/marketplace/wild-rice' },
      { fullName: 'Beyond', url: '/marketplace/beyond' },
      { fullName: 'Siam in style', url: '/marketplace/siam-in-style' },
      { fullName: 'Country information', url: '/marketplace/country-information', showOnMenu: false },
      { fullName: 'Concierge collection', url: '/marketplace/concierge-collection', showOnMenu: false },
      { fullName: 'Video platform', url: '/video-platform' },
      { fullName: 'Monsoon TV', url: '/monsoon-tv' },
    ],
  },
  {
    fullName: 'Fam trips',
    image: { motif: 'angkor', palette: 'lavender', alt: 'The towers of Angkor Wat reflected in a lotus pond at dawn' },
    items: [
      { fullName: 'Thailand fam trips', url: '/dp/fam-trips/thailand' },
      { fullName: 'Cambodia fam trips', url: '/dp/fam-trips/cambodia' },
      { fullName: 'All fam trips', url: '/dp/fam-trips' },
    ],
  },
  {
    fullName: 'Agents',
    url: '/marketplace/b2b-agent-vault',
    image: {
      motif: 'karst',
      palette: 'monsoon',
      alt: 'A junk with red sails among limestone islands in a monsoon haze',
    },
    items: [
      { fullName: 'Agent vault', url: '/marketplace/b2b-agent-vault' },
      { fullName: 'Online tariff', url: '/b2b/tariff-tour' },
      { fullName: 'Collaborate with us', url: '/collaborate-with-us' },
    ],
  },
  {
    fullName: 'Contact',
    url: '/contact',
    image: { motif: 'coast', palette: 'dusk', alt: 'Islands on the horizon of a calm sea at dusk' },
    items: [
      { fullName: 'Get in touch', url: '/get-in-touch' },
      { fullName: 'Contact', url: '/contact', showOnMenu: false },
    ],
  },
]

/** Links to http(s) or ftp open in a new window (spec §2, main menu); everything else is internal. */
export const isExternal = (url: string) => /^(https?|ftp):\/\//i.test(url)

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function entryData(item: TMenuItem, sort: number, extra: Partial<MenuEntry> = {}) {
  return {
    fullName: item.fullName,
    url: item.url,
    target: item.url && isExternal(item.url) ? ('_blank' as const) : ('_self' as const),
    sort,
    showOnMenu: item.showOnMenu ?? true,
    ...extra,
  }
}

/** Creates the menu images, the top-level entries and then their sub-items; returns how many entries. */
export async function seedMainMenu(ctx: TSeedContext): Promise<number> {
  const images = await Promise.all(
    MAIN_MENU.map((section) =>
      sceneMedia(ctx, { name: `menu-${slugify(section.fullName)}`, width: 1200, height: 800, ...section.image }),
    ),
  )
  const parents = await createDocuments(
    ctx,
    'menu-entries',
    MAIN_MENU.map((section, index) => entryData(section, (index + 1) * 10, { image: images[index] })),
  )
  const children = MAIN_MENU.flatMap((section, s) =>
    section.items.map((item, i) => entryData(item, (i + 1) * 10, { parent: parents[s] })),
  )
  await createDocuments(ctx, 'menu-entries', children)
  return parents.length + children.length
}
