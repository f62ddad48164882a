import { getLocale } from 'next-intl/server'
import { DEFAULT_LOCALE, localeOr, type TLocale } from '@/domain/locales'

/** The language of the page being rendered (its address's first segment, ADR 045); English elsewhere. */
export async function pageLocale(): Promise<TLocale> {
  try {
    return localeOr(await getLocale())
  } catch {
    return DEFAULT_LOCALE
  }
}
