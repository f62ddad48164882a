import pg from 'pg'

/**
 * The answers of a PostgreSQL that is on its way: nothing listens on the port yet, the server is
 * still starting or recovering, or the launcher has not created the database yet. Anything else
 * (a wrong password, a host that does not exist) will not mend by waiting.
 */
const STILL_STARTING = new Set(['ECONNREFUSED', 'ECONNRESET', '57P03', '3D000'])

/**
 * Waits, without logging, until the database at `url` accepts a connection, for at most
 * `timeoutMs`. `npm start` runs the server while its embedded PostgreSQL is still starting (ADR 054),
 * and a container may start beside its database: a server that waits here takes its first
 * connection as soon as the database answers, rather than logging a failure and trying again a
 * second later. Resolves `true` when a connection succeeded, `false` on any other error or at the
 * deadline; the caller's own connection then reports what is wrong.
 */
export async function waitForDatabase(
  url: string,
  { timeoutMs, intervalMs = 50 }: { timeoutMs: number; intervalMs?: number },
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: Math.max(1, timeoutMs) })
    try {
      await client.connect()
      return true
    } catch (error) {
      const code = (error as { code?: string }).code ?? ''
      if (!STILL_STARTING.has(code) || Date.now() + intervalMs > deadline) return false
    } finally {
      await client.end().catch(() => undefined)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
