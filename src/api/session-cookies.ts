import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { API_KEY_HEADER, looksLikeApiKey } from '@/domain/api-keys'
import { isSameOrigin } from '@/domain/local-path'
import type { TLocale } from '@/domain/locales'
import { CLIENT_IP_HEADER } from '@/lib/client-address'
import { AppError } from '@/lib/errors'
import { ACCESS_COOKIE, LOCALE_COOKIE, REFRESH_COOKIE } from '@/lib/session-cookie-names'
import type { TIssued } from '@/server/auth/sessions'
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS } from '@/server/auth/tokens'

/**
 * httpOnly cookies carry the agent session in the browser (ADR 009). The refresh cookie is
 * site-wide, so the proxy can renew an expired access cookie before a page renders (src/proxy.ts).
 */
const REFRESH_PATH = '/'

const isLocalHost = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host)

/** The host the browser addressed (a proxy's X-Forwarded-Host first). */
export function requestHost(c: Context): string {
  return c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host
}

/** Secure everywhere but on a local machine (spec: "Secure (outside localhost)"). */
function secure(c: Context) {
  return !isLocalHost(requestHost(c))
}

export function setSessionCookies(c: Context, issued: TIssued) {
  setCookie(c, ACCESS_COOKIE, issued.accessToken, {
    httpOnly: true,
    secure: secure(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: ACCESS_TOKEN_TTL_S,
  })
  setCookie(c, REFRESH_COOKIE, issued.refreshToken, {
    httpOnly: true,
    secure: secure(c),
    sameSite: 'Lax',
    path: REFRESH_PATH,
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  })
}

/**
 * The spec's locale cookie (365 days; the proxy sets it on a first visit and on a choice, ADR 045,
 * issue 55): a browser sign-in sets it to the agent's language. Not httpOnly: it is a
 * preference, not a credential.
 */
export function rememberLocale(c: Context, locale: TLocale) {
  setCookie(c, LOCALE_COOKIE, locale, { sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60, secure: secure(c) })
}

export function clearSessionCookies(c: Context) {
  deleteCookie(c, ACCESS_COOKIE, { path: '/', secure: secure(c) })
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH, secure: secure(c) })
}

/**
 * How a call is authenticated (ADR 009, ADR 043): a well-formed `Authorization: Bearer` header
 * carries a session token or, when it has the key scheme, an API key; an `Api-Key` header carries
 * a key; otherwise the session cookie. A call that sends any other Authorization header is not
 * authenticated at all: it never falls back to the cookie, so no header can turn a cookie call
 * into an unchecked one.
 */
export type TCredential =
  | { kind: 'token'; token: string }
  | { kind: 'key'; key: string }
  | { kind: 'cookie'; token: string }
  | { kind: 'none' }

export function credentialOf(c: Context): TCredential {
  const header = c.req.header('authorization')
  if (header !== undefined) {
    const bearer = header.match(/^Bearer\s+(\S+)$/i)?.[1]
    if (!bearer) return { kind: 'none' }
    return looksLikeApiKey(bearer) ? { kind: 'key', key: bearer } : { kind: 'token', token: bearer }
  }
  const key = c.req.header(API_KEY_HEADER)
  if (key !== undefined) return { kind: 'key', key: key.trim() }
  const cookie = getCookie(c, ACCESS_COOKIE)
  return cookie ? { kind: 'cookie', token: cookie } : { kind: 'none' }
}

/** The session token of a call, and whether it came in a header (an API client) rather than the cookie. */
export function accessTokenOf(c: Context): { token: string | null; viaBearer: boolean } {
  const credential = credentialOf(c)
  if (credential.kind === 'token') return { token: credential.token, viaBearer: true }
  if (credential.kind === 'cookie') return { token: credential.token, viaBearer: false }
  return { token: null, viaBearer: credential.kind === 'key' }
}

export function refreshCookieOf(c: Context): string | null {
  return getCookie(c, REFRESH_COOKIE) ?? null
}

/**
 * The client's address, as Monsoon's HTTP front worked it out from the socket and
 * TRUSTED_PROXY_HOPS (ADR 016). Headers a client can write (X-Forwarded-For) are never read here.
 */
export function clientIp(c: Context): string {
  return c.req.header(CLIENT_IP_HEADER) || 'unknown'
}

/**
 * CSRF: a state-changing call that rides on the session cookie must come from our own pages, i.e.
 * carry an Origin equal to this site's. Only a call authenticated by a Bearer token or an API key
 * (headers a browser never adds on its own) is exempt; any other Authorization header changes nothing.
 */
export function isCrossSiteCookieWrite(c: Context): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return false
  if (accessTokenOf(c).viaBearer) return false
  const hasSessionCookie = Boolean(getCookie(c, ACCESS_COOKIE) || getCookie(c, REFRESH_COOKIE))
  if (!hasSessionCookie) return false
  return !isSameOrigin(c.req.header('origin'), requestHost(c))
}

/** Middleware for every router that accepts cookie-authenticated writes: refuses them from other sites (CSRF). */
export const refuseCrossSiteCookieWrites: MiddlewareHandler = async (c, next) => {
  if (isCrossSiteCookieWrite(c)) throw new AppError('FORBIDDEN', { key: 'crossSite' })
  await next()
}
