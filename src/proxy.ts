import { type NextRequest, NextResponse } from 'next/server'
import { isEditorialPath } from '@/domain/editorial-routes'
import { ACCESS_COOKIE, LOCALE_COOKIE, PATH_HEADER, REFRESH_COOKIE } from '@/lib/session-cookie-names'

const LOCALE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * Before a page renders: (1) when the short-lived access cookie has gone but a refresh cookie is
 * there, renew the session through our own sign-in call, so the page sees the agent and the
 * browser gets the rotated cookies; (2) keep the spec's locale cookie (English, 365 days).
 */
export async function proxy(request: NextRequest) {
  let renewed: string[] = []
  if (!request.cookies.get(ACCESS_COOKIE) && request.cookies.get(REFRESH_COOKIE)) {
    try {
      const answer = await fetch(new URL('/b2badminapi/api/ManagerUser/authenticateCrmclient', request.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: request.headers.get('cookie') ?? '',
          origin: new URL(request.url).origin,
        },
        body: JSON.stringify({ grant_type: 'refresh_token' }),
      })
      renewed = answer.headers.getSetCookie()
    } catch {
      // The page renders signed out; the next request tries again.
    }
  }

  const headers = new Headers(request.headers)
  // Layouts do not receive the path; the header needs it for the page's hideAuth flag.
  headers.set(PATH_HEADER, request.nextUrl.pathname)
  if (renewed.length > 0) {
    const fresh = new Map(
      renewed.map((cookie) => {
        const [pair] = cookie.split(';')
        const index = pair.indexOf('=')
        return [pair.slice(0, index), pair.slice(index + 1)] as const
      }),
    )
    const merged = new Map(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value] as const))
    for (const [name, value] of fresh) {
      if (value) merged.set(name, value)
      else merged.delete(name)
    }
    headers.set('cookie', [...merged].map(([name, value]) => `${name}=${value}`).join('; '))
  }
  const response = editorialRewrite(request, renewed, headers) ?? NextResponse.next({ request: { headers } })
  for (const cookie of renewed) response.headers.append('set-cookie', cookie)
  if (!request.cookies.get(LOCALE_COOKIE)) {
    response.cookies.set(LOCALE_COOKIE, 'en', { maxAge: LOCALE_MAX_AGE_S, sameSite: 'lax', path: '/' })
  }
  return response
}

/** Where the per-request twins of the editorial pages live (ADR 014). */
export const SIGNED_IN_PREFIX = '/signed-in'

/**
 * Editorial pages are static for visitors; a signed-in agent (an access cookie, or one just
 * renewed) gets the twin that renders their agency bar, at the same address. The twins are not
 * an address of their own: asked for directly, they are not found.
 */
function editorialRewrite(request: NextRequest, renewed: string[], headers: Headers): NextResponse | null {
  const { pathname } = request.nextUrl
  if (pathname === SIGNED_IN_PREFIX || pathname.startsWith(`${SIGNED_IN_PREFIX}/`)) {
    return NextResponse.rewrite(new URL('/this-page-could-not-be-found', request.url), { request: { headers } })
  }
  const hasSession =
    Boolean(request.cookies.get(ACCESS_COOKIE)?.value) ||
    renewed.some((cookie) => cookie.startsWith(`${ACCESS_COOKIE}=`) && !cookie.startsWith(`${ACCESS_COOKIE}=;`))
  if (!hasSession || !isEditorialPath(pathname)) return null
  const target = new URL(`${SIGNED_IN_PREFIX}${pathname === '/' ? '' : pathname}`, request.url)
  target.search = request.nextUrl.search
  return NextResponse.rewrite(target, { request: { headers } })
}

export const config = {
  // Pages only: not the API, the back office, Next's assets or files.
  matcher: ['/((?!b2badminapi|notificationapi|export|api/|admin|cms-api|_next|.*\\..*).*)'],
}
