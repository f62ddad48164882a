import { announceStartUp, offerApi } from '@/host/lifecycle'
import { runAsDirectApiCall } from '@/lib/direct-call'
import { isServingOnNode } from '@/lib/env'
import { logger } from '@/lib/logger'

/**
 * The Node half of src/instrumentation.ts: load the JSON API and offer it to the HTTP front (ADR 056),
 * migrate, seed an empty database, make sure staff can sign in, start the outbox and webhook
 * workers, the hold expiry, the rate-limit sweeper and scheduled publishing, and tell the process
 * owner (src/host/server.ts) what `/readyz` checks and what to stop on SIGTERM (ADR 041). The
 * first attempt is announced to the process (src/host/lifecycle.ts): API calls wait for it.
 * A database that is still starting is waited for, quietly, up to 10 s. A failure (the database
 * not reachable after that) is logged, not thrown: the site shows its
 * "temporarily unavailable" page, `/readyz` says what is missing, and the start is tried again
 * (1 s, doubling up to 30 s) until it succeeds, so an instance started during a database outage
 * joins by itself once the database answers.
 */
export async function registerOnNode() {
  if (!isServingOnNode()) return
  const first = attemptStart({ first: true })
  announceStartUp(first)
  if (await first) return
  void (async () => {
    let delay = 1_000
    do {
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay = Math.min(30_000, delay * 2)
    } while (!(await attemptStart({ first: false })))
    logger.info('Start-up preparation succeeded on a later attempt')
  })()
}

/** One attempt at the start-up (src/host/bootstrap/start-app.ts); `false`, logged, when it failed. */
async function attemptStart({ first }: { first: boolean }): Promise<boolean> {
  try {
    // The JSON API loads with it and is offered to the HTTP front, which serves API calls with it
    // once the start-up is done (app-modules.ts, ADR 056): outside any Next.js request.
    const { startApp, handleApiRequest } = await import('./app-modules')
    offerApi((request) => runAsDirectApiCall(() => handleApiRequest(request)))
    await startApp({ databaseMayBeStarting: first, loadSeed: async () => (await import('@/seed')).seedDemoData })
    return true
  } catch (error) {
    logger.error('Start-up preparation failed; pages report the service as unavailable until a retry succeeds', {
      message: error instanceof Error ? error.message : String(error),
    })
    return false
  }
}
