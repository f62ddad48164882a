import { expect, type Page, test } from '@playwright/test'
import { BEYOND_PARTS } from '../../src/domain/beyond'
import { EDITORIAL_PATHS } from '../../src/domain/editorial-routes'
import { formatJournalDate } from '../../src/domain/journal'
import { BEYOND_FILMS } from '../../src/seed/editorial/beyond'
import { apiData, layoutShift, openPage } from './helpers'

/** Issue 17: Beyond's four pages (ADR 026) as visitors use them, on the demo data. */

const BEYOND = '/b2badminapi/client/BeyondClient'

type TImage = { url: string; alt: string; width: number | null; height: number | null }
type TFile = { url: string; title: string; filename: string; mimeType: string | null; filesize: number | null }
type TItem = {
  slug: string
  title: string
  createAt: string
  duration: string | null
  videoUrl: string | null
  download: TFile | null
  downloadUrl: string | null
}
type TDetail = {
  title: string
  shortDescription: string
  buttonText: string
  infoCoverImage: {
    imageUrlCropper: string | null
    coordinates: { left: number; top: number; width: number; height: number }
    image: TImage | null
  }
  description: string
  reels: { title: string; video: string }[]
  hardcopy: { buttonText: string; pdf: TFile | null }
  items: TItem[]
}

/** A pattern matching the text as it is. */
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

const detailOf = (page: Page) => apiData<TDetail>(page.request, `${BEYOND}/GetBeyondDetail`)

/** The first words of an HTML text, without its markup. */
const firstWords = (html: string, count = 8) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, count)
    .join(' ')

test('the four Beyond pages show their content and sub-navigation (status, console, overflow and axe: site-crawl.e2e.ts)', async ({
  page,
}) => {
  const detail = await detailOf(page)
  const expected: Record<string, { heading: string; text: string }> = {
    cover: { heading: detail.title, text: detail.shortDescription },
    detail: { heading: 'The story', text: firstWords(detail.description) },
    hardcopy: { heading: 'The hard copy', text: detail.hardcopy.pdf?.title ?? detail.shortDescription },
    items: { heading: 'Films', text: detail.items[0]?.title ?? '' },
  }
  for (const { part, path } of BEYOND_PARTS) {
    await openPage(page, path)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(expected[part].heading)
    await expect(page.locator('main'), path).toContainText(expected[part].text)
    // The sub-navigation names the current part, and only it.
    const nav = page.getByRole('navigation', { name: 'Beyond', exact: true })
    await expect(nav.getByRole('link')).toHaveCount(4)
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', path)
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
  }
})

test('the sub-navigation goes from the cover to the story by its button and back', async ({ page }) => {
  const detail = await detailOf(page)
  await openPage(page, EDITORIAL_PATHS.beyond)
  await page.getByRole('link', { name: detail.buttonText }).click()
  await expect(page).toHaveURL(EDITORIAL_PATHS.beyondDetail)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The story')
  await page
    .getByRole('navigation', { name: 'Beyond', exact: true })
    .getByRole('link', { name: 'Beyond', exact: true })
    .click()
  await expect(page).toHaveURL(EDITORIAL_PATHS.beyond)
})

