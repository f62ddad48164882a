import { expect, test } from '@playwright/test'
import { E2E_ADMIN } from '../support/e2e-env'

test('staff sign in to the back office with the first account from ADMIN_EMAIL', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Main menu' }).first()).toBeVisible()
  await page.goto('/admin/collections/nations')
  await expect(page.getByRole('link', { name: 'Thailand' })).toBeVisible()
})

test('a wrong password is refused', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(/email or password provided is incorrect/i)).toBeVisible()
})
