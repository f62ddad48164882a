import { createTranslator } from 'use-intl/core'
import type { TAvailabilityWords } from '@/domain/availability-words'
import { INTL_TAGS, type TLocale } from '@/domain/locales'
import en from '@/messages/en.json'
import { catalogueOf, type TMessages } from './catalogues'

/**
 * The allotment's words in a language (issue 58): next-intl's translator over a catalogue's
 * Availability namespace, typed against the English catalogue like the documents' words.
 */
export function availabilityWordsOf(locale: TLocale, messages: Pick<TMessages, 'Availability'>): TAvailabilityWords {
  const t = createTranslator({ locale, messages: messages as TMessages, namespace: 'Availability', timeZone: 'UTC' })
  return { tag: INTL_TAGS[locale], say: (key, values) => t(key, values) }
}

/** The allotment's words in a language, its catalogue loaded on first use. */
export const availabilityWords = async (locale: TLocale): Promise<TAvailabilityWords> =>
  availabilityWordsOf(locale, await catalogueOf(locale))

/** English, at once: what the back office (which works in English) shows staff. */
export const ENGLISH_AVAILABILITY_WORDS = availabilityWordsOf('en', en)
