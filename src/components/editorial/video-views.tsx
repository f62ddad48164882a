import { Search } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'
import type { TLocale } from '@/domain/locales'
import { embedOf, isoDuration, type TVideo, type TVideoCategory } from '@/domain/video'
import { editorialDate, usePageLocale } from './dates'
import { Breadcrumbs, JsonLd, PageHero, PageSection, type THeadProps, useLocalHref } from './ui'
import { VideoPlayer } from './video-player'

/**
 * The video platform, Monsoon TV and the cruise line's films (issue 17). Server components; each
 * video is a VideoPlayer, which shows our own poster until the visitor presses play, so no page
 * asks the video host for anything on first load. The search is a GET form, so it works without
 * JavaScript.
 */

/** Where the video platform's search form lands (a page per request, like the FAQ search). */
export const VIDEO_SEARCH_PATH = `${EDITORIAL_PATHS.videoPlatform}/search`

const absolute = (origin: string, path: string) => new URL(path, origin).toString()

/** schema.org VideoObject: what search engines need to list a video (name, thumbnail, date, and where it plays). */
export function videoObjectJsonLd(video: TVideo, origin: string): Record<string, unknown> {
  const duration = isoDuration(video.durationSeconds ?? Number.NaN)
  const player =
    video.source.kind === 'file'
      ? { contentUrl: absolute(origin, video.source.url) }
      : { embedUrl: embedOf(video.source.url)?.src ?? video.source.url }
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description ?? video.title,
    ...(video.poster ? { thumbnailUrl: [absolute(origin, video.poster.url)] } : {}),
    uploadDate: video.date,
    ...(duration ? { duration } : {}),
    ...player,
    inLanguage: 'en',
    publisher: { '@type': 'Organization', name: 'Monsoon' },
  }
}

/** One VideoObject per video of the page. */
export function VideoObjects({ videos, origin }: { videos: TVideo[]; origin: string }) {
  return (
    <>
      {videos.map((video) => (
        <JsonLd key={video._id} data={videoObjectJsonLd(video, origin)} />
      ))}
    </>
  )
}

/** The line above a video's title: its category and its date. */
const videoMeta = (video: TVideo, locale: TLocale) =>
  [video.category?.name, editorialDate(video.date, locale)].filter(Boolean).join(' · ')

type TTone = 'light' | 'dark'

const CARD_TONES: Record<TTone, { card: string; meta: string; text: string }> = {
  light: { card: 'bg-white shadow-sm', meta: 'text-muted', text: 'text-ink/80' },
  dark: { card: 'bg-white/5 ring-1 ring-white/10', meta: 'text-white/75', text: 'text-white/85' },
}

