import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { CACHE_CHANNEL } from '@/lib/cache-bus'
import { execute } from '@/server/db'

/**
 * Tells every instance (this one included) that what is cached under `tag` changed (ADR 041). Sent
 * in the change's own transaction when it has one: PostgreSQL delivers it on commit, never for a
 * change rolled back, and never before a reader could see the new data.
 */
export async function broadcastTag(req: Pick<PayloadRequest, 'payload' | 'transactionID'>, tag: string): Promise<void> {
  const transactionID = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  await execute(req.payload, sql`select pg_notify(${CACHE_CHANNEL}, ${tag})`, { transactionID })
}
