import { z } from 'zod'
import { ZFileRef, ZHtml, ZImage } from './media-contract'
import { PAGE_TYPES, type TBeyondPart } from './page-types'
import type { TVideo, TVideoSource } from './video'
import { embedOf, isoDuration } from './video-embed'

/**
 * Beyond (spec §3 "Beyond page" and "Legacy Beyond item", §7 BeyondClient; issue 17, ADR 026): one
 * page shown at four addresses, and the films of the earlier Beyond pages. The shapes keep the
 * spec's field names (`isEmbeded` of the films is the spec's spelling); the crop of the info cover
 * and the rows of the content images are worked out here, so the page and its tests share them.
 */

/** A rectangle of an image, each side in % of the image (the back office's cropper coordinates). */
export const ZCropCoordinates = z.object({
  height: z.number(),
  left: z.number(),
  top: z.number(),
  width: z.number(),
})
export type TCropCoordinates = z.output<typeof ZCropCoordinates>

export const ZBeyondInfoCover = z.object({
  /** The image's URL (the spec's name); the page shows only the `coordinates` of it. */
  imageUrlCropper: z.string().nullable(),
  coordinates: ZCropCoordinates,
  /** The same image with its size and alternative text, which the crop's proportions depend on. */
  image: ZImage.nullable(),
})
export type TBeyondInfoCover = z.output<typeof ZBeyondInfoCover>

export const ZBeyondContentImage = z.object({
  _id: z.string(),
  image: ZImage,
  /** Shown as the image's caption. */
  category: z.string(),
  /** Images of one row stand side by side; rows come in ascending order. */
  row: z.number(),
})
export type TBeyondContentImage = z.output<typeof ZBeyondContentImage>

export const ZBeyondReel = z.object({
  _id: z.string(),
  title: z.string(),
  thumbnail: ZImage.nullable(),
  /** A YouTube or Vimeo address in `video`; otherwise `video` is an uploaded file. */
  isEmbedded: z.boolean(),
  /** The video's address: the host's page for an embedded one, the file for an upload. */
  video: z.string(),
  /** The uploaded file's type (`video/mp4`); null for an embedded video. */
  mimeType: z.string().nullable(),
})
export type TBeyondReel = z.output<typeof ZBeyondReel>

export const ZBeyondHardcopy = z.object({
  /** The printed edition's cover. */
  image: ZImage.nullable(),
  pdf: ZFileRef.nullable(),
  buttonText: z.string(),
})
export type TBeyondHardcopy = z.output<typeof ZBeyondHardcopy>

/** The cover part of the page, its first fields. */
const ZBeyondCover = z.object({
  languageId: z.string(),
  coverImage: ZImage.nullable(),
  infoCoverImage: ZBeyondInfoCover,
  title: z.string(),
  shortDescription: z.string(),
  buttonText: z.string(),
  introduceImages: z.array(ZImage),
  isPublic: z.boolean(),
})

/**
 * The page with every field of spec §3 "Beyond page": BeyondClient/GetBeyondIntroduce (issue 55:
 * the cover alone left the page's body out; /marketplace/beyond and its parts show all of it).
 */
export const ZBeyondIntroduce = ZBeyondCover.extend({
  description: ZHtml,
  contentImages: z.array(ZBeyondContentImage),
  content: ZHtml,
  reels: z.array(ZBeyondReel),
  hardcopy: ZBeyondHardcopy,
})
export type TBeyondIntroduce = z.output<typeof ZBeyondIntroduce>

/** A film of the earlier Beyond pages (spec §3 "Legacy Beyond item"). */
export const ZBeyondItem = z.object({
  _id: z.string(),
  sort: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** ISO 8601 date-time; pages show it as "MMM DD, YYYY" (spec §9). */
  createAt: z.string(),
  /** A YouTube or Vimeo address when `isEmbeded`, otherwise the address of a video file. */
  videoUrl: z.string().nullable(),
  /** As the editor wrote it, e.g. "3:45". */
  duration: z.string().nullable(),
  /** The same in seconds, when it reads as m:ss or h:mm:ss. */
  durationSeconds: z.number().nullable(),
  /** The uploaded download's address, or else the address of a download elsewhere. */
  downloadUrl: z.string().nullable(),
  /** The uploaded download (its type and size for the link), null for one elsewhere. */
  download: ZFileRef.nullable(),
  isEmbeded: z.boolean(),
  isPublic: z.boolean(),
  image: ZImage.nullable(),
})
export type TBeyondItem = z.output<typeof ZBeyondItem>

