/**
 * Writes the demo Beyond page and its films (editorial/beyond.ts) through Payload, published: the
 * reels and films as real MP4s and the hard copy and film notes as real PDFs, made here and uploaded
 * to the files collection, so every player and download on the four pages works on the demo data.
 */
import { formatDuration } from '@/domain/video-embed'
import type { TSeedContext } from './context'
import { createEach, saveGlobal } from './documents'
import { BEYOND_FILMS, BEYOND_PAGE, type TDemoFilmCopy, type TDemoPdfCopy } from './editorial'
import { mediaLibrary, published, sortOf } from './editorial-seed'
import { demoVideo, sceneMedia, uploadFile } from './images'
import { renderPdf } from './media-files'
import { richText } from './rich-text'

type TUploaded = Awaited<ReturnType<typeof uploadFile>>

const uploadVideo = async (ctx: TSeedContext, video: TDemoFilmCopy, title: string) =>
  uploadFile(ctx, await demoVideo({ name: video.name, scene: video.scene, seconds: video.seconds }), title)

/** A PDF of headed sections, a blank line between sections. */
const uploadPdf = (ctx: TSeedContext, pdf: TDemoPdfCopy) =>
  uploadFile(
    ctx,
    renderPdf({
      name: pdf.name,
      title: pdf.documentTitle,
      lines: pdf.sections.flatMap((section, index) => [
        ...(index > 0 ? [''] : []),
        ...(section.heading ? [section.heading] : []),
        ...section.paragraphs,
      ]),
    }),
    pdf.linkTitle,
  )

export async function seedBeyond(ctx: TSeedContext): Promise<void> {
  const media = mediaLibrary(ctx)
  const page = BEYOND_PAGE
  const { hardcopy } = page
  // A film may be a longer cut of a reel and share its file: each clip is made and uploaded once.
  const clips = new Map<string, Promise<TUploaded>>()
  const clip = (video: TDemoFilmCopy, title: string) => {
    let upload = clips.get(video.name)
    if (!upload) {
      upload = uploadVideo(ctx, video, title)
      clips.set(video.name, upload)
    }
    return upload
  }

  const [coverImage, infoImage, introduceImages, contentImages, reels, hardcopyImage, pdf] = await Promise.all([
    media(page.coverImage),
    media(page.infoCover.image),
    Promise.all(page.introduceImages.map(async (image) => ({ image: await media(image) }))),
    Promise.all(
      page.contentImages.map(async (item) => ({
        image: await media(item.image),
        category: item.category,
        row: item.row,
      })),
    ),
    Promise.all(
      page.reels.map(async (reel) => ({
        title: reel.title,
        thumbnail: await media(reel.thumbnail),
        isEmbedded: false,
        video: (await clip(reel.video, reel.title)).id,
      })),
    ),
    // The brochure's cover carries its title, as a printed cover does.
    sceneMedia(ctx, hardcopy.image),
    uploadPdf(ctx, hardcopy.pdf),
  ])

  const data = {
    isPublic: true,
    title: page.title,
    shortDescription: page.shortDescription,
    buttonText: page.buttonText,
    coverImage,
    infoCoverImage: { image: infoImage, ...page.infoCover.crop },
    introduceImages,
    description: richText(...page.description),
    contentImages,
    content: richText(...page.content),
    reels,
    hardcopy: { image: hardcopyImage, pdf: pdf.id, buttonText: hardcopy.buttonText },
    ...published,
  }

  await Promise.all([
    saveGlobal(ctx, 'beyond-page', data),
    createEach(ctx, 'beyond-items', {
      items: BEYOND_FILMS,
      build: async (film, index) => {
        const [image, video, notes] = await Promise.all([
          media(film.image),
          clip(film.video, film.title),
          film.notes ? uploadPdf(ctx, film.notes) : null,
        ])
        return {
          title: film.title,
          slug: film.slug,
          description: film.description,
          createAt: `${film.createAt}T07:00:00.000Z`,
          // The length of the clip as made (a whole number of seconds).
          duration: formatDuration(film.video.seconds),
          image,
          isEmbeded: false,
          videoUrl: video.url,
          download: notes?.id,
          isPublic: film.isPublic,
          sort: sortOf(index),
          ...published,
        }
      },
    }),
  ])
}
