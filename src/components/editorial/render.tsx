import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { SiteChrome } from '@/components/chrome/site-chrome'
import type { TAgentProfile } from '@/domain/agents'
import type { TImage } from '@/domain/editorial'
import { detailPath, matchEditorialRoute, type TEditorialRoute, type TPageKey } from '@/domain/editorial-routes'
import { DEFAULT_LOCALE, languageAlternates, localizedPath, ogLocaleOf } from '@/domain/locales'
import {
  blockLabel,
  canonicalOf,
  globalOf,
  listOf,
  PAGE_TYPES,
  type TPageSlug,
  type TPageType,
  type TView,
} from '@/domain/page-types'
import { faqPageJsonLd, organizationJsonLd, touristTripJsonLd } from '@/domain/structured-data'
import { AppError } from '@/lib/errors'
import type { TMessages } from '@/lib/i18n/catalogues'
import { pageLocale } from '@/lib/i18n/page-locale'
import { publicUrl } from '@/lib/public-url'
import {
  getConciergeCollection,
  getCountryInformation,
  getExecutiveProfiles,
  getFamTrips,
  getFaqs,
  getHomeContent,
  getIntroducings,
  getListHead,
  getOverlandJourneys,
  getPage,
  getPageListHead,
  getPublicPrograms,
  getTeam,
  getTravelInspirations,
  type TRead,
} from '@/server/content/editorial'
import { loadSiteData, type TStartup } from '@/server/content/startup'
import { ConciergeCategoriesView, ConciergeItemView, ConciergeView } from './concierge-views'
import { CountryInformationView, FamTripsView } from './nation-views'
import { CollaborateView, ContactView, ContentPageView, HomeView, SlidesView, ValuesCopyView } from './page-views'
import { ExecutivesView, FaqView, TeamView } from './press-room-views'
import { BEYOND_VIEWS, describeBeyondPage } from './render-beyond'
import { describeJournalRoute, JOURNAL_VIEWS, journalRouteBody } from './render-journal'
import { describeRestaurantPage, describeWildRice, RESTAURANT_VIEWS, wildRiceBody } from './render-restaurants'
import { CruiseVideos, VIDEO_VIEWS } from './render-videos'
import {
  InspirationsView,
  InspirationView,
  IntroducingView,
  JourneysView,
  JourneyView,
  ProgramsView,
  ProgramView,
} from './travel-views'
import { CardGrid, JsonLd, PageSection, type TCrumb } from './ui'

/**
 * Renders any editorial route of the page-type table (src/domain/page-types.ts, ADR 022): the static
 * pages for visitors, their per-request twins for signed-in agents, and staff previews of drafts.
 */

/** The pages that appear in breadcrumbs (`crumb` in the page-type table); their labels are in the Editorial catalogue. */
type TCrumbKey = keyof TMessages['Editorial']['crumbs']
const CRUMB_KEYS: Record<string, TCrumbKey> = Object.fromEntries(
  (Object.entries(PAGE_TYPES) as [TCrumbKey, TPageType][])
    .filter(([, page]) => page.crumb)
    .map(([key, page]) => [page.path, key]),
)

/** The content page a key shows (its own global, or the one it is another layout of). */
const pageSlug = (key: TPageKey): TPageSlug => {
  const slug = globalOf(key)
  if (!slug || slug === 'home-page') throw new Error(`${key} has no content page of its own`)
  return slug
}

/** Home, then every ancestor of the path that is a page of its own, in the page's language. */
export async function trailFor(path: string): Promise<TCrumb[]> {
  const t = await getTranslations('Editorial')
  const parts = path.split('/').filter(Boolean)
  // Breadcrumbs write Home in the page's language themselves.
  const trail: TCrumb[] = [{ label: 'Home', href: '/' }]
  for (let index = 1; index < parts.length; index++) {
    const href = `/${parts.slice(0, index).join('/')}`
    const key = CRUMB_KEYS[href]
    if (key) trail.push({ label: t(`crumbs.${key}`), href })
  }
  return trail
}