/** Videos as cards that play in place: the poster and play button, then category, date, title, description. */
export function VideoGrid({
  videos,
  label,
  headingLevel = 3,
  tone = 'light',
  columns = 3,
}: {
  videos: TVideo[]
  label?: string
  /** 2 where no section heading stands above the grid. */
  headingLevel?: 2 | 3
  tone?: TTone
  columns?: 2 | 3
}) {
  const locale = usePageLocale()
  if (videos.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const styles = CARD_TONES[tone]
  const grid = columns === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 xl:grid-cols-3'
  return (
    <ul aria-label={label} className={`grid gap-8 ${grid}`}>
      {videos.map((video) => (
        <li
          key={video._id}
          className={`flex flex-col overflow-hidden rounded-sm ${styles.card}`}
          data-testid="video-card"
          data-video={video.slug}
        >
          <VideoPlayer
            video={video}
            sizes={
              columns === 2
                ? '(min-width: 768px) 45vw, 100vw'
                : '(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw'
            }
          />
          <div className="flex flex-1 flex-col gap-2 p-5">
            <p className={`text-xs font-semibold tracking-widest uppercase ${styles.meta}`}>
              {videoMeta(video, locale)}
            </p>
            <Heading className="text-lg leading-snug font-semibold">{video.title}</Heading>
            {video.description && <p className={`line-clamp-4 text-sm ${styles.text}`}>{video.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Words and a category, as a GET form: the answer is a page of its own (VIDEO_SEARCH_PATH). */
export function VideoSearchForm({
  categories,
  search = '',
  category = null,
}: {
  categories: TVideoCategory[]
  search?: string
  category?: string | null
}) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  return (
    <search aria-label={t('video.searchLabel')}>
      <form
        action={localHref(VIDEO_SEARCH_PATH)}
        method="get"
        className="flex flex-wrap items-end gap-4"
        data-testid="video-search"
      >
        <label className="grid min-w-0 flex-[1_1_16rem] gap-1 text-sm font-semibold">
          {t('video.words')}
          <input
            name="search"
            type="search"
            defaultValue={search}
            maxLength={200}
            placeholder={t('video.placeholder')}
            className="rounded-sm border border-line bg-white px-4 py-3 text-base font-normal focus:border-primary"
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t('video.category')}
          <select
            name="category"
            defaultValue={category ?? ''}
            className="min-w-48 rounded-sm border border-line bg-white px-4 py-3 text-base font-normal focus:border-primary"
          >
            <option value="">{t('video.allCategories')}</option>
            {categories.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary py-3.5">
          <Search aria-hidden="true" className="h-4 w-4" />
          {t('video.searchFilms')}
        </button>
      </form>
    </search>
  )
}

/** A category's films, or those listed under none (their category deleted, or never given). */
type TShelf = { id: string; title: string; description: string | null; videos: TVideo[] }

function shelves(
  videos: TVideo[],
  categories: TVideoCategory[],
  words: { moreFilms: string; films: string },
): TShelf[] {
  const known = new Set(categories.map((category) => category.slug))
  const byCategory = categories.map((category) => ({
    id: `category-${category.slug}`,
    title: category.name,
    description: category.description,
    videos: videos.filter((video) => video.category?.slug === category.slug),
  }))
  const others = videos.filter((video) => !video.category || !known.has(video.category.slug))
  return [
    ...byCategory,
    {
      id: 'more-films',
      title: byCategory.length > 0 ? words.moreFilms : words.films,
      description: null,
      videos: others,
    },
  ].filter((shelf) => shelf.videos.length > 0)
}

type TVideoPlatformProps = THeadProps & { videos: TVideo[]; categories: TVideoCategory[] }

/** The video library: a featured film, the search, then every film by category. */
export function VideoPlatformView({ head, trail, videos, categories }: TVideoPlatformProps) {
  const t = useTranslations('Editorial')
  const locale = usePageLocale()
  const [featured] = videos
  const byShelf = shelves(videos, categories, { moreFilms: t('video.moreFilms'), films: t('video.films') })
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      {featured && (
        <section aria-labelledby="featured-title" className="bg-white">
          <div className="container-page grid items-center gap-8 py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
            <VideoPlayer video={featured} sizes="(min-width: 992px) 60vw, 100vw" />
            <div className="grid content-start gap-3">
              <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">{t('video.featured')}</p>
              <h2 id="featured-title" className="text-2xl leading-tight font-semibold md:text-3xl">
                {featured.title}
              </h2>
              <p className="text-sm font-semibold tracking-wide text-muted uppercase">{videoMeta(featured, locale)}</p>
              {featured.description && <p className="text-ink/85">{featured.description}</p>}
            </div>
          </div>
        </section>
      )}
      <section aria-labelledby="browse-title" className="container-page grid gap-6 pt-14">
        <h2 id="browse-title" className="text-2xl font-semibold md:text-3xl">
          {t('video.browse')}
        </h2>
        <VideoSearchForm categories={categories} />
        {byShelf.length > 1 && (
          <nav aria-label={t('video.categories')}>
            <ul className="flex flex-wrap gap-3">
              {byShelf.map((shelf) => (
                <li key={shelf.id}>
                  <a
                    href={`#${shelf.id}`}
                    className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold hover:border-primary hover:text-primary"
                  >
                    {shelf.title}
                    <span className="text-muted">
                      <span aria-hidden="true">{shelf.videos.length}</span>
                      <span className="sr-only">{`, ${t('video.filmCount', { count: shelf.videos.length })}`}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
      {byShelf.length === 0 && (
        <PageSection>
          <p className="text-muted">{t('video.noneYet')}</p>
        </PageSection>
      )}
      {byShelf.map((shelf) => (
        <PageSection
          key={shelf.id}
          id={shelf.id}
          title={shelf.title}
          label={t('video.shelfLabel', { title: shelf.title })}
          className="scroll-mt-32"
        >
          {shelf.description && <p className="-mt-4 mb-8 max-w-3xl text-muted">{shelf.description}</p>}
          <VideoGrid videos={shelf.videos} />
        </PageSection>
      ))}
    </>
  )
}

type TVideoSearchProps = THeadProps & {
  videos: TVideo[]
  categories: TVideoCategory[]
  search: string
  /** The chosen category's slug, when it is one of `categories`. */
  category: string | null
}

/** The search's answer: the form again with what was asked, how many films match, and those films. */
export function VideoSearchView({ head, trail, videos, categories, search, category }: TVideoSearchProps) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const categoryName = categories.find((item) => item.slug === category)?.name
  const asked =
    search && categoryName
      ? t('video.askedBoth', { search, category: categoryName })
      : search
        ? t('video.askedWords', { search })
        : categoryName
          ? t('video.askedCategory', { category: categoryName })
          : t('video.thisSearch')
  return (
    <>
      <PageHero
        title={
          categoryName
            ? t('titled', { title: head.title, detail: categoryName })
            : t('video.searchTitle', { title: head.title })
        }
        subtitle={head.subtitle}
        image={head.image}
        trail={trail}
      />
      <PageSection>
        <VideoSearchForm categories={categories} search={search} category={category} />
        <p role="status" className="mt-6 text-muted" data-testid="video-result-count">
          {t('video.resultCount', { count: videos.length, asked })}{' '}
          <SiteLink
            href={localHref(EDITORIAL_PATHS.videoPlatform)}
            prefetch={false}
            className="font-semibold text-primary hover:underline"
          >
            {t('video.showAll')}
          </SiteLink>
        </p>
      </PageSection>
      {videos.length > 0 && (
        <PageSection className="pt-0">
          <VideoGrid videos={videos} headingLevel={2} label={t('video.found')} />
        </PageSection>
      )}
    </>
  )
}

/** Monsoon TV: the newest film large at the top, the others below, on a dark full-width channel. */
export function TvView({ head, trail, videos }: THeadProps & { videos: TVideo[] }) {
  const t = useTranslations('Editorial')
  const locale = usePageLocale()
  const [latest, ...others] = videos
  return (
    <div className="bg-ink text-white">
      <section aria-labelledby="tv-title" className="container-page grid gap-8 pt-10 pb-14 md:pt-14">
        <Breadcrumbs trail={trail} />
        <div className="grid gap-2">
          <h1 id="tv-title" className="text-3xl leading-tight font-bold md:text-5xl" data-testid="page-title">
            {head.title}
          </h1>
          {head.subtitle && <p className="max-w-3xl text-lg text-white/85">{head.subtitle}</p>}
        </div>
        {latest ? (
          <article
            aria-labelledby="tv-latest-title"
            className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10"
            data-testid="tv-latest"
          >
            <VideoPlayer video={latest} priority sizes="(min-width: 992px) 66vw, 100vw" />
            <div className="grid content-start gap-3">
              <p className="text-xs font-bold tracking-[0.3em] text-white/80 uppercase">
                {t('video.latestOn', { title: head.title })}
              </p>
              <h2 id="tv-latest-title" className="text-2xl leading-tight font-semibold md:text-3xl">
                {latest.title}
              </h2>
              <p className="text-sm font-semibold tracking-wide text-white/75 uppercase">{videoMeta(latest, locale)}</p>
              {latest.description && <p className="text-white/90">{latest.description}</p>}
            </div>
          </article>
        ) : (
          <p className="text-white/85">{t('video.noneOnChannel')}</p>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="tv-more-title" className="border-t border-white/10">
          <div className="container-page py-14">
            <h2 id="tv-more-title" className="mb-8 text-2xl font-semibold md:text-3xl">
              {t('video.moreFrom', { title: head.title })}
            </h2>
            <VideoGrid videos={others} tone="dark" />
          </div>
        </section>
      )}
    </div>
  )
}

/** The cruise line's films, under its content. */
export function CruiseFilmsSection({ videos }: { videos: TVideo[] }) {
  const t = useTranslations('Editorial')
  return (
    <PageSection title={t('video.cruiseFilms')} id="cruise-films" className="border-t border-line">
      <VideoGrid videos={videos} columns={videos.length === 2 ? 2 : 3} />
    </PageSection>
  )
}
