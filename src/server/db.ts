import 'server-only'
import { getTableColumns, type SQL } from 'drizzle-orm'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

/**
 * The one place raw SQL and transactions meet Payload's database adapter (DESIGN.md, ADR 017):
 * services call `inTransaction` and `execute`, never the adapter's fields. The adapter's
 * `drizzle` and `sessions` are not part of Payload's documented API, so they are read here only,
 * and a missing one is an error, never a quiet fall-back to another connection: a row lock taken
 * outside the caller's transaction would lock nothing (tests/int/private-surfaces.int.test.ts, and docs/architecture/serving.md).
 */
type TRows = { rows: Record<string, unknown>[] }
type TExecutor = {
  execute: (query: SQL) => Promise<TRows>
  insert: (table: unknown) => { values: (rows: Record<string, unknown>[]) => Promise<unknown> }
}
type TAdapter = { drizzle: TExecutor; sessions?: Record<string, { db: TExecutor }>; tables?: Record<string, unknown> }

/**
 * Runs `work` in one database transaction: every Payload call inside passes the given `req`, and
 * the whole is committed, or rolled back when `work` throws (the error is rethrown).
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  const req = { payload, transactionID: transactionID ?? undefined } as unknown as PayloadRequest
  try {
    const result = await work(req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return result
  } catch (cause) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw cause
  }
}

/** Runs one SQL statement, inside the transaction of `req` when it has one. */
export async function execute(
  payload: Payload,
  query: SQL,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<Record<string, unknown>[]> {
  const { rows } = await executorFor(payload, req).execute(query)
  return rows
}

/**
 * The transaction id of `req` once it is known: while Payload opens a transaction for an operation,
 * `req.transactionID` is a promise of it (Payload's `initTransaction`), and a hook may run then.
 */
export async function settledTransactionID(
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<Exclude<PayloadRequest['transactionID'], Promise<unknown>> | undefined> {
  return req?.transactionID instanceof Promise ? await req.transactionID : req?.transactionID
}

/**
 * The open transaction of `req` as an object that lives exactly as long as it: something to key
 * per-transaction state on (a WeakMap) without holding it past its commit. Null outside one.
 */
export function transactionOf(payload: Payload, req?: Partial<Pick<PayloadRequest, 'transactionID'>>): object | null {
  if (req?.transactionID === undefined || req.transactionID === null) return null
  return executorFor(payload, req)
}

function executorFor(payload: Payload, req?: Partial<Pick<PayloadRequest, 'transactionID'>>): TExecutor {
  const adapter = payload.db as unknown as Partial<TAdapter>
  if (req?.transactionID === undefined || req.transactionID === null) {
    if (!adapter.drizzle) throw new Error('The database adapter has no `drizzle` executor: check src/server/db.ts')
    return adapter.drizzle
  }
  if (typeof req.transactionID !== 'string' && typeof req.transactionID !== 'number')
    throw new Error('execute() needs the transaction id itself, not a pending one')
  const session = adapter.sessions?.[String(req.transactionID)]
  if (!session?.db)
    throw new Error(`No open transaction ${req.transactionID} in the database adapter: check src/server/db.ts`)
  return session.db
}

/** Field types whose value is one column of the collection's own table (unless `hasMany`). */
const COLUMN_TYPES = new Set(['text', 'textarea', 'email', 'code', 'number', 'checkbox', 'date', 'select', 'radio'])

/** Parameters per INSERT: below PostgreSQL's limit of 65,535. */
const PARAMETERS_PER_INSERT = 60_000

/** Inserts `rows` into `table` with as few statements as PostgreSQL's parameter limit allows. */
async function insertInChunks(executor: TExecutor, table: unknown, rows: Record<string, unknown>[]): Promise<void> {
  const size = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(getTableColumns(table as never)).length))
  for (let start = 0; start < rows.length; start += size)
    await executor.insert(table).values(rows.slice(start, start + size))
}

/** The collection, and its documents' data, one column a field. */
export type TRowsOf = { collection: CollectionSlug; rows: readonly Record<string, unknown>[] }

/**
 * Inserts many documents of a flat collection (every field one column of its own table: no
 * translations, arrays, relations or versions) in as few statements as the parameters allow, inside the
 * transaction of `req` when it has one. Payload's hooks and validation do not run: for rows the
 * code itself holds, such as the demo's reference lists (249 countries in one statement instead of
 * 498, issue 19), never for anyone's input. Anything else is refused, not half written.
 */
export async function insertRows(
  payload: Payload,
  req: Partial<Pick<PayloadRequest, 'transactionID'>> | undefined,
  { collection, rows }: TRowsOf,
): Promise<void> {
  const config = payload.collections[collection]?.config
  const unfit = (config?.flattenedFields ?? []).filter(
    (field) =>
      !['id', 'createdAt', 'updatedAt'].includes(field.name) &&
      (!COLUMN_TYPES.has(field.type) ||
        ('localized' in field && field.localized) ||
        ('hasMany' in field && field.hasMany)),
  )
  const table = (payload.db as unknown as Partial<TAdapter>).tables?.[collection.replaceAll('-', '_')]
  if (!config || config.versions || unfit.length > 0 || !table) {
    const why = unfit.map((field) => field.name).join(', ') || (config?.versions ? 'versions' : 'no table of that name')
    throw new Error(`insertRows: ${collection} is not a flat collection (${why})`)
  }
  const executor = executorFor(payload, { transactionID: await settledTransactionID(req) })
  const copies = rows.map((row) => ({ ...row }))
  await insertInChunks(executor, table, copies)
}

/**
 * What the migrations make outside Payload's schema: the tables `api_key_usage`, the unlogged per-key
 * counter (ADR 043), and `allotment_nights`, the rooms of the allotments (ADR 044); and one index
 * Payload cannot declare, `allotment_holds_one_active` (one active hold per booking, a partial
 * unique index). Payload pushes no schema (`push: false`), so nothing ever drops them; the
 * schema-drift test leaves them out.
 */
export const OUTSIDE_PAYLOAD_SCHEMA = ['api_key_usage', 'allotment_nights', 'allotment_holds_one_active'] as const

/** Whether a write failed on a unique index: two identical requests at once, one let through. */
export function isUniqueViolation(cause: unknown): boolean {
  return /unique|duplicate/i.test(`${(cause as Error | undefined)?.message} ${JSON.stringify(cause)}`)
}

/**
 * Closes the adapter's connection pool at shutdown, once nothing will query any more. Payload's
 * adapter checks one client out at connect time and never gives it back (it listens on it for
 * connection resets), so `pool.end()`, which waits for every client to come back, never resolves:
 * the idle clients close at once, and that one when the process exits, a moment later.
 */
export async function closePool(payload: Payload, waitMs = 1_000): Promise<void> {
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  if (!pool) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    pool.end(),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs)
    }),
  ])
  clearTimeout(timer)
}
