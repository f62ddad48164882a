'use client'

import { isLocale, LOCALE_NAMES, switchHref, type TLocale } from '@/domain/locales'

type TProps = {
  /** The enabled languages' codes, English first (the Languages call). */
  locales: string[]
  /** The page's English path: every language of a page shares it. */
  path: string
  isAgent: boolean
  /** The page's language, and the switch's name in it ("Sprache"). */
  current: string
  label: string
  className?: string
}

/** Where the agent's choice is kept (their profile's `language`). */
const PROFILE_LANGUAGE_CALL = '/b2badminapi/api/ManagerUser/languageclient'

/**
 * The header's language switch (issue 26), shown when staff enable more than one language. Each
 * language is a plain link to the same page in it, so choosing one loads the page afresh (spec §4:
 * "Changing the language refreshes the page"); the proxy remembers it in the locale cookie, and a
 * signed-in agent's profile keeps it too. English is asked for as "/en/…" (ADR 045).
 */
export function LanguageSwitch({ locales, path, isAgent, current, label, className }: TProps) {
  const shown = locales.filter(isLocale)
  if (shown.length < 2) return null
  const remember = (locale: TLocale) => {
    if (!isAgent || locale === current) return
    // keepalive: the request outlives the page that sends it.
    void fetch(PROFILE_LANGUAGE_CALL, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: locale }),
    }).catch(() => undefined)
  }
  return (
    <nav aria-label={label} className={className} data-testid="language-switch">
      <ul className="flex items-center gap-1">
        {shown.map((locale) => (
          <li key={locale}>
            <a
              href={switchHref(path, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => remember(locale)}
              className="inline-flex min-h-6 min-w-6 items-center justify-center rounded px-1.5 py-0.5 font-semibold uppercase hover:text-primary aria-[current=true]:bg-primary aria-[current=true]:text-white"
            >
              {locale}
              <span className="sr-only"> {LOCALE_NAMES[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
