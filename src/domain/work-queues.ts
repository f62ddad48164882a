import type { TBookingStatus } from './booking-status'
import { STAFF_AREAS, type TStaffRole } from './staff-roles'

/**
 * The back office's work queues (issue 20): what staff must act on, counted on the dashboard, each
 * a link to the list it counts. Pure: which documents each queue holds (a Payload `where`), who sees
 * it, and the list address; src/server/backoffice counts them for the signed-in staff member.
 */
/** A Payload `where` in the shape its list view reads from the address (`?where[...]`). */
export type TWhere = { [key: string]: unknown }

export type TQueueItem = {
  /** Stable id, for tests and keys. */
  key: string
  label: string
  collection:
    | 'agency-registrations'
    | 'bookings'
    | 'contact-requests'
    | 'emails'
    | 'journal-entries'
    | 'webinars'
    | 'supplier-reservations'
    | 'invoices'
    | 'payments'
  where: TWhere
  /** Shown in the warning colour when the count is above zero. */
  urgent?: boolean
  /** A sub-heading over this item and the next ones of the group (until another). */
  section?: string
}

export type TQueueGroup = { key: string; title: string; hint: string; items: TQueueItem[] }

/** Bookings on Monsoon's side: the agent asked and waits for a consultant. */
export const WAITING_FOR_MONSOON: readonly TBookingStatus[] = [
  'requested',
  'changes_requested',
  'confirmation_requested',
]

const HOUR = 3_600_000

