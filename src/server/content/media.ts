import type { TImage } from '@/domain/editorial'
import type { Media } from '@/payload-types'

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
