import { ExternalLink, MapPin, Wallet } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'
import { EDITORIAL_PATHS, wildRicePath } from '@/domain/editorial-routes'
import type { TImage } from '@/domain/media-contract'
import {
  heroOf,
  mapLinkOf,
  splitImages,
  type TCoverPage,
  type TDishTag,
  type TRestaurantCover,
  type TRestaurantMenu,
  type TVenue,
} from '@/domain/restaurants'
import { vaultAddHref } from '@/domain/vault-link'
import { PageHero, PageSection, Picture, PlainText, type TCrumb, useLocalHref } from './ui'

/** The dishes' notes, by their keys in the Editorial catalogue. */
const DISH_TAG_KEYS = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  spicy: 'spicy',
  nuts: 'nuts',
  'gluten-free': 'glutenFree',
  signature: 'signature',
} as const satisfies Record<TDishTag, string>

/**
 * The building blocks of the restaurant pages (restaurant-views.tsx, ADR 026): cover pages with
 * their background and side images, the menu, venue cards with their map links, and venues in
 * full. Server components only; every image sits in a box of fixed ratio, so nothing moves.
 */

type THeading = 2 | 3 | 4 | 5
const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const
const nextLevel = (level: THeading): THeading => Math.min(level + 1, 5) as THeading

/** Where a venue is shown in full: its area's venues page (Wild Rice) or its brand's page. */
export function venuePath(venue: Pick<TVenue, 'type' | 'slug' | 'nation' | 'area'>): string {
  const page =
    venue.type === 'wild-rice'
      ? wildRicePath({ nation: venue.nation.slug, area: venue.area.slug, venues: true })
      : venue.type === 'axs'
        ? EDITORIAL_PATHS.axs
        : EDITORIAL_PATHS.axsPrivate
  return `${page}#${venue.slug}`
}

// ---------------------------------------------------------------------------------------------
// Cover pages: introduce and outroduce pages, and a venue's own pages
// ---------------------------------------------------------------------------------------------

/** Images beside a page's text: one large, or a pair of smaller ones per row. */
function PageImages({ images, sizes }: { images: TImage[]; sizes: string }) {
  if (images.length === 0) return null
  const [first, ...rest] = images
  if (rest.length === 0)
    return <Picture image={first} sizes={sizes} className="aspect-[3/2] w-full rounded-sm object-cover" />
  return (
    <ul className="grid grid-cols-2 gap-3">
      {images.map((image, index) => (
        <li key={image.url} className={images.length === 3 && index === 0 ? 'col-span-2' : undefined}>
          <Picture image={image} sizes={sizes} className="aspect-[4/3] w-full rounded-sm object-cover" />
        </li>
      ))}
    </ul>
  )
}

/**
 * One page of a cover or a venue. A background image fills the page behind its text, on a dark
 * scrim (white text stays above 4.5:1 on any picture); other images sit beside the text, or below
 * it on a phone.
 */
function CoverPage({
  page,
  level,
  isFlipped,
  isNested,
}: {
  page: TCoverPage
  level: THeading
  isFlipped: boolean
  /** Inside a venue's card: no full-width band. */
  isNested: boolean
}) {
  const Heading = HEADINGS[level]
  const { background, beside } = splitImages(page)
  const hasText = Boolean(page.title || page.text)
  const sizes = isNested ? '(min-width: 992px) 35vw, 100vw' : '(min-width: 992px) 45vw, 100vw'
  const copy = hasText && (
    <div className="grid max-w-2xl content-start gap-4">
      {page.title && (
        <Heading className={isNested ? 'text-xl font-semibold md:text-2xl' : 'text-2xl font-semibold md:text-3xl'}>
          {page.title}
        </Heading>
      )}
      <PlainText
        text={page.text}
        className={`leading-relaxed ${background ? 'text-white/90' : 'text-ink/85'} ${isNested ? '' : 'text-lg'}`}
      />
    </div>
  )
  const layout = `grid gap-8 ${beside.length > 0 && hasText ? 'lg:grid-cols-2 lg:items-center' : ''}`
  const images = beside.length > 0 && (
    <div className={isFlipped && hasText ? 'lg:order-first' : undefined}>
      <PageImages images={beside} sizes={sizes} />
    </div>
  )
  if (background) {
    return (
      <section
        className={`relative isolate overflow-hidden bg-ink text-white ${isNested ? 'rounded-sm' : ''}`}
        data-testid="cover-page"
      >
        <Picture
          image={background}
          sizes={isNested ? '(min-width: 992px) 60vw, 100vw' : '100vw'}
          decorative
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-black/60" />
        <div
          className={`${layout} ${isNested ? 'min-h-[280px] p-6 md:p-10' : 'container-page min-h-[420px] py-16 md:py-24'} content-center`}
        >
          {copy}
          {images}
        </div>
      </section>
    )
  }
  return (
    <section className={`${layout} ${isNested ? '' : 'container-page py-14'}`} data-testid="cover-page">
      {copy}
      {images}
    </section>
  )
}