/** The whole page with the public films: BeyondClient/GetBeyondDetail. */
export const ZBeyondDetail = ZBeyondIntroduce.extend({
  items: z.array(ZBeyondItem),
})
export type TBeyondDetail = z.output<typeof ZBeyondDetail>

/** The page as the back office holds it: everything but the caller's language and the films. */
export type TBeyondPage = Omit<TBeyondDetail, 'languageId' | 'items'>

/** The four parts in the sub-navigation's order, with their addresses and names from the page-type table. */
export const BEYOND_PARTS: readonly { part: TBeyondPart; path: string; label: string }[] = [
  { part: 'cover', path: PAGE_TYPES.beyond.path, label: PAGE_TYPES.beyond.label },
  { part: 'detail', path: PAGE_TYPES.beyondDetail.path, label: PAGE_TYPES.beyondDetail.label },
  { part: 'hardcopy', path: PAGE_TYPES.beyondDetailPage.path, label: PAGE_TYPES.beyondDetailPage.label },
  { part: 'items', path: PAGE_TYPES.beyondIndex0.path, label: PAGE_TYPES.beyondIndex0.label },
]

export const beyondPartPath = (part: TBeyondPart): string =>
  BEYOND_PARTS.find((entry) => entry.part === part)?.path ?? PAGE_TYPES.beyond.path

// ---------------------------------------------------------------------------------------------
// The info cover's crop

/** The narrowest side a crop may have, in % of the image: below it the box would be a sliver. */
export const MIN_CROP_PERCENT = 1

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback)

/**
 * The crop an editor gave, made to fit inside the image: each side between 1 % and 100 %, and moved
 * (never shrunk) so it ends at the image's edge at most. Missing or non-numeric values count as the
 * whole image.
 */
export function clampCrop(crop: TCropCoordinates): TCropCoordinates {
  const width = clamp(finiteOr(crop.width, 100), MIN_CROP_PERCENT, 100)
  const height = clamp(finiteOr(crop.height, 100), MIN_CROP_PERCENT, 100)
  return {
    width,
    height,
    left: clamp(finiteOr(crop.left, 0), 0, 100 - width),
    top: clamp(finiteOr(crop.top, 0), 0, 100 - height),
  }
}

export type TCropStyle = {
  /** The crop after clampCrop. */
  crop: TCropCoordinates
  /** The box's width over its height: the crop's own proportions in pixels of the image. */
  aspectRatio: number
  /** The image's size and offset inside the box, in % of the box (offsets are zero or negative). */
  width: number
  height: number
  left: number
  top: number
}

/**
 * How to show only the crop of an image with CSS (ADR 026): a box with the crop's proportions
 * (`aspect-ratio`, overflow hidden) and the image, absolutely placed, scaled so the crop fills the
 * box and moved so the crop's corner sits at the box's. An image of unknown size counts as square.
 */
export function cropStyle(crop: TCropCoordinates, size: { width: number | null; height: number | null }): TCropStyle {
  const clamped = clampCrop(crop)
  const imageWidth = size.width && size.width > 0 ? size.width : 1
  const imageHeight = size.height && size.height > 0 ? size.height : 1
  return {
    crop: clamped,
    aspectRatio: (clamped.width * imageWidth) / (clamped.height * imageHeight),
    width: (100 * 100) / clamped.width,
    height: (100 * 100) / clamped.height,
    // `0 - x`, not `-x`: a crop at the edge gives 0, not -0.
    left: 0 - (100 * clamped.left) / clamped.width,
    top: 0 - (100 * clamped.top) / clamped.height,
  }
}

/** A percentage for CSS, rounded to a ten-thousandth of a per cent (no float noise in the HTML). */
export const cssPercent = (value: number): string => `${Number(value.toFixed(4))}%`

// ---------------------------------------------------------------------------------------------
// Content images, films

export type TContentRow = { row: number; images: TBeyondContentImage[] }

/** The content images in rows: rows in ascending order, a row's images in the editor's order. */
export function contentRows(images: readonly TBeyondContentImage[]): TContentRow[] {
  const rows = new Map<number, TBeyondContentImage[]>()
  for (const image of images) {
    const row = rows.get(image.row)
    if (row) row.push(image)
    else rows.set(image.row, [image])
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([row, list]) => ({ row, images: list }))
}

