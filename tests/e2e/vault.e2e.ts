import { expect, type Page, test } from '@playwright/test'
import { axeBuilder } from './axe'
import { createBookingInForm, followAdminLink, openBookingNamed, openPage, signInAgent, signInStaff } from './helpers'

const day = (page: Page, number: number) => page.locator(`[data-testid="tour-day"][data-day="${number}"]`)

/** On a phone only the current day shows: its chip in the day bar chooses it. */
async function showDay(page: Page, number: number, isPhone: boolean) {
  if (isPhone)
    await page
      .getByRole('navigation', { name: 'Days' })
      .getByRole('button', { name: `Day ${number}`, exact: true })
      .click()
  await expect(day(page, number)).toBeVisible()
}

/**
 * Issue #5: sign in → create a booking → add a day program, a hotel for 3 nights and a transfer →
 * move the program to another day → save → reload shows the same itinerary and totals.
 */
async function buildAndReopen(page: Page, agent: string, isPhone: boolean) {
  await signInAgent(page, agent)
  await openPage(page, '/marketplace/b2b-agent-vault')
  await expect(page.getByRole('heading', { name: 'Your bookings' })).toBeVisible()
  await expect(page.getByTestId('booking-row').first()).toBeVisible()

  const name = `E2E trip ${isPhone ? 'phone' : 'desk'} ${Date.now()}`
  await createBookingInForm(page, { name, begin: '2027-01-12', end: '2027-01-21' })
  await expect(page).toHaveURL(/\/marketplace\/b2b-agent-vault\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('booking-name')).toHaveText(name)

  const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
  // A day program on day 1.
  const program = catalogue.getByTestId('picker-item').first()
  const programName = (await program.locator('p').first().textContent()) ?? ''
  await program.getByRole('button', { name: /^Add to day 1: / }).click()
  await expect(day(page, 1).locator('[data-type="DayProgram"], [data-type="OvernightProgram"]')).toHaveCount(1)
  // A hotel for 3 nights from day 1, by quick add.
  await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
  await expect(catalogue.getByLabel('Nights from day 1')).toHaveValue('3')
  await catalogue
    .getByRole('button', { name: /Quick add .* for 3 nights/ })
    .first()
    .click()
  // A transfer on day 1.
  await catalogue.getByRole('tab', { name: 'Transfers' }).click()
  await catalogue
    .getByTestId('picker-item')
    .first()
    .getByRole('button', { name: /^Add to day 1: / })
    .click()
  await expect(day(page, 1).getByTestId('line')).toHaveCount(3)

  // Move the program to day 2.
  await day(page, 1)
    .getByRole('combobox', { name: `Move ${programName} to another day` })
    .selectOption({ label: 'Day 2' })
  await expect(day(page, 1).getByTestId('line')).toHaveCount(2)
  await showDay(page, 2, isPhone)
  await expect(day(page, 2).getByTestId('line').filter({ hasText: programName })).toHaveCount(1)
  await expect(day(page, 2).locator('[data-type="Accommodation"]')).toHaveCount(1)
  await showDay(page, 3, isPhone)
  await expect(day(page, 3).locator('[data-type="Accommodation"]')).toHaveCount(1)
  await showDay(page, 4, isPhone)
  await expect(day(page, 4).getByTestId('line')).toHaveCount(0)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  const total = await page.getByTestId('grand-total').textContent()
  expect(total).toMatch(/^[\d,]+\.\d{2} (EUR|AUD)$/)
  expect(total).not.toMatch(/^0\.00/)
  const dayTotals: string[] = []
  for (const number of [1, 2, 3]) {
    await showDay(page, number, isPhone)
    dayTotals.push((await day(page, number).getByTestId('day-total').textContent()) ?? '')
  }

  await page.reload()
  await expect(page.getByTestId('booking-name')).toHaveText(name)
  await expect(page.getByTestId('grand-total')).toHaveText(total ?? '')
  for (const [index, number] of [1, 2, 3].entries()) {
    await showDay(page, number, isPhone)
    await expect(day(page, number).getByTestId('day-total')).toHaveText(dayTotals[index] ?? '')
  }
  await showDay(page, 2, isPhone)
  await expect(day(page, 2).getByTestId('line').filter({ hasText: programName })).toHaveCount(1)
  await showDay(page, 1, isPhone)
  await expect(day(page, 1).locator('[data-type="Transfer"]')).toHaveCount(1)
  // The page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )
}

