import { expect, test } from '@playwright/test'
import { addBooking, openPage, signInAgent, signInStaff } from './helpers'

/**
 * Who travels (issue 56), as the people who use it do: an agent enters the party, a flight and the
 * rooms in the vault on a phone (a child's wrong date of birth is named at its field, then
 * corrected), and a consultant sees in /admin what is still missing, and confirms without it only
 * with a note.
 */

// Jonas sends no other request in the e2e run: Anna's and Olivia's count against their send limit in other tests.
const JONAS = 'jonas@lotus-travel.demo'

test('an agent enters the travellers, a flight and the rooms; Monsoon confirms the rest with a note', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await openPage(page, '/')
  await signInAgent(page, JONAS)
  const name = `E2E travellers ${Date.now()}`
  const id = await addBooking(page, { nameTour: name, begindate: '2027-04-12', enddate: '2027-04-15', nation: 'la' })
  await openPage(page, `/marketplace/b2b-agent-vault/${id}`)
  const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
  await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
  await catalogue
    .getByRole('button', { name: /^Quick add / })
    .first()
    .click()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')

  await page.getByRole('button', { name: 'Travellers' }).click()
  const dialog = page.getByTestId('travellers-dialog')
  await expect(dialog.getByTestId('manifest-gaps')).toContainText('2 of 2 travellers not entered yet')
  await expect(dialog.getByTestId('manifest-gaps')).toContainText('No arrival flight')
  for (const [given, born] of [
    ['Anna Maria', '2012-05-01'],
    ['Jonas', '1983-11-20'],
  ] as const) {
    await dialog.getByRole('button', { name: 'Add a traveller' }).click()
    const card = dialog.getByTestId('traveller').last()
    await card.getByLabel('Given names').fill(given)
    await card.getByLabel('Surname').fill('Keller')
    await card.getByLabel('Date of birth').fill(born)
    await card.getByLabel('Nationality').selectOption('DE')
  }
  await dialog.getByRole('button', { name: 'Add a flight' }).click()
  const flight = dialog.getByTestId('flight').first()
  await flight.getByLabel('Flight number').fill('tg 921')
  await flight.getByLabel('Local time').fill('06:05')
  await flight.getByLabel('Airport code').fill('bkk')
  await dialog.getByRole('button', { name: 'Save travellers' }).click()
  // An adult born in 2012 is 14 on the first day: named at the field, and nothing is saved.
  const born = dialog.getByTestId('traveller').first().getByLabel('Date of birth')
  await expect(born).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByTestId('traveller').first()).toContainText(
    'Anna Maria Keller is 14 on 12 Apr 2027: an adult is 18 or over.',
  )
  await born.fill('1985-04-02')
  const rooms = dialog.getByTestId('stay-rooms').first()
  for (const person of ['Anna Maria Keller', 'Jonas Keller'])
    await rooms.getByLabel(`Room for ${person}`).selectOption({ index: 1 })
  await dialog.getByRole('button', { name: 'Save travellers' }).click()
  await expect(dialog.getByTestId('manifest-status')).toHaveText('Saved.')
  await expect(dialog.getByTestId('manifest-gaps')).toHaveText(/^What Monsoon still needsNo departure flight$/)
  await expect(dialog.getByTestId('flight').first()).toContainText('Arrival TG921')
  await dialog.screenshot({ path: test.info().outputPath('travellers-375.png') })
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Send request' }).click()
  const send = page.getByRole('dialog', { name: 'Send the booking request' })
  await send.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click()
  await expect(send).toBeHidden()

  // The consultant sees what is missing, and confirms without it only with a note.
  const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signInStaff(staff)
  await staff.goto(`/admin/collections/bookings/${id}`)
  const panel = staff.getByTestId('backoffice-travellers')
  await expect(panel.getByTestId('travellers-summary')).toHaveText(
    '2 of 2 entered, 1 flight. What Monsoon still needs: 1.',
  )
  await panel.getByRole('button', { name: 'Edit travellers' }).click()
  await expect(panel.getByTestId('manifest-gaps')).toContainText('No departure flight')
  await expect(panel.getByTestId('traveller')).toHaveCount(2)
  await panel.screenshot({ path: test.info().outputPath('travellers-admin.png') })
  await staff.locator('#field-status').click()
  await staff.getByRole('option', { name: 'Confirmed', exact: true }).click()
  await staff.getByRole('button', { name: 'Save', exact: true }).click()
  // Payload's toast lists what follows the colon.
  const toast = staff.getByRole('region', { name: /Notifications/ })
  await expect(toast).toContainText('to confirm without what is missing')
  await expect(toast).toContainText('No departure flight')
  await staff.locator('#field-confirmNote').fill('The agent sends the return flight on Monday.')
  await staff.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    staff.getByText(/Status Requested → Confirmed; confirmed without: No departure flight/).first(),
  ).toBeVisible({ timeout: 20_000 })

  // A night more (or one fewer) once confirmed: the same write path; the history says who did what.
  const nights = staff.getByTestId('stay-nights').first()
  const now = Number(await nights.inputValue())
  const longer = (await nights.locator(`option[value="${now + 1}"]:not([disabled])`).count()) === 1
  await nights.selectOption(String(longer ? now + 1 : now - 1))
  await expect(staff.getByTestId('quote-total-change')).toContainText('not saved yet')
  await staff.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    staff
      .getByText(`Confirmed trip amended: 1 night ${longer ? 'added to' : 'taken off'} a stay`, { exact: true })
      .first(),
  ).toBeVisible({ timeout: 20_000 })
  await staff.close()
})
