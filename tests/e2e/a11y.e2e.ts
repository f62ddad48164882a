import { expect, type Page, test } from '@playwright/test'
import { axeBuilder } from './axe'
import { createBookingInForm, openPage, signInAgent } from './helpers'

/**
 * Keyboard and screen-reader users (issue 27): axe's WCAG 2.0/2.1/2.2 A and AA rules, plus "Label
 * in Name" (2.5.3, which axe keeps among its experimental rules), on one page of every kind the
 * sitemap lists (site-crawl.e2e.ts), on the vault and on every dialog, at 375 and 1440 px; then
 * where the focus goes.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const ANNA = 'anna@lotus-travel.demo'

async function violations(page: Page, where: string, include?: string): Promise<string[]> {
  // One options object: `withTags` followed by `options` would drop the tags and run every rule.
  let builder = axeBuilder(page, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'label-content-name-mismatch': { enabled: true } },
  })
  if (include) builder = builder.include(include)
  const { violations: found } = await builder.analyze()
  return found.map(
    (violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 812 : 900 } })

    test('the site’s dialogs have no violation: login, registration, menu', async ({ page }) => {
      await openPage(page, '/')
      const found: string[] = []
      // The header's login link opens the login dialog (at 375 px it is in the drawer instead).
      const login = page.locator('header').getByRole('link', { name: 'Agent login' })
      if (await login.isVisible()) {
        await login.click()
        await expect(page.getByTestId('login-dialog')).toBeVisible()
        found.push(...(await violations(page, 'login', '[role="dialog"]')))
        await page.keyboard.press('Escape')
      } else expect(width).toBeLessThan(960)
      await page.locator('footer').getByPlaceholder('Your email address').fill('someone@agency.test')
      await page.locator('footer').getByRole('button', { name: 'Sign Up' }).click()
      await expect(page.getByTestId('sign-up-dialog')).toBeVisible()
      found.push(...(await violations(page, 'sign-up', '[role="dialog"]')))
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: width < 800 ? 'Open menu' : 'Menu' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      found.push(...(await violations(page, 'menu', '[role="dialog"]')))
      expect(found).toEqual([])
    })

    test('the vault has no violation: list, booking, each catalogue tab, its dialogs, tariff and API access', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await signInAgent(page, ANNA)
      await openPage(page, '/marketplace/b2b-agent-vault')
      await expect(page.getByTestId('booking-row').first()).toBeVisible()
      const found = await violations(page, 'list')
      await page.getByRole('button', { name: 'New booking' }).click()
      await expect(page.getByTestId('booking-form')).toBeVisible()
      found.push(...(await violations(page, 'new booking', '[role="dialog"]')))
      await page.keyboard.press('Escape')
      // Only drafts have a delete button (issue 54): the list filtered to them.
      await page.getByRole('combobox', { name: /^Status/ }).selectOption('draft')
      await page
        .getByTestId('booking-row')
        .first()
        .getByRole('button', { name: /^Delete / })
        .click()
      await expect(page.getByRole('dialog', { name: 'Delete this booking?' })).toBeVisible()
      found.push(...(await violations(page, 'delete booking', '[role="dialog"]')))
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByRole('dialog')).toBeHidden()

      await page.getByTestId('booking-row').first().getByRole('link').first().click()
      await expect(page.getByTestId('save-state')).toBeVisible()
      found.push(...(await violations(page, 'booking')))
      const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
      for (const tab of ['Accommodation', 'Transfers', 'Visa']) {
        await catalogue.getByRole('tab', { name: new RegExp(tab) }).click()
        await expect(catalogue.getByTestId('picker-item').first()).toBeVisible()
        found.push(...(await violations(page, `${tab} tab`, 'aside')))
      }
      await catalogue.getByRole('tab', { name: 'Accommodation' }).click()
      await catalogue.getByRole('button', { name: 'Choose rooms…' }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      found.push(...(await violations(page, 'choose rooms', '[role="dialog"]')))
      await page.keyboard.press('Escape')
      for (const name of ['Edit details', 'For your client', 'Clear itinerary', 'Send request']) {
        const button = page.getByRole('button', { name, exact: true }).first()
        if (!(await button.isEnabled())) continue
        await button.click()
        await expect(page.getByRole('dialog')).toBeVisible()
        found.push(...(await violations(page, name, '[role="dialog"]')))
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toBeHidden()
      }
      for (const path of [
        '/b2b/tariff-tour',
        '/marketplace/b2b-agent-vault/api-access',
        '/marketplace/b2b-agent-vault/account',
      ]) {
        await openPage(page, path)
        await expect(page.locator('main h1')).toBeVisible()
        found.push(...(await violations(page, path)))
      }
      expect(found).toEqual([])
    })
  })
}

test.describe('where the focus goes', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('closing a dialog gives the focus back to the button that opened it', async ({ page }) => {
    await openPage(page, '/')
    for (const [opener, dialog] of [
      [page.locator('header').getByRole('link', { name: 'Agent login' }), 'login-dialog'],
      [page.getByRole('button', { name: 'Menu', exact: true }), 'menu-dialog'],
    ] as const) {
      await opener.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByTestId(dialog)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId(dialog)).toBeHidden()
      await expect(opener).toBeFocused()
    }

    await signInAgent(page, ANNA)
    await openPage(page, '/marketplace/b2b-agent-vault')
    const create = page.getByRole('button', { name: 'New booking' })
    await create.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('booking-form')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(create).toBeFocused()
  })

  test('at 375 px the drawer gives the focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await openPage(page, '/')
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    await expect(page.getByTestId('mobile-drawer')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(opener).toBeFocused()
  })

  test('the desktop menu opens by keyboard, not on focus; its closed sub-menus are out of the Tab order', async ({
    page,
  }) => {
    await openPage(page, '/')
    const bar = page.getByTestId('desktop-menu')
    const toggle = bar.getByRole('button', { name: 'More in Press room' })
    const submenu = toggle.locator('xpath=..').getByTestId('desktop-submenu')
    await toggle.focus()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(submenu).toBeHidden()
    // Tab from the toggle goes to the next entry of the bar, not into the closed sub-menu.
    await page.keyboard.press('Tab')
    await expect(bar.getByRole('link', { name: 'Travel portfolio', exact: true })).toBeFocused()
    expect(await submenu.evaluate((list) => list.contains(document.activeElement))).toBe(false)
    await toggle.focus()
    await page.keyboard.press('ArrowDown')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(submenu.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(submenu.getByRole('link').nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(submenu).toBeHidden()
    await expect(toggle).toBeFocused()
    // An entry without a page of its own opens by keyboard too.
    const famTrips = bar.getByRole('button', { name: /^More in FAM TRIPS$/i })
    await famTrips.focus()
    await page.keyboard.press('Enter')
    await expect(famTrips.locator('xpath=..').getByTestId('desktop-submenu')).toBeVisible()
  })

  test('in the vault: skip links, Add keeps the focus and says so, remove moves to the next line, nothing hides under the header', async ({
    page,
  }) => {
    await signInAgent(page, ANNA)
    await openPage(page, '/marketplace/b2b-agent-vault')
    await createBookingInForm(page, { name: `Keyboard trip ${Date.now()}`, begin: '2027-02-01', end: '2027-02-05' })

    // The skip links lead to the catalogue, the itinerary and the booking bar.
    const skip = page.getByRole('navigation', { name: 'Parts of this booking' })
    await skip.getByRole('link', { name: 'Skip to the catalogue' }).focus()
    await expect(skip.getByRole('link', { name: 'Skip to the catalogue' })).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('#catalogue')).toBeFocused()

    // Add: the button keeps the focus (it now says "On day 1") and a status says what happened.
    const catalogue = page.getByRole('complementary', { name: 'Catalogue' })
    const items = catalogue.getByTestId('picker-item')
    for (const index of [0, 1]) {
      const item = items.nth(index)
      const name = ((await item.locator('p').first().textContent()) ?? '').trim()
      const add = item.getByRole('button', { name: /^Add to day 1: / })
      await add.focus()
      // Focused, it is not under the sticky header and booking bar.
      const header = await page.getByTestId('booking-bar').boundingBox()
      const button = await add.boundingBox()
      expect(button?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1)
      await page.keyboard.press('Enter')
      const onDay = item.getByRole('button', { name: `On day 1: ${name}` })
      await expect(onDay).toBeFocused()
      await expect(onDay).toHaveAttribute('aria-disabled', 'true')
      await expect(item.getByRole('status')).toHaveText(`${name} is added to day 1.`)
    }
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved')

    // Remove: the focus goes to the next line's remove button, then to the day itself.
    const day = page.locator('[data-testid="tour-day"][data-day="1"]')
    const removes = day.getByRole('button', { name: /^Remove .* from day 1$/ })
    await expect(removes).toHaveCount(2)
    await removes.first().focus()
    await page.keyboard.press('Enter')
    await expect(removes).toHaveCount(1)
    await expect(removes.first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(removes).toHaveCount(0)
    await expect(day).toBeFocused()
  })

  test('a nation chosen by keyboard waits for confirmation', async ({ page }) => {
    await signInAgent(page, ANNA)
    await openPage(page, '/')
    const bar = page.locator('header').getByTestId('agency-bar')
    const nation = bar.getByLabel('Nation')
    await nation.focus()
    await page.keyboard.press('ArrowDown')
    // Nothing reloads on the arrow key: the choice waits for Enter or the Switch button.
    await expect(bar.getByRole('button', { name: 'Switch' })).toBeVisible()
    await expect(page.getByTestId('agency-bar')).toBeVisible()
    const chosen = await nation.inputValue()
    expect(chosen).not.toBe('th')
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await expect(page.locator('header').getByTestId('agency-bar').getByLabel('Nation')).toHaveValue(chosen)
  })
})

test('a keyboard-only agent: sign in, create a booking, add a program, a hotel and a transfer, save and send', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/login-agent')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').focus()
  await page.keyboard.type(ANNA)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.type('agent-demo-2026')
  await page.keyboard.press('Enter')
  await expect(page.locator('header').getByTestId('agency-bar')).toBeVisible()

  await openPage(page, '/marketplace/b2b-agent-vault')
  await page.getByRole('button', { name: 'New booking' }).focus()
  await page.keyboard.press('Enter')
  const form = page.getByTestId('booking-form')
  await expect(form).toBeVisible()
  // The dialog opens on its first field.
  await expect(form.getByLabel('Tour name')).toBeFocused()
  // A mistake is said in an alert, which a screen reader reads at once.
  await form.getByRole('button', { name: 'Create booking' }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('alert')).toHaveText('Tour name is missing')
  await form.getByLabel('Tour name').focus()
  await page.keyboard.type(`Keyboard journey ${Date.now()}`)
  await form.getByLabel('Begin date').fill('2027-03-01')
  await form.getByLabel('End date').fill('2027-03-04')
  await form.getByRole('button', { name: 'Create booking' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')

  // To the catalogue by its skip link; a program by Enter.
  const skip = page.getByRole('navigation', { name: 'Parts of this booking' })
  await skip.getByRole('link', { name: 'Skip to the catalogue' }).focus()
  await page.keyboard.press('Enter')
  const catalogue = page.locator('#catalogue')
  await expect(catalogue).toBeFocused()
  const tabs = catalogue.getByRole('tab')
  // Tab goes from the catalogue into its tab list.
  for (let step = 0; step < 6 && !(await tabs.first().evaluate((tab) => tab === document.activeElement)); step++)
    await page.keyboard.press('Tab')
  await expect(catalogue.getByRole('tab', { name: 'Programs' })).toBeFocused()
  await catalogue
    .getByTestId('picker-item')
    .first()
    .getByRole('button', { name: /^Add to day 1: / })
    .focus()
  await page.keyboard.press('Enter')
  await expect(
    catalogue
      .getByTestId('picker-item')
      .first()
      .getByRole('button', { name: /^On day 1: / }),
  ).toBeFocused()
  // The total is a polite live region: the new figure is read after each change.
  await expect(page.getByTestId('total-live')).toHaveAttribute('aria-live', 'polite')
  await expect(page.getByTestId('grand-total')).not.toHaveText(/^0[.,]00\b/)

  // A hotel: the tabs move with the arrow keys; Quick add keeps the focus.
  // Programs → Dining → Accommodation.
  await catalogue.getByRole('tab', { name: 'Programs' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(catalogue.getByRole('tab', { name: 'Dining' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(catalogue.getByRole('tab', { name: 'Accommodation' })).toBeFocused()
  await expect(catalogue.getByRole('tab', { name: 'Accommodation' })).toHaveAttribute('aria-selected', 'true')
  const quickAdd = catalogue.getByRole('button', { name: /^Quick add / }).first()
  await quickAdd.focus()
  await page.keyboard.press('Enter')
  await expect(quickAdd).toBeFocused()
  await expect(
    page.locator('[data-testid="tour-day"][data-day="1"]').locator('[data-type="Accommodation"]'),
  ).toHaveCount(1)

  // A transfer.
  await catalogue.getByRole('tab', { name: 'Accommodation' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(catalogue.getByRole('tab', { name: 'Transfers' })).toBeFocused()
  const transfer = catalogue.getByTestId('picker-item').first()
  await transfer.getByRole('button', { name: /^Add to day 1: / }).focus()
  await page.keyboard.press('Enter')
  await expect(transfer.getByRole('button', { name: /^On day 1: / })).toBeFocused()
  await expect(page.locator('[data-testid="tour-day"][data-day="1"]').getByTestId('line')).toHaveCount(3)

  // Save and send from the booking bar, reached by its skip link: with changes not yet saved, a
  // link within the page does not ask whether to leave it.
  let askedToLeave = false
  page.on('dialog', (question) => {
    askedToLeave = true
    void question.dismiss()
  })
  await skip.getByRole('link', { name: 'Skip to save and send' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#booking-bar')).toBeFocused()
  expect(askedToLeave).toBe(false)
  const save = page.getByTestId('booking-bar').getByRole('button', { name: 'Save', exact: true })
  await save.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  const send = page.getByTestId('booking-bar').getByRole('button', { name: 'Send request' })
  await send.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Send the booking request' })
  await expect(dialog.getByTestId('send-request')).toBeVisible()
  await dialog.getByRole('button', { name: /^Send to \d+ recipients?$/ }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  // Send is gone with the booking's editing: the focus is on what happened, which a screen reader reads.
  const notice = page.getByTestId('vault-notice')
  await expect(notice).toHaveAttribute('role', 'status')
  await expect(notice).toContainText('Request sent to')
  await expect(notice).toBeFocused()
})
