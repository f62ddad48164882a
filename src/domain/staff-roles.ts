/**
 * Staff roles (ADR 002, issue 20). `admin` runs the back office and manages staff; `editor` edits
 * content; `consultant` answers booking requests and looks after agents and emails.
 */
export const STAFF_ROLES = ['admin', 'editor', 'consultant'] as const
export type TStaffRole = (typeof STAFF_ROLES)[number]

/** A signed-in staff account as access rules and the dashboard read it. */
export type TStaffUser = {
  id: number | string
  roles?: readonly TStaffRole[] | null
  collection?: string
  recordsPayments?: boolean | null
  setsCreditLimits?: boolean | null
}

/** The finance rights an admin gives a consultant (issue 57, ADR 068 §8); admins have them all. */
export type TFinanceRight = 'recordsPayments' | 'setsCreditLimits'

export function mayHandleFinance(user: TStaffUser, right: TFinanceRight): boolean {
  const roles = user.roles ?? []
  if (roles.includes('admin')) return true
  return roles.includes('consultant') && user[right] === true
}

/**
 * Who works where in the back office (issue 20, ADR 037). Content is the public site and the
 * catalogue's descriptions; business is agencies, agents, registrations, bookings, contact requests
 * and the outbox; settings are markets, exchange rates and email recipients. Admins work everywhere.
 */
export const STAFF_AREAS = {
  content: ['admin', 'editor'],
  business: ['admin', 'consultant'],
  settings: ['admin'],
} as const satisfies Record<string, readonly TStaffRole[]>
