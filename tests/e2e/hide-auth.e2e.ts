import { expect, test } from '@playwright/test'
import { openPage, signInAgent, staffAccount } from './helpers'

/** A page meta's hideAuth flag hides the signed-in agent's agency area on that page only. */
test('hideAuth on a page meta hides the agency bar there, and only there', async ({ page, browser }) => {
  const baseURL = test.info().project.use.baseURL
  // The back office's own pages send their Origin with every write, as browsers do (ADR 016).
  const staff = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL ?? '').origin } })
  const login = await staff.request.post('/cms-api/users/login', {
    data: staffAccount(),
  })
  expect(login.ok()).toBe(true)
  const metas = await (await staff.request.get('/cms-api/page-metas?where[path][equals]=/agent-registration')).json()
  const id = metas.docs[0].id as string
  const setHideAuth = async (value: boolean) =>
    expect((await staff.request.patch(`/cms-api/page-metas/${id}`, { data: { hideAuth: value } })).ok()).toBe(true)

  await setHideAuth(true)
  try {
    await signInAgent(page, 'olivia@southerncross.demo')
    await openPage(page, '/agent-registration')
    await expect(page.getByRole('heading', { name: 'Register your agency' })).toBeVisible()
    await expect(page.getByTestId('agency-bar')).toHaveCount(0)
    await expect(page.getByTestId('login-link')).toHaveCount(0)
    await openPage(page, '/')
    await expect(page.locator('header').getByTestId('agent-name')).toHaveText('Olivia Chen')
  } finally {
    await setHideAuth(false)
    await staff.close()
  }
})
