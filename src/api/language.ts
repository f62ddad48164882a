import type { Context } from 'hono'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '@/domain/locales'
import { localeOfLanguage } from '@/server/languages/languages'

/**
 * The language a call's words are written in (issue 58): its `languageId` (spec §7) when it names
 * one, else the first supported language of its `Accept-Language` (the vault's browser client sends
 * the page's language there), else English. A language staff switched off reads as English.
 */
export async function requestLocale(c: Context, languageId?: string): Promise<TLocale> {
  if (languageId) return localeOfLanguage(languageId)
  const accepted = acceptedLocale(c)
  return accepted ? localeOfLanguage(accepted) : DEFAULT_LOCALE
}

/** The first of the site's languages the request's Accept-Language names, read without the database. */
export function acceptedLocale(c: Context): TLocale | undefined {
  return (c.req.header('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean)
      return { code: tag.split('-')[0]?.toLowerCase() ?? '', q: q === undefined ? 1 : Number(q) }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.code)
    .find(isLocale)
}
