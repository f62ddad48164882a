import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { currentNation, nationPasscode, type TAgentProfile } from '@/domain/agents'
import { LIMITS } from '@/domain/limits'
import { isLocale, localeOr, type TLocale } from '@/domain/locales'
import { AppError, type TErrorWords } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import { noteActor } from '@/lib/request-context'
import { hashToken, newSecureToken } from '@/lib/secure-token'
import { localCached } from '@/lib/tag-cache'
import type { Agency, Agent, Nation } from '@/payload-types'
import { execute } from '@/server/db'
import { isEnabledLanguage } from '@/server/languages/languages'
import { clearHits, returnHit, takeHits } from '@/server/limits/rate-limit'
import { payloadClient } from '@/server/payload'
import { decoyHash, verifyPassword } from './passwords'
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS, signAccessToken, verifyAccessToken } from './tokens'

export const LOGIN_FAILED: TErrorWords = { key: 'loginFailed' }
export const ACCOUNT_DISABLED: TErrorWords = { key: 'accountDisabled' }
export const SESSION_ENDED: TErrorWords = { key: 'sessionEnded' }
export const NO_NATION: TErrorWords = { key: 'noNation' }

/**
 * A rotated refresh token still works this long: a page and its prefetches renew in parallel with
 * the same token. Presented later, it is a stolen copy and ends the whole family (ADR 009).
 */
export const REUSE_GRACE_MS = 10_000

export type TIssued = {
  accessToken: string
  refreshToken: string
  expiresIn: number
  nation: string
  /** The agent's language (profile), which a browser sign-in makes the site's (issue 26, ADR 045). */
  language: TLocale
}
/**
 * Who a call acts for: the agent, and their session, or the API key it came with (ADR 043). A key's
 * `sessionId` and `family` are `key:<id>`: nothing of a session (sign-out, nation switch) applies.
 */
export type TAuth = {
  agent: Agent
  sessionId: string
  family: string
  nation: string
  apiKey?: { id: string; prefix: string }
}

const stampOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ''))

/** The agency whose bookings and favourites an agent shares with colleagues (ADR 012). */
export const agencyOf = (auth: Pick<TAuth, 'agent'>) => relationId(auth.agent.agency)

/** The codes of the nations an agent may use (`listNation`). */
export const nationCodes = (agent: Agent) =>
  (agent.listNation ?? []).map((nation) => (typeof nation === 'string' ? '' : (nation as Nation).code)).filter(Boolean)