export type TContext = { route: TEditorialRoute; path: string; read: TRead; startup: TStartup }

const famNation = (startup: TStartup, slug: string) => startup.nations.find((nation) => nation.slug === slug) ?? null

/** What search engines and link previews show for a route; null when there is nothing there. */
export type TDescription = {
  title: string
  description: string
  image: TImage | null
  type: 'website' | 'article'
  /** The address search engines should index when it is not the one asked (an alias of another page). */
  canonical?: string
}

async function describe({ route, path, read, startup }: TContext): Promise<TDescription | null> {
  const meta = startup.metas.find((item) => item.path === path)
  const fromMeta = (fallback: string, image: TImage | null = null): TDescription => ({
    title: meta?.title ?? `Monsoon | ${fallback}`,
    description: meta?.description ?? '',
    image,
    type: 'website',
  })
  const article = (title: string, description: string, image: TImage | null): TDescription => ({
    title: `Monsoon | ${title}`,
    description: description.slice(0, 300),
    image,
    type: 'article',
  })
  switch (route.kind) {
    case 'page': {
      if (route.page === 'home') {
        const home = await getHomeContent(read)
        return fromMeta(home.heroTitle, home.heroImage)
      }
      const global = globalOf(route.page)
      if (global) {
        const page = await getPage(pageSlug(route.page), read)
        return fromMeta(page.title, page.image)
      }
      const view = PAGE_TYPES[route.page].view
      if (view === 'restaurantBrand') return describeRestaurantPage(route.page, read)
      if (view === 'beyond') return describeBeyondPage(route.page, read)
      const list = listOf(route.page)
      if (!list) return null
      const head = await getListHead(list, read)
      return fromMeta(head.title, head.image)
    }
    case 'slides': {
      const page = await getPage(pageSlug(route.page), read)
      const slide = page.slides[route.index]
      return slide ? fromMeta(`${page.title}: ${slide.title}`, slide.image) : null
    }
    case 'famTrips': {
      const nation = famNation(startup, route.nation)
      if (!nation) return null
      const [head, t] = await Promise.all([getListHead('famTrips', read), getTranslations('Editorial')])
      return fromMeta(t('titled', { title: head.title, detail: nation.fullName }), head.image)
    }
    case 'travelInspiration': {
      const item = (await getTravelInspirations(read)).find((entry) => entry.slug === route.slug)
      return item ? article(item.title, item.summary, item.image) : null
    }
    case 'overlandJourney': {
      const item = (await getOverlandJourneys(read)).find((entry) => entry.slug === route.slug)
      return item ? article(item.title, item.summary, item.image) : null
    }
    case 'dayProgram': {
      const item = (await getPublicPrograms(read)).find((entry) => entry.slug === route.slug)
      return item ? article(item.name, item.description ?? '', item.image) : null
    }
    case 'conciergeItem': {
      const items = (await getConciergeCollection(read)).flatMap((category) => category.items)
      const item = items.find((entry) => entry.slug === route.slug)
      return item ? article(item.name, item.summary, item.image) : null
    }
    case 'introducing': {
      const item = (await getIntroducings(read)).find((entry) => entry.slug === route.slug)
      return item ? article(item.title, item.subtitle ?? '', item.image) : null
    }
    case 'journalEntry':
    case 'journalPage':
    case 'webinarGroup':
      return describeJournalRoute(route, read)
    case 'wildRice':
      return describeWildRice(route, read)
  }
}

async function context(path: string, draft: boolean): Promise<TContext | null> {
  const route = matchEditorialRoute(path)
  if (!route) return null
  const locale = await pageLocale()
  const startup = await loadSiteData(locale)
  if (!startup) throw new AppError('UNAVAILABLE', 'The site cannot reach its content service')
  return { route, path, read: { draft, locale }, startup }
}

