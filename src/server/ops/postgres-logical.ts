import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { BackupError } from './backup-error'

/**
 * A logical dump and load of Monsoon's database without pg_dump (ADR 042): the rows of every
 * table as PostgreSQL's own COPY text, the sequences' positions, and the names of the migrations
 * that made the schema. The schema itself is not dumped: a restore rebuilds it by running the same
 * migrations, then loads the rows.
 */

const SCHEMA = 'public'

export type TTableDump = {
  name: string
  columns: string[]
  rows: number
  /** Path of the COPY text inside the archive, `/`-separated. */
  file: string
  bytes: number
  sha256: string
}

export type TSequenceDump = { name: string; lastValue: string; isCalled: boolean }

export type TDatabaseDump = {
  serverVersion: string
  migrations: string[]
  tables: TTableDump[]
  sequences: TSequenceDump[]
}

export type TMigration = { name: string; up: (args: MigrateUpArgs) => Promise<void> }

/**
 * COPY's text format depends on these settings (dates, intervals, float digits): both sides pin
 * them, as pg_dump does, so what is read back is exactly what was written.
 */
const SESSION_SETTINGS = [
  "set client_encoding = 'UTF8'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  'set extra_float_digits = 3',
  "set timezone = 'UTC'",
]

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`
const qualified = (name: string) => `${quote(SCHEMA)}.${quote(name)}`

/** Objects of an extension belong to the extension; they are neither dumped nor dropped. */
const NOT_FROM_EXTENSION = `not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`

type TTable = { oid: number; name: string }

async function tables(client: pg.Client): Promise<TTable[]> {
  // Plain tables and partitions; a partitioned parent holds no rows of its own.
  const { rows } = await client.query<TTable>(
    `select c.oid::int as oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind = 'r' and ${NOT_FROM_EXTENSION} order by c.relname collate "C"`,
    [SCHEMA],
  )
  return rows
}

/** Generated columns are computed by the server and cannot be loaded. */
async function columnsOf(client: pg.Client, oid: number): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [oid],
  )
  return rows.map((row) => row.name)
}

async function sequences(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind = 'S' and ${NOT_FROM_EXTENSION} order by c.relname collate "C"`,
    [SCHEMA],
  )
  return rows.map((row) => row.name)
}

const fileName = (index: number, table: string) =>
  `database/${String(index + 1).padStart(4, '0')}-${table.replace(/[^A-Za-z0-9_.-]/g, '_')}.copy`

/**
 * Writes every table's rows into `dir` (one COPY text file each) from one snapshot, so the
 * tables agree with each other even while the app keeps writing.
 */
export async function dumpDatabase(client: pg.Client, dir: string): Promise<TDatabaseDump> {
  await client.query('begin isolation level repeatable read, read only')
  try {
    for (const setting of SESSION_SETTINGS) await client.query(setting)
    const found = await tables(client)
    if (!found.some((table) => table.name === 'payload_migrations')) {
      throw new BackupError(
        `The database has no payload_migrations table: it is not a Monsoon database, or the app never started on it.`,
      )
    }
    // As pg_dump does: a migration must not change a table between the snapshot and its COPY.
    await client.query(`lock table ${found.map((table) => qualified(table.name)).join(', ')} in access share mode`)
    const serverVersion = (await client.query<{ v: string }>('select current_setting($1) as v', ['server_version']))
      .rows[0].v
    const migrations = (
      await client.query<{ name: string }>(`select name from ${qualified('payload_migrations')} order by name`)
    ).rows.map((row) => row.name)

    const dumped: TTableDump[] = []
    for (const [index, table] of found.entries()) {
      const columns = await columnsOf(client, table.oid)
      const file = fileName(index, table.name)
      const hash = createHash('sha256')
      let bytes = 0
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk)
          bytes += chunk.length
          done(null, chunk)
        },
      })
      const copy = client.query(copyTo(`copy ${qualified(table.name)} (${columns.map(quote).join(', ')}) to stdout`))
      await pipeline(copy, measure, createWriteStream(path.join(dir, ...file.split('/')), { mode: 0o600 }))
      dumped.push({ name: table.name, columns, rows: copy.rowCount, file, bytes, sha256: hash.digest('hex') })
    }

    const positions: TSequenceDump[] = []
    for (const name of await sequences(client)) {
      const { rows } = await client.query<{ last: string; called: boolean }>(
        `select last_value::text as last, is_called as called from ${qualified(name)}`,
      )
      positions.push({ name, lastValue: rows[0].last, isCalled: rows[0].called })
    }
    await client.query('commit')
    return { serverVersion, migrations, tables: dumped, sequences: positions }
  } catch (cause) {
    await client.query('rollback').catch(() => undefined)
    throw cause
  }
}

