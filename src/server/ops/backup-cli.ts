import path from 'node:path'
import { type ParseArgsConfig, parseArgs } from 'node:util'
import { env } from '@/lib/env'
import {
  BackupError,
  createBackup,
  defaultBackupFile,
  restoreBackup,
  type TManifest,
  type TUploadFolders,
  uploadFolders,
} from './backup'
import { openDatabase } from './database-target'
import type { TMigration } from './postgres-logical'

/**
 * What `scripts/db-backup.ts` and `scripts/db-restore.ts` do, argument to exit code, so the
 * integration test runs the operators' commands themselves. Exit codes: 0 done, 1 failed,
 * 2 not done (a usage mistake, or a restore without `--yes`).
 */

export type TConsole = { info: (line: string) => void; error: (line: string) => void }

const systemConsole: TConsole = { info: (line) => console.log(line), error: (line) => console.error(line) }

type TCommandOptions = {
  /** The project folder: MONSOON_DATA_DIR is relative to it, as for `npm start`. */
  root: string
  io?: TConsole
}

const say = (io: TConsole) => (line: string) => io.info(`[monsoon] ${line}`)

function where(root: string): { dataDir: string; uploads: TUploadFolders | null; bucket: string | undefined } {
  const dataDir = path.resolve(root, env().MONSOON_DATA_DIR ?? '.data')
  const bucket = env().S3_BUCKET
  return { dataDir, uploads: bucket ? null : uploadFolders(dataDir), bucket }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function failed(io: TConsole, what: string, cause: unknown): number {
  if (cause instanceof BackupError) {
    io.error(`[monsoon] ${what} failed: ${cause.message}`)
  } else {
    io.error(
      `[monsoon] ${what} failed unexpectedly: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`,
    )
  }
  return 1
}

/** The command's usage line (shown with a parse error), and where errors are written. */
type TUsage = { usage: string; io: TConsole }

function parse<const T extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: T,
  { usage, io }: TUsage,
) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (cause) {
    io.error(`[monsoon] ${(cause as Error).message}\n${usage}`)
    return null
  }
}

const BACKUP_USAGE = 'Usage: npm run db:backup [-- --out FILE]'

export async function backupCommand(argv: string[], options: TCommandOptions): Promise<number> {
  const io = options.io ?? systemConsole
  const args = parse(argv, { out: { type: 'string' }, help: { type: 'boolean' } }, { usage: BACKUP_USAGE, io })
  if (!args || args.positionals.length) {
    if (args) io.error(`[monsoon] Unexpected argument ${args.positionals[0]}\n${BACKUP_USAGE}`)
    return 2
  }
  if (args.values.help) {
    io.info(BACKUP_USAGE)
    return 0
  }
  const log = say(io)
  const { dataDir, uploads, bucket } = where(options.root)
  const out = typeof args.values.out === 'string' ? path.resolve(args.values.out) : defaultBackupFile(dataDir)
  try {
    const database = await openDatabase({
      databaseUrl: env().DATABASE_URL,
      postgresDir: path.join(dataDir, 'postgres'),
      createIfMissing: false,
    })
    try {
      log(`Backing up ${database.label}`)
      const result = await createBackup({
        databaseUrl: database.url,
        uploads,
        uploadsElsewhere: bucket
          ? `The uploads are in the S3 bucket ${bucket}: the bucket's versioning or replication backs them up.`
          : undefined,
        out,
        privateFolder: typeof args.values.out !== 'string',
        log,
      })
      for (const skipped of result.skipped) log(`Left out ${skipped}: not a regular file`)
      log(`Backup written: ${result.file} (${megabytes(result.bytes)}): ${summary(result.manifest)}.`)
      if (!result.manifest.uploads.included)
        log(`${result.manifest.uploads.reason} Only the database is in the archive.`)
      return 0
    } finally {
      await database.close().catch(() => undefined)
    }
  } catch (cause) {
    return failed(io, 'Backup', cause)
  }
}

function summary(manifest: TManifest): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)
  const parts = [`${manifest.database.tables.length} tables`, `${rows.toLocaleString('en')} rows`]
  if (manifest.uploads.included) parts.push(`${manifest.uploads.files.length.toLocaleString('en')} uploaded files`)
  return parts.join(', ')
}

const RESTORE_USAGE = 'Usage: npm run db:restore -- FILE --yes'

export async function restoreCommand(
  argv: string[],
  options: TCommandOptions & { migrations?: TMigration[] },
): Promise<number> {
  const io = options.io ?? systemConsole
  const args = parse(argv, { yes: { type: 'boolean' }, help: { type: 'boolean' } }, { usage: RESTORE_USAGE, io })
  if (!args) return 2
  if (args.values.help) {
    io.info(RESTORE_USAGE)
    return 0
  }
  if (args.positionals.length !== 1) {
    io.error(`[monsoon] Name one backup file to restore.\n${RESTORE_USAGE}`)
    return 2
  }
  const log = say(io)
  const archive = path.resolve(args.positionals[0])
  const { dataDir, uploads } = where(options.root)
  try {
    const migrations = options.migrations ?? (await import('../../../migrations')).migrations
    log(`Restoring ${archive}`)
    const result = await restoreBackup({
      archive,
      database: () =>
        openDatabase({
          databaseUrl: env().DATABASE_URL,
          postgresDir: path.join(dataDir, 'postgres'),
          createIfMissing: true,
        }),
      uploads,
      migrations,
      confirmed: args.values.yes === true,
      log,
      onPlan: (plan, notes) => {
        for (const line of plan) io.info(`  ${line}`)
        for (const note of notes) log(note)
      },
    })
    if (!result.restored) {
      io.error(
        `[monsoon] Nothing was changed. To replace them, run again with --yes: npm run db:restore -- ${archive} --yes`,
      )
      return 2
    }
    log(`Restored: ${summary(result.manifest)}. Start the app again.`)
    return 0
  } catch (cause) {
    return failed(io, 'Restore', cause)
  }
}
