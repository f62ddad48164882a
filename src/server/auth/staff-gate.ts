import 'server-only'
import { UUID } from '@/domain/ids'
import { LIMITS } from '@/domain/limits'
import { isSameOrigin } from '@/domain/local-path'
import { normaliseAddress } from '@/domain/request-email'
import { unstorableTextAt } from '@/domain/text'
import { CLIENT_IP_HEADER } from '@/lib/client-address'
import { isAppError } from '@/lib/errors'
import { anonymousEmailHits, clearHits, returnHit, takeHits } from '@/server/limits/rate-limit'
import { steadyAnswer } from '@/server/limits/steady-answer'
import { payloadClient } from '@/server/payload'

/** Payload's REST answers errors as `{ errors: [{ message }] }`; ours before it speak the same way. */
const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const hasStaffCookie = (request: Request) =>
  (request.headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith('payload-token='))

/** Staff credentials: the back office's cookie, or a token or API key in the Authorization header. */
const hasStaffCredential = (request: Request) => hasStaffCookie(request) || request.headers.has('authorization')

/**
 * What Payload's REST API serves without a staff session: uploaded files (the site's images) and
 * the calls of the back office's sign-in pages. The public site reads its content through our own
 * API (§7), so nothing else of Payload's query surface is open to the world.
 */
const OPEN_WITHOUT_SESSION = [
  /^\/cms-api\/(media|files)\/file\//,
  /^\/cms-api\/users\/(login|logout|me|refresh-token|forgot-password|reset-password|first-register|init)$/,
]

export const isOpenWithoutSession = (pathname: string) => OPEN_WITHOUT_SESSION.some((open) => open.test(pathname))

/**
 * Conditions of a `where` query that Payload hands to PostgreSQL as they are, and that PostgreSQL
 * answers with an error (Payload's 500): a non-UUID compared with an id, geometric operators on
 * fields that are not points (Monsoon has none), `all` on a scalar, an unknown draft status.
 */
export function whereProblem(search: URLSearchParams): string | null {
  for (const [key, value] of search) {
    const path = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1])
    if (!key.startsWith('where[') || path.length < 2) continue
    const operator = path[path.length - 1]
    const field = path[path.length - 2]
    if (['near', 'within', 'intersects', 'all'].includes(operator))
      return `The operator ${operator} cannot be used here`
    if (field === 'id' && ['equals', 'not_equals', 'in', 'not_in', 'contains'].includes(operator)) {
      if (!value.split(',').every((id) => UUID.test(id.trim()))) return 'An id is a UUID'
    }
    if (field === '_status' && !['draft', 'published'].includes(value)) return 'The status is draft or published'
  }
  return null
}

/** Whether the write comes from the back office's own pages: its Origin is the host it was sent to. */
const isFromOwnPages = (request: Request) =>
  isSameOrigin(
    request.headers.get('origin'),
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host,
  )

/** The data of a write, sent as JSON or as the admin's multipart `_payload`; null when it is neither. */
async function dataOf(request: Request): Promise<unknown> {
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('multipart/form-data'))
      return JSON.parse(String((await request.clone().formData()).get('_payload') ?? 'null'))
    if (type.includes('json')) return await request.clone().json()
  } catch {
    // Not readable here: Payload answers it.
  }
  return null
}

/** The email a sign-in or reset form names. */
async function emailOf(request: Request): Promise<string> {
  const email = ((await dataOf(request)) as { email?: unknown } | null)?.email
  return typeof email === 'string' ? normaliseAddress(email) : ''
}

type THandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * What stands before Payload's REST API (/cms-api, ADR 016):
 * - without a staff session only uploaded files and the sign-in pages' calls are served, and
 *   `where` conditions PostgreSQL would fail on are a 400, not Payload's 500;
 * - a write riding on the back office's session cookie must come from the back office itself
 *   (Origin = this host); other sites get 403 (CSRF);
 * - text PostgreSQL cannot store (a NUL) or absurd nesting is a 400, as on our own API;
 * - staff sign-in is limited per account and per client address with the agents' limits, counted
 *   atomically, the same answer for existing and unknown accounts (Payload's own lockout, whose
 *   message told existing accounts apart, is off);
 * - staff password reset, which emails, has the anonymous limits and answers at a steady pace.
 */
export function guardStaffRest(handler: THandler): THandler {
  return async (request, context) => {
    const url = new URL(request.url)
    if (!hasStaffCredential(request) && !isOpenWithoutSession(url.pathname))
      return refusal(401, 'Sign in to the back office (/admin) to use its API.')
    const badWhere = whereProblem(url.searchParams)
    if (badWhere) return refusal(400, badWhere)
    if (SAFE_METHODS.has(request.method)) return handler(request, context)
    if (hasStaffCookie(request) && !isFromOwnPages(request)) return refusal(403, 'Cross-site request refused')
    const unstorable = unstorableTextAt(await dataOf(request))
    if (unstorable) return refusal(400, unstorable.message)
    const path = url.pathname
    const ip = request.headers.get(CLIENT_IP_HEADER) || 'unknown'
    try {
      if (request.method === 'POST' && path.endsWith('/users/login'))
        return await signIn(request, context, { handler, ip })
      if (request.method === 'POST' && path.endsWith('/users/forgot-password'))
        return await resetPassword(request, context, { handler, ip })
    } catch (error) {
      if (isAppError(error) && error.code === 'TOO_MANY_REQUESTS')
        return refusal(429, error.message, { 'Retry-After': String(error.retryAfterS ?? 60) })
      throw error
    }
    return handler(request, context)
  }
}

/** Payload's handler the gate passes the request on to, and the client's address. */
type TGated = { handler: THandler; ip: string }

async function signIn(request: Request, context: Parameters<THandler>[1], { handler, ip }: TGated) {
  const payload = await payloadClient()
  const account = { limit: LIMITS.signInAccount, per: `staff:${await emailOf(request)}` }
  const address = { limit: LIMITS.signInAddress, per: ip }
  await takeHits(payload, [account, address])
  const response = await handler(request, context)
  if (response.ok) await Promise.all([clearHits(payload, account), returnHit(payload, address)])
  return response
}

async function resetPassword(request: Request, context: Parameters<THandler>[1], { handler, ip }: TGated) {
  const payload = await payloadClient()
  const email = await emailOf(request)
  return steadyAnswer(async () => {
    await takeHits(payload, anonymousEmailHits(LIMITS.passwordResetAddress, { ip, recipient: email }))
    return handler(request, context)
  })
}
