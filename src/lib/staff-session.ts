import { createHash } from 'node:crypto'
import { jwtVerify } from 'jose'

/** The back office's session cookie (Payload's default `cookiePrefix`). */
export const STAFF_COOKIE = 'payload-token'

/**
 * The staff member a back-office request is signed in as, for its log line: Payload authenticates
 * `/admin` and `/cms-api` itself, with no hook per request, so the HTTP front reads the session
 * cookie the way Payload does (HS256 with the SHA-256 of PAYLOAD_SECRET, first 32 hex characters;
 * tests/int/instances.int.test.ts compares it with a token Payload issued). A bad, expired or
 * missing token is nobody. It only names the request; it never grants anything.
 */
export async function staffIdFromCookie(cookieHeader: string | undefined, secret: string): Promise<string | null> {
  const token = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${STAFF_COOKIE}=`))
    ?.slice(STAFF_COOKIE.length + 1)
  if (!token) return null
  try {
    const key = new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    if (payload.collection !== 'users') return null
    return typeof payload.id === 'string' || typeof payload.id === 'number' ? String(payload.id) : null
  } catch {
    return null
  }
}
