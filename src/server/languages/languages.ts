import 'server-only'
import { DEFAULT_LOCALE, localeOr, type TLocale } from '@/domain/locales'
import type { TLanguage } from '@/domain/site'
import { AppError } from '@/lib/errors'
import { cached } from '@/lib/tag-cache'
import { payloadClient } from '@/server/payload'

/**
 * The languages Monsoon is shown in: staff enable them (ADR 045); English is always on and always
 * first. A languageId that is not an enabled language answers in English, as the spec's calls
 * expect content (issue 26). Below content and auth, which both ask.
 */

export async function listLanguages(): Promise<TLanguage[]> {
  return cached({ key: 'languages', tags: ['languages'] }, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'languages',
      where: { enabled: { equals: true } },
      sort: 'sort',
      limit: 100,
      depth: 0,
      pagination: false,
    })
    const languages = docs.map((doc) => ({ _id: doc.id, fullName: doc.fullName, code: doc.code }))
    return [
      ...languages.filter((language) => language.code === DEFAULT_LOCALE),
      ...languages.filter((language) => language.code !== DEFAULT_LOCALE),
    ]
  })
}

/**
 * The language a request is for: the enabled language with that id or code, else the first
 * (English); bad or switched-off ids are not an error (§3 Language, issue 26).
 */
export async function resolveLanguage(languageId?: string): Promise<TLanguage> {
  const languages = await listLanguages()
  const first = languages[0]
  if (!first) throw new AppError('UNAVAILABLE', { key: 'noLanguage' })
  if (!languageId) return first
  return languages.find((language) => language._id === languageId || language.code === languageId) ?? first
}

/** The locale content is read in for a languageId: an enabled supported language, else English. */
export async function localeOfLanguage(languageId?: string): Promise<TLocale> {
  return localeOr((await resolveLanguage(languageId)).code)
}

/**
 * Whether pages in `locale` are shown: English always; another language while staff have it
 * enabled. When the languages cannot be read the page is let through (its layout shows the
 * "unavailable" page).
 */
export async function isLanguageShown(locale: TLocale): Promise<boolean> {
  if (locale === DEFAULT_LOCALE) return true
  try {
    return await isEnabledLanguage(locale)
  } catch {
    return true
  }
}

/** Whether staff have `locale` switched on (English always is). */
export const isEnabledLanguage = async (locale: TLocale): Promise<boolean> =>
  (await listLanguages()).some((language) => language.code === locale)
