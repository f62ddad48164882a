import { APIError, type CollectionConfig } from 'payload'
import { editorWrites } from '@/cms/access'
import { lowercaseHooks } from '@/cms/fields/link'
import { translatable } from '@/cms/fields/localized'
import { invalidateOnChange } from '@/cms/hooks/invalidate'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/domain/locales'
import { slugify } from '@/domain/slug'

/**
 * The languages Monsoon is shown in (ADR 045). One row per supported language (src/domain/locales);
 * staff switch them on and off. English is the default and the fallback: always on, never removed.
 */
export const Languages: CollectionConfig = {
  slug: 'languages',
  admin: {
    group: 'Settings',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'code', 'enabled', 'sort'],
    description:
      'Languages the site and the vault are shown in. English is always on; a language switched on appears in the header’s language switch and gets its own pages (/de/…).',
  },
  access: editorWrites,
  defaultSort: 'sort',
  hooks: {
    ...invalidateOnChange('languages'),
    beforeValidate: [({ data }) => (data?.code === DEFAULT_LOCALE ? { ...data, enabled: true } : data)],
    beforeDelete: [
      async ({ id, req }) => {
        const doc = await req.payload.findByID({ collection: 'languages', id, depth: 0, req })
        if (doc.code === DEFAULT_LOCALE)
          throw new APIError('English is the default language and cannot be removed.', 400)
      },
    ],
  },
  fields: [
    { name: 'fullName', type: 'text', required: true },
    {
      name: 'code',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: LOCALES.map((code) => ({ label: `${LOCALE_NAMES[code]} (${code})`, value: code })),
    },
    {
      name: 'enabled',
      label: 'Shown on the site',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: 'English is always shown.' },
    },
    { name: 'sort', type: 'number', defaultValue: 0, index: true },
  ],
}

export const Nations: CollectionConfig = {
  slug: 'nations',
  admin: { group: 'Settings', useAsTitle: 'fullName', defaultColumns: ['fullName', 'code', 'sort'] },
  access: editorWrites,
  defaultSort: 'sort',
  hooks: invalidateOnChange('nations'),
  fields: [
    // The nation's name in each language ("Kambodscha", "Cambodge"); its addresses keep the English slug.
    translatable({ name: 'fullName', type: 'text' }, { requiredInEnglish: true }),
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'The nation in page addresses, in every language (e.g. "cambodia"). Made from the English name when empty.',
      },
      hooks: {
        beforeValidate: [
          ({ value, data, originalDoc }) =>
            typeof value === 'string' && value.trim()
              ? slugify(value)
              : (originalDoc?.slug ?? (typeof data?.fullName === 'string' ? slugify(data.fullName) : value)),
        ],
      },
    },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Lowercase code used in agent sessions and links, e.g. "th".' },
      hooks: lowercaseHooks,
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'sort', type: 'number', defaultValue: 0, index: true },
  ],
}

/** A plain code + name reference list (ISO countries, ISO language codes). */
const codeNameList = (slug: 'countries' | 'language-codes'): CollectionConfig => ({
  slug,
  admin: { group: 'Reference lists', useAsTitle: 'fullName', defaultColumns: ['fullName', 'code'] },
  access: editorWrites,
  defaultSort: 'fullName',
  hooks: invalidateOnChange(slug),
  fields: [
    { name: 'fullName', type: 'text', required: true, index: true },
    { name: 'code', type: 'text', required: true, unique: true, index: true },
  ],
})

export const Countries = codeNameList('countries')
export const LanguageCodes = codeNameList('language-codes')

/** Provinces and states by ISO 3166-2 code, listed per country (spec §3 reference lists: provinces by countryCode). */
export const Provinces: CollectionConfig = {
  slug: 'provinces',
  admin: { group: 'Reference lists', useAsTitle: 'fullName', defaultColumns: ['fullName', 'code', 'countryCode'] },
  access: editorWrites,
  defaultSort: 'fullName',
  hooks: invalidateOnChange('provinces'),
  fields: [
    { name: 'fullName', type: 'text', required: true, index: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'ISO 3166-2, e.g. TH-50' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
    {
      name: 'countryCode',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'ISO 3166-1 alpha-2, e.g. TH' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
  ],
}
