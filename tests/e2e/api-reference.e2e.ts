import { expect, test } from '@playwright/test'

/**
 * The API reference (issue 24): Scalar's renderer served by Monsoon itself renders the document
 * under the site's Content-Security-Policy, with nothing asked of another host.
 */
test('the reference page renders the document from this site alone, within the CSP', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  const foreign: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`.trim())
    })
  })
  const response = await page.goto('/b2badminapi/docs')
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self'")
  await expect(page.getByRole('heading', { name: 'Monsoon API', level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Monsoon Connect.', { exact: false }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Connect', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Make an API key' }).first()).toBeVisible()
  expect(foreign).toEqual([])
  // Scalar's bundled zod probes once whether it may compile validators (`try { Function('') }`)
  // and falls back when the CSP says no: that refusal is expected and reported. Nothing else is.
  expect(errors.filter((error) => error !== 'CSP: script-src eval')).toEqual([])
})
