import type { CollectionConfig } from 'payload'
import { editorWrites } from '@/cms/access'
import { lowercaseHooks } from '@/cms/fields/link'
import { invalidateOnChange } from '@/cms/hooks/invalidate'

export const Languages: CollectionConfig = {
  slug: 'languages',
  admin: { group: 'Settings', useAsTitle: 'fullName', defaultColumns: ['fullName', 'code', 'sort'] },
  access: editorWrites,
  defaultSort: 'sort',
  hooks: invalidateOnChange('languages'),
  fields: [
    { name: 'fullName', type: 'text', required: true },
    { name: 'code', type: 'text', required: true, unique: true, index: true },
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
    { name: 'fullName', type: 'text', required: true },
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
