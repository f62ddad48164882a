import type { CollectionConfig } from 'payload'
import { editorWrites } from '@/cms/access'
import { urlField } from '@/cms/fields/link'
import { translatable } from '@/cms/fields/localized'
import { invalidateOnChange } from '@/cms/hooks/invalidate'

export const MenuEntries: CollectionConfig = {
  slug: 'menu-entries',
  labels: { singular: 'Menu entry', plural: 'Main menu' },
  admin: {
    group: 'Navigation',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'url', 'parent', 'sort', 'showOnMenu'],
    description:
      'Top-level entries have no parent. Sub-items appear on the desktop bar only when "Show on menu" is on.',
  },
  access: editorWrites,
  defaultSort: 'sort',
  hooks: invalidateOnChange('menus'),
  fields: [
    translatable({ name: 'fullName', label: 'Label', type: 'text' }, { requiredInEnglish: true }),
    urlField('url', false, 'Leave empty for an entry that only groups its sub-items.'),
    {
      name: 'target',
      type: 'select',
      defaultValue: '_self',
      options: [
        { label: 'Same window', value: '_self' },
        { label: 'New window', value: '_blank' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Shown in the menu dialog.' } },
    { name: 'sort', type: 'number', defaultValue: 0, index: true },
    { name: 'showOnMenu', type: 'checkbox', defaultValue: true },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'menu-entries',
      index: true,
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
  ],
}

export const FooterColumns: CollectionConfig = {
  slug: 'footer-columns',
  admin: { group: 'Navigation', useAsTitle: 'title', defaultColumns: ['title', 'sort'] },
  access: editorWrites,
  defaultSort: 'sort',
  hooks: invalidateOnChange('footer'),
  fields: [
    translatable({ name: 'title', type: 'text' }, { requiredInEnglish: true }),
    { name: 'sort', type: 'number', defaultValue: 0, index: true },
    {
      name: 'listItems',
      label: 'Links',
      type: 'array',
      fields: [
        urlField('url', true),
        translatable({ name: 'fullName', type: 'text' }, { requiredInEnglish: true }),
        {
          name: 'shortName',
          type: 'text',
          localized: true,
          admin: { description: 'Tooltip text in the EXPERIENCES column.' },
        },
      ],
    },
  ],
}

export const PageMetas: CollectionConfig = {
  slug: 'page-metas',
  admin: { group: 'Navigation', useAsTitle: 'path', defaultColumns: ['path', 'title'] },
  access: editorWrites,
  defaultSort: 'path',
  hooks: invalidateOnChange('metas'),
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: "The page's route, e.g. / or /press-room/about-us." },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\/[a-z0-9\-/]*$/.test(value) ? true : 'A route such as /contact',
    },
    translatable({ name: 'title', type: 'text' }, { requiredInEnglish: true }),
    translatable({ name: 'description', type: 'textarea' }, { requiredInEnglish: true }),
    {
      name: 'hideAuth',
      label: 'Hide the agency area in the header',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A signed-in agent does not see the agency bar on this page (spec: hideAuth).' },
    },
  ],
}
