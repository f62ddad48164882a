import 'server-only'
import type { PayloadRequest } from 'payload'
import { UUID } from '@/domain/ids'
import { AppError } from '@/lib/errors'
import { inTransaction } from '@/server/db'
import { allocateCredit } from './payments'

/** Runs finance work in a transaction of its own as the signed-in staff member (for the log's "by"). */
export const asStaff = <T>(req: PayloadRequest, work: (tx: PayloadRequest) => Promise<T>) =>
  inTransaction(req.payload, (tx) => work(Object.assign(tx, { user: req.user })))

/** The back office's "Allocate" on a payment: `{ invoice, amount }` in minor units. */
export async function allocateCreditAction(
  req: PayloadRequest,
  paymentId: string,
  body: Record<string, unknown>,
): Promise<{ allocated: number }> {
  const invoice = typeof body.invoice === 'string' && UUID.test(body.invoice) ? body.invoice : null
  if (!invoice) throw new AppError('BAD_REQUEST', 'Choose an invoice to allocate to')
  const amount = body.amount
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new AppError('BAD_REQUEST', 'The amount is a whole number of the currency’s smallest unit (cents)')
  await asStaff(req, (tx) => allocateCredit(tx, { payment: paymentId, invoice, amount }))
  return { allocated: amount }
}
