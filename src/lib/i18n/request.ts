import { lang } from 'next/root-params'
import { getRequestConfig } from 'next-intl/server'
import { localeOr } from '@/domain/locales'
import { catalogueOf } from './catalogues'

/**
 * next-intl's per-request configuration: the language is the root segment of the page's address
 * (`app/(site)/[lang]`, ADR 045), read through Next's root params so pages stay static per language.
 * Outside the site (route handlers, the back office) it is English.
 */
export default getRequestConfig(async () => {
  let locale = localeOr(undefined)
  try {
    locale = localeOr(await lang())
  } catch {
    // Not under the [lang] root: English.
  }
  return { locale, messages: await catalogueOf(locale), timeZone: 'UTC' }
})
