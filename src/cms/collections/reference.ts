import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { invalidateOnChange } from '../hooks/invalidate'

const editorWrites = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }

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
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'sort', type: 'number', defaultValue: 0, index: true },
  ],
}

export const Countries: CollectionConfig = {
  slug: 'countries',
  admin: { group: 'Reference lists', useAsTitle: 'fullName', defaultColumns: ['fullName', 'code'] },
  access: editorWrites,
  defaultSort: 'fullName',
  hooks: invalidateOnChange('countries'),
  fields: [
    { name: 'fullName', type: 'text', required: true, index: true },
    { name: 'code', type: 'text', required: true, unique: true, index: true },
  ],
}

export const LanguageCodes: CollectionConfig = {
  slug: 'language-codes',
  admin: { group: 'Reference lists', useAsTitle: 'fullName', defaultColumns: ['fullName', 'code'] },
  access: editorWrites,
  defaultSort: 'fullName',
  hooks: invalidateOnChange('language-codes'),
  fields: [
    { name: 'fullName', type: 'text', required: true, index: true },
    { name: 'code', type: 'text', required: true, unique: true, index: true },
  ],
}
