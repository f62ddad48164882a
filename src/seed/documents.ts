import { randomBytes, randomUUID } from 'node:crypto'
import type { CollectionSlug, Field, GlobalSlug, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE } from '@/domain/locales'
import { batchedInserts } from '@/server/db'
import type { TSeedContext } from './context'
import { laidOut, withTranslations } from './translate'

type TRow = Record<string, unknown>

/**
 * A document as the database adapter takes it: each field's static default where the data has no
 * value, each localized text as `{ en }` plus the translation memories' German and French, in array
 * rows too. Throws for a field with hooks the data leaves empty (a slug made from the title): those
 * hooks do not run here, so the data must carry what they would have made.
 */
export function adapterData(collection: string, fields: readonly Field[], data: TRow): TRow {
  const visit = (list: readonly Field[], source: TRow, inRow = false): TRow => {
    const target: TRow = { ...source }
    for (const field of list) {
      const lists = laidOut(field)
      if (lists) {
        for (const nested of lists) Object.assign(target, visit(nested, target, inRow))
        continue
      }
      if (!('name' in field)) continue
      let value = target[field.name]
      if (value === undefined && 'defaultValue' in field && typeof field.defaultValue !== 'function')
        value = field.defaultValue
      // An array row's id, made by Payload's hook as an ObjectId: 12 random bytes in hex.
      if (value === undefined && field.name === 'id' && inRow) value = randomBytes(12).toString('hex')
      const hooks = 'hooks' in field ? field.hooks : undefined
      if (value === undefined && (hooks?.beforeValidate?.length || hooks?.beforeChange?.length))
        throw new Error(`insertDocuments: ${collection}.${field.name} is made by a hook; the seed must give it`)
      if (value === undefined) continue
      if (field.type === 'array' && Array.isArray(value))
        value = value.map((row: TRow) => visit(field.fields, row, true))
      else if (field.type === 'group' && value && typeof value === 'object')
        value = visit(field.fields, value as TRow, inRow)
      if ('localized' in field && field.localized) value = { [DEFAULT_LOCALE]: value }
      target[field.name] = value
    }
    return target
  }
  const english = visit(fields, data)
  return withTranslations(fields, english) ?? english
}

/** A new document's first version, as Payload's create writes it: the document itself, published or draft as it says. */
const firstVersion = (data: TRow, now: string, req: Partial<PayloadRequest>) => ({
  versionData: data as never,
  autosave: false,
  createdAt: now,
  updatedAt: now,
  req,
  returning: false as const,
})

/**
 * Creates the seed's own documents of a collection straight through the database adapter, each in
 * its German and French as well, and returns their ids in order (issue 19). A collection that keeps
 * versions gets each document's first version too, published or draft as the document says, as
 * Payload's create would write it. Payload's operation would also validate, run the hooks, check
 * locks and read every document and version back: the demo's ~600 documents cost most of a start
 * that way. Only for rows the code itself holds: nothing is validated, and the collections' hooks
 * (which here only drop cached pages, of which a new database has none) do not run.
 */
export async function insertDocuments(
  { payload, write }: TSeedContext,
  collection: CollectionSlug,
  docs: readonly TRow[],
): Promise<string[]> {
  const config = payload.collections[collection]?.config
  if (!config) throw new Error(`insertDocuments: no collection ${collection}`)
  const now = new Date().toISOString()
  const rows = docs.map((doc) => ({
    id: randomUUID(),
    data: { ...adapterData(collection, config.fields, doc), createdAt: now, updatedAt: now },
  }))
  await write((req) =>
    batchedInserts(payload, req, async (batch) => {
      for (const { id, data } of rows) {
        await payload.db.create({ collection, data, customID: id, req: batch, returning: false })
        if (config.versions)
          await payload.db.createVersion({ collectionSlug: collection, parent: id, ...firstVersion(data, now, batch) })
      }
    }),
  )
  return rows.map((row) => row.id)
}

/**
 * A document of each item, built all at once (their pictures upload meanwhile), then written
 * together as insertDocuments writes them; their ids in the items' order.
 */
export async function insertEach<T>(
  ctx: TSeedContext,
  collection: CollectionSlug,
  items: readonly T[],
  build: (item: T, index: number) => TRow | Promise<TRow>,
): Promise<string[]> {
  return insertDocuments(ctx, collection, await Promise.all(items.map(build)))
}

/**
 * A global's content as insertDocuments writes documents: in every language, with its first version
 * when the global keeps versions. The global must not have been saved before (a new database).
 */
export async function insertGlobal({ payload, write }: TSeedContext, slug: GlobalSlug, doc: TRow): Promise<void> {
  const config = payload.globals.config.find((global) => global.slug === slug)
  if (!config) throw new Error(`insertGlobal: no global ${slug}`)
  const now = new Date().toISOString()
  const data = { ...adapterData(slug, config.fields, doc), createdAt: now, updatedAt: now }
  await write((req) =>
    batchedInserts(payload, req, async (batch) => {
      await payload.db.createGlobal({ slug, data, req: batch, returning: false })
      if (config.versions) await payload.db.createGlobalVersion({ globalSlug: slug, ...firstVersion(data, now, batch) })
    }),
  )
}