/** The queues a staff member with these roles sees; `now` sets the ages, `userId` "mine". */
export function workQueues(options: {
  roles: readonly TStaffRole[]
  userId: string | number
  now: Date
  /** Consultants (id and name) to count booking requests by; only admins see the split. */
  consultants?: readonly { id: string | number; name: string }[]
  /** A supplier's service this many days away or fewer, still unconfirmed, is urgent (SUPPLIER_REMINDER_DAYS). */
  supplierDays?: number
}): TQueueGroup[] {
  const { roles, userId, now, supplierDays = 7 } = options
  const has = (...wanted: TStaffRole[]) => roles.some((role) => wanted.includes(role))
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString()
  const waiting: TWhere = { status: { in: [...WAITING_FOR_MONSOON] }, deletedAt: { exists: false } }
  const groups: TQueueGroup[] = []

  if (has(...STAFF_AREAS.business)) {
    groups.push({
      key: 'requests',
      title: 'Booking requests waiting',
      hint: 'Requested, changes requested or confirmation requested by the agent.',
      items: [
        {
          key: 'mine',
          label: 'Mine',
          collection: 'bookings',
          where: { and: [waiting, { tourConsultant: { equals: userId } }] },
        },
        {
          key: 'unassigned',
          label: 'No consultant yet',
          collection: 'bookings',
          where: { and: [waiting, { tourConsultant: { exists: false } }] },
          urgent: true,
        },
        {
          key: 'under-1-day',
          label: 'Waiting under 24 hours',
          collection: 'bookings',
          where: { and: [waiting, { updatedAt: { greater_than: ago(24) } }] },
        },
        {
          key: '1-to-3-days',
          label: 'Waiting 1–3 days',
          collection: 'bookings',
          where: {
            and: [waiting, { updatedAt: { less_than_equal: ago(24) } }, { updatedAt: { greater_than: ago(72) } }],
          },
        },
        {
          key: 'over-3-days',
          label: 'Waiting over 3 days',
          collection: 'bookings',
          where: { and: [waiting, { updatedAt: { less_than_equal: ago(72) } }] },
          urgent: true,
        },
        ...(has('admin')
          ? (options.consultants ?? [])
              .filter((consultant) => String(consultant.id) !== String(userId))
              .map((consultant, index) => ({
                ...(index === 0 ? { section: 'By consultant' } : {}),
                key: `consultant-${consultant.id}`,
                label: consultant.name,
                collection: 'bookings' as const,
                where: { and: [waiting, { tourConsultant: { equals: consultant.id } }] },
              }))
          : []),
      ],
    })
    groups.push({
      key: 'agents',
      title: 'Agents',
      hint: 'Registrations to approve or reject, and quotes the agent has not answered.',
      items: [
        {
          key: 'registrations',
          label: 'Registrations to review',
          collection: 'agency-registrations',
          where: { status: { equals: 'pending' } },
          urgent: true,
        },
        {
          key: 'quoted',
          label: 'Quoted, awaiting the agent',
          collection: 'bookings',
          where: { status: { equals: 'quoted' }, deletedAt: { exists: false } },
        },
      ],
    })
  }
  if (has(...STAFF_AREAS.business)) {
    // Services of confirmed bookings their suppliers have not confirmed, soonest first (issue 56).
    const requested = { status: { equals: 'requested' } }
    const inDays = (days: number) => new Date(now.getTime() + days * 24 * HOUR).toISOString()
    groups.push({
      key: 'suppliers',
      title: 'Suppliers to confirm',
      hint: 'Services of confirmed bookings still waiting for the supplier’s confirmation, by date.',
      items: [
        {
          key: 'supplier-soon',
          label: `Unconfirmed, within ${supplierDays} days`,
          collection: 'supplier-reservations',
          where: { and: [requested, { serviceDate: { less_than_equal: inDays(supplierDays) } }] },
          urgent: true,
        },
        { key: 'supplier-requested', label: 'All unconfirmed', collection: 'supplier-reservations', where: requested },
        {
          key: 'supplier-declined',
          label: 'Declined: find another',
          collection: 'supplier-reservations',
          where: { status: { equals: 'declined' } },
          urgent: true,
        },
      ],
    })
    // Money the agencies owe, and money they sent that pays nothing yet (issue 57).
    const startOfDay = (days: number) => {
      const day = new Date(now.getTime() + days * 24 * HOUR)
      day.setUTCHours(0, 0, 0, 0)
      return day.toISOString()
    }
    const owed = [{ kind: { equals: 'invoice' } }, { open: { greater_than: 0 } }]
    groups.push({
      key: 'finance',
      title: 'Finance',
      hint: 'Invoices overdue or due within a week, and payments not allocated to an invoice yet.',
      items: [
        {
          key: 'invoices-overdue',
          label: 'Invoices overdue',
          collection: 'invoices',
          where: { and: [...owed, { dueOn: { less_than: startOfDay(0) } }] },
          urgent: true,
        },
        {
          key: 'invoices-due-week',
          label: 'Due within 7 days',
          collection: 'invoices',
          where: {
            and: [...owed, { dueOn: { greater_than_equal: startOfDay(0) } }, { dueOn: { less_than: startOfDay(8) } }],
          },
        },
        {
          key: 'payments-unallocated',
          label: 'Payments not allocated',
          collection: 'payments',
          where: { unallocated: { greater_than: 0 } },
        },
      ],
    })
    groups.push({
      key: 'inbox',
      title: 'Inbox',
      hint: 'Messages from the site, and emails that did not go out.',
      items: [
        {
          key: 'contact-requests',
          label: 'Contact requests unanswered',
          collection: 'contact-requests',
          where: { answered: { not_equals: true } },
          urgent: true,
        },
        {
          key: 'emails-failed',
          label: 'Emails failed',
          collection: 'emails',
          where: { status: { equals: 'failed' } },
          urgent: true,
        },
      ],
    })
  }
  if (has(...STAFF_AREAS.content)) {
    const drafts = { _status: { equals: 'draft' } }
    groups.push({
      key: 'content',
      title: 'Content',
      hint: 'Written but not yet on the site: publish, schedule or preview them.',
      items: [
        { key: 'journal-drafts', label: 'Journal posts in draft', collection: 'journal-entries', where: drafts },
        { key: 'webinar-drafts', label: 'Webinars in draft', collection: 'webinars', where: drafts },
      ],
    })
  }
  return groups
}

/** Encodes a `where` as Payload's list view reads it: `where[status][in][0]=requested&...`. */
export function whereQuery(where: TWhere): string {
  const parts: string[] = []
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}[${index}]`)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, `${path}[${key}]`)
    } else parts.push(`${encodeURIComponent(path)}=${encodeURIComponent(String(value))}`)
  }
  visit(where, 'where')
  return parts.join('&')
}

/** The back-office list of a queue's documents. */
export function queueHref(adminRoute: string, item: TQueueItem): string {
  return `${adminRoute}/collections/${item.collection}?${whereQuery(item.where)}`
}
