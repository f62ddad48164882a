import 'server-only'
import { parseDuration, type TBeyondItem, type TBeyondPage, type TBeyondReel, videoMimeType } from '@/domain/beyond'
import type { BeyondPage } from '@/payload-types'
import { fileRef, idOf, image, read, readEntries, readGlobal, rich, type TRead, text } from './read'

/**
 * Reads behind the Beyond page and its films (issue 17, ADR 026): the four pages and
 * BeyondClient/* read the same cached page and list, dropped when an editor saves either (tag `beyond`).
 */

const TAG = 'beyond'

type TReelRow = NonNullable<BeyondPage['reels']>[number]

/** A reel with something to play: an embedded video's address or an uploaded file; none otherwise. */
function reelOf(row: TReelRow, index: number): TBeyondReel | null {
  const base = { _id: idOf(row, index), title: row.title, thumbnail: image(row.thumbnail) }
  if (row.isEmbedded) {
    const url = text(row.videoUrl)
    return url ? { ...base, isEmbedded: true, video: url.trim(), mimeType: null } : null
  }
  const file = fileRef(row.video)
  return file
    ? { ...base, isEmbedded: false, video: file.url, mimeType: file.mimeType ?? videoMimeType(file.url) }
    : null
}

/**
 * The Beyond page (the latest drafts for a preview), or null while there is none to show: never
 * saved, or never published. Whether it is public is the caller's to decide (a preview shows it anyway).
 */
export function getBeyondPage(options: TRead = {}): Promise<TBeyondPage | null> {
  return read({ key: 'beyond-page', tag: TAG }, options, async () => {
    const doc = await readGlobal('beyond-page', options)
    if (!doc.title || (!options.draft && doc._status === 'draft')) return null
    const info = doc.infoCoverImage
    const infoImage = image(info?.image)
    return {
      coverImage: image(doc.coverImage),
      infoCoverImage: {
        imageUrlCropper: infoImage?.url ?? null,
        coordinates: {
          height: info?.height ?? 100,
          left: info?.left ?? 0,
          top: info?.top ?? 0,
          width: info?.width ?? 100,
        },
        image: infoImage,
      },
      title: doc.title,
      shortDescription: doc.shortDescription ?? '',
      buttonText: doc.buttonText ?? '',
      introduceImages: (doc.introduceImages ?? []).flatMap((row) => {
        const picture = image(row.image)
        return picture ? [picture] : []
      }),
      // Off only when an editor turned it off: a page saved before the switch existed is public.
      isPublic: doc.isPublic !== false,
      description: rich(doc.description),
      contentImages: (doc.contentImages ?? []).flatMap((row, index) => {
        const picture = image(row.image)
        return picture ? [{ _id: idOf(row, index), image: picture, category: row.category, row: row.row }] : []
      }),
      content: rich(doc.content),
      reels: (doc.reels ?? []).flatMap((row, index) => {
        const reel = reelOf(row, index)
        return reel ? [reel] : []
      }),
      hardcopy: {
        image: image(doc.hardcopy?.image),
        pdf: fileRef(doc.hardcopy?.pdf),
        buttonText: text(doc.hardcopy?.buttonText) ?? 'Download the PDF',
      },
    }
  })
}

/** Whether visitors may see the Beyond page now (the sitemap lists its four addresses only then). */
export async function isBeyondPublic(): Promise<boolean> {
  return (await getBeyondPage())?.isPublic ?? false
}

/**
 * The public films in the editors' order (spec §3 "Legacy Beyond item"); one switched off, or
 * without a slug, is left out, in a preview too: a preview shows what visitors will see.
 */
export function getBeyondItems(options: TRead = {}): Promise<TBeyondItem[]> {
  return readEntries('beyond-items', options, {
    map: (doc): TBeyondItem | null => {
      if (!doc.slug || doc.isPublic === false) return null
      const download = fileRef(doc.download)
      const duration = text(doc.duration)?.trim() ?? null
      return {
        _id: doc.id,
        sort: doc.sort ?? 0,
        slug: doc.slug,
        title: doc.title,
        description: text(doc.description),
        createAt: doc.createAt,
        videoUrl: text(doc.videoUrl)?.trim() ?? null,
        duration,
        durationSeconds: parseDuration(duration),
        downloadUrl: download?.url ?? text(doc.downloadUrl)?.trim() ?? null,
        download,
        isEmbeded: doc.isEmbeded !== false,
        isPublic: true,
        image: image(doc.image),
      }
    },
    tag: TAG,
    sort: ['sort', 'createAt', 'title'],
  })
}
