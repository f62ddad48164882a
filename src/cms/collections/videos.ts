import type { Field } from 'payload'
import { imageField, listCollection, slugField, sortField } from '@/cms/fields/editorial'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'
import { embedOf, VIDEO_CHANNELS } from '@/domain/video'

/**
 * The videos of spec §1 and §7 (issue 17, ADR 026): one library of videos, each shown on one or
 * more channels (the video platform, Monsoon TV, the expedition cruise line), in categories.
 * A video plays an uploaded file (with captions) or an embedded YouTube or Vimeo video; pages load
 * the player only when the visitor presses play.
 */

const VIDEOS = 'Videos'
const CHANNEL_LABELS = { library: 'Video platform', tv: 'Monsoon TV', cruise: 'Expedition cruise line' } as const
const isEmbed = (data: Record<string, unknown> | undefined) => data?.source === 'embed'

export const VideoCategories = listCollection({
  slug: 'video-categories',
  translate: ['name'],
  labels: { singular: 'Video category', plural: 'Video categories' },
  admin: { group: VIDEOS, useAsTitle: 'name', defaultColumns: ['name', 'sort', '_status'] },
  tag: 'videos',
  pathOf: () => EDITORIAL_PATHS.videoPlatform,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea', maxLength: 300 },
    sortField(),
  ],
})

const sourceFields: Field[] = [
  {
    name: 'source',
    type: 'radio',
    required: true,
    defaultValue: 'file',
    options: [
      { value: 'file', label: 'An uploaded file (MP4 or WebM)' },
      { value: 'embed', label: 'A YouTube or Vimeo video' },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'file',
    type: 'upload',
    relationTo: 'files',
    filterOptions: { mimeType: { in: ['video/mp4', 'video/webm'] } },
    admin: { condition: (data) => !isEmbed(data), description: 'An MP4 (H.264) plays in every browser.' },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
      isEmbed(siblingData) || value ? true : 'Upload the video file, or choose a YouTube or Vimeo video',
  },
  {
    name: 'embedUrl',
    label: 'YouTube or Vimeo address',
    type: 'text',
    admin: {
      condition: (data) => isEmbed(data),
      description:
        'e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/… (visitors load it only when they press play)',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      if (!isEmbed(siblingData)) return true
      return typeof value === 'string' && embedOf(value)
        ? true
        : 'Paste the address of a YouTube or Vimeo video, e.g. https://www.youtube.com/watch?v=…'
    },
  },
]

export const Videos = listCollection({
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: {
    group: VIDEOS,
    useAsTitle: 'title',
    defaultColumns: ['title', 'channels', 'category', 'date', '_status'],
    listSearchableFields: ['title', 'description'],
    description:
      'Shown on the video platform, Monsoon TV and the expedition cruise line, as each video’s channels say.',
  },
  tag: 'videos',
  defaultSort: '-date',
  pathOf: (doc) =>
    Array.isArray(doc.channels) && !doc.channels.includes('library') && doc.channels.includes('tv')
      ? EDITORIAL_PATHS.monsoonTv
      : EDITORIAL_PATHS.videoPlatform,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      type: 'row',
      fields: [
        {
          name: 'channels',
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: ['library'],
          index: true,
          options: VIDEO_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
        },
        { name: 'category', type: 'relationship', relationTo: 'video-categories', index: true },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    imageField('poster', 'Shown until the visitor presses play, and in the lists.', true),
    ...sourceFields,
    {
      name: 'captions',
      type: 'group',
      admin: { description: 'Subtitles for an uploaded video (a WebVTT file).' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'file',
              type: 'upload',
              relationTo: 'files',
              filterOptions: { mimeType: { equals: 'text/vtt' } },
            },
            { name: 'language', type: 'text', defaultValue: 'en', admin: { description: 'e.g. en, de, fr' } },
            { name: 'label', type: 'text', defaultValue: 'English' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'durationSeconds',
          label: 'Duration (seconds)',
          type: 'number',
          min: 1,
          max: 86_400,
          admin: { step: 1 },
        },
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM dd, yyyy' } },
        },
      ],
    },
    { name: 'nations', type: 'relationship', relationTo: 'nations', hasMany: true, index: true },
    sortField(),
  ],
})

export const VIDEO_COLLECTIONS = [VideoCategories, Videos]
