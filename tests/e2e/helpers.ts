import type { APIRequestContext } from '@playwright/test'

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
