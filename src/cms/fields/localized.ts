import type { Field, RichTextField, TextareaField, TextField } from 'payload'
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
  // Markets an office covers, and the languages a country speaks, in the reader's words (issue 58).
  'region',
  'languages',
])

/**
 * While an editor edits another language, each localized text shows its English text under the
 * input, with "Copy English" for plain texts (ADR 046). Attached here, so every field these
 * helpers localize gets it.
 */
export const ENGLISH_BESIDE = '/cms/components/english-beside#EnglishBeside'

type TTextLike = TextField | TextareaField | RichTextField

/** The field with the English text shown under its input (once, however often it is applied). */
export function withEnglishBeside<F extends TTextLike>(field: F): F {
  const components = field.admin?.components ?? {}
  const afterInput = components.afterInput ?? []
  if (afterInput.includes(ENGLISH_BESIDE)) return field
  return {
    ...field,
    admin: { ...field.admin, components: { ...components, afterInput: [...afterInput, ENGLISH_BESIDE] } },
  }
}

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
  if (!required || field.validate) return withEnglishBeside({ ...field, localized: true })
  const defaults = (field.type === 'text' ? text : textarea) as (value: unknown, options: object) => string | true
  const validate = (value: unknown, args: { req: { locale?: string | null } } & Record<string, unknown>) =>
    defaults(value, { ...args, required: !args.req.locale || args.req.locale === DEFAULT_LOCALE })
  return withEnglishBeside({ ...field, localized: true, validate } as F)
}

export function localizeTexts(fields: Field[], options: TOptions = {}): Field[] {
  const words = new Set([...WORDS, ...(options.also ?? [])])
  const walk = (field: Field): Field => {
    switch (field.type) {
      case 'textarea':
        return translatable(field)
      case 'richText':
        return withEnglishBeside({ ...field, localized: true })
      case 'text':
        if (words.has(field.name)) return translatable(field)
        return field.localized ? withEnglishBeside(field) : field
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

/**
 * Every localized text, textarea and rich text of a set of collections or globals, at any depth,
 * with the English text under its input: the fields these helpers localize have it already; this
 * reaches the few marked `localized` by hand. Applied once to the whole config (payload.config.ts).
 */
export function withEnglishBesideEverywhere<T extends { fields: Field[] }>(configs: T[]): T[] {
  const walk = (field: Field, isLocalized: boolean): Field => {
    const localized = isLocalized || Boolean('localized' in field && field.localized)
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        return localized ? withEnglishBeside(field) : field
      case 'array':
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: field.fields.map((inner) => walk(inner, localized)) } as Field
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({
            ...tab,
            fields: tab.fields.map((inner) => walk(inner, localized || Boolean('localized' in tab && tab.localized))),
          })),
        } as Field
      case 'blocks':
        return {
          ...field,
          blocks: (field.blocks ?? []).map((block) => ({
            ...block,
            fields: block.fields.map((inner) => walk(inner, localized)),
          })),
        } as Field
      default:
        return field
    }
  }
  return configs.map((config) => ({ ...config, fields: config.fields.map((field) => walk(field, false)) }))
}
