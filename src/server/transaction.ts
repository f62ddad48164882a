import 'server-only'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Runs `work` in one database transaction: every Payload call inside passes the given `req`, and
 * the whole is committed, or rolled back when `work` throws (the error is rethrown).
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  const req = { payload, transactionID: transactionID ?? undefined } as unknown as PayloadRequest
  try {
    const result = await work(req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return result
  } catch (cause) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw cause
  }
}

/** Whether a write failed on a unique index: two identical requests at once, one let through. */
export function isUniqueViolation(cause: unknown): boolean {
  return /unique|duplicate/i.test(`${(cause as Error | undefined)?.message} ${JSON.stringify(cause)}`)
}