/**
 * Drops what the migrations create in the schema (tables, views, sequences, types, routines)
 * rather than the schema itself: the schema's owner and grants stay as the provider set them, and
 * an app user that owns its tables but not the schema can still restore.
 */
async function emptySchema(client: pg.Client) {
  const { rows: relations } = await client.query<{ kind: string; name: string }>(
    `select c.relkind as kind, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('v', 'm', 'r', 'p', 'f', 'S') and not c.relispartition
       and ${NOT_FROM_EXTENSION}`,
    [SCHEMA],
  )
  const order = ['v', 'm', 'f', 'p', 'r', 'S']
  const statement: Record<string, string> = {
    v: 'view',
    m: 'materialized view',
    f: 'foreign table',
    p: 'table',
    r: 'table',
    S: 'sequence',
  }
  relations.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
  // CASCADE may already have dropped a later one (a serial's sequence goes with its table).
  for (const { kind, name } of relations)
    await client.query(`drop ${statement[kind]} if exists ${qualified(name)} cascade`)

  const { rows: routines } = await client.query<{ signature: string }>(
    `select c.oid::regprocedure::text as signature from pg_proc c join pg_namespace n on n.oid = c.pronamespace
     where n.nspname = $1 and ${NOT_FROM_EXTENSION}`,
    [SCHEMA],
  )
  for (const { signature } of routines) await client.query(`drop routine if exists ${signature} cascade`)

  // Enums, domains, ranges and stand-alone composites; array and table row types go with their owners.
  const { rows: types } = await client.query<{ name: string }>(
    `select c.typname as name from pg_type c join pg_namespace n on n.oid = c.typnamespace
     where n.nspname = $1 and ${NOT_FROM_EXTENSION}
       and (c.typtype in ('e', 'd', 'r')
         or (c.typtype = 'c' and (select relkind from pg_class where oid = c.typrelid) = 'c'))`,
    [SCHEMA],
  )
  for (const { name } of types) await client.query(`drop type if exists ${qualified(name)} cascade`)
}

/**
 * The committed migrations, run as Payload runs them but on this transaction's connection, so a
 * failed restore leaves the database as it was. Generated migrations use only `db`; one that
 * reaches for Payload's API fails here with its name rather than half-working.
 */
async function applyMigrations(client: pg.Client, migrations: TMigration[]) {
  const db = drizzle({ client }) as unknown as MigrateUpArgs['db']
  for (const migration of migrations) {
    const unavailable = (what: string) =>
      new Proxy(
        {},
        {
          get: (_target, property) => {
            if (property === 'then') return undefined
            throw new BackupError(
              `Migration ${migration.name} uses ${what}.${String(property)}: db:restore runs migrations with \`db\` only (ADR 042).`,
            )
          },
        },
      )
    await migration.up({
      db,
      payload: unavailable('payload') as MigrateUpArgs['payload'],
      req: unavailable('req') as MigrateUpArgs['req'],
    })
  }
}

/** The schema the migrations made must hold exactly the archive's tables, columns and sequences. */
async function checkSameShape(client: pg.Client, dump: TDatabaseDump): Promise<TTable[]> {
  const found = await tables(client)
  const names = (list: { name: string }[]) => list.map((item) => item.name).join(', ')
  const missing = dump.tables.filter((table) => !found.some((other) => other.name === table.name))
  const extra = found.filter((table) => !dump.tables.some((other) => other.name === table.name))
  if (missing.length || extra.length) {
    throw new BackupError(
      `The migrations make other tables than the archive has (${[
        missing.length ? `not made: ${names(missing)}` : '',
        extra.length ? `not in the archive: ${names(extra)}` : '',
      ]
        .filter(Boolean)
        .join('; ')}). Nothing was changed.`,
    )
  }
  for (const table of found) {
    const columns = await columnsOf(client, table.oid)
    const archived = dump.tables.find((other) => other.name === table.name)?.columns ?? []
    const same = columns.length === archived.length && archived.every((column) => columns.includes(column))
    if (!same) {
      throw new BackupError(
        `Table ${table.name} has columns (${columns.join(', ')}) after the migrations, the archive (${archived.join(', ')}). Nothing was changed.`,
      )
    }
  }
  const sequenceNames = await sequences(client)
  const archivedSequences = dump.sequences.map((sequence) => sequence.name)
  if (sequenceNames.join(',') !== [...archivedSequences].sort().join(',')) {
    throw new BackupError(
      `The migrations make the sequences (${sequenceNames.join(', ')}), the archive has (${archivedSequences.join(', ')}). Nothing was changed.`,
    )
  }
  return found
}