/** Title, description, canonical URL and sharing cards of an editorial route (from its page meta or item). */
export async function editorialMetadata(path: string, draft = false): Promise<Metadata> {
  const ctx = await context(path, draft)
  const described = ctx ? await describe(ctx) : null
  if (!described) return { title: (await getTranslations('Editorial'))('pageNotFoundTitle'), robots: { index: false } }
  const locale = ctx?.read.locale ?? DEFAULT_LOCALE
  const canonical = ctx?.route.kind === 'page' ? canonicalOf(ctx.route.page) : (described.canonical ?? path)
  const images = described.image
    ? [
        {
          url: described.image.url,
          width: described.image.width ?? undefined,
          height: described.image.height ?? undefined,
          alt: described.image.alt,
        },
      ]
    : undefined
  return {
    title: described.title,
    description: described.description || undefined,
    alternates: {
      canonical: localizedPath(canonical, locale),
      languages: languageAlternates(canonical, ctx?.startup.languages.map((language) => language.code) ?? []),
    },
    openGraph: {
      type: described.type,
      siteName: 'Monsoon',
      locale: ogLocaleOf(locale),
      url: localizedPath(described.canonical ?? path, locale),
      title: described.title,
      description: described.description || undefined,
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: described.title,
      description: described.description || undefined,
      images: images?.map((image) => image.url),
    },
  }
}

/** The path a catch-all route's segments spell. */
export const pathOf = (segments: string[] | undefined) => `/${(segments ?? []).join('/')}`

type TProps = { path: string; agent: TAgentProfile | null; draft: boolean }

/** A route with a blank layout of its own: full-screen slides and the collaborate slideshow. */
const isBlank = (route: TEditorialRoute) =>
  route.kind === 'slides' || (route.kind === 'page' && PAGE_TYPES[route.page].view === 'collaborate')

/**
 * The layout of the editorial routes: the site's chrome around the page or its 404, unless the route
 * has a blank layout. The chrome lives here rather than in the page so that a route's 404 (which
 * Next.js sends inside every page's payload, ready to show) is the 404 view alone, not a second copy
 * of the header, menus and footer (issue 19: a third of the home page's HTML).
 */
export async function EditorialLayout({ path, agent, draft, children }: TProps & { children: React.ReactNode }) {
  const route = matchEditorialRoute(path)
  if (route && isBlank(route)) return children
  const startup = await loadSiteData(await pageLocale())
  if (!startup) throw new AppError('UNAVAILABLE', 'The site cannot reach its content service')
  return (
    <SiteChrome startup={startup} agent={agent} path={path}>
      {draft && <PreviewBar path={path} />}
      {children}
    </SiteChrome>
  )
}

/** The body of an editorial route, inside EditorialLayout. */
export async function EditorialPage({ path, draft }: Omit<TProps, 'agent'>) {
  const ctx = await context(path, draft)
  if (!ctx) notFound()
  const { route, read } = ctx
  if (route.kind === 'slides') {
    return <SlidesView page={await getPage(pageSlug(route.page), read)} which={route.page} index={route.index} />
  }
  if (route.kind === 'page' && PAGE_TYPES[route.page].view === 'collaborate') {
    return <CollaborateView page={await getPage(pageSlug(route.page), read)} />
  }
  return body(ctx)
}

/** Tells staff they see drafts, with the way back to the published page. */
function PreviewBar({ path }: { path: string }) {
  const t = useTranslations('Editorial')
  return (
    <p role="status" className="bg-amber-100 py-2 text-center text-sm text-amber-950" data-testid="preview-bar">
      {t('preview.notice')}{' '}
      <a href={`/preview/exit?path=${encodeURIComponent(path)}`} className="font-semibold underline">
        {t('preview.exit')}
      </a>
    </p>
  )
}

