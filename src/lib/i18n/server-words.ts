import { createTranslator } from 'use-intl/core'
import type { TLocale } from '@/domain/locales'
import { catalogueOf, type TMessages } from './catalogues'

/**
 * A translator of one catalogue namespace in a language, for words the server writes down for a
 * reader (issue 58): a label an agent reads later, an email. Typed against the English catalogue.
 */
export async function serverWords<N extends keyof TMessages>(locale: TLocale, namespace: N) {
  return createTranslator({ locale, messages: await catalogueOf(locale), namespace, timeZone: 'UTC' })
}
