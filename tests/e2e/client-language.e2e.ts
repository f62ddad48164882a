import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { docxText } from '../support/docx'
import { addBooking, createAgent, openPage, signInAgent, signInStaff } from './helpers'

/**
 * Languages in the vault and in what the client receives (issue 26, ADR 045): an agent working in
 * English makes a booking whose client reads French, and the client's Word file, email and
 * itinerary page are French; an agent who switches the vault to German sees it in German, and it
 * stays German after signing in again.
 */

const ANNA = 'anna@lotus-travel.demo'
const CLIENT = 'client.fr.e2e@example.com'

async function newBookingInFrench(page: Page, name: string) {
  await openPage(page, '/marketplace/b2b-agent-vault')
  await page.getByRole('button', { name: 'New booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'New booking' })
  await dialog.getByLabel('Tour name').fill(name)
  await dialog.getByLabel('Begin date').fill('2027-03-01')
  await dialog.getByLabel('End date').fill('2027-03-03')
  // The agent's own language is the default; the client reads French.
  await expect(dialog.getByLabel('Client’s language')).toHaveValue('en')
  await dialog.getByLabel('Client’s language').selectOption('fr')
  await Promise.all([
    page.waitForURL(/\/marketplace\/b2b-agent-vault\/[0-9a-f-]{36}$/),
    dialog.getByRole('button', { name: 'Create booking' }).click(),
  ])
  await expect(page.getByTestId('booking-name')).toHaveText(name)
}

test('a booking for a French client: the Word file, the email and the client’s page are French; the vault stays English', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAgent(page, ANNA)
  const name = `E2E client français ${Date.now()}`
  await newBookingInFrench(page, name)
  const program = page.getByRole('complementary', { name: 'Catalogue' }).getByTestId('picker-item').first()
  await program.getByRole('button', { name: /^Add to day 1: / }).click()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  // The agent's own screen stays in the agent's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible()

  const [clientCopy] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Word for your client' }).click(),
  ])
  expect(clientCopy.suggestedFilename()).toMatch(/^E2E client francais \d+ \(client\)\.docx$/)
  const word = await docxText(await readFile((await clientCopy.path()) ?? ''))
  expect(word).toContain('Jour par jour')
  expect(word).toContain('Bon à savoir')
  expect(word).toMatch(/Jour 1 · lun\. 1 mars 2027/)
  expect(word).not.toMatch(/Day by day|Good to know/)

  // The request: the client's email in French, Monsoon's in English.
  await page.getByRole('button', { name: 'Send request' }).click()
  const send = page.getByRole('dialog', { name: 'Send the booking request' })
  await send.getByLabel('Add an email address').fill(CLIENT)
  await send.getByRole('button', { name: 'Add', exact: true }).click()
  await send.getByRole('button', { name: 'Send to 3 recipients' }).click()
  await expect(send).toBeHidden()

  await signInStaff(page)
  const mail = async (to: string) => {
    const answer = await page.request.get(
      `/cms-api/emails?where[to][equals]=${encodeURIComponent(to)}&where[subject][like]=${encodeURIComponent(name)}&depth=0`,
    )
    return ((await answer.json()) as { docs: Array<{ subject: string; html: string }> }).docs[0]
  }
  const toClient = await mail(CLIENT)
  expect(toClient.subject).toContain(`Votre proposition de voyage : ${name}`)
  expect(toClient.html).toContain('Bonjour,')
  expect(toClient.html).toMatch(/Jour 1 · lun\. 1 mars 2027/)
  expect((await mail(ANNA)).subject).toMatch(new RegExp(`^Booking request BK\\d{6}: ${name}`))

  // The client opens the link of the email on a phone: the agency's page, in French.
  const link = /href="(https?:\/\/[^"]+\/itinerary\/[A-Za-z0-9_-]{43})"/.exec(toClient.html)?.[1]
  expect(link).toBeTruthy()
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const client = await phone.newPage()
  await client.goto(new URL(link ?? '').pathname)
  await expect(client.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(client.getByRole('heading', { name: 'Jour par jour' })).toBeVisible()
  await expect(client.getByRole('link', { name: 'PDF (A4)' })).toBeVisible()
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await phone.close()
})

