/**
 * `npm run bench:ui`: how long the screens agents and consultants spend their day in take, in
 * Chromium against the production build (issue 59; DESIGN.md: each ≤ 1 s at the median and ≤ 2 s
 * at p95). A measurement, never a test: it exits non-zero only when a run cannot complete.
 *
 * It starts the app as the e2e run does (a fresh database with the demo data, `npm start`'s build),
 * signs in the demo agent Anna and the bench's staff account, and times, `BENCH_UI_RUNS` times each
 * (20), from the person's action until the screen shows what they came for:
 *
 * - vault: sign-in until the booking list shows its bookings; opening a booking until its days and
 *   its allotment state show; adding a hotel (the Accommodation tab, quick add) until the stay is
 *   in the days, priced; creating a booking (the New booking form) until it is open and saved;
 *   "For your client" until its figures show;
 * - back office: the dashboard until its work queues show, the bookings list until its rows show, a
 *   booking until its itinerary shows, the allotment calendar until its grid shows, the outbox until
 *   its rows show.
 *
 * Beside each it prints what the first run of that view loaded (requests, bytes, of them JavaScript),
 * the trace to read when a figure is high.
 *
 *   npm run bench:ui                                      boots its own app (port 3170)
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:ui      measures a running app with the demo data
 *                                                         (staff: ADMIN_EMAIL and ADMIN_PASSWORD)
 *   BENCH_UI_RUNS=20  BENCH_UI_ONLY=vault,backoffice      the defaults
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium'
import { E2E_ADMIN } from '../tests/support/e2e-env'
import { benchApp } from './bench-app'

const RUNS = Number(process.env.BENCH_UI_RUNS ?? 20)
const ONLY = new Set((process.env.BENCH_UI_ONLY ?? 'vault,backoffice').split(',').map((part) => part.trim()))
const AGENT = { username: 'anna@lotus-travel.demo', password: 'agent-demo-2026' }
const TIMEOUT = 30_000
const BOOKING = 'Thailand family discovery'
const VIEWPORT = { width: 1440, height: 900 }
/** The staff account: the one the bench's own app is started with, or a running app's. */
const STAFF = {
  email: process.env.BENCH_URL ? (process.env.ADMIN_EMAIL ?? E2E_ADMIN.email) : E2E_ADMIN.email,
  password: process.env.BENCH_URL ? (process.env.ADMIN_PASSWORD ?? E2E_ADMIN.password) : E2E_ADMIN.password,
}

type TLoad = { requests: number; bytes: number; scriptBytes: number; apiCalls: number }
type TView = {
  name: string
  /** Puts the page where the person starts (not timed). */
  prepare?: (page: Page) => Promise<void>
  /** The person's action and the wait for its result (timed). */
  act: (page: Page) => Promise<void>
}

const visible = (page: Page, selector: string) => page.locator(selector).first().waitFor({ timeout: TIMEOUT })
const saved = (page: Page) =>
  page
    .getByTestId('save-state')
    .filter({ hasText: /^All changes saved$/ })
    .waitFor({ timeout: TIMEOUT })

/** The booking's days and its allotment panel past "Checking the allotment…" (its stays' badges shown). */
const bookingShown = (page: Page) =>
  page.waitForFunction(
    () => {
      const panel = document.querySelector('[data-testid="instant-panel"]')
      return (
        document.querySelector('[data-testid="tour-day"]') !== null &&
        panel !== null &&
        panel.querySelector('[data-testid="stay-terms"]') !== null &&
        !panel.textContent?.includes('Checking the allotment')
      )
    },
    undefined,
    { timeout: TIMEOUT, polling: 'raf' },
  )

/** A signed-in browser context and the app's origin, which its cookie writes name (ADR 016). */
type TSession = { context: BrowserContext; origin: string }

async function call<T>({ context, origin }: TSession, name: string, data: unknown): Promise<T> {
  const answer = await context.request.post(`${origin}/b2badminapi/api/RequestBooking/${name}`, {
    headers: { origin },
    data,
  })
  if (!answer.ok()) throw new Error(`${name} answered ${answer.status()}: ${await answer.text()}`)
  return ((await answer.json()) as { data: T }).data
}

async function agentContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORT })
  const answer = await context.request.post(`${origin}/b2badminapi/api/ManagerUser/authenticateCrmclient`, {
    data: { grant_type: 'password', ...AGENT },
    headers: { origin },
  })
  if (!answer.ok()) throw new Error(`The agent could not sign in: ${answer.status()}`)
  return context
}

