import 'server-only'
import type { CollectionSlug, GlobalSlug, Where } from 'payload'
import type {
  TCard,
  TConciergeCategory,
  TConciergeItem,
  TCountryInformation,
  TExecutiveProfile,
  TFact,
  TFamTrip,
  TFaq,
  THomeContent,
  TIntroducing,
  TItineraryDay,
  TListHead,
  TNationRef,
  TOffice,
  TOverlandJourney,
  TPageContent,
  TPublicProgram,
  TSection,
  TTeamMember,
  TTravelInspiration,
} from '@/domain/editorial'
import { blockName, type TListKey, type TPageSlug } from '@/domain/page-types'
import { cached } from '@/lib/tag-cache'
import type { Media } from '@/payload-types'
import { payloadClient } from '@/server/payload'
import { imageOf } from './media'
import { richTextHtml } from './rich-text'

/**
 * Reads behind the public editorial pages and the page-content API (spec §3 Page content groups,
 * §7 Page content). Published content is cached in-process by tag and dropped when an editor saves
 * (ADR 006, ADR 014); a preview (`draft`) reads the latest draft and is never cached.
 */

export type TRead = { draft?: boolean }

type TRow = Record<string, unknown> & { id?: string | null }
type TUpload = string | Media | null | undefined

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)
const rows = (value: unknown): TRow[] => (Array.isArray(value) ? (value as TRow[]) : [])
const idOf = (row: TRow, fallback: string) => (typeof row.id === 'string' ? row.id : fallback)
const rich = (value: unknown) => richTextHtml(value as { root: unknown } | null)
const image = (value: unknown) => imageOf(value as TUpload)

function nationRef(value: unknown): TNationRef | null {
  if (!value || typeof value !== 'object') return null
  const nation = value as { code?: string; fullName?: string }
  return nation.code && nation.fullName ? { code: nation.code, fullName: nation.fullName } : null
}
const nationRefs = (value: unknown): TNationRef[] =>
  (Array.isArray(value) ? value : []).map(nationRef).filter((nation): nation is TNationRef => nation !== null)

const facts = (value: unknown): TFact[] =>
  rows(value).map((row, index) => ({
    _id: idOf(row, String(index)),
    value: String(row.value),
    label: String(row.label),
  }))
const sections = (value: unknown): TSection[] =>
  rows(value).map((row, index) => ({
    _id: idOf(row, String(index)),
    title: String(row.title),
    text: rich(row.text),
    image: image(row.image),
  }))
const cards = (value: unknown): TCard[] =>
  rows(value).map((row, index) => ({
    _id: idOf(row, String(index)),
    title: String(row.title),
    text: text(row.text),
    image: image(row.image),
    url: text(row.url),
  }))
const offices = (value: unknown): TOffice[] =>
  rows(value).map((row, index) => ({
    _id: idOf(row, String(index)),
    name: String(row.name),
    region: text(row.region),
    city: text(row.city),
    country: text(row.country),
    address: text(row.address),
    phone: text(row.phone),
    email: text(row.email),
    contactName: text(row.contactName),
    hours: text(row.hours),
  }))
const itinerary = (value: unknown): TItineraryDay[] =>
  rows(value).map((row, index) => ({ day: index + 1, title: String(row.title), text: text(row.text) }))

/** Reads one global (published, or the latest draft for a preview). */
async function readGlobal(slug: GlobalSlug, { draft = false }: TRead): Promise<TRow> {
  const payload = await payloadClient()
  return (await payload.findGlobal({ slug, depth: 1, draft })) as unknown as TRow
}

/** Reads every published document of a collection (every latest draft for a preview), in sort order. */
async function readList(
  collection: CollectionSlug,
  { draft = false }: TRead,
  options: { where?: Where; sort?: string; depth?: number } = {},
): Promise<TRow[]> {
  const payload = await payloadClient()
  const published: Where = { _status: { equals: 'published' } }
  const where = draft ? options.where : options.where ? { and: [published, options.where] } : published
  const { docs } = await payload.find({
    collection,
    where,
    sort: options.sort ?? ['sort', 'createdAt'],
    depth: options.depth ?? 1,
    draft,
    pagination: false,
  } as Parameters<typeof payload.find>[0])
  return docs as unknown as TRow[]
}

/**
 * A collection's published entries (every latest draft for a preview), in sort order, each mapped
 * to its public shape; `map` drops an entry by returning null. Cached under the collection's tag.
 */
