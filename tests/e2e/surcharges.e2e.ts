import { expect, type Page, test } from '@playwright/test'
import { addBooking, openPage, signInAgent } from './helpers'

/**
 * Compulsory costs apply by rule (issue 54), as an agent meets them at 375 and 1440 px: the demo's
 * festive season supplement (20 Dec – 5 Jan) is ticked and locked on a program in the season, added
 * with it, and not offered on a day outside the season.
 */

const ANNA = 'anna@lotus-travel.demo'
const PROGRAM = 'Bangkok canals by long-tail boat'
const SUPPLEMENT = /^Festive season supplement \(20 Dec – 5 Jan\)/

/** The next 19 December from today: the trip's day 1 is outside the season, day 2 inside. */
function nextSeasonEve(): string {
  const today = new Date().toISOString().slice(0, 10)
  const year = Number(today.slice(0, 4))
  return today <= `${year}-12-19` ? `${year}-12-19` : `${year + 1}-12-19`
}

const dayCard = (page: Page, number: number) => page.locator(`[data-testid="tour-day"][data-day="${number}"]`)

/** Makes day `number` the current one (the days' bar on a phone, the day's heading on a desktop) and finds the program for it. */
async function programOnDay(page: Page, number: number) {
  const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
  if ((page.viewportSize()?.width ?? 0) < 1024)
    await page
      .getByRole('navigation', { name: 'Days' })
      .getByRole('button', { name: `Day ${number}`, exact: true })
      .click()
  else
    await dayCard(page, number)
      .getByRole('button', { name: new RegExp(`^Day ${number}\\b`) })
      .click()
  await expect(dayCard(page, number)).toHaveAttribute('aria-current', 'step')
  await catalogue.getByRole('searchbox', { name: 'Search day programs' }).fill(PROGRAM)
  await catalogue.getByRole('button', { name: 'Search' }).click()
  return catalogue.getByTestId('picker-item').filter({ hasText: PROGRAM })
}

for (const width of [375, 1440]) {
  test(`at ${width} px: the festive supplement is compulsory in its season and not offered outside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await signInAgent(page, ANNA)
    const begin = nextSeasonEve()
    const end = `${begin.slice(0, 8)}20`
    const id = await addBooking(page, {
      nameTour: `E2E festive ${width} ${Date.now()}`,
      begindate: begin,
      enddate: end,
      nation: 'th',
    })
    await openPage(page, `/marketplace/b2b-agent-vault/${id}`)

    // Day 1, 19 Dec: outside the season, the supplement is not offered at all.
    const outside = await programOnDay(page, 1)
    await expect(outside.getByRole('checkbox', { name: SUPPLEMENT })).toHaveCount(0)

    // Day 2, 20 Dec: ticked, and it cannot be unticked.
    const inside = await programOnDay(page, 2)
    const supplement = inside.getByRole('checkbox', { name: SUPPLEMENT })
    await expect(supplement).toBeChecked()
    await expect(supplement).toBeDisabled()
    await expect(inside).toContainText('compulsory on this date')
    await page.screenshot({ path: test.info().outputPath(`festive-${width}.png`), fullPage: true })
    await inside.getByRole('button', { name: `Add to day 2: ${PROGRAM}` }).click()
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
    await expect(dayCard(page, 2).getByTestId('line').filter({ hasText: 'Festive season supplement' })).toHaveCount(1)
  })
}
