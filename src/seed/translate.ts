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
function laidOut(field: Field): (readonly Field[])[] | null {
  if (field.type === 'row' || field.type === 'collapsible') return [field.fields]
  if (field.type === 'tabs') return field.tabs.map((tab) => tab.fields)
  return null
}

/**
 * The data that writes a document's translation: its localized texts put through the memory, and
 * the rows of arrays that hold such texts (with their ids and shared values, so the rows stay the
 * rows they are). Nothing when no text of it is in the memory.
 */
export function translationOf(fields: readonly Field[], doc: TRow, memory: TMemory): TRow | null {
  const out: TRow = {}
  /** How many texts were translated so far: a nested part is written when it adds to it. */
  let translated = 0
  const visit = (list: readonly Field[], source: TRow, target: TRow) => {
    for (const field of list) {
      const lists = laidOut(field)
      if (lists) {
        for (const nested of lists) visit(nested, source, target)
        continue
      }
      if (!('name' in field)) continue
      const value = source[field.name]
      if ('localized' in field && field.localized) {
        const text = translateValue(field, value, memory)
        if (text !== null) {
          target[field.name] = text
          translated += 1
        }
      } else if (field.type === 'array' && Array.isArray(value)) {
        const before = translated
        const rows = value.map((row: TRow) => {
          const next: TRow = { ...row }
          for (const name of localizedNames(field.fields)) delete next[name]
          visit(field.fields, row, next)
          return next
        })
        if (translated > before) target[field.name] = rows
      } else if (field.type === 'group' && value && typeof value === 'object') {
        const before = translated
        const group: TRow = {}
        visit(field.fields, value as TRow, group)
        if (translated > before) target[field.name] = group
      }
    }
  }
  visit(fields, doc, out)
  return translated > 0 ? out : null
}

/** The names of a row's localized fields, through its layout rows, collapsibles and tabs. */
function localizedNames(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    const lists = laidOut(field)
    if (lists) return lists.flatMap(localizedNames)
    return 'name' in field && 'localized' in field && field.localized ? [field.name] : []
  })
}

const hasLocalized = (fields: readonly Field[]): boolean =>
  fields.some(
    (field) =>
      ('localized' in field && field.localized) ||
      ('fields' in field && hasLocalized(field.fields)) ||
      (field.type === 'tabs' && field.tabs.some((tab) => hasLocalized(tab.fields))),
  )

/** The translations of one English document, one data per language its texts are in the memories. */
function translationsOf(fields: readonly Field[], doc: TRow): [TLocale, TRow][] {
  return Object.entries(MEMORIES).flatMap(([locale, memory]) => {
    const data = translationOf(fields, doc, memory)
    if (!data) return []
    if (doc._status === 'published') data._status = 'published'
    return [[locale as TLocale, data] as [TLocale, TRow]]
  })
}

/**
 * A document as the database adapter holds it (each localized text as `{ en, de, fr }`) with the
 * memories' translations of its English texts added, at any depth of rows, tabs, groups and array
 * rows; null when no text of it is in a memory.
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
          if (text === null) continue
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

/**
 * Writes the German and French of every localized collection and global the memories cover.
 * - A collection without versions: each document is read as the database holds it, with every
 *   language, and written once with its translations added, through the database adapter. Its
 *   only hooks drop cached pages, of which a new database has none; the Local API would cost a
 *   read, a lock check, the hooks and a read back per language (issue 19: 8 of the seed's 20 s).
 * - A collection with versions, and a global: through the Local API, one update per language, so
 *   the latest version (what /admin opens) carries the translation too.
 */
export async function seedTranslations({ payload, write }: TSeedContext): Promise<void> {
  for (const collection of payload.config.collections) {
    if (!hasLocalized(collection.fields)) continue
    const slug = collection.slug as CollectionSlug
    if (!collection.versions) {
      const { docs } = await write((req) => payload.db.find({ collection: slug, pagination: false, req }))
      for (const doc of docs as TRow[]) {
        const data = withTranslations(collection.fields, doc)
        if (data) {
          await write((req) =>
            payload.db.updateOne({ collection: slug, id: doc.id as string, data, req, returning: false }),
          )
        }
      }
      continue
    }
    const { docs } = await write((req) =>
      payload.find({ collection: slug, depth: 0, pagination: false, locale: DEFAULT_LOCALE, req }),
    )
    for (const doc of docs as unknown as TRow[]) {
      for (const [locale, data] of translationsOf(collection.fields, doc)) {
        await write((req) =>
          payload.update({ collection: slug, id: String(doc.id), data, locale, depth: 0, req: req as PayloadRequest }),
        )
      }
    }
  }
  for (const global of payload.config.globals) {
    if (!hasLocalized(global.fields)) continue
    const slug = global.slug as GlobalSlug
    const doc = (await write((req) =>
      payload.findGlobal({ slug, depth: 0, locale: DEFAULT_LOCALE, req }),
    )) as unknown as TRow
    for (const [locale, data] of translationsOf(global.fields, doc)) {
      await write((req) => payload.updateGlobal({ slug, data, locale, depth: 0, req: req as PayloadRequest }))
    }
  }
}
