/**
 * Writes the editorial demo copy (editorial.ts) through Payload: the single pages first, then the
 * lists, every document published (the collections and globals keep drafts, and a draft is
 * invisible on the public site). Images are rendered and uploaded once per artwork name, however
 * many documents show them.
 */
import type { TSeedContext } from './context'
import { createDocuments, createEach, saveGlobal } from './documents'
import {
  ABOUT_US,
  COLLABORATE,
  CONCIERGE_CATEGORIES,
  CONTACT_PAGE,
  CORPORATE_PROFILE,
  COUNTRY_INFORMATION,
  EXECUTIVE_PROFILES,
  EXPEDITION_CRUISE_LINE,
  FAM_TRIPS,
  FAQS,
  GET_IN_TOUCH,
  INTRODUCINGS,
  JOURNAL_LIST_HEADS,
  LIST_PAGE_HEADS,
  MARKETPLACE,
  MULTI_COUNTRY,
  OUR_PORTFOLIO,
  OUR_PRODUCTS,
  OUR_SERVICES,
  OUR_VALUES,
  OVERLAND_JOURNEYS,
  POINTS_OF_DIFFERENCE,
  PRESS_ROOM,
  SALES_NETWORK,
  SIAM_IN_STYLE,
  type TArt,
  type TCardCopy,
  TEAM_MEMBERS,
  type TFactCopy,
  type TListHeadCopy,
  type TNationCode,
  type TPageHeadCopy,
  TRAVEL_INSPIRATIONS,
  TRAVEL_PORTFOLIO,
  type TSectionCopy,
  type TSlideCopy,
  VIDEO_LIST_HEADS,
  WHAT_DEFINES_US,
} from './editorial'
import { sceneMedia } from './images'
import { richText } from './rich-text'

export const published = { _status: 'published' } as const
export const sortOf = (index: number) => (index + 1) * 10
/** Dates of the demo data are stored at 07:00 UTC (DESIGN.md, Time). */
const dateOf = (day: string) => `${day}T07:00:00.000Z`

export type TMediaLibrary = (art: TArt) => Promise<string>

const libraries = new WeakMap<TSeedContext, TMediaLibrary>()

/** The media id of an artwork, rendered and uploaded on first use and shared by every later use. */
export function mediaLibrary(ctx: TSeedContext): TMediaLibrary {
  const existing = libraries.get(ctx)
  if (existing) return existing
  const uploads = new Map<string, Promise<string>>()
  const library: TMediaLibrary = (art) => {
    let upload = uploads.get(art.name)
    if (!upload) {
      upload = sceneMedia(ctx, art)
      uploads.set(art.name, upload)
    }
    return upload
  }
  libraries.set(ctx, library)
  return library
}

const facts = (list: readonly TFactCopy[]) => list.map(({ value, label }) => ({ value, label }))

async function pageHead(media: TMediaLibrary, copy: TPageHeadCopy) {
  return {
    title: copy.title,
    subtitle: copy.subtitle,
    image: await media(copy.image),
    intro: richText(...copy.intro),
  }
}

const sections = (media: TMediaLibrary, list: readonly TSectionCopy[]) =>
  Promise.all(
    list.map(async (section) => ({
      title: section.title,
      text: richText(...section.text),
      image: section.image ? await media(section.image) : undefined,
    })),
  )

const cards = (media: TMediaLibrary, list: readonly TCardCopy[]) =>
  Promise.all(
    list.map(async (card) => ({
      title: card.title,
      text: card.text,
      url: card.url,
      image: card.image ? await media(card.image) : undefined,
    })),
  )

const slides = (media: TMediaLibrary, list: readonly TSlideCopy[]) =>
  Promise.all(
    list.map(async (slide) => ({
      title: slide.title,
      image: await media(slide.image),
      content: richText(...slide.content),
    })),
  )

async function listHead(media: TMediaLibrary, copy: TListHeadCopy) {
  return { title: copy.title, subtitle: copy.subtitle, image: copy.image ? await media(copy.image) : undefined }
}