async function body(ctx: TContext): Promise<React.ReactNode> {
  const { route, path, read, startup } = ctx
  const trail = await trailFor(path)
  const origin = publicUrl()
  switch (route.kind) {
    case 'page':
      return VIEWS[PAGE_TYPES[route.page].view]({ key: route.page, ctx, trail })
    case 'slides':
      return null
    case 'famTrips': {
      const nation = famNation(startup, route.nation)
      if (!nation) notFound()
      return (
        <FamTripsView
          head={await getListHead('famTrips', read)}
          trail={trail}
          trips={await getFamTrips(read)}
          nations={startup.nations}
          current={nation.fullName}
        />
      )
    }
    case 'travelInspiration': {
      const items = await getTravelInspirations(read)
      const item = items.find((entry) => entry.slug === route.slug)
      if (!item) notFound()
      return <InspirationView item={item} trail={trail} others={items.filter((entry) => entry !== item)} />
    }
    case 'overlandJourney': {
      const journey = (await getOverlandJourneys(read)).find((entry) => entry.slug === route.slug)
      if (!journey) notFound()
      return (
        <>
          <JsonLd
            data={touristTripJsonLd({
              origin,
              path,
              name: journey.title,
              description: journey.summary,
              image: journey.image?.url,
              itinerary: journey.itinerary.map((day) => ({ name: day.title, description: day.text ?? undefined })),
              provider: 'Monsoon',
            })}
          />
          <JourneyView journey={journey} trail={trail} />
        </>
      )
    }
    case 'dayProgram': {
      const program = (await getPublicPrograms(read)).find((entry) => entry.slug === route.slug)
      if (!program) notFound()
      return (
        <>
          <JsonLd
            data={touristTripJsonLd({
              origin,
              path,
              name: program.name,
              description: program.description ?? program.name,
              image: program.image?.url,
              itinerary: program.city ? [{ name: program.city }] : [],
              provider: 'Monsoon',
            })}
          />
          <ProgramView program={program} trail={trail} />
        </>
      )
    }
    case 'conciergeItem': {
      const categories = await getConciergeCollection(read)
      const item = categories.flatMap((category) => category.items).find((entry) => entry.slug === route.slug)
      if (!item) notFound()
      const siblings = categories.find((category) => category.slug === item.category.slug)?.items ?? []
      return (
        <ConciergeItemView item={item} trail={trail} siblings={siblings.filter((entry) => entry._id !== item._id)} />
      )
    }
    case 'introducing': {
      const item = (await getIntroducings(read)).find((entry) => entry.slug === route.slug)
      if (!item) notFound()
      return <IntroducingView item={item} trail={trail} />
    }
    case 'journalEntry':
    case 'journalPage':
    case 'webinarGroup':
      return journalRouteBody(route, ctx, trail)
    case 'wildRice':
      return wildRiceBody(route, ctx, trail)
  }
}

export type TViewArgs = { key: TPageKey; ctx: TContext; trail: TCrumb[] }

/** The heading and breadcrumbs of a list page (its `list` in the page-type table). */
const listPage = async ({ key, ctx, trail }: TViewArgs) => ({ head: await getPageListHead(key, ctx.read), trail })

/** The headings the page-type table gives a page's cards (`blockLabel`), by their key in the Editorial catalogue. */
const CARDS_TITLE_KEYS: Record<string, keyof TMessages['Editorial']['cardsTitles']> = {
  'Suggested combinations': 'suggestedCombinations',
  'In the collection': 'inTheCollection',
  Voyages: 'voyages',
}

