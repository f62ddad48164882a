import 'server-only'
import { randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { currentNation } from '@/domain/agents'
import {
  KEY_NAME_MAX,
  KEY_SCHEME,
  keyNameProblem,
  MAX_KEYS_PER_AGENCY,
  parseApiKey,
  rateLimitState,
  type TKeyPolicy,
  type TRateLimitState,
  windowStart,
} from '@/domain/api-keys'
import { env } from '@/lib/env'
import { AppError, type TErrorWords } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import { noteActor } from '@/lib/request-context'
import { hashToken } from '@/lib/secure-token'
import type { ApiKey } from '@/payload-types'
import { agencyOf, agentAsOf, NO_NATION, nationCodes, type TAuth } from '@/server/auth/sessions'
import { execute, inTransaction } from '@/server/db'
import { payloadClient } from '@/server/payload'

/**
 * Monsoon Connect's API keys (issue 24, ADR 043). An agency's admin makes them in the vault; a
 * key acts for its agency with the nations of the agent who made it, never more, and stops when
 * that agent is disabled or moves agency. Only a SHA-256 of a key is stored.
 */

export const KEY_MALFORMED: TErrorWords = { key: 'keyMalformed' }
export const KEY_INVALID: TErrorWords = { key: 'keyInvalid' }
export const KEY_AGENT_GONE: TErrorWords = { key: 'keyAgentGone' }
export const NOT_KEY_ADMIN: TErrorWords = { key: 'notKeyAdmin' }
export const KEYS_NEED_SESSION: TErrorWords = { key: 'keysNeedSession' }
export const NO_SUCH_KEY: TErrorWords = { key: 'noSuchKey' }
export const TOO_MANY_KEYS: TErrorWords = { key: 'tooManyKeys', values: { max: MAX_KEYS_PER_AGENCY } }

export const keyPolicy = (): TKeyPolicy => ({ quota: env().API_KEY_RATE_LIMIT, windowS: 60 })

/** A key as the agency's list shows it: never the key or its hash. */
export type TKeyRow = {
  id: string
  name: string
  prefix: string
  createdAt: string
  createdBy: string
  lastUsedAt: string | null
  revokedAt: string | null
}

export type TKeyAuth = { auth: TAuth; limit: TRateLimitState; policy: TKeyPolicy }

/**
 * The agent a key acts for, with the call counted against the key's limit, in one statement: the
 * key found by its hash with what is needed to check its agent, its counter moved on (the
 * unlogged `api_key_usage` table: no WAL flush on the way, ADR 043), and its `lastUsedAt` stamped
 * at most once a minute (a logged write, so rarely). A refused call (over the limit) still
 * counts: a client that ignores 429 does not get its quota back by retrying.
 */
export async function authenticateApiKey(key: string, nationWanted: string | undefined): Promise<TKeyAuth> {
  if (!parseApiKey(key)) throw new AppError('UNAUTHORIZED', KEY_MALFORMED)
  const payload = await payloadClient()
  const policy = keyPolicy()
  const now = Date.now()
  const window = windowStart(now, policy)
  const rows = await execute(
    payload,
    sql`with found as (
        select k.id, k.prefix, k.agency_id, k.agent_id, k.last_used_at, a.active,
          a.updated_at as agent_changed, g.updated_at as agency_changed
        from api_keys k join agents a on a.id = k.agent_id left join agencies g on g.id = a.agency_id
        where k.key_hash = ${hashToken(key)} and not coalesce(k.revoked, false)
      ), counted as (
        insert into api_key_usage (key_id, window_start, window_count, last_used_at)
        select id, ${window}, 1, now() from found
        on conflict (key_id) do update set
          window_count = case when api_key_usage.window_start = excluded.window_start then api_key_usage.window_count + 1 else 1 end,
          window_start = excluded.window_start,
          last_used_at = excluded.last_used_at
        returning key_id, window_count
      ), stamped as (
        update api_keys set last_used_at = now()
        where id in (select id from found where last_used_at is null or last_used_at < now() - interval '1 minute')
        returning id
      )
      select found.*, counted.window_count as used, (select count(*) from stamped) as stamped
      from found join counted on counted.key_id = found.id`,
  )
  const row = rows[0]
  if (!row) throw new AppError('UNAUTHORIZED', KEY_INVALID)
  const agentId = String(row.agent_id)
  const agent = row.active
    ? await agentAsOf(payload, agentId, { agentChanged: row.agent_changed, agencyChanged: row.agency_changed })
    : null
  if (!agent?.active || relationId(agent.agency) !== String(row.agency_id))
    throw new AppError('UNAUTHORIZED', KEY_AGENT_GONE)
  const limit = rateLimitState({ used: Number(row.used), windowStartS: window }, policy, now)
  const nations = nationCodes(agent)
  const wanted = nationWanted?.trim().toLowerCase()
  if (wanted && !nations.includes(wanted))
    throw new AppError('FORBIDDEN', {
      key: 'keyNationRefused',
      values: { nation: wanted, nations: nations.join(', ') },
    })
  const nation = currentNation(wanted, nations)
  if (!nation) throw new AppError('FORBIDDEN', NO_NATION)
  noteActor('agent', agent.id)
  const id = String(row.id)
  return {
    auth: { agent, nation, sessionId: `key:${id}`, family: `key:${id}`, apiKey: { id, prefix: String(row.prefix) } },
    limit,
    policy,
  }
}

/** Key and webhook management: the agency's admin, from a session (a key cannot make keys). */
export function requireKeyAdmin(auth: TAuth): string {
  if (auth.apiKey) throw new AppError('FORBIDDEN', KEYS_NEED_SESSION)
  if (!auth.agent.isAgencyAdmin) throw new AppError('FORBIDDEN', NOT_KEY_ADMIN)
  const agency = agencyOf(auth)
  if (!agency) throw new AppError('FORBIDDEN', NOT_KEY_ADMIN)
  return agency
}

const rowOf = (doc: ApiKey): TKeyRow => {
  const maker = typeof doc.agent === 'object' && doc.agent ? `${doc.agent.firstName} ${doc.agent.lastName}`.trim() : ''
  return {
    id: doc.id,
    name: doc.name,
    prefix: doc.prefix,
    createdAt: doc.createdAt,
    createdBy: maker,
    lastUsedAt: doc.lastUsedAt ?? null,
    revokedAt: doc.revoked ? (doc.revokedAt ?? doc.updatedAt) : null,
  }
}

/** The agency's keys, live first, newest first; revoked ones stay listed (who used what, when). */
export async function listApiKeys(auth: TAuth): Promise<TKeyRow[]> {
  const agency = requireKeyAdmin(auth)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'api-keys',
    where: { agency: { equals: agency } },
    sort: '-createdAt',
    depth: 1,
    limit: 200,
    pagination: false,
  })
  // The exact last use is in the counter; the key's own field keeps it to the minute.
  const used = docs.length
    ? await execute(
        payload,
        sql`select key_id, last_used_at from api_key_usage where key_id in (${sql.join(
          docs.map((doc) => sql`${doc.id}`),
          sql`, `,
        )})`,
      )
    : []
  const lastUse = new Map(used.map((row) => [String(row.key_id), new Date(String(row.last_used_at)).toISOString()]))
  return docs
    .map((doc) => rowOf({ ...doc, lastUsedAt: lastUse.get(doc.id) ?? doc.lastUsedAt }))
    .sort((a, b) => Number(Boolean(a.revokedAt)) - Number(Boolean(b.revokedAt)))
}

