import type { ServerProps } from 'payload'
import { mayHandleFinance, type TStaffUser } from '@/domain/staff-roles'
import { BankImportClient } from './bank-import.client'

/** Above the payments list: the bank statement import, for staff who record payments (issue 57). */
export function BankImport({ user }: ServerProps) {
  if (user?.collection !== 'users' || !mayHandleFinance(user as unknown as TStaffUser, 'recordsPayments')) return null
  return <BankImportClient />
}
