import { expect, test } from '@playwright/test'
import { axeBuilder } from './axe'
import { layoutShift, openPage, signInAgent } from './helpers'

const ANNA = 'anna@lotus-travel.demo'

/**
 * Issue 21 as an agent and their client live it: the agent sets a selling price and makes a link
 * from the booking; the client opens it without an account and sees the agency's itinerary, never
 * Monsoon's; a revoked or guessed link is a plain "not available" page.
 */
test('an agent shares a client itinerary page; the client sees the agency’s trip and price, then the link is revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAgent(page, ANNA)
  const origin = test.info().project.use.baseURL ?? ''
  const created = await page.request.post('/b2badminapi/api/RequestBooking/AddBooing', {
    headers: { origin },
    data: {
      nameTour: `E2E client page ${Date.now()}`,
      begindate: '2027-02-01',
      enddate: '2027-02-03',
      adultQuantity: 2,
      childQuantity: 0,
      lsChildren: [],
      rooms: 1,
      nation: 'th',
    },
  })
  const booking = ((await created.json()) as { data: { _id: string; nameTour: string } }).data
  await openPage(page, `/marketplace/b2b-agent-vault/${booking._id}`)
  const program = page.getByRole('complementary', { name: 'Catalogue' }).getByTestId('picker-item').first()
  const programName = ((await program.locator('p').first().textContent()) ?? '').trim()
  await program.getByRole('button', { name: /^Add to day 1: / }).click()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')

  // The selling price: 20 %, shown to the client.
  await page.getByRole('button', { name: 'For your client', exact: true }).click()
  const dialog = page.getByTestId('client-output')
  await dialog.getByLabel('Kind of markup').selectOption('percent')
  await dialog.getByLabel('Kind of markup: percent').fill('abc')
  await dialog.getByRole('button', { name: 'Save selling price' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter a percentage from 0 to 1,000, e.g. 12.5')
  await dialog.getByLabel('Kind of markup: percent').fill('20')
  // As the agent types, the figures preview the client's price and the margin (issue 54).
  await expect(dialog.getByTestId('selling-preview')).toContainText('not saved yet')
  const previewed = ((await dialog.getByTestId('selling-figures').locator('dd').nth(1).textContent()) ?? '').trim()
  await dialog.getByLabel(/Show the selling price/).check()
  await dialog.getByRole('button', { name: 'Save selling price' }).click()
  await expect(dialog.getByRole('status')).toContainText('Your selling price is saved')
  await expect(dialog.getByTestId('selling-preview')).toHaveCount(0)
  const clientPays = ((await dialog.getByTestId('selling-figures').locator('dd').nth(1).textContent()) ?? '').trim()
  expect(clientPays).toBe(previewed)
  // A percentage per product type starts from the 20 % in force: saving it at once changes nothing.
  await dialog.getByLabel('Kind of markup', { exact: true }).selectOption('byType')
  const split = dialog.getByRole('group', { name: 'Markup on this booking' })
  await expect(split.getByLabel('Hotel')).toHaveValue('20')
  await expect(dialog.getByTestId('selling-preview')).toHaveCount(0)
  await dialog.getByLabel('Kind of markup', { exact: true }).selectOption('percent')
  const net = ((await dialog.getByTestId('selling-figures').locator('dd').first().textContent()) ?? '').trim()
  expect(clientPays).toMatch(/^[\d,]+\.\d\d EUR$/)
  await expect(page.getByTestId('selling-total')).toContainText(`Your client pays ${clientPays}`)
  const axe = await axeBuilder(page).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // A default per product type for the bookings Anna creates next.
  await dialog.getByText('Defaults for new bookings').click()
  await dialog.getByLabel('Your default markup', { exact: true }).selectOption('byType')
  await dialog.getByRole('group', { name: 'Your default markup' }).getByLabel('Hotel').fill('12.5')
  await dialog.getByRole('group', { name: 'Your default markup' }).getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Your default is saved; bookings created from now on take it.')

  await dialog.getByRole('button', { name: 'New link (follows the booking)' }).click()
  const url = await dialog.getByTestId('created-link').getByRole('textbox').inputValue()
  expect(url).toMatch(/\/itinerary\/[A-Za-z0-9_-]{43}$/)
  await expect(dialog.getByTestId('client-links')).toContainText('Follows the booking')

  // The PDFs download under the trip's name: the client's without the code, the agent's with it.
  const [clientPdf] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'For your client (Letter)' }).click(),
  ])
  expect(clientPdf.suggestedFilename()).toBe(`${booking.nameTour} (client).pdf`)
  const [agentPdf] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Your copy with Monsoon’s prices' }).click(),
  ])
  expect(agentPdf.suggestedFilename()).toMatch(/^BK\d{6} E2E client page \d+\.pdf$/)

  // The client: no account, a phone.
  const client = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const clientPage = await client.newPage()
  const path = new URL(url).pathname
  const response = await clientPage.goto(path)
  expect(response?.status()).toBe(200)
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText(booking.nameTour)
  await expect(clientPage).toHaveTitle(`${booking.nameTour} · Lotus Travel GmbH`)
  await expect(clientPage.getByText(programName).first()).toBeVisible()
  await expect(clientPage.getByText(clientPays)).toBeVisible()
  // A document, not an app: no script at all, and no request to anything but this site.
  expect(await clientPage.locator('script').count()).toBe(0)
  await expect(clientPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const html = await clientPage.content()
  expect(html).not.toMatch(/monsoon|b2b-agent-vault|BK\d{6}/i)
  expect(html).not.toContain(net)
  const clientAxe = await axeBuilder(clientPage).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(clientAxe.violations.map((violation) => violation.id)).toEqual([])
  await clientPage.screenshot({ path: test.info().outputPath('client-375.png'), fullPage: true })
  await clientPage.setViewportSize({ width: 1440, height: 900 })
  await clientPage.screenshot({ path: test.info().outputPath('client-1440.png'), fullPage: true })
  const pdf = await clientPage.request.get(`${path}/pdf?size=letter`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  for (const width of [375, 1440]) expect(await layoutShift(browser, path, width)).toBeLessThanOrEqual(0.02)

  // Revoked: the client's next visit is a plain "not available", with nothing of whose site it is.
  await dialog.getByRole('button', { name: 'Revoke' }).first().click()
  await expect(dialog.getByTestId('client-links')).toContainText('Revoked')
  const gone = await clientPage.goto(path)
  expect(gone?.status()).toBe(404)
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText('This itinerary is not available')
  expect(await clientPage.content()).not.toMatch(/monsoon/i)
  expect((await clientPage.goto(`/itinerary/${'A'.repeat(43)}`))?.status()).toBe(404)
  await client.close()
})
