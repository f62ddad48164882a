import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { countedWorkQueues, type TCountedGroup } from '@/server/backoffice/work-queues'
import { bootTestPayload } from '../support/payload'

let payload: Payload
type TUser = { id: string; roles: ('admin' | 'editor' | 'consultant')[] }
let consultant: TUser
let editor: TUser
let admin: TUser

const DAY = 86_400_000
const count = (groups: TCountedGroup[], key: string) =>
  groups.flatMap((group) => group.items).find((item) => item.key === key)?.count
const staff = async (email: string, roles: TUser['roles']): Promise<TUser> => {
  const user = await payload.create({
    collection: 'users',
    data: { email, name: email.split('@')[0], roles, password: 'work-queues-2026!' },
  })
  return { id: user.id, roles }
}

beforeAll(async () => {
  ;({ payload } = await bootTestPayload({ data: 'demo' }))
  consultant = await staff('mai@monsoon.test', ['consultant'])
  editor = await staff('ed@monsoon.test', ['editor'])
  admin = await staff('boss@monsoon.test', ['admin'])
}, 180_000)

describe('the dashboard’s work queues (issue 20)', () => {
  it('counts requests waiting for Monsoon: mine, without a consultant, and by how long they have waited', async () => {
    const before = await countedWorkQueues(payload, consultant, { adminRoute: '/admin' })
    expect(count(before, 'mine')).toBe(0)
    // The demo's requests all have a consultant: Mai takes one over, another loses its consultant.
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { status: { equals: 'requested' }, tourConsultant: { exists: true } },
      limit: 2,
      depth: 0,
    })
    expect(docs).toHaveLength(2)
    const asAdmin = { user: { ...admin, collection: 'users' as const }, overrideAccess: false, depth: 0 }
    await payload.update({
      collection: 'bookings',
      id: docs[0].id,
      data: { tourConsultant: consultant.id },
      ...asAdmin,
    })
    await payload.update({ collection: 'bookings', id: docs[1].id, data: { tourConsultant: null }, ...asAdmin })

    const now = await countedWorkQueues(payload, consultant, { adminRoute: '/admin' })
    expect(count(now, 'mine')).toBe(1)
    expect(count(now, 'unassigned')).toBe((count(before, 'unassigned') ?? 0) + 1)
    const waiting = await payload.count({
      collection: 'bookings',
      where: { status: { in: ['requested', 'changes_requested', 'confirmation_requested'] } },
    })
    expect(waiting.totalDocs).toBeGreaterThanOrEqual(2)
    // The demo data was written a moment ago: everything waits under 24 hours.
    expect(count(now, 'under-1-day')).toBe(waiting.totalDocs)

    // Two days on, the two are in the 1–3 days queue; four days on, over 3 days.
    const later = await countedWorkQueues(payload, consultant, {
      adminRoute: '/admin',
      now: new Date(Date.now() + 2 * DAY),
    })
    expect([count(later, 'under-1-day'), count(later, '1-to-3-days'), count(later, 'over-3-days')]).toEqual([
      0,
      waiting.totalDocs,
      0,
    ])
    const muchLater = await countedWorkQueues(payload, consultant, {
      adminRoute: '/admin',
      now: new Date(Date.now() + 4 * DAY),
    })
    expect([count(muchLater, '1-to-3-days'), count(muchLater, 'over-3-days')]).toEqual([0, waiting.totalDocs])

    // An admin sees the consultant's requests as a queue of their own, linked to the filtered list.
    const adminView = await countedWorkQueues(payload, admin, { adminRoute: '/admin' })
    const theirs = adminView[0].items.find((item) => item.key === `consultant-${consultant.id}`)
    expect(theirs).toMatchObject({ label: 'mai', count: 1 })
    expect(decodeURIComponent(theirs?.href ?? '')).toContain(`[tourConsultant][equals]=${consultant.id}`)
  })

  it('gives an editor the drafts waiting to be published, counted', async () => {
    const before = count(await countedWorkQueues(payload, editor, { adminRoute: '/admin' }), 'journal-drafts') ?? 0
    await payload.create({
      collection: 'journal-entries',
      draft: true,
      data: { title: 'Monsoon season in Luang Prabang', _status: 'draft' } as never,
    })
    const groups = await countedWorkQueues(payload, editor, { adminRoute: '/admin' })
    expect(groups.map((group) => group.items.map((item) => item.key))).toEqual([['journal-drafts', 'webinar-drafts']])
    expect(count(groups, 'journal-drafts')).toBe(before + 1)
  })

  it('counts contact requests until someone ticks Answered; who and when are kept, the message is not editable', async () => {
    const sent = await payload.create({
      collection: 'contact-requests',
      data: { form: 'contact', firstName: 'Ana', lastName: 'Silva', email: 'ana@agency.test', message: 'Hello' },
    })
    const before =
      count(await countedWorkQueues(payload, consultant, { adminRoute: '/admin' }), 'contact-requests') ?? 0
    expect(before).toBeGreaterThanOrEqual(1)

    const answered = await payload.update({
      collection: 'contact-requests',
      id: sent.id,
      data: { answered: true, message: 'Edited by staff', answeredBy: admin.id },
      user: { ...consultant, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })
    expect(answered.answered).toBe(true)
    expect(answered.answeredBy).toBe(consultant.id)
    expect(Date.now() - Date.parse(answered.answeredAt ?? '')).toBeLessThan(60_000)
    expect(answered.message).toBe('Hello')
    expect(count(await countedWorkQueues(payload, consultant, { adminRoute: '/admin' }), 'contact-requests')).toBe(
      before - 1,
    )

    const reopened = await payload.update({
      collection: 'contact-requests',
      id: sent.id,
      data: { answered: false },
      user: { ...consultant, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })
    expect([reopened.answeredBy, reopened.answeredAt]).toEqual([null, null])
  })
})