function readEntries<T>(
  collection: CollectionSlug,
  options: TRead,
  map: (doc: TRow) => T | null,
  listOptions?: Parameters<typeof readList>[2],
): Promise<T[]> {
  return read(collection, collection, options, async () =>
    (await readList(collection, options, listOptions)).flatMap((doc) => {
      const entry = map(doc)
      return entry === null ? [] : [entry]
    }),
  )
}

/** The in-process cache for published reads; previews always read afresh. */
function read<T>(key: string, tag: string, options: TRead, load: () => Promise<T>): Promise<T> {
  return options.draft ? load() : cached(key, [tag], load)
}

/** A single page's content; the page-type table says which field holds its sections and cards. */
function pageOf(slug: TPageSlug, doc: TRow): TPageContent {
  const formTitle = text(doc.formTitle)
  const field = (block: 'sections' | 'cards') => {
    const name = blockName(slug, block)
    return name ? doc[name] : undefined
  }
  return {
    title: String(doc.title ?? ''),
    subtitle: text(doc.subtitle),
    image: image(doc.image),
    intro: rich(doc.intro),
    facts: facts(doc.facts),
    sections: sections(field('sections')),
    cards: cards(field('cards')),
    offices: offices(doc.offices),
    slides: rows(doc.slides).map((row, index) => ({
      _id: idOf(row, String(index)),
      title: String(row.title),
      image: image(row.image),
      content: rich(row.content),
    })),
    steps: rows(doc.steps).map((row, index) => ({
      _id: idOf(row, String(index)),
      kind: row.kind === 'image' ? 'image' : 'text',
      title: String(row.title),
      text: text(row.text),
      image: image(row.image),
    })),
    form: formTitle
      ? { title: formTitle, intro: text(doc.formIntro), successMessage: String(doc.successMessage ?? '') }
      : null,
    updatedAt: text(doc.updatedAt),
  }
}

export function getPage(slug: TPageSlug, options: TRead = {}): Promise<TPageContent> {
  return read(`page:${slug}`, slug, options, async () => pageOf(slug, await readGlobal(slug, options)))
}

export function getHomeContent(options: TRead = {}): Promise<THomeContent> {
  return read('page:home', 'home', options, async () => {
    const home = await readGlobal('home-page', options)
    return {
      heroTitle: String(home.heroTitle ?? ''),
      heroSubtitle: text(home.heroSubtitle),
      heroImage: image(home.heroImage),
      introTitle: text(home.introTitle),
      introText: text(home.introText),
      highlights: cards(home.highlights),
    }
  })
}

export function getListHead(key: TListKey, options: TRead = {}): Promise<TListHead> {
  return read(`list-head:${key}`, 'list-pages', options, async () => {
    const doc = await readGlobal('list-pages', options)
    const head = (doc[key] ?? {}) as TRow
    return { title: String(head.title ?? ''), subtitle: text(head.subtitle), image: image(head.image) }
  })
}

export function getFaqs(options: TRead = {}): Promise<TFaq[]> {
  return readEntries(
    'faqs',
    options,
    (doc) => ({
      _id: String(doc.id),
      question: String(doc.question),
      answer: String(doc.answer),
      category: text(doc.category),
    }),
    { depth: 0 },
  )
}

export function getTeam(options: TRead = {}): Promise<TTeamMember[]> {
  return readEntries('team-members', options, (doc) => ({
    _id: String(doc.id),
    name: String(doc.name),
    position: String(doc.position),
    department: text(doc.department),
    location: text(doc.location),
    bio: text(doc.bio),
    languages: text(doc.languages),
    photo: image(doc.photo),
  }))
}

export function getExecutiveProfiles(options: TRead = {}): Promise<TExecutiveProfile[]> {
  return readEntries('executive-profiles', options, (doc) => ({
    _id: String(doc.id),
    name: String(doc.name),
    position: String(doc.position),
    quote: text(doc.quote),
    bio: rich(doc.bio),
    photo: image(doc.photo),
  }))
}

export function getIntroducings(options: TRead = {}): Promise<TIntroducing[]> {
  return readEntries('introducings', options, (doc) => ({
    _id: String(doc.id),
    slug: String(doc.slug),
    title: String(doc.title),
    subtitle: text(doc.subtitle),
    nation: nationRef(doc.nation),
    image: image(doc.image),
    body: rich(doc.body),
  }))
}

