/**
 * Which texts of a document are not yet translated (issue 26, ADR 046): the English version and
 * another language's version of one document or global, read without falling back to English,
 * compared field by field along the document's field schema. A text counts when it is localized
 * and has an English value; it is missing when that language has no value of its own. Arrays and
 * blocks are walked row by row (rows are matched by id, else by position), rich text is empty when
 * it holds no words and nothing else (an image, a block).
 */

/** The part of a Payload field that the comparison reads (Payload's `Field` fits it). */
export type TGapField = {
  type: string
  name?: string
  label?: unknown
  localized?: boolean
  fields?: readonly TGapField[]
  tabs?: readonly { name?: string; label?: unknown; fields: readonly TGapField[] }[]
  blocks?: readonly { slug: string; labels?: { singular?: unknown }; fields: readonly TGapField[] }[]
}

/** One text with English and nothing in the other language: where it is and what editors call it. */
export type TTextGap = { path: string; label: string }

/**
 * One localized text of a document with an English value, beside the same text in another
 * language. `path` is the form's path (row numbers); `key` names the same text by its rows' ids
 * ("sections.64f1….text"), so it still names it after rows were added or moved.
 */
export type TTextPair = TTextGap & {
  key: string
  type: string
  english: unknown
  translated: unknown
}

export type TGapCount = {
  /** Localized texts with an English value. */
  total: number
  /** Those of them without a value in the other language. */
  missing: TTextGap[]
}

type TData = Record<string, unknown>

const TEXT_TYPES = new Set(['text', 'textarea', 'richText'])

const isRecord = (value: unknown): value is TData =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Lexical nodes that only hold or shape words: a document of these without words is empty. */
const WORD_NODES = new Set([
  'root',
  'paragraph',
  'heading',
  'quote',
  'list',
  'listitem',
  'link',
  'autolink',
  'text',
  'linebreak',
  'tab',
])

type TLexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const childrenOf = (node: TLexicalNode): TLexicalNode[] =>
  Array.isArray(node.children) ? node.children.filter(isRecord) : []

/** A Lexical document's words as plain text, one line per paragraph, heading or list item. */
export function richTextPlainText(value: unknown): string {
  if (!isRecord(value) || !isRecord(value.root)) return ''
  const BLOCKS = new Set(['paragraph', 'heading', 'quote', 'listitem'])
  const lines: string[] = []
  let line = ''
  const walk = (node: TLexicalNode) => {
    if (node.type === 'text' && typeof node.text === 'string') line += node.text
    else if (node.type === 'linebreak') line += '\n'
    else if (node.type === 'tab') line += '\t'
    for (const child of childrenOf(node)) walk(child)
    if (typeof node.type === 'string' && BLOCKS.has(node.type)) {
      lines.push(line)
      line = ''
    }
  }
  walk(value.root as TLexicalNode)
  if (line) lines.push(line)
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Whether a Lexical document holds nothing: no words and no node other than the ones words live in. */
export function isRichTextEmpty(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.root)) return true
  const hasContent = (node: TLexicalNode): boolean => {
    if (typeof node.type === 'string' && !WORD_NODES.has(node.type)) return true
    if (node.type === 'text') return typeof node.text === 'string' && node.text.trim() !== ''
    return childrenOf(node).some(hasContent)
  }
  return !hasContent(value.root as TLexicalNode)
}

/** Whether a text field's value (a string, a `hasMany` list, or Lexical JSON) holds anything. */
export function hasText(type: string, value: unknown): boolean {
  if (type === 'richText') return !isRichTextEmpty(value)
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some((item) => typeof item === 'string' && item.trim() !== '')
  return false
}

/** The label a person sees for a field: its own (in English when given per language), else its name. */
export function labelOf(label: unknown, fallback: string): string {
  if (typeof label === 'string' && label) return label
  if (isRecord(label)) {
    const english = label.en ?? Object.values(label)[0]
    if (typeof english === 'string' && english) return english
  }
  return fallback
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .trim()
}

/** The row of `rows` that is `row` in another language: the one with its id, else the one at its place. */
function matchingRow(rows: unknown, row: TData, index: number): TData | undefined {
  if (!Array.isArray(rows)) return undefined
  if (row.id !== undefined && row.id !== null) {
    const same = rows.find((other) => isRecord(other) && other.id === row.id)
    if (same) return same as TData
  }
  const at = rows[index]
  return isRecord(at) ? at : undefined
}

type TWalk = {
  fields: readonly TGapField[]
  english: TData
  translated: TData | undefined
  path: string
  key: string
  label: string
  /** Inside a localized group, array or block list: every text below is per language. */
  isLocalized: boolean
  out: TTextPair[]
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name)
const joinLabel = (label: string, name: string) => (label ? `${label} › ${name}` : name)

