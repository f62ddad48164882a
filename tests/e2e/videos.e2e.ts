import { type Browser, expect, type Page, test } from '@playwright/test'
import { EDITORIAL_PATHS } from '../../src/domain/editorial-routes'
import { apiData, layoutShift, openPage } from './helpers'

/**
 * Issue 17: the video platform, Monsoon TV and the cruise line's films as visitors use them: the
 * seeded films on each page, nothing asked of a video host before play, the player playing our own
 * files with their captions, and the library's search without JavaScript.
 */

const BASE = '/b2badminapi/client'
type TVideo = {
  slug: string
  title: string
  description: string | null
  category: { slug: string; name: string } | null
  source: { kind: 'file' | 'embed'; url: string }
  captions: { url: string; language: string } | null
}

const libraryVideos = (page: Page) =>
  apiData<{ items: TVideo[]; total: number }>(page.request, `${BASE}/Videoplatform/videos`).then((data) => data.items)
const tvVideos = (page: Page) =>
  apiData<{ items: TVideo[] }>(page.request, `${BASE}/Videoplatform/tvs`).then((data) => data.items)
const cruiseVideos = (page: Page) => apiData<TVideo[]>(page.request, `${BASE}/CruiseVideo/videos`)

const PAGES = [EDITORIAL_PATHS.videoPlatform, EDITORIAL_PATHS.monsoonTv, EDITORIAL_PATHS.expeditionCruiseLine]

/** What each page must show: the titles of its channel's films. */
async function expectedTitles(page: Page): Promise<Record<string, string[]>> {
  const [library, tv, cruise] = await Promise.all([libraryVideos(page), tvVideos(page), cruiseVideos(page)])
  return {
    [EDITORIAL_PATHS.videoPlatform]: library.map((video) => video.title),
    [EDITORIAL_PATHS.monsoonTv]: tv.map((video) => video.title),
    [EDITORIAL_PATHS.expeditionCruiseLine]: cruise.map((video) => video.title),
  }
}

/** Every http(s) request of the page to an origin other than the site's. */
function thirdPartyRequests(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).origin
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== own) seen.push(request.url())
  })
  return seen
}

/** The card of one film (the library's featured film is also in its category's cards). */
const card = (page: Page, title: string) => page.getByTestId('video-card').filter({ hasText: title }).first()

/** Presses a film's play button and checks the player: our file, answering 200 with a video type. */
async function playAndCheck(page: Page, scope: ReturnType<typeof card>, video: TVideo) {
  expect(video.source.kind).toBe('file')
  await scope.getByRole('button', { name: `Play: ${video.title}` }).click()
  const player = scope.locator('video')
  await expect(player).toBeVisible()
  await expect(player).toBeFocused()
  const source = scope.locator('video source')
  await expect(source).toHaveAttribute('src', video.source.url)
  const file = await page.request.get(video.source.url)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^video\//)
  return player
}

test('the video pages answer 200 with their films and ask nothing of a video host before play, at 375 and 1440 px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const probe = await browser.newPage()
  const titles = await expectedTitles(probe)
  await probe.close()
  expect(titles[EDITORIAL_PATHS.videoPlatform].length).toBeGreaterThanOrEqual(8)
  expect(titles[EDITORIAL_PATHS.monsoonTv].length).toBeGreaterThanOrEqual(3)
  expect(titles[EDITORIAL_PATHS.expeditionCruiseLine].length).toBeGreaterThanOrEqual(2)

  // Overflow and axe at both widths are the site crawl's (site-crawl.e2e.ts).
  const errors: string[] = []
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } })
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    const thirdParty = thirdPartyRequests(page, baseURL ?? '')
    for (const path of PAGES) {
      const response = await openPage(page, path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
      for (const title of titles[path]) {
        await expect(page.getByRole('heading', { name: title, exact: true }).first(), `${path}: ${title}`).toBeVisible()
        await expect(page.getByRole('button', { name: `Play: ${title}` }).first()).toBeVisible()
      }
      // Only our poster and play button until the visitor asks for the film.
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(page.locator('video')).toHaveCount(0)
    }
    expect(thirdParty, `third-party requests at ${width} px`).toEqual([])
    await context.close()
  }
  expect(errors).toEqual([])
})