/** Seconds of a duration written "m:ss" or "h:mm:ss" (minutes and seconds under 60 after an hour); null otherwise. */
export function parseDuration(text: string | null | undefined): number | null {
  const match = text?.trim().match(/^(?:(\d{1,3}):)?(\d{1,3}):(\d{2})$/)
  if (!match) return null
  const [, hours, minutes, seconds] = match
  if (Number(seconds) >= 60 || (hours !== undefined && Number(minutes) >= 60)) return null
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds)
}

const VIDEO_TYPES: Readonly<Record<string, string>> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm' }

/** The type of a video file by its address's extension (what `<source type>` needs); null for anything else. */
export function videoMimeType(url: string): string | null {
  const path = url.split(/[?#]/)[0] ?? ''
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return path.includes('.') ? (VIDEO_TYPES[extension] ?? null) : null
}

/** A size for a download link: "860 kB", "1.4 MB" (decimal units, as file managers show them). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1000) return `${Math.round(bytes)} B`
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  const megabytes = bytes / 1_000_000
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`
}

/** What kind of file a download is, for its link text: "PDF", "MP4"… from its type, else its name. */
export function fileKind(file: { mimeType?: string | null; filename?: string | null; url?: string | null }): string {
  if (file.mimeType === 'application/pdf') return 'PDF'
  const name = (file.filename ?? file.url ?? '').split(/[?#]/)[0] ?? ''
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : ''
  return /^[a-z0-9]{1,5}$/i.test(extension) ? extension.toUpperCase() : 'File'
}

/**
 * How a reel's or a film's address plays: a YouTube or Vimeo address in the host's player, a file
 * of a known video type in the browser's; anything else goes to the host (the player links to it).
 * The address decides, not the editor's "embedded" switch alone, so a file address under a switch
 * left on still plays.
 */
export function videoSourceOf(url: string, mimeType: string | null = null): TVideoSource {
  if (embedOf(url)) return { kind: 'embed', url }
  const type = mimeType ?? videoMimeType(url)
  return type ? { kind: 'file', url, mimeType: type } : { kind: 'embed', url }
}

const videoOf = (
  video: Pick<TVideo, '_id' | 'slug' | 'title' | 'description' | 'poster' | 'source' | 'durationSeconds' | 'date'>,
): TVideo => ({ ...video, category: null, channels: [], captions: null, nations: [] })

/** A reel as the video player takes it: its thumbnail the poster. */
export const reelVideo = (reel: TBeyondReel): TVideo =>
  videoOf({
    _id: reel._id,
    slug: reel._id,
    title: reel.title,
    description: null,
    poster: reel.thumbnail,
    source: videoSourceOf(reel.video, reel.mimeType),
    durationSeconds: null,
    date: '',
  })

/** A film as the video player takes it; null for a film without a video (it shows its picture). */
export function itemVideo(item: TBeyondItem): TVideo | null {
  if (!item.videoUrl) return null
  return videoOf({
    _id: item._id,
    slug: item.slug,
    title: item.title,
    description: item.description,
    poster: item.image,
    source: videoSourceOf(item.videoUrl),
    durationSeconds: item.durationSeconds,
    date: item.createAt,
  })
}

const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`

/**
 * The films page for search engines: an ItemList of VideoObjects, each with its picture, date,
 * length and where it plays (the host's player, or the file itself). Films without a video or a
 * picture are left out: a VideoObject needs both.
 */
export function filmsJsonLd({
  origin,
  path,
  items,
}: {
  origin: string
  path: string
  items: readonly TBeyondItem[]
}): Record<string, unknown> {
  const videos = items.flatMap((item) => {
    const video = itemVideo(item)
    if (!video || !item.image) return []
    const embed = video.source.kind === 'embed' ? embedOf(video.source.url) : null
    const duration = isoDuration(item.durationSeconds ?? Number.NaN)
    return [
      {
        '@type': 'VideoObject',
        name: item.title,
        description: item.description ?? item.title,
        thumbnailUrl: [absolute(origin, item.image.url)],
        uploadDate: item.createAt,
        url: `${absolute(origin, path)}#${item.slug}`,
        ...(duration ? { duration } : {}),
        ...(video.source.kind === 'file'
          ? { contentUrl: absolute(origin, video.source.url) }
          : embed
            ? { embedUrl: embed.src.replace(/[?#].*$/, '') }
            : {}),
      },
    ]
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: videos.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  }
}
