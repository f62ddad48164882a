import 'server-only'
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
  TOffice,
  TOverlandJourney,
  TPageContent,
  TPublicProgram,
  TSection,
  TTeamMember,
  TTravelInspiration,
} from '@/domain/editorial'
import { DEFAULT_LOCALE } from '@/domain/locales'
import { blockName, listOf, type TListKey, type TPageKey, type TPageSlug } from '@/domain/page-types'
import { cachedInLanguage } from '@/lib/locale-tags'
import type { ListPage } from '@/payload-types'
import { payloadClient } from '@/server/payload'
import {
  idOf,
  image,
  nationRef,
  nationRefs,
  read,
  readEntries,
  readGlobal,
  readList,
  rich,
  type TRead,
  type TRichText,
  type TRowId,
  type TRows,
  type TUpload,
  text,
} from './read'

export type { TRead }

/**
 * Reads behind the public editorial pages and the page-content API (spec §3 Page content groups,
 * §7 Page content). Published content is cached in-process by tag and dropped when an editor saves
 * (ADR 006, ADR 014); a preview (`draft`) reads the latest draft and is never cached.
 */

const facts = (rows: TRows<TRowId & { value: string; label: string }>): TFact[] =>
  (rows ?? []).map((row, index) => ({ _id: idOf(row, index), value: row.value, label: row.label }))
const sections = (rows: TRows<TRowId & { title: string; text?: TRichText; image?: TUpload }>): TSection[] =>
  (rows ?? []).map((row, index) => ({
    _id: idOf(row, index),
    title: row.title,
    text: rich(row.text),
    image: image(row.image),
  }))
const cards = (
  rows: TRows<TRowId & { title: string; text?: string | null; image?: TUpload; url?: string | null }>,
): TCard[] =>
  (rows ?? []).map((row, index) => ({
    _id: idOf(row, index),
    title: row.title,
    text: text(row.text),
    image: image(row.image),
    url: text(row.url),
  }))

type TOfficeRow = TRowId & {
  name?: string | null
  region?: string | null
  city?: string | null
  country?: string | null
  address?: string | null
  phone?: string | null
  email?: string | null
  contactName?: string | null
  hours?: string | null
}
const offices = (rows: TRows<TOfficeRow>): TOffice[] =>
  (rows ?? []).map((row, index) => ({
    _id: idOf(row, index),
    name: row.name ?? '',
    region: text(row.region),
    city: text(row.city),
    country: text(row.country),
    address: text(row.address),
    phone: text(row.phone),
    email: text(row.email),
    contactName: text(row.contactName),
    hours: text(row.hours),
  }))
const itinerary = (rows: TRows<{ title: string; text?: string | null }>): TItineraryDay[] =>
  (rows ?? []).map((row, index) => ({ day: index + 1, title: row.title, text: text(row.text) }))

/**
 * What the single pages' globals have in common, every field optional: each global's generated
 * type is assignable to it, so the compiler checks the reader against the back office's fields.
 */
type TPageDoc = {
  title?: string | null
  subtitle?: string | null
  image?: TUpload
  intro?: TRichText
  facts?: Parameters<typeof facts>[0]
  sections?: Parameters<typeof sections>[0]
  values?: Parameters<typeof sections>[0]
  points?: Parameters<typeof sections>[0]
  cards?: Parameters<typeof cards>[0]
  reasons?: Parameters<typeof cards>[0]
  voyages?: Parameters<typeof cards>[0]
  routes?: Parameters<typeof cards>[0]
  offices?: TRows<TOfficeRow>
  slides?: TRows<TRowId & { title: string; image?: TUpload; content?: TRichText }>
  steps?: TRows<TRowId & { kind: 'image' | 'text'; title: string; text?: string | null; image?: TUpload }>
  formTitle?: string | null
  formIntro?: string | null
  successMessage?: string | null
  updatedAt?: string | null
}

