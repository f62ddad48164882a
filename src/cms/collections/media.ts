import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { editorWrites } from '../access'

const WEBP = { format: 'webp', options: { quality: 72 } } as const

export const mediaDir = () => path.resolve(process.env.MONSOON_DATA_DIR ?? '.data', 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: editorWrites,
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    // WebP variants at three widths: pages pick one per screen with srcset (ADR 014).
    imageSizes: [
      { name: 'thumbnail', width: 480, formatOptions: WEBP },
      { name: 'card', width: 960, formatOptions: WEBP },
      { name: 'wide', width: 1600, formatOptions: WEBP, withoutEnlargement: true },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', label: 'Alternative text', type: 'text', required: true }],
}
