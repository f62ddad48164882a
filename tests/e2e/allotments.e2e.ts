import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'
import { axeBuilder } from './axe'
import { addBooking, createAgent, openPage, signInAgent, signInStaff, vaultPost } from './helpers'

/**
 * Instant confirmation on Monsoon's allotments (issue 25), as an agent does it at 375 and 1440 px:
 * a hotel that confirms at once, Book now, hold → book, a hold that expires by itself, and
 * cancelling with the contract's charge; and the staff calendar. Dates are counted from today: the
 * demo's allotment runs a year from the day it was loaded, released 7 days ahead.
 */

const ANNA = 'anna@lotus-travel.demo'
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: true })

/** A fresh Cambodia booking of Anna's, 60 days from now for two adults, with a hotel by quick add, open in the builder. */
async function bookingWithHotel(
  page: Page,
  name: string,
  begin = inDays(60),
  agent: { email: string; password?: string } = { email: ANNA },
) {
  await signInAgent(page, agent.email, agent.password)
  const id = await addBooking(page, {
    nameTour: name,
    begindate: begin,
    enddate: new Date(Date.parse(begin) + 2 * 86_400_000).toISOString().slice(0, 10),
    // Cambodia: Anna's Thailand list, which other tests read, keeps its demo bookings on page 1.
    nation: 'kh',
  })
  await openPage(page, `/marketplace/b2b-agent-vault/${id}`)
  await expect(page.getByTestId('booking-name')).toHaveText(name)
  const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
  await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
  const hotel = catalogue.getByTestId('picker-item').first()
  // The card says which room types confirm at once for the stay.
  await expect(hotel.getByTestId('hotel-availability')).toContainText('Instant confirmation')
  await hotel.getByRole('button', { name: /Quick add .* for \d+ nights?/ }).click()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  const panel = page.getByTestId('instant-panel')
  await expect(panel.getByText('Instant confirmation')).toBeVisible()
  return { id, panel }
}

