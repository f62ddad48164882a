import { createTranslator } from 'use-intl/core'
import { safeValues, type TEmailWords } from '@/domain/agent-email'
import type { TLocale } from '@/domain/locales'
import en from '@/messages/en.json'
import { catalogueOf, type TMessages } from './catalogues'

type TKey = Parameters<ReturnType<typeof createTranslator<TMessages, 'Emails'>>>[0]

/** The `Emails` namespace in a language (issue 58): HTML with `<strong>` and `<br>` kept, values escaped. */
export function emailWordsOf(locale: TLocale, messages: Pick<TMessages, 'Emails'>): TEmailWords {
  const t = createTranslator({ locale, messages: messages as TMessages, namespace: 'Emails', timeZone: 'UTC' })
  return {
    lang: locale,
    html: (key, values) =>
      t.markup(key as TKey, {
        ...safeValues(values),
        strong: (chunks) => `<strong>${chunks}</strong>`,
        br: () => '<br>',
      }),
    text: (key, values) => t(key as TKey, values),
  }
}

/** The emails' words in a language, its catalogue loaded on first use. */
export const emailWords = async (locale: TLocale): Promise<TEmailWords> =>
  emailWordsOf(locale, await catalogueOf(locale))

export const ENGLISH_EMAIL_WORDS = emailWordsOf('en', en)
