import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'
import type { TDocumentWords } from '@/domain/document-words'
import { longDay, shortDay, weekdayDay } from '@/domain/itinerary/summary'
import { INTL_TAGS, localeOr } from '@/domain/locales'
import { formatMoney } from '@/domain/pricing/money'

/** "1,234.56 EUR" in English, whatever the page's language (a form's field value); amounts are minor units. */
export const money = formatMoney

export const isoDay = (value: string) => value.slice(0, 10)

/**
 * "Mon 12 Jan 2027": written out beside a date field, whose own display follows the browser's
 * locale (mm/dd/yyyy in a US browser), so no agent misreads a day (issue 18).
 */
export const fullDay = (value: string, tag = 'en-GB') => (/^\d{4}-\d{2}-\d{2}/.test(value) ? longDay(value, tag) : '')

const LOCAL_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
}

/**
 * A moment in the viewer's own time zone, e.g. "26 Nov 2026, 14:05 CET" (ADR 030). Only on what
 * renders in the browser after a click: the server's zone is not the viewer's.
 */
export const localTime = (value: string, timeZone?: string, tag = 'en-GB') =>
  new Date(value).toLocaleString(tag, { ...LOCAL_TIME, timeZone })

/**
 * The vault's money, days, times and party in the page's language (issue 26): "1,234.56 EUR" and
 * "Tue 12 Jan 2027" in English, "1.234,56 €" and "Di., 12. Jan. 2027" in German.
 */
export function useFormat() {
  const locale = localeOr(useLocale())
  const tag = INTL_TAGS[locale]
  const t = useTranslations('Common')
  return {
    locale,
    money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    day: (value: string) => shortDay(value, tag),
    weekday: (value: string) => weekdayDay(value, tag),
    fullDay: (value: string) => fullDay(value, tag),
    localTime: (value: string, timeZone?: string) => localTime(value, timeZone, tag),
    pax: (adults: number, children: number) => t('party', { adults, children }),
  }
}

export type TFormat = ReturnType<typeof useFormat>

/** The documents' words (days, lines, parties) in the page's language, for the vault's summaries. */
export function useDocumentWords(): TDocumentWords {
  const locale = localeOr(useLocale())
  const t = useTranslations('Document')
  return useMemo(() => ({ lang: locale, tag: INTL_TAGS[locale], say: (key, values) => t(key, values) }), [locale, t])
}