async function staffContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORT })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(STAFF.email)
  await page.getByLabel('Password').fill(STAFF.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin\/?$/, { timeout: TIMEOUT })
  await page.close()
  return context
}

/** A new booking of the agent's, 12 days in Thailand, for the views that change one. */
const newBooking = (agent: TSession, name: string) =>
  call<{ _id: string }>(agent, 'AddBooing', {
    nameTour: name,
    begindate: '2027-03-01',
    enddate: '2027-03-12',
    nation: 'th',
    adultQuantity: 2,
    childQuantity: 0,
    lsChildren: [],
    rooms: 1,
  }).then((created) => created._id)

function vaultViews(agent: TSession, richest: string): TView[] {
  const openFresh = async (page: Page) => {
    const fresh = await newBooking(agent, `Bench ${Date.now()}`)
    await page.goto(`/marketplace/b2b-agent-vault/${fresh}`)
    await saved(page)
    await visible(page, '[data-testid="picker-item"]')
  }
  return [
    {
      name: 'vault: sign-in → booking list',
      prepare: async (page) => {
        await page.context().clearCookies()
        // Loaded and idle: the form is hydrated, so what is typed is what it sends.
        await page.goto('/login-agent?next=%2Fmarketplace%2Fb2b-agent-vault', { waitUntil: 'networkidle' })
        await page.getByLabel('Email').fill(AGENT.username)
        await page.getByLabel('Password').fill(AGENT.password)
      },
      act: async (page) => {
        await page.getByRole('button', { name: 'Sign in' }).click()
        await visible(page, '[data-testid="booking-row"]')
      },
    },
    {
      name: 'vault: open a booking (days + allotment)',
      act: async (page) => {
        await page.goto(`/marketplace/b2b-agent-vault/${richest}`)
        await bookingShown(page)
      },
    },
    {
      name: 'vault: add a hotel',
      prepare: openFresh,
      act: async (page) => {
        const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
        await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
        await catalogue
          .getByRole('button', { name: /Quick add .* for 3 nights/ })
          .first()
          .click({ timeout: TIMEOUT })
        // Priced at once in the browser; the background save follows the autosave pause (1.2 s after
        // the last change, to gather a burst of edits into one save), which the agent does not wait for.
        await visible(page, '[data-testid="tour-day"][data-day="1"] [data-type="Accommodation"]')
      },
    },
    {
      name: 'vault: create a booking',
      prepare: async (page) => {
        await page.goto('/marketplace/b2b-agent-vault')
        await visible(page, '[data-testid="booking-row"]')
        await page.locator('header[data-hydrated="true"]').waitFor({ state: 'attached', timeout: TIMEOUT })
      },
      act: async (page) => {
        await page.getByRole('button', { name: 'New booking' }).click()
        const form = page.getByTestId('booking-form')
        await form.getByLabel('Tour name').fill(`Bench new ${Date.now()}`)
        await form.getByLabel('Begin date').fill('2027-04-01')
        await form.getByLabel('End date').fill('2027-04-10')
        await form.getByRole('button', { name: 'Create booking' }).click()
        await page.waitForURL(/\/marketplace\/b2b-agent-vault\/[0-9a-f-]{36}$/, { timeout: TIMEOUT })
        await visible(page, '[data-testid="tour-day"]')
        await saved(page)
      },
    },
    {
      name: 'vault: "For your client"',
      prepare: async (page) => {
        await page.goto(`/marketplace/b2b-agent-vault/${richest}`)
        await bookingShown(page)
      },
      act: async (page) => {
        await page.getByRole('button', { name: 'For your client', exact: true }).click()
        await visible(page, '[data-testid="client-output"] [data-testid="selling-figures"]')
      },
    },
  ]
}

