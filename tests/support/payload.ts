import { randomUUID } from 'node:crypto'
import { cp, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { INT_ENV, TEMPLATES, type TTemplate } from './int-env'

/**
 * Boots Payload for the calling test file on a database of its own, a copy of one of the run's
 * templates (tests/support/postgres-global-setup.ts, ADR 058): `empty` (migrated, no data; the
 * file builds the few records it needs with factories) or `demo` (the demo data set, with a copy of
 * its uploads). Then applies the committed migrations, as the app does at start-up: nothing to do
 * on a copy, which is the point. With `port`, the app reaches the database through that port of the
 * same host (a test's proxy).
 */
export async function bootTestPayload(options: { data?: TTemplate; port?: number } = {}) {
  const template = options.data ?? 'empty'
  const adminUrl = inject('postgresAdminUrl')
  const database = `test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${database} template ${TEMPLATES[template]}`)
  await admin.end()

  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  // `port`: the database reached through a test's own proxy on that port (tests/support/stalling-proxy.ts).
  if (options.port) url.port = String(options.port)
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-int-media-'))
  if (template === 'demo') await cp(inject('demoDataDir'), dataDir, { recursive: true })
  Object.assign(process.env, INT_ENV, { DATABASE_URL: url.toString(), MONSOON_DATA_DIR: dataDir })

  const { payloadClient } = await import('@/server/payload')
  const { prepareDatabase } = await import('@/host/bootstrap')
  const payload = await payloadClient()
  await prepareDatabase(payload, { seed: null, isDemo: false })
  const { createApiApp } = await import('@/api/app')
  const { clearCache } = await import('@/lib/tag-cache')
  const { runAsDirectApiCall } = await import('@/lib/direct-call')
  clearCache()
  // As the HTTP front serves it in production (ADR 036): outside any Next.js request.
  const api = createApiApp()
  const request = api.request.bind(api)
  api.request = ((...args: Parameters<typeof request>) =>
    runAsDirectApiCall(() => request(...args))) as typeof api.request
  return { payload, api, database }
}