function walk({ fields, english, translated, path, key, label, isLocalized, out }: TWalk): void {
  for (const field of fields) {
    const localized = isLocalized || Boolean(field.localized)
    const name = field.name
    if (TEXT_TYPES.has(field.type)) {
      if (!name || !localized || !hasText(field.type, english[name])) continue
      out.push({
        path: join(path, name),
        key: join(key, name),
        label: joinLabel(label, labelOf(field.label, name)),
        type: field.type,
        english: english[name],
        translated: translated?.[name],
      })
      continue
    }
    switch (field.type) {
      case 'group':
      case 'row':
      case 'collapsible': {
        if (!field.fields) break
        if (name) {
          const inner = english[name]
          if (!isRecord(inner)) break
          const other = translated?.[name]
          walk({
            fields: field.fields,
            english: inner,
            translated: isRecord(other) ? other : undefined,
            path: join(path, name),
            key: join(key, name),
            label: joinLabel(label, labelOf(field.label, name)),
            isLocalized: localized,
            out,
          })
        } else {
          walk({ fields: field.fields, english, translated, path, key, label, isLocalized: localized, out })
        }
        break
      }
      case 'tabs': {
        for (const tab of field.tabs ?? []) {
          if (tab.name) {
            const inner = english[tab.name]
            if (!isRecord(inner)) continue
            const other = translated?.[tab.name]
            walk({
              fields: tab.fields,
              english: inner,
              translated: isRecord(other) ? other : undefined,
              path: join(path, tab.name),
              key: join(key, tab.name),
              label: joinLabel(label, labelOf(tab.label, tab.name)),
              isLocalized: localized,
              out,
            })
          } else {
            walk({ fields: tab.fields, english, translated, path, key, label, isLocalized: localized, out })
          }
        }
        break
      }
      case 'array':
      case 'blocks': {
        if (!name) break
        const rows = english[name]
        if (!Array.isArray(rows)) break
        const fieldLabel = labelOf(field.label, name)
        rows.forEach((row, index) => {
          if (!isRecord(row)) return
          const rowFields =
            field.type === 'array' ? field.fields : field.blocks?.find((block) => block.slug === row.blockType)?.fields
          if (!rowFields) return
          walk({
            fields: rowFields,
            english: row,
            translated: matchingRow(translated?.[name], row, index),
            path: join(path, `${name}.${index}`),
            key: join(key, `${name}.${typeof row.id === 'string' || typeof row.id === 'number' ? row.id : index}`),
            label: joinLabel(label, `${fieldLabel} ${index + 1}`),
            isLocalized: localized,
            out,
          })
        })
        break
      }
      default:
        break
    }
  }
}

/**
 * The localized texts of a document that have English and are missing in another language.
 * `english` and `translated` are the same document read in English and in that language without
 * fallback; fields that are not localized are the same in both and never count.
 */
export function translationGaps(input: {
  fields: readonly TGapField[]
  english: unknown
  translated: unknown
}): TGapCount {
  const texts = textPairs(input)
  return {
    total: texts.length,
    missing: texts.filter((text) => !hasText(text.type, text.translated)).map(({ path, label }) => ({ path, label })),
  }
}

/**
 * Every localized text of a document that has English, beside its value in another language (or
 * undefined). `english` and `translated` are the document read in English and in that language
 * without fallback.
 */
export function textPairs(input: { fields: readonly TGapField[]; english: unknown; translated: unknown }): TTextPair[] {
  const out: TTextPair[] = []
  if (!isRecord(input.english)) return out
  walk({
    fields: input.fields,
    english: input.english,
    translated: isRecord(input.translated) ? input.translated : undefined,
    path: '',
    key: '',
    label: '',
    isLocalized: false,
    out,
  })
  return out
}

/** Whether a field schema holds any localized text, at any depth. */
export function hasLocalizedText(fields: readonly TGapField[], isLocalized = false): boolean {
  return fields.some((field) => {
    const localized = isLocalized || Boolean(field.localized)
    if (TEXT_TYPES.has(field.type)) return localized && Boolean(field.name)
    if (field.fields && hasLocalizedText(field.fields, localized)) return true
    if (field.tabs?.some((tab) => hasLocalizedText(tab.fields, localized))) return true
    return Boolean(field.blocks?.some((block) => hasLocalizedText(block.fields, localized)))
  })
}

/**
 * The value at a form path ("items.0.title") in a document read in another language. A path's
 * row numbers are the rows of the form being edited; `rowIds` gives the id of the row at each
 * array prefix ("items.0" -> "abc"), so the English row is found by id even when rows were added
 * or moved since the English version was read.
 */
export function valueAtPath(doc: unknown, path: string, rowIds: Readonly<Record<string, unknown>> = {}): unknown {
  const segments = path.split('.')
  let current: unknown = doc
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]
    if (Array.isArray(current) && /^\d+$/.test(segment)) {
      const id = rowIds[segments.slice(0, i + 1).join('.')]
      const byId = id !== undefined && id !== null ? current.find((row) => isRecord(row) && row.id === id) : undefined
      current = byId ?? (id !== undefined && id !== null ? undefined : current[Number(segment)])
    } else if (isRecord(current)) {
      current = current[segment]
    } else {
      return undefined
    }
  }
  return current
}
