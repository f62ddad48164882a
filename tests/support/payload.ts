import { randomUUID } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

/**
 * Boots Payload on a brand-new database for the calling test file and applies the committed
 * migrations, exactly as the app does at start-up (without the demo data).
 */
export async function bootTestPayload() {
  const adminUrl = inject('postgresAdminUrl')
  const database = `test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${database}`)
  await admin.end()

  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  process.env.DATABASE_URL = url.toString()
  process.env.PAYLOAD_SECRET = 'integration-tests-secret-0123456789'
  process.env.MONSOON_DATA_DIR = await mkdtemp(path.join(os.tmpdir(), 'monsoon-int-media-'))
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn'

  const { payloadClient } = await import('@/server/payload')
  const { prepareDatabase } = await import('@/server/bootstrap')
  const payload = await payloadClient()
  await prepareDatabase(payload, { seed: null, isDemo: false })
  const { createApiApp } = await import('@/api/app')
  const { clearCache } = await import('@/lib/tag-cache')
  const { runAsDirectApiCall } = await import('@/lib/direct-api')
  clearCache()
  // As the HTTP front serves it in production (ADR 036): outside any Next.js request.
  const api = createApiApp()
  const request = api.request.bind(api)
  api.request = ((...args: Parameters<typeof request>) =>
    runAsDirectApiCall(() => request(...args))) as typeof api.request
  return { payload, api, database }
}
