import { spawn } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, copyFile, lstat, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Payload } from 'payload'
import pg from 'pg'
import { create as createTar, extract as extractTar, Header, list as listTar } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '@/lib/embedded-postgres'
import { BackupError, createBackup, restoreBackup, uploadFolders } from '@/server/ops/backup'
import { backupCommand, restoreCommand, type TConsole } from '@/server/ops/backup-cli'
import { openDatabase } from '@/server/ops/database-target'
import type { TMigration } from '@/server/ops/postgres-logical'
import { migrations as codeMigrations } from '../../migrations'
import { uploadTestImage } from '../support/media'
import { bootTestPayload } from '../support/payload'

/**
 * `npm run db:backup` / `db:restore` (issue 22): data made through Payload, an upload among it,
 * is backed up, then changed and deleted, then restored; every row, sequence, schema object and
 * upload byte must be back. Each refusal must leave the changed state exactly as it was.
 */

const root = path.resolve(import.meta.dirname, '../..')
const migrations: TMigration[] = codeMigrations

let payload: Payload
let databaseUrl: string
let work: string
let archive: string
let atBackup: TState
let afterChanges: TState
let uploaded: { image: string; pdf: string }

/** The test's MONSOON_DATA_DIR (tests/support/payload.ts), where Payload writes the uploads. */
const dataDir = () => process.env.MONSOON_DATA_DIR ?? ''
const mediaDir = () => uploadFolders(dataDir()).media
const filesDir = () => uploadFolders(dataDir()).files

/** A PDF header, then every byte value: COPY and tar must carry binary files untouched. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%'),
  Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
  Buffer.from('\nxref\n0 1\ntrailer <<>>\nstartxref\n0\n%%EOF\n'),
])
/** Text COPY must escape: tab, newline, carriage return, backslash, quotes, non-Latin letters. */
const AWKWARD = 'Tab\there, line\nbreak, \r return, back\\slash \\N, "quoted", \'single\', Ðà Nẵng, ไทย, 🐘'

