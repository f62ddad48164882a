import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { create as createTar, extract as extractTar, list as listTar, type ReadEntry } from 'tar'
import { z } from 'zod'
import { type TUploadCollection, UPLOAD_COLLECTIONS } from '@/domain/uploads'
import { BackupError } from './backup-error'
import type { TDatabaseTarget } from './database-target'
import {
  describeDatabase,
  dumpDatabase,
  loadDatabase,
  otherSessions,
  type TDatabaseDump,
  type TMigration,
} from './postgres-logical'

/**
 * `npm run db:backup` and `npm run db:restore` (issue 22, ADR 042). One archive, a `.tar.gz`
 * anyone can open with `tar`: `manifest.json` (what is inside, with sizes and checksums), the
 * database as COPY text (`database/`), and the uploads (`media/`, `files/`) unless they live in
 * S3. These modules are run by the scripts, outside Next.js, so they carry no `server-only` mark.
 */

export { BackupError } from './backup-error'

const FORMAT = 'monsoon-backup'
const MANIFEST = 'manifest.json'

/** Where the uploads live on this machine: `<MONSOON_DATA_DIR>/<collection>`, as Payload stores them on disk. */
export type TUploadFolders = Record<TUploadCollection, string>

export function uploadFolders(dataDir: string): TUploadFolders {
  return Object.fromEntries(
    UPLOAD_COLLECTIONS.map((collection) => [collection, path.resolve(dataDir, collection)]),
  ) as TUploadFolders
}

/** `monsoon-20261127T101352Z.tar.gz` in `<data>/backups`: sorts by time, UTC, no characters a shell minds. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  return path.resolve(dataDir, 'backups', `monsoon-${stamp}.tar.gz`)
}

const isSafeRelative = (value: string) =>
  value.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\0'))

const isUploadFolder = (value: string): value is TUploadCollection =>
  (UPLOAD_COLLECTIONS as readonly string[]).includes(value)

const ZUploadPath = z
  .string()
  .refine(
    (value) => UPLOAD_COLLECTIONS.some((folder) => value.startsWith(`${folder}/`)) && isSafeRelative(value),
    'an upload path is media/… or files/…',
  )

const DATABASE_FILE = /^database\/[A-Za-z0-9_.-]+\.copy$/

/** An entry's name as the archive's files are named: `./manifest.json` is `manifest.json`. */
const entryName = (value: string) => value.replace(/^(\.\/)+/, '')

/**
 * What a Monsoon archive may hold, checked on every entry both when it is verified and when it is
 * extracted: regular files and folders, named `manifest.json`, `database/<table>.copy` or inside
 * `media/` and `files/`, never absolute, never with `..`. No link of either kind, no device, no FIFO:
 * the archive's files can then only land inside the folder it is extracted to.
 */
function isAllowedEntry(type: string, value: string): boolean {
  const name = entryName(value)
  if (type === 'File') {
    return name === MANIFEST || DATABASE_FILE.test(name) || ZUploadPath.safeParse(name).success
  }
  if (type === 'Directory') {
    const folder = name.replace(/\/$/, '')
    if (folder === '' || folder === '.') return true
    const [top] = folder.split('/')
    return isSafeRelative(folder) && (top === 'database' ? folder === top : isUploadFolder(top))
  }
  return false
}

/** The entries an archive may not hold, named safely for a terminal (a name can hold any byte). */
function unexpected(refused: string[]): string {
  const more = refused.length > 5 ? ` (and ${refused.length - 5} more)` : ''
  return `unexpected entries ${refused.slice(0, 5).join(', ')}${more}`
}

const describeEntry = (type: string, value: string) => `${JSON.stringify(value)} (${type})`

const ZManifest = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    serverVersion: z.string(),
    migrations: z.array(z.string()),
    tables: z.array(
      z.object({
        name: z.string().min(1),
        columns: z.array(z.string().min(1)).min(1),
        rows: z.number().int().min(0),
        file: z.string().regex(DATABASE_FILE),
        bytes: z.number().int().min(0),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    ),
    sequences: z.array(
      z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
    ),
  }),
  uploads: z.discriminatedUnion('included', [
    z.object({
      included: z.literal(true),
      files: z.array(z.object({ path: ZUploadPath, bytes: z.number().int().min(0) })),
    }),
    z.object({ included: z.literal(false), reason: z.string() }),
  ]),
})

export type TManifest = z.infer<typeof ZManifest>

type TFound = { bytes: number; sha256?: string }

