import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../support/e2e-env'

export type TMenu = {
  _id: string
  fullName: string
  url: string | null
  showOnMenu: boolean
  image: string | null
  items: TMenu[]
}
export type TFooterColumn = {
  title: string
  listItems: Array<{ url: string; fullName: string; shortName: string | null }>
}

export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`)
  return ((await response.json()) as { data: T }).data
}

/** Opens a site page and waits until React has hydrated the chrome, so clicks and hovers land. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('header[data-hydrated="true"]')).toBeAttached()
  return response
}

/** The demo agents' password (README). */
export const AGENT_PASSWORD = 'agent-demo-2026'

/** Signs an agent in through the API; the session cookies land in the page's browser context. */
export async function signInAgent(page: Page, username: string) {
  const answer = await page.request.post('/b2badminapi/api/ManagerUser/authenticateCrmclient', {
    data: { grant_type: 'password', username, password: AGENT_PASSWORD },
  })
  expect(answer.ok()).toBe(true)
}

/** Signs the e2e staff account in to the back office through its login form. */
export async function signInStaff(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
