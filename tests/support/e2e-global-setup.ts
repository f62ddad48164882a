import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres, stopServerInFolder } from '../../src/lib/embedded-postgres'
import { CHROMIUM_INSTALL_HINT, chromiumPath } from './chromium'
import { E2E_ADMIN, E2E_WORKERS, e2eStaff } from './e2e-env'

/** The staff account of each parallel worker (e2e-env.ts), made by the first admin through the REST API. */
async function createWorkerStaff(origin: string) {
  const headers = { 'content-type': 'application/json', origin }
  const login = await fetch(`${origin}/cms-api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(E2E_ADMIN),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!login.ok || !token) throw new Error(`The e2e admin could not sign in (${login.status})`)
  for (let index = 0; index < E2E_WORKERS; index++) {
    const created = await fetch(`${origin}/cms-api/users`, {
      method: 'POST',
      headers: { ...headers, authorization: `JWT ${token}` },
      body: JSON.stringify({ ...e2eStaff(index), name: `E2E staff ${index + 1}`, roles: ['admin'] }),
    })
    if (!created.ok) throw new Error(`Creating the staff of worker ${index} answered ${created.status}`)
  }
}

/**
 * The e2e run's own world: a fresh PostgreSQL (its data folder and port handed to the tests through
 * the environment, so a test can stop and restart it) and the app started exactly as `npm start`
 * starts it (build when needed, migrate, seed the demo data), on E2E_PORT.
 */
export default async function globalSetup() {
  if (!chromiumPath()) throw new Error(CHROMIUM_INSTALL_HINT)
  const root = path.resolve(import.meta.dirname, '../..')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-e2e-'))
  const pgDir = path.join(dir, 'pg')
  const postgres = await startEmbeddedPostgres({ dataDir: pgDir, isThrowaway: true })
  await postgres.createDatabase('monsoon')
  const port = process.env.E2E_PORT ?? '3100'
  process.env.E2E_PG_DIR = pgDir
  process.env.E2E_PG_PORT = String(postgres.port)
  // For a test that must put the data in a state no screen can (an email the worker gave up on).
  process.env.E2E_DATABASE_URL = postgres.url('monsoon')

  const app: ChildProcess = spawn(process.execPath, [path.join(root, 'src/host/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      DATABASE_URL: postgres.url('monsoon'),
      MONSOON_DATA_DIR: path.join(dir, 'data'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The webhook tests' receiver listens on 127.0.0.1, which a real endpoint may not.
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => app.on('exit', () => resolve()))

  const deadline = Date.now() + 8 * 60_000
  let ready = false
  while (!ready && Date.now() < deadline && app.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/b2badminapi/client/Config/Languages`)
      const body = (await response.json()) as { data?: unknown[] }
      ready = response.ok && Array.isArray(body.data) && body.data.length > 0
    } catch {
      // still building or starting
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (!ready) {
    app.kill('SIGTERM')
    await postgres.stop()
    throw new Error('The app did not start for the e2e run (see its output above)')
  }
  await createWorkerStaff(`http://127.0.0.1:${port}`)

  return async () => {
    app.kill('SIGTERM')
    await exited
    await postgres.stop()
    // A test may have restarted the server from its own process: stop whichever one holds the folder.
    await stopServerInFolder(pgDir)
    await rm(dir, { recursive: true, force: true })
  }
}
