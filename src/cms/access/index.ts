import type { Access, FieldAccess, PayloadRequest } from 'payload'

import {
  mayHandleFinance,
  STAFF_AREAS,
  STAFF_ROLES,
  type TFinanceRight,
  type TStaffRole,
  type TStaffUser,
} from '@/domain/staff-roles'

export { STAFF_ROLES, type TStaffRole }

function staff(req: PayloadRequest): TStaffUser | null {
  const user = req.user as TStaffUser | null | undefined
  if (!user || (user.collection && user.collection !== 'users')) return null
  return user
}

export function hasRole(req: PayloadRequest, ...roles: TStaffRole[]): boolean {
  const user = staff(req)
  return Boolean(user?.roles?.some((role) => roles.includes(role)))
}

export const anyone: Access = () => true
export const isStaff: Access = ({ req }) => staff(req) !== null
export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
export const isEditor: Access = ({ req }) => hasRole(req, ...STAFF_AREAS.content)
/** Admins and consultants: agencies, agents, registrations, bookings, contact requests, emails. */
export const isBusinessStaff: Access = ({ req }) => hasRole(req, ...STAFF_AREAS.business)

/** Admins see every staff account; everyone else only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  const user = staff(req)
  if (!user) return false
  if (user.roles?.includes('admin')) return true
  return { id: { equals: user.id } }
}

/** A collection only the server's own code writes (overrideAccess): history, ledgers, counters. */
export const serverWritten = { create: () => false, update: () => false, delete: () => false }

export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin')

/** Who may do what with Monsoon's money (issue 57, ADR 068 §8): admins, and the consultants given the right. */
export const financeRight = (req: PayloadRequest, right: TFinanceRight) => {
  const user = staff(req)
  return Boolean(user && mayHandleFinance(user, right))
}
/** Records agencies' payments, allocates their credit, imports the bank's statement. */
export const mayRecordPayments: Access = ({ req }) => financeRight(req, 'recordsPayments')
/** Sets an agency's credit limit and the payment terms of agencies, markets and bookings. */
export const maySetCredit: FieldAccess = ({ req }) => financeRight(req, 'setsCreditLimits')

/** Public content: published documents for everyone, drafts for staff. */
export const publishedOrStaff: Access = ({ req }) => {
  if (staff(req)) return true
  return { _status: { equals: 'published' } }
}

/** Public reference data and navigation: anyone reads, editors and admins write. */
export const editorWrites = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }

/** The catalogue: every staff member reads it (consultants quote from it); editors and admins change it. */
export const staffReadEditorsWrite = {
  read: isStaff,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

/** Business records: admins and consultants read and change them; only admins delete. */
export const businessAccess = {
  read: isBusinessStaff,
  create: isBusinessStaff,
  update: isBusinessStaff,
  delete: isAdmin,
}

/** Settings: admins and consultants read them (quotes depend on them); only admins change them. */
export const settingsAccess = { read: isBusinessStaff, create: isAdmin, update: isAdmin, delete: isAdmin }
