/** Main-menu rules shared by the API and the site chrome (spec §2 Main menu, §3 Menu entry). */

export type TMenuEntry = {
  _id: string
  fullName: string
  url: string | null
  target: '_self' | '_blank'
  image: string | null
  sort: number
  showOnMenu: boolean
  items: TMenuEntry[]
}

export type TFlatMenuEntry = Omit<TMenuEntry, 'items'> & { parentId: string | null }

const bySort = (a: { sort: number; fullName: string }, b: { sort: number; fullName: string }) =>
  a.sort - b.sort || a.fullName.localeCompare(b.fullName)

/**
 * Builds the nested tree from flat entries, each level sorted by `sort` (then name). Entries whose
 * parent does not exist are dropped, and so is any cycle: neither can be reached from the top.
 */
export function buildMenuTree(entries: TFlatMenuEntry[]): TMenuEntry[] {
  const children = new Map<string | null, TFlatMenuEntry[]>()
  const ids = new Set(entries.map((entry) => entry._id))
  for (const entry of entries) {
    const parent = entry.parentId && ids.has(entry.parentId) ? entry.parentId : entry.parentId ? undefined : null
    if (parent === undefined) continue
    const list = children.get(parent) ?? []
    list.push(entry)
    children.set(parent, list)
  }
  const visited = new Set<string>()
  const build = (parentId: string | null): TMenuEntry[] =>
    (children.get(parentId) ?? [])
      .filter((entry) => !visited.has(entry._id) && visited.add(entry._id))
      .sort(bySort)
      .map(({ parentId: _parent, ...entry }) => ({ ...entry, items: build(entry._id) }))
  return build(null)
}

/**
 * Desktop bar entries: all but a plain link to the home page, which the header's own Home label
 * (spec §2 Header) already is; the bar showed HOME a second time beside it (issue 20). The menu
 * dialog and the drawer keep every entry.
 */
export function desktopBarEntries(menus: TMenuEntry[]): TMenuEntry[] {
  return menus.filter((entry) => !(entry.url?.trim() === '/' && entry.items.length === 0))
}

/** Desktop bar: only sub-items flagged showOnMenu appear (§2). */
export function desktopItems(entry: TMenuEntry): TMenuEntry[] {
  return entry.items.filter((item) => item.showOnMenu)
}

/** Links starting with http, https or ftp are external and open in a new window (§2). */
export function isExternalUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && /^(https?|ftp):\/\//i.test(url.trim())
}

export function linkTarget(entry: Pick<TMenuEntry, 'url' | 'target'>): '_self' | '_blank' {
  return isExternalUrl(entry.url) || entry.target === '_blank' ? '_blank' : '_self'
}
