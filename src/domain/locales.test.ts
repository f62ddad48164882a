import { describe, expect, it } from 'vitest'
import { longDay, shortDay, weekdayDay } from './itinerary/summary'
import {
  INTL_TAGS,
  isLocale,
  languageAlternates,
  localeOr,
  localizedPath,
  localizeHref,
  routeLocale,
  splitLocalePath,
  switchHref,
} from './locales'
import { formatMoney } from './pricing/money'

describe('locale codes', () => {
  it('accepts only supported codes, and anything else becomes English', () => {
    expect(['en', 'de', 'fr'].every(isLocale)).toBe(true)
    for (const bad of ['EN', 'de-DE', 'xx', '', ' de', 'de\u0000', '__proto__', 'constructor', null, 7, {}]) {
      expect(isLocale(bad)).toBe(false)
      expect(localeOr(bad)).toBe('en')
    }
  })
})

describe('addresses per language (ADR 045)', () => {
  it('English keeps the spec’s URLs, other languages live under their code', () => {
    expect(localizedPath('/', 'en')).toBe('/')
    expect(localizedPath('/press-room/faq', 'en')).toBe('/press-room/faq')
    expect(localizedPath('/', 'de')).toBe('/de')
    expect(localizedPath('/press-room/faq', 'fr')).toBe('/fr/press-room/faq')
  })

  it('splits a prefixed path back into its language and English path', () => {
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' })
    expect(splitLocalePath('/de/press-room')).toEqual({ locale: 'de', path: '/press-room' })
    expect(splitLocalePath('/press-room')).toEqual({ locale: 'en', path: '/press-room' })
    // Not a language: a page whose path starts with two letters.
    expect(splitLocalePath('/xx/press-room')).toEqual({ locale: 'en', path: '/xx/press-room' })
    expect(splitLocalePath('/dex')).toEqual({ locale: 'en', path: '/dex' })
    expect(splitLocalePath('/b2b/tariff-tour')).toEqual({ locale: 'en', path: '/b2b/tariff-tour' })
  })

  it('links to our own pages in the page’s language, and leaves everything else alone', () => {
    expect(localizeHref('/press-room?x=1#top', 'de')).toBe('/de/press-room?x=1#top')
    expect(localizeHref('/', 'fr')).toBe('/fr')
    expect(localizeHref('/press-room', 'en')).toBe('/press-room')
    for (const href of [
      'https://example.com/x',
      '//evil.example/x',
      'mailto:a@b.c',
      '#main',
      '/admin',
      '/cms-api/media/file/a.jpg',
      '/b2badminapi/client/Config/Languages',
      '/export/word',
      '/itinerary/abc',
      '/brochure.pdf',
    ]) {
      expect(localizeHref(href, 'de')).toBe(href)
    }
  })
})