test('the video platform: a featured film, categories as anchors, VideoObject JSON-LD for every film', async ({
  page,
}) => {
  const videos = await libraryVideos(page)
  await openPage(page, EDITORIAL_PATHS.videoPlatform)
  await expect(page.getByRole('heading', { level: 2, name: videos[0].title })).toBeVisible()
  const categories = [...new Set(videos.flatMap((video) => (video.category ? [video.category.name] : [])))]
  expect(categories.length).toBeGreaterThanOrEqual(3)
  const nav = page.getByRole('navigation', { name: 'Film categories' })
  for (const name of categories) {
    const link = nav.getByRole('link', { name: new RegExp(`^${name}`) })
    const target = (await link.getAttribute('href')) ?? ''
    expect(target).toMatch(/^#category-/)
    await expect(page.locator(`${target} h2`)).toHaveText(name)
  }
  const objects = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .filter((item) => item['@type'] === 'VideoObject')
  expect(objects.map((item) => item.name).sort()).toEqual(videos.map((video) => video.title).sort())
  for (const item of objects) {
    expect(item.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(item.duration).toMatch(/^PT(\d+M)?(\d+S)?$/)
    expect(item.thumbnailUrl[0]).toMatch(/^https?:\/\//)
    expect(item.contentUrl ?? item.embedUrl).toMatch(/^https?:\/\//)
  }
})

test('pressing Play shows our own video file, with its captions track, and still nothing from a video host', async ({
  page,
  baseURL,
}) => {
  const videos = await libraryVideos(page)
  const captioned = videos.find((video) => video.source.kind === 'file' && video.captions)
  const plain = videos.find((video) => video.source.kind === 'file' && !video.captions)
  if (!captioned || !plain) throw new Error('The demo data needs uploaded films with and without captions')
  const thirdParty = thirdPartyRequests(page, baseURL ?? '')
  await openPage(page, EDITORIAL_PATHS.videoPlatform)

  const withCaptions = card(page, captioned.title)
  await playAndCheck(page, withCaptions, captioned)
  const track = withCaptions.locator('video track')
  await expect(track).toHaveAttribute('kind', 'captions')
  await expect(track).toHaveAttribute('srclang', captioned.captions?.language ?? 'en')
  const vtt = await page.request.get((await track.getAttribute('src')) ?? '')
  expect(vtt.status()).toBe(200)
  expect(await vtt.text()).toMatch(/^WEBVTT/)

  const without = card(page, plain.title)
  await playAndCheck(page, without, plain)
  await expect(without.locator('video track')).toHaveCount(0)
  // The other films still wait behind their posters.
  await expect(page.locator('video')).toHaveCount(2)
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(thirdParty).toEqual([])
})

test('Monsoon TV: the newest film large on top with its description, each of the others playable', async ({ page }) => {
  const [latest, next] = await tvVideos(page)
  await openPage(page, EDITORIAL_PATHS.monsoonTv)
  const top = page.getByTestId('tv-latest')
  await expect(top.getByRole('heading', { level: 2 })).toHaveText(latest.title)
  if (latest.description) await expect(top).toContainText(latest.description)
  const box = await top.getByTestId('video-player').boundingBox()
  expect(box?.width ?? 0).toBeGreaterThan(700)
  await playAndCheck(page, card(page, next.title), next)
})

test('the cruise line shows its films under its voyages, and they play', async ({ page }) => {
  const films = await cruiseVideos(page)
  await openPage(page, EDITORIAL_PATHS.expeditionCruiseLine)
  const section = page.locator('#cruise-films')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Cruise films')
  await expect(section.getByTestId('video-card')).toHaveCount(films.length)
  await playAndCheck(page, card(page, films[0].title), films[0])
})

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

test('the library’s search works without JavaScript: a word of a description, then a category', async ({ browser }) => {
  test.setTimeout(90_000)
  await withoutJavaScript(browser, async (page) => {
    const videos = await libraryVideos(page)
    const wanted = videos.find((video) => video.description?.includes('Yandabo'))
    if (!wanted) throw new Error('The demo data needs the Irrawaddy film')
    await page.goto(EDITORIAL_PATHS.videoPlatform)
    await page.getByLabel('Words', { exact: true }).fill('yandabo')
    await page.getByRole('button', { name: 'Search films' }).click()
    await expect(page).toHaveURL(/\/video-platform\/search\?search=yandabo&category=$/)
    await expect(page.getByRole('status')).toHaveText(/^1 film matches “yandabo”\./)
    await expect(page.getByRole('heading', { level: 2, name: wanted.title })).toBeVisible()
    await expect(page.getByTestId('video-card')).toHaveCount(1)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const category = videos.find((video) => video.category)?.category
    if (!category) throw new Error('The demo data needs categories')
    await page.getByLabel('Words', { exact: true }).fill('')
    // Chosen the way a keyboard user does (type-ahead): selectOption needs the page's JavaScript, off here.
    await page.getByRole('combobox', { name: 'Category' }).focus()
    await page.keyboard.type(category.name)
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category.slug)
    await page.getByRole('button', { name: 'Search films' }).click()
    await expect(page).toHaveURL(new RegExp(`/video-platform/search\\?search=&category=${category.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(category.name)
    const inCategory = videos.filter((video) => video.category?.slug === category.slug)
    await expect(page.getByTestId('video-card')).toHaveCount(inCategory.length)
    for (const video of inCategory) await expect(card(page, video.title)).toBeVisible()
  })
})

test('the video pages do not move while they load: CLS ≤ 0.02 at 375 and 1440 px on a slow network', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  for (const width of [375, 1440]) {
    for (const path of [EDITORIAL_PATHS.videoPlatform, EDITORIAL_PATHS.monsoonTv]) {
      const cls = await layoutShift(browser, path, width)
      expect(cls, `${path} at ${width} px`).toBeLessThanOrEqual(0.02)
    }
  }
})
