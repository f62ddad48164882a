import 'server-only'
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, Where } from 'payload'
import type { TNationRef } from '@/domain/editorial'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import { cachedInLanguage } from '@/lib/locale-tags'
import type { Media, Nation } from '@/payload-types'
import { payloadClient } from '@/server/payload'
import { fileRefOf, imageOf } from './media'
import { markEnglishFallbacks, richTextHtml } from './rich-text'

/**
 * The reading primitives of the public content (editorial pages, journal, webinars): published
 * documents for everyone, the latest drafts for a staff preview, cached in-process by tag (ADR 006,
 * ADR 014) and mapped to the shapes pages and the API share.
 */

/**
 * How content is read: the published version (or the latest drafts, for a staff preview), in a
 * language; a text not yet translated is the English one (Payload's fallback, ADR 045).
 */
export type TRead = { draft?: boolean; locale?: TLocale }

export type TUpload = string | Media | null | undefined
export type TRichText = { root: unknown } | null | undefined
export type TRows<T> = T[] | null | undefined
export type TRowId = { id?: string | null }

export const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null)
export const idOf = (row: TRowId, index: number) => row.id ?? String(index)
export const rich = (value: TRichText) => richTextHtml(value ?? null)
export const image = (value: TUpload) => imageOf(value)
export const fileRef = fileRefOf

/**
 * Whether a related document may show: published, or any for a preview. A relation loads the
 * latest version whatever its status, so a category, group or area still in draft is filtered here.
 */
export const isVisible = (doc: { _status?: 'draft' | 'published' | null }, { draft = false }: TRead) =>
  draft || doc._status === 'published'

/** A related nation as the editorial pages show it (nothing when only its id was loaded). */
export function nationRef(value: string | Nation | null | undefined): TNationRef | null {
  return value && typeof value === 'object'
    ? { code: value.code, fullName: value.fullName ?? value.code, slug: value.slug ?? value.code }
    : null
}
export const nationRefs = (value: TRows<string | Nation>): TNationRef[] =>
  (value ?? []).map(nationRef).filter((nation): nation is TNationRef => nation !== null)

/** Reads one global (published, or the latest draft for a preview). */
export async function readGlobal<S extends GlobalSlug>(
  slug: S,
  { draft = false, locale = DEFAULT_LOCALE }: TRead,
): Promise<DataFromGlobalSlug<S>> {
  const payload = await payloadClient()
  const common = { slug, depth: 1, draft, locale } as const
  if (locale === DEFAULT_LOCALE) return payload.findGlobal({ ...common, fallbackLocale: DEFAULT_LOCALE })
  const [shown, own] = await Promise.all([
    payload.findGlobal({ ...common, fallbackLocale: DEFAULT_LOCALE }),
    payload.findGlobal({ ...common, fallbackLocale: false }),
  ])
  return markEnglishFallbacks(shown, own)
}

/** Which documents of a collection to read (besides the published ones), in which order, how deep. */
export type TListOptions = { where?: Where; sort?: string | string[]; depth?: number }

/** Reads every published document of a collection (every latest draft for a preview), in sort order. */
export async function readList<C extends CollectionSlug>(
  collection: C,
  { draft = false, locale = DEFAULT_LOCALE }: TRead,
  options: TListOptions = {},
): Promise<DataFromCollectionSlug<C>[]> {
  const payload = await payloadClient()
  const published: Where = { _status: { equals: 'published' } }
  const where = draft ? options.where : options.where ? { and: [published, options.where] } : published
  const query = {
    collection,
    where,
    sort: options.sort ?? ['sort', 'createdAt'],
    depth: options.depth ?? 1,
    draft,
    locale,
    pagination: false,
  } as const
  const { docs } = await payload.find({ ...query, fallbackLocale: DEFAULT_LOCALE })
  if (locale === DEFAULT_LOCALE) return docs as DataFromCollectionSlug<C>[]
  const own = await payload.find({ ...query, fallbackLocale: false })
  return markEnglishFallbacks(docs, own.docs) as DataFromCollectionSlug<C>[]
}

/** How an entry becomes its public shape (null drops it), which to read, and the cache tag (the collection's unless told). */
export type TEntriesOf<C extends CollectionSlug, T> = TListOptions & {
  map: (doc: DataFromCollectionSlug<C>) => T | null
  tag?: string
}

/**
 * A collection's published entries (every latest draft for a preview), in sort order, each mapped
 * to its public shape; `map` drops an entry by returning null. Cached under the collection's tag.
 */
export function readEntries<C extends CollectionSlug, T>(
  collection: C,
  options: TRead,
  { map, tag = collection, ...listOptions }: TEntriesOf<C, T>,
): Promise<T[]> {
  return read({ key: collection, tag }, options, async () =>
    (await readList(collection, options, listOptions)).flatMap((doc) => {
      const entry = map(doc)
      return entry === null ? [] : [entry]
    }),
  )
}

/** A read's cache key, and the tag of the content it reads. */
export type TReadKey = { key: string; tag: string }

/**
 * The in-process cache for published reads, one entry per language; previews always read afresh.
 * An entry carries the content's tag (dropped when the English text changes, which every language
 * may show) and the tag of its language (dropped when that translation changes): localeTags.
 */
export function read<T>({ key, tag }: TReadKey, options: TRead, load: () => Promise<T>): Promise<T> {
  const locale = options.locale ?? DEFAULT_LOCALE
  return options.draft ? load() : cachedInLanguage({ key, tag, locale }, load)
}
