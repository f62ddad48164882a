/**
 * The languages Monsoon can be shown in (ADR 045). A language is supported when the site ships
 * its interface catalogue (`messages/<code>.json`, every key of the English one) and the back
 * office can hold content in it (Payload's localization uses this list); staff then enable the
 * supported languages they want in /admin → Languages. English is the default and the fallback:
 * its pages keep the spec's URLs, and anything missing in another language is shown in English.
 */
export const LOCALES = ['en', 'de', 'fr'] as const
export type TLocale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: TLocale = 'en'

/** Each language named in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<TLocale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' }

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** A locale from anything a client sent (cookie, query, profile): a supported code, else English. */
export const localeOr = (value: unknown, fallback: TLocale = DEFAULT_LOCALE): TLocale =>
  isLocale(value) ? value : fallback

/**
 * The BCP 47 tag given to `Intl` for a language: British English (day before month, as the site
 * has always written dates), German and French as written in Germany and France.
 */
export const INTL_TAGS: Record<TLocale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' }

/**
 * The path of a page in a language: English keeps the spec's URLs, the others live under their
 * code ("/de/press-room"). `path` is an English path starting with "/".
 */
export function localizedPath(path: string, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** Splits "/de/press-room" into German and "/press-room"; an unprefixed path is English. */
export function splitLocalePath(path: string): { locale: TLocale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] || '/' }
  return { locale: DEFAULT_LOCALE, path }
}

/**
 * The query parameter that marks a link as a choice of language (the switch's links), as opposed
 * to an address followed from elsewhere: only a choice changes the language the visitor keeps.
 */
export const CHOICE_PARAM = 'lang'

/**
 * The language switch's link to a page in a language: English is asked for by name ("/en/…"),
 * other languages at their address with `?lang=` (CHOICE_PARAM); routeLocale remembers either as
 * the visitor's choice and sends the browser on to the page's own address.
 */
export const switchHref = (path: string, locale: TLocale): string =>
  locale === DEFAULT_LOCALE
    ? `/${DEFAULT_LOCALE}${path === '/' ? '' : path}`
    : `${localizedPath(path, locale)}?${CHOICE_PARAM}=${locale}`

/** What the proxy does with a page request (ADR 045, issue 55). */
export type TLocaleRoute =
  /**
   * Send the browser elsewhere; `remember` is the language to keep in the locale cookie, and
   * `isChoice` says the visitor chose it (the switch), not merely arrived in it.
   */
  | { kind: 'redirect'; to: string; remember?: TLocale; isChoice?: true }
  /** Render `locale`'s page for the English `path`; `remember` sets the locale cookie when it has none. */
  | { kind: 'render'; locale: TLocale; path: string; remember?: TLocale }

/** `search` without CHOICE_PARAM, "" when nothing else is left. */
function withoutChoice(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(CHOICE_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * The language a page is shown in, and the one a visitor keeps (the locale cookie, spec §9, 365
 * days). English has no prefix, so "/en/…" is how the switch asks for English by name; its other
 * links carry `?lang=`. Either is a choice: remembered, and the browser goes on to the page's own
 * address. A first visit without the cookie remembers the language served. After that, only a
 * choice changes it: following a link to "/fr/…" shows that page in French and leaves the visitor's
 * language as it was, so their next English link stays English. An unprefixed address with another
 * enabled language remembered goes to that language's page, so a choice holds when the visitor
 * comes back. `enabled` lists the languages staff have switched on.
 */
export function routeLocale(args: {
  pathname: string
  search: string
  cookie: string | undefined
  enabled: readonly TLocale[]
  /** GET and HEAD: only those are redirected. */
  isRead: boolean
}): TLocaleRoute {
  const { pathname, search, cookie, enabled, isRead } = args
  if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`)) {
    const path = pathname.slice(DEFAULT_LOCALE.length + 1) || '/'
    return { kind: 'redirect', to: `${path}${withoutChoice(search)}`, remember: DEFAULT_LOCALE, isChoice: true }
  }
  const { locale, path } = splitLocalePath(pathname)
  if (isRead && new URLSearchParams(search).has(CHOICE_PARAM)) {
    const chosen = new URLSearchParams(search).get(CHOICE_PARAM)
    const to = `${pathname}${withoutChoice(search)}`
    // The page's own language, switched on: a choice. Anything else is a link that says nothing.
    if (chosen === locale && enabled.includes(locale)) return { kind: 'redirect', to, remember: locale, isChoice: true }
    return { kind: 'redirect', to }
  }
  const kept = isLocale(cookie) ? cookie : undefined
  if (locale === DEFAULT_LOCALE && isRead && kept && kept !== DEFAULT_LOCALE && enabled.includes(kept)) {
    return { kind: 'redirect', to: `${localizedPath(path, kept)}${search}` }
  }
  // The cookie is set once, to the language served; a forged one is replaced the same way.
  return kept ? { kind: 'render', locale, path } : { kind: 'render', locale, path, remember: locale }
}

/**
 * Addresses that are not pages of the site (the API, the back office, files): never prefixed. The
 * proxy's matcher lists the same prefixes.
 */
const NOT_PAGES = /^\/(b2badminapi|notificationapi|export|api|admin|cms-api|_next|itinerary|preview)(\/|$)/

/** A link's address in a language: internal page paths get the language's prefix, anything else is left alone. */
export function localizeHref(href: string, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href
  const [path] = href.split(/[?#]/, 1)
  if (NOT_PAGES.test(path) || /\.[a-z0-9]+$/i.test(path)) return href
  return localizedPath(path, locale) + href.slice(path.length)
}

/**
 * A page's addresses in every language shown, for `hreflang` alternates and the sitemap: each
 * language's own, and English as the `x-default` (the spec's URL). `locales` are the enabled ones.
 */
export function languageAlternates(path: string, locales: readonly string[]): Record<string, string> {
  const shown = locales.filter(isLocale)
  if (shown.length < 2) return {}
  return {
    ...Object.fromEntries(shown.map((locale) => [locale, localizedPath(path, locale)])),
    'x-default': path,
  }
}

/** Open Graph's locale of a language ("de_DE"). */
export const ogLocaleOf = (locale: TLocale) => INTL_TAGS[locale].replace('-', '_')
