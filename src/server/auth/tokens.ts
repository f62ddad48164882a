import 'server-only'
import { jwtVerify, SignJWT } from 'jose'
import { derivedKey } from '@/lib/secret'

/** Access tokens live 15 minutes; the refresh token (rotated on each use) keeps a session for 30 days. */
export const ACCESS_TOKEN_TTL_S = 15 * 60
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

const ISSUER = 'monsoon'
const AUDIENCE = 'monsoon-agent'

/** A key for agent tokens only, derived from the app secret so the two never coincide. */
const key = () => derivedKey('agent-access-token')

export type TAccessClaims = { sub: string; sid: string; nation: string }

export async function signAccessToken(claims: TAccessClaims, now = Date.now()): Promise<string> {
  return new SignJWT({ sid: claims.sid, nation: claims.nation })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_TTL_S)
    .sign(key())
}

/** The claims of a valid, unexpired token signed by us; null for anything else. */
export async function verifyAccessToken(token: string): Promise<TAccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.nation !== 'string')
      return null
    return { sub: payload.sub, sid: payload.sid, nation: payload.nation }
  } catch {
    return null
  }
}
