import { expect, test } from '@playwright/test'
import { followAdminLink, openPage, signInStaff } from './helpers'

/**
 * Issue #3's journey: register from the footer dialog → staff approve in /admin → the agent opens
 * the set-password link from the outbox → signs in → switches nation → logs out.
 */
test('register, get approved, set a password, sign in, switch nation, log out', async ({ page, context }) => {
  test.setTimeout(90_000)
  const email = `journey-${Date.now()}@agency.test`
  page.on('dialog', (dialog) => dialog.accept())

  // 1. Registration from the footer's sign-up box.
  await openPage(page, '/')
  await page.locator('footer').getByPlaceholder('Your email address').fill(email)
  await page.locator('footer').getByRole('button', { name: 'Sign Up' }).click()
  const form = page.getByTestId('sign-up-dialog')
  for (const [label, value] of [
    ['First Name', 'Kim'],
    ['Last Name', 'Larsen'],
    ['Agency Name', 'Fjord & Mekong Travel'],
    ['Position', 'Owner'],
    ['Affiliate Agency', 'None'],
    ['State / Province', 'Oslo'],
    ['City', 'Oslo'],
  ]) {
    await form.getByLabel(label).fill(value)
  }
  await form.getByLabel('Agency Type').selectOption('Retail')
  await form.getByRole('button', { name: 'VIETNAM' }).click()
  await form.getByRole('button', { name: 'LAOS' }).click()
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('Send success', { exact: true })).toBeVisible()

  // 2. A staff member approves it in the back office.
  await signInStaff(page)
  await page.goto('/admin/collections/agency-registrations')
  await followAdminLink(page.getByRole('link', { name: 'Fjord & Mekong Travel' }).first())
  // The new account's terms are on the same screen; approving needs the online tariff decided (issue 18).
  await page.locator('#field-onlineTariff').click()
  await page.getByRole('option', { name: 'No', exact: true }).click()
  // One action approves with those terms (issue 20).
  await page.getByRole('button', { name: 'Approve and email the agent' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible()

  // 3. The set-password link, read from the outbox as staff would.
  const outbox = await page.request.get(
    `/cms-api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=registration-approved`,
  )
  const html = ((await outbox.json()) as { docs: Array<{ html: string }> }).docs[0]?.html ?? ''
  const link = /https?:\/\/[^/"]+(\/set-password\?token=[\w-]+)/.exec(html)?.[1]
  expect(link, 'the approval email carries a set-password link').toBeTruthy()
  await page.goto('/admin/logout')
  await context.clearCookies()

  await page.goto(link ?? '/')
  await page.getByLabel('New password').fill('fjord-and-mekong-2026')
  await page.getByLabel('Repeat the password').fill('fjord-and-mekong-2026')
  await page.getByRole('button', { name: 'Save my password' }).click()
  await expect(page.getByText(/Your password is set/)).toBeVisible()

  // 4. Sign in: home with the agency bar.
  await page.getByRole('link', { name: 'Sign in' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('fjord-and-mekong-2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)
  const bar = page.locator('header').getByTestId('agency-bar')
  await expect(bar.getByTestId('agent-name')).toHaveText('Kim Larsen')
  await expect(bar.getByTestId('agency-name')).toHaveText('· Fjord & Mekong Travel')
  await expect(bar.getByRole('link', { name: 'Agent vault' })).toHaveAttribute('href', '/marketplace/b2b-agent-vault')
  await expect(bar.getByTestId('agent-currency')).toHaveText('USD')
  await expect(bar.getByLabel('Nation')).toHaveValue('vn')

  // No secret is readable from page JavaScript.
  const tokens = (await context.cookies()).filter((cookie) => cookie.name.startsWith('monsoon_'))
  expect(tokens.length).toBe(2)
  expect(tokens.every((cookie) => cookie.httpOnly)).toBe(true)
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: Object.entries(window.localStorage)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  }))
  for (const token of tokens) {
    expect(visible.cookie).not.toContain(token.value)
    expect(visible.storage).not.toContain(token.value)
  }
  expect(visible.storage).toContain('client_user=')
  expect(visible.storage).toContain('locale=vn')

  // The spec's locale cookie, kept for 365 days.
  const locale = (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected')
  expect(locale?.value).toBe('en')
  expect((locale?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)

  // The short-lived access cookie expires: the next page renews the session from the refresh cookie.
  await context.clearCookies({ name: 'monsoon_at' })
  await page.reload()
  await expect(page.locator('header').getByTestId('agency-bar').getByTestId('agent-name')).toHaveText('Kim Larsen')
  expect((await context.cookies()).some((cookie) => cookie.name === 'monsoon_at')).toBe(true)

  // 5. Switch nation: the session is re-issued and the site reloads at '/'.
  await bar.getByLabel('Nation').selectOption('la')
  await expect(page.locator('header').getByTestId('agency-bar').getByLabel('Nation')).toHaveValue('la')
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('la')

  // 6. Log out: session ended, storage cleared, the visitor's login link is back.
  await page.locator('header').getByTestId('agency-bar').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByTestId('login-link')).toBeVisible()
  expect(
    await page.evaluate(() => [window.localStorage.getItem('client_user'), window.localStorage.getItem('locale')]),
  ).toEqual([null, null])
  const me = await page.request.get('/b2badminapi/api/ManagerUser/crmInfoclient')
  expect(me.status()).toBe(401)
})
