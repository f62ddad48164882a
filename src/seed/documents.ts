import type { CollectionSlug, Field, GlobalSlug } from 'payload'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import type { TSeedContext } from './context'
import { MEMORIES, translationUpdate } from './translate'

type TRow = Record<string, unknown>
type TMemory = Readonly<Record<string, string>>

/** Each language of the memories whose translation of `doc` changes something, with its update. */
const translationsOf = (fields: readonly Field[], doc: TRow) =>
  (Object.entries(MEMORIES) as [TLocale, TMemory][]).flatMap(([locale, memory]) => {
    const data = translationUpdate(fields, doc, memory)
    return data ? [{ locale, data }] : []
  })

/**
 * Creates one document through Payload's Local API in English, as an editor would, then saves the
 * translation memories' German and French of it, one update per language: every validation and
 * hook runs, and a collection with versions keeps a version per save. Returns its id.
 */
export async function createDocument(
  { payload, write }: TSeedContext,
  collection: CollectionSlug,
  data: TRow,
): Promise<string> {
  const config = payload.collections[collection]?.config
  if (!config) throw new Error(`Seed: no collection ${collection}`)
  const draft = data._status === 'draft'
  const created = (await write((req) =>
    payload.create({ collection, data: data as never, locale: DEFAULT_LOCALE, draft, depth: 0, req }),
  )) as unknown as TRow
  const id = created.id as string
  for (const { locale, data: translated } of translationsOf(config.fields, created))
    await write((req) => payload.update({ collection, id, data: translated as never, locale, draft, depth: 0, req }))
  return id
}

/** Creates each document as createDocument does, and returns their ids in order. */
export function createDocuments(
  ctx: TSeedContext,
  collection: CollectionSlug,
  docs: readonly TRow[],
): Promise<string[]> {
  return Promise.all(docs.map((doc) => createDocument(ctx, collection, doc)))
}

/** The items, and how each (with its index) becomes a document's data. */
export type TBuildEach<T> = { items: readonly T[]; build: (item: T, index: number) => TRow | Promise<TRow> }

/**
 * A document of each item, built all at once (their pictures upload meanwhile), then created as
 * createDocuments creates them; their ids in the items' order.
 */
export async function createEach<T>(
  ctx: TSeedContext,
  collection: CollectionSlug,
  { items, build }: TBuildEach<T>,
): Promise<string[]> {
  return createDocuments(ctx, collection, await Promise.all(items.map(build)))
}

/** Saves a global through the Local API in English, then its German and French as createDocument does. */
export async function saveGlobal({ payload, write }: TSeedContext, slug: GlobalSlug, data: TRow): Promise<void> {
  const config = payload.globals.config.find((global) => global.slug === slug)
  if (!config) throw new Error(`Seed: no global ${slug}`)
  const draft = data._status === 'draft'
  const saved = (await write((req) =>
    payload.updateGlobal({ slug, data: data as never, locale: DEFAULT_LOCALE, draft, depth: 0, req }),
  )) as unknown as TRow
  for (const { locale, data: translated } of translationsOf(config.fields, saved))
    await write((req) => payload.updateGlobal({ slug, data: translated as never, locale, draft, depth: 0, req }))
}
