import 'server-only'
import type { CollectionSlug, Payload } from 'payload'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import type { TStaffUser } from '@/domain/staff-roles'
import { textPairs } from '@/domain/translation-gaps'
import { documentTranslation, type TDocumentTranslation } from '@/domain/translation-status'
import { logger } from '@/lib/logger'
import {
  assertMayReadTranslations,
  readTranslatable,
  type TDoc,
  type TTranslationSource,
  translationSources,
  translationTarget,
} from './translation-sources'
import { readAllBases, translatedLanguages } from './translation-state'

/**
 * What is not yet translated (issue 26, ADR 046): for every enabled language but English, each
 * document and global whose localized texts have English and nothing in that language, read as
 * the editor would see them (latest drafts, no fallback to English) with the editor's own access.
 */

/** One document or global with texts to translate in a language, and where to translate them. */
export type TUntranslatedDocument = TDocumentTranslation & {
  kind: 'collection' | 'global'
  slug: string
  /** The collection's or global's name in the back office ("Hotels", "Site settings"). */
  typeLabel: string
  id: string | null
  title: string
  /** The edit view in that language, where each text has its English beside it. */
  href: string
}

export type TLanguageGaps = {
  code: TLocale
  name: string
  /** Localized texts with an English value, over every document and global read. */
  total: number
  /** How many of them have no translation, are copied from English, or are outdated. */
  missing: number
  copied: number
  outdated: number
  documents: TUntranslatedDocument[]
}

const PAGE = 200
const READERS = 3

const isForbidden = (error: unknown) => (error as { status?: number }).status === 403

/**
 * Every document and global with texts to translate, per enabled language other than English:
 * texts with English and nothing in that language, copied from English, or outdated (the English
 * changed after they were translated). Throws UNAUTHORIZED for no user and FORBIDDEN for anyone but
 * editors and admins; collections the user may not read are left out.
 */
export async function untranslatedTexts(input: {
  payload: Payload
  user: (TStaffUser & { collection?: string }) | null | undefined
}): Promise<TLanguageGaps[]> {
  const { payload } = input
  const staff = assertMayReadTranslations(input.user)
  const user = { ...staff, collection: 'users' as const }
  const adminRoute = payload.config.routes.admin
  const languages = await translatedLanguages()
  if (languages.length === 0) return []
  const result = new Map<TLocale, TLanguageGaps>(
    languages.map((language) => [
      language.code,
      { ...language, total: 0, missing: 0, copied: 0, outdated: 0, documents: [] },
    ]),
  )
  const allBases = await readAllBases(payload)

  const record = (source: TTranslationSource, english: TDoc, translations: ReadonlyMap<TLocale, TDoc | undefined>) => {
    const id = source.kind === 'collection' ? String(english.id) : null
    const titleValue = source.useAsTitle ? english[source.useAsTitle] : undefined
    const title =
      typeof titleValue === 'string' && titleValue.trim()
        ? titleValue
        : id
          ? `${source.typeLabel} ${id}`
          : source.typeLabel
    const target = translationTarget(source, id)
    for (const language of languages) {
      const status = documentTranslation(
        textPairs({ fields: source.fields, english, translated: translations.get(language.code) }),
        allBases.get(target)?.get(language.code),
      )
      const summary = result.get(language.code)
      if (!summary) continue
      summary.total += status.total
      summary.missing += status.missing
      summary.copied += status.copied
      summary.outdated += status.outdated
      if (status.toDo.length === 0) continue
      summary.documents.push({
        ...status,
        kind: source.kind,
        slug: source.slug,
        typeLabel: source.typeLabel,
        id,
        title,
        href: `${adminRoute}/${target}?locale=${language.code}`,
      })
    }
  }

  const readSource = async (source: TTranslationSource) => {
    try {
      if (source.kind === 'global') {
        const read = (locale: TLocale) => readTranslatable({ payload, source, id: null, locale, user })
        const english = await read(DEFAULT_LOCALE)
        if (!english) return
        const translated = await Promise.all(
          languages.map(async (language) => [language.code, (await read(language.code)) ?? undefined] as const),
        )
        record(source, english, new Map(translated))
        return
      }
      const collection = source.slug as CollectionSlug
      const common = {
        collection,
        fallbackLocale: false,
        depth: 0,
        draft: source.hasDrafts,
        select: source.select,
        overrideAccess: false,
        user,
      } as const
      for (let page = 1; ; page += 1) {
        const english = await payload.find({ ...common, locale: DEFAULT_LOCALE, sort: 'id', limit: PAGE, page })
        const ids = english.docs.map((doc) => doc.id)
        if (ids.length > 0) {
          const translated = await Promise.all(
            languages.map(async (language) => {
              const { docs } = await payload.find({
                ...common,
                locale: language.code,
                where: { id: { in: ids } },
                pagination: false,
              })
              return [language.code, new Map(docs.map((doc) => [doc.id, doc as unknown as TDoc]))] as const
            }),
          )
          for (const doc of english.docs as unknown as TDoc[]) {
            record(source, doc, new Map(translated.map(([code, docs]) => [code, docs.get(doc.id as string)])))
          }
        }
        if (!english.hasNextPage) break
      }
    } catch (error) {
      // Not this person's to read (a settings global for an editor): left out, not an error.
      if (isForbidden(error)) return
      logger.error('Translations could not be read', { source: source.slug, message: String(error) })
      throw error
    }
  }
  // A few collections at a time: quicker than one by one, without taking the pool from the site.
  const queue = translationSources(payload)
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      for (let source = queue.shift(); source; source = queue.shift()) await readSource(source)
    }),
  )

  for (const summary of result.values()) {
    summary.documents.sort(
      (a, b) =>
        a.typeLabel.localeCompare(b.typeLabel) || b.toDo.length - a.toDo.length || a.title.localeCompare(b.title),
    )
  }
  return [...result.values()]
}
