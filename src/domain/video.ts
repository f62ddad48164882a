import { z } from 'zod'
import { searchWords } from './editorial'
import { ZImage, ZNationRef } from './media-contract'

/**
 * A video of the video platform (issue 17) as the pages render it and the API returns it: an
 * embedded YouTube/Vimeo video or a file from the media library, with its poster and captions.
 * The player's own helpers live in `video-embed.ts` (no zod, for the browser) and are re-exported
 * here, so server code has one module to import.
 */

export {
  EMBED_ORIGINS,
  embedOf,
  formatDuration,
  isoDuration,
  type TEmbed,
  type TEmbedProvider,
} from './video-embed'

/** Where a video is listed: the video library, Monsoon TV, the cruise videos. */
export const VIDEO_CHANNELS = ['library', 'tv', 'cruise'] as const
export type TVideoChannel = (typeof VIDEO_CHANNELS)[number]

export const ZVideoCategory = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
})
export type TVideoCategory = z.output<typeof ZVideoCategory>

/** An embed is played by its host; a file is played by the browser, which needs its type to pick a source. */
export const ZVideoSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embed'), url: z.string() }),
  z.object({ kind: z.literal('file'), url: z.string(), mimeType: z.string() }),
])
export type TVideoSource = z.output<typeof ZVideoSource>

/** A WebVTT captions file; `language` is a BCP 47 tag (`en`, `th`), what `<track srclang>` expects. */
export const ZVideoCaptions = z.object({ url: z.string(), language: z.string(), label: z.string() })
export type TVideoCaptions = z.output<typeof ZVideoCaptions>

export const ZVideo = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  channels: z.array(z.enum(VIDEO_CHANNELS)),
  poster: ZImage.nullable(),
  source: ZVideoSource,
  captions: ZVideoCaptions.nullable(),
  durationSeconds: z.number().nullable(),
  /** ISO 8601 date-time. */
  date: z.string(),
  nations: z.array(ZNationRef),
})
export type TVideo = z.output<typeof ZVideo>

/**
 * The videos of a category (by slug) whose title, description or category name contain every word
 * of the query, accents and case ignored, in their order; no query and no category keep them all.
 */
export function searchVideos(videos: TVideo[], { query, category }: { query?: string; category?: string }): TVideo[] {
  const words = searchWords(query ?? '')
  return videos.filter((video) => {
    if (category && video.category?.slug !== category) return false
    if (words.length === 0) return true
    // Folded as searchWords folds the query, so "hoi an" finds "Hội An".
    const haystack = [video.title, video.description ?? '', video.category?.name ?? '']
      .join('\n')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}
