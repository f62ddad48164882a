import 'server-only'
import {
  type TVideo,
  type TVideoCaptions,
  type TVideoCategory,
  type TVideoSource,
  VIDEO_CHANNELS,
} from '@/domain/video'
import type { Video, VideoCategory } from '@/payload-types'
import { fileRef, image, isVisible, nationRefs, readEntries, type TRead, text } from './read'

/**
 * Reads behind the video platform, Monsoon TV and the cruise line's films (issue 17): the pages and
 * the page-content API (spec §7 Videoplatform, CruiseVideo) read the same cached lists, dropped
 * when an editor saves a video or a category (tag `videos`).
 */

const TAG = 'videos'

/** An uploaded file as the player needs it; null when the file was deleted (or only its id was loaded). */
function fileOf(value: Parameters<typeof fileRef>[0]): { url: string; mimeType: string } | null {
  const file = fileRef(value)
  return file?.mimeType ? { url: file.url, mimeType: file.mimeType } : null
}

function sourceOf(doc: Video): TVideoSource | null {
  if (doc.source === 'embed') {
    const url = text(doc.embedUrl)?.trim()
    return url ? { kind: 'embed', url } : null
  }
  const file = fileOf(doc.file)
  return file ? { kind: 'file', ...file } : null
}

/** Captions only play with an uploaded file; an embed's host has its own. */
function captionsOf(doc: Video): TVideoCaptions | null {
  if (doc.source !== 'file') return null
  const file = fileOf(doc.captions?.file)
  if (!file) return null
  return {
    url: file.url,
    language: text(doc.captions?.language)?.trim() || 'en',
    label: text(doc.captions?.label)?.trim() || 'English',
  }
}

function categoryOf(value: string | VideoCategory | null | undefined, options: TRead): TVideo['category'] {
  return value && typeof value === 'object' && value.slug && isVisible(value, options)
    ? { slug: value.slug, name: value.name }
    : null
}

const isChannel = (value: string): value is TVideo['channels'][number] =>
  (VIDEO_CHANNELS as readonly string[]).includes(value)

/** Every video category in the editors' order. A category without a slug has no anchor or filter value. */
export function getVideoCategories(options: TRead = {}): Promise<TVideoCategory[]> {
  return readEntries('video-categories', options, {
    map: (doc): TVideoCategory | null =>
      doc.slug ? { _id: doc.id, slug: doc.slug, name: doc.name, description: text(doc.description) } : null,
    tag: TAG,
    depth: 0,
  })
}

/**
 * Every video of every channel, newest first (videos of the same day in the editors' order). A
 * video with nothing to play (its file deleted, no address) is left out; one whose poster was
 * deleted plays on a plain frame, and one whose category was deleted or is still in draft is
 * listed without a category.
 */
export function getVideos(options: TRead = {}): Promise<TVideo[]> {
  return readEntries('videos', options, {
    map: (doc): TVideo | null => {
      const source = sourceOf(doc)
      if (!doc.slug || !source) return null
      return {
        _id: doc.id,
        slug: doc.slug,
        title: doc.title,
        description: text(doc.description),
        category: categoryOf(doc.category, options),
        channels: (doc.channels ?? []).filter(isChannel),
        poster: image(doc.poster),
        source,
        captions: captionsOf(doc),
        durationSeconds: doc.durationSeconds ?? null,
        date: doc.date,
        nations: nationRefs(doc.nations),
      }
    },
    tag: TAG,
    sort: ['-date', 'sort', 'title'],
  })
}

/** The videos of one channel: the video library, Monsoon TV or the cruise line, newest first. */
export async function getChannelVideos(channel: TVideo['channels'][number], options: TRead = {}): Promise<TVideo[]> {
  return (await getVideos(options)).filter((video) => video.channels.includes(channel))
}