test('the info cover shows only its crop rectangle', async ({ page }) => {
  const { infoCoverImage } = await detailOf(page)
  const { coordinates: crop, image } = infoCoverImage
  expect(image?.width && image.height).toBeTruthy()
  // The demo crop is a part of the picture: the test means something only then.
  expect(crop.width).toBeLessThan(100)
  await openPage(page, EDITORIAL_PATHS.beyond)
  const frame = page.getByTestId('info-cover')
  const picture = frame.locator('img')
  await expect(picture).toHaveAttribute('src', infoCoverImage.imageUrlCropper ?? '')
  await frame.scrollIntoViewIfNeeded()
  const [box, drawn] = await Promise.all([frame.boundingBox(), picture.boundingBox()])
  if (!box || !drawn || !image?.width || !image.height) throw new Error('The info cover is not laid out')
  // The frame has the crop's proportions in pixels of the image…
  expect(box.width / box.height).toBeCloseTo((crop.width * image.width) / (crop.height * image.height), 1)
  // …the picture keeps its own…
  expect(drawn.width / drawn.height).toBeCloseTo(image.width / image.height, 1)
  // …and the frame's edges fall on the crop's edges, in % of the picture.
  expect(((box.x - drawn.x) / drawn.width) * 100).toBeCloseTo(crop.left, 0)
  expect(((box.y - drawn.y) / drawn.height) * 100).toBeCloseTo(crop.top, 0)
  expect((box.width / drawn.width) * 100).toBeCloseTo(crop.width, 0)
  expect((box.height / drawn.height) * 100).toBeCloseTo(crop.height, 0)
  // What lies outside the frame is not shown.
  expect(await frame.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden')
})

test('the hard copy’s download link names the PDF and its size, and answers 200 application/pdf', async ({ page }) => {
  const { hardcopy } = await detailOf(page)
  await openPage(page, EDITORIAL_PATHS.beyondDetailPage)
  const link = page.getByRole('link', { name: escaped(hardcopy.buttonText) })
  await expect(link).toContainText('PDF')
  await expect(link).toContainText(/\d+ kB|\d+(\.\d)? MB/)
  await expect(link).toHaveAttribute('download', /\.pdf$/)
  const file = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('a reel plays on demand: no player before the click, a video after', async ({ page }) => {
  const { reels } = await detailOf(page)
  await openPage(page, EDITORIAL_PATHS.beyondDetail)
  const shown = page.getByTestId('reel')
  await expect(shown).toHaveCount(reels.length)
  await expect(shown.locator('h3')).toHaveText(reels.map((reel) => reel.title))
  await expect(page.locator('main video, main iframe')).toHaveCount(0)
  const first = shown.first()
  await first.getByRole('button', { name: `Play: ${reels[0]?.title}` }).click()
  const video = first.locator('video')
  await expect(video).toBeAttached()
  await expect(video.locator('source')).toHaveAttribute('src', reels[0]?.video ?? '')
  // The others still wait for their click.
  await expect(page.locator('main video')).toHaveCount(1)
  const file = await page.request.get(reels[0]?.video ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('video/mp4')
})

test('the films page lists only the public films, with date, duration, a player and their downloads', async ({
  page,
}) => {
  const { items } = await detailOf(page)
  const hidden = BEYOND_FILMS.filter((film) => !film.isPublic)
  expect(hidden.length).toBeGreaterThan(0)
  await openPage(page, EDITORIAL_PATHS.beyondIndex0)
  const films = page.getByTestId('film')
  await expect(films.locator('h2')).toHaveText(items.map((item) => item.title))
  for (const film of hidden) await expect(page.locator('main')).not.toContainText(film.title)

  const first = films.first()
  const item = items[0]
  if (!item) throw new Error('No public film')
  // The card's own line of facts (the player shows the duration on its poster too).
  const date = first.locator('p > time').first()
  await expect(date).toHaveText(formatJournalDate(item.createAt))
  await expect(date).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
  if (item.duration) await expect(first).toContainText(item.duration)
  await expect(first.locator('video')).toHaveCount(0)
  await first.getByRole('button', { name: `Play: ${item.title}` }).click()
  await expect(first.locator('video')).toBeAttached()

  const withNotes = items.filter((entry) => entry.download)
  expect(withNotes.length).toBeGreaterThan(0)
  for (const entry of withNotes) {
    const card = films.filter({ has: page.getByRole('heading', { name: entry.title }) })
    const link = card.getByRole('link', { name: escaped(entry.download?.title ?? '') })
    await expect(link).toContainText('PDF')
    const file = await page.request.get((await link.getAttribute('href')) ?? '')
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('application/pdf')
  }

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  )
  const list = data.find((entry) => entry['@type'] === 'ItemList')
  expect(list.itemListElement.map((entry: { item: { name: string } }) => entry.item.name)).toEqual(
    items.map((entry) => entry.title),
  )
  expect(list.itemListElement[0].item).toMatchObject({ '@type': 'VideoObject', uploadDate: item.createAt })
})

test('Beyond does not move while it loads: CLS ≤ 0.02 at 375 and 1440 px on a slow network', async ({ browser }) => {
  test.setTimeout(120_000)
  for (const width of [375, 1440]) {
    for (const path of [EDITORIAL_PATHS.beyond, EDITORIAL_PATHS.beyondDetail]) {
      const cls = await layoutShift(browser, path, width)
      expect(cls, `${path} at ${width} px`).toBeLessThanOrEqual(0.02)
    }
  }
})
