import type { TImage } from '@/domain/editorial'
import type { TFileRef } from '@/domain/media-contract'
import type { File, Media } from '@/payload-types'

type TUpload = string | Media | null | undefined

/** The public URL of an upload, preferring a resized variant when one exists. */
export function mediaUrl(upload: TUpload, size?: 'thumbnail' | 'card' | 'wide'): string | null {
  if (!upload || typeof upload === 'string') return null
  const sized = size ? upload.sizes?.[size]?.url : null
  return sized ?? upload.url ?? null
}

const VARIANTS = ['thumbnail', 'card', 'wide'] as const

/**
 * An upload as pages lay it out: the original's size (so the browser reserves the space before the
 * file arrives) and the WebP variants as a srcset.
 */
export function imageOf(upload: TUpload): TImage | null {
  if (!upload || typeof upload === 'string' || !upload.url) return null
  const variants = VARIANTS.flatMap((name) => {
    const size = upload.sizes?.[name]
    return size?.url && size.width ? [`${size.url} ${size.width}w`] : []
  })
  return {
    url: upload.url,
    alt: upload.alt ?? '',
    width: upload.width ?? null,
    height: upload.height ?? null,
    srcSet: variants.length > 0 ? variants.join(', ') : null,
  }
}

/** A document of the files collection (a PDF, a video, captions) as a link or a player needs it; none when only its id was loaded. */
export function fileRefOf(upload: string | File | null | undefined): TFileRef | null {
  if (!upload || typeof upload === 'string' || !upload.url) return null
  return {
    url: upload.url,
    title: upload.title ?? '',
    filename: upload.filename ?? upload.url.slice(upload.url.lastIndexOf('/') + 1),
    mimeType: upload.mimeType?.trim() ? upload.mimeType : null,
    filesize: upload.filesize ?? null,
  }
}
