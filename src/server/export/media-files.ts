import 'server-only'
import path from 'node:path'
import sharp from 'sharp'
import { readUpload } from '@/cms/upload-storage'
import type { TExportDocument } from '@/domain/booking-export'
import { logger } from '@/lib/logger'

/** An image as a document file holds it: Word and PDF take PNG and JPEG, not the site's WebP. */
export type TDocumentImage = { data: Buffer; width: number; height: number; format: 'png' | 'jpg' }

/**
 * An uploaded image read from the media storage (disk or S3) and re-encoded for a document, at
 * most `maxWidth` px wide; null when the file is missing or unreadable: the document goes without
 * it. A logo keeps its transparency as PNG; a photo is a JPEG.
 */
async function documentImage(
  filename: string,
  options: { maxWidth: number; format: 'png' | 'jpg' },
): Promise<TDocumentImage | null> {
  try {
    const file = await readUpload('media', filename)
    if (!file) throw new Error('No such file in the media storage')
    const resized = sharp(file).resize({ width: options.maxWidth, withoutEnlargement: true })
    const { data, info } = await (options.format === 'png' ? resized.png() : resized.jpeg({ quality: 78 })).toBuffer({
      resolveWithObject: true,
    })
    return { data, width: info.width, height: info.height, format: options.format }
  } catch (error) {
    logger.warn('An image is left out of a document', {
      filename: path.basename(filename),
      message: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}

/** Each distinct photo of a document, read once: by file name. */
async function documentImages(
  filenames: readonly string[],
  options: { maxWidth: number; format: 'png' | 'jpg' },
): Promise<Map<string, TDocumentImage>> {
  const unique = [...new Set(filenames)]
  const images = await Promise.all(unique.map((name) => documentImage(name, options)))
  return new Map(unique.flatMap((name, index) => (images[index] ? [[name, images[index]] as const] : [])))
}

/**
 * The images a booking's document shows, read from the media storage once: the agency's logo as a
 * PNG (at most 480 px wide) and each photo as a JPEG at most `photoWidth` px wide, by file name.
 */
export async function imagesOf(
  { document, brand }: { document: TExportDocument; brand: { logo: { filename: string } | null } },
  photoWidth: number,
): Promise<{ logo: TDocumentImage | null; photos: Map<string, TDocumentImage> }> {
  const photoFiles = document.days.flatMap((day) =>
    day.lines.flatMap((line) => (line.image ? [line.image.filename] : [])),
  )
  const [logo, photos] = await Promise.all([
    brand.logo ? documentImage(brand.logo.filename, { maxWidth: 480, format: 'png' }) : null,
    documentImages(photoFiles, { maxWidth: photoWidth, format: 'jpg' }),
  ])
  return { logo, photos }
}
