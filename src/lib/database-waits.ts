/**
 * How long the app waits on PostgreSQL, and how it tells an unreachable database from a bug
 * (issue 59, ADR 071). Without bounds, a stalled database held every request until its client gave
 * up, and writes the clients had abandoned were applied when it came back.
 */
import type { EventEmitter } from 'node:events'
import pg from 'pg'
import type { TEnv } from './env'

/** What a 503 for an unreachable database tells the caller to wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5

/** After PostgreSQL's own statement timeout, how much longer the app waits for its answer. */
const READ_GRACE_MS = 2_000

type TWaits = Pick<TEnv, 'DATABASE_URL' | 'DATABASE_STATEMENT_TIMEOUT_SECONDS' | 'DATABASE_ACQUIRE_TIMEOUT_SECONDS'>

/**
 * The pool's settings: every wait bounded.
 * - `connectionTimeoutMillis`: the wait for a connection, a free one of the pool or a new one (a
 *   stalled server accepts the TCP connection and never answers its start-up);
 * - `statement_timeout`: PostgreSQL cancels a statement that runs longer (a lock held elsewhere, a
 *   slow plan), and rolls its transaction back;
 * - `query_timeout`: the app stops waiting shortly after, when the server is too stalled to cancel
 *   anything itself. The statement may still be waiting in the server's socket: BoundedClient
 *   then ends the connection, and a transaction (Payload runs every write in one) is rolled back
 *   when the server reads that end, so nothing of it is applied;
 * - `idle_in_transaction_session_timeout`: a transaction whose client went quiet does not hold its
 *   locks for ever.
 */
export function poolSettings(vars: TWaits) {
  const statementMs = vars.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000
  return {
    Client: BoundedClient,
    connectionString: vars.DATABASE_URL,
    connectionTimeoutMillis: vars.DATABASE_ACQUIRE_TIMEOUT_SECONDS * 1000,
    statement_timeout: statementMs,
    query_timeout: statementMs + READ_GRACE_MS,
    idle_in_transaction_session_timeout: statementMs * 3,
  }
}

const READ_TIMEOUT = 'Query read timeout'

/**
 * A connection that closes itself when the app stopped waiting for an answer (`query_timeout`):
 * its state is unknown (a statement may still be queued in the server's socket, a transaction
 * open), so it is never handed to another request. Ending it sends PostgreSQL the Terminate after
 * whatever it has not read yet: when a stalled server resumes, it rolls back any transaction the
 * connection had open instead of waiting for a COMMIT, and the pool drops the connection.
 */
export class BoundedClient extends pg.Client {
  /** Its connection was ended after a read timeout (see releaseAbandoned). */
  static readonly ENDED_EVENT = 'ended-after-read-timeout'

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this one only watches the answer
  override query(...args: any[]): any {
    const last = args.at(-1)
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        this.endAfterReadTimeout(error)
        return last(error, ...rest)
      }
    }
    const result = (super.query as (...all: unknown[]) => unknown)(...args)
    if (result instanceof Promise) result.catch((error: unknown) => this.endAfterReadTimeout(error))
    return result
  }

  private endAfterReadTimeout(error: unknown) {
    if (!(error instanceof Error) || error.message !== READ_TIMEOUT) return
    void this.end().catch(() => undefined)
    this.emit(BoundedClient.ENDED_EVENT)
  }
}

/** How long a connection ended by a read timeout may stay checked out before the pool takes it back. */
const ABANDONED_GRACE_MS = 1_000

/**
 * Gives the pool back a connection its user never releases. Drizzle's node-postgres transaction
 * (0.45.2 and its main branch, drizzle-orm#6241) sends BEGIN before the `try` whose `finally`
 * releases the connection: a BEGIN that fails, as it does when a stalled database lets the read
 * time out, leaves the connection checked out for ever, and after ten such failures the pool
 * has none left. A connection ended by its read timeout and still out a second later is released
 * here, with the error, so the pool drops it. Called once, when Payload has made its pool.
 */
export function releaseAbandoned(pool: pg.Pool): void {
  const out = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => out.add(client))
  pool.on('release', (_error, client) => out.delete(client))
  pool.on('connect', (client) => {
    ;(client as unknown as EventEmitter).on(BoundedClient.ENDED_EVENT, () => {
      setTimeout(() => {
        if (out.has(client)) client.release(new Error(`${READ_TIMEOUT}: released by the app, its user never did`))
      }, ABANDONED_GRACE_MS).unref()
    })
  })
}

/**
 * SQLSTATEs of a database that cannot serve now (PostgreSQL's appendix A): a statement cancelled
 * by its timeout or by an operator, the server shutting down or refusing connections, a lost
 * connection, too many connections, a lock not granted in time.
 */
const UNAVAILABLE_STATES = new Set([
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '55P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])

/**
 * What node-postgres and Node say when the server cannot be reached or does not answer, anywhere
 * in a message (Payload rewrites a failed BEGIN as "Error: cannot begin transaction: …", without
 * the cause, and a BEGIN fails only when the connection or the server does).
 */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/,
  /Query read timeout/,
  /Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /connect (ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH)/,
  /(read|write) ECONNRESET/,
  /cannot begin transaction/,
]
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE'])

/**
 * Whether an error, or any error it was caused by (Drizzle and Payload wrap the driver's), says the
 * database is unreachable, stalled or overloaded rather than that the request or the code is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_CODES.has(code))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
    current = cause
  }
  return false
}
