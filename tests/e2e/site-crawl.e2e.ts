import { type Browser, expect, type Page, test } from '@playwright/test'
import { axeBuilder } from './axe'
import { signInAgent, vaultPost } from './helpers'
import { crawlRoutes, partOf, type TCrawlRoute } from './site-routes'

/**
 * The site crawl (issue 52): at 375 and 1440 px, every address of site-routes.ts (the editorial
 * routes, one page of every kind the sitemap lists, every route of spec §2 and a page that does not
 * exist) opened once and checked for its status, a main heading, no console error, no horizontal
 * overflow at 375 px, and no accessibility violation: axe's WCAG 2.0/2.1/2.2 A and AA rules at any
 * impact, plus "Label in Name" (2.5.3, among axe's experimental rules), and its best practices at
 * serious or critical impact. Feature tests test behaviour only. Each width's crawl is cut into
 * PARTS tests so that both workers share it.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const PARTS = 3
const AGENT = 'anna@lotus-travel.demo'

async function accessibilityProblems(page: Page, path: string): Promise<string[]> {
  // One options object: `withTags` followed by `options` would drop the tags and run every rule.
  const { violations } = await axeBuilder(page, {
    runOnly: { type: 'tag', values: [...WCAG, 'best-practice'] },
    rules: { 'label-content-name-mismatch': { enabled: true } },
  }).analyze()
  return violations
    .filter(
      (violation) =>
        violation.tags.some((tag) => WCAG.includes(tag)) ||
        violation.id === 'label-content-name-mismatch' ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Opens `route` and lists what is wrong with it. */
async function check(page: Page, route: TCrawlRoute, width: number, errors: string[]): Promise<string[]> {
  const problems: string[] = []
  errors.length = 0
  const response = await page.goto(route.path)
  if (response?.status() !== route.status) problems.push(`${route.path}: status ${response?.status()}`)
  await page.waitForLoadState('load')
  // Wait for React where the page has the site's header (a few full-screen pages have none).
  if ((await page.locator('header').count()) > 0)
    await expect(page.locator('header[data-hydrated="true"]'), route.path).toBeAttached()
  const heading = (
    (await page
      .locator('h1')
      .first()
      .textContent({ timeout: 5_000 })
      .catch(() => null)) ?? ''
  ).trim()
  if (!heading) problems.push(`${route.path}: no main heading (h1)`)
  if (route.status === 200 && heading === 'This page could not be found')
    problems.push(`${route.path}: not one of our pages`)
  if (width < 800) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    if (overflow > 0) problems.push(`${route.path}: ${overflow} px wider than the screen`)
  }
  problems.push(...(await accessibilityProblems(page, route.path)))
  // A page answered 404 on purpose: the browser logs the document's status, and nothing else may be logged.
  const expected = route.status === 404 ? /^Failed to load resource: .* 404 \(Not Found\)$/ : null
  problems.push(...errors.filter((error) => !expected?.test(error)).map((error) => `${route.path}: console: ${error}`))
  return problems
}

/** A signed-in agent's page, and one of their bookings for the vault's {slug?}. */
async function agentPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 } })
  const page = await context.newPage()
  await signInAgent(page, AGENT)
  const list = await vaultPost<{ items: { _id: string }[] }>(page, 'listData', { _pageSize: 1, _pageNumber: 1 })
  const booking = list.items[0]?._id
  expect(booking, `${AGENT} has a booking`).toBeTruthy()
  return { page, booking }
}

function listen(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
}

test.describe.configure({ mode: 'parallel' })

for (const width of [375, 1440]) {
  test.describe(`the site at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 812 : 900 } })

    for (let part = 0; part < PARTS; part++) {
      test(`part ${part + 1} of ${PARTS}: each page answers, has a heading, no console error, no overflow, no axe violation`, async ({
        page,
        browser,
      }) => {
        // About 40 pages, each checked by axe, on a 2-core machine shared with the other worker.
        test.setTimeout(300_000)
        const agent = await agentPage(browser, width)
        const routes = (await crawlRoutes(agent.page, agent.booking)).filter(
          (_, index) => partOf(index, PARTS) === part,
        )
        const visitorErrors: string[] = []
        const agentErrors: string[] = []
        listen(page, visitorErrors)
        listen(agent.page, agentErrors)
        const problems: string[] = []
        for (const route of routes) {
          problems.push(
            ...(route.isAgent
              ? await check(agent.page, route, width, agentErrors)
              : await check(page, route, width, visitorErrors)),
          )
        }
        await agent.page.context().close()
        expect(problems).toEqual([])
      })
    }
  })
}