/** The body of each view of the page-type table (ADR 022); full-screen views render above. */
const VIEWS: Record<TView, (args: TViewArgs) => Promise<React.ReactNode>> = {
  home: async ({ ctx: { read, startup } }) => {
    const [home, inspirations, t] = await Promise.all([
      getHomeContent(read),
      getTravelInspirations(read),
      getTranslations('Editorial'),
    ])
    return (
      <>
        <JsonLd
          data={organizationJsonLd({
            origin: publicUrl(),
            name: 'Monsoon Destination Management',
            logo: startup.config.logo ?? undefined,
            email: startup.config.email ?? undefined,
            phone: startup.config.phone ?? undefined,
            sameAs: startup.config.sociaMedia.map((item) => item.link),
          })}
        />
        <HomeView
          startup={{ ...startup, home }}
          teasers={
            inspirations.length > 0 && (
              <PageSection title={t('home.travelInspirations')} id="inspirations">
                <CardGrid
                  headingLevel={3}
                  items={inspirations.slice(0, 3).map((item) => ({
                    key: item._id,
                    title: item.title,
                    text: item.summary,
                    image: item.image,
                    href: detailPath('travelInspiration', item.slug),
                    meta: item.duration,
                  }))}
                />
              </PageSection>
            )
          }
        />
      </>
    )
  },
  content: async ({ key, ctx, trail }) => {
    const [page, t] = await Promise.all([getPage(pageSlug(key), ctx.read), getTranslations('Editorial')])
    const label = blockLabel(key, 'cards')
    const cardsKey = label ? CARDS_TITLE_KEYS[label] : undefined
    return (
      <ContentPageView page={page} trail={trail} cardsTitle={cardsKey ? t(`cardsTitles.${cardsKey}`) : label}>
        {(PAGE_TYPES[key] as TPageType).channel === 'cruise' && (await CruiseVideos({ read: ctx.read }))}
      </ContentPageView>
    )
  },
  slides: async () => notFound(),
  collaborate: async () => notFound(),
  none: async () => notFound(),
  contact: async ({ key, ctx, trail }) => (
    <ContactView
      page={await getPage(pageSlug(key), ctx.read)}
      trail={trail}
      form={key === 'contact' ? 'contact' : 'get-in-touch'}
    />
  ),
  valuesCopy: async ({ key, ctx, trail }) => (
    <ValuesCopyView page={await getPage(pageSlug(key), ctx.read)} trail={trail} />
  ),
  travelPortfolio: async ({ key, ctx, trail }) => {
    const [page, introducings, t] = await Promise.all([
      getPage(pageSlug(key), ctx.read),
      getIntroducings(ctx.read),
      getTranslations('Editorial'),
    ])
    return (
      <ContentPageView page={page} trail={trail}>
        {introducings.length > 0 && (
          <PageSection title={t('home.introducing')} id="introducing">
            <CardGrid
              headingLevel={3}
              columns={4}
              items={introducings.map((item) => ({
                key: item._id,
                title: item.title,
                text: item.subtitle,
                image: item.image,
                href: detailPath('introducing', item.slug),
                meta: item.nation?.fullName,
              }))}
            />
          </PageSection>
        )}
      </ContentPageView>
    )
  },
  faq: async (args) => {
    const faqs = await getFaqs(args.ctx.read)
    return (
      <>
        <JsonLd data={faqPageJsonLd(faqs)} />
        <FaqView {...(await listPage(args))} faqs={faqs} />
      </>
    )
  },
  team: async (args) => <TeamView {...(await listPage(args))} team={await getTeam(args.ctx.read)} />,
  executives: async (args) => (
    <ExecutivesView {...(await listPage(args))} profiles={await getExecutiveProfiles(args.ctx.read)} />
  ),
  inspirations: async (args) => (
    <InspirationsView {...(await listPage(args))} items={await getTravelInspirations(args.ctx.read)} />
  ),
  journeys: async (args) => (
    <JourneysView {...(await listPage(args))} journeys={await getOverlandJourneys(args.ctx.read)} />
  ),
  programs: async (args) => (
    <ProgramsView {...(await listPage(args))} programs={await getPublicPrograms(args.ctx.read)} />
  ),
  concierge: async (args) => (
    <ConciergeView {...(await listPage(args))} categories={await getConciergeCollection(args.ctx.read)} />
  ),
  conciergeCategories: async (args) => (
    <ConciergeCategoriesView {...(await listPage(args))} categories={await getConciergeCollection(args.ctx.read)} />
  ),
  famTrips: async (args) => (
    <FamTripsView
      {...(await listPage(args))}
      trips={await getFamTrips(args.ctx.read)}
      nations={args.ctx.startup.nations}
      current={null}
    />
  ),
  countryInformation: async (args) => (
    <CountryInformationView {...(await listPage(args))} countries={await getCountryInformation(args.ctx.read)} />
  ),
  ...JOURNAL_VIEWS,
  ...VIDEO_VIEWS,
  ...RESTAURANT_VIEWS,
  ...BEYOND_VIEWS,
}
