import { expect, test } from '@playwright/test'
import { openPage, signInAgent } from './helpers'

test('ONLINE TARIFF opens the price list in a new tab: hotels by city with their periods on sale as columns', async ({
  page,
  context,
}) => {
  await signInAgent(page, 'anna@lotus-travel.demo')
  await openPage(page, '/')
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('online-tariff').click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/b2b/tariff-tour')
  await expect(tab.getByRole('heading', { name: 'THAILAND' })).toBeVisible()
  await expect(tab.getByText(/Net prices in EUR/)).toBeVisible()

  // One card per hotel, under its city; each room once, the periods across.
  const bangkok = tab.getByRole('region', { name: 'Hotels in Bangkok' })
  const hotel = bangkok.getByTestId('tariff-hotel').filter({ hasText: 'Chakrabongse Residence' })
  await expect(hotel).toHaveCount(1)
  // Rooms on Monsoon's allotment say so (issue 25): the demo holds Deluxe and Suite, not family rooms.
  await expect(hotel.getByRole('rowheader')).toHaveText([
    /^Deluxe ?Instant on \d+ nights$/,
    /^Suite ?Instant on \d+ nights$/,
    'Family room',
  ])
  const periods = await hotel.getByRole('columnheader').allTextContents()
  expect(periods[0]).toBe('Room')
  expect(periods.length).toBeGreaterThan(2)
  // The demo contracts' low season ended on 31 Oct 2026: never shown again.
  await expect(tab.getByText('1 May – 31 Oct 2026')).toHaveCount(0)
  await expect(tab.getByTestId('tariff-programs')).toBeVisible()

  // Filter by city, type and travel dates, without JavaScript's help (a GET form).
  await tab.getByLabel('City').selectOption({ label: 'Phuket' })
  await tab.getByLabel('Type').selectOption('hotels')
  await tab.getByLabel('Travel from').fill('2027-01-10')
  await tab.getByLabel('Travel to').fill('2027-02-10')
  await tab.getByRole('button', { name: 'Show' }).click()
  await expect(tab.getByTestId('tariff-programs')).toHaveCount(0)
  await expect(tab.getByRole('region', { name: /^Hotels in / })).toHaveCount(1)
  await expect(tab.getByRole('region', { name: 'Hotels in Phuket' })).toBeVisible()
  const columns = tab.getByTestId('tariff-hotel').first().getByRole('columnheader')
  await expect(columns).toHaveText(['Room', '6 Jan – 31 Dec 2027'])

  // A4 when printed: the filters and the site's chrome stay off the paper.
  await tab.emulateMedia({ media: 'print' })
  await expect(tab.getByRole('form', { name: 'Filter the tariff' })).toBeHidden()
  await expect(tab.locator('header').first()).toBeHidden()
  const pdf = (await tab.pdf({ preferCSSPageSize: true })).toString('latin1')
  // A4 is 595 × 842 points; Chromium writes it as 594.96 × 841.92.
  const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? []
  expect(Math.round(Number(width))).toBe(595)
  expect(Math.round(Number(height))).toBe(842)
})

test('on a phone the tariff keeps the room and its first price on screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
  const page = await context.newPage()
  await signInAgent(page, 'anna@lotus-travel.demo')
  await page.goto('/b2b/tariff-tour?type=hotels')
  const firstRow = page.getByTestId('tariff-hotel').first().getByRole('row').nth(1)
  const price = await firstRow.getByRole('cell').first().boundingBox()
  expect(price && price.x + price.width).toBeLessThanOrEqual(375)
  await context.close()
})

test('visitors are told the tariff is for partner agents, with sign-in and registration, from every entry', async ({
  page,
}) => {
  await openPage(page, '/')
  await page.getByTestId('online-tariff').click()
  const dialog = page.getByTestId('sign-up-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('sign-up-reason')).toContainText('The online tariff is for Monsoon’s partner agents')
  await expect(dialog.getByRole('link', { name: 'Already registered? Sign in' })).toHaveAttribute(
    'href',
    '/login-agent?next=%2Fb2b%2Ftariff-tour',
  )
  await page.keyboard.press('Escape')

  // The menu's entry is the page itself: the same words, the same two ways in.
  await openPage(page, '/b2b/tariff-tour')
  const gate = page.getByTestId('tariff-gate')
  await expect(gate).toContainText('The online tariff is for Monsoon’s partner agents')
  await gate.getByRole('button', { name: 'Register your agency' }).click()
  await expect(page.getByTestId('sign-up-dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await gate.getByRole('link', { name: 'Sign in' }).click()
  await page.waitForURL(/\/login-agent\?next=/)
  // The form is filled once React owns it: a value typed before hydration is reset.
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill('anna@lotus-travel.demo')
  await page.getByLabel('Password').fill('agent-demo-2026')
  await expect(page.getByLabel('Email')).toHaveValue('anna@lotus-travel.demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/b2b\/tariff-tour$/)
  await expect(page.getByTestId('tariff')).toBeVisible()
})

test('an agent without the online flag gets the registration dialog from the top bar, and the page says whom to ask', async ({
  page,
}) => {
  await signInAgent(page, 'jonas@lotus-travel.demo')
  await openPage(page, '/')
  const opener = page.getByTestId('online-tariff')
  await opener.click()
  // Spec §2 Other routes and §6: without the flag, ONLINE TARIFF opens the registration dialog.
  const dialog = page.getByTestId('sign-up-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Register your agency' })).toBeVisible()
  await expect(dialog.getByTestId('sign-up-reason')).toContainText(
    'The online tariff is not enabled for your account. Please ask your Monsoon consultant.',
  )
  await expect(dialog.getByRole('link', { name: 'Whom to ask' })).toHaveAttribute('href', '/b2b/tariff-tour')
  await expect(dialog.getByLabel('First Name')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()

  await openPage(page, '/b2b/tariff-tour')
  const gate = page.getByTestId('tariff-gate')
  await expect(gate).toContainText(
    'The online tariff is not enabled for your account. Please ask your Monsoon consultant.',
  )
  await expect(gate.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(page.getByTestId('sign-up-dialog')).toHaveCount(0)
})