test('an agent builds, prices, saves and reopens an itinerary', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await buildAndReopen(page, 'anna@lotus-travel.demo', false)
})

test('the same flow works on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await buildAndReopen(page, 'olivia@southerncross.demo', true)
})

test('editing the details saves a pending itinerary change first, then the new details', async ({ page }) => {
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openPage(page, '/marketplace/b2b-agent-vault')
  // A booking of its own, so no other test sees its new name.
  await createBookingInForm(page, { name: `E2E details ${Date.now()}`, begin: '2027-02-01', end: '2027-02-04' })
  const renamed = `E2E details renamed ${Date.now()}`
  // A change the background save has not sent yet, then the details dialog at once.
  await day(page, 2).getByLabel('Add a location to day 2').fill('Ayutthaya')
  await day(page, 2).getByRole('button', { name: 'Add', exact: true }).click()
  await page.getByRole('button', { name: 'Edit details' }).click()
  const form = page.getByTestId('booking-form')
  await form.getByLabel('Tour name').fill(renamed)
  await form.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByTestId('booking-name')).toHaveText(renamed)
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  await page.reload()
  await expect(page.getByTestId('booking-name')).toHaveText(renamed)
  await expect(day(page, 2).getByText('Ayutthaya', { exact: true })).toBeVisible()
})

