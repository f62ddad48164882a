import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { bootTestPayload } from '../support/payload'

let payload: Payload
const staff: Record<'admin' | 'editor' | 'consultant', User> = {} as never

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  for (const role of ['admin', 'editor', 'consultant'] as const) {
    staff[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@monsoon.test`, password: 'password-123', roles: [role] },
    })
  }
})

const as = (user: User | null) => ({
  overrideAccess: false,
  user: user ? { ...user, collection: 'users' as const } : null,
})

describe('staff roles', () => {
  it('only admins create staff accounts', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@monsoon.test', password: 'password-123', roles: ['editor'] },
        ...as(staff.editor),
      }),
    ).rejects.toThrow(/not allowed/i)
    const created = await payload.create({
      collection: 'users',
      data: { email: 'new@monsoon.test', password: 'password-123', roles: ['consultant'] },
      ...as(staff.admin),
    })
    expect(created.roles).toEqual(['consultant'])
  })

  it('staff other than admins see only their own account and cannot promote themselves', async () => {
    const seen = await payload.find({ collection: 'users', ...as(staff.editor) })
    expect(seen.docs.map((user) => user.email)).toEqual(['editor@monsoon.test'])
    const updated = await payload.update({
      collection: 'users',
      id: staff.editor.id,
      data: { roles: ['admin'], name: 'Eddie' },
      ...as(staff.editor),
    })
    expect(updated.name).toBe('Eddie')
    expect(updated.roles).toEqual(['editor'])
  })

  it('editors edit navigation and settings; consultants and visitors only read', async () => {
    const entry = await payload.create({
      collection: 'menu-entries',
      data: { fullName: 'Contact', url: '/contact', sort: 1 },
      ...as(staff.editor),
    })
    await expect(
      payload.update({ collection: 'menu-entries', id: entry.id, data: { fullName: 'X' }, ...as(staff.consultant) }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({ collection: 'nations', data: { fullName: 'Laos', code: 'la' }, ...as(null) }),
    ).rejects.toThrow(/not allowed/i)
    const visible = await payload.find({ collection: 'menu-entries', ...as(null) })
    expect(visible.docs.map((doc) => doc.fullName)).toEqual(['Contact'])
  })

  it('registration templates are for staff eyes only', async () => {
    await payload.create({
      collection: 'agency-register-templates',
      data: { types: 'Client', subject: 'Thanks {firstName}', content: '<p>Hello {firstName}</p>' },
    })
    await expect(payload.find({ collection: 'agency-register-templates', ...as(null) })).rejects.toThrow(/not allowed/i)
    const forConsultant = await payload.find({ collection: 'agency-register-templates', ...as(staff.consultant) })
    expect(forConsultant.totalDocs).toBe(1)
  })

  it('rejects a menu link that is neither a path nor a known scheme', async () => {
    await expect(
      payload.create({ collection: 'menu-entries', data: { fullName: 'Bad', url: 'javascript:alert(1)' } }),
    ).rejects.toThrow(/field is invalid: Url/)
  })
})
