/**
 * Writes the demo videos (editorial/videos.ts) through Payload, every document published: the
 * categories and each film with its poster, a real H.264 clip rendered from the poster's scene and,
 * where given, English captions. The headings of the video platform and Monsoon TV are written with
 * the other list pages' (editorial-seed.ts): the list-pages global can only be published whole.
 */
import type { TSeedContext } from './context'
import { createEach } from './documents'
import { DEMO_VIDEO_SECONDS, type TVideoCopy, VIDEO_CATEGORIES, VIDEOS } from './editorial'
import { idBySlug, mediaLibrary, nationIdLookup, published, sortOf } from './editorial-seed'
import { demoVideo, uploadFile } from './images'
import { captionsVtt } from './media-files'

/**
 * The clip, rendered from the poster's scene, so the poster is a frame of the film. Ten frames a
 * second are plenty for a slow pan and keep the ten clips' encoding (on the main thread) near 1.5 s.
 */
function clipOf(video: TVideoCopy) {
  const { name, motif, palette } = video.poster
  return demoVideo({ name, scene: { motif, palette }, seconds: DEMO_VIDEO_SECONDS, fps: 10 })
}

export async function seedVideos(ctx: TSeedContext): Promise<void> {
  const media = mediaLibrary(ctx)

  const categoryIds = createEach(ctx, 'video-categories', {
    items: VIDEO_CATEGORIES,
    build: (category, index) => ({
      ...category,
      sort: sortOf(index),
      ...published,
    }),
  }).then((ids) => idBySlug('video category', VIDEO_CATEGORIES, ids))

  const nationIds = nationIdLookup(ctx)

  await createEach(ctx, 'videos', {
    items: VIDEOS,
    build: async (video, index) => {
      // Rendered and uploaded before the write of the video: waiting inside a write would block the queue they need.
      const [poster, file, captions, categoryId, nationId] = await Promise.all([
        media(video.poster),
        clipOf(video).then(async (clip) => (await uploadFile(ctx, clip, video.title)).id),
        video.captions
          ? uploadFile(
              ctx,
              captionsVtt({ name: `${video.poster.name}-en`, cues: video.captions }),
              `${video.title}: English captions`,
            ).then((uploaded) => uploaded.id)
          : null,
        categoryIds,
        nationIds,
      ])
      return {
        title: video.title,
        slug: video.slug,
        channels: [...video.channels],
        category: video.category ? categoryId(video.category) : undefined,
        description: video.description,
        poster,
        source: 'file' as const,
        file,
        captions: captions ? { file: captions, language: 'en', label: 'English' } : undefined,
        durationSeconds: DEMO_VIDEO_SECONDS,
        date: `${video.date}T07:00:00.000Z`,
        nations: video.nations.map(nationId),
        sort: sortOf(index),
        ...published,
      }
    },
  })
}
