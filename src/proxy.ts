import { type NextRequest, NextResponse } from 'next/server'
import { isEditorialPath } from '@/domain/editorial-routes'
import { DEFAULT_LOCALE, isLocale, routeLocale, type TLocale } from '@/domain/locales'
import {
  ACCESS_COOKIE,
  LOCALE_CHOICE_COOKIE,
  LOCALE_COOKIE,
  PATH_HEADER,
  REFRESH_COOKIE,
} from '@/lib/session-cookie-names'

const LOCALE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * Before a page renders: (1) pick the page's language from its address and the locale cookie
 * (ADR 045): other languages live under their code, English at the spec's URLs; (2) when the
 * short-lived access cookie has gone but a refresh cookie is there, renew the session through our
 * own sign-in call, so the page sees the agent and the browser gets the rotated cookies; (3) keep
 * the spec's locale cookie (365 days): set on a first visit to the language served, changed only by
 * a choice (the language switch), never by following a link to a page in another language.
 */
export async function proxy(request: NextRequest) {
  const route = routeLocale({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    enabled: await enabledLocales(request),
    isRead: request.method === 'GET' || request.method === 'HEAD',
  })
  if (route.kind === 'redirect') {
    // Temporary and never stored: the same address answers differently once the choice changes.
    const response = NextResponse.redirect(new URL(route.to, request.url), 307)
    response.headers.set('cache-control', 'no-store')
    if (route.remember) rememberLocale(response, route.remember)
    if (route.isChoice) response.cookies.set(LOCALE_CHOICE_COOKIE, '1', LOCALE_COOKIE_OPTIONS)
    return response
  }

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
  // Layouts do not receive the path; the header needs it for the page's hideAuth flag and the
  // language switch (the English path: every language of a page shares its metas).
  headers.set(PATH_HEADER, route.path)
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
  const target = new URL(`/${route.locale}${pageOf(route.path, request, renewed)}`, request.url)
  target.search = request.nextUrl.search
  const response = NextResponse.rewrite(target, { request: { headers } })
  for (const cookie of renewed) response.headers.append('set-cookie', cookie)
  if (route.remember) rememberLocale(response, route.remember)
  return response
}

const LOCALE_COOKIE_OPTIONS = { maxAge: LOCALE_MAX_AGE_S, sameSite: 'lax', path: '/' } as const

function rememberLocale(response: NextResponse, locale: TLocale): void {
  response.cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS)
}

/** Where the per-request twins of the editorial pages live (ADR 014). */
export const SIGNED_IN_PREFIX = '/signed-in'

/**
 * The page under the language's segment that answers an English `path`. Editorial pages are static
 * for visitors; a signed-in agent (an access cookie, or one just renewed) gets the twin that renders
 * their agency bar, at the same address. The twins are not an address of their own: asked for
 * directly, they are not found.
 */
function pageOf(path: string, request: NextRequest, renewed: string[]): string {
  if (path === SIGNED_IN_PREFIX || path.startsWith(`${SIGNED_IN_PREFIX}/`)) return '/this-page-could-not-be-found'
  const hasSession =
    Boolean(request.cookies.get(ACCESS_COOKIE)?.value) ||
    renewed.some((cookie) => cookie.startsWith(`${ACCESS_COOKIE}=`) && !cookie.startsWith(`${ACCESS_COOKIE}=;`))
  if (hasSession && isEditorialPath(path)) return `${SIGNED_IN_PREFIX}${path === '/' ? '' : path}`
  return path === '/' ? '' : path
}

/**
 * The languages staff have enabled, from our own Languages call, kept for a few seconds: the proxy
 * runs before every page and must not query the database itself. A failed call means English only
 * (nobody is sent to a language that may be off); a language switched off reaches every instance
 * within ENABLED_TTL_MS.
 */
const ENABLED_TTL_MS = 10_000
let enabledMemo: { locales: TLocale[]; until: number } = { locales: [], until: 0 }
let enabledLoading: Promise<TLocale[]> | null = null

async function enabledLocales(request: NextRequest): Promise<TLocale[]> {
  if (Date.now() < enabledMemo.until) return enabledMemo.locales
  enabledLoading ??= fetch(new URL('/b2badminapi/client/Config/Languages', request.url), {
    signal: AbortSignal.timeout(2_000),
  })
    .then(async (answer) => {
      const body = (await answer.json()) as { data?: Array<{ code?: unknown }> }
      return (body.data ?? []).map((language) => language.code).filter(isLocale)
    })
    .catch((): TLocale[] => [DEFAULT_LOCALE])
    .then((locales) => {
      enabledMemo = { locales, until: Date.now() + ENABLED_TTL_MS }
      enabledLoading = null
      return locales
    })
  // Stale while one call replaces it; only the first page after start waits for it.
  return enabledMemo.until > 0 ? enabledMemo.locales : enabledLoading
}

export const config = {
  // Pages only: not the API, the back office, the client itinerary and preview handlers, Next's
  // assets or files (NOT_PAGES in src/domain/locales.ts lists the same).
  matcher: [
    '/((?!b2badminapi|notificationapi|export|api/|admin|cms-api|_next|itinerary/|preview/|preview$|.*\\..*).*)',
  ],
}
