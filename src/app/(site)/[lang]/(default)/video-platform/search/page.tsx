import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { trailFor } from '@/components/editorial/render'
import { VideoSearch } from '@/components/editorial/render-videos'
import { VIDEO_SEARCH_PATH } from '@/components/editorial/video-views'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'
import { localizedPath } from '@/domain/locales'
import { pageLocale } from '@/lib/i18n/page-locale'

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('Editorial'), pageLocale()])
  return {
    title: t('video.metaTitle'),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(EDITORIAL_PATHS.videoPlatform, locale) },
  }
}

type TProps = { searchParams: Promise<{ search?: string | string[]; category?: string | string[] }> }

const first = (value: string | string[] | undefined, max: number) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, max) ?? ''

/** The video platform's search (words and a category): its GET form lands here, so it works without JavaScript. */
export default async function VideoSearchPage({ searchParams }: TProps) {
  const [query, trail] = await Promise.all([searchParams, trailFor(VIDEO_SEARCH_PATH)])
  return <VideoSearch search={first(query.search, 200)} category={first(query.category, 120) || null} trail={trail} />
}
