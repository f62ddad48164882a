import { expect, type Page, test } from '@playwright/test'
import { addBooking, openPage, signInAgent } from './helpers'

/**
 * A stay is one unit (issue 54), as an agent meets it at 375 and 1440 px: a hotel added for three
 * nights is one item on its check-in day, with its nights, total and the only controls; its later
 * nights say which night they are and lead back; changing the nights keeps them together, another
 * hotel replaces the whole stay, and removing it removes every night.
 */

const ANNA = 'anna@lotus-travel.demo'

const dayCard = (page: Page, number: number) => page.locator(`[data-testid="tour-day"][data-day="${number}"]`)

async function showDay(page: Page, number: number) {
  if ((page.viewportSize()?.width ?? 0) < 1024)
    await page
      .getByRole('navigation', { name: 'Days' })
      .getByRole('button', { name: `Day ${number}`, exact: true })
      .click()
  await expect(dayCard(page, number)).toBeVisible()
}

for (const width of [375, 1440]) {
  test(`at ${width} px: a hotel stay is one line, resized and removed as a whole`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await signInAgent(page, ANNA)
    const id = await addBooking(page, {
      nameTour: `E2E stay ${width} ${Date.now()}`,
      begindate: '2027-02-08',
      enddate: '2027-02-13',
      nation: 'th',
    })
    await openPage(page, `/marketplace/b2b-agent-vault/${id}`)
    const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
    await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
    await expect(catalogue.getByLabel('Nights from day 1')).toHaveValue('3')
    const quickAdd = catalogue.getByRole('button', { name: /Quick add .* for 3 nights/ }).first()
    const hotel = ((await quickAdd.getAttribute('aria-label')) ?? '').replace(/^Quick add (.*) for 3 nights.*$/, '$1')
    await quickAdd.click()

    const stay = dayCard(page, 1).locator('[data-type="Accommodation"]')
    await expect(stay).toHaveCount(1)
    await expect(stay.getByTestId('stay-summary')).toHaveText(/^3 nights, days 1–3 · stay total [\d,.]+ [A-Z]{3}$/)
    await stay.screenshot({ path: testInfo.outputPath(`stay-${width}.png`) })
    // A later night: which night it is, no controls of its own, and the way back to the check-in.
    await showDay(page, 2)
    const night2 = dayCard(page, 2).locator('[data-type="Accommodation"]')
    await expect(night2).toContainText('Night 2 of 3 of the stay')
    await expect(night2.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
    await expect(night2.getByRole('combobox')).toHaveCount(0)
    await night2.getByRole('button', { name: 'from day 1' }).click()
    await expect(dayCard(page, 1)).toHaveAttribute('aria-current', 'step')

    // Two nights: day 3 is free again; then five, past nothing in the way.
    await stay.getByRole('combobox', { name: `Nights at ${hotel}` }).selectOption({ label: '2 nights' })
    await expect(stay.getByTestId('stay-summary')).toHaveText(/^2 nights, days 1–2 /)
    await showDay(page, 3)
    await expect(dayCard(page, 3).locator('[data-type="Accommodation"]')).toHaveCount(0)
    await showDay(page, 1)
    await stay.getByRole('combobox', { name: `Nights at ${hotel}` }).selectOption({ label: '5 nights' })
    await expect(stay.getByTestId('stay-summary')).toHaveText(/^5 nights, days 1–5 /)
    await showDay(page, 5)
    await expect(dayCard(page, 5).locator('[data-type="Accommodation"]')).toContainText('Night 5 of 5 of the stay')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
    await page.reload()
    await expect(dayCard(page, 1).locator('[data-type="Accommodation"]').getByTestId('stay-summary')).toHaveText(
      /^5 nights, days 1–5 /,
    )

    // Another hotel instead: the whole stay is replaced in one step, same check-in and nights.
    await showDay(page, 1)
    await dayCard(page, 1)
      .getByRole('button', { name: `Change hotel: another instead of ${hotel}` })
      .click()
    await expect(catalogue.getByTestId('replacing-stay')).toContainText(`Choose a hotel instead of ${hotel} (5 nights)`)
    await expect(catalogue.getByLabel('Nights from day 1')).toHaveValue('5')
    const other = catalogue
      .getByRole('button', { name: /Quick add .* for 5 nights/ })
      .and(catalogue.locator(`:not([aria-label^="Quick add ${hotel} "])`))
      .first()
    const otherName = ((await other.getAttribute('aria-label')) ?? '').replace(/^Quick add (.*) for 5 nights.*$/, '$1')
    await catalogue.screenshot({ path: testInfo.outputPath(`change-hotel-${width}.png`) })
    await other.click()
    await expect(catalogue.getByTestId('replacing-stay')).toHaveCount(0)
    const swapped = dayCard(page, 1).locator('[data-type="Accommodation"]')
    await expect(swapped).toHaveCount(1)
    await expect(swapped).toContainText(otherName)
    await expect(swapped.getByTestId('stay-summary')).toHaveText(/^5 nights, days 1–5 /)
    await showDay(page, 5)
    await expect(dayCard(page, 5).locator('[data-type="Accommodation"]')).toContainText(otherName)

    // Removing it from its check-in day removes every night.
    await showDay(page, 1)
    await dayCard(page, 1)
      .getByRole('button', { name: `Remove the stay at ${otherName} (5 nights)` })
      .click()
    for (const number of [1, 2, 3, 4, 5]) {
      await showDay(page, number)
      await expect(dayCard(page, number).locator('[data-type="Accommodation"]')).toHaveCount(0)
    }
  })
}
