import { env, isServingOnNode } from '@/lib/env'
import { onShutdown } from '@/lib/lifecycle'
import { logger } from '@/lib/logger'

/**
 * The Node half of instrumentation.ts: migrate, seed an empty database, make sure staff can sign
 * in, start the outbox and webhook workers, the hold expiry, the rate-limit sweeper and scheduled publishing, and tell the
 * process owner (scripts/serve.ts) what `/readyz` checks and what to stop on SIGTERM (ADR 041).
 * A failure (the database not reachable yet) is logged, not thrown: the site shows its
 * "temporarily unavailable" page, `/readyz` says what is missing, and the start is tried again
 * (1 s, doubling up to 30 s) until it succeeds, so an instance started during a database outage
 * joins by itself once the database answers.
 */
export async function registerOnNode() {
  if (!isServingOnNode()) return
  if (await startApp()) return
  void (async () => {
    let delay = 1_000
    do {
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay = Math.min(30_000, delay * 2)
    } while (!(await startApp()))
    logger.info('Start-up preparation succeeded on a later attempt')
  })()
}

let hasRegisteredShutdown = false

async function startApp(): Promise<boolean> {
  try {
    const { payloadClient } = await import('@/server/payload')
    const { prepareFromSettings } = await import('@/server/bootstrap/prepare')
    const { registerReadinessChecks } = await import('@/server/bootstrap/readiness')
    const { closePool } = await import('@/server/db')
    const { startOutboxWorker, stopOutboxWorker } = await import('@/server/notifications/outbox')
    const { startHitSweeper } = await import('@/server/limits/rate-limit')
    const { startScheduledPublishing, stopScheduledPublishing } = await import('@/server/content/scheduled')
    const { startWebhookWorker, stopWebhookWorker } = await import('@/server/connect/webhooks')
    const { startHoldExpiry, stopHoldExpiry } = await import('@/server/allotments/hold-expiry')
    const settings = env()
    const payload = await payloadClient()
    registerReadinessChecks(payload, { hasSmtp: Boolean(settings.SMTP_URL) })
    if (!hasRegisteredShutdown) {
      hasRegisteredShutdown = true
      onShutdown('connections', 'database pool', () => closePool(payload))
      onShutdown('workers', 'scheduled publishing', stopScheduledPublishing)
      onShutdown('workers', 'outbox worker', stopOutboxWorker)
      onShutdown('workers', 'webhook worker', stopWebhookWorker)
      onShutdown('workers', 'hold expiry', stopHoldExpiry)
    }
    // Instances started together: one migrates and seeds, the others wait and find it done.
    await prepareFromSettings(payload, async () => (await import('@/seed')).seedDemoData)
    startHitSweeper(payload)
    startScheduledPublishing(payload)
    startWebhookWorker(payload)
    startHoldExpiry(payload)
    if (!startOutboxWorker(payload, { smtpUrl: settings.SMTP_URL, from: settings.EMAIL_FROM }) && !settings.SMTP_URL) {
      logger.info('SMTP_URL is not set: emails stay in the outbox (/admin, Email > Outbox)')
    }
    return true
  } catch (error) {
    logger.error('Start-up preparation failed; pages report the service as unavailable until a retry succeeds', {
      message: error instanceof Error ? error.message : String(error),
    })
    return false
  }
}
