import type { Media } from '@/payload-types'

type TUpload = string | Media | null | undefined

/** The public URL of an upload, preferring a resized variant when one exists. */
export function mediaUrl(upload: TUpload, size?: 'thumbnail' | 'card'): string | null {
  if (!upload || typeof upload === 'string') return null
  const sized = size ? upload.sizes?.[size]?.url : null
  return sized ?? upload.url ?? null
}
