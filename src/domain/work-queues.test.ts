import { describe, expect, it } from 'vitest'
import { queueHref, WAITING_FOR_MONSOON, whereQuery, workQueues } from './work-queues'

const now = new Date('2026-11-27T12:00:00.000Z')
const keys = (roles: Parameters<typeof workQueues>[0]['roles']) =>
  workQueues({
    roles,
    userId: 7,
    now,
    consultants: [
      { id: 7, name: 'Me' },
      { id: 9, name: 'Linh Pham' },
    ],
  }).map((group) => [group.key, group.items.map((item) => item.key)])

describe('work queues (issue 20)', () => {
  it('gives consultants the booking, agent and inbox queues, editors the drafts, admins all', () => {
    expect(keys(['consultant'])).toEqual([
      ['requests', ['mine', 'unassigned', 'under-1-day', '1-to-3-days', 'over-3-days']],
      ['agents', ['registrations', 'quoted']],
      ['suppliers', ['supplier-soon', 'supplier-requested', 'supplier-declined']],
      ['finance', ['invoices-overdue', 'invoices-due-week', 'payments-unallocated']],
      ['inbox', ['contact-requests', 'emails-failed']],
    ])
    // Admins also see each other consultant's requests (not themselves twice).
    expect(keys(['admin'])[0]).toEqual([
      'requests',
      ['mine', 'unassigned', 'under-1-day', '1-to-3-days', 'over-3-days', 'consultant-9'],
    ])
    expect(keys(['editor'])).toEqual([['content', ['journal-drafts', 'webinar-drafts']]])
    expect(keys(['admin']).map(([group]) => group)).toEqual([
      'requests',
      'agents',
      'suppliers',
      'finance',
      'inbox',
      'content',
    ])
  })

  it('counts the invoices overdue before today and due in the next seven days, without overlap', () => {
    const items = workQueues({ roles: ['consultant'], userId: 7, now }).find((group) => group.key === 'finance')?.items
    const where = (key: string) => JSON.stringify(items?.find((item) => item.key === key)?.where)
    expect(where('invoices-overdue')).toContain('"dueOn":{"less_than":"2026-11-27T00:00:00.000Z"}')
    expect(where('invoices-due-week')).toContain('"dueOn":{"greater_than_equal":"2026-11-27T00:00:00.000Z"}')
    expect(where('invoices-due-week')).toContain('"dueOn":{"less_than":"2026-12-05T00:00:00.000Z"}')
    expect(where('invoices-overdue')).toContain('"open":{"greater_than":0}')
  })

  it('splits waiting requests by age without gaps or overlaps, from the last change', () => {
    const items = workQueues({ roles: ['consultant'], userId: 7, now })[0].items
    const where = (key: string) => items.find((item) => item.key === key)?.where
    const waiting = { status: { in: [...WAITING_FOR_MONSOON] }, deletedAt: { exists: false } }
    expect(where('under-1-day')).toEqual({
      and: [waiting, { updatedAt: { greater_than: '2026-11-26T12:00:00.000Z' } }],
    })
    expect(where('1-to-3-days')).toEqual({
      and: [
        waiting,
        { updatedAt: { less_than_equal: '2026-11-26T12:00:00.000Z' } },
        { updatedAt: { greater_than: '2026-11-24T12:00:00.000Z' } },
      ],
    })
    expect(where('over-3-days')).toEqual({
      and: [waiting, { updatedAt: { less_than_equal: '2026-11-24T12:00:00.000Z' } }],
    })
    expect(where('mine')).toEqual({ and: [waiting, { tourConsultant: { equals: 7 } }] })
  })

  it('counts a supplier’s service as urgent up to the reminder’s days ahead', () => {
    const suppliers = workQueues({ roles: ['consultant'], userId: 7, now, supplierDays: 7 }).find(
      (group) => group.key === 'suppliers',
    )
    expect(suppliers?.items[0]?.label).toBe('Unconfirmed, within 7 days')
    expect(suppliers?.items[0]?.where).toEqual({
      and: [{ status: { equals: 'requested' } }, { serviceDate: { less_than_equal: '2026-12-04T12:00:00.000Z' } }],
    })
  })

  it('links each queue to the back-office list filtered as Payload reads the address', () => {
    expect(whereQuery({ status: { in: ['requested', 'quoted'] }, deletedAt: { exists: false } })).toBe(
      'where%5Bstatus%5D%5Bin%5D%5B0%5D=requested&where%5Bstatus%5D%5Bin%5D%5B1%5D=quoted&where%5BdeletedAt%5D%5Bexists%5D=false',
    )
    const registrations = workQueues({ roles: ['admin'], userId: 1, now })[1].items[0]
    expect(decodeURIComponent(queueHref('/admin', registrations))).toBe(
      '/admin/collections/agency-registrations?where[status][equals]=pending',
    )
  })
})