export function CoverPages({
  pages,
  level = 2,
  isNested = false,
}: {
  pages: TCoverPage[]
  level?: THeading
  isNested?: boolean
}) {
  if (pages.length === 0) return null
  return (
    <div className={isNested ? 'grid gap-8' : undefined}>
      {pages.map((page, index) => (
        <CoverPage key={page.sort} page={page} level={level} isFlipped={index % 2 === 1} isNested={isNested} />
      ))}
    </div>
  )
}

/** The page heading from a cover: its title, and its first page's background as the hero image. */
export function CoverHero({
  cover,
  fallback,
  trail,
  kicker,
}: {
  cover: TRestaurantCover | null
  fallback: { title: string; subtitle?: string | null; image?: TImage | null }
  trail: TCrumb[]
  kicker: string
}) {
  const { hero, pages } = heroOf(cover?.introducePages ?? [])
  return (
    <>
      <PageHero
        title={cover?.title ?? fallback.title}
        subtitle={cover ? cover.subtitle : fallback.subtitle}
        image={hero ?? fallback.image ?? null}
        trail={trail}
        kicker={kicker}
      />
      <CoverPages pages={pages} />
    </>
  )
}

// ---------------------------------------------------------------------------------------------
// The menu
// ---------------------------------------------------------------------------------------------