async function loadAgent(payload: Payload, where: { id: string } | { email: string }): Promise<Agent | null> {
  const { docs } = await payload.find({
    collection: 'agents',
    where: 'id' in where ? { id: { equals: where.id } } : { email: { equals: where.email } },
    depth: 1,
    limit: 1,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

/** The session's nation, its family (the refresh tokens that follow one sign-in), and the client's address. */
type TSessionOf = { nation: string; family: string; ip?: string }

async function issue(payload: Payload, agent: Agent, { nation, family, ip }: TSessionOf): Promise<TIssued> {
  const { token, hash } = newSecureToken()
  const session = await payload.create({
    collection: 'agent-sessions',
    data: {
      agent: agent.id,
      family,
      tokenHash: hash,
      nation,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS).toISOString(),
      ip,
    },
    depth: 0,
  })
  const accessToken = await signAccessToken({ sub: agent.id, sid: session.id, nation })
  return { accessToken, refreshToken: token, expiresIn: ACCESS_TOKEN_TTL_S, nation, language: localeOr(agent.language) }
}

async function revokeFamily(payload: Payload, family: string, reason: string) {
  await execute(
    payload,
    sql`update agent_sessions set revoked_at = now(), revoked_reason = ${reason} where family = ${family} and revoked_at is null`,
  )
}

/** Whose sessions end, and why (kept on each session). */
export type TRevocation = { agentId: string; reason: string }

/** Ends every session of an agent (account disabled, password changed), inside `req`'s transaction when given. */
export async function revokeAgentSessions(
  payload: Payload,
  { agentId, reason }: TRevocation,
  req?: Pick<PayloadRequest, 'transactionID'>,
) {
  await execute(
    payload,
    sql`update agent_sessions set revoked_at = now(), revoked_reason = ${reason} where agent_id = ${agentId} and revoked_at is null`,
    req,
  )
}

/**
 * authenticateCrm, password grant. Failures say the same thing whether or not the account exists.
 * Each attempt is counted before the password is checked, in one atomic step per account and per
 * client address (ADR 016), so parallel guesses queue behind the limit instead of all being let
 * through; a success takes its attempt back.
 */
export async function login(args: {
  email: string
  password: string
  ip: string
  nation?: string
  /**
   * The language the browser holds as chosen (its locale cookie): the agent's language from now
   * on. Without one, the agent's own language is the site's after sign-in.
   */
  browsing?: string
}): Promise<TIssued> {
  const payload = await payloadClient()
  const email = args.email.trim().toLowerCase()
  const account = { limit: LIMITS.signInAccount, per: email }
  const address = { limit: LIMITS.signInAddress, per: args.ip }
  await takeHits(payload, [account, address])

  const agent = await loadAgent(payload, { email })
  const hash = (agent as (Agent & { passwordHash?: string | null }) | null)?.passwordHash
  const valid = await verifyPassword(hash ?? (await decoyHash()), args.password)
  if (!agent || !hash || !valid) throw new AppError('UNAUTHORIZED', LOGIN_FAILED)
  await Promise.all([clearHits(payload, account), returnHit(payload, address)])
  if (!agent.active) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED)
  const nation = currentNation(args.nation, nationCodes(agent))
  if (!nation) throw new AppError('FORBIDDEN', NO_NATION)
  if (isLocale(args.browsing) && args.browsing !== agent.language && (await isEnabledLanguage(args.browsing))) {
    await payload.update({ collection: 'agents', id: agent.id, data: { language: args.browsing }, depth: 0 })
    return issue(payload, { ...agent, language: args.browsing }, { nation, family: randomUUID(), ip: args.ip })
  }
  return issue(payload, agent, { nation, family: randomUUID(), ip: args.ip })
}

/**
 * authenticateCrm, refresh grant. Each refresh token works once: using it rotates the session.
 * A token presented again after its rotation means it was copied, so the whole family ends.
 */
export async function refresh(args: { refreshToken: string; ip: string }): Promise<TIssued> {
  const payload = await payloadClient()
  const rows = await execute(
    payload,
    sql`select id, agent_id, family, nation, expires_at, rotated_at, revoked_at from agent_sessions where token_hash = ${hashToken(args.refreshToken)} limit 1`,
  )
  const session = rows[0]
  if (!session || session.revoked_at) throw new AppError('UNAUTHORIZED', SESSION_ENDED)
  const family = String(session.family)
  if (new Date(String(session.expires_at)).getTime() <= Date.now()) throw new AppError('UNAUTHORIZED', SESSION_ENDED)
  // One statement decides who rotates; a token already rotated is a reuse, unless it is the same
  // browser's parallel requests (a page and its prefetches) within the grace period.
  const claimed = await execute(
    payload,
    sql`update agent_sessions set rotated_at = now() where id = ${session.id} and rotated_at is null and revoked_at is null returning id`,
  )
  if (claimed.length === 0) {
    const current = await execute(payload, sql`select rotated_at from agent_sessions where id = ${session.id}`)
    const rotatedAt = new Date(String(current[0]?.rotated_at ?? 0)).getTime()
    if (Date.now() - rotatedAt > REUSE_GRACE_MS) {
      await revokeFamily(payload, family, 'refresh token reused')
      throw new AppError('UNAUTHORIZED', SESSION_ENDED)
    }
  }
  const agent = await loadAgent(payload, { id: String(session.agent_id) })
  if (!agent?.active) {
    await revokeFamily(payload, family, 'agent disabled')
    throw new AppError('UNAUTHORIZED', SESSION_ENDED)
  }
  // Staff may have taken the session's nation from the agent since: the renewed session moves to
  // a nation the agent still has, or ends when none is left.
  const nation = currentNation(String(session.nation), nationCodes(agent))
  if (!nation) {
    await revokeFamily(payload, family, 'no nation left')
    throw new AppError('UNAUTHORIZED', SESSION_ENDED)
  }
  return issue(payload, agent, { nation, family, ip: args.ip })
}

/** When the agent and their agency last changed, as the session store has them (their `updated_at`). */
export type TChangedAt = { agentChanged: unknown; agencyChanged: unknown }

/**
 * The agent document (with agency and nations) as it was when the agent and their agency last
 * changed: read once per change, kept in this instance's cache (and dropped with the nations).
 */
export async function agentAsOf(
  payload: Payload,
  agentId: string,
  { agentChanged, agencyChanged }: TChangedAt,
): Promise<Agent | null> {
  const stamp = `${stampOf(agentChanged)}|${stampOf(agencyChanged)}`
  return localCached({ key: `agent:${agentId}:${stamp}`, tags: ['nations'] }, () => loadAgent(payload, { id: agentId }))
}

/** The agent behind an access token, checked against the session store on every call. */
export async function authenticate(accessToken: string | null | undefined): Promise<TAuth | null> {
  if (!accessToken) return null
  const claims = await verifyAccessToken(accessToken)
  if (!claims) return null
  const payload = await payloadClient()
  // One query per call: the session, and when the agent and their agency last changed. The agent
  // document (with agency and nations) is read again only when one of them has changed since.
  const rows = await execute(
    payload,
    sql`select s.id, s.family, s.revoked_at, a.active, a.updated_at as agent_changed, g.updated_at as agency_changed
      from agent_sessions s join agents a on a.id = s.agent_id left join agencies g on g.id = a.agency_id
      where s.id = ${claims.sid} and s.agent_id = ${claims.sub} limit 1`,
  )
  const session = rows[0]
  if (!session || session.revoked_at || !session.active) return null
  const agent = await agentAsOf(payload, claims.sub, {
    agentChanged: session.agent_changed,
    agencyChanged: session.agency_changed,
  })
  if (!agent?.active) return null
  // The nation is checked on every call against the agent's nations as they are now: a token for
  // a nation staff have since removed no longer works (a refresh moves it to one the agent has).
  if (!nationCodes(agent).includes(claims.nation)) return null
  noteActor('agent', agent.id)
  return { agent, sessionId: String(session.id), family: String(session.family), nation: claims.nation }
}

/** Logout: the whole session family ends on the server, so old tokens stop working at once. */
export async function logout(auth: TAuth) {
  await revokeFamily(await payloadClient(), auth.family, 'logout')
}

/**
 * Nation switching (spec §4): re-issues the session for a nation of the agent's own listNation.
 * The passcode (nation + agent code) is checked too, but only ever on top of a valid session.
 */
export async function switchNation(
  auth: TAuth,
  args: { nation: string; passcode: string; ip: string },
): Promise<TIssued> {
  if (auth.apiKey) throw new AppError('FORBIDDEN', { key: 'keyHasNoSession' })
  const nation = args.nation.trim().toLowerCase()
  const allowed = nationCodes(auth.agent)
  if (!allowed.includes(nation) || args.passcode !== nationPasscode(nation, auth.agent.ccode)) {
    throw new AppError('FORBIDDEN', { key: 'nationNotYours' })
  }
  const payload = await payloadClient()
  await revokeFamily(payload, auth.family, 'nation switched')
  return issue(payload, auth.agent, { nation, family: auth.family, ip: args.ip })
}

/**
 * Keeps the language an agent chose with the header's switch in their profile (spec §3 `language`),
 * so the site opens in it at their next sign-in on any device. Only a language staff have enabled.
 */
export async function setAgentLanguage(auth: TAuth, language: string): Promise<TLocale> {
  if (!isLocale(language) || !(await isEnabledLanguage(language))) {
    throw new AppError(
      'BAD_REQUEST',
      { key: 'languageUnavailable' },
      {
        fields: [{ field: 'language', words: { key: 'languageUnavailable' } }],
      },
    )
  }
  const payload = await payloadClient()
  await payload.update({ collection: 'agents', id: auth.agent.id, data: { language }, depth: 0 })
  return language
}

export function profileOf(auth: TAuth): TAgentProfile {
  const { agent } = auth
  const agency = typeof agent.agency === 'string' ? null : (agent.agency as Agency)
  return {
    _id: agent.id,
    md5code: agent.md5code,
    name: `${agent.firstName} ${agent.lastName}`.trim(),
    nation: auth.nation,
    listNation: nationCodes(agent),
    ccurrency: agent.ccurrency,
    cmarket: agent.cmarket,
    cname: agency?.name ?? '',
    cemail: agent.email,
    ccode: agent.ccode,
    language: localeOr(agent.language),
    online: Boolean(agent.online),
  }
}
