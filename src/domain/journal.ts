import { z } from 'zod'
import { type TImage, type TNationRef, ZHtml, ZImage, ZNationRef } from './media-contract'

/**
 * The journal and the webinars (issue 16, spec §3 "journal articles, mindful travels, word on the
 * street; journal posts and categories; webinar groups and items", §9): their shapes, defined once
 * as schemas the API validates with and the pages and services take their types from (ADR 021), and
 * the rules on them, pure so the browser, the server and the tests share them.
 */

/** What a journal entry is; each kind has its own list on the journal home and its own API call. */
export const JOURNAL_KINDS = ['article', 'mindful-travel', 'word-on-the-street', 'post'] as const
export type TJournalKind = (typeof JOURNAL_KINDS)[number]

export const JOURNAL_KIND_LABELS: Readonly<Record<TJournalKind, string>> = {
  article: 'Journal article',
  'mindful-travel': 'Mindful travel',
  'word-on-the-street': 'Word on the street',
  post: 'Post',
}

/** Where an entry is filed: the journal's sub-routes (spec §2), each a list with detail pages. */
export const JOURNAL_SECTIONS = ['on-location', 'press-room', 'product-news'] as const
export type TJournalSection = (typeof JOURNAL_SECTIONS)[number]

export const JOURNAL_SECTION_LABELS: Readonly<Record<TJournalSection, string>> = {
  'on-location': 'On location',
  'press-room': 'Press room',
  'product-news': 'Product news',
}

export const ZJournalCategoryRef = z.object({ slug: z.string(), name: z.string() })
export type TJournalCategoryRef = z.output<typeof ZJournalCategoryRef>

export const ZJournalCategory = ZJournalCategoryRef.extend({
  _id: z.string(),
  description: z.string().nullable(),
  image: ZImage.nullable(),
})
export type TJournalCategory = z.output<typeof ZJournalCategory>

export const ZJournalTeaser = z.object({
  _id: z.string(),
  slug: z.string(),
  kind: z.enum(JOURNAL_KINDS),
  section: z.enum(JOURNAL_SECTIONS),
  title: z.string(),
  excerpt: z.string(),
  /** Publication day, ISO 8601 (07:00 UTC). */
  date: z.string(),
  author: z.string().nullable(),
  image: ZImage.nullable(),
  categories: z.array(ZJournalCategoryRef),
  nations: z.array(ZNationRef),
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
  updatedAt: z.string().nullable(),
})

/** A journal entry: its teaser and its text (HTML made on the server, images included). */
export const ZJournalEntry = ZJournalTeaser.extend({ body: ZHtml })
export type TJournalEntry = z.output<typeof ZJournalEntry>

/** A journal entry in a list: everything but its body. */
export type TJournalTeaser = z.output<typeof ZJournalTeaser>

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** The journal's date format, "MMM DD, YYYY" (spec §9), on the UTC calendar: "Nov 04, 2026". */
export function formatJournalDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const day = String(date.getUTCDate()).padStart(2, '0')
  return `${MONTHS[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`
}

/** Newest first; one day's entries by title, so the order never depends on the database. */
export function latestFirst<T extends { date: string; title: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
}

/** Spec §3: only categories with an image are kept. */
export const categoriesWithImage = <T extends { image: TImage | null }>(categories: readonly T[]): T[] =>
  categories.filter((category) => category.image !== null)

/** Spec §9: journal posts keep up to 3 per nation. */
export const POSTS_PER_NATION = 3

/**
 * The entries that are among the `max` newest of at least one of their nations (spec §3: "up to 3
 * posts per nation are kept"), newest first. An entry for no nation in particular is kept.
 */
export function keepPerNation<T extends { date: string; title: string; nations: readonly TNationRef[] }>(
  entries: readonly T[],
  max = POSTS_PER_NATION,
): T[] {
  const taken = new Map<string, number>()
  const kept: T[] = []
  for (const entry of latestFirst(entries)) {
    const codes = entry.nations.map((nation) => nation.code)
    const room = codes.filter((code) => (taken.get(code) ?? 0) < max)
    if (codes.length > 0 && room.length === 0) continue
    for (const code of room) taken.set(code, (taken.get(code) ?? 0) + 1)
    kept.push(entry)
  }
  return kept
}

export type TJournalFilter = { category?: string | null; nation?: string | null }

/** Entries of a category (slug) and a nation (code), either optional. */
export function filterEntries<T extends Pick<TJournalEntry, 'categories' | 'nations'>>(
  entries: readonly T[],
  filter: TJournalFilter,
): T[] {
  const nation = filter.nation?.trim().toLowerCase()
  return entries.filter(
    (entry) =>
      (!filter.category || entry.categories.some((category) => category.slug === filter.category)) &&
      (!nation || entry.nations.some((item) => item.code === nation)),
  )
}

/** The entries around one in its list, newest first: the newer one and the older one. */
export function neighbours<T extends { _id: string }>(
  list: readonly T[],
  entry: T,
): { newer: T | null; older: T | null } {
  const index = list.findIndex((item) => item._id === entry._id)
  if (index < 0) return { newer: null, older: null }
  return { newer: list[index - 1] ?? null, older: list[index + 1] ?? null }
}

/**
 * Up to `max` other entries to read next: those sharing categories first (two points each), then
 * nations (one each) and the section (one), newest first among equals; the latest fill any room.
 */
export function relatedEntries<T extends Omit<TJournalTeaser, 'updatedAt' | 'seo'>>(
  entry: T,
  all: readonly T[],
  max = 3,
): T[] {
  const categories = new Set(entry.categories.map((category) => category.slug))
  const nations = new Set(entry.nations.map((nation) => nation.code))
  const score = (other: T) =>
    other.categories.filter((category) => categories.has(category.slug)).length * 2 +
    other.nations.filter((nation) => nations.has(nation.code)).length +
    (other.section === entry.section ? 1 : 0)
  return latestFirst(all.filter((other) => other._id !== entry._id))
    .map((other, index) => ({ other, index, points: score(other) }))
    .sort((a, b) => b.points - a.points || a.index - b.index)
    .slice(0, max)
    .map(({ other }) => other)
}

/** Entries per page on the journal's lists. */
export const JOURNAL_PAGE_SIZE = 6

/** One page of a list (1-based), and how many pages there are (at least one). */
export function pageOfList<T>(list: readonly T[], page: number, size = JOURNAL_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(list.length / size))
  return { items: list.slice((page - 1) * size, page * size), page, pages }
}

/** Links that share a page without any script of a third party: plain addresses of each network. */
export function shareLinks(url: string, title: string): { network: string; label: string; href: string }[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'email', label: 'Share by email', href: `mailto:?subject=${t}&body=${u}` },
  ]
}

/** A hotel of "Lay your head down": the DMC's favourite places to stay, by nation. */
export const ZShowcaseHotel = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  nation: ZNationRef,
  location: z.string().nullable(),
  review: z.string(),
  highlights: z.array(z.string()),
  images: z.array(ZImage),
  /** The public page of a nearby day program of the catalogue, when the editor linked one. */
  program: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Whether the hotel is in the catalogue, bookable at contract rates in the agent vault. */
  inCatalogue: z.boolean(),
  /** The catalogue hotel's `_id` when it is there: "Book it in the agent vault" opens it (issue 55). */
  hotelId: z.string().nullable(),
})
export type TShowcaseHotel = z.output<typeof ZShowcaseHotel>
