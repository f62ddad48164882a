import type { Field, TextareaField, TextField } from 'payload'
import { text, textarea } from 'payload/shared'
import { DEFAULT_LOCALE } from '@/domain/locales'

/**
 * Short texts that are words for readers (headings, labels, questions), translated per language;
 * other one-line texts (names of people, hotels and places, codes, links, phone numbers, prices as
 * figures) stay one value for every language.
 */
const WORDS = new Set([
  'title',
  'subtitle',
  'label',
  'heroTitle',
  'introTitle',
  'formTitle',
  'question',
  'buttonText',
  'role',
  'position',
  'department',
  'theme',
  'cuisine',
  'duration',
  'priceString',
  'bestTime',
  'hours',
  'fullName',
  'shortName',
])

type TOptions = {
  /** More one-line texts of this document that are words (a category's `name`). */
  also?: readonly string[]
}

/**
 * Marks the translatable texts of a document localized (issue 26, ADR 045): every long text and
 * rich text, and the short texts that are words, at any depth of groups, rows, tabs and arrays
 * (an array's rows are shared by all languages; the texts inside them are translated). A missing
 * translation falls back to English when read.
 */
/**
 * A text translated per language (issue 26). Required means required in English, the text every
 * language falls back to: a translation may be left out, and the page shows the English text
 * there. `requiredInEnglish` asks for that of a field that is not `required` itself: in a
 * collection without drafts a required localized column is NOT NULL in every language's row, so
 * a half-translated document could not be saved.
 */
export function translatable<F extends TextField | TextareaField>(
  field: F,
  options: { requiredInEnglish?: boolean } = {},
): F {
  const required = Boolean(field.required || options.requiredInEnglish)
  if (!required || field.validate) return { ...field, localized: true }
  const defaults = (field.type === 'text' ? text : textarea) as (value: unknown, options: object) => string | true
  const validate = (value: unknown, args: { req: { locale?: string | null } } & Record<string, unknown>) =>
    defaults(value, { ...args, required: !args.req.locale || args.req.locale === DEFAULT_LOCALE })
  return { ...field, localized: true, validate } as F
}

export function localizeTexts(fields: Field[], options: TOptions = {}): Field[] {
  const words = new Set([...WORDS, ...(options.also ?? [])])
  const walk = (field: Field): Field => {
    switch (field.type) {
      case 'textarea':
        return translatable(field)
      case 'richText':
        return { ...field, localized: true }
      case 'text':
        return words.has(field.name) ? translatable(field) : field
      case 'array':
      case 'group':
        return { ...field, fields: field.fields.map(walk) } as Field
      case 'row':
      case 'collapsible':
        return { ...field, fields: field.fields.map(walk) } as Field
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(walk) })) } as Field
      default:
        return field
    }
  }
  return fields.map(walk)
}