test('a second tab never silently overwrites the first: the agent chooses', async ({ page, context }) => {
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openBookingNamed(page, 'Thailand family discovery')
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  const other = await context.newPage()
  await other.goto(page.url())
  await expect(other.getByTestId('save-state')).toHaveText('All changes saved')

  // The second tab saves first.
  await other.getByRole('button', { name: 'Remove Bangkok from day 1', exact: true }).click()
  await expect(other.getByTestId('save-state')).toHaveText('All changes saved')
  // The first tab's edit is refused, kept, and the agent is asked.
  await day(page, 2).getByLabel('Add a location to day 2').fill('Lopburi')
  await day(page, 2).getByRole('button', { name: 'Add', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'This booking changed elsewhere' })
  await expect(dialog).toBeVisible()
  await expect(day(page, 2).getByText('Lopburi', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Overwrite with my changes' }).click()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  await other.reload()
  await expect(day(other, 2).getByText('Lopburi', { exact: true })).toBeVisible()
})

test('the booking list searches, filters and deletes with confirmation', async ({ page }) => {
  await signInAgent(page, 'jonas@lotus-travel.demo')
  await openPage(page, '/marketplace/b2b-agent-vault')
  // Jonas's current nation is Vietnam: his agency's bookings there are his two and his colleague Anna's one.
  await expect(page.getByTestId('booking-row')).toHaveCount(3)
  await page.getByLabel('Status').selectOption('quoted')
  await expect(page.getByTestId('booking-row')).toHaveCount(1)
  await expect(page.getByTestId('booking-row')).toContainText('Saigon food weekend')
  await page.getByLabel('Status').selectOption('')
  await page.getByLabel('Search by name or code').fill('halong')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('booking-row')).toHaveCount(1)
  await page.getByRole('button', { name: 'Delete Hanoi and Halong in winter' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this booking?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('booking-row')).toHaveCount(1)
  await page.getByRole('button', { name: 'Delete Hanoi and Halong in winter' }).click()
  await dialog.getByRole('button', { name: 'Delete booking' }).click()
  await expect(page.getByTestId('booking-row')).toHaveCount(0)
  await expect(page.getByText('No booking matches.')).toBeVisible()
})

test('a consultant answers a request in /admin with the itinerary in view; the agent sees the status and history', async ({
  page,
}) => {
  // The back office and the vault in one test: each one's first screen is slow on a cold server.
  test.setTimeout(60_000)
  await signInStaff(page)
  // Searched, so the booking is on the first page however many bookings other tests created.
  await page.goto('/admin/collections/bookings?search=Bangkok%20and%20the%20islands%20honeymoon')
  await followAdminLink(
    page
      .getByRole('row', { name: /Bangkok and the islands honeymoon/ })
      .getByRole('link')
      .first(),
  )
  const itinerary = page.getByTestId('admin-itinerary')
  await expect(itinerary).toContainText('Day 1')
  await expect(itinerary).toContainText('EUR')
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'Quoted' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  // Saved, and the page read again so that its history and versions are current (issue 54).
  await expect(page.getByTestId('quote-saved')).toBeVisible({ timeout: 20_000 })

  await signInAgent(page, 'anna@lotus-travel.demo')
  await openBookingNamed(page, 'Bangkok and the islands honeymoon')
  await expect(page.getByTestId('itinerary-builder').getByText('Quoted', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'History' }).click()
  await expect(page.getByTestId('history')).toContainText('(Monsoon): Status Requested → Quoted')
})

test('the vault pages have no WCAG A/AA violations', async ({ page }) => {
  await signInAgent(page, 'olivia@southerncross.demo')
  await openPage(page, '/marketplace/b2b-agent-vault')
  await expect(page.getByTestId('booking-row').first()).toBeVisible()
  const axe = () => axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const describe = (violations: Awaited<ReturnType<typeof axe>>['violations']) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(describe((await axe()).violations)).toEqual([])
  await page.getByTestId('booking-row').first().getByRole('link').click()
  await expect(page.getByTestId('tour-day').first()).toBeVisible()
  expect(describe((await axe()).violations)).toEqual([])
  await page.context().clearCookies()
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openBookingNamed(page, 'Thailand family discovery')
  await expect(page.getByTestId('picker-item').first()).toBeVisible()
  expect(describe((await axe()).violations)).toEqual([])
})

test('a quote survives the agent’s edit: asked first, kept under Versions, compared side by side, then accepted (ADR 030)', async ({
  page,
}) => {
  // A whole journey through the vault and /admin: longer than one page's default budget.
  test.setTimeout(90_000)
  await signInAgent(page, 'jonas@lotus-travel.demo')
  await openBookingNamed(page, 'Saigon food weekend')
  const builder = page.getByTestId('itinerary-builder')
  await expect(builder.getByTestId('quote-answer')).toContainText('Monsoon has quoted this booking')
  // One primary action per state (issue 54): the answer to the quote leads; booking does not, and a
  // quote is answered, not sent again.
  await expect(builder.getByRole('button', { name: 'Accept quote' })).toHaveClass(/btn-primary/)
  await expect(builder.getByRole('button', { name: 'Send request' })).toHaveCount(0)
  const bookNow = page.getByTestId('instant-panel').getByRole('button', { name: /^Book (now|instant part now)$/ })
  for (const button of await bookNow.all()) await expect(button).toHaveClass(/btn-outline/)
  await builder.getByRole('button', { name: 'Versions (1)' }).click()
  await expect(page.getByTestId('versions')).toContainText('Quote 1')
  await expect(page.getByTestId('versions-summary')).toHaveText('No service differs between these two versions.')

  // Changing it asks first; "Keep it as it is" changes nothing.
  // The day's last service (a transfer in the demo data: one line, not a whole stay).
  const line = day(page, 1).getByTestId('line').last()
  const removeLabel =
    (await line.getByRole('button', { name: /^Remove .* from day 1$/ }).getAttribute('aria-label')) ?? ''
  const lineName = removeLabel.replace(/^Remove (.*) from day 1$/, '$1')
  const lines = await day(page, 1).getByTestId('line').count()
  await line.getByRole('button', { name: /^Remove .* from day 1$/ }).click()
  const ask = page.getByRole('dialog', { name: 'Change the quoted booking?' })
  await expect(ask).toContainText('Changes requested')
  await ask.getByRole('button', { name: 'Keep it as it is' }).click()
  await expect(day(page, 1).getByTestId('line')).toHaveCount(lines)
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')

  await line.getByRole('button', { name: /^Remove .* from day 1$/ }).click()
  await ask.getByRole('button', { name: 'Change it and ask for a new quote' }).click()
  await expect(day(page, 1).getByTestId('line')).toHaveCount(lines - 1)
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  await expect(builder.getByText('Changes requested', { exact: true })).toBeVisible()
  await expect(builder.getByTestId('quote-answer')).toHaveCount(0)
  await expect(page.getByTestId('versions-summary')).toHaveText('1 service differs.')
  await expect(page.getByTestId('versions-table')).toContainText('(removed)')
  expect(lineName).not.toBe('')
  await expect(page.getByTestId('versions-table')).toContainText(lineName)
  // The total's change, and only the differences on request (issue 54).
  await expect(page.getByTestId('versions-change')).toHaveText(/^Total −[\d,.]+ [A-Z]{3}$/)
  await page.getByRole('checkbox', { name: 'Only differences' }).check()
  await expect(page.getByTestId('versions-table').locator('tbody tr.border-b')).toHaveCount(1)
  await page.getByRole('checkbox', { name: 'Only differences' }).uncheck()
  // A second change in the same session asks nothing more, and the history keeps one entry for both.
  await page.getByLabel('Comment for Monsoon').fill('Street food tour on the first evening, please')
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  await page.getByRole('button', { name: 'History' }).click()
  await expect(page.getByTestId('history').getByText(/Quoted → Changes requested/)).toHaveCount(1)

  // Monsoon quotes again; the agent accepts, and the booking is no longer theirs to change.
  await signInStaff(page)
  await page.goto('/admin/collections/bookings?search=Saigon%20food%20weekend')
  await page
    .getByRole('row', { name: /Saigon food weekend/ })
    .getByRole('link')
    .first()
    .click()
  // The consultant sees what the agent changed against the quote, side by side, before quoting again.
  await expect(page.getByTestId('admin-versions-summary')).toHaveText('1 service differs.')
  await expect(page.getByTestId('admin-versions')).toContainText(`${lineName}`)
  await expect(page.getByTestId('admin-versions')).toContainText('(removed)')
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'Quoted', exact: true }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  // Saved, and the page read again so that its history and versions are current (issue 54).
  await expect(page.getByTestId('quote-saved')).toBeVisible({ timeout: 20_000 })

  await signInAgent(page, 'jonas@lotus-travel.demo')
  await openBookingNamed(page, 'Saigon food weekend')
  await expect(builder.getByRole('button', { name: 'Versions (2)' })).toBeVisible()
  // Versions opens on the last two quotes, and fits a phone (issue 54).
  await page.setViewportSize({ width: 375, height: 812 })
  await builder.getByRole('button', { name: 'Versions (2)' }).click()
  const versions = page.getByTestId('versions')
  await expect(versions.getByRole('combobox', { name: 'Compare' })).toHaveValue('1')
  await expect(versions.getByRole('combobox', { name: 'with' })).toHaveValue('2')
  await expect(page.getByTestId('versions-summary')).toHaveText('1 service differs.')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await versions.screenshot({ path: test.info().outputPath('versions-375.png') })
  await page.setViewportSize({ width: 1440, height: 900 })
  await builder.getByRole('button', { name: 'Accept quote' }).click()
  const accept = page.getByRole('dialog', { name: 'Accept the quote?' })
  await accept.getByRole('button', { name: /^Accept / }).click()
  await expect(page.getByTestId('vault-notice')).toContainText('You accepted the quote')
  await expect(builder.getByText('Confirmation requested', { exact: true })).toBeVisible()
  await expect(builder.getByText(/You accepted the quote and Monsoon is confirming this booking/)).toBeVisible()
  await expect(builder.getByRole('button', { name: 'Edit details' })).toBeDisabled()
})

test('a child’s age is asked, never assumed, and the booking list fits a 375 px phone (issue 18)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openPage(page, '/marketplace/b2b-agent-vault')
  const row = page.getByTestId('booking-row').first()
  await expect(row).toBeVisible()
  // Name, total, status and travellers all within the screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  for (const part of [row.getByRole('link'), row.getByText(/\d{4} – \d/), row.getByText(/adult/)]) {
    const box = await part.first().boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
  }

  await page.getByRole('button', { name: 'New booking' }).click()
  const form = page.getByTestId('booking-form')
  await form.getByLabel('Tour name').fill(`Family ages ${Date.now()}`)
  await form.getByLabel('Children').fill('1')
  await expect(form.getByLabel('Age of child 1')).toHaveValue('')
  await form.getByRole('button', { name: 'Create booking' }).click()
  await expect(form.getByText('Give the age of each child: children’s prices depend on it.')).toBeVisible()
  await form.getByLabel('Age of child 1').fill('6')
  await form.getByRole('button', { name: 'Create booking' }).click()
  await expect(page).toHaveURL(/\/marketplace\/b2b-agent-vault\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('itinerary-builder')).toContainText('(ages 6)')
})

