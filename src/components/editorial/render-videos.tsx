import type { TView } from '@/domain/page-types'
import { searchVideos } from '@/domain/video'
import { pageLocale } from '@/lib/i18n/page-locale'
import { publicUrl } from '@/lib/public-url'
import { getListHead, getPageListHead, type TRead } from '@/server/content/editorial'
import { getChannelVideos, getVideoCategories } from '@/server/content/videos'
import type { TViewArgs } from './render'
import type { TCrumb } from './ui'
import { CruiseFilmsSection, TvView, VideoObjects, VideoPlatformView, VideoSearchView } from './video-views'

/**
 * The videos' part of the editorial renderer (render.tsx, ADR 022): the video platform and Monsoon
 * TV views of the page-type table, the films under the cruise line's content, and the library's
 * search page.
 */

type TVideoView = 'videoPlatform' | 'tv'

/** The video platform's and Monsoon TV's views of the page-type table. */
export const VIDEO_VIEWS: Record<TVideoView & TView, (args: TViewArgs) => Promise<React.ReactNode>> = {
  videoPlatform: async ({ key, ctx, trail }) => {
    const [head, videos, categories] = await Promise.all([
      getPageListHead(key, ctx.read),
      getChannelVideos('library', ctx.read),
      getVideoCategories(ctx.read),
    ])
    return (
      <>
        <VideoPlatformView head={head} trail={trail} videos={videos} categories={categories} />
        {/* After the page: ten films' data before the hero would delay finding its image (LCP). */}
        <VideoObjects videos={videos} origin={publicUrl()} />
      </>
    )
  },
  tv: async ({ key, ctx, trail }) => {
    const [head, videos] = await Promise.all([getPageListHead(key, ctx.read), getChannelVideos('tv', ctx.read)])
    return (
      <>
        <TvView head={head} trail={trail} videos={videos} />
        <VideoObjects videos={videos} origin={publicUrl()} />
      </>
    )
  },
}

/** The cruise line's films as a section of its content page; nothing when there are none. */
export async function CruiseVideos({ read }: { read: TRead }): Promise<React.ReactNode> {
  const videos = await getChannelVideos('cruise', read)
  if (videos.length === 0) return null
  return (
    <>
      <VideoObjects videos={videos} origin={publicUrl()} />
      <CruiseFilmsSection videos={videos} />
    </>
  )
}

/** The library's search (words and a category), per request; an unknown category is ignored, not an error. */
export async function VideoSearch({
  search,
  category,
  trail,
}: {
  search: string
  category: string | null
  trail: TCrumb[]
}) {
  const read = { locale: await pageLocale() }
  const [head, videos, categories] = await Promise.all([
    getListHead('videos', read),
    getChannelVideos('library', read),
    getVideoCategories(read),
  ])
  const known = categories.some((item) => item.slug === category) ? category : null
  return (
    <VideoSearchView
      head={head}
      trail={trail}
      videos={searchVideos(videos, { query: search, category: known ?? undefined })}
      categories={categories}
      search={search}
      category={known}
    />
  )
}
