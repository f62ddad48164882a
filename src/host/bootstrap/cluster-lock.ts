import 'server-only'
import pg from 'pg'
import { logger } from '@/lib/logger'

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name`, so that of several instances
 * starting together on one database only one migrates and loads the demo data at a time; the others
 * wait, then find it done (ADR 041). The lock lives on its own connection and ends with it, so a
 * crashed instance never leaves it held.
 */
export async function withClusterLock<T>(connectionString: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: `monsoon-lock:${name}` })
  // The connection idles while `work` runs: one the server drops (a failover, an idle timeout)
  // must not throw an unhandled 'error'; the lock is gone with it, which is reported.
  let lost: Error | null = null
  client.on('error', (error) => {
    lost = error
  })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name])
    const result = await work()
    if (lost) logger.warn('The start-up lock’s connection was lost while preparing the database', { name })
    return result
  } finally {
    await client.end().catch(() => undefined)
  }
}
