import 'server-only'
import { LIMITS } from '@/domain/limits'
import { isSameOrigin } from '@/domain/local-path'
import { normaliseAddress } from '@/domain/request-email'
import { unstorableTextAt } from '@/domain/text'
import { CLIENT_IP_HEADER } from '@/lib/client-address'
import { isAppError } from '@/lib/errors'
import { anonymousEmailHits, clearHits, returnHit, takeHits } from '../limits/rate-limit'
import { steadyAnswer } from '../limits/steady-answer'
import { payloadClient } from '../payload'

/** Payload's REST answers errors as `{ errors: [{ message }] }`; ours before it speak the same way. */
const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const hasStaffCookie = (request: Request) =>
  (request.headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith('payload-token='))

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
    if (SAFE_METHODS.has(request.method)) return handler(request, context)
    if (hasStaffCookie(request) && !isFromOwnPages(request)) return refusal(403, 'Cross-site request refused')
    const unstorable = unstorableTextAt(await dataOf(request))
    if (unstorable) return refusal(400, unstorable.message)
    const path = new URL(request.url).pathname
    const ip = request.headers.get(CLIENT_IP_HEADER) || 'unknown'
    try {
      if (request.method === 'POST' && path.endsWith('/users/login')) return await signIn(request, context, handler, ip)
      if (request.method === 'POST' && path.endsWith('/users/forgot-password'))
        return await resetPassword(request, context, handler, ip)
    } catch (error) {
      if (isAppError(error) && error.code === 'TOO_MANY_REQUESTS')
        return refusal(429, error.message, { 'Retry-After': String(error.retryAfterS ?? 60) })
      throw error
    }
    return handler(request, context)
  }
}

async function signIn(request: Request, context: Parameters<THandler>[1], handler: THandler, ip: string) {
  const payload = await payloadClient()
  const account = { limit: LIMITS.signInAccount, per: `staff:${await emailOf(request)}` }
  const address = { limit: LIMITS.signInAddress, per: ip }
  await takeHits(payload, [account, address])
  const response = await handler(request, context)
  if (response.ok) await Promise.all([clearHits(payload, account), returnHit(payload, address)])
  return response
}

async function resetPassword(request: Request, context: Parameters<THandler>[1], handler: THandler, ip: string) {
  const payload = await payloadClient()
  const email = await emailOf(request)
  return steadyAnswer(async () => {
    await takeHits(payload, anonymousEmailHits(LIMITS.passwordResetAddress, ip, email))
    return handler(request, context)
  })
}
