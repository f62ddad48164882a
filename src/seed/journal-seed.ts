/**
 * Writes the demo journal, "lay your head down" hotels and webinars (editorial/journal.ts) through
 * Payload, every document published. Webinar dates are relative to the day the data is loaded, so
 * the demo always has webinars to come and recordings of held ones.
 */
import type { TSeedContext } from './context'
import { createEach } from './documents'
import {
  JOURNAL_CATEGORIES,
  JOURNAL_ENTRIES,
  SHOWCASE_HOTELS,
  type TArt,
  type TJournalBody,
  WEBINAR_GROUPS,
  WEBINARS,
} from './editorial'
import { idBySlug, mediaLibrary, nationIdLookup, published, sortOf, type TMediaLibrary } from './editorial-seed'
import { richTextWithImages } from './rich-text'

const DAY = 24 * 60 * 60 * 1000

/** A webinar's start: `days` from the loading day, at `time` (HH:MM, UTC). */
export function webinarStart(days: number, time: string, today = new Date()): string {
  const [hours, minutes] = time.split(':').map(Number)
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY
  return new Date(day + (hours * 60 + minutes) * 60_000).toISOString()
}

const isArt = (block: string | TArt): block is TArt => typeof block !== 'string'

async function body(media: TMediaLibrary, blocks: TJournalBody) {
  const resolved = await Promise.all(
    blocks.map(async (block) => (isArt(block) ? { mediaId: await media(block) } : block)),
  )
  return richTextWithImages(...resolved)
}

export async function seedJournal(ctx: TSeedContext): Promise<void> {
  const { payload, write } = ctx
  const media = mediaLibrary(ctx)
  const [nationId, { docs: hotels }, { docs: programs }] = await Promise.all([
    nationIdLookup(ctx),
    write((req) => payload.find({ collection: 'hotels', depth: 0, pagination: false, select: { name: true }, req })),
    write((req) => payload.find({ collection: 'programs', depth: 0, pagination: false, select: { slug: true }, req })),
  ])
  const hotelId = (name: string) => hotels.find((hotel) => hotel.name === name)?.id
  const programId = (slug: string) => programs.find((program) => program.slug === slug)?.id

  const categoryIds = await createEach(ctx, 'journal-categories', {
    items: JOURNAL_CATEGORIES,
    build: async (category, index) => ({
      name: category.name,
      slug: category.slug,
      description: category.description,
      image: category.image ? await media(category.image) : undefined,
      sort: sortOf(index),
      ...published,
    }),
  })
  const categoryId = idBySlug('journal category', JOURNAL_CATEGORIES, categoryIds)

  const groupIds = await createEach(ctx, 'webinar-groups', {
    items: WEBINAR_GROUPS,
    build: async (group, index) => ({
      name: group.name,
      slug: group.slug,
      description: group.description,
      image: await media(group.image),
      nation: group.nation ? nationId(group.nation) : undefined,
      sort: sortOf(index),
      ...published,
    }),
  })
  const groupId = idBySlug('webinar group', WEBINAR_GROUPS, groupIds)

  await Promise.all([
    createEach(ctx, 'journal-entries', {
      items: JOURNAL_ENTRIES,
      build: async (entry) => ({
        title: entry.title,
        slug: entry.slug,
        kind: entry.kind,
        section: entry.section,
        date: `${entry.date}T07:00:00.000Z`,
        author: entry.author,
        excerpt: entry.excerpt,
        image: await media(entry.image),
        body: await body(media, entry.body),
        categories: entry.categories.map(categoryId),
        nations: entry.nations.map(nationId),
        seo: { description: entry.seoDescription },
        ...published,
      }),
    }),
    createEach(ctx, 'showcase-hotels', {
      items: SHOWCASE_HOTELS,
      build: async (hotel, index) => {
        const images = await Promise.all(hotel.images.map(async (art) => ({ image: await media(art) })))
        return {
          name: hotel.name,
          slug: hotel.slug,
          nation: nationId(hotel.nation),
          location: hotel.location,
          review: hotel.review,
          highlights: hotel.highlights.map((text) => ({ text })),
          images,
          hotel: hotel.hotel ? hotelId(hotel.hotel) : undefined,
          program: hotel.program ? programId(hotel.program) : undefined,
          sort: sortOf(index),
          ...published,
        }
      },
    }),
    createEach(ctx, 'webinars', {
      items: WEBINARS,
      build: async (webinar) => {
        const group = groupId(webinar.group)
        return {
          title: webinar.title,
          slug: webinar.slug,
          group,
          nations: webinar.nations.map(nationId),
          startsAt: webinarStart(webinar.startsInDays, webinar.time),
          durationMinutes: webinar.durationMinutes,
          speaker: { name: webinar.speakerName, role: webinar.speakerRole },
          summary: webinar.summary,
          registrationUrl: webinar.registrationUrl ?? undefined,
          recordingUrl: webinar.recordingUrl ?? undefined,
          ...published,
        }
      },
    }),
  ])
}
