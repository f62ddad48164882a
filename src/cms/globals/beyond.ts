import type { Field } from 'payload'
import { bodyField, imageField, listCollection, pageGlobal, slugField, sortField } from '@/cms/fields/editorial'
import { urlField } from '@/cms/fields/link'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'

/**
 * Beyond (spec §3 "Beyond page" and "Legacy Beyond item"; issue 17, ADR 026): one page in four
 * addresses (cover, the story, the hard copy, the films) edited as one global, and the films of the
 * earlier Beyond pages as a list. A save expires all four pages (tag `beyond`).
 */

const TAG = 'beyond'
const percent = (name: string, label: string, defaultValue: number): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  defaultValue,
  admin: { step: 0.1, description: '% of the image' },
})

const isEmbedded = (data: Record<string, unknown> | undefined) => Boolean(data?.isEmbedded)

export const BeyondPage = pageGlobal({
  slug: 'beyond-page',
  label: 'Beyond',
  path: EDITORIAL_PATHS.beyond,
  tag: TAG,
  description: 'The Beyond page: its cover, the story, the reels and the hard copy, shown at four addresses.',
  fields: [
    {
      name: 'isPublic',
      label: 'Public',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'When off, the four Beyond addresses answer “not found”.' },
    },
    { name: 'title', type: 'text', required: true },
    // Room for a translation: German and French run a third longer than the English (issue 58).
    { name: 'shortDescription', type: 'textarea', required: true, maxLength: 600 },
    {
      name: 'buttonText',
      type: 'text',
      required: true,
      defaultValue: 'Read the story',
      admin: { description: 'The cover’s button to the story.' },
    },
    imageField('coverImage', 'The full-width cover.', true),
    {
      name: 'infoCoverImage',
      label: 'Info cover image',
      type: 'group',
      admin: { description: 'A second cover beside the short description, cut to the area given here.' },
      fields: [
        imageField('image'),
        {
          type: 'row',
          fields: [
            percent('left', 'Left', 0),
            percent('top', 'Top', 0),
            percent('width', 'Width', 100),
            percent('height', 'Height', 100),
          ],
        },
      ],
    },
    {
      name: 'introduceImages',
      type: 'array',
      maxRows: 6,
      fields: [imageField('image', undefined, true)],
    },
    bodyField('description', 'Description'),
    {
      name: 'contentImages',
      type: 'array',
      admin: { description: 'Pictures of the story, in rows; each has a category (its caption).' },
      fields: [
        {
          type: 'row',
          fields: [
            imageField('image', undefined, true),
            { name: 'category', type: 'text', required: true },
            { name: 'row', type: 'number', required: true, min: 1, max: 50, defaultValue: 1, admin: { step: 1 } },
          ],
        },
      ],
    },
    bodyField('content', 'Content'),
    {
      name: 'reels',
      type: 'array',
      maxRows: 12,
      fields: [
        { name: 'title', type: 'text', required: true },
        imageField('thumbnail', undefined, true),
        {
          name: 'isEmbedded',
          label: 'A YouTube or Vimeo video',
          type: 'checkbox',
          defaultValue: false,
        },
        {
          ...urlField('videoUrl', false, 'The YouTube or Vimeo address.'),
          admin: { condition: (_: unknown, sibling: Record<string, unknown>) => isEmbedded(sibling) },
        } as Field,
        {
          name: 'video',
          type: 'upload',
          relationTo: 'files',
          filterOptions: { mimeType: { in: ['video/mp4', 'video/webm'] } },
          admin: { condition: (_: unknown, sibling: Record<string, unknown>) => !isEmbedded(sibling) },
        },
      ],
    },
    {
      name: 'hardcopy',
      label: 'Hard copy',
      type: 'group',
      fields: [
        imageField('image', 'The printed edition’s cover.'),
        {
          name: 'pdf',
          label: 'PDF',
          type: 'upload',
          relationTo: 'files',
          filterOptions: { mimeType: { equals: 'application/pdf' } },
        },
        { name: 'buttonText', type: 'text', defaultValue: 'Download the PDF' },
      ],
    },
  ],
})

export const BeyondItems = listCollection({
  slug: 'beyond-items',
  labels: { singular: 'Beyond film', plural: 'Beyond films' },
  admin: {
    group: 'Pages',
    useAsTitle: 'title',
    defaultColumns: ['title', 'createAt', 'duration', 'isPublic', '_status'],
    description: 'The films of the earlier Beyond pages, listed on /marketplace/beyond/index0.',
  },
  tag: TAG,
  pathOf: () => EDITORIAL_PATHS.beyondIndex0,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      type: 'row',
      fields: [
        {
          name: 'createAt',
          label: 'Date',
          type: 'date',
          required: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM dd, yyyy' } },
        },
        { name: 'duration', type: 'text', maxLength: 12, admin: { description: 'As shown, e.g. 3:45' } },
      ],
    },
    imageField('image', 'The film’s picture.', true),
    { name: 'isEmbeded', label: 'A YouTube or Vimeo video', type: 'checkbox', defaultValue: true },
    urlField('videoUrl', false, 'The YouTube or Vimeo address, or the address of the video file.'),
    {
      name: 'download',
      type: 'upload',
      relationTo: 'files',
      admin: { description: 'A file to download with the film (e.g. its PDF notes).' },
    },
    urlField('downloadUrl', false, 'Or the address of a download elsewhere.'),
    {
      name: 'isPublic',
      label: 'Public',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Off: kept here, not listed on the site.' },
    },
    sortField(),
  ],
})
