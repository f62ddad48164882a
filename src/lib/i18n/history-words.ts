import { createTranslator } from 'use-intl/core'
import type { THistoryKey, THistoryValue, THistoryWords, TStoredRefusal } from '@/domain/history-words'
import { INTL_TAGS, LOCALE_NAMES, type TLocale } from '@/domain/locales'
import { formatMoney } from '@/domain/pricing/money'
import type { TErrorWords } from '@/lib/errors'
import en from '@/messages/en.json'
import { catalogueOf, type TMessages } from './catalogues'
import { errorWordsOf } from './error-words'

/** Says a booking history entry's words in one language. */
export type TSayHistory = (words: THistoryWords) => string

const JOINERS = { comma: ', ', semicolon: '; ' } as const

/** The catalogue's `History` namespace in a language, as a function of an entry's words (ADR 069). */
export function historyWordsOf(
  locale: TLocale,
  messages: Pick<TMessages, 'History' | 'Builder' | 'ApiErrors'>,
): TSayHistory {
  const tag = INTL_TAGS[locale]
  const common = { locale: tag, messages: messages as TMessages, timeZone: 'UTC' } as const
  const t = createTranslator({ ...common, namespace: 'History' }) as (
    key: string,
    values?: Record<string, string | number>,
  ) => string
  const sayError = errorWordsOf(locale, messages)
  const statusName = createTranslator({ ...common, namespace: 'Builder.status' }) as (key: string) => string
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const said = (value: THistoryValue): string | number => {
    if (typeof value === 'string' || typeof value === 'number') return value
    if ('date' in value) return day.format(new Date(`${value.date.slice(0, 10)}T00:00:00Z`))
    if ('moment' in value) return `${moment.format(new Date(value.moment))} UTC`
    if ('money' in value) return formatMoney(value.money, value.currency, locale === 'en' ? 'en' : tag)
    if ('status' in value) return statusName(value.status)
    if ('language' in value) return LOCALE_NAMES[value.language]
    if ('refusals' in value) return value.refusals.map((refusal) => sayError(revived(refusal))).join('; ')
    return say(value.parts, JOINERS[value.joiner])
  }
  const say = (words: THistoryWords, joiner: string = JOINERS.semicolon): string =>
    words
      .map((part) =>
        t(part.key, Object.fromEntries(Object.entries(part.values ?? {}).map(([name, v]) => [name, said(v)]))),
      )
      .join(joiner)
  return (words) => say(words)
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** A stored refusal as an error's words again: the dates JSON kept as ISO text are dates. */
function revived(refusal: TStoredRefusal): TErrorWords {
  const values = Object.fromEntries(
    Object.entries(refusal.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && ISO_MOMENT.test(value) ? new Date(value) : value,
    ]),
  )
  return { key: refusal.key as TErrorWords['key'], values }
}

/** A refusal's words as the history stores them (JSON): its dates as ISO text. */
export const storedRefusal = (words: TErrorWords): TStoredRefusal => JSON.parse(JSON.stringify(words))

/** Every sentence the domain names is in the catalogues (each catalogue has the English keys: catalogues.test.ts). */
const SENTENCES: Record<THistoryKey, string> = en.History
void SENTENCES

/** An entry in English, as the history stores it (the back office, logs and webhooks read it). */
export const englishHistory: TSayHistory = historyWordsOf('en', en)

/** The history's words in a language, its catalogue loaded on first use. */
export const historyWords = async (locale: TLocale): Promise<TSayHistory> =>
  locale === 'en' ? englishHistory : historyWordsOf(locale, await catalogueOf(locale))

/** A history entry of these words: the English summary it is stored with, and the words. */
export function historyEntry<A extends string>(
  action: A,
  words: THistoryWords,
): { action: A; summary: string; words: THistoryWords } {
  return { action, summary: englishHistory(words), words }
}