export function getTravelInspirations(options: TRead = {}): Promise<TTravelInspiration[]> {
  return readEntries('travel-inspirations', options, (doc) => ({
    _id: String(doc.id),
    slug: String(doc.slug),
    title: String(doc.title),
    nations: nationRefs(doc.nations),
    duration: text(doc.duration),
    theme: text(doc.theme),
    summary: String(doc.summary ?? ''),
    image: image(doc.image),
    highlights: rows(doc.highlights).map((row) => String(row.text)),
    body: rich(doc.body),
  }))
}

export function getOverlandJourneys(options: TRead = {}): Promise<TOverlandJourney[]> {
  return readEntries('overland-journeys', options, (doc) => ({
    _id: String(doc.id),
    slug: String(doc.slug),
    title: String(doc.title),
    nations: nationRefs(doc.nations),
    from: String(doc.from),
    to: String(doc.to),
    days: Number(doc.days),
    summary: String(doc.summary ?? ''),
    image: image(doc.image),
    body: rich(doc.body),
    itinerary: itinerary(doc.itinerary),
  }))
}

/** Catalogue programs for the public pages (spec §9: one page of up to 1000, in the default language). */
export function getPublicPrograms(): Promise<TPublicProgram[]> {
  return cached('public-programs', ['catalogue'], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'programs',
      sort: 'name',
      depth: 1,
      limit: 1000,
      select: {
        slug: true,
        name: true,
        type: true,
        duration: true,
        nation: true,
        city: true,
        experience: true,
        category: true,
        tourStyle: true,
        description: true,
        image: true,
      },
    })
    return docs
      .filter((doc) => doc.slug)
      .map((doc) => ({
        _id: doc.id,
        slug: String(doc.slug),
        name: doc.name,
        type: doc.type,
        duration: text(doc.duration),
        nation: nationRef(doc.nation),
        city: typeof doc.city === 'object' && doc.city ? doc.city.fullName : null,
        experience: text(doc.experience),
        category: text(doc.category),
        tourStyle: text(doc.tourStyle),
        description: text(doc.description),
        image: image(doc.image),
      }))
  })
}

export function getConciergeCollection(options: TRead = {}): Promise<TConciergeCategory[]> {
  return read('concierge', 'concierge', options, async () => {
    const [categories, items] = await Promise.all([
      readList('concierge-categories', options),
      readList('concierge-items', options),
    ])
    const mapped: TConciergeItem[] = items.flatMap((doc) => {
      const category = doc.category as TRow | null
      if (!category || typeof category !== 'object') return []
      return [
        {
          _id: String(doc.id),
          slug: String(doc.slug),
          name: String(doc.name),
          category: { slug: String(category.slug), name: String(category.name) },
          nation: nationRef(doc.nation),
          location: text(doc.location),
          summary: String(doc.summary ?? ''),
          image: image(doc.image),
          body: rich(doc.body),
        },
      ]
    })
    return categories.map((doc) => ({
      _id: String(doc.id),
      slug: String(doc.slug),
      name: String(doc.name),
      description: text(doc.description),
      image: image(doc.image),
      items: mapped.filter((item) => item.category.slug === doc.slug),
    }))
  })
}

export function getFamTrips(options: TRead = {}): Promise<TFamTrip[]> {
  return readEntries(
    'fam-trips',
    options,
    (doc) => {
      const nation = nationRef(doc.nation)
      // An entry whose nation was deleted has no page to be on.
      if (!nation) return null
      return {
        _id: String(doc.id),
        title: String(doc.title),
        nation,
        startDate: String(doc.startDate),
        endDate: String(doc.endDate),
        seats: typeof doc.seats === 'number' ? doc.seats : null,
        summary: String(doc.summary ?? ''),
        image: image(doc.image),
        itinerary: itinerary(doc.itinerary),
      }
    },
    { sort: 'startDate' },
  )
}

export function getCountryInformation(options: TRead = {}): Promise<TCountryInformation[]> {
  return readEntries('country-information', options, (doc) => {
    const nation = nationRef(doc.nation)
    // An entry whose nation was deleted has no page to be on.
    if (!nation) return null
    return {
      _id: String(doc.id),
      title: String(doc.title),
      nation,
      capital: text(doc.capital),
      currency: text(doc.currency),
      timeZone: text(doc.timeZone),
      languages: text(doc.languages),
      bestTime: text(doc.bestTime),
      visa: text(doc.visa),
      climate: text(doc.climate),
      overview: String(doc.overview ?? ''),
      image: image(doc.image),
    }
  })
}
