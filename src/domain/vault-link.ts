import { UUID } from './ids'

/**
 * A public page's way into the agent vault with one catalogue item (issue 55): "Book it in the
 * agent vault" on a hotel of "Lay your head down" or on a restaurant's page. The address carries
 * `add=hotel:{id}` or `add=program:{id}`; the vault asks which booking it goes to, then opens that
 * booking's catalogue on the item. The item is looked up again on the server: the address only names it.
 */
export type TVaultAdd = { kind: 'hotel' | 'program'; id: string }

/** The vault's booking list, the page every link of this kind opens. */
export const VAULT_LIST_PATH = '/marketplace/b2b-agent-vault'

/** The `add` parameter of a vault address, or null when it is absent or names nothing valid. */
export function parseVaultAdd(value: string | string[] | undefined | null): TVaultAdd | null {
  const raw = Array.isArray(value) ? value[0] : value
  const match = /^(hotel|program):([0-9a-f-]{36})$/i.exec(raw ?? '')
  if (!match?.[1] || !match[2] || !UUID.test(match[2])) return null
  return { kind: match[1].toLowerCase() as TVaultAdd['kind'], id: match[2].toLowerCase() }
}

/** `path` (a vault address) with the item to add. */
export function withVaultAdd(path: string, add: TVaultAdd | null | undefined): string {
  if (!add) return path
  return `${path}${path.includes('?') ? '&' : '?'}add=${add.kind}:${add.id}`
}

/** The vault address a public page links to for one hotel or program. */
export const vaultAddHref = (add: TVaultAdd) => withVaultAdd(VAULT_LIST_PATH, add)

/**
 * The item as the vault shows it: its name, the picker tab that lists it, its nation, and whether the
 * agent may sell that nation at all (their `listNation`).
 */
export type TVaultLinkItem = TVaultAdd & {
  name: string
  tab: 'hotels' | 'programs' | 'dining'
  nation: { code: string; fullName: string }
  allowed: boolean
}

/** Why a booking cannot take the linked item; null when its catalogue can open on it. */
export function linkProblem(
  item: Pick<TVaultLinkItem, 'allowed' | 'nation'>,
  booking: { nation: string; editable: boolean },
): 'notSold' | 'otherNation' | 'notEditable' | null {
  if (!item.allowed) return 'notSold'
  if (item.nation.code !== booking.nation) return 'otherNation'
  if (!booking.editable) return 'notEditable'
  return null
}