describe('routeLocale: what the proxy does with a page request', () => {
  const base = { search: '', cookie: undefined, enabled: ['en', 'de', 'fr'] as const, isRead: true }

  it('a first visit (no cookie) remembers the language served, in English or not', () => {
    expect(routeLocale({ ...base, pathname: '/press-room' })).toEqual({
      kind: 'render',
      locale: 'en',
      path: '/press-room',
      remember: 'en',
    })
    expect(routeLocale({ ...base, pathname: '/fr' })).toEqual({
      kind: 'render',
      locale: 'fr',
      path: '/',
      remember: 'fr',
    })
    expect(routeLocale({ ...base, pathname: '/', cookie: 'en' })).toEqual({ kind: 'render', locale: 'en', path: '/' })
  })

  it('following a link to another language shows it, and leaves the visitor’s language alone', () => {
    expect(routeLocale({ ...base, pathname: '/de/press-room', cookie: 'en' })).toEqual({
      kind: 'render',
      locale: 'de',
      path: '/press-room',
    })
    // The next English link stays English.
    expect(routeLocale({ ...base, pathname: '/press-room', cookie: 'en' })).toEqual({
      kind: 'render',
      locale: 'en',
      path: '/press-room',
    })
    expect(routeLocale({ ...base, pathname: '/fr/press-room', cookie: 'de' })).toEqual({
      kind: 'render',
      locale: 'fr',
      path: '/press-room',
    })
  })

  it('sends a visitor who keeps another language to its page, keeping the query', () => {
    expect(routeLocale({ ...base, pathname: '/press-room', search: '?q=1', cookie: 'fr' })).toEqual({
      kind: 'redirect',
      to: '/fr/press-room?q=1',
    })
    expect(routeLocale({ ...base, pathname: '/', cookie: 'de' })).toEqual({ kind: 'redirect', to: '/de' })
  })

  it('the switch’s links are choices: remembered as such, then the page’s own address', () => {
    expect(switchHref('/press-room', 'de')).toBe('/de/press-room?lang=de')
    expect(switchHref('/', 'fr')).toBe('/fr?lang=fr')
    expect(switchHref('/press-room', 'en')).toBe('/en/press-room')
    expect(switchHref('/', 'en')).toBe('/en')
    for (const path of ['/', '/press-room']) {
      for (const locale of ['en', 'de', 'fr'] as const) {
        const [pathname, query = ''] = switchHref(path, locale).split('?')
        const search = query ? `?${query}` : ''
        expect(routeLocale({ ...base, pathname, search, cookie: 'en' })).toEqual({
          kind: 'redirect',
          to: localizedPath(path, locale),
          remember: locale,
          isChoice: true,
        })
      }
    }
  })

  it('"/en/…" is English asked for by name: remembered, then the spec’s URL', () => {
    expect(routeLocale({ ...base, pathname: '/en/press-room', search: '?a=b', cookie: 'de' })).toEqual({
      kind: 'redirect',
      to: '/press-room?a=b',
      remember: 'en',
      isChoice: true,
    })
    expect(routeLocale({ ...base, pathname: '/en', cookie: 'de' })).toEqual({
      kind: 'redirect',
      to: '/',
      remember: 'en',
      isChoice: true,
    })
  })

  it('a choice keeps the rest of the query; a “lang” that is not the page’s language, or is off, chooses nothing', () => {
    expect(routeLocale({ ...base, pathname: '/de/x', search: '?a=1&lang=de&b=2', cookie: 'en' })).toEqual({
      kind: 'redirect',
      to: '/de/x?a=1&b=2',
      remember: 'de',
      isChoice: true,
    })
    for (const lang of ['fr', 'xx', '', 'de%00', '<script>']) {
      expect(routeLocale({ ...base, pathname: '/de/x', search: `?lang=${lang}`, cookie: 'en' })).toEqual({
        kind: 'redirect',
        to: '/de/x',
      })
    }
    expect(routeLocale({ ...base, pathname: '/de/x', search: '?lang=de', enabled: ['en'], cookie: 'en' })).toEqual({
      kind: 'redirect',
      to: '/de/x',
    })
    // A form post is never redirected.
    expect(routeLocale({ ...base, pathname: '/de/x', search: '?lang=de', isRead: false, cookie: 'en' })).toEqual({
      kind: 'render',
      locale: 'de',
      path: '/x',
    })
  })

  it('never sends anyone to a language that is off, a forged cookie, or on a form post', () => {
    expect(routeLocale({ ...base, pathname: '/x', cookie: 'de', enabled: ['en'] })).toMatchObject({
      kind: 'render',
      locale: 'en',
    })
    for (const cookie of ['xx', 'de-DE', '../de', '"><script>', 'de\u0000']) {
      expect(routeLocale({ ...base, pathname: '/x', cookie })).toEqual({
        kind: 'render',
        locale: 'en',
        path: '/x',
        remember: 'en',
      })
    }
    expect(routeLocale({ ...base, pathname: '/x', cookie: 'de', isRead: false })).toMatchObject({ kind: 'render' })
  })
})

describe('numbers, money and dates per language (Intl)', () => {
  it('money: English as the site has always written it, other languages as their readers do', () => {
    expect(formatMoney(123450, 'EUR', INTL_TAGS.en)).toBe('1,234.50 EUR')
    // Intl keeps the amount and its symbol together with a no-break space (French groups with a narrow one).
    expect(formatMoney(123450, 'EUR', INTL_TAGS.de)).toBe('1.234,50\u00a0€')
    expect(formatMoney(123450, 'EUR', INTL_TAGS.fr)).toBe('1\u202f234,50\u00a0€')
    expect(formatMoney(-5, 'USD', INTL_TAGS.de)).toBe('-0,05\u00a0$')
    expect(formatMoney(1234567, 'VND', INTL_TAGS.de)).toBe('1.234.567\u00a0₫')
  })

  it('money: exact to the cent for the largest safe amounts, never through a float', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'en')).toBe('90,071,992,547,409.91 EUR')
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', INTL_TAGS.de)).toBe('90.071.992.547.409,91\u00a0€')
    expect(formatMoney(10, 'EUR', INTL_TAGS.fr)).toBe('0,10\u00a0€')
  })

  it('dates: "24. Nov. 2026" in German, the English forms unchanged', () => {
    expect(shortDay('2026-11-24', INTL_TAGS.de)).toBe('24. Nov. 2026')
    expect(shortDay('2026-11-24', INTL_TAGS.fr)).toBe('24 nov. 2026')
    expect(shortDay('2026-11-24')).toBe('24 Nov 2026')
    expect(longDay('2027-01-12')).toBe('Tue 12 Jan 2027')
    expect(longDay('2027-01-12', INTL_TAGS.de)).toBe('Di., 12. Jan. 2027')
    expect(weekdayDay('2027-01-12T07:00:00.000Z')).toBe('Tue 12 Jan')
  })
})

describe('languageAlternates: hreflang and the sitemap', () => {
  it('names each enabled language’s address, English as x-default', () => {
    expect(languageAlternates('/press-room', ['en', 'de', 'fr'])).toEqual({
      en: '/press-room',
      de: '/de/press-room',
      fr: '/fr/press-room',
      'x-default': '/press-room',
    })
    expect(languageAlternates('/', ['en', 'de'])).toEqual({ en: '/', de: '/de', 'x-default': '/' })
  })

  it('says nothing with one language, and ignores codes that are not languages we support', () => {
    expect(languageAlternates('/press-room', ['en'])).toEqual({})
    expect(languageAlternates('/x', ['en', 'th'])).toEqual({})
  })
})
