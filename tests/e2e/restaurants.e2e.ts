import { type APIRequestContext, expect, test } from '@playwright/test'
import { EDITORIAL_PATHS, wildRicePath } from '../../src/domain/editorial-routes'
import { mapLinkOf } from '../../src/domain/restaurants'
import { apiData, layoutShift, openPage } from './helpers'

/** Issue 17: the restaurant brands AXS, AXS Private and Wild Rice (by nation and area), as visitors see them. */

const AXS = '/b2badminapi/client/AxsAllAreas'

type TCover = { title: string; type: string }
type TVenue = {
  slug: string
  title: string
  cuisine: string
  location: string
  locationUrl: string | null
  priceString: string | null
  nation: { code: string; fullName: string }
  area: { slug: string; name: string }
}
type TGroup = {
  area: { slug: string; name: string; nation: { code: string; fullName: string; slug: string } }
  venues: TVenue[]
}
type TMenu = { title: string; courses: { name: string; dishes: { name: string; price: string | null }[] }[] }

const cover = async (request: APIRequestContext, query: string) =>
  (await apiData<TCover[]>(request, `${AXS}/GetCoverAxsPage?${query}`))[0]
const groups = (request: APIRequestContext, type: string) =>
  apiData<TGroup[]>(request, `${AXS}/GetAxsPage?type=${type}`)

/** The seeded Wild Rice places the routes are built from: the first nation and area, and an area of another nation. */
async function wildRice(request: APIRequestContext) {
  const all = await groups(request, 'wild-rice')
  const first = all[0]
  const other = all.find((group) => group.area.nation.code !== first.area.nation.code)
  if (!first || !other) throw new Error('The demo data has Wild Rice in two nations')
  const nation = first.area.nation.slug
  const inNation = all.filter((group) => group.area.nation.code === first.area.nation.code)
  return {
    nation,
    nationName: first.area.nation.fullName,
    area: first.area,
    venues: first.venues,
    nationVenues: inNation.flatMap((group) => group.venues),
    otherArea: other.area.slug,
    nationCover: await cover(request, `types=wild-rice&nationId=${first.area.nation.code}`),
    areaCover: await cover(request, `types=wild-rice&area=${first.area.slug}`),
  }
}

/** Each of the seven routes with the seeded names it must show. */
async function routes(request: APIRequestContext) {
  const [axsCover, privateCover, wildCover, axsGroups, privateGroups, place] = await Promise.all([
    cover(request, 'types=axs'),
    cover(request, 'types=axs-private'),
    cover(request, 'types=wild-rice'),
    groups(request, 'axs'),
    groups(request, 'axs-private'),
    wildRice(request),
  ])
  const { nation, area } = place
  return [
    { path: EDITORIAL_PATHS.axs, title: axsCover.title, names: [axsGroups[0].venues[0].title, axsGroups[0].area.name] },
    {
      path: EDITORIAL_PATHS.axsPrivate,
      title: privateCover.title,
      names: privateGroups.flatMap((group) => group.venues.map((venue) => venue.title)),
    },
    { path: EDITORIAL_PATHS.wildRice, title: wildCover.title, names: [place.nationName] },
    { path: wildRicePath({ nation }), title: place.nationCover.title, names: [area.name] },
    {
      path: wildRicePath({ nation, venues: true }),
      title: `Wild Rice venues in ${place.nationName}`,
      names: place.nationVenues.map((venue) => venue.title),
    },
    {
      path: wildRicePath({ nation, area: area.slug }),
      title: place.areaCover.title,
      names: place.venues.map((v) => v.title),
    },
    {
      path: wildRicePath({ nation, area: area.slug, venues: true }),
      title: `Wild Rice venues in ${area.name}`,
      names: place.venues.map((venue) => venue.title),
    },
  ]
}

