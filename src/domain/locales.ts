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
 * The language switch's link to a page in a language: English is asked for by name ("/en/…"),
 * which routeLocale remembers and sends to the spec's URL; other languages are their own address.
 */
export const switchHref = (path: string, locale: TLocale): string =>
  locale === DEFAULT_LOCALE ? `/${DEFAULT_LOCALE}${path === '/' ? '' : path}` : localizedPath(path, locale)

/** What the proxy does with a page request (ADR 045). */
export type TLocaleRoute =
  /** Send the browser elsewhere, remembering `remember` in the locale cookie when given. */
  | { kind: 'redirect'; to: string; remember?: TLocale }
  /** Render `locale`'s page for the English `path`; remember the language when the cookie differs. */
  | { kind: 'render'; locale: TLocale; path: string; remember?: TLocale }

/**
 * English has no prefix, so "/en/…" is how a language switch asks for English by name: the answer
 * remembers English and sends the browser to the spec's URL. An unprefixed address with another
 * enabled language remembered goes to that language's page, so a visitor's choice holds when they
 * come back or follow an English link. A page shown in a language other than the one remembered
 * becomes the one remembered. `enabled` lists the languages staff have switched on.
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
    return { kind: 'redirect', to: `${path}${search}`, remember: DEFAULT_LOCALE }
  }
  const { locale, path } = splitLocalePath(pathname)
  if (
    locale === DEFAULT_LOCALE &&
    isRead &&
    isLocale(cookie) &&
    cookie !== DEFAULT_LOCALE &&
    enabled.includes(cookie)
  ) {
    return { kind: 'redirect', to: `${localizedPath(path, cookie)}${search}` }
  }
  // A first visit in English sets nothing: the cookie holds a choice (a switch, a page in another
  // language), which a sign-in then keeps for the agent (ADR 045).
  const isChoice = cookie !== undefined || locale !== DEFAULT_LOCALE
  return { kind: 'render', locale, path, remember: isChoice && cookie !== locale ? locale : undefined }
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
