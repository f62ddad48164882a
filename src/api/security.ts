import type { Context, MiddlewareHandler } from 'hono'
import { NATION_HEADER, rateLimitHeaders } from '@/domain/api-keys'
import { AppError } from '@/lib/errors'
import { ACCESS_COOKIE } from '@/lib/session-cookie-names'
import { authenticate, SESSION_ENDED, type TAuth } from '@/server/auth/sessions'
import { authenticateApiKey } from '@/server/connect/api-keys'
import { credentialOf } from './session-cookies'

/**
 * How each call is authenticated, declared and enforced by one object (issue 24, ADR 043): a route
 * spreads `agentOnly` into its definition, which puts `security` into the OpenAPI document and
 * runs `agentAuth` before the request is validated, so an anonymous caller learns nothing of a
 * call's body rules (401 before 400). Public calls declare `security: []` (`publicCall`).
 */

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key (`Authorization: Bearer msk_…`, made by an agency admin in the vault under API access), or an agent session token from `authenticateCrmclient` with `client: "api"`.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Api-Key',
    description: 'The same API key in its own header, for clients that keep `Authorization` for something else.',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'payload-token',
    description: 'A Monsoon staff member signed in to the back office (/admin): staff-only calls.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: ACCESS_COOKIE,
    description: 'The browser session of a signed-in agent (httpOnly; the site’s own pages).',
  },
} as const

type TSecurity = Record<string, string[]>[]

export const AGENT_SECURITY: TSecurity = [{ bearerAuth: [] }, { apiKey: [] }, { sessionCookie: [] }]

type TAgentCall = { auth: TAuth; viaBearer: boolean; headers?: Record<string, string> }

/** What agentAuth found, per request: handlers read it with requireAgent, never authenticate twice. */
const calls = new WeakMap<Request, TAgentCall>()

/**
 * The agent of a call, by session token, API key or session cookie, or 401. A key's call is
 * counted against its limit and told where it stands (RateLimit headers), 429 past it.
 */
export async function agentCallOf(c: Context): Promise<TAgentCall> {
  const known = calls.get(c.req.raw)
  if (known) return known
  const credential = credentialOf(c)
  let call: TAgentCall
  if (credential.kind === 'key') {
    const { auth, limit, policy } = await authenticateApiKey(credential.key, c.req.header(NATION_HEADER))
    const headers = rateLimitHeaders(policy, limit)
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    if (!limit.allowed)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        { key: 'keyRateLimited', values: { quota: policy.quota, window: policy.windowS, wait: limit.resetS } },
        { retryAfterS: limit.resetS },
      )
    call = { auth, viaBearer: true, headers }
  } else {
    const auth = credential.kind === 'none' ? null : await authenticate(credential.token)
    if (!auth) throw new AppError('UNAUTHORIZED', SESSION_ENDED)
    call = { auth, viaBearer: credential.kind === 'token' }
  }
  calls.set(c.req.raw, call)
  return call
}

/** Runs before the route's validation: an anonymous caller gets 401, never the body rules. */
export const agentAuth: MiddlewareHandler = async (c, next) => {
  const call = await agentCallOf(c)
  await next()
  // A handler that answers with its own Response (a PDF, a Word file) gets the key's headers too.
  for (const [name, value] of Object.entries(call.headers ?? {}))
    if (!c.res.headers.has(name)) c.res.headers.set(name, value)
}

/** Spread into an agent route's definition: declares its security and enforces it. */
export const agentOnly = { security: AGENT_SECURITY, middleware: [agentAuth] as [MiddlewareHandler] }

/** Spread into a public route's definition: no credentials needed. */
export const publicCall: { security: TSecurity } = { security: [] }

/**
 * The agent of a call whose route is `agentOnly`. On any other route this is a programming error
 * (the document would not say the call needs credentials), and fails loudly.
 */
export function requireAgent(c: Context): TAgentCall {
  const call = calls.get(c.req.raw)
  if (!call) throw new Error(`requireAgent on ${c.req.method} ${c.req.path}, whose route is not declared agentOnly`)
  return call
}
