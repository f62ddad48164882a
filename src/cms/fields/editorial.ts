import type { CollectionConfig, CollectionSlug, Field, GlobalConfig } from 'payload'
import { isEditor, publishedOrStaff } from '@/cms/access'
import { invalidateGlobalOnChange, invalidateOnChange } from '@/cms/hooks/invalidate'
import { localeOr, localizedPath } from '@/domain/locales'
import { SLUG_PATTERN, slugify, uniqueSlug } from '@/domain/slug'
import { urlField } from './link'
import { localizeTexts } from './localized'

/**
 * Building blocks of the editorial content model (issue #7, ADR 014): every public page's content
 * is a Payload global (a single page) or collection (a list), with drafts, a preview of the draft
 * on the real page, and images from the media library (which requires alt text).
 */

export const imageField = (name = 'image', description?: string, required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  admin: description ? { description } : undefined,
})

/** Rich text (Lexical); pages and the API both receive it as HTML. */
export const bodyField = (name = 'body', label?: string): Field => ({ name, label, type: 'richText' })

export const sortField = (): Field => ({
  name: 'sort',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers come first.' },
})

export { slugify }

/** The URL segment of a detail page: unique, made from `from` when left empty. */
export const slugField = (from: string): Field => ({
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'The last part of the page address. Made from the title when empty.' },
  hooks: {
    beforeValidate: [
      async ({ value, data, originalDoc, collection, req }) => {
        if (typeof value === 'string' && value.trim()) return slugify(value)
        const source = data?.[from] ?? originalDoc?.[from]
        if (typeof source !== 'string' || !collection) return value
        // Made from the title: two entries with one title (a cruise in two countries) get -2, -3…
        const base = slugify(source)
        const { docs } = await req.payload.find({
          collection: collection.slug as CollectionSlug,
          where: { slug: { like: base } },
          select: { slug: true },
          depth: 0,
          limit: 1000,
          pagination: false,
          req,
        })
        const own = originalDoc?.id
        const taken = new Set(docs.filter((doc) => doc.id !== own).map((doc) => (doc as { slug?: string }).slug))
        return uniqueSlug(base, taken)
      },
    ],
  },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : 'Use lowercase letters, digits and single hyphens, e.g. "sunrise-over-angkor"',
})

/** A card that links somewhere: landing pages are made of these. */
export const cardsField = (name = 'cards', label?: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    imageField(),
    urlField(),
  ],
})

/** Titled blocks of text with an optional image. */
export const sectionsField = (name = 'sections', label?: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ name: 'title', type: 'text', required: true }, bodyField('text', 'Text'), imageField()],
})

/** What every single page has: a heading, a short introduction and a hero image. */
export const PAGE_HEAD: Field[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'subtitle', type: 'textarea', admin: { description: 'One or two sentences under the heading.' } },
  imageField('image', 'The page’s hero image.'),
  bodyField('intro', 'Introduction'),
]

/**
 * The address at which staff see the draft of a page, in the language they are editing (ADR 045):
 * the preview route checks their session.
 */
export const previewUrl = (path: string, locale?: unknown) =>
  `/preview?path=${encodeURIComponent(localizedPath(path, localeOr(locale)))}`

type TPageGlobal = {
  slug: string
  label: string
  /** The public page that shows this content (for the preview button). */
  path: string
  /** Tag of the cached reads built from it. */
  tag?: string
  fields: Field[]
  description?: string
  /** A shorter table name, when Postgres' 63-character limit would cut a constraint's name. */
  dbName?: string
}

/** A single editorial page: anyone reads the published version, editors edit drafts and publish. */
export function pageGlobal({ slug, label, path, tag = slug, fields, description, dbName }: TPageGlobal): GlobalConfig {
  return {
    slug,
    dbName,
    label,
    admin: { group: 'Pages', description, preview: (_doc, { locale }) => previewUrl(path, locale) },
    access: { read: publishedOrStaff, update: isEditor, readVersions: isEditor },
    versions: { drafts: true, max: 20 },
    hooks: invalidateGlobalOnChange(tag),
    fields: localizeTexts(fields),
  }
}

type TListCollection = Omit<CollectionConfig, 'access' | 'versions' | 'hooks' | 'admin'> & {
  /** One-line texts that are words here (a category's `name`), translated with the rest (localizeTexts). */
  translate?: readonly string[]
  admin: NonNullable<CollectionConfig['admin']>
  /** The public page that shows a document (for the preview button). */
  pathOf: (doc: Record<string, unknown>) => string
  tag?: string
  /** Editors may schedule a publish (or unpublish) at a date: the job runs in src/server/content/scheduled.ts. */
  schedulePublish?: boolean
}

/** A list of editorial documents (FAQs, team, inspirations…): published for everyone, drafts for staff. */
export function listCollection({
  pathOf,
  tag,
  admin,
  schedulePublish,
  translate,
  ...config
}: TListCollection): CollectionConfig {
  return {
    ...config,
    fields: localizeTexts(config.fields, { also: translate }),
    admin: { group: 'Pages', ...admin, preview: (doc, { locale }) => previewUrl(pathOf(doc), locale) },
    access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
    versions: { drafts: schedulePublish ? { schedulePublish: true } : true, maxPerDoc: 20 },
    defaultSort: 'sort',
    hooks: invalidateOnChange(tag ?? config.slug),
  }
}