type TForeignKey = { table: string; name: string; definition: string }

async function foreignKeys(client: pg.Client): Promise<TForeignKey[]> {
  const { rows } = await client.query<TForeignKey>(
    `select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and k.contype = 'f' and k.conparentid = 0 order by c.relname, k.conname`,
    [SCHEMA],
  )
  return rows
}

async function enabledUserTriggers(client: pg.Client): Promise<{ table: string; name: string }[]> {
  const { rows } = await client.query<{ table: string; name: string }>(
    `select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and not t.tgisinternal and t.tgenabled <> 'D' and t.tgparentid = 0`,
    [SCHEMA],
  )
  return rows
}

export type TLoadOptions = {
  /** Folder the archive was extracted into: the dump's `file` paths are relative to it. */
  dir: string
  dump: TDatabaseDump
  migrations: TMigration[]
}

/**
 * Replaces everything in the schema with the dump, in one transaction: empty the schema, run the
 * migrations, load the rows, put the sequences back. Any failure rolls all of it back.
 *
 * Foreign keys are dropped for the load and added again afterwards (which checks every row), as
 * pg_dump's own restore does: `session_replication_role = replica` would need a superuser, which
 * a managed database's app user is not. User triggers are disabled for the load, so rows arrive
 * exactly as they were dumped.
 */
export async function loadDatabase(client: pg.Client, options: TLoadOptions): Promise<void> {
  await client.query('begin')
  try {
    for (const setting of SESSION_SETTINGS) await client.query(setting)
    // Waiting on a lock behind a forgotten session would look like a hang: fail with a reason instead.
    await client.query(`set local lock_timeout = '30s'`)
    await emptySchema(client)
    await applyMigrations(client, options.migrations)
    const found = await checkSameShape(client, options.dump)

    // Migrations may insert rows (Payload's own bookkeeping, defaults): the archive's rows replace them.
    if (found.length) await client.query(`truncate ${found.map((table) => qualified(table.name)).join(', ')}`)
    const keys = await foreignKeys(client)
    for (const key of keys) await client.query(`alter table ${qualified(key.table)} drop constraint ${quote(key.name)}`)
    const triggers = await enabledUserTriggers(client)
    for (const trigger of triggers) {
      await client.query(`alter table ${qualified(trigger.table)} disable trigger ${quote(trigger.name)}`)
    }

    for (const table of options.dump.tables) {
      const copy = client.query(
        copyFrom(`copy ${qualified(table.name)} (${table.columns.map(quote).join(', ')}) from stdin`),
      )
      await pipeline(createReadStream(path.join(options.dir, ...table.file.split('/'))), copy)
      if (copy.rowCount !== table.rows) {
        throw new BackupError(
          `Table ${table.name}: loaded ${copy.rowCount} rows, the archive lists ${table.rows}. Nothing was changed.`,
        )
      }
    }

    for (const trigger of triggers) {
      await client.query(`alter table ${qualified(trigger.table)} enable trigger ${quote(trigger.name)}`)
    }
    for (const key of keys) {
      await client.query(`alter table ${qualified(key.table)} add constraint ${quote(key.name)} ${key.definition}`)
    }
    for (const sequence of options.dump.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ])
    }
    await client.query('commit')
  } catch (cause) {
    await client.query('rollback').catch(() => undefined)
    throw cause
  }
}

/** Other sessions of this user on this database: the app, most likely, which must be stopped first. */
export async function otherSessions(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ who: string }>(
    `select coalesce(nullif(application_name, ''), 'unnamed client') || ' from ' || coalesce(host(client_addr), 'a local socket')
       || ' (pid ' || pid || ')' as who
     from pg_stat_activity
     where datname = current_database() and usename = current_user and pid <> pg_backend_pid()
       and backend_type = 'client backend'
     order by pid`,
  )
  return rows.map((row) => row.who)
}

/** A one-line picture of the database a restore would replace. */
export async function describeDatabase(client: pg.Client): Promise<{ tables: number; size: string }> {
  const { rows } = await client.query<{ tables: number; size: string }>(
    `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = $1 and c.relkind in ('r', 'p')) as tables,
            pg_size_pretty(pg_database_size(current_database())) as size`,
    [SCHEMA],
  )
  return rows[0]
}
