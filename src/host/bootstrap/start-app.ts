/**
 * The start-up of a serving process (register.ts): one module, imported once, so
 * the bundle loads Payload's chunk once; each dynamic import of its parts had its own copy of it,
 * compiled again (ADR 054).
 */

import { waitForDatabase } from '@/host/bootstrap/database-wait'
import { prepareFromSettings } from '@/host/bootstrap/prepare'
import { markPrepared, registerReadinessChecks } from '@/host/bootstrap/readiness'
import { onShutdown } from '@/host/lifecycle'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { startHoldExpiry, stopHoldExpiry } from '@/server/allotments/hold-expiry'
import { reportBouncedRequest } from '@/server/booking-requests/bounces'
import { startWebhookWorker, stopWebhookWorker } from '@/server/connect/webhooks'
import { startScheduledPublishing, stopScheduledPublishing } from '@/server/content/scheduled'
import { closePool } from '@/server/db'
import { startPaymentReminders, stopPaymentReminders } from '@/server/finance/reminders'
import { startHitSweeper } from '@/server/limits/rate-limit'
import { startOutboxWorker, stopOutboxWorker } from '@/server/outbox/outbox'
import { payloadClient } from '@/server/payload'
import { startSupplierReminders, stopSupplierReminders } from '@/server/suppliers/reminders'
import { startTravellerRetention, stopTravellerRetention } from '@/server/travellers/retention'

type TStartOptions = {
  /**
   * The database may be starting still: `npm start` starts the server beside its embedded
   * PostgreSQL (ADR 054). The first attempt waits for it, quietly, rather than fail and retry.
   */
  databaseMayBeStarting: boolean
  /** The demo data, loaded only for an empty demo database (src/seed sits above this layer, ADR 019). */
  loadSeed: Parameters<typeof prepareFromSettings>[1]
}

/** How long a first start-up waits for a database that is starting (embedded: about a second). */
const DATABASE_START_WAIT_MS = 10_000

let hasRegisteredShutdown = false

/**
 * Migrates, seeds an empty database, makes sure staff can sign in, starts the workers, and tells
 * the process owner what `/readyz` checks and what to stop (ADR 041). Throws when the database
 * fails; register.ts logs it and tries again.
 */
export async function startApp({ databaseMayBeStarting, loadSeed }: TStartOptions): Promise<void> {
  const settings = env()
  if (databaseMayBeStarting && settings.DATABASE_URL) {
    await waitForDatabase(settings.DATABASE_URL, { timeoutMs: DATABASE_START_WAIT_MS })
  }
  const payload = await payloadClient()
  registerReadinessChecks(payload, { hasSmtp: Boolean(settings.SMTP_URL) })
  if (!hasRegisteredShutdown) {
    hasRegisteredShutdown = true
    onShutdown('connections', 'database pool', () => closePool(payload))
    onShutdown('workers', 'scheduled publishing', stopScheduledPublishing)
    onShutdown('workers', 'outbox worker', stopOutboxWorker)
    onShutdown('workers', 'webhook worker', stopWebhookWorker)
    onShutdown('workers', 'hold expiry', stopHoldExpiry)
    onShutdown('workers', 'traveller data retention', stopTravellerRetention)
    onShutdown('workers', 'supplier reminders', stopSupplierReminders)
    onShutdown('workers', 'payment reminders', stopPaymentReminders)
  }
  // Instances started together: one migrates and seeds, the others wait and find it done.
  await prepareFromSettings(payload, loadSeed)
  startHitSweeper(payload)
  startScheduledPublishing(payload)
  startWebhookWorker(payload)
  startHoldExpiry(payload)
  startTravellerRetention(payload)
  startSupplierReminders(payload)
  startPaymentReminders(payload)
  const outbox = { smtpUrl: settings.SMTP_URL, from: settings.EMAIL_FROM, onUndeliverable: reportBouncedRequest }
  if (!startOutboxWorker(payload, outbox) && !settings.SMTP_URL) {
    logger.info('SMTP_URL is not set: emails stay in the outbox (/admin, Email > Outbox)')
  }
  markPrepared()
}
