import { DEFAULT_LOCALE, isLocale, type TLocale } from '@/domain/locales'
import { cached } from './tag-cache'

/**
 * Cache tags per language (issue 26, ADR 045). Content read in a language is tagged with the
 * content's tag and with `tag:locale`. An edit in English drops the plain tag, so every language
 * (each may show the English text where it has no translation) renders afresh; an edit of a
 * translation drops only its language's pages.
 */
export function localeTags(tag: string, locale: TLocale): string[] {
  return locale === DEFAULT_LOCALE ? [tag] : [tag, `${tag}:${locale}`]
}

/** The tag an edit saved in `locale` drops (anything but a supported language counts as English). */
export function tagOfEdit(tag: string, locale: unknown): string {
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? `${tag}:${locale}` : tag
}

/** Which read of content in one language: its key, its content's tag, and the language. */
export type TLanguageEntry = { key: string; tag: string; locale: TLocale }

/** A cached read of content in one language: its own entry, tagged with localeTags. */
export const cachedInLanguage = <T>({ key, tag, locale }: TLanguageEntry, load: () => Promise<T>): Promise<T> =>
  cached({ key: `${key}|${locale}`, tags: localeTags(tag, locale) }, load)
