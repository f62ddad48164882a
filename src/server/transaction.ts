import 'server-only'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The one place raw SQL and transactions meet Payload's database adapter (DESIGN.md): services
 * call `inTransaction` and `execute`, never the adapter's fields.
 */
type TRows = { rows: Record<string, unknown>[] }
type TExecutor = { execute: (query: SQL) => Promise<TRows> }
type TAdapter = { drizzle: TExecutor; sessions?: Record<string, { db: TExecutor }> }

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

/** Runs one SQL statement, inside the transaction of `req` when it has one. */
export async function execute(
  payload: Payload,
  query: SQL,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<Record<string, unknown>[]> {
  const adapter = payload.db as unknown as TAdapter
  const session = req?.transactionID === undefined ? undefined : adapter.sessions?.[String(req.transactionID)]
  const { rows } = await (session?.db ?? adapter.drizzle).execute(query)
  return rows
}

/** Whether a write failed on a unique index: two identical requests at once, one let through. */
export function isUniqueViolation(cause: unknown): boolean {
  return /unique|duplicate/i.test(`${(cause as Error | undefined)?.message} ${JSON.stringify(cause)}`)
}