const optionsOf = (page: Page, id: string) =>
  vaultPost<{ hold: unknown; confirmationNumber: string | null }>(page, 'GetInstantOptions', { _id: id })

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    })

    test('book now, then cancel with the contract’s charge shown first', async ({ page }) => {
      const { panel } = await bookingWithHotel(page, `E2E book now ${width} ${Date.now()}`)
      await panel.getByRole('button', { name: 'Book now' }).click()
      const dialog = page.getByRole('dialog', { name: 'Book now?' })
      await expect(dialog).toContainText('Everything in this booking is confirmed at once')
      await expect(dialog).toContainText(/Confirmed: .+ Free cancellation until/)
      const axe = await axeBuilder(page)
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(axe.violations.map((violation) => violation.id)).toEqual([])
      await dialog.getByRole('button', { name: /^Book now: / }).click()
      await expect(page.getByTestId('vault-notice')).toContainText(/Booked and confirmed: MC-[A-Z2-9]{6}/)
      await expect(panel.getByTestId('confirmation-number')).toContainText(/MC-[A-Z2-9]{6}/)
      await expect(page.getByTestId('itinerary-builder').getByText('Confirmed', { exact: true })).toBeVisible()
      await expect(panel.getByRole('button', { name: 'Book now' })).toHaveCount(0)
      await shot(page, 'booked-now')

      await panel.getByRole('button', { name: 'Cancel booking' }).click()
      const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' })
      // 60 days before arrival: before the contract's first term (30 days), free.
      await expect(cancel.getByTestId('cancellation-charge')).toContainText('0%')
      // The way out keeps the booking, in words that cannot be read as "cancel" (issue 54).
      await expect(cancel.getByRole('button', { name: 'Keep booking' })).toBeVisible()
      await cancel.getByRole('button', { name: /^Cancel booking: charge 0\.00 EUR$/ }).click()
      await expect(page.getByTestId('vault-notice')).toContainText(
        'Booking cancelled: any rooms it had are back with Monsoon, and your consultant is told.',
      )
      await expect(page.getByTestId('itinerary-builder').getByText('Cancelled', { exact: true })).toBeVisible()
    })

    test('12 days ahead: what cancelling costs now, only the steps to come, and Book now says so (issue 54)', async ({
      page,
    }) => {
      // The demo contracts: 25% from 30 days, 50% from 14, 100% from 3 before arrival.
      const { panel } = await bookingWithHotel(page, `E2E terms ${width} ${Date.now()}`, inDays(12))
      const terms = panel.getByTestId('stay-terms').first()
      await expect(terms).toHaveText(
        /^If cancelled now: [\d,.]+ EUR \(50%\); 100% \([\d,.]+ EUR\) from \d{2} \w{3} \d{4}$/,
      )
      await panel.getByRole('button', { name: 'Book now' }).click()
      const dialog = page.getByRole('dialog', { name: 'Book now?' })
      await expect(dialog).toContainText(/Confirmed: .+ If cancelled now: [\d,.]+ EUR \(50%\); 100%/)
      await expect(dialog.getByTestId('charge-on-booking')).toHaveText(
        /^From the moment you book, cancelling costs [\d,.]+ EUR by the hotels’ terms\.$/,
      )
      await shot(page, 'book-now-terms')
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
      await expect(dialog).toBeHidden()
    })

    test('hold for the client, extend once, then book the held rooms', async ({ page }) => {
      const { panel } = await bookingWithHotel(page, `E2E hold ${width} ${Date.now()}`)
      await panel.getByRole('button', { name: 'Hold for client' }).click()
      const hold = page.getByRole('dialog', { name: 'Hold the rooms for your client?' })
      await expect(hold.getByRole('radio', { name: '48 hours' })).toBeChecked()
      // The dialog says which rooms it holds, each a choice (issue 54).
      await expect(hold.getByRole('checkbox')).toHaveCount(1)
      await expect(hold.getByRole('checkbox')).toBeChecked()
      await hold.getByRole('checkbox').uncheck()
      await hold.getByRole('button', { name: 'Hold for 48 hours' }).click()
      await expect(hold.getByRole('alert')).toContainText('Pick at least one stay.')
      await hold.getByRole('checkbox').check()
      await shot(page, 'hold-dialog')
      await hold.getByRole('button', { name: 'Hold for 48 hours' }).click()
      await expect(page.getByTestId('vault-notice')).toContainText('Rooms held for your client until')
      await expect(panel.getByTestId('hold-status')).toContainText('Held for your client until')
      await shot(page, 'held')

      await panel.getByRole('button', { name: 'Extend hold' }).click()
      await page
        .getByRole('dialog', { name: 'Extend the hold?' })
        .getByRole('button', { name: 'Extend by 48 hours' })
        .click()
      await expect(panel.getByTestId('hold-status')).toContainText('(extended)')
      await expect(panel.getByRole('button', { name: 'Extend hold' })).toHaveCount(0)

      await panel.getByRole('button', { name: 'Book now' }).click()
      await page
        .getByRole('dialog', { name: 'Book now?' })
        .getByRole('button', { name: /^Book now: / })
        .click()
      await expect(page.getByTestId('vault-notice')).toContainText('Booked and confirmed')
      await expect(panel.getByTestId('hold-status')).toHaveCount(0)
    })
  })
}

test('a hold that runs out gives its rooms back by itself, within a minute', async ({ page }) => {
  // The release job runs every 15 s and the wait below allows it a minute: more than the default 30 s.
  test.setTimeout(90_000)
  const name = `E2E expiry ${Date.now()}`
  const { id, panel } = await bookingWithHotel(page, name)
  await panel.getByRole('button', { name: 'Hold for client' }).click()
  await page
    .getByRole('dialog', { name: 'Hold the rooms for your client?' })
    .getByRole('button', { name: 'Hold for 48 hours' })
    .click()
  await expect(panel.getByTestId('hold-status')).toBeVisible()
  // Time passes: the hold's end is moved to a second ago; the release job (every 15 s) does the rest.
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await db.connect()
  await db.query(
    "update allotment_holds set expires_at = now() - interval '1 second' where booking_id = $1 and status = 'active'",
    [id],
  )
  await db.end()
  await expect.poll(async () => (await optionsOf(page, id)).hold, { timeout: 60_000, intervals: [2_000] }).toBeNull()
  await page.reload()
  await expect(panel.getByText('Instant confirmation')).toBeVisible()
  await expect(panel.getByTestId('hold-status')).toHaveCount(0)
  await page.getByRole('button', { name: 'History' }).click()
  await expect(page.getByTestId('history')).toContainText(
    /Automatic release \(Monsoon\): Hold expired: \d+ room nights given back/,
  )
})