/** A single page's content; the page-type table says which field holds its sections and cards. */
function pageOf(slug: TPageSlug, doc: TPageDoc): TPageContent {
  const formTitle = text(doc.formTitle)
  const sectionsName = blockName(slug, 'sections')
  const cardsName = blockName(slug, 'cards')
  return {
    // A global nobody has saved yet reads as empty.
    title: doc.title ?? '',
    subtitle: text(doc.subtitle),
    image: image(doc.image),
    intro: rich(doc.intro),
    facts: facts(doc.facts),
    sections: sections(sectionsName ? doc[sectionsName] : null),
    cards: cards(cardsName ? doc[cardsName] : null),
    offices: offices(doc.offices),
    slides: (doc.slides ?? []).map((row, index) => ({
      _id: idOf(row, index),
      title: row.title,
      image: image(row.image),
      content: rich(row.content),
    })),
    steps: (doc.steps ?? []).map((row, index) => ({
      _id: idOf(row, index),
      kind: row.kind,
      title: row.title,
      text: text(row.text),
      image: image(row.image),
    })),
    form: formTitle ? { title: formTitle, intro: text(doc.formIntro), successMessage: doc.successMessage ?? '' } : null,
    updatedAt: text(doc.updatedAt),
  }
}

export function getPage(slug: TPageSlug, options: TRead = {}): Promise<TPageContent> {
  return read({ key: `page:${slug}`, tag: slug }, options, async () => {
    const doc: TPageDoc = await readGlobal(slug, options)
    return pageOf(slug, doc)
  })
}

export function getHomeContent(options: TRead = {}): Promise<THomeContent> {
  return read({ key: 'page:home', tag: 'home' }, options, async () => {
    const home = await readGlobal('home-page', options)
    return {
      heroTitle: home.heroTitle ?? '',
      heroSubtitle: text(home.heroSubtitle),
      heroImage: image(home.heroImage),
      introTitle: text(home.introTitle),
      introText: text(home.introText),
      highlights: cards(home.highlights),
    }
  })
}

/** The heading group of a list page of the page-type table (its `list`). */
export function getPageListHead(key: TPageKey, options: TRead = {}): Promise<TListHead> {
  const list = listOf(key)
  if (!list) throw new Error(`${key} is not a list page`)
  return getListHead(list, options)
}

export function getListHead(key: TListKey, options: TRead = {}): Promise<TListHead> {
  return read({ key: `list-head:${key}`, tag: 'list-pages' }, options, async () => {
    // The generated type says every group is there; a global nobody has saved yet has none.
    const head: Partial<ListPage[TListKey]> | undefined = (await readGlobal('list-pages', options))[key]
    return { title: head?.title ?? '', subtitle: text(head?.subtitle), image: image(head?.image) }
  })
}

export function getFaqs(options: TRead = {}): Promise<TFaq[]> {
  return readEntries('faqs', options, {
    map: (doc) => ({
      _id: doc.id,
      question: doc.question,
      answer: doc.answer,
      category: text(doc.category),
    }),
    depth: 0,
  })
}

export function getTeam(options: TRead = {}): Promise<TTeamMember[]> {
  return readEntries('team-members', options, {
    map: (doc) => ({
      _id: doc.id,
      name: doc.name,
      position: doc.position,
      department: text(doc.department),
      location: text(doc.location),
      bio: text(doc.bio),
      languages: text(doc.languages),
      photo: image(doc.photo),
    }),
  })
}

export function getExecutiveProfiles(options: TRead = {}): Promise<TExecutiveProfile[]> {
  return readEntries('executive-profiles', options, {
    map: (doc) => ({
      _id: doc.id,
      name: doc.name,
      position: doc.position,
      quote: text(doc.quote),
      bio: rich(doc.bio),
      photo: image(doc.photo),
    }),
  })
}

export function getIntroducings(options: TRead = {}): Promise<TIntroducing[]> {
  // An entry without a slug has no page to link to (the slug hook gives every saved entry one).
  return readEntries('introducings', options, {
    map: (doc) =>
      !doc.slug
        ? null
        : {
            _id: doc.id,
            slug: doc.slug,
            title: doc.title,
            subtitle: text(doc.subtitle),
            nation: nationRef(doc.nation),
            image: image(doc.image),
            body: rich(doc.body),
          },
  })
}

