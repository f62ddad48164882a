import type { CollectionSlug, Field, GlobalSlug, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import type { TSeedContext } from './context'
import de from './translations/de.json'
import fr from './translations/fr.json'

/**
 * The demo's German and French (issue 26): translation memories from each English text of the
 * home page, the main editorial pages, the menus and footer, the page metas and the demo
 * catalogue's descriptions to its translation, written by people, not by a machine, word for word.
 * Whatever a memory lacks stays English and falls back (and shows in the untranslated list).
 */
export const MEMORIES: Record<Exclude<TLocale, 'en'>, Readonly<Record<string, string>>> = { de, fr }

type TRow = Record<string, unknown>
type TMemory = Readonly<Record<string, string>>
type TRequest = Partial<PayloadRequest>

/** A Lexical tree with each text node put through the memory; null when no node was translated. */
function translateRichText(value: unknown, memory: TMemory): unknown {
  let changed = false
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const record = node as TRow
    if (record.type === 'text' && typeof record.text === 'string' && memory[record.text]) {
      changed = true
      return { ...record, text: memory[record.text] }
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, walk(inner)]))
  }
  const translated = walk(value)
  return changed ? translated : null
}

/** One localized field's English value put through the memory; null when it holds no translation of it. */
function translateValue(field: Field, value: unknown, memory: TMemory): unknown {
  if (field.type === 'richText') return translateRichText(value, memory)
  return typeof value === 'string' && memory[value] ? memory[value] : null
}

/**
 * The field lists a layout field (row, collapsible, tabs) lays out: their fields sit at the level of
 * the layout field itself. Null for any other field.
 */
export function laidOut(field: Field): (readonly Field[])[] | null {
  if (field.type === 'row' || field.type === 'collapsible') return [field.fields]
  if (field.type === 'tabs') return field.tabs.map((tab) => tab.fields)
  return null
}

const hasLocalized = (fields: readonly Field[]): boolean =>
  fields.some(
    (field) =>
      ('localized' in field && field.localized) ||
      ('fields' in field && hasLocalized(field.fields)) ||
      (field.type === 'tabs' && field.tabs.some((tab) => hasLocalized(tab.fields))),
  )

/** Whether a stored translation already is the memory's (a text, or a rich-text tree). */
const isSame = (stored: unknown, text: unknown): boolean => JSON.stringify(stored) === JSON.stringify(text)

/**
 * A document as the database adapter holds it (each localized text as `{ en, de, fr }`) with the
 * memories' translations of its English texts added, at any depth of rows, tabs, groups and array
 * rows; null when no text of it is in a memory, or each is translated already (the catalogue is
 * created in every language: documents.ts).
 */
export function withTranslations(
  fields: readonly Field[],
  doc: TRow,
  memories: Readonly<Record<string, TMemory>> = MEMORIES,
): TRow | null {
  let translated = 0
  const visit = (list: readonly Field[], source: TRow): TRow => {
    const target: TRow = { ...source }
    for (const field of list) {
      const lists = laidOut(field)
      if (lists) {
        for (const nested of lists) Object.assign(target, visit(nested, target))
        continue
      }
      if (!('name' in field)) continue
      const value = source[field.name]
      if ('localized' in field && field.localized) {
        if (!value || typeof value !== 'object') continue
        const byLocale: TRow = { ...(value as TRow) }
        const english = byLocale[DEFAULT_LOCALE]
        for (const [locale, memory] of Object.entries(memories)) {
          const text = translateValue(field, english, memory)
          if (text === null || isSame(byLocale[locale], text)) continue
          byLocale[locale] = text
          translated += 1
        }
        target[field.name] = byLocale
      } else if (field.type === 'array' && Array.isArray(value)) {
        target[field.name] = value.map((row: TRow) => visit(field.fields, row))
      } else if (field.type === 'group' && value && typeof value === 'object') {
        target[field.name] = visit(field.fields, value as TRow)
      }
    }
    return target
  }
  const result = visit(fields, doc)
  return translated > 0 ? result : null
}

const LATEST = { latest: { equals: true } }

type TVersionRow = { id: string | number; version: TRow }

/** Adds the memories' translations to each latest version `find` reads, written by `update`. */
async function translateLatestVersions(
  write: TSeedContext['write'],
  fields: readonly Field[],
  find: (req: TRequest) => Promise<{ docs: unknown[] }>,
  update: (req: TRequest, id: string | number, versionData: TVersionRow) => Promise<unknown>,
): Promise<void> {
  const { docs } = await write(find)
  for (const row of docs as TVersionRow[]) {
    const version = withTranslations(fields, row.version)
    if (version) await write((req) => update(req, row.id, { ...row, version }))
  }
}

/**
 * Writes the German and French of every localized collection and global the memories cover, through
 * the database adapter: each document is read as the database holds it, with every language, and
 * written once with its translations added; a collection or global with versions gets them in its
 * latest version too (what /admin opens). The Local API would cost a read, a validation, a lock
 * check, the hooks, a new version and a read back per language: 4 of the seed's 25 s on 28 Nov
 * (issue 19). The hooks only drop cached pages, of which a new database has none. Documents created
 * translated (documents.ts) are left as they are.
 */
export async function seedTranslations({ payload, write }: TSeedContext): Promise<void> {
  for (const collection of payload.config.collections) {
    if (!hasLocalized(collection.fields)) continue
    const slug = collection.slug as CollectionSlug
    const { docs } = await write((req) => payload.db.find({ collection: slug, pagination: false, req }))
    for (const doc of docs as TRow[]) {
      const data = withTranslations(collection.fields, doc)
      if (data)
        await write((req) =>
          payload.db.updateOne({ collection: slug, id: doc.id as string, data, req, returning: false }),
        )
    }
    if (!collection.versions) continue
    await translateLatestVersions(
      write,
      collection.fields,
      (req) => payload.db.findVersions({ collection: slug, where: LATEST, pagination: false, req }),
      (req, id, versionData) => payload.db.updateVersion({ collection: slug, id, versionData, req, returning: false }),
    )
  }
  for (const global of payload.config.globals) {
    if (!hasLocalized(global.fields)) continue
    const slug = global.slug as GlobalSlug
    const doc = (await write((req) => payload.db.findGlobal({ slug, req }))) as TRow
    const data = withTranslations(global.fields, doc)
    if (data) await write((req) => payload.db.updateGlobal({ slug, data, req, returning: false }))
    if (!global.versions) continue
    await translateLatestVersions(
      write,
      global.fields,
      (req) => payload.db.findGlobalVersions({ global: slug, where: LATEST, pagination: false, req }),
      (req, id, versionData) =>
        payload.db.updateGlobalVersion({ global: slug, id, versionData, req, returning: false }),
    )
  }
}
