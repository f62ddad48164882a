import 'server-only'
import { createHmac } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { LIMITS, retryAfterMs, type TLimit } from '@/domain/limits'
import { AppError } from '@/lib/errors'
import { logger } from '@/lib/logger'
import { derivedKey } from '@/lib/secret'
import { execute, inTransaction } from '@/server/db'

/** Attempts to count: the limit, what it is counted per (an address, an account…), how many (1). */
export type THit = { limit: TLimit; per: string; count?: number }

/** The stored key: the limit's name and a keyed hash of what is counted, so no address is kept. */
function keyOf(hit: THit): string {
  const digest = createHmac('sha256', derivedKey('rate-limit'))
    .update(hit.per.trim().toLowerCase())
    .digest('hex')
    .slice(0, 32)
  return `${hit.limit.name}:${digest}`
}

const seconds = (ms: number) => ms / 1000

/** Who asks (the client's address), whom we would email, and how many emails that makes. */
export type TEmailAsked = { ip: string; recipient: string; emails?: number }

/**
 * The hits of anything an anonymous caller can make us email: its own limit per client address,
 * the recipient's limit, and the ceiling on all such email (ADR 016). The ceiling counts emails,
 * not requests: a message that also notifies staff queues two.
 */
export function anonymousEmailHits(byAddress: TLimit, { ip, recipient, emails = 1 }: TEmailAsked): THit[] {
  return [
    { limit: byAddress, per: ip },
    { limit: LIMITS.recipient, per: recipient },
    { limit: LIMITS.anonymousEmails, per: 'all', count: emails },
  ]
}

/**
 * Counts one attempt against every limit in `hits`, or refuses them all with 429 and Retry-After,
 * counting none. Atomic: each key is locked for the transaction (a PostgreSQL advisory lock), so
 * parallel attempts queue and each sees the others' hits; no read-then-write window exists.
 * Pass `req` to count inside a caller's transaction (the hit then stands or falls with its work).
 */
export async function takeHits(payload: Payload, hits: THit[], req?: Partial<PayloadRequest>): Promise<void> {
  if (req?.transactionID !== undefined) return countHits(payload, hits, req)
  return inTransaction(payload, (own) => countHits(payload, hits, own))
}

async function countHits(payload: Payload, hits: THit[], req: Partial<PayloadRequest>) {
  const keyed = hits
    .map((hit) => ({ limit: hit.limit, key: keyOf(hit), count: hit.count ?? 1 }))
    .sort((a, b) => a.key.localeCompare(b.key))
  for (const { key } of keyed) {
    await execute(payload, sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`, req)
  }
  let refusal: { limit: TLimit; waitMs: number } | null = null
  for (const { limit, key, count } of keyed) {
    const window = seconds(limit.windowMs)
    await execute(
      payload,
      sql`delete from rate_limit_hits where key = ${key} and created_at <= clock_timestamp() - make_interval(secs => ${window})`,
      req,
    )
    const rows = await execute(
      payload,
      sql`select (extract(epoch from created_at) * 1000)::float8 as at, (extract(epoch from clock_timestamp()) * 1000)::float8 as now
          from rate_limit_hits where key = ${key} order by created_at desc limit ${limit.max}`,
      req,
    )
    const now = rows.length ? Number(rows[0].now) : 0
    const waitMs = retryAfterMs(limit, { hitsNewestFirst: rows.map((row) => Number(row.at)), now, count })
    if (waitMs !== null && (!refusal || waitMs > refusal.waitMs)) refusal = { limit, waitMs }
  }
  if (refusal) {
    logger.warn('Rate limit reached', { limit: refusal.limit.name })
    throw new AppError(
      'TOO_MANY_REQUESTS',
      { key: refusal.limit.why },
      { retryAfterS: Math.ceil(refusal.waitMs / 1000) },
    )
  }
  for (const { key, count } of keyed) {
    await execute(
      payload,
      sql`insert into rate_limit_hits (key, created_at, updated_at) select ${key}, clock_timestamp(), clock_timestamp() from generate_series(1, ${count})`,
      req,
    )
  }
}

/** Forgets every counted attempt of `hit` (a successful sign-in clears its account's count). */
export async function clearHits(payload: Payload, hit: THit): Promise<void> {
  await execute(payload, sql`delete from rate_limit_hits where key = ${keyOf(hit)}`)
}

/** Takes back the newest counted attempt of `hit` (a successful sign-in is not a failure of its address). */
export async function returnHit(payload: Payload, hit: THit): Promise<void> {
  const key = keyOf(hit)
  await execute(
    payload,
    sql`delete from rate_limit_hits where id = (select id from rate_limit_hits where key = ${key} order by created_at desc limit 1)`,
  )
}

/** Deletes the hits that have left their limit's window; the table holds only what still counts. */
export async function sweepHits(payload: Payload): Promise<number> {
  let swept = 0
  for (const limit of Object.values(LIMITS)) {
    const rows = await execute(
      payload,
      sql`delete from rate_limit_hits where key like ${`${limit.name}:%`} and created_at <= clock_timestamp() - make_interval(secs => ${seconds(limit.windowMs)}) returning id`,
    )
    swept += rows.length
  }
  return swept
}

let sweeper: NodeJS.Timeout | undefined

/** Sweeps the hits every `intervalMs` (an hour) in this process; the table stays as small as the limits. */
export function startHitSweeper(payload: Payload, intervalMs = 60 * 60_000) {
  if (sweeper) return
  const sweep = () =>
    sweepHits(payload).catch((error: unknown) =>
      logger.warn('Rate-limit sweep failed', { message: error instanceof Error ? error.message : String(error) }),
    )
  sweeper = setInterval(sweep, intervalMs)
  sweeper.unref()
  void sweep()
}
