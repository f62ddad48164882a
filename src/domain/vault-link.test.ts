import { describe, expect, it } from 'vitest'
import { linkProblem, parseVaultAdd, VAULT_LIST_PATH, vaultAddHref, withVaultAdd } from './vault-link'

const ID = '0b7e6f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b'

describe('a public page’s link into the vault (issue 55)', () => {
  it('reads hotel:{id} and program:{id}, and nothing else', () => {
    expect(parseVaultAdd(`hotel:${ID}`)).toEqual({ kind: 'hotel', id: ID })
    expect(parseVaultAdd([`PROGRAM:${ID.toUpperCase()}`, 'hotel:x'])).toEqual({ kind: 'program', id: ID })
    for (const bad of [
      undefined,
      null,
      '',
      'hotel:',
      `transfer:${ID}`,
      `hotel:${ID}x`,
      `hotel:${ID}\u0000`,
      'hotel:../../admin',
    ])
      expect(parseVaultAdd(bad)).toBeNull()
  })

  it('writes the address the vault reads back', () => {
    const add = { kind: 'program', id: ID } as const
    expect(vaultAddHref(add)).toBe(`${VAULT_LIST_PATH}?add=program:${ID}`)
    expect(parseVaultAdd(new URL(vaultAddHref(add), 'https://x.test').searchParams.get('add'))).toEqual(add)
    expect(withVaultAdd('/a?b=1', add)).toBe(`/a?b=1&add=program:${ID}`)
    expect(withVaultAdd('/a', null)).toBe('/a')
  })

  it('says why a booking cannot take the item: a nation not sold, another nation, a booking past editing', () => {
    const item = { allowed: true, nation: { code: 'th', fullName: 'Thailand' } }
    expect(linkProblem(item, { nation: 'th', editable: true })).toBeNull()
    expect(linkProblem({ ...item, allowed: false }, { nation: 'th', editable: true })).toBe('notSold')
    expect(linkProblem(item, { nation: 'vn', editable: true })).toBe('otherNation')
    expect(linkProblem(item, { nation: 'th', editable: false })).toBe('notEditable')
  })
})
