import { stat } from 'node:fs/promises'
import path from 'node:path'
import { type CollectionConfig, NotFound } from 'payload'
import { editorWrites } from '@/cms/access'
import { hasControlCharacter } from '@/domain/text'
import { env } from '@/lib/env'

const WEBP = { format: 'webp', options: { quality: 72 } } as const

export const mediaDir = () => path.resolve(env().MONSOON_DATA_DIR ?? '.data', 'media')

/** Names our uploads can have: no path separators, no control characters, no dot-only names. */
const isFileName = (name: string) =>
  name.length > 0 && name.length <= 255 && !/[/\\]/.test(name) && !/^\.{1,2}$/.test(name) && !hasControlCharacter(name)

/**
 * An unknown file is a 404. Payload's own handler answers a missing file with a 500 and logs the
 * name it was asked for (a CR/LF in it forges a log line), so this one answers first.
 */
async function missingFileIsNotFound(_req: unknown, args: { params: { filename: string } }): Promise<void> {
  const filename = args.params.filename
  const file = path.resolve(mediaDir(), filename)
  const isInside = isFileName(filename) && file.startsWith(`${mediaDir()}${path.sep}`)
  const found = isInside ? await stat(file).catch(() => null) : null
  if (!found?.isFile()) throw new NotFound()
}

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
    handlers: [missingFileIsNotFound],
  },
  fields: [{ name: 'alt', label: 'Alternative text', type: 'text', required: true }],
}
