import { env, isServingOnNode } from '@/lib/env'
import { logger } from '@/lib/logger'

/**
 * The Node half of instrumentation.ts: migrate, seed an empty database, make sure staff can sign
 * in, start the outbox and webhook workers, the hold expiry, the rate-limit sweeper and scheduled publishing, and tell the
 * process owner (scripts/serve.ts) what `/readyz` checks and what to stop on SIGTERM (ADR 041).
 * A database that is still starting is waited for, quietly, up to 10 s. A failure (the database
 * not reachable after that) is logged, not thrown: the site shows its
 * "temporarily unavailable" page, `/readyz` says what is missing, and the start is tried again
 * (1 s, doubling up to 30 s) until it succeeds, so an instance started during a database outage
 * joins by itself once the database answers.
 */
export async function registerOnNode() {
  if (!isServingOnNode()) return
  if (await attemptStart(waitForStartingDatabase().catch(() => undefined))) return
  void (async () => {
    let delay = 1_000
    do {
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay = Math.min(30_000, delay * 2)
    } while (!(await attemptStart()))
    logger.info('Start-up preparation succeeded on a later attempt')
  })()
}

/**
 * `npm start` starts the server and its embedded PostgreSQL side by side (ADR 054): the first start-up
 * waits quietly for the database, while it loads its modules, rather than fail and retry.
 */
async function waitForStartingDatabase(): Promise<void> {
  const url = env().DATABASE_URL
  if (!url) return
  const { waitForDatabase } = await import('@/server/bootstrap/database-wait')
  await waitForDatabase(url, { timeoutMs: DATABASE_START_WAIT_MS })
}

/** How long the first start-up waits for a database that is starting (embedded: about a second). */
const DATABASE_START_WAIT_MS = 10_000

/** One attempt at the start-up (src/server/bootstrap/start-app.ts); `false`, logged, when it failed. */
async function attemptStart(databaseStarting?: Promise<void>): Promise<boolean> {
  try {
    const { startApp } = await import('@/server/bootstrap/start-app')
    await startApp({ databaseStarting, loadSeed: async () => (await import('@/seed')).seedDemoData })
    return true
  } catch (error) {
    logger.error('Start-up preparation failed; pages report the service as unavailable until a retry succeeds', {
      message: error instanceof Error ? error.message : String(error),
    })
    return false
  }
}
