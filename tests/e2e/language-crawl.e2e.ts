import { expect, type Page, test } from '@playwright/test'
import { LOCALES } from '../../src/domain/locales'
import { englishLines } from '../support/english-text'
import { signInAgent, vaultPost } from './helpers'
import { crawlRoutes, partOf, type TCrawlRoute } from './site-routes'

/**
 * Every word in the visitor's language (issue 58): each public route and vault view of the site
 * crawl (site-routes.ts), opened in German and in French as a signed-in agent sees it, and read for
 * English sentences (english-text.ts). Text marked as another language (`lang="en"` on an English
 * fallback, the language switch's own names) is left out, and so are the agent's own words: the
 * names they gave their bookings.
 */

const AGENT = 'anna@lotus-travel.demo'
const DEMO_BOOKING = 'Bangkok and the islands honeymoon'

/** The vault's and the sign-in's pages that are not spec routes, opened as the signed-in agent. */
const MORE: TCrawlRoute[] = [
  '/marketplace/b2b-agent-vault/account',
  '/marketplace/b2b-agent-vault/api-access',
  '/b2b/tariff-tour',
  '/agent-registration',
  '/forgot-password',
  '/set-password',
  '/press-room/faq/search?q=visa',
  '/video-platform/search?q=bangkok',
].map((path) => ({ path, status: 200, isAgent: true }))
const PARTS = 2

/** The page's visible text without what is marked as written in another language. */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const own = document.documentElement.lang
    for (const element of document.querySelectorAll('body [lang]'))
      if (element.getAttribute('lang') !== own) element.remove()
    return document.body.innerText
  })

test.describe.configure({ mode: 'parallel' })

for (const locale of LOCALES.filter((code) => code !== 'en')) {
  for (let part = 0; part < PARTS; part++) {
    test(`${locale}, part ${part + 1} of ${PARTS}: no English sentence on any page or vault view`, async ({ page }) => {
      test.setTimeout(300_000)
      await page.goto(`/${locale}`)
      await signInAgent(page, AGENT)
      const list = await vaultPost<{ items: { _id: string; nameTour: string }[] }>(page, 'listData', {
        _pageSize: 100,
        _pageNumber: 1,
      })
      const ownWords = new Set(list.items.map((item) => item.nameTour))
      // The demo's own trip: other tests' bookings, made meanwhile, hold lines added in English.
      const demo = list.items.find((item) => item.nameTour === DEMO_BOOKING)
      expect(demo, `${AGENT} has the demo booking`).toBeTruthy()
      const routes = [...(await crawlRoutes(page, demo?._id ?? '')), ...MORE]
        .filter((route) => route.status === 200)
        .filter((_, index) => partOf(index, PARTS) === part)
      const found: string[] = []
      for (const route of routes) {
        const path = `/${locale}${route.path === '/' ? '' : route.path}`
        await page.goto(path)
        await page.waitForLoadState('load')
        if ((await page.locator('header').count()) > 0)
          await expect(page.locator('header[data-hydrated="true"]')).toBeAttached()
        // The vault's views fill in after their first call.
        if (route.isAgent) await page.waitForLoadState('networkidle')
        for (const line of englishLines(await pageText(page))) if (!ownWords.has(line)) found.push(`${path}: ${line}`)
      }
      expect(found).toEqual([])
    })
  }
}