/** Every entry the manifest lists is there with its size (and checksum), and nothing else is. */
function checkContents(manifest: TManifest, found: Map<string, TFound>, archive: string) {
  const expected = new Map<string, TFound>()
  for (const table of manifest.database.tables) expected.set(table.file, { bytes: table.bytes, sha256: table.sha256 })
  if (manifest.uploads.included)
    for (const file of manifest.uploads.files) expected.set(file.path, { bytes: file.bytes })
  const problems: string[] = []
  for (const [name, want] of expected) {
    const got = found.get(name)
    if (!got) problems.push(`${name} is missing`)
    else if (got.bytes !== want.bytes) problems.push(`${name} has ${got.bytes} bytes, the manifest says ${want.bytes}`)
    else if (want.sha256 && got.sha256 !== want.sha256) problems.push(`${name} does not match its checksum`)
  }
  for (const name of found.keys()) {
    if (name !== MANIFEST && !expected.has(name)) problems.push(`${name} is not in the manifest`)
  }
  if (problems.length) {
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''
    throw new BackupError(`${archive} is damaged: ${problems.slice(0, 5).join('; ')}${more}.`)
  }
}

function parseManifest(text: string | undefined, archive: string): TManifest {
  if (text === undefined) throw new BackupError(`${archive} is not a Monsoon backup: it has no ${MANIFEST}.`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupError(`${archive} is damaged: its ${MANIFEST} is not JSON.`)
  }
  const parsed = ZManifest.safeParse(json)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    throw new BackupError(
      `${archive} is not a Monsoon backup this version can read (${MANIFEST}: ${first.path.join('.') || 'format'}: ${first.message}).`,
    )
  }
  return parsed.data
}

const MANIFEST_LIMIT = 256 * 1024 * 1024

/**
 * Reads the whole archive once without writing anything: gzip's and tar's own checks catch a cut
 * or garbled file, the manifest's sizes and checksums catch the rest.
 */
export async function verifyArchive(archive: string): Promise<TManifest> {
  const file = path.resolve(archive)
  const info = await stat(file).catch(() => null)
  if (!info) throw new BackupError(`No backup at ${file}: the file does not exist.`)
  if (!info.isFile()) throw new BackupError(`${file} is not a file.`)
  const found = new Map<string, TFound>()
  const hashes = new Map<string, ReturnType<typeof createHash>>()
  const refused: string[] = []
  const manifestChunks: Buffer[] = []
  let manifestBytes = 0
  let hasManifest = false
  const onReadEntry = (entry: ReadEntry) => {
    const name = entryName(entry.path)
    if (!isAllowedEntry(entry.type, entry.path)) {
      refused.push(describeEntry(entry.type, entry.path))
      return entry.resume()
    }
    if (entry.type === 'Directory') return entry.resume()
    if (name === MANIFEST) {
      hasManifest = true
      entry.on('data', (chunk: Buffer) => {
        manifestBytes += chunk.length
        if (manifestBytes <= MANIFEST_LIMIT) manifestChunks.push(chunk)
      })
      return
    }
    found.set(name, { bytes: entry.size })
    if (name.startsWith('database/')) {
      const hash = createHash('sha256')
      hashes.set(name, hash)
      entry.on('data', (chunk: Buffer) => hash.update(chunk))
    } else {
      entry.resume()
    }
  }
  try {
    await listTar({ file, strict: true, onReadEntry })
  } catch (cause) {
    throw new BackupError(
      `${file} is damaged or not a backup (${cause instanceof Error ? cause.message : String(cause)}).`,
    )
  }
  if (refused.length) {
    throw new BackupError(`${file} is not a Monsoon backup: ${unexpected(refused)}.`)
  }
  if (manifestBytes > MANIFEST_LIMIT)
    throw new BackupError(`${file} is not a Monsoon backup: ${MANIFEST} is too large.`)
  for (const [name, hash] of hashes) {
    const entry = found.get(name)
    if (entry) entry.sha256 = hash.digest('hex')
  }
  const manifest = parseManifest(hasManifest ? Buffer.concat(manifestChunks).toString('utf8') : undefined, file)
  checkContents(manifest, found, file)
  return manifest
}

type TUploadFile = { path: string; bytes: number }