/** Every single editorial page but the home page (seeded with the site chrome), published. */
export async function seedEditorialPages(ctx: TSeedContext): Promise<void> {
  const media = mediaLibrary(ctx)
  const publish = (slug: Parameters<typeof saveGlobal>[1], data: Parameters<typeof saveGlobal>[2]) =>
    saveGlobal(ctx, slug, { ...data, ...published })
  await Promise.all([
    (async () => {
      const data = {
        ...(await pageHead(media, WHAT_DEFINES_US)),
        sections: await sections(media, WHAT_DEFINES_US.sections),
      }
      await publish('what-defines-us', data)
    })(),
    (async () => {
      const data = {
        ...(await pageHead(media, ABOUT_US)),
        facts: facts(ABOUT_US.facts),
        sections: await sections(media, ABOUT_US.sections),
      }
      await publish('about-us', data)
    })(),
    (async () => {
      const data = { ...(await pageHead(media, OUR_VALUES)), values: await sections(media, OUR_VALUES.values) }
      await publish('our-values', data)
    })(),
    (async () => {
      const data = { title: OUR_PRODUCTS.title, slides: await slides(media, OUR_PRODUCTS.slides) }
      await publish('our-products', data)
    })(),
    (async () => {
      const data = { title: OUR_SERVICES.title, slides: await slides(media, OUR_SERVICES.slides) }
      await publish('our-services', data)
    })(),
    (async () => {
      const data = {
        ...(await pageHead(media, CORPORATE_PROFILE)),
        facts: facts(CORPORATE_PROFILE.facts),
        sections: await sections(media, CORPORATE_PROFILE.sections),
      }
      await publish('corporate-profile', data)
    })(),
    (async () => {
      const data = {
        ...(await pageHead(media, POINTS_OF_DIFFERENCE)),
        points: await sections(media, POINTS_OF_DIFFERENCE.points),
      }
      await publish('points-of-difference', data)
    })(),
    (async () => {
      const data = {
        ...(await pageHead(media, MULTI_COUNTRY)),
        sections: await sections(media, MULTI_COUNTRY.sections),
        routes: await cards(media, MULTI_COUNTRY.routes),
      }
      await publish('multi-country-introduction', data)
    })(),
    (async () => {
      const data = {
        ...(await pageHead(media, SALES_NETWORK)),
        offices: SALES_NETWORK.offices.map((office) => ({ ...office })),
      }
      await publish('sales-network', data)
    })(),
    (async () => {
      const { formTitle, formIntro, successMessage } = CONTACT_PAGE
      const data = {
        ...(await pageHead(media, CONTACT_PAGE)),
        offices: CONTACT_PAGE.offices.map((office) => ({ ...office })),
        formTitle,
        formIntro,
        successMessage,
      }
      await publish('contact-page', data)
    })(),
    (async () => {
      const { formTitle, formIntro, successMessage } = GET_IN_TOUCH
      const data = {
        ...(await pageHead(media, GET_IN_TOUCH)),
        reasons: await cards(media, GET_IN_TOUCH.reasons),
        formTitle,
        formIntro,
        successMessage,
      }
      await publish('get-in-touch', data)
    })(),
    (async () => {
      const steps = await Promise.all(
        COLLABORATE.steps.map(async (step) =>
          step.kind === 'image'
            ? { kind: step.kind, title: step.title, image: await media(step.image) }
            : { kind: step.kind, title: step.title, text: step.text },
        ),
      )
      const data = { title: COLLABORATE.title, steps }
      await publish('collaborate-with-us', data)
    })(),
    ...(
      [
        ['our-portfolio', OUR_PORTFOLIO],
        ['travel-portfolio', TRAVEL_PORTFOLIO],
        ['marketplace', MARKETPLACE],
        ['press-room', PRESS_ROOM],
      ] as const
    ).map(async ([slug, copy]) => {
      const data = { ...(await pageHead(media, copy)), cards: await cards(media, copy.cards) }
      await publish(slug, data)
    }),
    (async () => {
      const data = {
        ...(await pageHead(media, SIAM_IN_STYLE)),
        facts: facts(SIAM_IN_STYLE.facts),
        sections: await sections(media, SIAM_IN_STYLE.sections),
        cards: await cards(media, SIAM_IN_STYLE.cards),
      }
      await publish('siam-in-style', data)
    })(),
    (async () => {
      const data = {
        ...(await pageHead(media, EXPEDITION_CRUISE_LINE)),
        facts: facts(EXPEDITION_CRUISE_LINE.facts),
        sections: await sections(media, EXPEDITION_CRUISE_LINE.sections),
        voyages: await cards(media, EXPEDITION_CRUISE_LINE.voyages),
      }
      await publish('expedition-cruise-line', data)
    })(),
    (async () => {
      const heads = LIST_PAGE_HEADS
      const data = {
        faq: await listHead(media, heads.faq),
        team: await listHead(media, heads.team),
        executives: await listHead(media, heads.executives),
        inspirations: await listHead(media, heads.inspirations),
        overlandJourneys: await listHead(media, heads.overlandJourneys),
        dayPrograms: await listHead(media, heads.dayPrograms),
        concierge: await listHead(media, heads.concierge),
        famTrips: await listHead(media, heads.famTrips),
        countryInformation: await listHead(media, heads.countryInformation),
        journal: await listHead(media, JOURNAL_LIST_HEADS.journal),
        onLocation: await listHead(media, JOURNAL_LIST_HEADS.onLocation),
        journalPressRoom: await listHead(media, JOURNAL_LIST_HEADS.journalPressRoom),
        productNews: await listHead(media, JOURNAL_LIST_HEADS.productNews),
        layYourHeadDown: await listHead(media, JOURNAL_LIST_HEADS.layYourHeadDown),
        webinars: await listHead(media, JOURNAL_LIST_HEADS.webinars),
        videos: await listHead(media, VIDEO_LIST_HEADS.videos),
        tv: await listHead(media, VIDEO_LIST_HEADS.tv),
      }
      await publish('list-pages', data)
    })(),
  ])
}