test('staff change a range in the allotment calendar; the change is audited', async ({ page }) => {
  await signInStaff(page)
  await page.goto('/admin/allotments')
  await expect(page.getByRole('heading', { name: 'Allotment calendar' })).toBeVisible()
  const grid = page.getByTestId('allotment-grid')
  await expect(grid.locator('tbody tr').first()).toBeVisible()
  const first = grid.locator('tbody tr').first()
  const hotelRoom = ((await first.locator('th').textContent()) ?? '').trim()
  // The night 90 days out, on the first row: held 4 (the demo), free.
  await page.getByLabel('From', { exact: true }).fill(inDays(90))
  // The grid read again from that night: clicking before it is would start the range today.
  await expect(first.locator('td button').first()).toHaveAttribute('aria-label', new RegExp(`, ${inDays(90)}: `))
  await first.locator('td button').first().click()
  await page.getByLabel('Last night').fill(inDays(92))
  await page.getByLabel('Rooms held (empty: keep)').fill('6')
  await page.getByLabel('Stop sale').selectOption('on')
  await page.getByRole('button', { name: 'Apply to the range' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Held 6' })).toContainText(
    'Held 6; stop sale on for 3 nights',
  )
  await expect(first.locator('td').first()).toHaveAttribute('data-state', 'stop')
  await expect(first.locator('td').first()).toContainText('6/6')
  await shot(page, 'allotment-calendar')
  await page.goto('/admin/collections/allotment-changes')
  await expect(page.getByRole('row', { name: /Held 6; stop sale on for 3 nights/ })).toBeVisible()
  expect(hotelRoom.length).toBeGreaterThan(0)
})

test('accepting a quote holds its hotel’s rooms at once; the agent books them now (issue 54)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // An agent of its own: Anna's requests count against her send limit in the other tests.
  const agent = await createAgent({ nations: ['kh'], currency: 'EUR', market: 'europe', firstName: 'Ada' })
  const { id, panel } = await bookingWithHotel(page, `E2E accept holds ${Date.now()}`, inDays(60), agent)
  await page.getByRole('button', { name: 'Send request' }).click()
  const send = page.getByRole('dialog', { name: 'Send the booking request' })
  await send.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click()
  await expect(send).toBeHidden()

  // The consultant quotes it as it is.
  const staff = await browser.newPage()
  await signInStaff(staff)
  await staff.goto(`/admin/collections/bookings/${id}`)
  await staff.getByTestId('quote-editor').getByRole('button', { name: 'Send quote' }).click()
  await expect(staff.getByTestId('quote-saved')).toBeVisible({ timeout: 20_000 })
  await staff.close()

  await openPage(page, `/marketplace/b2b-agent-vault/${id}`)
  const builder = page.getByTestId('itinerary-builder')
  await builder.getByRole('button', { name: 'Accept quote' }).click()
  const accept = page.getByRole('dialog', { name: 'Accept the quote?' })
  await expect(accept).toContainText('the rooms that can be confirmed at once are held for you')
  await accept.getByRole('button', { name: /^Accept / }).click()
  await expect(builder.getByText('Confirmation requested', { exact: true })).toBeVisible()
  // Held at once: no other agent can take them while Monsoon confirms; booking them now leads.
  await expect(panel.getByTestId('hold-status')).toContainText(
    /^You accepted the quote: its rooms are held for you until .+ while Monsoon confirms\./,
  )
  await expect(panel.getByRole('button', { name: 'Book now' })).toHaveClass(/btn-primary/)
  await expect(panel.getByRole('button', { name: 'Release hold' })).toBeVisible()
  expect((await optionsOf(page, id)).hold).not.toBeNull()
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await shot(page, 'accepted-held')
  }
  await panel.getByRole('button', { name: 'Book now' }).click()
  await page
    .getByRole('dialog', { name: 'Book now?' })
    .getByRole('button', { name: /^Book now: / })
    .click()
  await expect(page.getByTestId('vault-notice')).toContainText('Booked and confirmed')
  await expect(builder.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(panel.getByTestId('hold-status')).toHaveCount(0)
})