/** Regular files only: Payload writes nothing else, and a link could point anywhere. */
async function listUploads(folder: TUploadCollection, root: string, skipped: string[]): Promise<TUploadFile[]> {
  const files: TUploadFile[] = []
  const visit = async (dir: string, relative: string) => {
    const entries = await readdir(dir, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      const inside = `${relative}/${entry.name}`
      const absolute = path.join(dir, entry.name)
      if (entry.isDirectory()) await visit(absolute, inside)
      else if (entry.isFile()) files.push({ path: inside, bytes: (await stat(absolute)).size })
      else skipped.push(inside)
    }
  }
  if (existsSync(root)) await visit(root, folder)
  return files
}

export type TBackupOptions = {
  databaseUrl: string
  /** The upload folders to include; null when they are not on this machine (`uploadsElsewhere` says where). */
  uploads: TUploadFolders | null
  uploadsElsewhere?: string
  out: string
  /**
   * `out`'s folder holds backups only (the default `<data>/backups`): it is made `0700` even when it
   * already exists. A folder named with `--out` is the operator's: made `0700` only when it is created.
   */
  privateFolder?: boolean
  log?: (line: string) => void
}

/** A folder made earlier (by hand, by an older version, under a looser umask) is closed when it is ours. */
async function closeToOthers(folder: string, log: (line: string) => void) {
  const info = await stat(folder)
  if ((info.mode & 0o077) === 0) return
  if (info.uid === process.getuid?.()) {
    await chmod(folder, 0o700)
    return
  }
  log(
    `${folder} can be read by other users (mode ${(info.mode & 0o777).toString(8)}) and belongs to another user, so it is left as it is: make it 0700.`,
  )
}

export type TBackupResult = { file: string; bytes: number; manifest: TManifest; skipped: string[] }

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'monsoon-backup' })
  try {
    await client.connect()
  } catch (cause) {
    throw new BackupError(`Cannot connect to the database: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  return client
}

/**
 * Writes one archive to `out` (never over an existing file). The database is read from one
 * snapshot first, then the uploads: a file added meanwhile is harmless, and a file deleted
 * meanwhile makes the backup fail rather than lie. The archive is read back and checked before
 * it gets its final name, so a file at `out` is a complete backup.
 */
export async function createBackup(options: TBackupOptions): Promise<TBackupResult> {
  const log = options.log ?? (() => undefined)
  const out = path.resolve(options.out)
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose another file with --out.`)
  // Backups hold password hashes and personal data: the folder and the file are the owner's alone.
  await mkdir(path.dirname(out), { recursive: true, mode: 0o700 })
  if (options.privateFolder) await closeToOthers(path.dirname(out), log)
  const staging = await mkdtemp(path.join(path.dirname(out), '.monsoon-backup-'))
  const partial = `${out}.partial`
  let finished = false
  try {
    await mkdir(path.join(staging, 'database'))
    const client = await connect(options.databaseUrl)
    let database: TDatabaseDump
    try {
      log('Reading the database...')
      database = await dumpDatabase(client, staging).catch((cause: unknown) => {
        if (cause instanceof pg.DatabaseError) throw new BackupError(`Reading the database failed: ${cause.message}`)
        throw cause
      })
    } finally {
      await client.end().catch(() => undefined)
    }

    const skipped: string[] = []
    let uploads: TManifest['uploads']
    if (options.uploads) {
      const files: TUploadFile[] = []
      for (const folder of UPLOAD_COLLECTIONS) {
        const root = options.uploads[folder]
        const listed = await listUploads(folder, root, skipped)
        if (listed.length) await symlink(path.resolve(root), path.join(staging, folder), 'dir')
        files.push(...listed)
      }
      uploads = { included: true, files }
      log(`Adding ${files.length} uploaded files...`)
    } else {
      uploads = { included: false, reason: options.uploadsElsewhere ?? 'The uploads are not on this machine.' }
    }

    const manifest: TManifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), database, uploads }
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
    const entries = [
      MANIFEST,
      ...database.tables.map((table) => table.file),
      ...(uploads.included ? uploads.files.map((file) => file.path) : []),
    ]
    await pipeline(
      createTar({ cwd: staging, gzip: true, portable: true, strict: true }, entries),
      createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
    )
    log('Checking the archive...')
    try {
      await verifyArchive(partial)
    } catch (cause) {
      throw new BackupError(
        `The archive did not check out (an upload changed while it was written?): ${(cause as Error).message} Run the backup again.`,
      )
    }
    await rename(partial, out)
    finished = true
    return { file: out, bytes: (await stat(out)).size, manifest, skipped }
  } finally {
    await rm(staging, { recursive: true, force: true })
    if (!finished) await rm(partial, { force: true })
  }
}

