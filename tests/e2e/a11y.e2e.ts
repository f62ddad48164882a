import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { openPage } from './helpers'

/** The chrome is on every page: it must pass axe's WCAG 2.1 A/AA rules, closed and open. */
for (const path of ['/', '/no/such/page']) {
  test(`no WCAG A/AA violations on ${path}`, async ({ page }) => {
    await openPage(page, path)
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('no WCAG A/AA violations in the open menu dialog', async ({ page }) => {
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByTestId('menu-dialog')).toBeVisible()
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="menu-dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(violations.map((v) => v.id)).toEqual([])
})
