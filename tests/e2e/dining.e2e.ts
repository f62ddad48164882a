import { expect, test } from '@playwright/test'
import { createBookingInForm, openPage, signInAgent } from './helpers'

/**
 * From a public page into a booking (issue 55), as an agent does it: a restaurant's page offers its
 * dining experience, the vault asks which booking takes it (a new one here), and the booking opens
 * with the catalogue's Dining tab on that experience alone; added, it is a line of the day like any
 * program. "Lay your head down" does the same with its hotels, in the Accommodation tab.
 */

const ANNA = 'anna@lotus-travel.demo'
const DINNER = 'Ten-course counter dinner at AXS Thonglor'

test('a dining experience goes from its venue’s page into a new booking, and a showcase hotel into an existing one', async ({
  page,
}) => {
  await openPage(page, '/marketplace/axs')
  await signInAgent(page, ANNA)
  await openPage(page, '/marketplace/axs')
  const venue = page.locator('#axs-thonglor-counter')
  await venue.getByRole('link', { name: `Book in the agent vault: ${DINNER}` }).click()

  await expect(page.getByTestId('vault-link')).toContainText(`Add ${DINNER} to a booking`)
  const name = `E2E dinner ${Date.now()}`
  await createBookingInForm(page, { name, begin: '2027-03-08', end: '2027-03-10' })
  await expect(page).toHaveURL(/add=program:/)

  const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
  await expect(catalogue.getByRole('tab', { name: 'Dining' })).toHaveAttribute('aria-selected', 'true')
  await expect(catalogue.getByTestId('picker-focus')).toContainText(`Showing only ${DINNER}`)
  const items = catalogue.getByTestId('picker-item')
  await expect(items).toHaveCount(1)
  await expect(items).toContainText('AXS Thonglor Counter')
  await items.getByRole('button', { name: `Add to day 1: ${DINNER}` }).click()
  await expect(page.locator('[data-testid="tour-day"][data-day="1"]')).toContainText(DINNER)
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')

  // The whole Dining list is one click away, and lists only dining experiences.
  await catalogue.getByRole('button', { name: 'Show all dining' }).click()
  await expect(catalogue.getByTestId('picker-focus')).toHaveCount(0)
  await expect(items.first()).toBeVisible()
  expect(await items.count()).toBeGreaterThan(1)

  // A hotel of "Lay your head down" opens in an existing booking of its nation, in Accommodation.
  await openPage(page, '/marketplace/lay-your-head-down')
  const stay = page.locator('#stay-th article').first()
  const hotel = (await stay.getByRole('heading').first().textContent())?.trim() ?? ''
  await stay.getByRole('link', { name: 'Book it in the agent vault' }).click()
  await expect(page.getByTestId('vault-link')).toContainText(`Add ${hotel} to a booking`)
  await page.getByLabel('Search by name or code').fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name }).click()
  await expect(catalogue.getByRole('tab', { name: 'Accommodation' })).toHaveAttribute('aria-selected', 'true')
  await expect(catalogue.getByTestId('picker-focus')).toContainText(`Showing only ${hotel}`)
  await expect(items).toHaveCount(1)
  await expect(items).toContainText(hotel)
})