export type TRestoreOptions = {
  archive: string
  /** Opened only once the archive has checked out, so a refused archive starts no server. */
  database: () => Promise<TDatabaseTarget>
  /** Where to put the archive's uploads; null when uploads are not on this machine (S3). */
  uploads: TUploadFolders | null
  /** The code's migrations: the archive must have been made by the same ones. */
  migrations: TMigration[]
  /** The operator said yes (`--yes`); without it nothing is changed and the plan is returned. */
  confirmed: boolean
  log?: (line: string) => void
  /** Told what will be replaced before anything is, confirmed or not. */
  onPlan?: (plan: string[], notes: string[]) => void
}

export type TRestoreResult = { restored: boolean; plan: string[]; notes: string[]; manifest: TManifest }

function compareMigrations(archived: string[], code: string[]) {
  const same = archived.length === code.length && archived.every((name, index) => name === code[index])
  if (same) return
  const onlyArchive = archived.filter((name) => !code.includes(name))
  const onlyCode = code.filter((name) => !archived.includes(name))
  const advice =
    onlyArchive.length === 0
      ? 'The archive is older than this code: restore it with the Monsoon version that made it, then start this version, which applies the newer migrations.'
      : onlyCode.length === 0
        ? 'The archive was made by a newer Monsoon: restore it with that version.'
        : 'Restore it with the Monsoon version that made it.'
  const list = (names: string[]) => (names.length ? names.join(', ') : 'none')
  throw new BackupError(
    `The archive's database was made by other migrations than this code's (only in the archive: ${list(onlyArchive)}; only in the code: ${list(onlyCode)}). ${advice} Nothing was changed.`,
  )
}

