import type { Metadata } from 'next'
import { trailFor } from '@/components/editorial/render'
import { VideoSearch } from '@/components/editorial/render-videos'
import { VIDEO_SEARCH_PATH } from '@/components/editorial/video-views'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'

export const metadata: Metadata = {
  title: 'Monsoon | Search the video platform',
  robots: { index: false, follow: true },
  alternates: { canonical: EDITORIAL_PATHS.videoPlatform },
}

type TProps = { searchParams: Promise<{ search?: string | string[]; category?: string | string[] }> }

const first = (value: string | string[] | undefined, max: number) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, max) ?? ''

/** The video platform's search (words and a category): its GET form lands here, so it works without JavaScript. */
export default async function VideoSearchPage({ searchParams }: TProps) {
  const query = await searchParams
  return (
    <VideoSearch
      search={first(query.search, 200)}
      category={first(query.category, 120) || null}
      trail={trailFor(VIDEO_SEARCH_PATH)}
    />
  )
}
