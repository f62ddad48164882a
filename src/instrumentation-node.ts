import { databaseUrl, env, isDemoMode, isServingOnNode } from '@/lib/env'
import { onShutdown } from '@/lib/lifecycle'
import { logger } from '@/lib/logger'

/**
 * The Node half of instrumentation.ts: migrate, seed an empty database, make sure staff can sign
 * in, start the outbox worker, the rate-limit sweeper and scheduled publishing, and tell the
 * process owner (scripts/serve.ts) what `/readyz` checks and what to stop on SIGTERM (ADR 041).
 * A failure is logged, not thrown: the site then shows its "temporarily unavailable" page instead
 * of refusing to start, and `/readyz` says what is missing.
 */
export async function registerOnNode() {
  if (!isServingOnNode()) return
  try {
    const { payloadClient } = await import('@/server/payload')
    const { prepareDatabase } = await import('@/server/bootstrap')
    const { withClusterLock } = await import('@/server/bootstrap/cluster-lock')
    const { registerReadinessChecks } = await import('@/server/bootstrap/readiness')
    const { closePool } = await import('@/server/db')
    const { startOutboxWorker, stopOutboxWorker } = await import('@/server/notifications/outbox')
    const { startHitSweeper } = await import('@/server/limits/rate-limit')
    const { startScheduledPublishing, stopScheduledPublishing } = await import('@/server/content/scheduled')
    const settings = env()
    const payload = await payloadClient()
    const seed = settings.SEED_ON_EMPTY === '0' ? null : (await import('@/seed')).seedDemoData
    registerReadinessChecks(payload, { hasSmtp: Boolean(settings.SMTP_URL) })
    onShutdown('connections', 'database pool', () => closePool(payload))
    // Instances started together: one migrates and seeds, the others wait and find it done.
    await withClusterLock(databaseUrl(), 'monsoon:prepare-database', () =>
      prepareDatabase(payload, {
        seed,
        adminEmail: settings.ADMIN_EMAIL,
        adminPassword: settings.ADMIN_PASSWORD,
        isDemo: isDemoMode(),
      }),
    )
    startHitSweeper(payload)
    startScheduledPublishing(payload)
    onShutdown('workers', 'scheduled publishing', stopScheduledPublishing)
    if (startOutboxWorker(payload, { smtpUrl: settings.SMTP_URL, from: settings.EMAIL_FROM })) {
      onShutdown('workers', 'outbox worker', stopOutboxWorker)
    } else {
      logger.info('SMTP_URL is not set: emails stay in the outbox (/admin, Email > Outbox)')
    }
  } catch (error) {
    logger.error('Start-up preparation failed; pages will report the service as unavailable', {
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
