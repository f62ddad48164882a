import { useLocale } from 'next-intl'
import { dateTimeFormat } from '@/domain/intl-formats'
import { DEFAULT_LOCALE, INTL_TAGS, localeOr, type TLocale } from '@/domain/locales'
import { formatJournalDate } from '@/domain/text'
import { formatUtc } from '@/domain/webinars'

/**
 * The editorial pages' dates in the page's language, on the UTC calendar (pages are cached for
 * everyone). English keeps spec §9's "MMM DD, YYYY" ("Nov 04, 2026"); the others are written as
 * their readers write them ("04. Nov. 2026", "04 nov. 2026").
 */
export function editorialDate(value: string | Date, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return formatJournalDate(value)
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(INTL_TAGS[locale], { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  )
}

/** A moment in UTC as a page shows it before the browser puts it in the visitor's zone: "Dec 03, 2026, 09:00 UTC". */
export function editorialUtc(iso: string, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return formatUtc(iso)
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(INTL_TAGS[locale], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date)
}

/** The page's language, for the date helpers above (server components). */
export const usePageLocale = (): TLocale => localeOr(useLocale())
