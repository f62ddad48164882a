/**
 * Staff roles (ADR 002, issue 20). `admin` runs the back office and manages staff; `editor` edits
 * content; `consultant` answers booking requests and looks after agents and emails.
 */
export const STAFF_ROLES = ['admin', 'editor', 'consultant'] as const
export type TStaffRole = (typeof STAFF_ROLES)[number]

/** A signed-in staff account as access rules and the dashboard read it. */
export type TStaffUser = { id: number | string; roles?: readonly TStaffRole[] | null; collection?: string }
