/**
 * Runs once per server process before it takes requests: migrate, seed an empty database, make sure
 * staff can sign in. A failure is logged, not thrown: the site then shows its "temporarily
 * unavailable" page instead of refusing to start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { logger } = await import('@/lib/logger')
  try {
    const { env, isDemoMode } = await import('@/lib/env')
    const { payloadClient } = await import('@/server/payload')
    const { prepareDatabase } = await import('@/server/bootstrap')
    const settings = env()
    await prepareDatabase(await payloadClient(), {
      seed: process.env.SEED_ON_EMPTY !== '0',
      adminEmail: settings.ADMIN_EMAIL,
      adminPassword: settings.ADMIN_PASSWORD,
      isDemo: isDemoMode(),
    })
  } catch (error) {
    logger.error('Start-up preparation failed; pages will report the service as unavailable', {
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
