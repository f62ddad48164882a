/**
 * Run by `npm start` while `next build` runs (src/host/launcher.ts, ADR 048): migrates, loads the demo
 * data into an empty database and makes sure staff can sign in, exactly as the server's own start
 * does (bootstrap/register.ts), so that a first start draws the demo images and writes the
 * data on the core the build leaves free instead of after it. The server then finds it done. Run
 * with tsconfig.scripts.json (`server-only` resolves to nothing outside Next.js). Exits 1 on a
 * failure, which the launcher reports; the server's start then tries again.
 */
import { logger } from '@/lib/logger'

try {
  const { payloadClient } = await import('@/server/payload')
  const { prepareFromSettings } = await import('./bootstrap/prepare')
  const { closePool } = await import('@/server/db')
  const payload = await payloadClient()
  await prepareFromSettings(payload, async () => (await import('@/seed')).seedDemoData)
  await closePool(payload)
  process.exit(0)
} catch (error) {
  logger.error('Preparing the database beside the build failed', {
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  })
  process.exit(1)
}
