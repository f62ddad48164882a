import { type Browser, expect, type Page, test } from '@playwright/test'
import pg from 'pg'
import { EDITORIAL_PATHS } from '../../src/domain/editorial-routes'
import { axeBuilder } from './axe'
import { addBooking, followAdminLink, openPage, signInAgent, signInStaff } from './helpers'

/**
 * A Monsoon staff member's day in the back office (issue 20): approve an agency with its terms,
 * answer a booking request, send a failed email again, publish an FAQ; axe on the dashboard and the
 * booking page. Screenshots land in the test's output folder to be looked at.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const OLIVIA = 'olivia@southerncross.demo'

/** A booking of Olivia's with one day program, sent to Monsoon from the vault: its name and id. */
async function sentRequest(browser: Browser): Promise<{ name: string; id: string }> {
  const page = await browser.newPage()
  const name = `Staff day request ${Date.now()}`
  await signInAgent(page, OLIVIA)
  const id = await addBooking(page, { nameTour: name, begindate: '2027-03-10', enddate: '2027-03-12', nation: 'th' })
  await openPage(page, `/marketplace/b2b-agent-vault/${id}`)
  const program = page.getByRole('complementary', { name: 'Catalogue' }).getByTestId('picker-item').first()
  await program.getByRole('button', { name: /^Add to day 1: / }).click()
  await page.getByRole('button', { name: 'Send request' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send the booking request' })
  await dialog.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click()
  await expect(dialog).toBeHidden()
  await page.close()
  return { name, id }
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Payload's own form controls, with axe findings we cannot fix from outside (react-select's unnamed
 * input and hidden indicators, the date picker's unnamed clear button, the document's popup menu and
 * tabs, the join table's drawer links): Payload's to fix, listed in issue 20's closing note, and
 * tolerated here for those elements only. Everything else, ours included, must be clean.
 */
const PAYLOAD_CONTROLS = '.react-select, .date-time-picker, .popup-button, .drawer-link, .doc-tabs'

/**
 * Legacy mode runs axe inside the page and its frames directly: the outbox's preview is a sandboxed
 * frame without scripts, where the default mode's extra page cannot finish.
 */
const builder = (page: Page) => axeBuilder(page).withTags(WCAG)

async function axe(page: Page, ours: string[] = []) {
  const { violations } = await builder(page).analyze()
  const found: string[] = []
  for (const violation of violations) {
    const targets: string[] = []
    for (const node of violation.nodes) {
      const target = String(node.target)
      const inPayloadControl = await page
        .locator(target)
        .first()
        .evaluate((element, controls) => element.closest(controls) !== null, PAYLOAD_CONTROLS)
        .catch(() => false)
      if (!inPayloadControl) targets.push(target)
    }
    if (targets.length) found.push(`${violation.id}: ${targets.join(' | ')}`)
  }
  // Our own parts of the page, scanned on their own: nothing at all is tolerated there.
  for (const selector of ours) {
    const scoped = await builder(page).include(selector).analyze()
    found.push(...scoped.violations.map((violation) => `${selector} ${violation.id}`))
  }
  return found
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

/** Opens a dashboard queue by its label and returns the count it showed. */
async function openQueue(page: Page, label: string) {
  await page.goto('/admin')
  const link = page.getByRole('link', { name: new RegExp(`^${label}`) })
  await expect(link).toBeVisible()
  const count = Number(await link.locator('.work-queues__count').textContent())
  await followAdminLink(link)
  return count
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInStaff(page)
})

test('the dashboard opens on the work queues, branded, and passes axe', async ({ page }) => {
  await expect(page.getByRole('heading', { name: /Today’s work/ })).toBeVisible()
  for (const label of ['Registrations to review', 'Waiting under 24 hours', 'Emails failed', 'Journal posts in draft'])
    await expect(page.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Monsoon' }).first()).toBeVisible()
  await shot(page, 'dashboard')
  expect(await axe(page, ['.backoffice-dashboard'])).toEqual([])
})

test('approve an agency with its terms in one action, then resend and copy its set-password link', async ({ page }) => {
  expect(await openQueue(page, 'Registrations to review')).toBeGreaterThan(0)
  await expect(page).toHaveURL(/where%5Bstatus%5D%5Bequals%5D=pending|where\[status\]\[equals\]=pending/)
  await followAdminLink(page.getByRole('link', { name: 'Sol y Mar Viajes' }))
  const decision = page.getByTestId('registration-decision')
  await expect(decision.getByRole('heading', { name: 'Decision' })).toBeVisible()

  // The terms are on the same screen; approving without the online tariff says what is missing.
  await decision.getByRole('button', { name: 'Approve and email the agent' }).click()
  await expect(decision.getByRole('status')).toHaveText('Choose the online tariff (yes or no) below before approving.')
  await expect(decision.getByRole('heading', { name: 'Decision' })).toBeVisible()
  await page.locator('#field-onlineTariff').click()
  await page.getByRole('option', { name: /^Yes/ }).click()
  await decision.getByRole('button', { name: 'Approve and email the agent' }).click()
  await expect(decision.getByRole('heading', { name: 'Approved' })).toBeVisible()
  await expect(decision.getByRole('link', { name: 'Lucía Romero' })).toBeVisible()
  await shot(page, 'registration-approved')
  expect(await axe(page, ['[data-testid="registration-decision"]'])).toEqual([])

  await decision.getByRole('button', { name: 'Copy a set-password link' }).click()
  await expect(decision.getByRole('status')).toContainText('A new set-password link is copied')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/\/set-password\?token=[\w-]{30,}$/)

  await decision.getByRole('button', { name: 'Email the set-password link again' }).click()
  await expect(decision.getByRole('status')).toContainText('A new set-password email to lucia@solymarviajes.demo')
  await decision.getByRole('link', { name: 'Open the email' }).click()
  const preview = page.getByTestId('email-preview')
  await expect(preview).toContainText('Your Monsoon agent account is ready')
  const frame = page.frameLocator('iframe[title^="The email"]')
  await expect(frame.getByText('Choose your password here')).toBeVisible()
  await shot(page, 'welcome-email')
  expect(await axe(page, ['[data-testid="email-preview"]'])).toEqual([])

  // The copied link works: the agent chooses a password with it.
  const agent = await page.context().browser()?.newPage()
  if (!agent) throw new Error('no browser')
  await agent.goto(new URL(copied).pathname + new URL(copied).search)
  await agent.getByLabel('New password').fill('sol-y-mar-2026!')
  await agent.getByLabel('Repeat the password').fill('sol-y-mar-2026!')
  await agent.getByRole('button', { name: 'Save my password' }).click()
  await expect(agent.getByText(/Your password is set/)).toBeVisible()
  await agent.close()
})

test('answer a booking request: open it from the queue, quote it with a note; axe on the booking page', async ({
  page,
  browser,
}) => {
  // A request of its own, sent a moment ago: other tests send theirs meanwhile.
  const { name, id } = await sentRequest(browser)
  expect(await openQueue(page, 'Waiting under 24 hours')).toBeGreaterThan(0)
  await followAdminLink(page.locator('.table tbody tr').filter({ hasText: name }).getByRole('link').first())
  await expect(page.getByTestId('admin-itinerary')).toBeVisible()
  // Money as money, dates and services in words; internals folded away.
  await expect(page.locator('#field-totalDisplay')).toHaveValue(/^[\d,]+\.\d{2} [A-Z]{3}$/)
  await expect(page.getByTestId('admin-itinerary')).toContainText(
    /Day 1\s*(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3} \d{4}/,
  )
  await expect(page.getByTestId('admin-itinerary')).toContainText(/\((Hotel|Day program|Transfer)\)/)
  await expect(page.locator('#field-languageId')).toBeHidden()
  await expect(page.getByText('Minor units')).toBeHidden()
  await shot(page, 'booking')
  expect(await axe(page, ['[data-testid="admin-itinerary"]'])).toEqual([])

  // The quote editor (issue 54): the program's price after checking with the supplier, a
  // free-text line, then Send quote; the margin follows, and history and versions without a reload.
  const editor = page.getByTestId('quote-editor')
  const sell = editor.getByRole('textbox', { name: /^Sell price of .*, day 1$/ }).first()
  const before = Number((await sell.inputValue()).replace(/,/g, ''))
  await sell.fill((before + 12.5).toFixed(2))
  await sell.press('Enter')
  await expect(editor.getByTestId('quote-total-change')).toContainText('not saved yet')
  await editor.getByRole('button', { name: 'Add a free-text line to day 2' }).click()
  const form = editor.getByTestId('custom-line-form')
  await form.getByLabel('Name').fill('Sunset long-tail boat, private')
  await form.getByLabel(/^Price for the party \([A-Z]{3}\)$/).fill('85.00')
  await form.getByLabel('Note for the agent and client').fill('Two hours from the Oriental pier')
  await form.getByRole('button', { name: 'Add line' }).click()
  await expect(editor.getByTestId('quote-line').filter({ hasText: 'Sunset long-tail boat' })).toBeVisible()
  await page.locator('#field-staffNote').fill('Quoted with a private boat at sunset.')
  await shot(page, 'quote-editor')
  await editor.getByRole('button', { name: 'Send quote' }).click()
  // Saved, then the page is read again: History and Versions show the quote without a manual reload.
  await expect(page.getByText(/Quote edited: 1 price changed, 1 free-text line added/).first()).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.locator('#field-status')).toContainText('Quoted')
  await expect(editor.getByTestId('quote-total-change')).toHaveCount(0)
  await expect(page.getByTestId('admin-versions')).toContainText('Quote 1')
  await page.setViewportSize({ width: 375, height: 812 })
  await editor.scrollIntoViewIfNeeded()
  await editor.screenshot({ path: test.info().outputPath('quote-editor-375.png') })
  await page.setViewportSize({ width: 1440, height: 900 })

  // The agent sees Monsoon's price and line, and until when the quote can be accepted.
  const agent = await browser.newPage()
  await signInAgent(agent, OLIVIA)
  await openPage(agent, `/marketplace/b2b-agent-vault/${id}`)
  await expect(agent.getByTestId('quote-valid-until')).toHaveText(/^You can accept it until /)
  await expect(agent.getByText(/Monsoon’s price \(was [\d,.]+ [A-Z]{3}\)/).first()).toBeVisible()
  const day2 = agent.locator('[data-testid="tour-day"][data-day="2"]')
  await agent.getByRole('button', { name: 'Day 2', exact: false }).first().click()
  await expect(day2.getByTestId('line').filter({ hasText: 'Sunset long-tail boat, private' })).toContainText(
    'Two hours from the Oriental pier',
  )
  await agent.close()
})

test('record a hotel’s answer on a stay: the consultant sees its availability, the agent the reference', async ({
  page,
  browser,
}) => {
  // A request of Olivia's with a 2-night stay from day 1.
  const agent = await browser.newPage()
  const name = `Staff day stay ${Date.now()}`
  await signInAgent(agent, OLIVIA)
  const id = await addBooking(agent, { nameTour: name, begindate: '2027-03-15', enddate: '2027-03-17', nation: 'th' })
  await openPage(agent, `/marketplace/b2b-agent-vault/${id}`)
  const catalogue = agent.getByRole('complementary', { name: 'Catalogue' })
  await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
  await catalogue.getByLabel('Nights from day 1').fill('2')
  await catalogue
    .getByRole('button', { name: /Quick add .* for 2 nights/ })
    .first()
    .click()
  await agent.getByRole('button', { name: 'Send request' }).click()
  const dialog = agent.getByRole('dialog', { name: 'Send the booking request' })
  await dialog.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click()
  await expect(dialog).toBeHidden()

  await page.goto(`/admin/collections/bookings/${id}`)
  const answer = page.getByTestId('quote-editor').getByTestId('stay-answer')
  await expect(answer).toHaveCount(1)
  await expect(answer).toContainText(/^(Instant: the allotment has the rooms|On request: .+)/)
  // Chosen again until the page has hydrated and the reference field appears.
  await expect(async () => {
    await answer.getByRole('combobox', { name: /^Answer of / }).selectOption({ label: 'Confirmed by the hotel' })
    await expect(answer.getByRole('textbox', { name: /^Reference of / })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await answer.getByRole('textbox', { name: /^Reference of / }).fill('CHK-20931')
  await answer.getByRole('textbox', { name: /^Reference of / }).press('Tab')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/Quote edited: 1 hotel answer recorded/).first()).toBeVisible({ timeout: 20_000 })
  await expect(answer.getByRole('textbox', { name: /^Reference of / })).toHaveValue('CHK-20931')
  await answer.screenshot({ path: test.info().outputPath('stay-answer-admin.png') })

  for (const width of [375, 1440]) {
    await agent.setViewportSize({ width, height: 900 })
    await openPage(agent, `/marketplace/b2b-agent-vault/${id}`)
    const stay = agent.locator('[data-testid="tour-day"][data-day="1"] [data-type="Accommodation"]')
    await expect(stay.getByTestId('stay-answer')).toHaveText('Confirmed by the hotel · ref. CHK-20931')
    await stay.screenshot({ path: test.info().outputPath(`stay-answer-${width}.png`) })
  }

  // The hotel cannot do it after all: the consultant swaps the stay for another hotel, whole, and
  // adds a day program on day 2, both from the catalogue, priced for the agent (issue 54).
  const editor = page.getByTestId('quote-editor')
  const current =
    (await editor
      .getByTestId('quote-line')
      .filter({ has: page.getByTestId('stay-answer') })
      .locator('strong')
      .textContent()) ?? ''
  await editor.getByRole('button', { name: /^Swap .* on day 1 for another hotel$/ }).click()
  const picker = editor.getByTestId('quote-catalogue')
  await expect(picker.getByLabel('Service')).toHaveValue('Accommodation')
  await expect(picker.getByLabel('Nights')).toHaveValue('2')
  await picker.getByRole('button', { name: 'Search' }).click()
  const escaped = current.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const swapIn = picker.getByRole('button', { name: new RegExp(`^Swap in (?!${escaped},)`) }).first()
  await expect(swapIn).toBeVisible()
  await expect(
    picker.getByText(/^[\d,]+\.\d{2} [A-Z]{3} \([+−] [\d,]+\.\d{2} [A-Z]{3} on the quote\)$/).first(),
  ).toBeVisible()
  await picker.screenshot({ path: test.info().outputPath('quote-catalogue-1440.png') })
  const chosen = ((await swapIn.getAttribute('aria-label')) ?? '').replace(/^Swap in /, '').split(',')[0] ?? ''
  await swapIn.click()
  await expect(picker).toBeHidden()
  await editor.getByRole('button', { name: 'Add from the catalogue to day 2' }).click()
  await picker.getByRole('button', { name: 'Search' }).click()
  const add = picker
    .getByRole('button', { name: /^Add .* on day 2$/ })
    .and(picker.locator(':enabled'))
    .first()
  await expect(picker.getByText(/^\+ [\d,]+\.\d{2} [A-Z]{3}$/).first()).toBeVisible()
  await page.setViewportSize({ width: 375, height: 812 })
  await picker.scrollIntoViewIfNeeded()
  await picker.screenshot({ path: test.info().outputPath('quote-catalogue-375.png') })
  await page.setViewportSize({ width: 1440, height: 900 })
  await add.click()
  await expect(editor.getByTestId('quote-total-change')).toContainText('not saved yet')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    page.getByText(/Quote edited: 2 services added from the catalogue, 1 service removed/).first(),
  ).toBeVisible({ timeout: 20_000 })
  await expect(editor.getByTestId('quote-line').filter({ hasText: chosen })).toHaveCount(2)
  await shot(page, 'quote-catalogue-saved')
  await openPage(agent, `/marketplace/b2b-agent-vault/${id}`)
  await expect(agent.locator('[data-testid="tour-day"][data-day="1"] [data-type="Accommodation"]')).toContainText(
    chosen,
  )
  await agent.close()
})

test('times are shown in the viewer’s own time zone', async ({ browser, page }) => {
  // The newest event of a booking, as the API stores it (UTC), and as a consultant in Bangkok reads it.
  // A request of its own, so that no other test's event is newer in between.
  const { id: booking } = await sentRequest(browser)
  const events = await page.request.get(
    `/cms-api/booking-events?where[booking][equals]=${booking}&sort=-at&limit=1&depth=0`,
  )
  const [event] = ((await events.json()) as { docs: { at: string; booking: string }[] }).docs
  const inZone = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(event.at))
  expect(inZone('Asia/Bangkok')).not.toBe(inZone('UTC'))
  const bangkok = await browser.newContext({
    timezoneId: 'Asia/Bangkok',
    storageState: await page.context().storageState(),
  })
  const consultant = await bangkok.newPage()
  await consultant.goto(`/admin/collections/bookings/${event.booking}`)
  // The History table is drawn after the page, by a second request of Payload's admin: slower than
  // the page itself while the other worker's tests load the server.
  await expect(consultant.locator('.cell-at').first()).toContainText(inZone('Asia/Bangkok'), { timeout: 30_000 })
  await bangkok.close()
})

test('send a failed email again from the outbox', async ({ page, browser }) => {
  // An email of its own request's: no other test reads it.
  const { name } = await sentRequest(browser)
  // The worker gives up on an email after its last attempt (tests/int/outbox); here one is put in that state.
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  const { rows } = await db.query(
    "update emails set status = 'failed', attempts = 6, last_error = '550 Mailbox unavailable' where id = (select id from emails where subject like '%' || $1 || '%' order by created_at limit 1) returning id, subject",
    [name],
  )
  await db.end()
  const failed = rows[0] as { id: string; subject: string }

  expect(await openQueue(page, 'Emails failed')).toBe(1)
  await followAdminLink(page.getByRole('link', { name: failed.subject }).first())
  await expect(page.getByText('550 Mailbox unavailable')).toBeVisible()
  await page.getByRole('button', { name: 'Send again' }).click()
  await expect(page).not.toHaveURL(new RegExp(failed.id))
  await expect(page.getByTestId('email-preview')).toContainText(failed.subject)
  await expect(page.getByRole('button', { name: 'Send again' })).toBeDisabled()
  await expect(page.getByTestId('email-preview')).toContainText('Waiting to go out.')
  await shot(page, 'email-resent')
})

test('publish an FAQ: it is on the site at once', async ({ page, browser }) => {
  const question = `Can agents hold rooms over Songkran? (${Date.now()})`
  await page.goto('/admin/collections/faqs/create')
  await page.locator('#field-question').fill(question)
  await page.locator('#field-answer').fill('Yes: ask your consultant before 1 March and we hold them for 14 days.')
  await page.locator('#field-category').fill('Booking')
  const saved = page.waitForResponse(
    (response) => response.url().includes('/cms-api/faqs') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Publish changes' }).click()
  const created = (await (await saved).json()) as { doc: { id: string } }
  try {
    const visitor = await browser.newPage()
    await openPage(visitor, EDITORIAL_PATHS.faq)
    await expect(visitor.getByText(question)).toBeVisible()
    await visitor.close()
  } finally {
    await page.request.delete(`/cms-api/faqs/${created.doc.id}`)
  }
})
