import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { apiData, signInAgent } from './helpers'

/**
 * Every route of spec §2, read from the spec itself, answers 200 with a page of ours (not "This page
 * could not be found"). Placeholders take the demo data's first value: {slug} an entry of its list,
 * {group} a webinar group, {nation}/{area} a Wild Rice nation and area; the vault's {slug?} is a
 * booking of the signed-in demo agent.
 */

const SPEC = readFileSync(new URL('../../../shared/spec/product-spec.md', import.meta.url), 'utf8')
const BASE = '/b2badminapi/client'

function section(title: string): string {
  const start = SPEC.indexOf(`### ${title}`)
  return SPEC.slice(start + title.length + 4, SPEC.indexOf('\n###', start + 4))
}

const paths = (text: string) => [...text.matchAll(/(?:^|[\s,(;])(\/[\w\-{}?/]*)/g)].map((match) => match[1])
const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()

/** The spec's route patterns, absolute, section by section. */
function specRoutes(): string[] {
  const journal = section('Journal sub-routes')
  const pressRoom = section('Press-room sub-routes')
  const [first, ...others] = pressRoom.trim().replace(/\.$/, '').split(/,\s*/)
  let previous = ''
  const travel = paths(section('Travel-portfolio sub-routes')).map((route) => {
    previous = route.startsWith('/{') ? `${previous}${route}` : route
    return previous
  })
  return [
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
  ]
}

type TSlugged = { slug: string }
type TVenueGroup = { area: { slug: string }; venues: { nation: { fullName: string } }[] }

async function placeholders(page: Page) {
  const request = page.request
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
  await signInAgent(page, 'anna@lotus-travel.demo')
  const bookings = await (
    await request.post('/b2badminapi/api/RequestBooking/listData', {
      data: { _pageSize: 1, _pageNumber: 1 },
      // A cookie-authenticated write names this site as its origin (CSRF check), as the browser does.
      headers: { origin: test.info().project.use.baseURL ?? '' },
    })
  ).json()
  const venue = venues.find((group) => group.venues.length > 0)
  return {
    group: groups[0]?.slug,
    nation: venue?.venues[0].nation.fullName.toLowerCase(),
    area: venue?.area.slug,
    booking: bookings.data.items[0]?._id as string | undefined,
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

function resolve(route: string, values: Awaited<ReturnType<typeof placeholders>>): string {
  const listed = (Object.keys(values) as (keyof typeof values)[]).find(
    (key) => key.startsWith('/') && route.includes(`${key}/{slug`),
  )
  return route
    .replace(/\/\{slug\??\}/, () => {
      const value = route.includes('b2b-agent-vault') ? values.booking : listed ? values[listed] : undefined
      if (!value) throw new Error(`No demo value for ${route}`)
      return `/${value}`
    })
    .replace('{group}', values.group ?? '')
    .replace(/\{nation\??\}/, route.startsWith('/dp/fam-trips') ? 'vietnam' : (values.nation ?? ''))
    .replace('{area}', values.area ?? '')
}

test('every route of spec §2 answers 200 with a page of ours', async ({ page }) => {
  test.setTimeout(180_000)
  const routes = [...new Set(specRoutes())]
  // The count guards the parser: 16 public, the TV page, 20 marketplace, 10 journal, 10 press room, 8 travel, 3 fam trips, 1 other.
  expect(routes).toHaveLength(69)
  const values = await placeholders(page)
  const problems: string[] = []
  for (const route of routes) {
    const address = resolve(route, values)
    const response = await page.goto(address)
    const text = await page.locator('body').innerText()
    if (response?.status() !== 200 || text.includes('This page could not be found')) {
      problems.push(`${route} → ${address}: ${response?.status()}`)
    }
  }
  expect(problems).toEqual([])
})
