import { expect, test } from '@playwright/test'
import { signInStaff } from './helpers'

/**
 * Editors see what is missing or outdated (issue 58, ADR 070): after the English of a translated
 * FAQ changes, its German edit view shows the English beside the German, the text marked outdated
 * with the English it was translated from, and "Still right" clears it; the list's column and the
 * panel beside the form agree.
 */
test('an outdated German text is shown beside its new English and marked still right', async ({ page, baseURL }) => {
  await signInStaff(page)
  const headers = { origin: baseURL ?? '' }
  const stamp = Date.now()
  const english = { question: `Do you arrange visas? (${stamp})`, answer: 'Yes, for every country we sell.' }
  const created = await page.request.post('/cms-api/faqs?locale=en', {
    headers,
    data: { ...english, _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const id = ((await created.json()) as { doc: { id: string } }).doc.id
  try {
    const patch = async (locale: string, data: Record<string, string>) =>
      expect((await page.request.patch(`/cms-api/faqs/${id}?locale=${locale}`, { headers, data })).ok()).toBe(true)
    await patch('de', { question: `Besorgen Sie Visa? (${stamp})`, answer: 'Ja, für jedes Land, das wir verkaufen.' })
    await patch('en', { question: `Do you arrange e-visas? (${stamp})` })

    await page.goto(`/admin/collections/faqs/${id}?locale=de`)
    const outdated = page.locator('.english-beside__state[data-state="outdated"]')
    await expect(outdated).toBeVisible()
    await expect(outdated.locator('del')).toHaveText(english.question)
    await expect(page.locator('.english-beside').first()).toContainText(`Do you arrange e-visas? (${stamp})`)
    const panel = page.locator('.translation-status-panel [data-language="de"]')
    await expect(panel).toContainText('1 of 2 texts translated')
    await expect(panel).toContainText('Question (outdated)')

    await outdated.getByRole('button', { name: 'Still right' }).click()
    await expect(outdated).toHaveCount(0)
    await page.reload()
    await expect(page.locator('.translation-status-panel [data-language="de"]')).toContainText(
      '2 of 2 texts translated',
    )

    await page.goto(`/admin/collections/faqs?search=${encodeURIComponent(String(stamp))}`)
    await expect(page.locator('.translation-status-cell [data-language="de"]')).toHaveText('DE ✓')
    await expect(page.locator('.translation-status-cell [data-language="fr"]')).toContainText('2 missing')
  } finally {
    await page.request.delete(`/cms-api/faqs/${id}`, { headers })
  }
})
