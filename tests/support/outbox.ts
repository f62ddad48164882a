import type { Payload } from 'payload'

/** Makes every pending email due now, as if its retry delay had passed. */
export async function makePendingEmailsDue(payload: Payload) {
  const { sql } = await import('@payloadcms/db-postgres')
  const db = payload.db.drizzle as unknown as { execute: (q: unknown) => Promise<unknown> }
  await db.execute(sql`update emails set next_attempt_at = now() - interval '1 second' where status = 'pending'`)
}
