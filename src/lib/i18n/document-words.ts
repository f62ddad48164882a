import { createTranslator } from 'use-intl/core'
import type { TDocumentWords } from '@/domain/document-words'
import { INTL_TAGS, type TLocale } from '@/domain/locales'
import en from '@/messages/en.json'
import { catalogueOf, type TMessages } from './catalogues'

/**
 * The documents' words in a language (issue 26): next-intl's translator over a catalogue's
 * Document namespace. Typed against the English catalogue, so a key the domain uses and the
 * catalogue lacks fails the type check.
 */
export function documentWordsOf(locale: TLocale, messages: Pick<TMessages, 'Document'>): TDocumentWords {
  const t = createTranslator({ locale, messages: messages as TMessages, namespace: 'Document', timeZone: 'UTC' })
  return { lang: locale, tag: INTL_TAGS[locale], say: (key, values) => t(key, values) }
}

/** The documents' words in a language, its catalogue loaded on first use. */
export const documentWords = async (locale: TLocale): Promise<TDocumentWords> =>
  documentWordsOf(locale, await catalogueOf(locale))

/** English, at once: the back office (which works in English) compares versions with it. */
export const ENGLISH_DOCUMENT_WORDS = documentWordsOf('en', en)
