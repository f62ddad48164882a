import type { Field } from 'payload'
import { bodyField, imageField, listCollection, slugField, sortField } from '@/cms/fields/editorial'
import { urlField } from '@/cms/fields/link'
import { translatable } from '@/cms/fields/localized'
import { EDITORIAL_PATHS, journalEntryPath, webinarGroupPath } from '@/domain/editorial-routes'
import {
  JOURNAL_KIND_LABELS,
  JOURNAL_KINDS,
  JOURNAL_SECTION_LABELS,
  JOURNAL_SECTIONS,
  type TJournalSection,
} from '@/domain/journal'

/**
 * The marketplace's editorial half, part 1 (issue 16, ADR 024): the journal (one list of entries of
 * four kinds, filed under the journal's three sections, tagged with categories), the "lay your head
 * down" hotels, and the webinars in their groups. Drafts, preview on the real page, scheduled
 * publishing of journal entries and webinars; a save expires the pages built from them (ADR 014).
 */

const JOURNAL = 'Journal & webinars'
const text = (doc: Record<string, unknown>, name: string) => (typeof doc[name] === 'string' ? doc[name] : '')

const nations: Field = { name: 'nations', type: 'relationship', relationTo: 'nations', hasMany: true, index: true }

/** What search engines and link previews show; the title and excerpt when left empty. */
const seoField: Field = {
  name: 'seo',
  label: 'Search engines and sharing',
  type: 'group',
  admin: { description: 'Leave empty to use the title and the excerpt.' },
  fields: [
    { name: 'title', type: 'text', maxLength: 70, admin: { description: 'At most 70 characters.' } },
    { name: 'description', type: 'textarea', maxLength: 160, admin: { description: 'At most 160 characters.' } },
  ],
}

export const JournalCategories = listCollection({
  slug: 'journal-categories',
  translate: ['name'],
  labels: { singular: 'Journal category', plural: 'Journal categories' },
  admin: { group: JOURNAL, useAsTitle: 'name', defaultColumns: ['name', 'image', 'sort', '_status'] },
  tag: 'journal',
  pathOf: () => EDITORIAL_PATHS.theJournal,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
    imageField('image', 'The tile on the journal’s home page. A category without an image is not shown there.'),
    sortField(),
  ],
})

export const JournalEntries = listCollection({
  slug: 'journal-entries',
  labels: { singular: 'Journal entry', plural: 'Journal' },
  admin: {
    group: JOURNAL,
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'section', 'date', 'author', '_status'],
    listSearchableFields: ['title', 'excerpt', 'author'],
    description:
      'Articles, mindful travels, word on the street and posts. Each is filed under one section of the journal.',
  },
  tag: 'journal',
  schedulePublish: true,
  pathOf: (doc) => journalEntryPath((text(doc, 'section') || 'on-location') as TJournalSection, text(doc, 'slug')),
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'article',
          index: true,
          options: JOURNAL_KINDS.map((value) => ({ value, label: JOURNAL_KIND_LABELS[value] })),
        },
        {
          name: 'section',
          label: 'Filed under',
          type: 'select',
          required: true,
          defaultValue: 'on-location',
          index: true,
          options: JOURNAL_SECTIONS.map((value) => ({ value, label: JOURNAL_SECTION_LABELS[value] })),
        },
      ],
    },
    slugField('title'),
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          label: 'Publication date',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM dd, yyyy' } },
        },
        { name: 'author', type: 'text' },
      ],
    },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the lists and link previews (at most 300 characters).' },
    },
    imageField('image', 'The hero image of the entry and its card in the lists.', true),
    bodyField('body', 'Text'),
    { name: 'categories', type: 'relationship', relationTo: 'journal-categories', hasMany: true, index: true },
    nations,
    seoField,
  ],
})

export const ShowcaseHotels = listCollection({
  slug: 'showcase-hotels',
  labels: { singular: 'Lay your head down hotel', plural: 'Lay your head down' },
  admin: {
    group: JOURNAL,
    useAsTitle: 'name',
    defaultColumns: ['name', 'nation', 'location', 'sort', '_status'],
    description: 'Our favourite places to stay, by nation, shown on Lay your head down.',
  },
  tag: 'showcase-hotels',
  pathOf: () => EDITORIAL_PATHS.layYourHeadDown,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    {
      type: 'row',
      fields: [
        { name: 'nation', type: 'relationship', relationTo: 'nations', required: true, index: true },
        { name: 'location', type: 'text', admin: { description: 'e.g. Luang Prabang' } },
      ],
    },
    {
      name: 'review',
      type: 'textarea',
      required: true,
      maxLength: 800,
      admin: { description: 'A short review: why we love it and whom it suits.' },
    },
    {
      name: 'highlights',
      type: 'array',
      maxRows: 6,
      fields: [translatable({ name: 'text', type: 'text' }, { requiredInEnglish: true })],
    },
    {
      name: 'images',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      required: true,
      fields: [imageField('image', undefined, true)],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hotel',
          type: 'relationship',
          relationTo: 'hotels',
          admin: { description: 'The hotel in the catalogue, if agents can book it in the vault.' },
        },
        {
          name: 'program',
          type: 'relationship',
          relationTo: 'programs',
          admin: { description: 'A day program nearby, linked from the hotel.' },
        },
      ],
    },
    sortField(),
  ],
})

export const WebinarGroups = listCollection({
  slug: 'webinar-groups',
  translate: ['name'],
  labels: { singular: 'Webinar group', plural: 'Webinar groups' },
  admin: { group: JOURNAL, useAsTitle: 'name', defaultColumns: ['name', 'nation', 'sort', '_status'] },
  tag: 'webinars',
  pathOf: (doc) => webinarGroupPath(text(doc, 'slug')),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
    imageField(),
    {
      name: 'nation',
      type: 'relationship',
      relationTo: 'nations',
      index: true,
      admin: { description: 'Leave empty for a group about several nations.' },
    },
    sortField(),
  ],
})

export const Webinars = listCollection({
  slug: 'webinars',
  labels: { singular: 'Webinar', plural: 'Webinars' },
  admin: {
    group: JOURNAL,
    useAsTitle: 'title',
    defaultColumns: ['title', 'group', 'startsAt', 'durationMinutes', '_status'],
    description: 'Upcoming webinars show their registration link and a calendar file; held ones their recording.',
  },
  tag: 'webinars',
  schedulePublish: true,
  defaultSort: '-startsAt',
  pathOf: (doc) => {
    const group = doc.group && typeof doc.group === 'object' ? text(doc.group as Record<string, unknown>, 'slug') : ''
    return group ? webinarGroupPath(group) : EDITORIAL_PATHS.webinars
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      type: 'row',
      fields: [
        { name: 'group', type: 'relationship', relationTo: 'webinar-groups', required: true, index: true },
        nations,
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Starts at',
          type: 'date',
          required: true,
          index: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
            description: 'In your own time zone; visitors see it in theirs.',
          },
        },
        {
          name: 'durationMinutes',
          label: 'Duration (minutes)',
          type: 'number',
          required: true,
          min: 10,
          max: 480,
          defaultValue: 60,
        },
      ],
    },
    {
      name: 'speaker',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text' },
          ],
        },
      ],
    },
    { name: 'summary', type: 'textarea', required: true, maxLength: 1000 },
    urlField('registrationUrl', false, 'Where agents register (upcoming webinars).'),
    urlField('recordingUrl', false, 'The recording (held webinars).'),
    imageField(),
  ],
})

export const JOURNAL_COLLECTIONS = [JournalCategories, JournalEntries, ShowcaseHotels, WebinarGroups, Webinars]