test('choosing rooms shows each room’s rates, the stay’s total and whether the party fits (issue 18)', async ({
  page,
}) => {
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openPage(page, '/marketplace/b2b-agent-vault')
  await page.getByTestId('booking-row').getByRole('link').first().click()
  const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
  await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
  const card = catalogue.getByTestId('picker-item').first()
  const offered = (await card.getByText(/^From \d+ × /).textContent()) ?? ''
  await card.getByRole('button', { name: 'Choose rooms…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('room-rate').first()).toContainText(/a room a night|No rate/)
  // The dialog starts from what the card offered, at the card's price.
  const [, count, room, price] = /^From (\d+) × (.+): ([\d,.]+ \w+) for/.exec(offered) ?? []
  const escaped = (room ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const group = dialog.getByRole('group', { name: new RegExp(`^${escaped} · sleeps`) })
  await expect(group.getByRole('spinbutton', { name: 'Rooms' })).toHaveValue(count ?? '')
  await expect(dialog.getByTestId('stay-total')).toHaveText(price ?? '')
  await expect(dialog.getByTestId('stay-capacity')).toContainText('enough for')
  await group.getByRole('spinbutton', { name: 'Rooms' }).fill('0')
  await expect(dialog.getByTestId('stay-capacity')).toContainText('These rooms sleep 0')
  await expect(dialog.getByRole('button', { name: 'Add to itinerary' })).toBeDisabled()
})

test('the catalogue stays in view below the site’s sticky header while the itinerary scrolls (issue 18)', async ({
  page,
}) => {
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await signInAgent(page, 'anna@lotus-travel.demo')
    await openPage(page, '/marketplace/b2b-agent-vault')
    // A demo booking with services on every day: long enough to scroll.
    await page.getByLabel('Search by name or code').fill('Thailand family discovery')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: 'Thailand family discovery' }).click()
    await expect(page.getByTestId('picker-target')).toBeVisible()
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    const header = await page.locator('header').first().boundingBox()
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0)
    // The booking's total, Save and Send request stay in sight, below the header, above the catalogue.
    const bar = await page.getByTestId('booking-bar').boundingBox()
    expect(bar?.y ?? 0).toBeGreaterThanOrEqual(headerBottom - 1)
    expect(bar?.y ?? 0).toBeLessThan(headerBottom + 8)
    await expect(page.getByTestId('booking-bar').getByRole('button', { name: 'Send request' })).toBeInViewport()
    const target = await page.getByTestId('picker-target').boundingBox()
    expect(target?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0))
  }
})

