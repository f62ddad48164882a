import { ArrowRight, Download } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { SiteLink } from '@/components/site-link.client'
import {
  BEYOND_PARTS,
  beyondPartPath,
  contentRows,
  cropStyle,
  cssPercent,
  fileKind,
  formatFileSize,
  itemVideo,
  reelVideo,
  type TBeyondInfoCover,
  type TBeyondItem,
  type TBeyondPage,
} from '@/domain/beyond'
import type { TBeyondPart } from '@/domain/page-types'
import { isoDuration } from '@/domain/video-embed'
import { editorialDate, usePageLocale } from './dates'
import { CardGrid, PageHero, PageSection, Picture, Prose, type TCrumb, useLocalHref } from './ui'
import { VideoPlayer } from './video-player'

/**
 * Beyond (issue 17, spec §2 /marketplace/beyond and its three sub-pages, ADR 026): the cover with
 * the info cover cut to the editor's crop, the story with its pictures in rows and its reels, the
 * hard copy to download, and the films of earlier seasons. Server components; the only client code
 * is the shared video player, which loads nothing from a video host until a visitor presses play.
 */

type TTranslate = ReturnType<typeof useTranslations<'Editorial'>>

/** A part's name in the page's language (BEYOND_PARTS holds the English). */
const labelOf = (part: TBeyondPart, t: TTranslate) => t(`beyond.parts.${part}`)