/** A booking request sent from the vault as an agent sends one: it puts its emails in the outbox. */
async function sendRequest(agent: TSession) {
  const page = await agent.context.newPage()
  try {
    const id = await newBooking(agent, `Bench request ${Date.now()}`)
    await page.goto(`/marketplace/b2b-agent-vault/${id}`)
    const program = page.getByRole('complementary', { name: 'Catalogue' }).getByTestId('picker-item').first()
    await program.getByRole('button', { name: /^Add to day 1: / }).click({ timeout: TIMEOUT })
    await saved(page)
    await page.getByRole('button', { name: 'Send request' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send the booking request' })
    await dialog.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click({ timeout: TIMEOUT })
    await dialog.waitFor({ state: 'hidden', timeout: TIMEOUT })
  } finally {
    await page.close()
  }
}

function backOfficeViews(bookingId: string): TView[] {
  const opened = (name: string, path: string, selector: string): TView => ({
    name: `back office: ${name}`,
    act: async (page) => {
      await page.goto(path)
      await visible(page, selector)
    },
  })
  return [
    opened('dashboard', '/admin', '.work-queues__count'),
    opened('bookings list', '/admin/collections/bookings', '.table tbody tr'),
    opened('booking', `/admin/collections/bookings/${bookingId}`, '[data-testid="admin-itinerary"] tbody tr'),
    opened('allotment calendar', '/admin/allotments', '[data-testid="allotment-grid"] tbody tr'),
    opened('outbox', '/admin/collections/emails', '.table tbody tr'),
  ]
}

/** What the page loaded while `run` ran: requests, bytes on the wire, of them scripts, and API calls. */
async function traced(page: Page, run: () => Promise<void>): Promise<TLoad> {
  const load: TLoad = { requests: 0, bytes: 0, scriptBytes: 0, apiCalls: 0 }
  const pending: Promise<void>[] = []
  const onFinished = (request: import('@playwright/test').Request) => {
    load.requests++
    if (new URL(request.url()).pathname.startsWith('/b2badminapi/')) load.apiCalls++
    pending.push(
      request.sizes().then(
        (sizes) => {
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize
          load.bytes += bytes
          if (request.resourceType() === 'script') load.scriptBytes += bytes
        },
        () => {},
      ),
    )
  }
  page.on('requestfinished', onFinished)
  try {
    await run()
  } finally {
    page.off('requestfinished', onFinished)
  }
  await Promise.all(pending)
  return load
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`

async function measure(context: BrowserContext, view: TView, runs: number): Promise<{ times: number[]; load: TLoad }> {
  const times: number[] = []
  let load: TLoad | undefined
  for (let run = 0; run < runs; run++) {
    // A new tab each run, as a person opening the screen again: nothing of the last run's page remains.
    const page = await context.newPage()
    try {
      await view.prepare?.(page)
      const started = performance.now()
      const loaded = await traced(page, () => view.act(page))
      times.push(performance.now() - started)
      load ??= loaded
    } finally {
      await page.close()
    }
  }
  return { times, load: load ?? { requests: 0, bytes: 0, scriptBytes: 0, apiCalls: 0 } }
}

function report(view: TView, times: number[], load: TLoad) {
  const sorted = [...times].sort((a, b) => a - b)
  const median = percentile(sorted, 0.5)
  const p95 = percentile(sorted, 0.95)
  const verdict = median <= 1000 && p95 <= 2000 ? 'within' : 'OVER'
  console.log(
    `${view.name.padEnd(44)} median ${seconds(median)}  p95 ${seconds(p95)}  max ${seconds(sorted.at(-1) ?? 0)}  ` +
      `${verdict} (≤ 1 s, ≤ 2 s) · first run: ${load.requests} requests, ${kB(load.bytes)} (JS ${kB(load.scriptBytes)}), ${load.apiCalls} API calls`,
  )
}

async function main() {
  const executablePath = chromiumPath()
  if (!executablePath) throw new Error('No Chromium: see tests/support/chromium.ts')
  const app = await benchApp({ url: process.env.BENCH_URL, port: process.env.BENCH_PORT ?? '3170' })
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const agent = { context: await agentContext(browser, app.origin), origin: app.origin }
    // Anna's richest demo booking: twelve days, hotels on Monsoon's allotment.
    const found = await call<{ items: { _id: string; nameTour: string }[] }>(agent, 'listData', {
      _pageSize: 10,
      _pageNumber: 1,
      search: BOOKING,
    })
    const richest = found.items.find((item) => item.nameTour === BOOKING)
    if (!richest) throw new Error(`The demo agent has no booking "${BOOKING}"`)
    console.log(
      `bench:ui against ${app.origin}, ${RUNS} runs a view, Chromium at ${VIEWPORT.width} px; booking "${richest.nameTour}"`,
    )
    const views: [BrowserContext, TView[]][] = []
    if (ONLY.has('vault')) views.push([agent.context, vaultViews(agent, richest._id)])
    if (ONLY.has('backoffice')) {
      // The outbox of a fresh database is empty: one booking request fills it as an agent's does.
      await sendRequest(agent)
      views.push([await staffContext(browser, app.origin), backOfficeViews(richest._id)])
    }
    for (const [context, list] of views)
      for (const view of list) {
        // One untimed run first: the server's first render of a route compiles and caches its code.
        await measure(context, view, 1)
        const { times, load } = await measure(context, view, RUNS)
        report(view, times, load)
      }
  } finally {
    await browser.close()
    await app.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