async function countFiles(root: string): Promise<number> {
  if (!existsSync(root)) return 0
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).length
}

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`

/** The files as extracted, measured as `verifyArchive` measures them in the archive. */
async function measureExtracted(dir: string, manifest: TManifest): Promise<Map<string, TFound>> {
  const found = new Map<string, TFound>()
  const visit = async (relative: string) => {
    const absolute = path.join(dir, ...relative.split('/'))
    if (!existsSync(absolute)) return
    for (const entry of await readdir(absolute, { withFileTypes: true })) {
      const inside = `${relative}/${entry.name}`
      if (entry.isDirectory()) await visit(inside)
      else found.set(inside, { bytes: (await stat(path.join(absolute, entry.name))).size })
    }
  }
  for (const top of ['database', ...UPLOAD_COLLECTIONS]) await visit(top)
  for (const table of manifest.database.tables) {
    const entry = found.get(table.file)
    if (!entry) continue
    const hash = createHash('sha256')
    await pipeline(createReadStream(path.join(dir, ...table.file.split('/'))), hash)
    entry.sha256 = hash.digest('hex')
  }
  return found
}

/**
 * Replaces the database (and the uploads, when the archive has them and they live here) with the
 * archive's. Everything that can be checked is checked before anything changes: the archive's
 * integrity, its migrations against the code's, other sessions on the database. The database is
 * replaced in one transaction; the upload folders are then swapped by renaming.
 */
export async function restoreBackup(options: TRestoreOptions): Promise<TRestoreResult> {
  const log = options.log ?? (() => undefined)
  const archive = path.resolve(options.archive)
  log(`Checking ${archive}...`)
  const manifest = await verifyArchive(archive)
  compareMigrations(
    manifest.database.migrations,
    options.migrations.map((migration) => migration.name),
  )

  const notes: string[] = []
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)
  const restoresUploads = manifest.uploads.included && options.uploads !== null
  if (manifest.uploads.included && !options.uploads) {
    notes.push(
      `The archive's uploads (${plural(manifest.uploads.files.length, 'file')}) are not restored: uploads are in S3 here. Extract them with tar if you need them.`,
    )
  }
  if (!manifest.uploads.included && options.uploads) {
    notes.push(`The archive has no uploads (${manifest.uploads.reason}); the upload folders here are left as they are.`)
  }

  const database = await options.database()
  let client: pg.Client | undefined
  try {
    client = await connect(database.url)
    const now = await describeDatabase(client)
    const plan = [
      `Archive: made ${manifest.createdAt}, ${plural(manifest.database.migrations.length, 'migration')}, ${plural(manifest.database.tables.length, 'table')}, ${plural(rows, 'row')}${manifest.uploads.included ? `, ${plural(manifest.uploads.files.length, 'uploaded file')}` : ''}.`,
      `Replaces every table of ${database.label}; it has ${plural(now.tables, 'table')}, ${now.size}.`,
    ]
    if (restoresUploads && options.uploads) {
      for (const folder of UPLOAD_COLLECTIONS) {
        const target = options.uploads[folder]
        plan.push(`Replaces the uploads in ${target}; it has ${plural(await countFiles(target), 'file')}.`)
      }
    }
    options.onPlan?.(plan, notes)
    if (!options.confirmed) return { restored: false, plan, notes, manifest }

    const others = await otherSessions(client)
    if (others.length) {
      throw new BackupError(
        `${plural(others.length, 'other session')} of this user ${others.length === 1 ? 'is' : 'are'} connected to ${database.label}: ${others.join('; ')}. Stop the app (every instance) before restoring. Nothing was changed.`,
      )
    }

    const stagingRoot = options.uploads ? path.dirname(path.resolve(options.uploads.media)) : os.tmpdir()
    await mkdir(stagingRoot, { recursive: true })
    const staging = await mkdtemp(path.join(stagingRoot, '.monsoon-restore-'))
    let keepStaging = false
    try {
      log('Extracting...')
      // The file is read a second time here: whatever it holds now, only what verifyArchive allows
      // is written (a file swapped since it was checked cannot put anything anywhere else).
      const refused: string[] = []
      await extractTar({
        file: archive,
        cwd: staging,
        strict: true,
        preservePaths: false,
        preserveOwner: false,
        filter: (name, entry) => {
          const type = 'type' in entry ? entry.type : 'Unknown'
          if (!isAllowedEntry(type, name)) {
            refused.push(describeEntry(type, name))
            return false
          }
          // Uploads that stay unused here (S3) need not be written at all.
          return restoresUploads || !isUploadFolder(entryName(name).split('/')[0])
        },
      }).catch((cause: unknown) => {
        const message = cause instanceof Error ? cause.message : String(cause)
        const code = String((cause as { code?: unknown } | null)?.code ?? '')
        if (code.startsWith('TAR_') || code.startsWith('Z_')) {
          throw new BackupError(`${archive} is damaged or not a backup (${message}). Nothing was changed.`)
        }
        throw new BackupError(`Extracting ${archive} into ${staging} failed: ${message}. Nothing was changed.`)
      })
      if (refused.length) {
        throw new BackupError(
          `${archive} is not a Monsoon backup (it changed after it was checked): ${unexpected(refused)}. Nothing was changed.`,
        )
      }
      const extracted = await measureExtracted(staging, manifest)
      checkContents(
        restoresUploads ? manifest : { ...manifest, uploads: { included: false, reason: '' } },
        extracted,
        archive,
      )

      log('Replacing the database...')
      await loadDatabase(client, { dir: staging, dump: manifest.database, migrations: options.migrations }).catch(
        (cause: unknown) => {
          if (cause instanceof pg.DatabaseError) {
            throw new BackupError(
              `The database refused the restore, which was rolled back: ${cause.message}. Nothing was changed.`,
            )
          }
          throw cause
        },
      )

      if (restoresUploads && options.uploads) {
        log('Replacing the uploads...')
        try {
          await swapUploads(staging, options.uploads)
        } catch (cause) {
          keepStaging = true
          throw new BackupError(
            `The database was restored, but the uploads could not be put in place (${(cause as Error).message}). The archive's uploads are in ${staging}: move its media/ and files/ into place by hand.`,
          )
        }
      }
      return { restored: true, plan, notes, manifest }
    } finally {
      if (!keepStaging) await rm(staging, { recursive: true, force: true })
    }
  } finally {
    await client?.end().catch(() => undefined)
    await database.close().catch(() => undefined)
  }
}

/** Each folder is renamed aside and the archive's renamed in, so no moment mixes the two sets of files. */
async function swapUploads(staging: string, uploads: TUploadFolders) {
  const stamp = Date.now()
  const aside: string[] = []
  for (const folder of UPLOAD_COLLECTIONS) {
    const target = path.resolve(uploads[folder])
    const incoming = path.join(staging, folder)
    if (!existsSync(incoming)) await mkdir(incoming)
    if (existsSync(target)) {
      const old = `${target}.replaced-${stamp}`
      await rename(target, old)
      aside.push(old)
    }
    await mkdir(path.dirname(target), { recursive: true })
    await rename(incoming, target)
  }
  for (const old of aside) await rm(old, { recursive: true, force: true })
}