type TState = {
  rows: Record<string, string[]>
  sequences: Record<string, string>
  schema: string[]
  files: Record<string, string>
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>, url = databaseUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Everything a restore must bring back: each table's rows as text, the sequences, the schema, the files' bytes. */
async function state(url = databaseUrl): Promise<TState> {
  return withClient(async (client) => {
    const tables = (
      await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public' order by tablename collate "C"`,
      )
    ).rows.map((row) => row.name)
    const rows: TState['rows'] = {}
    for (const table of tables) {
      const result = await client.query<{ r: string }>(`select t::text as r from "${table}" t order by 1`)
      rows[table] = result.rows.map((row) => row.r)
    }
    const sequences: TState['sequences'] = {}
    const names = await client.query<{ name: string }>(
      `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
    )
    for (const { name } of names.rows) {
      const position = await client.query<{ v: string }>(`select last_value || '/' || is_called as v from "${name}"`)
      sequences[name] = position.rows[0].v
    }
    const schema = (
      await client.query<{ line: string }>(
        `select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || udt_name || ' null:' || is_nullable
                || ' default:' || coalesce(column_default, '') || ' #' || ordinal_position as line
           from information_schema.columns where table_schema = 'public'
         union all
         select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
           from pg_constraint where connamespace = 'public'::regnamespace
         union all
         select 'index ' || indexdef from pg_indexes where schemaname = 'public'
         union all
         select 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' order by e.enumsortorder)
           from pg_type t join pg_enum e on e.enumtypid = t.oid where t.typnamespace = 'public'::regnamespace group by t.typname
         order by 1`,
      )
    ).rows.map((row) => row.line)
    return { rows, sequences, schema, files: await filesIn(dataDir()) }
  }, url)
}

async function filesIn(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const folder of ['media', 'files']) {
    const dir = path.join(dataDir, folder)
    if (!existsSync(dir)) continue
    for (const name of await readdir(dir, { recursive: true })) {
      const file = path.join(dir, name)
      if ((await stat(file)).isFile()) {
        files[`${folder}/${name}`] = createHash('sha256')
          .update(await readFile(file))
          .digest('hex')
      }
    }
  }
  return files
}

/** The database of a DATABASE_URL, as the scripts open it. */
const external = (url: string) => () => openDatabase({ databaseUrl: url, postgresDir: '', createIfMissing: false })

function recorder(): TConsole & { text: () => string } {
  const lines: string[] = []
  return { info: (line) => lines.push(line), error: (line) => lines.push(line), text: () => lines.join('\n') }
}

/**
 * A restore needs the app stopped: this file's Payload is the app. Its pool closes its idle
 * connections, but Payload keeps one checked out for good (its adapter's connect), which ends here
 * as it would when the app's process ends.
 */
async function stopTheApp() {
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  pool.on('error', () => undefined)
  void pool.end().catch(() => undefined)
  const others = `from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and usename = current_user`
  await withClient(async (client) => {
    await client.query(`select pg_terminate_backend(pid) ${others}`)
    for (let waited = 0; waited < 10_000; waited += 100) {
      if ((await client.query(`select 1 ${others}`)).rowCount === 0) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('The test database still has other sessions')
  })
}

/** Another archive from the good one, with `change` applied to its extracted contents. */
async function tampered(change: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'tamper-'))
  await extractTar({ file: archive, cwd: dir })
  await change(dir)
  const entries: string[] = []
  await listTar({ file: archive, onReadEntry: (entry) => entries.push(entry.path) })
  const file = path.join(work, `tampered-${randomUUID()}.tar.gz`)
  await createTar({ file, cwd: dir, gzip: true, portable: true }, entries)
  return file
}

type TCraftedEntry = { path: string; type: 'File' | 'Directory' | 'SymbolicLink' | 'Link'; linkpath?: string }

/**
 * The good archive with one more entry no tool of ours writes, appended by hand (node-tar's own
 * writer refuses such names): the rest is a valid backup, so only the entry itself can be refused.
 */
async function withEntry(entry: TCraftedEntry): Promise<string> {
  const tar = gunzipSync(await readFile(archive))
  // The good entries end where the two zero blocks that close a tar begin.
  let end = 0
  while (end + 512 <= tar.length && tar.subarray(end, end + 512).some((byte) => byte !== 0)) {
    const size = new Header(tar, end).size ?? 0
    end += 512 + Math.ceil(size / 512) * 512
  }
  const body = Buffer.from(entry.type === 'File' ? 'written by a crafted archive\n' : '')
  const header = Buffer.alloc(512)
  new Header({
    path: entry.path,
    type: entry.type,
    linkpath: entry.linkpath,
    size: body.length,
    mode: entry.type === 'Directory' ? 0o755 : 0o644,
    mtime: new Date(),
  }).encode(header, 0)
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512)
  const file = path.join(work, `crafted-${randomUUID()}.tar.gz`)
  await writeFile(file, gzipSync(Buffer.concat([tar.subarray(0, end), header, body, padding, Buffer.alloc(1024)])))
  return file
}

/** Outside every folder a restore writes to, for the absolute entry. */
const ABSOLUTE = path.join(os.tmpdir(), `monsoon-absolute-${randomUUID()}.txt`)

/**
 * Entries a Monsoon backup never holds, each with the path it would create, given the data folder
 * the restore extracts in (its staging folder is `<data>/.monsoon-restore-…`, so `../` is `<data>/`).
 */
const CRAFTED: [string, TCraftedEntry, (data: string) => string, string][] = [
  [
    'a file that climbs out',
    { path: '../escape.txt', type: 'File' },
    (data) => path.join(data, 'escape.txt'),
    '"../escape.txt" (File)',
  ],
  ['an absolute path', { path: ABSOLUTE, type: 'File' }, () => ABSOLUTE, `${JSON.stringify(ABSOLUTE)} (File)`],
  [
    'a folder that climbs out',
    { path: '../outside/', type: 'Directory' },
    (data) => path.join(data, 'outside'),
    '"../outside/" (Directory)',
  ],
  [
    'a symbolic link',
    { path: 'media/evil-link', type: 'SymbolicLink', linkpath: '/etc' },
    (data) => path.join(data, 'media', 'evil-link'),
    '"media/evil-link" (SymbolicLink)',
  ],
  [
    'a hard link',
    { path: 'files/evil-hard', type: 'Link', linkpath: '/etc/hostname' },
    (data) => path.join(data, 'files', 'evil-hard'),
    '"files/evil-hard" (Link)',
  ],
]

/** lstat, not existsSync: a symbolic link that points nowhere exists all the same. */
const isThere = async (file: string) => (await lstat(file).catch(() => null)) !== null

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  databaseUrl = process.env.DATABASE_URL ?? ''
  work = await mkdtemp(path.join(os.tmpdir(), 'monsoon-backup-'))

  const kept = await payload.create({ collection: 'countries', data: { fullName: 'Laos', code: 'LA' }, depth: 0 })
  const renamed = await payload.create({ collection: 'countries', data: { fullName: 'Siam', code: 'SI' }, depth: 0 })
  await withClient((client) =>
    client.query('update countries set full_name = $1, updated_at = $2 where id = $3', [
      AWKWARD,
      '2026-11-27 10:13:52.123456+07',
      kept.id,
    ]),
  )
  const image = await uploadTestImage(payload, 'Mekong at dusk', 'mekong.png')
  const pdf = await payload.create({
    collection: 'files',
    data: { title: 'Tariff 2027' },
    file: { data: PDF, mimetype: 'application/pdf', name: 'tariff-2027.pdf', size: PDF.length },
  })
  uploaded = { image: image.filename ?? '', pdf: pdf.filename ?? '' }
  // A sequence that has moved: the restore must put it back where it was.
  await withClient((client) =>
    client.query(
      `select setval(format('%I', sequencename), 41, true) from pg_sequences where schemaname = 'public' order by sequencename limit 1`,
    ),
  )
  atBackup = await state()

  archive = path.join(work, 'good.tar.gz')
  const io = recorder()
  expect(await backupCommand(['--out', archive], { root, io }), io.text()).toBe(0)
  expect(io.text()).toMatch(/Backup written: .*good\.tar\.gz .*uploaded files/)

  // Then the kind of day a restore undoes: a deleted image, edits, a new record, changed and stray files.
  await payload.delete({ collection: 'media', id: image.id })
  await payload.update({ collection: 'countries', id: renamed.id, data: { fullName: 'Thailand' }, depth: 0 })
  await payload.create({ collection: 'countries', data: { fullName: 'Atlantis', code: 'AT' }, depth: 0 })
  await writeFile(path.join(filesDir(), pdf.filename ?? ''), 'overwritten')
  await writeFile(path.join(mediaDir(), 'stray.png'), 'stray')
  await withClient((client) =>
    client.query(
      `select nextval(format('%I', sequencename)) from pg_sequences where schemaname = 'public' order by sequencename limit 1`,
    ),
  )
  afterChanges = await state()
  expect(afterChanges).not.toEqual(atBackup)
}, 180_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('the archive', () => {
  it('holds every table with its row count, the migrations and the uploads, and opens with plain tar', async () => {
    const entries: string[] = []
    await listTar({ file: archive, onReadEntry: (entry) => entries.push(entry.path) })
    const manifest = JSON.parse(
      await (async () => {
        const dir = await mkdtemp(path.join(work, 'look-'))
        await extractTar({ file: archive, cwd: dir, filter: (name) => name === 'manifest.json' })
        return readFile(path.join(dir, 'manifest.json'), 'utf8')
      })(),
    )
    expect(manifest.database.migrations).toEqual(migrations.map((migration) => migration.name))
    const tables = Object.fromEntries(
      manifest.database.tables.map((table: { name: string; rows: number }) => [table.name, table.rows]),
    )
    expect(tables).toEqual(Object.fromEntries(Object.entries(atBackup.rows).map(([name, rows]) => [name, rows.length])))
    expect(Object.keys(atBackup.files).length).toBeGreaterThan(2)
    for (const file of Object.keys(atBackup.files)) expect(entries).toContain(file)
    expect(entries[0]).toBe('manifest.json')
    // Password hashes and personal data: for the owner's eyes only.
    expect((await stat(archive)).mode & 0o077).toBe(0)
  })
})

describe('a restore that must not happen changes nothing', () => {
  it('without --yes: checks the archive, says what it would replace, exits 2', async () => {
    const io = recorder()
    expect(await restoreCommand([archive], { root, io, migrations })).toBe(2)
    expect(io.text()).toContain('Replaces every table of database')
    expect(io.text()).toContain(`Replaces the uploads in ${mediaDir()}`)
    expect(io.text()).toContain('Nothing was changed. To replace them, run again with --yes')
    expect(await state()).toEqual(afterChanges)
  })

  it('a missing file', async () => {
    const io = recorder()
    const missing = path.join(work, 'no-such-backup.tar.gz')
    expect(await restoreCommand([missing, '--yes'], { root, io, migrations })).toBe(1)
    expect(io.text()).toContain(`Restore failed: No backup at ${missing}: the file does not exist.`)
    expect(await state()).toEqual(afterChanges)
  })

  it.each([
    [
      'a byte changed in the middle',
      (bytes: Buffer) =>
        Buffer.concat([
          bytes.subarray(0, bytes.length >> 1),
          Buffer.from([bytes[bytes.length >> 1] ^ 0xff]),
          bytes.subarray((bytes.length >> 1) + 1),
        ]),
    ],
    ['a cut-off file', (bytes: Buffer) => bytes.subarray(0, bytes.length - 100)],
    ['not an archive at all', () => Buffer.from('This is not a backup.\n'.repeat(100))],
  ])('a damaged archive: %s', async (_name, damage) => {
    const file = path.join(work, `damaged-${randomUUID()}.tar.gz`)
    await writeFile(file, damage(await readFile(archive)))
    const io = recorder()
    expect(await restoreCommand([file, '--yes'], { root, io, migrations })).toBe(1)
    expect(io.text()).toMatch(/Restore failed: .*(is damaged|not a Monsoon backup)/)
    expect(io.text()).not.toContain('unexpectedly')
    expect(await state()).toEqual(afterChanges)
  })

  it('a table file that does not match its checksum', async () => {
    const file = await tampered(async (dir) => {
      const names = await readdir(path.join(dir, 'database'))
      const countries = names.find((name) => name.endsWith('-countries.copy')) ?? ''
      const text = await readFile(path.join(dir, 'database', countries), 'utf8')
      await writeFile(path.join(dir, 'database', countries), text.replace('Siam', 'Maia'))
    })
    let isOpened = false
    await expect(
      restoreBackup({
        archive: file,
        database: () => {
          isOpened = true
          return external(databaseUrl)()
        },
        uploads: uploadFolders(dataDir()),
        migrations,
        confirmed: true,
      }),
    ).rejects.toThrow(/countries\.copy does not match its checksum/)
    // Checked before the database is even opened: on a new machine no embedded server gets made.
    expect(isOpened).toBe(false)
    expect(await state()).toEqual(afterChanges)
  })

  it('an archive made by other migrations than the code’s', async () => {
    const file = await tampered(async (dir) => {
      const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'))
      manifest.database.migrations.pop()
      await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
    })
    const io = recorder()
    expect(await restoreCommand([file, '--yes'], { root, io, migrations })).toBe(1)
    const last = migrations[migrations.length - 1].name
    expect(io.text()).toContain(`only in the archive: none; only in the code: ${last}`)
    expect(io.text()).toContain('The archive is older than this code')
    expect(await state()).toEqual(afterChanges)
  })

  it.each(CRAFTED)('an archive holding %s', async (_name, entry, landsAt, named) => {
    const file = await withEntry(entry)
    const io = recorder()
    expect(await restoreCommand([file, '--yes'], { root, io, migrations })).toBe(1)
    expect(io.text()).toContain(`Restore failed: ${file} is not a Monsoon backup: unexpected entries ${named}.`)
    expect(io.text()).not.toContain('unexpectedly')
    expect(await isThere(landsAt(dataDir()))).toBe(false)
    expect(await state()).toEqual(afterChanges)
  })

  it('an archive repacked with plain tar (folders, ./ names) is still one', async () => {
    const dir = await mkdtemp(path.join(work, 'repack-'))
    await extractTar({ file: archive, cwd: dir })
    const file = path.join(work, 'repacked.tar.gz')
    await createTar({ file, cwd: dir, gzip: true, portable: true }, ['.'])
    const entries: string[] = []
    await listTar({ file, onReadEntry: (entry) => entries.push(`${entry.path} (${entry.type})`) })
    expect(entries).toContain('./ (Directory)')
    expect(entries).toContain('./media/ (Directory)')
    const outcome = await restoreBackup({
      archive: file,
      database: external(databaseUrl),
      uploads: uploadFolders(dataDir()),
      migrations,
      confirmed: false,
    })
    expect(outcome.restored).toBe(false)
  })

  it('while the app (another session of the same user) is connected', async () => {
    const app = new pg.Client({ connectionString: databaseUrl, application_name: 'monsoon-app' })
    await app.connect()
    try {
      const io = recorder()
      expect(await restoreCommand([archive, '--yes'], { root, io, migrations })).toBe(1)
      expect(io.text()).toMatch(/other sessions? of this user .*connected to .*monsoon-app from 127\.0\.0\.1/)
      expect(io.text()).toContain('Stop the app (every instance) before restoring. Nothing was changed.')
    } finally {
      await app.end()
    }
    expect(await state()).toEqual(afterChanges)
  })
})

/** A script as an operator runs it: its own process, this file's database and data folder. */
const run = (script: string, args: string[], environment: Record<string, string> = {}) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, ...environment },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (code) => resolve({ code, output }))
  })

describe('an archive swapped after it was checked', () => {
  /** A new, empty database, so the restore gets as far as extracting (no app is connected to it). */
  async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
    const adminUrl = new URL(databaseUrl)
    const name = `swapped_${randomUUID().replaceAll('-', '')}`
    await withClient((client) => client.query(`create database ${name}`), adminUrl.toString())
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return {
      url: url.toString(),
      drop: async () => {
        await withClient((client) => client.query(`drop database ${name} with (force)`), adminUrl.toString())
      },
    }
  }

  it.each(CRAFTED)('to one holding %s: extraction writes nothing of it', async (_name, entry, landsAt, named) => {
    const crafted = await withEntry(entry)
    const file = path.join(work, `swapped-${randomUUID()}.tar.gz`)
    await copyFile(archive, file)
    const data = await mkdtemp(path.join(work, 'swapped-machine-'))
    const target = await emptyDatabase()
    try {
      await expect(
        restoreBackup({
          archive: file,
          // Called once the archive has checked out, before it is extracted.
          database: async () => {
            await copyFile(crafted, file)
            return external(target.url)()
          },
          uploads: uploadFolders(data),
          migrations,
          confirmed: true,
        }),
      ).rejects.toThrow(
        `${file} is not a Monsoon backup (it changed after it was checked): unexpected entries ${named}. Nothing was changed.`,
      )
      expect(await isThere(landsAt(data))).toBe(false)
      // No staging folder left, no upload folder put in place, no table made.
      expect(await readdir(data)).toEqual([])
      const tables = await withClient(
        async (client) => (await client.query(`select 1 from pg_tables where schemaname = 'public'`)).rowCount,
        target.url,
      )
      expect(tables).toBe(0)
    } finally {
      await target.drop()
    }
  })
})

describe('the scripts as operators run them', () => {
  it('db:backup writes an archive; db:restore without --yes only reports; usage mistakes exit 2', async () => {
    const out = path.join(work, 'from-script.tar.gz')
    const backup = await run('db-backup.ts', ['--out', out])
    expect(backup.output).toContain('Backup written')
    expect(backup.code).toBe(0)
    const plan = await run('db-restore.ts', [out])
    expect(plan.output).toContain('Replaces every table of database')
    expect(plan.code).toBe(2)
    const usage = await run('db-restore.ts', [])
    expect(usage.output).toContain('Usage: npm run db:restore -- FILE --yes')
    expect(usage.code).toBe(2)
    expect(await state()).toEqual(afterChanges)
  }, 120_000)
})

describe('the default backup file', () => {
  it('is <data>/backups/monsoon-<UTC time>.tar.gz, in a folder only its owner can read', async () => {
    const io = recorder()
    try {
      expect(await backupCommand([], { root, io }), io.text()).toBe(0)
      const [name, ...others] = await readdir(path.join(dataDir(), 'backups'))
      expect(others).toEqual([])
      expect(name).toMatch(/^monsoon-\d{8}T\d{6}Z\.tar\.gz$/)
      expect(io.text()).toContain(`Backup written: ${path.join(dataDir(), 'backups', name)}`)
      expect((await stat(path.join(dataDir(), 'backups'))).mode & 0o077).toBe(0)
    } finally {
      await rm(path.join(dataDir(), 'backups'), { recursive: true, force: true })
    }
  })

  it('closes an existing default folder to others; leaves a folder named with --out as it is', async () => {
    const backups = path.join(dataDir(), 'backups')
    const elsewhere = path.join(work, 'operators-folder')
    try {
      for (const folder of [backups, elsewhere]) {
        await mkdir(folder)
        await chmod(folder, 0o755)
      }
      const io = recorder()
      expect(await backupCommand([], { root, io }), io.text()).toBe(0)
      expect((await stat(backups)).mode & 0o777).toBe(0o700)
      expect(await backupCommand(['--out', path.join(elsewhere, 'monsoon.tar.gz')], { root, io }), io.text()).toBe(0)
      expect((await stat(elsewhere)).mode & 0o777).toBe(0o755)
      expect((await stat(path.join(elsewhere, 'monsoon.tar.gz'))).mode & 0o077).toBe(0)
    } finally {
      await rm(backups, { recursive: true, force: true })
    }
  })
})

describe('uploads in S3', () => {
  it('db:backup says the bucket is backed up by the provider and archives the database only', async () => {
    const out = path.join(work, 'with-s3-settings.tar.gz')
    const backup = await run('db-backup.ts', ['--out', out], { S3_BUCKET: 'monsoon-media', S3_REGION: 'eu-west-1' })
    expect(backup.output).toContain(
      "The uploads are in the S3 bucket monsoon-media: the bucket's versioning or replication backs them up. Only the database is in the archive.",
    )
    expect(backup.code).toBe(0)
    const entries: string[] = []
    await listTar({ file: out, onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries.some((entry) => entry.startsWith('media/') || entry.startsWith('files/'))).toBe(false)
    expect(entries.filter((entry) => entry.startsWith('database/')).length).toBe(Object.keys(atBackup.rows).length)
  }, 60_000)

  it('the archive holds the database only and says why; a restore leaves the local folders alone', async () => {
    const out = path.join(work, 'database-only.tar.gz')
    const result = await createBackup({
      databaseUrl,
      uploads: null,
      uploadsElsewhere: 'The uploads are in the S3 bucket monsoon-media.',
      out,
    })
    expect(result.manifest.uploads).toEqual({
      included: false,
      reason: 'The uploads are in the S3 bucket monsoon-media.',
    })
    const entries: string[] = []
    await listTar({ file: out, onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries.filter((entry) => !entry.startsWith('database/') && entry !== 'manifest.json')).toEqual([])
    const outcome = await restoreBackup({
      archive: out,
      database: external(databaseUrl),
      uploads: uploadFolders(dataDir()),
      migrations,
      confirmed: false,
    })
    expect(outcome.restored).toBe(false)
    expect(outcome.notes).toEqual([
      'The archive has no uploads (The uploads are in the S3 bucket monsoon-media.); the upload folders here are left as they are.',
    ])
    expect(outcome.plan.join('\n')).not.toContain('uploads in')
  })
})

describe('the round trip', () => {
  it('the upload folders the scripts use are where Payload writes the uploads', () => {
    expect(atBackup.files[`media/${uploaded.image}`]).toBeDefined()
    expect(atBackup.files[`files/${uploaded.pdf}`]).toBe(createHash('sha256').update(PDF).digest('hex'))
  })

  it('restores into a new, empty database exactly what was backed up', async () => {
    const adminUrl = new URL(databaseUrl)
    const fresh = `restore_${randomUUID().replaceAll('-', '')}`
    await withClient((client) => client.query(`create database ${fresh}`), adminUrl.toString())
    adminUrl.pathname = `/${fresh}`
    const freshUrl = adminUrl.toString()
    const dataDir = await mkdtemp(path.join(work, 'new-machine-'))
    await restoreBackup({
      archive,
      database: external(freshUrl),
      uploads: uploadFolders(dataDir),
      migrations,
      confirmed: true,
    })
    const restored = await state(freshUrl)
    expect(restored.rows).toEqual(atBackup.rows)
    expect(restored.sequences).toEqual(atBackup.sequences)
    expect(restored.schema).toEqual(atBackup.schema)
    expect(await filesIn(dataDir)).toEqual(atBackup.files)
  }, 60_000)

  it('after changes and deletions, db:restore --yes brings back every row, sequence and file byte', async () => {
    await stopTheApp()
    const io = recorder()
    expect(await restoreCommand([archive, '--yes'], { root, io, migrations }), io.text()).toBe(0)
    expect(io.text()).toContain('Restored: ')
    const restored = await state()
    expect(restored.rows.countries.some((row) => row.includes('Tab\there, line\nbreak'))).toBe(true)
    expect(restored.rows).toEqual(atBackup.rows)
    expect(restored.sequences).toEqual(atBackup.sequences)
    expect(restored.schema).toEqual(atBackup.schema)
    expect(restored.files).toEqual(atBackup.files)
    const pdfName = Object.keys(restored.files).find((name) => name.startsWith('files/'))
    expect(await readFile(path.join(dataDir(), pdfName ?? ''))).toEqual(PDF)
    // Nothing left behind: no staging folder, no folder set aside.
    expect((await readdir(dataDir())).sort()).toEqual(['files', 'media'])
  }, 60_000)
})

describe('the embedded database', () => {
  it('is reached where the app runs it, started when it does not run, and missing said plainly', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-backup-pg-'))
    const postgresDir = path.join(dir, 'postgres')
    try {
      await expect(openDatabase({ postgresDir, createIfMissing: false })).rejects.toThrow(BackupError)
      await expect(openDatabase({ postgresDir, createIfMissing: false })).rejects.toThrow(/No database to back up/)

      // As `npm start` leaves it: the server running, the app's database in it.
      const app = await startEmbeddedPostgres({ dataDir: postgresDir })
      await app.createDatabase('monsoon')
      try {
        const running = await openDatabase({ postgresDir, createIfMissing: false })
        expect(running.source).toBe('embedded-running')
        expect(running.label).toContain(`127.0.0.1:${app.port}`)
        expect(
          await withClient(async (client) => (await client.query('select current_database() as d')).rows, running.url),
        ).toEqual([{ d: 'monsoon' }])
        await running.close()
        // Closing what it did not start leaves the app's server up.
        expect(existsSync(path.join(postgresDir, 'postmaster.pid'))).toBe(true)
      } finally {
        await app.stop()
      }

      const started = await openDatabase({ postgresDir, createIfMissing: false })
      expect(started.source).toBe('embedded-started')
      expect(await withClient(async (client) => (await client.query('select 1 as one')).rows, started.url)).toEqual([
        { one: 1 },
      ])
      await started.close()
      expect(existsSync(path.join(postgresDir, 'postmaster.pid'))).toBe(false)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
