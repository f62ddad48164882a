import { expect, test } from '@playwright/test'
import { EDITORIAL_PATHS, famTripsPath, slidePath } from '../../src/domain/editorial-routes'
import { apiData, openPage, signInAgent } from './helpers'

/**
 * The editorial pages' behaviour, as a visitor sees it (the pages are static; the data is the demo
 * seed). Every route's status, heading, console and accessibility: site-crawl.e2e.ts.
 */

const BASE = '/b2badminapi/client'

test('the pages show what the page-content API returns', async ({ page }) => {
  // Read together until they agree: editorial-publish.e2e.ts may publish a new title meanwhile.
  await expect(async () => {
    const what = await apiData<{ title: string; sections: { title: string }[] }>(
      page.request,
      `${BASE}/CollaboratingWhatdefines/GetCollaboratingWhatdefines`,
    )
    await openPage(page, EDITORIAL_PATHS.whatDefinesUs)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(what.title, { timeout: 2_000 })
    for (const section of what.sections)
      await expect(page.getByRole('heading', { name: section.title })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })

  const team = await apiData<{ items: { name: string }[] }>(page.request, `${BASE}/MeetTheTeamClient/Get`)
  expect(team.items.length).toBeGreaterThanOrEqual(8)
  await openPage(page, EDITORIAL_PATHS.meetTheTeam)
  for (const member of team.items) await expect(page.getByRole('heading', { name: member.name })).toBeVisible()
})

test('an unknown entry of a list answers 404 with the spec’s text', async ({ page }) => {
  for (const path of ['/travel-inspirations/no-such-trip', '/dp/fam-trips/atlantis', '/press-room/nothing-here']) {
    const response = await openPage(page, path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  }
})

test('collaborate with us: a full-screen slideshow with a 7-bullet indicator and a close link home', async ({
  page,
}) => {
  await page.goto(EDITORIAL_PATHS.collaborate)
  const bullets = page.getByTestId('indicator-bullet')
  await expect(bullets).toHaveCount(7)
  const steps = page.locator('[data-testid="slideshow"] > section')
  await expect(steps).toHaveCount(7)
  await expect(steps.first()).toBeInViewport()
  await page.getByRole('link', { name: 'Step 3' }).click()
  await expect(steps.nth(2)).toBeInViewport()
  await expect(page.getByRole('link', { name: 'Step 3' })).toHaveAttribute('aria-current', 'step')
  await page.getByTestId('slideshow-close').click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('home-title')).toBeVisible()
})

test('our products: a modal page with its page indicator and the way through the pages', async ({ page }) => {
  await page.goto(EDITORIAL_PATHS.ourProducts)
  const indicator = page.getByTestId('page-indicator')
  await expect(indicator).toContainText(/1 \/ \d+/)
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(slidePath('ourProducts', 1))
  await expect(indicator).toContainText(/2 \/ \d+/)
  await page.getByRole('link', { name: 'Close' }).click()
  await expect(page).toHaveURL(EDITORIAL_PATHS.ourPortfolio)
})

test('FAQ search matches questions and answers, with and without JavaScript', async ({ page, browser }) => {
  const faqs = await apiData<{ items: { question: string; answer: string }[] }>(
    page.request,
    `${BASE}/FrequentlyAskedQuestion/GetFrequentlyAskedQuestion`,
  )
  expect(faqs.items.length).toBeGreaterThanOrEqual(12)
  const expected = await apiData<{ question: string }[]>(
    page.request,
    `${BASE}/FrequentlyAskedQuestion/searchs?Text=cancellation`,
  )
  expect(expected.length).toBeGreaterThan(0)
  expect(expected.length).toBeLessThan(faqs.items.length)

  // Read together until they agree: staff-day.e2e.ts publishes and deletes an FAQ meanwhile.
  await expect(async () => {
    const now = await apiData<{ items: unknown[] }>(
      page.request,
      `${BASE}/FrequentlyAskedQuestion/GetFrequentlyAskedQuestion`,
    )
    await openPage(page, EDITORIAL_PATHS.faq)
    await expect(page.getByTestId('faq-list').locator('li')).toHaveCount(now.items.length, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('cancellation')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/press-room\/faq\/search\?text=cancellation/)
  await expect(page.getByTestId('faq-list').locator('li')).toHaveCount(expected.length)
  for (const faq of expected) await expect(page.getByRole('heading', { name: faq.question })).toBeVisible()

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto(EDITORIAL_PATHS.faq)
  await plain.getByRole('searchbox', { name: 'Search the FAQs' }).fill('zzzz nothing')
  await plain.getByRole('button', { name: 'Search' }).click()
  await expect(plain.getByTestId('faq-result-count')).toHaveText(/No question matches “zzzz nothing”/)
  await noScript.close()
})

test('the contact form shows the generic messages, then thanks the sender', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const contact = await apiData<{ form: { successMessage: string } }>(
    page.request,
    `${BASE}/ContactPageClient/GetContact`,
  )
  await openPage(page, EDITORIAL_PATHS.contact)
  const form = page.getByTestId('contact-form')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByTestId('field-problem')).toHaveText([
    'First name is missing',
    'Last name is missing',
    'Email is missing',
    'Message is missing',
  ])
  await expect(form.getByLabel('First name')).toBeFocused()
  await form.getByLabel('First name').fill('Mai')
  await form.getByLabel('Last name').fill('Tran')
  await form.getByLabel('Email').fill('mai@lotus')
  await form.getByLabel('Message').fill('Please call me about a 12-day family trip.')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByTestId('field-problem')).toHaveText(['Email was not in email format'])
  await form.getByLabel('Email').fill('mai@lotus-travel.example')
  await form.getByRole('button', { name: 'Send message' }).click()
  const thanks = page.getByTestId('contact-success')
  await expect(thanks).toContainText(contact.form.successMessage)
  // In view and focused, on a phone too, where the form it replaces was several screens tall (issue 20).
  await expect(thanks).toBeFocused()
  await expect(thanks).toBeInViewport()
})