test.describe('an agent in German', () => {
  test('at 375 px switches the vault to German: it reloads in German, dates and money too, and stays German after signing in again', async ({
    page,
    browser,
  }) => {
    // An agent of its own made first, then the vault in German on two devices.
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 375, height: 812 })
    // An agent of its own, with a booking: signing in follows the agent's language, which this test changes.
    const agent = await createAgent({ nations: ['vn', 'la'], currency: 'EUR', market: 'europe', firstName: 'Jo' })
    await signInAgent(page, agent.email, agent.password)
    await addBooking(page, {
      nameTour: `Mekong in German ${Date.now()}`,
      begindate: '2027-01-12',
      enddate: '2027-01-16',
      nation: 'vn',
    })
    await openPage(page, '/marketplace/b2b-agent-vault')
    await expect(page.getByRole('heading', { name: 'Your bookings' })).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await Promise.all([
      page.waitForURL(/\/de\/marketplace\/b2b-agent-vault$/),
      page.getByTestId('mobile-drawer').getByRole('link', { name: /^de\b/i }).click(),
    ])
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { name: 'Ihre Buchungen' })).toBeVisible()
    const row = page.getByTestId('booking-row').first()
    await expect(row).toBeVisible()
    // German dates ("12. Jan. 2027") and money ("1.234,50 €").
    await expect(row).toContainText(/\d{2}\. [A-ZÄÖÜ][a-zäöü]+\.? \d{4}/)
    await expect(row).toContainText(/\d,\d\d\s€/)

    await page.getByRole('button', { name: 'Neue Buchung' }).click()
    const dialog = page.getByRole('dialog', { name: 'Neue Buchung' })
    await expect(dialog.getByLabel('Sprache des Kunden')).toHaveValue('de')
    await page.keyboard.press('Escape')

    // Decimals as a German writes them: "12,5" is read as 12.5 % and shown back as "12,5".
    await row.getByRole('link').first().click()
    await page.getByRole('button', { name: 'Für Ihren Kunden', exact: true }).click()
    const output = page.getByTestId('client-output')
    await output.getByLabel('Art des Aufschlags', { exact: true }).selectOption('percent')
    await output.getByLabel('Art des Aufschlags: Prozent').fill('12,5')
    await output.getByRole('button', { name: 'Verkaufspreis speichern' }).click()
    await expect(output.getByRole('status')).toContainText('Ihr Verkaufspreis ist gespeichert')
    await expect(output).toContainText('Geltender Aufschlag: 12,5 %')
    await page.reload()
    await page.getByRole('button', { name: 'Für Ihren Kunden', exact: true }).click()
    await expect(output.getByLabel('Art des Aufschlags: Prozent')).toHaveValue('12,5')
    // The booking goes back to following the agent's default.
    await output.getByLabel('Art des Aufschlags', { exact: true }).selectOption('default')
    await output.getByRole('button', { name: 'Verkaufspreis speichern' }).click()
    await expect(output.getByRole('status')).toContainText('Ihr Verkaufspreis ist gespeichert')

    // Another browser: signing in opens the vault in German again.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const desk = await other.newPage()
    await desk.goto('/login-agent?next=%2Fmarketplace%2Fb2b-agent-vault')
    await desk.getByLabel('Email').fill(agent.email)
    await desk.getByLabel('Password').fill(agent.password)
    await Promise.all([
      desk.waitForURL(/\/de\/marketplace\/b2b-agent-vault$/),
      desk.getByRole('button', { name: 'Sign in' }).click(),
    ])
    await expect(desk.getByRole('heading', { name: 'Ihre Buchungen' })).toBeVisible()
    await other.close()
  })
})