/** An id by its key (a code, a slug); a key that was not seeded is a seed error naming its `kind`. */
function idLookup(kind: string, entries: readonly (readonly [string, string | undefined])[]): (key: string) => string {
  const ids = new Map(entries)
  return (key) => {
    const id = ids.get(key)
    if (!id) throw new Error(`Seed: ${kind} ${key} is missing`)
    return id
  }
}

/** The id of each seeded nation by its code; a code that was not seeded is a seed error. */
export async function nationIdLookup({ payload, write }: TSeedContext): Promise<(code: TNationCode) => string> {
  const { docs } = await write((req) =>
    payload.find({ collection: 'nations', depth: 0, pagination: false, select: { code: true }, req }),
  )
  return idLookup(
    'nation',
    docs.map((nation) => [nation.code, nation.id] as const),
  )
}

/** The ids createEach gave `items`, by each item's slug; a slug that was not seeded is a seed error. */
export const idBySlug = (kind: string, items: readonly { slug: string }[], ids: readonly string[]) =>
  idLookup(
    kind,
    items.map((item, index) => [item.slug, ids[index]] as const),
  )

/** The editorial lists (FAQs, people, journeys, concierge, fam trips, country information), published. */
export async function seedEditorialLists(ctx: TSeedContext): Promise<void> {
  const media = mediaLibrary(ctx)
  const nationId = await nationIdLookup(ctx)

  await Promise.all([
    createDocuments(
      ctx,
      'faqs',
      FAQS.map((faq, index) => ({ ...faq, sort: sortOf(index), ...published })),
    ),
    createEach(ctx, 'team-members', {
      items: TEAM_MEMBERS,
      build: async ({ photo, ...member }, index) => ({
        ...member,
        photo: await media(photo),
        sort: sortOf(index),
        ...published,
      }),
    }),
    createEach(ctx, 'executive-profiles', {
      items: EXECUTIVE_PROFILES,
      build: async (profile, index) => ({
        name: profile.name,
        position: profile.position,
        quote: profile.quote,
        bio: richText(...profile.bio),
        photo: await media(profile.photo),
        sort: sortOf(index),
        ...published,
      }),
    }),
    createEach(ctx, 'introducings', {
      items: INTRODUCINGS,
      build: async (introducing, index) => ({
        title: introducing.title,
        slug: introducing.slug,
        nation: nationId(introducing.nation),
        subtitle: introducing.subtitle,
        image: await media(introducing.image),
        body: richText(...introducing.body),
        sort: sortOf(index),
        ...published,
      }),
    }),
    createEach(ctx, 'travel-inspirations', {
      items: TRAVEL_INSPIRATIONS,
      build: async (inspiration, index) => ({
        title: inspiration.title,
        slug: inspiration.slug,
        nations: inspiration.nations.map(nationId),
        duration: inspiration.duration,
        theme: inspiration.theme,
        summary: inspiration.summary,
        image: await media(inspiration.image),
        highlights: inspiration.highlights.map((text) => ({ text })),
        body: richText(...inspiration.body),
        sort: sortOf(index),
        ...published,
      }),
    }),
    createEach(ctx, 'overland-journeys', {
      items: OVERLAND_JOURNEYS,
      build: async (journey, index) => ({
        title: journey.title,
        slug: journey.slug,
        nations: journey.nations.map(nationId),
        from: journey.from,
        to: journey.to,
        days: journey.days,
        summary: journey.summary,
        image: await media(journey.image),
        body: richText(...journey.body),
        itinerary: journey.itinerary.map((day) => ({ ...day })),
        sort: sortOf(index),
        ...published,
      }),
    }),
    (async () => {
      const categoryIds = await createEach(ctx, 'concierge-categories', {
        items: CONCIERGE_CATEGORIES,
        build: async (category, index) => ({
          name: category.name,
          slug: category.slug,
          description: category.description,
          image: await media(category.image),
          sort: sortOf(index),
          ...published,
        }),
      })
      const items = CONCIERGE_CATEGORIES.flatMap((category, index) =>
        category.items.map((item, itemIndex) => ({ item, category: categoryIds[index], sort: sortOf(itemIndex) })),
      )
      await createEach(ctx, 'concierge-items', {
        items,
        build: async ({ item, category, sort }) => ({
          name: item.name,
          slug: item.slug,
          category,
          nation: nationId(item.nation),
          location: item.location,
          summary: item.summary,
          image: await media(item.image),
          body: richText(...item.body),
          sort,
          ...published,
        }),
      })
    })(),
    createEach(ctx, 'fam-trips', {
      items: FAM_TRIPS,
      build: async (trip, index) => ({
        title: trip.title,
        nation: nationId(trip.nation),
        startDate: dateOf(trip.startDate),
        endDate: dateOf(trip.endDate),
        seats: trip.seats,
        summary: trip.summary,
        image: await media(trip.image),
        itinerary: trip.itinerary.map((day) => ({ ...day })),
        sort: sortOf(index),
        ...published,
      }),
    }),
    createEach(ctx, 'country-information', {
      items: COUNTRY_INFORMATION,
      build: async ({ nation, image, ...information }, index) => ({
        ...information,
        nation: nationId(nation),
        image: await media(image),
        sort: sortOf(index),
        ...published,
      }),
    }),
  ])
}