export function getTravelInspirations(options: TRead = {}): Promise<TTravelInspiration[]> {
  // An entry without a slug has no page to link to (the slug hook gives every saved entry one).
  return readEntries('travel-inspirations', options, {
    map: (doc) =>
      !doc.slug
        ? null
        : {
            _id: doc.id,
            slug: doc.slug,
            title: doc.title,
            nations: nationRefs(doc.nations),
            duration: text(doc.duration),
            theme: text(doc.theme),
            summary: doc.summary ?? '',
            image: image(doc.image),
            highlights: (doc.highlights ?? []).flatMap((row) => (row.text ? [row.text] : [])),
            body: rich(doc.body),
          },
  })
}

export function getOverlandJourneys(options: TRead = {}): Promise<TOverlandJourney[]> {
  // An entry without a slug has no page to link to (the slug hook gives every saved entry one).
  return readEntries('overland-journeys', options, {
    map: (doc) =>
      !doc.slug
        ? null
        : {
            _id: doc.id,
            slug: doc.slug,
            title: doc.title,
            nations: nationRefs(doc.nations),
            from: doc.from,
            to: doc.to,
            days: doc.days,
            summary: doc.summary ?? '',
            image: image(doc.image),
            body: rich(doc.body),
            itinerary: itinerary(doc.itinerary),
          },
  })
}

/** Catalogue programs for the public pages (spec §9: one page of up to 1000), in a language. */
export function getPublicPrograms({ locale = DEFAULT_LOCALE }: Pick<TRead, 'locale'> = {}): Promise<TPublicProgram[]> {
  return cachedInLanguage({ key: 'public-programs', tag: 'catalogue', locale }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'programs',
      sort: 'name',
      depth: 1,
      limit: 1000,
      locale,
      fallbackLocale: DEFAULT_LOCALE,
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
      .flatMap((doc) => (doc.slug ? [{ ...doc, slug: doc.slug }] : []))
      .map((doc) => ({
        _id: doc.id,
        slug: doc.slug,
        name: doc.name ?? '',
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
  return read({ key: 'concierge', tag: 'concierge' }, options, async () => {
    const [categories, items] = await Promise.all([
      readList('concierge-categories', options),
      readList('concierge-items', options),
    ])
    const mapped: TConciergeItem[] = items.flatMap((doc) => {
      const category = doc.category
      if (!category || typeof category !== 'object' || !doc.slug || !category.slug) return []
      return [
        {
          _id: doc.id,
          slug: doc.slug,
          name: doc.name,
          category: { slug: category.slug, name: category.name },
          nation: nationRef(doc.nation),
          location: text(doc.location),
          summary: doc.summary ?? '',
          image: image(doc.image),
          body: rich(doc.body),
        },
      ]
    })
    return categories.flatMap((doc) =>
      !doc.slug
        ? []
        : [
            {
              _id: doc.id,
              slug: doc.slug,
              name: doc.name,
              description: text(doc.description),
              image: image(doc.image),
              items: mapped.filter((item) => item.category.slug === doc.slug),
            },
          ],
    )
  })
}

export function getFamTrips(options: TRead = {}): Promise<TFamTrip[]> {
  return readEntries('fam-trips', options, {
    map: (doc) => {
      const nation = nationRef(doc.nation)
      // An entry whose nation was deleted has no page to be on.
      if (!nation) return null
      return {
        _id: doc.id,
        title: doc.title,
        nation,
        startDate: doc.startDate,
        endDate: doc.endDate,
        seats: typeof doc.seats === 'number' ? doc.seats : null,
        summary: doc.summary ?? '',
        image: image(doc.image),
        itinerary: itinerary(doc.itinerary),
      }
    },
    sort: 'startDate',
  })
}

export function getCountryInformation(options: TRead = {}): Promise<TCountryInformation[]> {
  return readEntries('country-information', options, {
    map: (doc) => {
      const nation = nationRef(doc.nation)
      // An entry whose nation was deleted has no page to be on.
      if (!nation) return null
      return {
        _id: doc.id,
        title: doc.title,
        nation,
        capital: text(doc.capital),
        currency: text(doc.currency),
        timeZone: text(doc.timeZone),
        languages: text(doc.languages),
        bestTime: text(doc.bestTime),
        visa: text(doc.visa),
        climate: text(doc.climate),
        overview: doc.overview ?? '',
        image: image(doc.image),
      }
    },
  })
}
