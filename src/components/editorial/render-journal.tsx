import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { TNationRef } from '@/domain/editorial'
import type { TEditorialRoute } from '@/domain/editorial-routes'
import {
  categoriesWithImage,
  filterEntries,
  latestFirst,
  neighbours,
  pageOfList,
  relatedEntries,
  shareLinks,
  type TJournalEntry,
  type TJournalFilter,
  type TJournalSection,
} from '@/domain/journal'
import { DEFAULT_LOCALE, localizedPath } from '@/domain/locales'
import { sectionOf, type TView } from '@/domain/page-types'
import { articleJsonLd, eventJsonLd } from '@/domain/structured-data'
import { isUpcoming, webinarEnd } from '@/domain/webinars'
import { pageLocale } from '@/lib/i18n/page-locale'
import { publicUrl } from '@/lib/public-url'
import { getListHead, getPageListHead, type TRead } from '@/server/content/editorial'
import {
  getJournalCategories,
  getJournalEntries,
  getShowcaseHotels,
  getWebinarGroups,
  getWebinars,
} from '@/server/content/journal'
import { loadSiteData, type TStartup } from '@/server/content/startup'
import { ContentBlockView, FeaturePageView, LatestPostsView, LayYourHeadDownView } from './journal-showcase-views'
import { JournalBrowseView, JournalEntryView, JournalHomeView, JournalSectionView } from './journal-views'
import type { TContext, TDescription, TViewArgs } from './render'
import { JsonLd, type TCrumb } from './ui'
import { WebinarGroupView, WebinarsView } from './webinar-views'

/**
 * The journal's and the webinars' part of the editorial renderer (render.tsx, ADR 022): their
 * views of the page-type table, their detail routes, and what search engines see of them.
 */

type TJournalRoute = Extract<TEditorialRoute, { kind: 'journalEntry' | 'journalPage' | 'webinarGroup' }>

const nationRefs = (startup: Pick<TStartup, 'nations'> | null): TNationRef[] =>
  (startup?.nations ?? []).map((nation) => ({ code: nation.code, fullName: nation.fullName, slug: nation.slug }))

const sectionEntries = (entries: TJournalEntry[], section: TJournalSection) =>
  entries.filter((entry) => entry.section === section)

async function findEntry(route: Extract<TJournalRoute, { kind: 'journalEntry' }>, read: TRead) {
  const entries = await getJournalEntries(read)
  const entry = entries.find((item) => item.slug === route.slug && item.section === route.section)
  return entry ? { entry, entries } : null
}

/** What search engines and link previews show of a journal entry, a section's later page or a webinar group. */
export async function describeJournalRoute(route: TJournalRoute, read: TRead): Promise<TDescription | null> {
  switch (route.kind) {
    case 'journalEntry': {
      const found = await findEntry(route, read)
      if (!found) return null
      const { entry } = found
      return {
        title: `Monsoon | ${entry.seo.title ?? entry.title}`,
        description: (entry.seo.description ?? entry.excerpt).slice(0, 300),
        image: entry.image,
        type: 'article',
      }
    }
    case 'journalPage': {
      const [head, entries, t] = await Promise.all([
        getPageListHead(route.page, read),
        getJournalEntries(read),
        getTranslations('Editorial'),
      ])
      const { pages } = pageOfList(sectionEntries(entries, route.section), route.number)
      if (route.number > pages) return null
      return {
        title: t('journal.metaTitleOnPage', { title: head.title, number: route.number }),
        description: head.subtitle ?? '',
        image: head.image,
        type: 'website',
      }
    }
    case 'webinarGroup': {
      const [groups, t] = await Promise.all([getWebinarGroups(read), getTranslations('Editorial')])
      const group = groups.find((item) => item.slug === route.slug)
      if (!group) return null
      return {
        title: t('webinars.metaTitle', { name: group.name }),
        description: group.description ?? '',
        image: group.image,
        type: 'website',
      }
    }
  }
}

/** The body of a journal entry, a section's later page or a webinar group. */
export async function journalRouteBody(route: TJournalRoute, ctx: TContext, trail: TCrumb[]): Promise<React.ReactNode> {
  const { read, path } = ctx
  const origin = publicUrl()
  switch (route.kind) {
    case 'journalEntry': {
      const found = await findEntry(route, read)
      if (!found) notFound()
      const { entry, entries } = found
      const list = sectionEntries(entries, entry.section)
      const { newer, older } = neighbours(list, entry)
      return (
        <>
          <JsonLd
            data={articleJsonLd({
              origin,
              path,
              type: entry.kind === 'post' ? 'BlogPosting' : 'Article',
              headline: entry.title,
              description: entry.seo.description ?? entry.excerpt,
              image: entry.image?.url,
              datePublished: entry.date,
              dateModified: entry.updatedAt,
              author: entry.author,
              publisher: 'Monsoon',
              keywords: entry.categories.map((category) => category.name),
            })}
          />
          <JournalEntryView
            entry={entry}
            trail={trail}
            related={relatedEntries(entry, entries)}
            newer={newer}
            older={older}
            share={shareLinks(`${origin}${localizedPath(path, read.locale ?? DEFAULT_LOCALE)}`, entry.title)}
          />
        </>
      )
    }
    case 'journalPage': {
      const [head, entries] = await Promise.all([getPageListHead(route.page, read), getJournalEntries(read)])
      const { items, pages } = pageOfList(sectionEntries(entries, route.section), route.number)
      if (route.number > pages) notFound()
      return (
        <JournalSectionView
          head={head}
          trail={trail}
          section={route.section}
          entries={items}
          page={route.number}
          pages={pages}
        />
      )
    }
    case 'webinarGroup': {
      const [groups, webinars] = await Promise.all([getWebinarGroups(read), getWebinars(read)])
      const group = groups.find((item) => item.slug === route.slug)
      if (!group) notFound()
      const own = webinars.filter((webinar) => webinar.group.slug === group.slug)
      return (
        <>
          <WebinarEvents webinars={own} path={path} />
          <WebinarGroupView group={group} trail={trail} webinars={own} now={new Date()} />
        </>
      )
    }
  }
}