test('the seven restaurant routes and those without a nation show their seeded names (status, console, overflow and axe: site-crawl.e2e.ts)', async ({
  page,
  request,
}) => {
  const list = await routes(request)
  expect(list).toHaveLength(7)
  for (const route of list) {
    await openPage(page, route.path)
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.title)
    for (const name of route.names) {
      await expect(page.getByRole('heading', { name, exact: true }).first(), `${route.path}: ${name}`).toBeAttached()
    }
  }

  // Without a nation (spec §2 {nation?}): every venue, and an area's pages canonical at the address with its nation.
  const place = await wildRice(request)
  const all = await groups(request, 'wild-rice')
  const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href')
  await openPage(page, wildRicePath({ venues: true }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wild Rice venues')
  for (const venue of all.flatMap((group) => group.venues))
    await expect(page.getByRole('heading', { name: venue.title, exact: true })).toBeAttached()
  expect(new URL((await canonical()) ?? '', 'http://x').pathname).toBe(wildRicePath({ venues: true }))
  for (const venues of [false, true]) {
    const alias = wildRicePath({ area: place.area.slug, venues })
    await openPage(page, alias)
    const title = venues ? `Wild Rice venues in ${place.area.name}` : place.areaCover.title
    await expect(page.getByRole('heading', { level: 1 }), alias).toHaveText(title)
    expect(new URL((await canonical()) ?? '', 'http://x').pathname, alias).toBe(
      wildRicePath({ nation: place.nation, area: place.area.slug, venues }),
    )
  }
})

test('a venue card shows its facts and opens its map in a new tab, without a referrer', async ({ page, request }) => {
  const place = await wildRice(request)
  const venue = place.venues[0]
  await openPage(page, wildRicePath({ nation: place.nation, area: place.area.slug }))
  const card = page
    .getByTestId('venue-card')
    .filter({ has: page.getByRole('heading', { name: venue.title, exact: true }) })
  await expect(card).toContainText(venue.cuisine)
  await expect(card).toContainText(venue.location)
  if (venue.priceString) await expect(card).toContainText(venue.priceString)
  const map = card.getByRole('link', { name: /View on map/ })
  const href = (await map.getAttribute('href')) ?? ''
  expect(href).toBe(mapLinkOf(venue))
  expect(href).toMatch(venue.locationUrl ? /^https?:\/\// : /^https:\/\/www\.openstreetmap\.org\/search\?query=/)
  await expect(map).toHaveAttribute('target', '_blank')
  expect((await map.getAttribute('rel')) ?? '').toContain('noopener')
})

test('a card leads to its venue in full on the area’s venues page, with its Restaurant JSON-LD', async ({
  page,
  request,
}) => {
  const place = await wildRice(request)
  const venue = place.venues[place.venues.length - 1]
  const venuesPage = wildRicePath({ nation: place.nation, area: place.area.slug, venues: true })
  // From the nation's venues page (cards grouped by area) to the anchor of the venue.
  await openPage(page, wildRicePath({ nation: place.nation, venues: true }))
  await page.getByRole('link', { name: venue.title, exact: true }).click()
  await expect(page).toHaveURL(`${venuesPage}#${venue.slug}`)
  const article = page.locator(`article#${venue.slug}`)
  await expect(article).toBeInViewport()
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(venue.title)
  await expect(article).toContainText(venue.location)
  // Breadcrumbs: Home › Marketplace › Wild Rice › the nation › the area.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')
  await expect(crumbs).toHaveText(['Home', 'Marketplace', 'Wild Rice', place.nationName, place.area.name])
  // Separators between the crumbs only, none after the last (issue 20).
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    ['Home', 'Marketplace', 'Wild Rice', place.nationName, place.area.name].join('/'),
  )
  const restaurants = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .filter((item) => item['@type'] === 'Restaurant')
  expect(restaurants.map((item) => item.name)).toEqual(place.venues.map((item) => item.title))
  expect(restaurants.find((item) => item.name === venue.title)).toMatchObject({
    servesCuisine: venue.cuisine,
    address: { streetAddress: venue.location, addressLocality: place.area.name },
    hasMap: mapLinkOf(venue),
  })
})

test('AXS: the menu, and each venue in full under its area, reached from the list at the top', async ({
  page,
  request,
}) => {
  const [axsGroups, menu] = await Promise.all([
    groups(request, 'axs'),
    request.post(`${AXS}/GetMenuAxsPage`, { data: { type: 'axs' } }).then(async (answer) => {
      expect(answer.ok()).toBe(true)
      return ((await answer.json()) as { data: TMenu }).data
    }),
  ])
  await openPage(page, EDITORIAL_PATHS.axs)
  await expect(page.getByRole('heading', { level: 2, name: menu.title })).toBeVisible()
  const dish = menu.courses[0].dishes[0]
  const menuBlock = page.getByTestId('menu')
  await expect(menuBlock).toContainText(dish.name)
  if (dish.price) await expect(menuBlock).toContainText(dish.price)
  const last = axsGroups[axsGroups.length - 1]
  const venue = last.venues[last.venues.length - 1]
  await page.getByRole('navigation', { name: 'Venues on this page' }).getByRole('link', { name: venue.title }).click()
  await expect(page).toHaveURL(`${EDITORIAL_PATHS.axs}#${venue.slug}`)
  await expect(page.locator(`article#${venue.slug}`)).toBeInViewport()
  await expect(page.getByRole('heading', { level: 3, name: last.area.name, exact: true })).toBeAttached()
})

test('an unknown nation, an unknown area (with or without a nation), an area of another nation or after an area answer 404', async ({
  page,
  request,
}) => {
  const place = await wildRice(request)
  for (const path of [
    wildRicePath({ nation: 'atlantis' }),
    wildRicePath({ nation: 'atlantis', venues: true }),
    wildRicePath({ nation: place.nation, area: 'no-such-area' }),
    wildRicePath({ nation: place.nation, area: place.otherArea }),
    wildRicePath({ nation: place.nation, area: place.otherArea, venues: true }),
    wildRicePath({ area: 'no-such-area' }),
    wildRicePath({ area: 'no-such-area', venues: true }),
    `${wildRicePath({ area: place.area.slug })}/${place.otherArea}`,
  ]) {
    const response = await openPage(page, path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' }), path).toBeVisible()
  }
})

test('a venue page and a brand page do not move while they load: CLS ≤ 0.02 at 375 and 1440 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const place = await wildRice(request)
  for (const width of [375, 1440]) {
    for (const path of [
      wildRicePath({ nation: place.nation, area: place.area.slug, venues: true }),
      EDITORIAL_PATHS.axs,
    ]) {
      const cls = await layoutShift(browser, path, width)
      expect(cls, `${path} at ${width} px`).toBeLessThanOrEqual(0.02)
    }
  }
})

test('on a 375 px phone a long breadcrumb trail leaves the venue page’s title and text inside the screen', async ({
  page,
  request,
}) => {
  const place = await wildRice(request)
  await page.setViewportSize({ width: 375, height: 812 })
  await openPage(page, wildRicePath({ nation: place.nation, area: place.area.slug, venues: true }))
  const hero = page.locator('section').filter({ has: page.getByTestId('page-title') })
  // The trail is five crumbs, wider than the screen on one line: its last crumb is cut short.
  const lastCrumb = hero.getByRole('navigation').getByRole('link').last()
  expect(await lastCrumb.evaluate((link) => link.scrollWidth > link.clientWidth)).toBe(true)
  for (const text of [page.getByTestId('page-title'), hero.locator('p').last()]) {
    const box = await text.boundingBox()
    expect(box, 'the hero text is laid out').not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
  }
})
