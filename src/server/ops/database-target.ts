import { existsSync } from 'node:fs'
import path from 'node:path'
import { runningServerInFolder, startEmbeddedPostgres } from '@/lib/embedded-postgres'
import { BackupError } from './backup-error'

/**
 * The database an operator's script works on: DATABASE_URL when set; otherwise the embedded one
 * in `<data>/postgres`, reached where the app already runs it, or started for the script alone.
 * Starting a second server on a folder in use would stop the app's (src/lib/embedded-postgres.ts).
 */
export type TDatabaseTarget = {
  url: string
  /** For people: host, port and database, never the password. */
  label: string
  source: 'external' | 'embedded-running' | 'embedded-started'
  close: () => Promise<void>
}

// The names src/host/launcher.ts gives the app's database and src/lib/embedded-postgres.ts signs in
// with (loopback only); tests/int/backup.int.test.ts reaches a server started by that module with them.
const EMBEDDED_DATABASE = 'monsoon'
const EMBEDDED_CREDENTIALS = 'monsoon:monsoon'

function labelOf(url: string): string {
  try {
    const parsed = new URL(url)
    return `database "${decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)'}" on ${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`
  } catch {
    return 'the database of DATABASE_URL'
  }
}

export async function openDatabase(options: {
  databaseUrl?: string
  postgresDir: string
  /** Restore onto a new machine: initialise the embedded cluster and its database when missing. */
  createIfMissing: boolean
}): Promise<TDatabaseTarget> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, label: labelOf(options.databaseUrl), source: 'external', close: async () => {} }
  }
  const dir = path.resolve(options.postgresDir)
  const port = (await runningServerInFolder(dir))?.port ?? null
  if (port !== null) {
    const url = `postgres://${EMBEDDED_CREDENTIALS}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`
    return {
      url,
      label: `${labelOf(url)} (the embedded server in ${dir}, already running)`,
      source: 'embedded-running',
      close: async () => {},
    }
  }
  if (!options.createIfMissing && !existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(
      `No database to back up: ${dir} holds no embedded PostgreSQL. Set DATABASE_URL, or start Monsoon once.`,
    )
  }
  const server = await startEmbeddedPostgres({ dataDir: dir }).catch((cause: unknown) => {
    throw new BackupError(
      `The embedded PostgreSQL in ${dir} did not start: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
  })
  if (options.createIfMissing) {
    await server.createDatabase(EMBEDDED_DATABASE).catch(async (cause: unknown) => {
      await server.stop().catch(() => undefined)
      throw cause
    })
  }
  const url = server.url(EMBEDDED_DATABASE)
  return {
    url,
    label: `${labelOf(url)} (the embedded server in ${dir})`,
    source: 'embedded-started',
    close: () => server.stop(),
  }
}
