import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  request,
  test,
} from '@playwright/test'
import { e2eStaff } from '../support/e2e-env'

export type TMenu = {
  _id: string
  fullName: string
  url: string | null
  showOnMenu: boolean
  image: string | null
  items: TMenu[]
}
export type TFooterColumn = {
  title: string
  listItems: Array<{ url: string; fullName: string; shortName: string | null }>
}

export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`)
  return ((await response.json()) as { data: T }).data
}

/** Opens a site page and waits until React has hydrated the chrome, so clicks and hovers land. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('header[data-hydrated="true"]')).toBeAttached()
  return response
}

/**
 * Opens one of the signed-in agent's bookings from the vault's list, found by its name: the list
 * shows ten a page, newest first, and other tests add bookings to the same agents meanwhile.
 */
export async function openBookingNamed(page: Page, name: string) {
  await openPage(page, '/marketplace/b2b-agent-vault')
  await page.getByLabel('Search by name or code').fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name }).click()
}

/** The demo agents' password (README). */
export const AGENT_PASSWORD = 'agent-demo-2026'

/**
 * Signs an agent in through the API; the session cookies land in the page's browser context. It
 * says where it comes from as the site's own sign-in form does (Origin): with a session cookie
 * already set, the API refuses a cookie write from anywhere else (ADR 016).
 */
export async function signInAgent(page: Page, username: string, password = AGENT_PASSWORD) {
  const origin = new URL(page.url().startsWith('http') ? page.url() : (test.info().project.use.baseURL ?? '')).origin
  const answer = await page.request.post('/b2badminapi/api/ManagerUser/authenticateCrmclient', {
    data: { grant_type: 'password', username, password },
    headers: { origin },
  })
  expect(answer.ok()).toBe(true)
}

/**
 * A vault call (`/b2badminapi/api/RequestBooking/{name}`) as the signed-in browser makes it: the
 * session cookie, and this site as its Origin (the CSRF check of cookie writes). Its `data`.
 */
export async function vaultPost<T>(page: Page, name: string, data: unknown): Promise<T> {
  const answer = await page.request.post(`/b2badminapi/api/RequestBooking/${name}`, {
    headers: { origin: test.info().project.use.baseURL ?? '' },
    data,
  })
  expect(answer.ok(), `${name} answered ${answer.status()}`).toBe(true)
  return ((await answer.json()) as { data: T }).data
}

/** A new booking for two adults (AddBooing), its id. */
export async function addBooking(
  page: Page,
  args: { nameTour: string; begindate: string; enddate: string; nation: string },
): Promise<string> {
  const created = await vaultPost<{ _id: string }>(page, 'AddBooing', {
    ...args,
    adultQuantity: 2,
    childQuantity: 0,
    lsChildren: [],
    rooms: 1,
  })
  return created._id
}

/**
 * A new booking made as an agent makes it, in the vault's New booking form (the vault's list open);
 * resolves once the booking is open and saved.
 */
export async function createBookingInForm(page: Page, booking: { name: string; begin: string; end: string }) {
  await page.getByRole('button', { name: 'New booking' }).click()
  const form = page.getByTestId('booking-form')
  await form.getByLabel('Tour name').fill(booking.name)
  await form.getByLabel('Begin date').fill(booking.begin)
  await form.getByLabel('End date').fill(booking.end)
  await form.getByRole('button', { name: 'Create booking' }).click()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
}

/** This worker's staff account (tests/support/e2e-env.ts): an admin no other worker signs in. */
export const staffAccount = () => e2eStaff(test.info().parallelIndex)

/** Signs this worker's staff account in to the back office through its login form. */
export async function signInStaff(page: Page) {
  const staff = staffAccount()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * A new agency with one approved agent, made the way the site makes one: the public registration
 * call, this worker's staff approving it with its terms, and the set-password link of the welcome
 * email. For a test that changes the agent itself (their language, say), so that no demo agent
 * other tests sign in as changes under them. Registrations are limited to 5 an hour from one
 * address (src/domain/limits.ts): the whole e2e run makes four.
 */
export async function createAgent(terms: {
  nations: string[]
  currency: string
  market: string
  firstName: string
}): Promise<{ email: string; password: string }> {
  const baseURL = test.info().project.use.baseURL ?? ''
  const origin = new URL(baseURL).origin
  const unique = `${Date.now()}-${test.info().parallelIndex}`
  const email = `agent-${unique}@agency.test`
  const password = `e2e-agent-${unique}`
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { origin } })
  const staff = await request.newContext({ baseURL, extraHTTPHeaders: { origin } })
  const json = async (answer: Awaited<ReturnType<typeof staff.get>>, what: string) => {
    expect(answer.ok(), `${what} answered ${answer.status()}`).toBe(true)
    // biome-ignore lint/suspicious/noExplicitAny: REST answers are read field by field
    return (await answer.json()) as any
  }
  try {
    expect((await staff.post('/cms-api/users/login', { data: staffAccount() })).ok()).toBe(true)
    const nations = await json(
      await staff.get(`/cms-api/nations?where[code][in]=${terms.nations.join(',')}&depth=0&limit=10`),
      'nations',
    )
    await json(
      await visitor.post('/b2badminapi/client/AgencyRegister/AddAgencyRegister', {
        data: {
          firstName: terms.firstName,
          lastName: 'Test',
          email,
          agencyName: `E2E agency ${unique}`,
          position: 'Owner',
          affiliateAgency: 'None',
          agencyType: 'Retail',
          stateProvince: 'Bavaria',
          city: 'Munich',
          agencyCountry: 'Germany',
          nations: nations.docs.map((nation: { id: string }) => nation.id),
        },
      }),
      'the registration',
    )
    const registrations = await json(
      await staff.get(`/cms-api/agency-registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`),
      'the registrations',
    )
    await json(
      await staff.patch(`/cms-api/agency-registrations/${registrations.docs[0].id}`, {
        data: { status: 'approved', currency: terms.currency, market: terms.market, onlineTariff: 'no' },
      }),
      'the approval',
    )
    const emails = await json(
      await staff.get(
        `/cms-api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=registration-approved&depth=0`,
      ),
      'the outbox',
    )
    const token = /set-password\?token=([\w-]+)/.exec(emails.docs[0]?.html ?? '')?.[1]
    expect(token, 'the welcome email carries a set-password link').toBeTruthy()
    await json(
      await visitor.post('/b2badminapi/api/ManagerUser/setPasswordclient', { data: { token, password } }),
      'setting the password',
    )
    return { email, password }
  } finally {
    await Promise.all([visitor.dispose(), staff.dispose()])
  }
}

/**
 * Follows a link in the back office to the page it names. A click while Payload's screen is still
 * hydrating can be dropped by the router, with no request made (seen on a slow CI machine); a person
 * would click again, and so does this, until the address is the link's.
 */
export async function followAdminLink(link: Locator) {
  const page = link.page()
  const href = await link.getAttribute('href')
  expect(href, 'the link has an address').toBeTruthy()
  const target = decodeURIComponent(new URL(href ?? '', page.url()).href)
  const arrived = (url: URL) => decodeURIComponent(url.href) === target
  await expect(async () => {
    if (!arrived(new URL(page.url()))) await link.click({ timeout: 5_000 })
    await expect(page).toHaveURL(arrived, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * The layout shift of one page load (DESIGN.md: CLS ≤ 0.02), summed by a `layout-shift`
 * PerformanceObserver from navigation until the network is idle and the fonts are ready, on slow 4G
 * so the web font and the images arrive after the first paint, as they do for many visitors.
 */
export async function layoutShift(
  browser: Browser,
  path: string,
  width: number,
  storageState?: BrowserContextOptions['storageState'],
): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, storageState })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await page.addInitScript(() => {
      const state = window as unknown as { __cls: number }
      state.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) state.__cls += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
  } finally {
    await context.close()
  }
}