function WebinarEvents({ webinars, path }: { webinars: Awaited<ReturnType<typeof getWebinars>>; path: string }) {
  const origin = publicUrl()
  const now = new Date()
  return (
    <>
      {webinars.map((webinar) => {
        const upcoming = isUpcoming(webinar, now)
        return (
          <JsonLd
            key={webinar._id}
            data={eventJsonLd({
              origin,
              path,
              name: webinar.title,
              description: webinar.summary,
              startDate: webinar.startsAt,
              endDate: webinarEnd(webinar).toISOString(),
              image: webinar.image?.url,
              performer: webinar.speaker.name,
              organizer: 'Monsoon',
              url: upcoming ? webinar.registrationUrl : webinar.recordingUrl,
              isUpcoming: upcoming,
            })}
          />
        )
      })}
    </>
  )
}

type TJournalView =
  | 'journal'
  | 'journalSection'
  | 'layYourHeadDown'
  | 'contentBlock'
  | 'featurePage'
  | 'latestPosts'
  | 'webinars'

/** The journal's and webinars' views of the page-type table. */
export const JOURNAL_VIEWS: Record<TJournalView & TView, (args: TViewArgs) => Promise<React.ReactNode>> = {
  journal: async ({ key, ctx, trail }) => {
    const [head, entries, categories] = await Promise.all([
      getPageListHead(key, ctx.read),
      getJournalEntries(ctx.read),
      getJournalCategories(ctx.read),
    ])
    return (
      <JournalHomeView
        head={head}
        trail={trail}
        entries={entries}
        categories={categoriesWithImage(categories)}
        nations={nationRefs(ctx.startup)}
      />
    )
  },
  journalSection: async ({ key, ctx, trail }) => {
    const section = sectionOf(key)
    if (!section) throw new Error(`${key} has no journal section`)
    const [head, entries] = await Promise.all([getPageListHead(key, ctx.read), getJournalEntries(ctx.read)])
    const { items, pages } = pageOfList(sectionEntries(entries, section), 1)
    return <JournalSectionView head={head} trail={trail} section={section} entries={items} page={1} pages={pages} />
  },
  layYourHeadDown: async ({ key, ctx, trail }) => {
    const [head, hotels] = await Promise.all([getPageListHead(key, ctx.read), getShowcaseHotels(ctx.read)])
    return <LayYourHeadDownView head={head} trail={trail} hotels={hotels} nations={nationRefs(ctx.startup)} />
  },
  contentBlock: async ({ key, ctx, trail }) => {
    const [head, entries] = await Promise.all([getPageListHead(key, ctx.read), getJournalEntries(ctx.read)])
    const withImage = entries.find((entry) => entry.body.includes('<img')) ?? entries[0] ?? null
    return <ContentBlockView head={head} trail={trail} entry={withImage} />
  },
  featurePage: async ({ key, ctx, trail }) => {
    const [head, entries] = await Promise.all([getPageListHead(key, ctx.read), getJournalEntries(ctx.read)])
    const feature = entries.find((entry) => entry.kind === 'article') ?? entries[0] ?? null
    return <FeaturePageView head={head} trail={trail} entry={feature} />
  },
  latestPosts: async ({ key, ctx, trail }) => {
    const [head, entries] = await Promise.all([getPageListHead(key, ctx.read), getJournalEntries(ctx.read)])
    return <LatestPostsView head={head} trail={trail} entries={latestFirst(entries)} />
  },
  webinars: async ({ key, ctx, trail }) => {
    const [head, groups, webinars] = await Promise.all([
      getPageListHead(key, ctx.read),
      getWebinarGroups(ctx.read),
      getWebinars(ctx.read),
    ])
    return (
      <>
        <WebinarEvents webinars={webinars} path={ctx.path} />
        <WebinarsView
          head={head}
          trail={trail}
          groups={groups}
          webinars={webinars}
          nations={nationRefs(ctx.startup)}
          now={new Date()}
        />
      </>
    )
  },
}

/** The journal home's filter, per request (its own route, like the FAQ search). */
export async function JournalBrowse({ filter, trail }: { filter: TJournalFilter; trail: TCrumb[] }) {
  const locale = await pageLocale()
  const [head, entries, categories, site] = await Promise.all([
    getListHead('journal', { locale }),
    getJournalEntries({ locale }),
    getJournalCategories({ locale }),
    loadSiteData(locale),
  ])
  const nations = nationRefs(site)
  const shown = categoriesWithImage(categories)
  const known = {
    category: shown.some((category) => category.slug === filter.category) ? filter.category : null,
    nation: nations.some((nation) => nation.code === filter.nation) ? filter.nation : null,
  }
  return (
    <JournalBrowseView
      head={head}
      trail={trail}
      entries={filterEntries(entries, known)}
      categories={shown}
      nations={nations}
      filter={known}
    />
  )
}
