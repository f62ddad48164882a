import { expect, test } from '@playwright/test'
import { startEmbeddedPostgres, stopServerInFolder } from '../../src/lib/embedded-postgres'

/**
 * Runs last (file order): it stops the e2e database to make a real failure, then restarts it.
 * The chrome is served from its cache; the page body cannot load and the error page shows.
 */
test('a failure while loading a page shows the error page with Back to Home', async ({ page }) => {
  const dataDir = process.env.E2E_PG_DIR
  const port = Number(process.env.E2E_PG_PORT)
  expect(dataDir, 'set by the e2e global setup').toBeTruthy()
  if (!dataDir) return
  await page.goto('/')
  await expect(page.getByTestId('home-title')).toBeVisible()

  await stopServerInFolder(dataDir)
  try {
    await page.goto('/')
    const error = page.getByTestId('error-page')
    await expect(error.getByRole('heading', { name: 'Error!' })).toBeVisible()
    await expect(error.getByText('Something went wrong ...')).toBeVisible()
    await expect(page.getByTestId('error-message')).not.toBeEmpty()
    await expect(error.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  } finally {
    await startEmbeddedPostgres({ dataDir, port })
  }
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page.getByTestId('home-title')).toBeVisible({ timeout: 20_000 })
})
