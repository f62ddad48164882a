import type { Field } from 'payload'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
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
export function laidOut(field: Field): (readonly Field[])[] | null {
  if (field.type === 'row' || field.type === 'collapsible') return [field.fields]
  if (field.type === 'tabs') return field.tabs.map((tab) => tab.fields)
  return null
}

/** Whether any of the fields, at any depth, is kept per language. */
export const hasLocalized = (fields: readonly Field[]): boolean =>
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
 * rows; null when no text of it is in a memory, or each is translated already: how the seed's
 * integration test finds a document or version the seed left untranslated.
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

/** What Payload writes itself: never sent back in a translation's update. */
const OWN_FIELDS = new Set(['id', 'createdAt', 'updatedAt'])

/**
 * The update that gives a document, as Payload returned it in English (depth 0), the memory's
 * translation of its texts: the document as it is, each localized text the memory translates in
 * the memory's words, and each one it does not translate left out, so that language keeps no text
 * of it and falls back to English (and shows in the untranslated list). At any depth of rows, tabs,
 * groups and array rows, which keep their ids. Null when the memory translates none of its texts.
 */
export function translationUpdate(fields: readonly Field[], doc: TRow, memory: TMemory): TRow | null {
  let translated = 0
  const visit = (list: readonly Field[], source: TRow): TRow => {
    const target: TRow = {}
    for (const field of list) {
      const lists = laidOut(field)
      if (lists) {
        for (const nested of lists) Object.assign(target, visit(nested, source))
        continue
      }
      if (!('name' in field) || OWN_FIELDS.has(field.name) || !(field.name in source)) continue
      const value = source[field.name]
      if ('localized' in field && field.localized) {
        const text = translateValue(field, value, memory)
        if (text === null) continue
        target[field.name] = text
        translated += 1
      } else if (field.type === 'array' && Array.isArray(value)) {
        target[field.name] = value.map((row: TRow) => ({ id: row.id, ...visit(field.fields, row) }))
      } else if (field.type === 'group' && value && typeof value === 'object') {
        target[field.name] = visit(field.fields, value as TRow)
      } else {
        target[field.name] = value
      }
    }
    return target
  }
  const update = visit(fields, doc)
  return translated > 0 ? update : null
}
