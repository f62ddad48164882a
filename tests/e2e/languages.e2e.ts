import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { apiData, createAgent, openPage } from './helpers'

/** The demo's translation memories (src/seed/translate.ts): English text → its translation. */
const memory = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../src/seed/translations/${code}.json`, import.meta.url), 'utf8'))
const de = memory('de')
const fr = memory('fr')

/**
 * Languages (issue 26, ADR 045), as a visitor and an agent use them: the header's switch reloads
 * the page in the language chosen, at its own address, and the choice holds (cookie, then the
 * agent's profile across sign-in and devices).
 */

const PROFILE = '/b2badminapi/api/ManagerUser/crmInfoclient'

type THome = { heroTitle: string }

const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'i18n_redirected')?.value

async function chooseLanguage(page: Page, code: string) {
  const switcher = page.getByTestId('language-switch').filter({ visible: true })
  await Promise.all([
    page.waitForEvent('load'),
    switcher.getByRole('link', { name: new RegExp(`^${code}\\b`, 'i') }).click(),
  ])
  await expect(page.locator('header[data-hydrated="true"]')).toBeAttached()
}

test.describe('a visitor', () => {
  test('at 1440 px: German, French and back to English, each page reloaded at its own address', async ({
    page,
    request,
  }) => {
    const home = await apiData<THome>(request, '/b2badminapi/client/Landing/clientlangding')
    await openPage(page, '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('home-title')).toHaveText(home.heroTitle)
    // A first visit keeps the language served (spec §9); following a link to a French page is no
    // choice: it shows French and the next English address stays English (issue 55).
    expect(await localeCookie(page)).toBe('en')
    await page.goto('/fr/press-room')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(await localeCookie(page)).toBe('en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await chooseLanguage(page, 'de')
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByTestId('home-title')).toHaveText(de[home.heroTitle])
    await expect(page.locator('header').getByRole('link', { name: 'Startseite', exact: true }).first()).toBeVisible()
    expect(await localeCookie(page)).toBe('de')
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'i18n_chosen')?.value).toBe('1')
    // Links of the page stay in German; an English address asked for directly follows the choice.
    await page.goto('/press-room')
    await expect(page).toHaveURL(/\/de\/press-room$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')

    await chooseLanguage(page, 'fr')
    await expect(page).toHaveURL(/\/fr\/press-room$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.locator('header').getByRole('link', { name: 'Accueil', exact: true }).first()).toBeVisible()

    await chooseLanguage(page, 'en')
    await expect(page).toHaveURL(/\/press-room$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await localeCookie(page)).toBe('en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('home-title')).toHaveText(home.heroTitle)
  })

  test('at 375 px: the switch is in the menu drawer', async ({ page, request }) => {
    const home = await apiData<THome>(request, '/b2badminapi/client/Landing/clientlangding')
    await page.setViewportSize({ width: 375, height: 812 })
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByTestId('mobile-drawer')
    await expect(drawer.getByTestId('language-switch')).toBeVisible()
    await Promise.all([page.waitForEvent('load'), drawer.getByRole('link', { name: /^fr\b/i }).click()])
    await expect(page).toHaveURL(/\/fr$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByTestId('home-title')).toHaveText(fr[home.heroTitle])
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(page.getByTestId('mobile-drawer').getByRole('link', { name: 'Espace agents' })).toBeVisible()
  })

  test('each language of a page says so to search engines, and the sitemap lists it once per language', async ({
    page,
    request,
  }) => {
    await page.goto('/de/press-room')
    const alternates = page.locator('link[rel="alternate"][hreflang]')
    const hrefs = Object.fromEntries(
      await alternates.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
      ),
    )
    expect(hrefs).toEqual({ en: '/press-room', de: '/de/press-room', fr: '/fr/press-room', 'x-default': '/press-room' })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/press-room$/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/press-room<', '/de/press-room<', '/fr/press-room<']) expect(sitemap).toContain(path)
  })

  test('a made-up language, a forged cookie or a switched-off path answer in English or 404, never an error', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'i18n_redirected', value: 'de-DE<script>', url: test.info().project.use.baseURL ?? '' },
    ])
    const forged = await page.goto('/press-room')
    expect(forged?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const unknown = await page.goto('/xx/press-room')
    expect(unknown?.status()).toBe(404)
    const api = await page.request.get('/b2badminapi/client/Config/menus?languageId=klingon')
    expect(api.status()).toBe(200)
  })
})

test.describe('an agent', () => {
  test('chooses German, signs in, and finds German again on another device', async ({ page, browser }) => {
    // An agent of its own: signing in follows the agent's language, which this test changes.
    const agent = await createAgent({
      nations: ['th', 'vn'],
      currency: 'AUD',
      market: 'asia-pacific',
      firstName: 'Ola',
    })
    await openPage(page, '/')
    await chooseLanguage(page, 'de')
    await page.getByTestId('login-link').filter({ visible: true }).click()
    const dialog = page.getByTestId('login-dialog')
    await expect(dialog.getByRole('heading', { name: 'Anmeldung für Agenturen' })).toBeVisible()
    await dialog.getByLabel('E-Mail').fill(agent.email)
    await dialog.getByLabel('Passwort').fill(agent.password)
    await dialog.getByRole('button', { name: 'Anmelden' }).click()
    // Signed in: the page reloads with the agency bar, still in German.
    await expect(page.getByTestId('agency-bar').filter({ visible: true })).toBeVisible()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const me = (await (await page.request.get(PROFILE)).json()) as { data: { language: string } }
    expect(me.data.language).toBe('de')

    // Another browser, English so far: signing in brings the agent's German back.
    const other = await browser.newContext({ viewport: { width: 375, height: 812 } })
    const phone = await other.newPage()
    await phone.goto('/login-agent')
    await expect(phone.locator('html')).toHaveAttribute('lang', 'en')
    await phone.getByLabel('Email').fill(agent.email)
    await phone.getByLabel('Password').fill(agent.password)
    await Promise.all([phone.waitForURL(/\/de(\/|$)/), phone.getByRole('button', { name: 'Sign in' }).click()])
    await expect(phone.locator('html')).toHaveAttribute('lang', 'de')
    await other.close()
  })
})