/** Makes a key: the answer holds the key itself, the only time it is ever shown. */
export async function createApiKey(auth: TAuth, input: { name: string }): Promise<TKeyRow & { key: string }> {
  const agency = requireKeyAdmin(auth)
  const problem = keyNameProblem(input.name)
  if (problem) {
    const words: TErrorWords = { key: problem, values: { max: KEY_NAME_MAX } }
    throw new AppError('UNPROCESSABLE', words, { fields: [{ field: 'name', words }] })
  }
  const payload = await payloadClient()
  // Two at once from one agency queue here, so the count cannot be passed by one.
  return inTransaction(payload, async (req) => {
    await execute(payload, sql`select pg_advisory_xact_lock(hashtextextended(${`api-keys:${agency}`}, 0))`, req)
    const { totalDocs } = await payload.count({
      collection: 'api-keys',
      where: { and: [{ agency: { equals: agency } }, { revoked: { not_equals: true } }] },
      req,
    })
    if (totalDocs >= MAX_KEYS_PER_AGENCY) throw new AppError('UNPROCESSABLE', TOO_MANY_KEYS)
    const prefix = `${KEY_SCHEME}_${randomBytes(4).toString('hex')}`
    const key = `${prefix}_${randomBytes(32).toString('base64url')}`
    const doc = await payload.create({
      collection: 'api-keys',
      data: { name: input.name.trim(), prefix, agency, agent: auth.agent.id, keyHash: hashToken(key), revoked: false },
      depth: 0,
      req,
    })
    return { ...rowOf({ ...doc, agent: auth.agent }), key }
  })
}

/** Revokes one of the agency's keys at once; another agency's key is answered like an unknown one. */
export async function revokeApiKey(auth: TAuth, id: string): Promise<TKeyRow> {
  const agency = requireKeyAdmin(auth)
  const payload = await payloadClient()
  const name = `${auth.agent.firstName} ${auth.agent.lastName}`.trim()
  const rows = await execute(
    payload,
    sql`update api_keys set revoked = true, revoked_at = coalesce(revoked_at, now()),
        revoked_by = coalesce(revoked_by, ${`${name} <${auth.agent.email}> (agency admin)`}), updated_at = now()
      where id = ${id} and agency_id = ${agency} returning id`,
  )
  if (!rows[0]) throw new AppError('NOT_FOUND', NO_SUCH_KEY)
  const doc = await payload.findByID({ collection: 'api-keys', id, depth: 1 })
  return rowOf(doc)
}