export function MenuSection({ menu }: { menu: TRestaurantMenu }) {
  const t = useTranslations('Editorial')
  return (
    <div className="bg-white">
      <PageSection id="menu" title={menu.title}>
        {menu.intro && <PlainText text={menu.intro} className="-mt-4 mb-10 max-w-3xl text-lg text-muted" />}
        <div className="grid gap-x-16 gap-y-12 lg:grid-cols-2" data-testid="menu">
          {menu.courses.map((course) => (
            <div key={course.name} className="grid content-start gap-5">
              <h3 className="border-b border-line pb-2 text-sm font-bold tracking-[0.2em] text-primary uppercase">
                {course.name}
              </h3>
              <ul className="grid gap-5">
                {course.dishes.map((dish) => (
                  <li key={dish.name} className="grid gap-1">
                    <p className="flex items-baseline gap-3">
                      <span className="font-semibold">{dish.name}</span>
                      <span
                        aria-hidden="true"
                        className="flex-1 translate-y-[-3px] border-b border-dotted border-line"
                      />
                      {dish.price && <span className="font-semibold whitespace-nowrap tabular-nums">{dish.price}</span>}
                    </p>
                    {dish.description && <p className="text-sm leading-relaxed text-muted">{dish.description}</p>}
                    {dish.tags.length > 0 && (
                      <ul
                        aria-label={t('restaurants.dishNotes', { dish: dish.name })}
                        className="mt-1 flex flex-wrap gap-2"
                      >
                        {dish.tags.map((tag) => (
                          <li
                            key={tag}
                            className={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${
                              tag === 'signature' ? 'border-primary text-primary' : 'border-line text-muted'
                            }`}
                          >
                            {t(`restaurants.dishTags.${DISH_TAG_KEYS[tag]}`)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------
// Venues
// ---------------------------------------------------------------------------------------------

/** The venue on a map: the editor's link, or a map search; a new tab, without a referrer. */
function MapLink({ venue, className }: { venue: TVenue; className: string }) {
  const t = useTranslations('Editorial')
  return (
    <a href={mapLinkOf(venue)} target="_blank" rel="noopener noreferrer" className={className} data-testid="map-link">
      <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t.rich('restaurants.viewOnMap', {
        title: venue.title,
        hidden: (chunks) => <span className="sr-only">{chunks}</span>,
      })}
      <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
    </a>
  )
}

/** Where, and what it costs: the facts every venue card and page shows. */
function VenueFacts({ venue }: { venue: TVenue }) {
  const t = useTranslations('Editorial')
  return (
    <dl className="grid gap-2 text-sm">
      <div className="flex items-start gap-2">
        <dt>
          <MapPin className="mt-0.5 h-4 w-4 text-muted" aria-hidden="true" />
          <span className="sr-only">{t('restaurants.location')}</span>
        </dt>
        <dd>{venue.location}</dd>
      </div>
      {venue.priceString && (
        <div className="flex items-start gap-2">
          <dt>
            <Wallet className="mt-0.5 h-4 w-4 text-muted" aria-hidden="true" />
            <span className="sr-only">{t('restaurants.price')}</span>
          </dt>
          <dd className="font-semibold">{venue.priceString}</dd>
        </div>
      )}
    </dl>
  )
}

/** A venue's card: its facts, a map link, and its title linking to where it is shown in full. */
export function VenueCards({ venues, level = 3 }: { venues: TVenue[]; level?: 2 | 3 }) {
  const Heading = HEADINGS[level]
  const localHref = useLocalHref()
  return (
    <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
      {venues.map((venue) => (
        <li
          key={venue._id}
          className="flex flex-col overflow-hidden rounded-sm bg-white shadow-sm"
          data-testid="venue-card"
        >
          {venue.image && (
            <Picture
              image={venue.image}
              sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
              decorative
              className="aspect-[3/2] w-full object-cover"
            />
          )}
          <div className="flex flex-1 flex-col gap-3 p-6">
            <p className="text-xs font-semibold tracking-widest text-muted uppercase">
              {venue.cuisine} · {venue.area.name}
            </p>
            <Heading className="text-xl font-semibold">
              <SiteLink
                href={localHref(venuePath(venue))}
                prefetch={false}
                className="hover:text-primary hover:underline"
              >
                {venue.title}
              </SiteLink>
            </Heading>
            {venue.subtitle && <p className="text-muted">{venue.subtitle}</p>}
            <div className="mt-auto grid gap-4 pt-2">
              <VenueFacts venue={venue} />
              <MapLink
                venue={venue}
                className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-primary hover:underline"
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * The venue's dining experiences, each a way into the agent vault with it (issue 55): the vault asks
 * which booking takes it (a visitor signs in first, and comes back to it).
 */
function BookDining({ venue }: { venue: TVenue }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  if (venue.dining.length === 0) return null
  return (
    <div className="grid gap-2 border-t border-line pt-4" data-testid="venue-dining">
      <p className="text-sm text-muted">{t('restaurants.bookWithItinerary')}</p>
      <ul className="grid gap-2">
        {venue.dining.map((dining) => (
          <li key={dining._id}>
            <SiteLink
              href={localHref(vaultAddHref({ kind: 'program', id: dining._id }))}
              prefetch={false}
              className="btn-primary inline-block"
            >
              {t('restaurants.bookInVault', { name: dining.name })}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A venue in full, with its anchor: its facts, the map, its dining experiences, and its own pages. */
function VenueArticle({ venue, level }: { venue: TVenue; level: THeading }) {
  const Heading = HEADINGS[level]
  const titleId = `${venue.slug}-title`
  return (
    <article
      id={venue.slug}
      aria-labelledby={titleId}
      className="grid scroll-mt-24 gap-8 rounded-sm bg-white p-5 shadow-sm md:p-8 2xl:scroll-mt-32"
      data-testid="venue"
    >
      <div className={`grid gap-8 ${venue.image ? 'lg:grid-cols-[3fr_2fr] lg:items-start' : ''}`}>
        {venue.image && (
          <Picture
            image={venue.image}
            sizes="(min-width: 1400px) 760px, (min-width: 992px) 55vw, 100vw"
            className="aspect-[3/2] w-full rounded-sm object-cover"
          />
        )}
        <div className="grid content-start gap-4">
          <p className="text-xs font-semibold tracking-widest text-muted uppercase">
            {venue.cuisine} · {venue.area.name}, {venue.nation.fullName}
          </p>
          <Heading id={titleId} className="text-2xl font-semibold md:text-3xl">
            {venue.title}
          </Heading>
          {venue.subtitle && <p className="text-lg text-ink/85">{venue.subtitle}</p>}
          <VenueFacts venue={venue} />
          <MapLink venue={venue} className="btn-outline justify-self-start" />
          <BookDining venue={venue} />
        </div>
      </div>
      <CoverPages pages={venue.pages} level={nextLevel(level)} isNested />
    </article>
  )
}

export function VenueArticles({ venues, level }: { venues: TVenue[]; level: THeading }) {
  return (
    <div className="grid gap-10">
      {venues.map((venue) => (
        <VenueArticle key={venue._id} venue={venue} level={level} />
      ))}
    </div>
  )
}

// ---------------------------------------------------------------------------------------------
// AXS and AXS Private
// ---------------------------------------------------------------------------------------------
