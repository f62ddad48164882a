import { type APIRequestContext, expect, type Page } from '@playwright/test'

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
