import 'server-only'
import {
  JOURNAL_KINDS,
  JOURNAL_SECTIONS,
  latestFirst,
  type TJournalCategory,
  type TJournalCategoryRef,
  type TJournalEntry,
  type TShowcaseHotel,
} from '@/domain/journal'
import type { TWebinar, TWebinarGroup } from '@/domain/webinars'
import { relationId } from '@/lib/relation'
import type { JournalCategory } from '@/payload-types'
import { image, isVisible, nationRef, nationRefs, readEntries, rich, type TRead, type TUpload, text } from './read'

/**
 * Reads behind the journal, "lay your head down" and the webinars (issue 16): the pages and the
 * page-content API (spec §7 theJournal, Webinarclient) read the same cached lists, dropped when an
 * editor saves or a scheduled publish runs (tags `journal`, `showcase-hotels`, `webinars`).
 */

const categoryRefs = (value: (string | JournalCategory)[] | null | undefined, options: TRead): TJournalCategoryRef[] =>
  (value ?? []).flatMap((category) =>
    typeof category === 'object' && category.slug && isVisible(category, options)
      ? [{ slug: category.slug, name: category.name }]
      : [],
  )

/** A named entry with a page or a tile of its own (a category, a webinar group); none without a slug. */
const named = (doc: {
  id: string
  slug?: string | null
  name: string
  description?: string | null
  image?: TUpload
}) =>
  doc.slug
    ? { _id: doc.id, slug: doc.slug, name: doc.name, description: text(doc.description), image: image(doc.image) }
    : null

/** Every journal category in the editors' order (the pages keep those with an image, spec §3). */
export function getJournalCategories(options: TRead = {}): Promise<TJournalCategory[]> {
  return readEntries('journal-categories', options, { map: named, tag: 'journal' })
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T)

/** Every journal entry, newest first. An entry without a slug has no page and is left out. */
export async function getJournalEntries(options: TRead = {}): Promise<TJournalEntry[]> {
  const entries = await readEntries('journal-entries', options, {
    map: (doc): TJournalEntry | null =>
      doc.slug && isOneOf(JOURNAL_KINDS, doc.kind) && isOneOf(JOURNAL_SECTIONS, doc.section)
        ? {
            _id: doc.id,
            slug: doc.slug,
            kind: doc.kind,
            section: doc.section,
            title: doc.title,
            excerpt: doc.excerpt ?? '',
            date: doc.date,
            author: text(doc.author),
            image: image(doc.image),
            body: rich(doc.body),
            categories: categoryRefs(doc.categories, options),
            nations: nationRefs(doc.nations),
            seo: { title: text(doc.seo?.title), description: text(doc.seo?.description) },
            updatedAt: text(doc.updatedAt),
          }
        : null,
    tag: 'journal',
    sort: ['-date', 'title'],
  })
  return latestFirst(entries)
}

/** The "lay your head down" hotels in the editors' order. A hotel whose nation was deleted is left out. */
export function getShowcaseHotels(options: TRead = {}): Promise<TShowcaseHotel[]> {
  return readEntries('showcase-hotels', options, {
    map: (doc): TShowcaseHotel | null => {
      const nation = nationRef(doc.nation)
      if (!nation || !doc.slug) return null
      const program = typeof doc.program === 'object' && doc.program?.slug ? doc.program : null
      return {
        _id: doc.id,
        slug: doc.slug,
        name: doc.name,
        nation,
        location: text(doc.location),
        review: doc.review,
        highlights: (doc.highlights ?? []).flatMap((row) => (row.text ? [row.text] : [])),
        images: (doc.images ?? []).flatMap((row) => {
          const picture = image(row.image)
          return picture ? [picture] : []
        }),
        program: program?.slug ? { slug: program.slug, name: program.name ?? '' } : null,
        inCatalogue: Boolean(doc.hotel),
        hotelId: relationId(doc.hotel ?? null) || null,
      }
    },
    tag: 'showcase-hotels',
  })
}

export function getWebinarGroups(options: TRead = {}): Promise<TWebinarGroup[]> {
  return readEntries('webinar-groups', options, {
    map: (doc) => {
      const group = named(doc)
      return group ? { ...group, nation: nationRef(doc.nation) } : null
    },
    tag: 'webinars',
  })
}

/** Every webinar, soonest first; one whose group was deleted has no page to be on and is left out. */
export function getWebinars(options: TRead = {}): Promise<TWebinar[]> {
  return readEntries('webinars', options, {
    map: (doc): TWebinar | null => {
      const group = typeof doc.group === 'object' && doc.group?.slug ? doc.group : null
      // A webinar of a group still in draft has no page to be on yet.
      if (!group?.slug || !doc.slug || !isVisible(group, options)) return null
      return {
        _id: doc.id,
        slug: doc.slug,
        title: doc.title,
        group: { slug: group.slug, name: group.name },
        nations: nationRefs(doc.nations),
        startsAt: doc.startsAt,
        durationMinutes: doc.durationMinutes,
        speaker: { name: doc.speaker?.name ?? '', role: text(doc.speaker?.role) },
        summary: doc.summary,
        registrationUrl: text(doc.registrationUrl),
        recordingUrl: text(doc.recordingUrl),
        image: image(doc.image),
      }
    },
    tag: 'webinars',
    sort: 'startsAt',
  })
}
