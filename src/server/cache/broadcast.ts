import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { CACHE_CHANNEL } from '@/lib/cache-bus'
import { execute, settledTransactionID, transactionOf } from '@/server/db'

/** The tags each open transaction has announced already. */
const announced = new WeakMap<object, Set<string>>()

/**
 * Tells every instance (this one included) that what is cached under `tag` changed (ADR 041). Sent
 * in the change's own transaction when it has one: PostgreSQL delivers it on commit, never for a
 * change rolled back, and never before a reader could see the new data.
 *
 * A transaction announces each tag once: PostgreSQL folds identical notifications of one
 * transaction into one anyway, so a repeat would only cost a round trip (the demo seed's single
 * transaction wrote 1,789 for 40 tags, issue 19). Resolves to false for such a repeat.
 */
export async function broadcastTag(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  tag: string,
): Promise<boolean> {
  const transactionID = await settledTransactionID(req)
  const transaction = transactionOf(req.payload, { transactionID })
  if (transaction) {
    const tags = announced.get(transaction) ?? new Set<string>()
    if (tags.has(tag)) return false
    announced.set(transaction, tags.add(tag))
  }
  await execute(req.payload, sql`select pg_notify(${CACHE_CHANNEL}, ${tag})`, { transactionID })
  return true
}
