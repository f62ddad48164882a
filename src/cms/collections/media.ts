import { type CollectionConfig, NotFound } from 'payload'
import { editorWrites } from '@/cms/access'
import { translatable } from '@/cms/fields/localized'
import { invalidateOnChange } from '@/cms/hooks/invalidate'
import { isUploadFileName, type TUploadCollection } from '@/domain/uploads'
import { isUploadOnDisk, UPLOAD_CACHE_CONTROL, uploadDir, uploadFileOnDisk } from '@/lib/upload-files'

const WEBP = { format: 'webp', options: { quality: 72 } } as const

/**
 * An unknown file is a 404. Payload's own handler answers a missing file with a 500 and logs the
 * name it was asked for (a CR/LF in it forges a log line), so this one answers first. On S3 the
 * storage plugin's handler answers a missing object with a 404 itself, but a name that is not a
 * file name (`x\`, `..`) makes it throw a 500: `badNameIsNotFound` answers those first.
 */
const badNameIsNotFound = async (_req: unknown, args: { params: { filename: string } }): Promise<void> => {
  if (!isUploadFileName(args.params.filename)) throw new NotFound()
}

/** The handlers that answer before Payload's (on disk) or the storage plugin's (on S3). */
const fileHandlers = (collection: TUploadCollection) =>
  isUploadOnDisk() ? [missingFileIsNotFound(collection)] : [badNameIsNotFound]

const missingFileIsNotFound =
  (collection: TUploadCollection) =>
  async (_req: unknown, args: { params: { filename: string } }): Promise<void> => {
    if (!(await uploadFileOnDisk(collection, args.params.filename))) throw new NotFound()
  }

/**
 * The HTTP front serves most files itself, with these headers (ADR 050); what Payload still serves
 * from disk (a `?prefix=` address, a kind the front does not know) is cached alike.
 */
const cacheable = ({ headers }: { headers: Headers }) => {
  headers.set('Cache-Control', UPLOAD_CACHE_CONTROL)
  return headers
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: editorWrites,
  // The catalogue's in-memory lists carry image addresses (ADR 028): a replaced image shows at once.
  hooks: invalidateOnChange('media'),
  upload: {
    staticDir: uploadDir('media'),
    mimeTypes: ['image/*'],
    // WebP variants at three widths: pages pick one per screen with srcset (ADR 014).
    imageSizes: [
      { name: 'thumbnail', width: 480, formatOptions: WEBP },
      { name: 'card', width: 960, formatOptions: WEBP },
      { name: 'wide', width: 1600, formatOptions: WEBP, withoutEnlargement: true },
    ],
    adminThumbnail: 'thumbnail',
    handlers: fileHandlers('media'),
    modifyResponseHeaders: cacheable,
  },
  fields: [{ name: 'alt', label: 'Alternative text', type: 'text', required: true }],
}

/** The file types a page links to or plays: PDF hard copies, video files and their captions. */
export const FILE_MIME_TYPES = ['application/pdf', 'video/mp4', 'video/webm', 'text/vtt'] as const

/**
 * Documents and videos (issue 17): what is not a picture. Kept apart from the media library so
 * image pickers offer only images and these never get image variants.
 */
export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: 'File', plural: 'Files (PDF, video, captions)' },
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'filename', 'mimeType', 'filesize'] },
  access: editorWrites,
  // Videos and Beyond link to these files: a replaced or deleted file shows on their pages at once.
  hooks: {
    afterChange: [...invalidateOnChange('videos').afterChange, ...invalidateOnChange('beyond').afterChange],
    afterDelete: [...invalidateOnChange('videos').afterDelete, ...invalidateOnChange('beyond').afterDelete],
  },
  upload: {
    staticDir: uploadDir('files'),
    mimeTypes: [...FILE_MIME_TYPES],
    handlers: fileHandlers('files'),
    modifyResponseHeaders: cacheable,
  },
  fields: [
    // What the link says, in each language (issue 58).
    translatable(
      { name: 'title', type: 'text', admin: { description: 'What visitors see on the link.' } },
      { requiredInEnglish: true },
    ),
  ],
}