/** The four parts of Beyond, as a row of links under the hero; the current one is marked. */
export function BeyondNav({ current }: { current: TBeyondPart }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  return (
    <nav aria-label={t('beyond.navLabel')} className="border-b border-line bg-white">
      <ul className="container-page flex flex-wrap gap-x-6 gap-y-2 py-4 text-sm font-semibold tracking-wide uppercase">
        {BEYOND_PARTS.map((entry) => {
          const isCurrent = entry.part === current
          return (
            <li key={entry.part}>
              <SiteLink
                href={localHref(entry.path)}
                // Prefetching another part would preload its hero image while this page's own loads (ADR 024).
                prefetch={false}
                aria-current={isCurrent ? 'page' : undefined}
                className={isCurrent ? 'text-primary underline underline-offset-4' : 'hover:text-primary'}
              >
                {labelOf(entry.part, t)}
              </SiteLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** For staff previewing a page that is switched off: what visitors get instead. */
function NotPublicNotice({ page }: { page: TBeyondPage }) {
  const t = useTranslations('Editorial')
  if (page.isPublic) return null
  return (
    <p role="status" className="bg-amber-50 py-3 text-center text-sm text-amber-950">
      {t('beyond.notPublic')}
    </p>
  )
}

type TPartHeadProps = { page: TBeyondPage; part: TBeyondPart; trail: TCrumb[] }

/** The hero of a part: the cover image, the page's title (the cover's heading, the others' kicker). */
function PartHead({ page, part, trail }: TPartHeadProps) {
  const t = useTranslations('Editorial')
  const isCover = part === 'cover'
  return (
    <>
      <NotPublicNotice page={page} />
      <PageHero
        title={isCover ? page.title : labelOf(part, t)}
        kicker={isCover ? null : page.title}
        image={page.coverImage}
        trail={trail}
      />
      <BeyondNav current={part} />
    </>
  )
}

/** The largest the info cover grows on a wide screen, so a tall crop stays within one screen. */
const INFO_COVER_MAX_HEIGHT = 560

/**
 * The info cover cut to its crop with CSS alone (ADR 026): a box with the crop's proportions, the
 * image scaled and moved inside it so exactly the crop shows. The box has its size before the image
 * arrives, so nothing moves.
 */
export function InfoCover({ info }: { info: TBeyondInfoCover }) {
  const { image } = info
  if (!image) return null
  const style = cropStyle(info.coordinates, image)
  const { crop } = style
  // The image is drawn wider than the box: the srcset should pick a file for that width.
  const scale = 100 / crop.width
  return (
    <figure
      className="mx-auto w-full"
      style={{ maxWidth: `${Math.round(INFO_COVER_MAX_HEIGHT * style.aspectRatio)}px` }}
    >
      <div
        className="relative w-full overflow-hidden rounded-sm bg-ink shadow-sm"
        style={{ aspectRatio: String(Number(style.aspectRatio.toFixed(6))) }}
        data-testid="info-cover"
      >
        <div
          className="absolute"
          style={{
            width: cssPercent(style.width),
            height: cssPercent(style.height),
            left: cssPercent(style.left),
            top: cssPercent(style.top),
          }}
        >
          <Picture
            image={image}
            sizes={`(min-width: 992px) ${Math.ceil(45 * scale)}vw, ${Math.ceil(100 * scale)}vw`}
            className="block h-full w-full max-w-none"
          />
        </div>
      </div>
    </figure>
  )
}

/** "PDF · 1.4 MB": what a download is and how big, for its link. */
const fileFacts = (
  file: { mimeType: string | null; filename: string | null; url: string; filesize: number | null },
  t: TTranslate,
) => {
  const kind = fileKind(file)
  return [kind === 'File' ? t('beyond.file') : kind, formatFileSize(file.filesize)].filter(Boolean).join(' · ')
}

type TCoverProps = { page: TBeyondPage; trail: TCrumb[]; items: TBeyondItem[] }

/** /marketplace/beyond: the cover, the info cover beside the short description, the introduce images. */
export function BeyondCoverView({ page, trail, items }: TCoverProps) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const pdf = page.hardcopy.pdf
  // The story's card shows one of its pictures not already in the strip above it.
  const storyPicture =
    page.contentImages.find((item) => !page.introduceImages.some((image) => image.url === item.image.url))?.image ??
    page.contentImages[0]?.image ??
    null
  return (
    <>
      <PartHead page={page} part="cover" trail={trail} />
      <section
        aria-label={t('beyond.introduction')}
        className="container-page grid items-center gap-10 py-14 lg:grid-cols-2"
      >
        <InfoCover info={page.infoCoverImage} />
        <div className="grid content-start gap-6">
          <p className="text-xl leading-relaxed text-ink/85 md:text-2xl" data-testid="short-description">
            {page.shortDescription}
          </p>
          <SiteLink
            href={localHref(beyondPartPath('detail'))}
            prefetch={false}
            className="btn-primary justify-self-start"
          >
            {page.buttonText}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </SiteLink>
        </div>
      </section>
      {page.introduceImages.length > 0 && (
        <section aria-label={t('beyond.pictures')} className="container-page pb-14">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {page.introduceImages.map((image) => (
              <li key={image.url}>
                <Picture
                  image={image}
                  sizes="(min-width: 768px) 25vw, 50vw"
                  className="aspect-[4/5] w-full rounded-sm object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <PageSection id="more" title={t('beyond.more')} className="border-t border-line">
        <CardGrid
          headingLevel={3}
          items={[
            {
              key: 'detail',
              title: labelOf('detail', t),
              image: storyPicture,
              href: beyondPartPath('detail'),
              meta: page.reels.length > 0 ? t('beyond.reels', { count: page.reels.length }) : null,
            },
            ...(pdf
              ? [
                  {
                    key: 'hardcopy',
                    title: labelOf('hardcopy', t),
                    text: pdf.title,
                    image: page.hardcopy.image,
                    href: beyondPartPath('hardcopy'),
                    meta: fileFacts(pdf, t),
                  },
                ]
              : []),
            ...(items.length > 0
              ? [
                  {
                    key: 'items',
                    title: labelOf('items', t),
                    text: items.map((item) => item.title).join(' · '),
                    image: items[0]?.image ?? null,
                    href: beyondPartPath('items'),
                    meta: t('beyond.films', { count: items.length }),
                  },
                ]
              : []),
          ]}
        />
      </PageSection>
    </>
  )
}

/** The story's pictures in rows: a row's pictures side by side at one height from 768 px, stacked below. */
function ContentRows({ page }: { page: TBeyondPage }) {
  const rows = contentRows(page.contentImages)
  if (rows.length === 0) return null
  return (
    <div className="container-page grid gap-4 py-4 md:gap-6" data-testid="content-rows">
      {rows.map((row) => (
        <div key={row.row} className="flex flex-col gap-4 md:flex-row md:gap-6" data-testid="content-row">
          {row.images.map((item) => {
            const ratio = item.image.width && item.image.height ? item.image.width / item.image.height : 1.5
            return (
              <figure
                key={item._id}
                // Grown in proportion to its image's width over height, every picture of the row is as tall as the others.
                className="grid content-start gap-2 md:min-w-0 md:flex-[var(--ratio)_1_0%]"
                style={{ '--ratio': ratio.toFixed(4) } as React.CSSProperties}
              >
                <Picture
                  image={item.image}
                  sizes={`(min-width: 768px) ${Math.ceil(100 / row.images.length)}vw, 100vw`}
                  className="h-auto w-full rounded-sm"
                />
                <figcaption className="text-xs font-semibold tracking-widest text-muted uppercase">
                  {item.category}
                </figcaption>
              </figure>
            )
          })}
        </div>
      ))}
    </div>
  )
}

/** /marketplace/beyond/detail: the description, the pictures by row, the content and the reels. */
export function BeyondStoryView({ page, trail }: { page: TBeyondPage; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PartHead page={page} part="detail" trail={trail} />
      <article className="py-10">
        <div className="container-page py-4">
          <Prose html={page.description} className="max-w-3xl" />
        </div>
        <ContentRows page={page} />
        <div className="container-page py-4">
          <Prose html={page.content} className="max-w-3xl" />
        </div>
      </article>
      {page.reels.length > 0 && (
        <PageSection id="reels" title={t('beyond.reelsTitle')} className="border-t border-line">
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {page.reels.map((reel) => (
              <li key={reel._id} className="grid content-start gap-3" data-testid="reel">
                <VideoPlayer video={reelVideo(reel)} sizes="(min-width: 992px) 30vw, (min-width: 576px) 45vw, 100vw" />
                <h3 className="text-lg font-semibold">{reel.title}</h3>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  )
}

/** /marketplace/beyond/detail-page: the printed edition, its cover and its PDF. */
export function BeyondHardcopyView({ page, trail }: { page: TBeyondPage; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  const { image, pdf, buttonText } = page.hardcopy
  return (
    <>
      <PartHead page={page} part="hardcopy" trail={trail} />
      <section
        aria-labelledby="hardcopy-title"
        className="container-page grid items-center gap-10 py-14 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        {image && (
          <Picture
            image={image}
            sizes="(min-width: 768px) 35vw, 100vw"
            className="mx-auto h-auto w-full max-w-sm rounded-sm shadow-lg"
          />
        )}
        <div className="grid content-start gap-6">
          <h2 id="hardcopy-title" className="text-2xl font-semibold md:text-3xl">
            {pdf?.title ?? page.title}
          </h2>
          <p className="text-lg leading-relaxed text-ink/85">{page.shortDescription}</p>
          {pdf && (
            <a
              href={pdf.url}
              download={pdf.filename}
              type={pdf.mimeType ?? undefined}
              className="btn-primary justify-self-start"
              data-testid="hardcopy-download"
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {buttonText} <span className="font-normal normal-case">({fileFacts(pdf, t)})</span>
            </a>
          )}
        </div>
      </section>
    </>
  )
}

function FilmCard({ item }: { item: TBeyondItem }) {
  const t = useTranslations('Editorial')
  const locale = usePageLocale()
  const video = itemVideo(item)
  const download = item.downloadUrl
  return (
    <li
      id={item.slug}
      className="flex scroll-mt-24 flex-col overflow-hidden rounded-sm bg-white shadow-sm"
      data-testid="film"
    >
      {video ? (
        <VideoPlayer video={video} sizes="(min-width: 768px) 45vw, 100vw" />
      ) : (
        item.image && (
          <Picture
            image={item.image}
            sizes="(min-width: 768px) 45vw, 100vw"
            className="aspect-video w-full object-cover"
          />
        )
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold tracking-widest text-muted uppercase">
          <time dateTime={item.createAt}>{editorialDate(item.createAt, locale)}</time>
          {item.duration && (
            <>
              {' · '}
              {item.durationSeconds !== null ? (
                <time dateTime={isoDuration(item.durationSeconds)}>{item.duration}</time>
              ) : (
                item.duration
              )}
            </>
          )}
        </p>
        <h2 className="text-xl font-semibold">{item.title}</h2>
        {item.description && <p className="flex-1 text-muted">{item.description}</p>}
        {download && (
          <a
            href={download}
            download={item.download ? item.download.filename : undefined}
            className="btn-outline self-start"
            {...(item.download ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {item.download?.title ??
              t.rich('beyond.download', {
                title: item.title,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}{' '}
            <span className="font-normal normal-case">
              ({fileFacts(item.download ?? { mimeType: null, filename: null, url: download, filesize: null }, t)})
            </span>
          </a>
        )}
      </div>
    </li>
  )
}

/** /marketplace/beyond/index0: the public films of earlier Beyond seasons, in the editors' order. */
export function BeyondFilmsView({ page, trail, items }: TCoverProps) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PartHead page={page} part="items" trail={trail} />
      <PageSection>
        {items.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2" aria-label={t('beyond.filmsLabel')}>
            {items.map((item) => (
              <FilmCard key={item._id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('beyond.noFilms')}</p>
        )}
      </PageSection>
    </>
  )
}
