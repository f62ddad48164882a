import { createTranslator } from 'use-intl/core'
import { INTL_TAGS, type TLocale } from '@/domain/locales'
import { type AppError, ERROR_FORMATS, errorBody, icuValues, type TErrorBody, type TErrorWords } from '@/lib/errors'
import { catalogueOf, type TMessages } from './catalogues'

/** Says an error's words in one language. */
export type TSayError = (words: TErrorWords) => string

/** The catalogue's `ApiErrors` namespace in a language, as a function of an error's words (ADR 069). */
export function errorWordsOf(locale: TLocale, messages: Pick<TMessages, 'ApiErrors'>): TSayError {
  const t = createTranslator({
    locale: INTL_TAGS[locale],
    messages: messages as TMessages,
    namespace: 'ApiErrors',
    timeZone: 'UTC',
    formats: ERROR_FORMATS,
  })
  const say = t as (key: string, values?: Record<string, string | number | Date>) => string
  return (words) => say(words.key, icuValues(words.values, INTL_TAGS[locale]))
}

/** The words of errors in a language, its catalogue loaded on first use. */
export const errorWords = async (locale: TLocale): Promise<TSayError> => errorWordsOf(locale, await catalogueOf(locale))

/**
 * An AppError's body in a language: its message and each field's message said from their words;
 * what was raised without words (staff-only errors) stays as raised. In English the body is the
 * error's own English, so logs, the back office and callers that ask for no language read one text.
 */
export async function errorBodyIn(error: AppError, locale: TLocale): Promise<TErrorBody> {
  const keyed = error.words !== undefined || error.fields?.some((field) => field.words)
  if (locale === 'en' || !keyed) return errorBody(error.code, error.message, error.fields)
  const say = await errorWords(locale)
  return errorBody(
    error.code,
    error.words ? say(error.words) : error.message,
    error.fields?.map((field) => ({ field: field.field, message: field.words ? say(field.words) : field.message })),
  )
}
