import { expect, test } from '@playwright/test'
import { openPage, signInAgent } from './helpers'

test('ONLINE TARIFF opens the price list in a new tab for an agent with the online flag', async ({ page, context }) => {
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openPage(page, '/')
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('online-tariff').click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/b2b/tariff-tour')
  await expect(tab.getByRole('heading', { name: 'THAILAND' })).toBeVisible()
  await expect(tab.getByText('Prices in EUR')).toBeVisible()
  const hotels = tab.getByTestId('tariff-hotels')
  await expect(hotels.getByRole('cell', { name: /Rachamankha/ }).first()).toBeVisible()
  await expect(tab.getByTestId('tariff-programs')).toBeVisible()

  // Filter by city and type, without JavaScript's help (a GET form).
  await tab.getByLabel('City').selectOption({ label: 'Phuket' })
  await tab.getByLabel('Type').selectOption('hotels')
  await tab.getByRole('button', { name: 'Show' }).click()
  await expect(tab.getByTestId('tariff-programs')).toHaveCount(0)
  const cities = await tab.getByTestId('tariff-hotels').locator('tbody tr td:first-child').allTextContents()
  expect(new Set(cities)).toEqual(new Set(['Phuket']))
})

test('ONLINE TARIFF opens the registration dialog for an agent without the flag and for visitors', async ({ page }) => {
  await openPage(page, '/')
  await page.getByTestId('online-tariff').click()
  await expect(page.getByTestId('sign-up-dialog')).toBeVisible()
  await page.keyboard.press('Escape')

  await signInAgent(page, 'jonas@lotus-travel.demo')
  await openPage(page, '/')
  await page.getByTestId('online-tariff').click()
  await expect(page.getByTestId('sign-up-dialog')).toBeVisible()
  await page.goto('/b2b/tariff-tour')
  await expect(page.getByText('The online tariff is not enabled for your account.')).toBeVisible()
})
