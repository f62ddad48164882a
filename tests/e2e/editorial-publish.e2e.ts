import { expect, type Page, test } from '@playwright/test'
import { EDITORIAL_PATHS } from '../../src/domain/editorial-routes'
import { openPage, signInStaff } from './helpers'

/** Presses Publish changes and waits until the back office has saved the global. */
async function publish(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/cms-api/globals/what-defines-us') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await saved).ok()).toBe(true)
}

/**
 * The demo title the test below changed, or null: put back after the test whether it passed or
 * failed, so a failure here cannot leave the edited page for the files that follow.
 */
let changedFrom: string | null = null

test.afterEach(async ({ page, browser }) => {
  if (changedFrom === null) return
  const original = changedFrom
  await page.goto('/admin/globals/what-defines-us')
  await page.locator('#field-title').fill(original)
  await publish(page)
  changedFrom = null
  const visitor = await browser.newPage()
  await openPage(visitor, EDITORIAL_PATHS.whatDefinesUs)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(original)
  await visitor.close()
})

/** An editor publishes in /admin and the static page changes on the next view: no rebuild, no restart. */
test('an editor’s published change reaches the static page; a draft only reaches the preview', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const visitor = await browser.newPage()
  await openPage(visitor, EDITORIAL_PATHS.whatDefinesUs)
  const heading = visitor.getByRole('heading', { level: 1 })
  const original = (await heading.textContent())?.trim() ?? ''
  expect(original).not.toBe('')
  const edited = `${original} (edited ${Date.now()})`

  await signInStaff(page)
  await page.goto('/admin/globals/what-defines-us')
  const title = page.locator('#field-title')
  await title.fill(edited)
  changedFrom = original
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved successfully')).toBeVisible()
  await visitor.reload()
  await expect(heading).toHaveText(original)

  // The preview shows the draft to staff only.
  await page.goto(`/preview?path=${encodeURIComponent(EDITORIAL_PATHS.whatDefinesUs)}`)
  await expect(page.getByTestId('preview-bar')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited)
  expect((await visitor.request.get(`/preview?path=${EDITORIAL_PATHS.whatDefinesUs}`)).status()).toBe(401)
  await page.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original)

  await page.goto('/admin/globals/what-defines-us')
  await publish(page)
  await visitor.reload()
  await expect(heading).toHaveText(edited)
  await visitor.close()
  // The demo copy is put back by afterEach, for the tests that follow.
})