test('the pickers find by city and description, filter by the reference lists, and a day’s location is picked from the nation’s cities (issue 18)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openPage(page, '/marketplace/b2b-agent-vault')
  await page.getByRole('button', { name: 'New booking' }).click()
  const form = page.getByTestId('booking-form')
  await form.getByLabel('Tour name').fill(`Pickers ${Date.now()}`)
  await form.getByLabel('Begin date').fill('2027-02-10')
  await expect(form.getByTestId('begin-day')).toHaveText('Wed 10 Feb 2027')
  await form.getByLabel('End date').fill('2027-02-14')
  await form.getByRole('button', { name: 'Create booking' }).click()
  await expect(page).toHaveURL(/\/marketplace\/b2b-agent-vault\/[0-9a-f-]{36}$/)

  const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
  const items = catalogue.getByTestId('picker-item')
  await expect(catalogue.getByRole('combobox', { name: 'City', exact: true })).toHaveText('Any city')
  // A card: picture, place, price, the start of the description.
  const first = items.first()
  await expect(first.locator('img')).toHaveAttribute('src', /^\/.+/)
  await expect(first.getByText(/per adult$/)).toBeVisible()
  await expect(first.locator('.line-clamp-2')).not.toBeEmpty()

  // "Chiang Mai" finds what is in Chiang Mai, not only what is named after it.
  await catalogue.getByLabel('Search day programs').fill('Chiang Mai')
  await catalogue.getByRole('button', { name: 'Search' }).click()
  await expect(items.filter({ hasText: 'Elephant Nature Park ethical visit' })).toHaveCount(1)
  await catalogue.getByLabel('Search day programs').fill('')
  await catalogue.getByRole('button', { name: 'Search' }).click()

  // The day's location, picked from the nation's cities with the keyboard; the city filter follows it.
  const where = page.getByRole('combobox', { name: 'Add a location to day 1', exact: true })
  await where.fill('chi')
  await expect(page.getByRole('listbox', { name: 'Cities for day 1' })).toBeVisible()
  const listHeight = await page
    .getByRole('listbox', { name: 'Cities for day 1' })
    .evaluate((list) => getComputedStyle(list).maxHeight)
  expect(listHeight).toBe('280px')
  await where.press('ArrowDown')
  await where.press('Enter')
  await expect(day(page, 1).getByText('Chiang Mai', { exact: true })).toBeVisible()
  await expect(catalogue.getByRole('combobox', { name: 'City', exact: true })).toHaveText('Chiang Mai')
  await expect(items.first()).toContainText('Chiang Mai ·')
  for (const text of await items.allInnerTexts()) expect(text).toContain('Chiang Mai ·')

  // A reference-list filter, in a list no taller than 274 px.
  await catalogue.getByRole('combobox', { name: 'Experience', exact: true }).click()
  const options = page.getByRole('listbox')
  await expect(options).toBeVisible()
  const box = await options.boundingBox()
  expect(box?.height ?? 0).toBeLessThanOrEqual(274)
  await options.getByRole('option', { name: 'Food' }).click()
  await expect(items).toHaveCount(1)
  await expect(items.first()).toContainText('Thai cooking class in a farm kitchen')
  await catalogue.getByRole('button', { name: 'Clear filters' }).click()
  await expect(catalogue.getByRole('combobox', { name: 'City', exact: true })).toHaveText('Any city')
  await expect(items).toHaveCount(4)

  // A hotel's stay moves whole, and takes its city to the nights it now covers.
  await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
  await catalogue.getByRole('combobox', { name: 'City', exact: true }).click()
  await page.getByRole('listbox').getByRole('option', { name: 'Krabi' }).click()
  await catalogue.getByLabel('Nights from day 1').fill('2')
  await catalogue
    .getByRole('button', { name: /Quick add .* for 2 nights/ })
    .first()
    .click()
  await expect(day(page, 2).locator('[data-type="Accommodation"]')).toContainText('Night 2 of 2 of the stay')
  // The stay is moved from its check-in day, the one place its controls are (issue 54).
  const stay = day(page, 1).locator('[data-type="Accommodation"]').first()
  const hotelName = ((await stay.locator('p').first().textContent()) ?? '').replace(/Hotel$/, '').trim()
  await stay
    .getByRole('combobox', { name: /^Move the check-in at .* to another day$/ })
    .selectOption({ label: 'Day 3' })
  for (const number of [1, 2]) await expect(day(page, number).locator('[data-type="Accommodation"]')).toHaveCount(0)
  for (const number of [3, 4]) {
    await expect(day(page, number).locator('[data-type="Accommodation"]').first()).toContainText(hotelName)
    await expect(day(page, number).getByText('Krabi', { exact: true })).toBeVisible()
  }
})

test('switching nation inside the vault stays in the vault, on the new nation’s bookings (issue 18, ADR 033)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openPage(page, '/marketplace/b2b-agent-vault')
  await page.getByTestId('booking-row').getByRole('link').first().click()
  await expect(page.getByTestId('itinerary-builder')).toBeVisible()
  const bar = page.locator('header').getByTestId('agency-bar')
  await bar.getByLabel('Nation').selectOption('vn')
  await expect(page).toHaveURL(/\/marketplace\/b2b-agent-vault$/)
  await expect(page.getByText(/Your agency’s bookings in Vietnam/)).toBeVisible()
})