test('office email addresses on the contact page stay on one line, on a phone and beside the form', async ({
  page,
}) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page, EDITORIAL_PATHS.contact)
    const links = page.locator('a[href^="mailto:"]')
    expect(await links.count()).toBeGreaterThan(3)
    // One line each (issue 20): never cut mid-domain, not even after the hyphen of "monsoon-dmc".
    const lines = await links.evaluateAll((anchors) =>
      // The lines an address takes: the distinct tops of its unbreakable parts.
      anchors.map((anchor) => {
        const parts = [...anchor.querySelectorAll('.whitespace-nowrap')]
        const tops = new Set(parts.map((part) => Math.round(part.getBoundingClientRect().top)))
        return `${anchor.textContent}: ${parts.length > 1 ? tops.size : 'not cut into parts'}`
      }),
    )
    expect(
      lines.filter((line) => !line.endsWith(': 1')),
      `at ${width} px`,
    ).toEqual([])
  }
})

test('search engines: metas, canonical, sharing cards, JSON-LD, sitemap and robots', async ({ page }) => {
  await openPage(page, '/')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Monsoon/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  const jsonLd = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text)['@type'],
    )
  expect(await jsonLd()).toContain('Organization')
  await openPage(page, EDITORIAL_PATHS.faq)
  expect(await jsonLd()).toContain('FAQPage')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
  await openPage(page, EDITORIAL_PATHS.overlandJourneys)
  await page.locator('main ul a').first().click()
  await expect(page).toHaveURL(/\/travel-portfolio\/overland-journeys\/[a-z0-9-]+$/)
  expect(await jsonLd()).toContain('TouristTrip')

  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  for (const path of [EDITORIAL_PATHS.faq, EDITORIAL_PATHS.collaborate, famTripsPath('laos')]) {
    expect(sitemap).toContain(`${path}</loc>`)
  }
  expect(sitemap).toMatch(/\/travel-portfolio\/day-programs\/[a-z0-9-]+<\/loc>/)
  const robots = await (await page.request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
})

test('a signed-in agent sees the agency bar on the static pages, visitors the login link and the sign-up box', async ({
  page,
  browser,
}) => {
  const signUp = { name: 'Become a partner agent' }
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openPage(page, EDITORIAL_PATHS.faq)
  await expect(page.getByTestId('agency-bar')).toBeVisible()
  // A partner already: no invitation to become one (issue 20).
  await expect(page.getByRole('heading', signUp)).toHaveCount(0)
  const visitor = await browser.newPage()
  await openPage(visitor, EDITORIAL_PATHS.faq)
  await expect(visitor.getByTestId('agency-bar')).toHaveCount(0)
  await expect(visitor.getByRole('heading', signUp)).toBeVisible()
  expect((await visitor.request.get('/signed-in/press-room/faq')).status()).toBe(404)
  await visitor.close()
})

test('every internal link of the main menu and the footer answers 200', async ({ request }) => {
  type TEntry = { url: string | null; items?: TEntry[] }
  type TColumn = { listItems: { url: string }[] }
  const [menu, footer] = await Promise.all([
    apiData<TEntry[]>(request, `${BASE}/Config/menus`),
    apiData<TColumn[]>(request, `${BASE}/Config/getfooter`),
  ])
  const flatten = (entries: TEntry[]): string[] =>
    entries.flatMap((entry) => [entry.url ?? '', ...flatten(entry.items ?? [])])
  const urls = [...flatten(menu), ...footer.flatMap((column) => column.listItems.map((item) => item.url))]
  const internal = [...new Set(urls.filter((url) => url.startsWith('/')))]
  expect(internal).toEqual(expect.arrayContaining(['/monsoon-tv', '/video-platform', '/marketplace/wild-rice']))
  for (const url of internal) {
    expect((await request.get(url)).status(), url).toBe(200)
  }
})
