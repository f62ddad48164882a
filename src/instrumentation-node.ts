import { env, isDemoMode, isServingOnNode } from '@/lib/env'
import { logger } from '@/lib/logger'

/**
 * The Node half of instrumentation.ts: migrate, seed an empty database, make sure staff can sign
 * in, start the outbox worker, the rate-limit sweeper and scheduled publishing. A failure is logged, not thrown: the site
 * then shows its "temporarily unavailable" page instead of refusing to start.
 */
export async function registerOnNode() {
  if (!isServingOnNode()) return
  try {
    const { payloadClient } = await import('@/server/payload')
    const { prepareDatabase } = await import('@/server/bootstrap')
    const { startOutboxWorker } = await import('@/server/notifications/outbox')
    const { startHitSweeper } = await import('@/server/limits/rate-limit')
    const { startScheduledPublishing } = await import('@/server/content/scheduled')
    const settings = env()
    const payload = await payloadClient()
    await prepareDatabase(payload, {
      seed: settings.SEED_ON_EMPTY === '0' ? null : (await import('@/seed')).seedDemoData,
      adminEmail: settings.ADMIN_EMAIL,
      adminPassword: settings.ADMIN_PASSWORD,
      isDemo: isDemoMode(),
    })
    startHitSweeper(payload)
    startScheduledPublishing(payload)
    if (!startOutboxWorker(payload, { smtpUrl: settings.SMTP_URL, from: settings.EMAIL_FROM })) {
      logger.info('SMTP_URL is not set: emails stay in the outbox (/admin, Email > Outbox)')
    }
  } catch (error) {
    logger.error('Start-up preparation failed; pages will report the service as unavailable', {
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
