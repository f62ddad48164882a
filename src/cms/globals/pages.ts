import type { Field, GlobalConfig } from 'payload'
import { bodyField, cardsField, imageField, PAGE_HEAD, pageGlobal, sectionsField } from '@/cms/fields/editorial'
import { translatable } from '@/cms/fields/localized'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'
import { GLOBAL_PAGES, LIST_HEADS, type TBlock } from '@/domain/page-types'

/**
 * The single editorial pages (spec §3 Page content groups), one global each (ADR 014), built from
 * the page-type table in src/domain/page-types.ts (ADR 022): a page's blocks name its fields.
 */

const factsField: Field = {
  name: 'facts',
  label: 'Key figures',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', type: 'text', required: true, admin: { description: 'e.g. 1998 or 5' } },
        { name: 'label', type: 'text', required: true, admin: { description: 'e.g. Founded or Countries' } },
      ],
    },
  ],
}

const slidesField: Field = {
  name: 'slides',
  label: 'Pages',
  type: 'array',
  minRows: 1,
  admin: { description: 'Each entry is one page of the modal, in order; the page indicator counts them.' },
  fields: [{ name: 'title', type: 'text', required: true }, imageField(), bodyField('content', 'Content')],
}

const formTextFields: Field[] = [
  { name: 'formTitle', type: 'text', required: true },
  { name: 'formIntro', type: 'textarea' },
  {
    name: 'successMessage',
    type: 'textarea',
    required: true,
    admin: { description: 'Shown after a visitor sends the form.' },
  },
]

const homeFields: Field[] = [
  { name: 'heroTitle', type: 'text', required: true },
  { name: 'heroSubtitle', type: 'textarea' },
  imageField('heroImage'),
  { name: 'introTitle', type: 'text' },
  { name: 'introText', type: 'textarea' },
  cardsField('highlights'),
]

const salesOffices: Field = {
  name: 'offices',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        // An office's name is words too ("Monsoon Australien und Neuseeland").
        translatable({ name: 'name', type: 'text' }, { requiredInEnglish: true }),
        { name: 'region', type: 'text', required: true, admin: { description: 'Markets covered, e.g. DACH' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true },
        { name: 'country', type: 'text' },
      ],
    },
    { name: 'address', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    { name: 'contactName', type: 'text' },
  ],
}

const contactOffices: Field = {
  name: 'offices',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'hours', type: 'text' },
      ],
    },
    { name: 'address', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
  ],
}

const stepsField: Field = {
  name: 'steps',
  type: 'array',
  minRows: 1,
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'text',
      options: [
        { label: 'Image', value: 'image' },
        { label: 'Text', value: 'text' },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    imageField(),
  ],
}

/** The back office's fields of each block of the page-type table (ADR 022). */
const BLOCK_FIELDS: { [K in TBlock['block']]: (block: Extract<TBlock, { block: K }>) => Field[] } = {
  head: () => PAGE_HEAD,
  title: () => [{ name: 'title', type: 'text', required: true }],
  facts: () => [factsField],
  sections: ({ name, label }) => [sectionsField(name, label)],
  cards: ({ name, label }) => [cardsField(name, label)],
  offices: ({ variant }) => [variant === 'sales' ? salesOffices : contactOffices],
  form: () => formTextFields,
  slides: () => [slidesField],
  steps: () => [stepsField],
  home: () => homeFields,
}

const fieldsOf = (blocks: readonly TBlock[]): Field[] =>
  blocks.flatMap((block) => (BLOCK_FIELDS[block.block] as (block: TBlock) => Field[])(block))

/** Headings and introductions of the list pages, whose entries are collections of their own. */
const listHead = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [{ name: 'title', type: 'text', required: true }, { name: 'subtitle', type: 'textarea' }, imageField()],
})

export const ListPages = pageGlobal({
  slug: 'list-pages',
  label: 'List page headings',
  path: EDITORIAL_PATHS.faq,
  description: 'The heading, introduction and image of each page that lists entries (FAQs, team, inspirations…).',
  fields: Object.entries(LIST_HEADS).map(([name, label]) => listHead(name, label)),
})

/** One global per page of the page-type table that has content of its own, then the list headings. */
export const PAGE_GLOBALS: GlobalConfig[] = [
  ...GLOBAL_PAGES.map(({ page, global }) =>
    pageGlobal({
      slug: global.slug,
      label: page.label,
      path: page.path,
      tag: global.tag,
      dbName: global.dbName,
      description: global.description,
      fields: fieldsOf(global.blocks),
    }),
  ),
  ListPages,
]
