import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { AppError } from '@/lib/errors'
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/lib/session-cookie-names'
import type { TIssued } from '@/server/auth/sessions'
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS } from '@/server/auth/tokens'

/**
 * httpOnly cookies carry the agent session in the browser (ADR 009). The refresh cookie is
 * site-wide, so the proxy can renew an expired access cookie before a page renders (src/proxy.ts).
 */
const REFRESH_PATH = '/'

const isLocalHost = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host)

/** The host the browser addressed (a proxy's X-Forwarded-Host first). */
function requestHost(c: Context): string {
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

export function clearSessionCookies(c: Context) {
  deleteCookie(c, ACCESS_COOKIE, { path: '/', secure: secure(c) })
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH, secure: secure(c) })
}

/** The access token: `Authorization: Bearer` for API clients, else the session cookie. */
export function accessTokenOf(c: Context): { token: string | null; viaBearer: boolean } {
  const header = c.req.header('authorization')
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return { token: bearer, viaBearer: true }
  return { token: getCookie(c, ACCESS_COOKIE) ?? null, viaBearer: false }
}

export function refreshCookieOf(c: Context): string | null {
  return getCookie(c, REFRESH_COOKIE) ?? null
}

export function clientIp(c: Context): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'unknown'
}

/**
 * CSRF: a state-changing call that rides on the session cookie must come from our own pages, i.e.
 * carry an Origin equal to this site's. Bearer calls carry no ambient credential and pass.
 */
export function isCrossSiteCookieWrite(c: Context): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return false
  if (c.req.header('authorization')) return false
  const hasSessionCookie = Boolean(getCookie(c, ACCESS_COOKIE) || getCookie(c, REFRESH_COOKIE))
  if (!hasSessionCookie) return false
  const origin = c.req.header('origin')
  if (!origin) return true
  try {
    return new URL(origin).host !== requestHost(c)
  } catch {
    return true
  }
}

/** Middleware for every router that accepts cookie-authenticated writes: refuses them from other sites (CSRF). */
export const refuseCrossSiteCookieWrites: MiddlewareHandler = async (c, next) => {
  if (isCrossSiteCookieWrite(c)) throw new AppError('FORBIDDEN', 'Cross-site request refused')
  await next()
}
