/**
 * Staff roles (ADR 002, issue 20). `admin` runs the back office and manages staff; `editor` edits
 * content; `consultant` answers booking requests and looks after agents and emails.
 */
export const STAFF_ROLES = ['admin', 'editor', 'consultant'] as const
export type TStaffRole = (typeof STAFF_ROLES)[number]

/** A signed-in staff account as access rules and the dashboard read it. */
export type TStaffUser = { id: number | string; roles?: readonly TStaffRole[] | null; collection?: string }

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
