import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { editorWrites } from '../access'

export const mediaDir = () => path.resolve(process.env.MONSOON_DATA_DIR ?? '.data', 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: editorWrites,
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 480 },
      { name: 'card', width: 960 },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', label: 'Alternative text', type: 'text', required: true }],
}
