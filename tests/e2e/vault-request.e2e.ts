import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { docxText } from '../support/docx'
import { axeBuilder } from './axe'
import { addBooking, openPage, signInAgent, signInStaff } from './helpers'

const ANNA = 'anna@lotus-travel.demo'
const CLIENT = 'client.e2e@example.com'

/** A fresh booking of Anna's with one day program on day 1, open in the builder. */
async function bookingWithProgram(page: Page, name: string) {
  await signInAgent(page, ANNA)
  const id = await addBooking(page, { nameTour: name, begindate: '2027-02-01', enddate: '2027-02-04', nation: 'th' })
  await openPage(page, `/marketplace/b2b-agent-vault/${id}`)
  await expect(page.getByTestId('booking-name')).toHaveText(name)
  const program = page.getByRole('complementary', { name: 'Catalogue' }).getByTestId('picker-item').first()
  const programName = ((await program.locator('p').first().textContent()) ?? '').trim()
  await program.getByRole('button', { name: /^Add to day 1: / }).click()
  return { id, programName }
}

test('an agent sends a request to Monsoon and a client; the emails wait in the outbox in /admin', async ({ page }) => {
  const name = `E2E request ${Date.now()}`
  await bookingWithProgram(page, name)

  // Sending saves first, then asks for the recipients.
  await page.getByRole('button', { name: 'Send request' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send the booking request' })
  await expect(dialog.getByTestId('send-request')).toBeVisible()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  const you = dialog.getByRole('checkbox', { name: new RegExp(`${ANNA} · You`) })
  await expect(you).toBeChecked()
  await expect(you).toBeDisabled()
  await expect(dialog.getByRole('checkbox', { name: /Monsoon reservations/ })).toBeDisabled()

  const axe = await axeBuilder(page)
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  await dialog.getByLabel('Add an email address').fill('not-an-address@')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog.getByText('Please enter one valid email address')).toBeVisible()
  await dialog.getByLabel('Add an email address').fill(CLIENT)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog.getByRole('checkbox', { name: CLIENT })).toBeChecked()
  await dialog.getByRole('button', { name: 'Send to 3 recipients' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('vault-notice')).toContainText(`Request sent to ${ANNA}, `)
  await expect(page.getByTestId('vault-notice')).toContainText(CLIENT)
  await expect(page.getByTestId('itinerary-builder').getByText('Requested', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Following updates' })).toHaveAttribute('aria-pressed', 'true')

  // Staff see the emails in the outbox and the booking as Requested.
  await signInStaff(page)
  await page.goto(`/admin/collections/emails?search=${encodeURIComponent(name)}`)
  await expect(page.getByRole('row', { name: new RegExp(`Trip proposal: ${name}.*${CLIENT}`) })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`Booking request BK\\d{6}: ${name}.*${ANNA}`) })).toBeVisible()
  await page.goto(`/admin/collections/bookings?search=${encodeURIComponent(name)}`)
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Requested')

  // The client's email is the agency's: its name and contact, never Monsoon's name, codes or vault (issue 18).
  const mail = await page.request.get(
    `/cms-api/emails?where[to][equals]=${encodeURIComponent(CLIENT)}&where[subject][like]=${encodeURIComponent(name)}&depth=0`,
  )
  const [client] = ((await mail.json()) as { docs: Array<{ html: string; fromName?: string | null }> }).docs
  expect(client?.html).toContain('Lotus Travel')
  expect(client?.html).not.toMatch(/Monsoon|b2b-agent-vault|BK\d{6}/)
  expect(client?.fromName).toContain('Lotus Travel')
})

test('Export to Word downloads the itinerary, with or without prices; a failed download tells the agent', async ({
  page,
}) => {
  const { programName } = await bookingWithProgram(page, `E2E export ${Date.now()}`)
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  const total = (await page.getByTestId('grand-total').textContent()) ?? ''

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Word' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^BK\d{6} E2E export \d+\.docx$/)
  const priced = await docxText(await readFile((await download.path()) ?? ''))
  expect(priced).toContain(programName)
  expect(priced).toContain(`Total: ${total}`)

  const [clientCopy] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Word for your client' }).click(),
  ])
  expect(clientCopy.suggestedFilename()).toMatch(/^E2E export \d+ \(client\)\.docx$/)
  const plain = await docxText(await readFile((await clientCopy.path()) ?? ''))
  expect(plain).toContain(programName)
  expect(plain).not.toContain('EUR')

  // The trip for a calendar app (issue 21): the program on its day, the agency's name, nothing of Monsoon's.
  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Calendar (.ics)' }).click(),
  ])
  expect(ics.suggestedFilename()).toMatch(/^E2E export \d+ \(client\)\.ics$/)
  const calendar = (await readFile((await ics.path()) ?? '', 'utf8')).replaceAll('\r\n ', '')
  expect(calendar).toContain(`SUMMARY:${programName.replaceAll(',', '\\,')}`)
  expect(calendar).toContain('PRODID:-//Lotus Travel GmbH//Itinerary//EN')
  expect(calendar).not.toMatch(/monsoon/i)

  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  await page.route('**/export/api/WordExport/ExportDetail', (route) => route.fulfill({ status: 503, body: '' }))
  await page.getByRole('button', { name: 'Export to Word' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The Word file could not be downloaded' })).toBeVisible()
  expect(logged).toContain('Failed to fetch the file')
})

for (const width of [375, 1440])
  test(`at ${width} px: a request sent to Monsoon is cancelled, never deleted: the charge first, then Keep booking or cancel (issue 54)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    const name = `E2E cancel request ${width} ${Date.now()}`
    await bookingWithProgram(page, name)
    await page.getByRole('button', { name: 'Send request' }).click()
    const send = page.getByRole('dialog', { name: 'Send the booking request' })
    await send.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click()
    await expect(page.getByTestId('itinerary-builder').getByText('Requested', { exact: true })).toBeVisible()

    // In the list only drafts have a delete button.
    await openPage(page, '/marketplace/b2b-agent-vault')
    await page.getByRole('searchbox', { name: 'Search by name or code' }).fill(name)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const row = page.getByTestId('booking-list').getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText('Requested')
    await expect(row.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0)

    await row.getByRole('link', { name }).click()
    const panel = page.getByTestId('instant-panel')
    await panel.getByRole('button', { name: 'Cancel booking' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
    await expect(dialog.getByTestId('cancellation-charge')).toContainText('Monsoon has booked nothing with the hotels')
    await page.screenshot({ path: test.info().outputPath(`cancel-request-${width}.png`) })
    await dialog.getByRole('button', { name: 'Keep booking' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('itinerary-builder').getByText('Requested', { exact: true })).toBeVisible()

    await panel.getByRole('button', { name: 'Cancel booking' }).click()
    await dialog.getByRole('button', { name: 'Cancel booking: charge 0.00 EUR' }).click()
    await expect(page.getByTestId('vault-notice')).toContainText('your consultant is told')
    await expect(page.getByTestId('itinerary-builder').getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  })
