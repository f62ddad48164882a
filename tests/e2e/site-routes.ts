import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { detailPath, EDITORIAL_PATHS, FIXED_PATHS, famTripsPath, slidePath } from '../../src/domain/editorial-routes'
import { englishPaths, pageSample } from '../support/page-sample'
import { apiData } from './helpers'

/**
 * Every address the site crawl (site-crawl.e2e.ts) opens: the editorial routes (issues 7, 16, 17),
 * one page of every kind the sitemap lists (issue 27) and every route of spec §2, read from the spec
 * itself, with their placeholders filled from the demo data. The vault's addresses are opened as a
 * signed-in agent; everything else as a visitor.
 */

const SPEC = readFileSync(new URL('../../../shared/spec/product-spec.md', import.meta.url), 'utf8')
const BASE = '/b2badminapi/client'

type TSlugged = { slug: string }
type TVenueGroup = { area: { slug: string }; venues: { nation: { fullName: string } }[] }

function section(title: string): string {
  const start = SPEC.indexOf(`### ${title}`)
  return SPEC.slice(start + title.length + 4, SPEC.indexOf('\n###', start + 4))
}

const paths = (text: string) => [...text.matchAll(/(?:^|[\s,(;])(\/[\w\-{}?/]*)/g)].map((match) => match[1])
const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()

/** The spec's route patterns, absolute, section by section. */
export function specRoutes(): string[] {
  const journal = section('Journal sub-routes')
  const pressRoom = section('Press-room sub-routes')
  const [first, ...others] = pressRoom.trim().replace(/\.$/, '').split(/,\s*/)
  let previous = ''
  const travel = paths(section('Travel-portfolio sub-routes')).map((route) => {
    previous = route.startsWith('/{') ? `${previous}${route}` : route
    return previous
  })
  return [
    ...new Set([
      ...paths(section('Public routes')),
      // "a TV page route named after the product"
      '/monsoon-tv',
      ...paths(section('Marketplace sub-routes')),
      ...paths(journal).map((route) => (route.startsWith('/marketplace') ? route : `/marketplace/the-journal${route}`)),
      ...[...journal.matchAll(/\b([A-Z][a-z]+(?:[A-Z][a-z]+)+)\b/g)].map(
        (match) => `/marketplace/the-journal/${kebab(match[1])}`,
      ),
      first,
      ...others.map((name) => `/press-room/${name}`),
      ...travel,
      ...paths(section('Familiarisation trips')),
      ...paths(section('Other routes')),
    ]),
  ]
}

/** The demo data's first entry of each list a route pattern names. */
export async function placeholders(request: APIRequestContext) {
  const post = async <T>(call: string) =>
    ((await (await request.post(`${BASE}/${call}`, { data: {} })).json()) as { data: { items: T[] } }).data.items
  const [groups, venues, inspirations, introducings] = await Promise.all([
    apiData<TSlugged[]>(request, `${BASE}/Webinarclient/GetWebinarGroups`),
    apiData<TVenueGroup[]>(request, `${BASE}/AxsAllAreas/GetAxsPage?type=wild-rice`),
    apiData<{ items: TSlugged[] }>(request, `${BASE}/TravelInspirations/GetClientTravelInspirations`),
    apiData<TSlugged[]>(request, `${BASE}/Introducings/GetIntroducings`),
  ])
  const [articles, journeys, programs, items] = await Promise.all([
    post<TSlugged & { section: string }>('theJournal/GetJournalArticle'),
    post<TSlugged>('PushTourFromTourchain/GetTours_Client'),
    post<TSlugged>('PushTourFromTourchain/GetInfoPrograms'),
    post<TSlugged>('ConciergeCollectionClient/ListItems'),
  ])
  // Every kind of journal entry, since each section files several kinds.
  const others = await Promise.all(
    ['getTheJournalPost', 'GetMindfulTravel', 'GetWordOnTheStreet'].map((call) =>
      post<TSlugged & { section: string }>(`theJournal/${call}`),
    ),
  )
  const entry = (section: string) => [articles, ...others].flat().find((item) => item.section === section)?.slug
  const venue = venues.find((group) => group.venues.length > 0)
  return {
    group: groups[0]?.slug,
    nation: venue?.venues[0].nation.fullName.toLowerCase(),
    area: venue?.area.slug,
    '/on-location': entry('on-location'),
    '/press-room': entry('press-room'),
    '/product-news': entry('product-news'),
    '/concierge-collection': items[0]?.slug,
    '/day-programs': programs[0]?.slug,
    '/overland-journeys': journeys[0]?.slug,
    '/introducing': introducings[0]?.slug,
    '/travel-inspirations': inspirations.items[0]?.slug,
  }
}

export type TPlaceholders = Awaited<ReturnType<typeof placeholders>>

/** The vault's own addresses: an agent's, opened signed in ({slug?} is one of their bookings). */
export const isAgentRoute = (route: string) => route.startsWith('/marketplace/b2b-agent-vault')

/** A spec route with its placeholders filled; the vault's booking is `booking`. */
export function resolveRoute(route: string, values: TPlaceholders, booking: string): string {
  const listed = (Object.keys(values) as (keyof TPlaceholders)[]).find(
    (key) => key.startsWith('/') && route.includes(`${key}/{slug`),
  )
  return route
    .replace(/\/\{slug\??\}/, () => {
      const value = isAgentRoute(route) ? booking : listed ? values[listed] : undefined
      if (!value) throw new Error(`No demo value for ${route}`)
      return `/${value}`
    })
    .replace('{group}', values.group ?? '')
    .replace(/\{nation\??\}/, route.startsWith('/dp/fam-trips') ? 'vietnam' : (values.nation ?? ''))
    .replace('{area}', values.area ?? '')
}

/**
 * The editorial routes' detail pages: the first entry of each list, two fam-trip nations, a slide,
 * and the journal filtered by a nation (its results page).
 */
function editorialDetails(values: TPlaceholders): string[] {
  const first = (list: keyof TPlaceholders) => {
    const slug = values[list]
    if (!slug) throw new Error(`The demo data has no entry under ${list}`)
    return slug
  }
  return [
    detailPath('travelInspiration', first('/travel-inspirations')),
    detailPath('overlandJourney', first('/overland-journeys')),
    detailPath('dayProgram', first('/day-programs')),
    detailPath('conciergeItem', first('/concierge-collection')),
    detailPath('introducing', first('/introducing')),
    famTripsPath('cambodia'),
    famTripsPath('thailand'),
    slidePath('ourProducts', 1),
    `${EDITORIAL_PATHS.theJournal}/browse?nation=th`,
  ]
}

export type TCrawlRoute = { path: string; status: 200 | 404; isAgent: boolean }

/** Counted so that a parser or a data change that drops routes fails instead of crawling fewer. */
export const SPEC_ROUTE_COUNT = 69
export const EDITORIAL_ROUTE_COUNT = 58

/**
 * The whole crawl, in a stable order, each address once: the editorial routes, the sitemap's sample,
 * the spec's routes (the vault's with `booking`), and an address that is not a page (404).
 */
export async function crawlRoutes(page: Page, booking: string): Promise<TCrawlRoute[]> {
  const request = page.request
  const spec = specRoutes()
  if (spec.length !== SPEC_ROUTE_COUNT) throw new Error(`The spec lists ${spec.length} routes, not ${SPEC_ROUTE_COUNT}`)
  const values = await placeholders(request)
  const editorial = [...FIXED_PATHS, ...editorialDetails(values)]
  if (editorial.length !== EDITORIAL_ROUTE_COUNT)
    throw new Error(`${editorial.length} editorial routes, not ${EDITORIAL_ROUTE_COUNT}`)
  const sample = pageSample(englishPaths(await (await request.get('/sitemap.xml')).text()))
  // Every declared page type and a detail page under each list: dozens, not a hand-picked few.
  if (sample.length <= 40) throw new Error(`The sitemap's sample has only ${sample.length} pages`)
  // A {nation?} inside a route may be left out (Wild Rice's venues and areas): those are crawled too.
  const withoutNation = spec
    .filter((route) => route.includes('/{nation?}/'))
    .map((route) => route.replace('/{nation?}/', '/'))
  const resolved = [...spec, ...withoutNation].map((route) => ({
    path: resolveRoute(route, values, booking),
    isAgent: isAgentRoute(route),
  }))
  const seen = new Map<string, TCrawlRoute>()
  for (const route of [
    ...editorial.map((path) => ({ path, isAgent: false })),
    ...sample.map((path) => ({ path, isAgent: false })),
    ...resolved,
  ]) {
    if (!seen.has(route.path)) seen.set(route.path, { ...route, status: 200 })
  }
  seen.set('/no/such/page', { path: '/no/such/page', isAgent: false, status: 404 })
  return [...seen.values()]
}

/** Which of `count` parts of the crawl `route` (by its place in the list) belongs to. */
export const partOf = (index: number, count: number) => index % count
