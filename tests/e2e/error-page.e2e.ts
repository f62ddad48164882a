import { expect, test } from '@playwright/test'
import { startEmbeddedPostgres, stopServerInFolder } from '../../src/lib/embedded-postgres'
import { signInStaff } from './helpers'

/**
 * Stops the e2e database to make a real failure, then restarts it before it ends (files run one at
 * a time, so no other test sees the outage).
 * Published pages are served from their cache, so the failing page is a staff preview, which
 * reads the drafts from the database on every view; the chrome comes from its cache.
 */
test('a failure while loading a page shows the error page with Back to Home, JavaScript or not', async ({
  page,
  browser,
}) => {
  const dataDir = process.env.E2E_PG_DIR
  const port = Number(process.env.E2E_PG_PORT)
  expect(dataDir, 'set by the e2e global setup').toBeTruthy()
  if (!dataDir) return
  await signInStaff(page)
  await page.goto(`/preview?path=${encodeURIComponent('/what-defines-us')}`)
  await expect(page.getByTestId('preview-bar')).toBeVisible()

  await stopServerInFolder(dataDir)
  try {
    await page.goto('/what-defines-us')
    const error = page.getByTestId('error-page')
    await expect(error.getByRole('heading', { name: 'Error!' })).toBeVisible()
    await expect(error.getByText('Something went wrong ...')).toBeVisible()
    await expect(page.getByTestId('error-message')).not.toBeEmpty()
    await expect(error.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    // The server's HTML says it too: a visitor without JavaScript is not left with a blank page.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const plain = await noScript.newPage()
    await plain.goto('/what-defines-us')
    await expect(plain.getByRole('heading', { name: 'Error!' })).toBeVisible()
    await expect(plain.getByText('Something went wrong ...')).toBeVisible()
    await noScript.close()
  } finally {
    // Owned by no test worker: Playwright replaces a worker after a failure, and the next files need the database.
    await startEmbeddedPostgres({ dataDir, port, outlivesProcess: true, isThrowaway: true })
  }
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page.getByTestId('home-title')).toBeVisible({ timeout: 20_000 })
  // The app is back on the database before the next file runs: a read that cannot come from a cache.
  await expect.poll(async () => (await page.request.get('/cms-api/users/me')).status(), { timeout: 20_000 }).toBe(200)
})

test('an unknown address shows the not-found page as server HTML, with a 404', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/no-such-page', '/travel-inspirations/no-such-story', '/press-room/faq/no/such']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(page.locator('header')).toBeVisible()
  }
  await context.close()
})
