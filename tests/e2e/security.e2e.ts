import { expect, type Page, test } from '@playwright/test'
import { E2E_PORT } from '../../playwright.config'
import { AGENT_PASSWORD, openBookingNamed, openPage, signInAgent, signInStaff } from './helpers'

/**
 * Issue 14 over real HTTP, through Monsoon's HTTP front: security headers on every kind of answer,
 * a CSP the site, the vault and /admin run under, no framing, no open redirect, 400 for unreadable
 * addresses, and staff REST writes only from the back office. The limits keyed on the socket:
 * security-limits.e2e.ts.
 */
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`

const HEADERS = {
  'content-security-policy': /frame-ancestors 'none'/,
  'x-frame-options': /^DENY$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
}

/** Collects CSP violations the page reports, from the console and from the DOM event. */
async function watchCsp(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

test('every kind of answer carries the security headers', async ({ request }) => {
  const paths = [
    '/',
    '/press-room/faq',
    '/marketplace/b2b-agent-vault',
    '/login-agent',
    '/admin/login',
    '/b2badminapi/client/Config/Languages',
    '/b2badminapi/no-such-call',
    '/no-such-page',
    '/cms-api/media/file/no-such-file.png',
    '/%ff',
    '/robots.txt',
  ]
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 })
    for (const [name, pattern] of Object.entries(HEADERS)) {
      expect([path, name, response.headers()[name]]).toEqual([path, name, expect.stringMatching(pattern)])
    }
    // Plain http here: no HSTS (browsers ignore it over http; it would pin a local demo to https).
    expect(response.headers()['strict-transport-security']).toBeUndefined()
  }
})

test('only /admin asks for the colour-scheme hint: the public site is answered on the first request', async ({
  request,
}) => {
  // Critical-CH makes Chromium drop the answer and ask again with the hint: a round trip lost on
  // every first visit of a statically rendered page that cannot use it.
  for (const path of ['/', '/video-platform', '/marketplace/b2b-agent-vault', '/b2badminapi/client/Config/Languages']) {
    const headers = (await request.get(path)).headers()
    expect([path, headers['critical-ch'], headers['accept-ch']]).toEqual([path, undefined, undefined])
  }
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the site, the vault and /admin run under the CSP without a single violation', async ({ page, context }) => {
  const violations = await watchCsp(page)
  await openPage(page, '/')
  await openPage(page, '/press-room/faq')
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openBookingNamed(page, 'Thailand family discovery')
  await expect(page.getByTestId('picker-item').first()).toBeVisible()
  await context.clearCookies()
  await signInStaff(page)
  await page.goto('/admin/collections/bookings')
  await expect(page.locator('table')).toBeVisible()
  expect(violations).toEqual([])
})

test('no other site can frame Monsoon’s pages or its back office', async ({ page }) => {
  await page.setContent(
    `<iframe id="vault" src="${ORIGIN}/login-agent" width="600" height="400"></iframe><iframe id="admin" src="${ORIGIN}/admin/login"></iframe>`,
  )
  await page.waitForTimeout(1500)
  for (const frame of page.frames().slice(1)) {
    const shown = await frame
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '')
    expect(shown).not.toMatch(/sign in|login|email/i)
  }
})

test('after sign-in, a next= that points off-site lands at home on Monsoon', async ({ page }) => {
  for (const next of ['/%5Cevil.example/x', '/%09/evil.example/x', '//evil.example/x', 'https://evil.example/']) {
    await page.context().clearCookies()
    await page.goto(`/login-agent?next=${next}`)
    await page.getByLabel('Email').fill('olivia@southerncross.demo')
    await page.getByLabel('Password').fill(AGENT_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/login-agent'))
    expect(new URL(page.url()).origin).toBe(ORIGIN)
  }
  await page.context().clearCookies()
  await page.goto('/login-agent?next=/marketplace/b2b-agent-vault')
  await page.getByLabel('Email').fill('olivia@southerncross.demo')
  await page.getByLabel('Password').fill(AGENT_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${ORIGIN}/marketplace/b2b-agent-vault`)
})

test('unreadable addresses get a 400, unknown files a 404, never a 500', async ({ request }) => {
  for (const path of [
    '/%ff',
    '/press-room/%ff',
    '/b2badminapi/%ff',
    '/marketplace/b2b-agent-vault/%ff',
    '/a%0d%0ab',
    '/cms-api/faqs?where[question][equals]=a%00b',
    '/press-room/faq/search?text=%00',
  ]) {
    const response = await request.get(path)
    expect([path, response.status()]).toEqual([path, 400])
    expect(await response.text()).toMatch(/address is not valid/)
  }
  expect((await request.get('/cms-api/media/file/no-such-file.png')).status()).toBe(404)
  const traversal = (await request.get('/cms-api/media/file/..%2f..%2fpayload-secret')).status()
  expect(traversal >= 400 && traversal < 500).toBe(true)
  expect((await request.get('/cms-api/media/file/a%0d%0aInjected.png')).status()).toBe(400)
})

test('staff REST: closed to visitors, writes only from the back office, no 500 for a bad query', async ({
  page,
  request,
}) => {
  const anonymous = await request.get('/cms-api/faqs?where[id][in]=abc')
  expect([
    anonymous.status(),
    ((await anonymous.json()) as { errors: { message: string }[] }).errors[0].message,
  ]).toEqual([401, 'Sign in to the back office (/admin) to use its API.'])
  await signInStaff(page)
  for (const query of ['where[id][in]=abc', 'where[question][near]=1,2', 'where[_status][equals]=zzz']) {
    expect([query, (await page.request.get(`/cms-api/faqs?${query}`)).status()]).toEqual([query, 400])
  }
  expect((await page.request.get('/cms-api/faqs?where[_status][equals]=published&limit=1')).status()).toBe(200)
  const crossSite = await page.request.post('/cms-api/faqs', {
    headers: { origin: 'https://evil.example' },
    data: { question: 'Forged?', answer: null },
  })
  expect(crossSite.status()).toBe(403)
  const own = await page.request.get('/cms-api/users/me', { headers: { origin: ORIGIN } })
  expect(own.status()).toBe(200)
  const nul = await page.request.post('/cms-api/faqs', {
    headers: { origin: ORIGIN },
    data: { question: 'A\u0000B', answer: null },
  })
  expect(nul.status()).toBe(400)
  expect(((await nul.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/NUL character/)
  const logout = await page.request.post('/cms-api/users/logout', { headers: { origin: ORIGIN } })
  expect(logout.status()).toBe(200)
})
