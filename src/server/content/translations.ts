import 'server-only'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { DEFAULT_LOCALE, isLocale, type TLocale } from '@/domain/locales'
import { STAFF_AREAS, type TStaffRole, type TStaffUser } from '@/domain/staff-roles'
import { hasLocalizedText, labelOf, type TGapField, type TTextGap, translationGaps } from '@/domain/translation-gaps'
import { AppError } from '@/lib/errors'
import { logger } from '@/lib/logger'
import { listLanguages } from '@/server/languages/languages'

/**
 * What is not yet translated (issue 26, ADR 046): for every enabled language but English, each
 * document and global whose localized texts have English and nothing in that language, read as
 * the editor would see them (latest drafts, no fallback to English) with the editor's own access.
 */

/** One document or global with texts missing in a language, and where to translate them. */
export type TUntranslatedDocument = {
  kind: 'collection' | 'global'
  slug: string
  /** The collection's or global's name in the back office ("Hotels", "Site settings"). */
  typeLabel: string
  id: string | null
  title: string
  /** Localized texts of the document with an English value. */
  total: number
  missing: TTextGap[]
  /** The edit view in that language. */
  href: string
}

export type TLanguageGaps = {
  code: TLocale
  name: string
  /** Localized texts with an English value, over every document and global read. */
  total: number
  /** How many of them have no translation. */
  missing: number
  documents: TUntranslatedDocument[]
}

/** Who may see the list: whoever edits content (editors and admins). */
const TRANSLATION_ROLES: readonly TStaffRole[] = STAFF_AREAS.content

const PAGE = 200
const READERS = 3

type TSource = {
  kind: 'collection' | 'global'
  slug: string
  typeLabel: string
  fields: readonly TGapField[]
  hasDrafts: boolean
  useAsTitle?: string
  /** The top-level fields that hold localized texts: what is read. */
  select: Record<string, true>
}

/** The top-level data names under a field (an unnamed row, collapsible or tab holds its fields at the top). */
function topLevel(field: TGapField): TGapField[] {
  if (field.name) return [field]
  if (field.fields) return field.fields.flatMap(topLevel)
  if (field.tabs) {
    return field.tabs.flatMap((tab) =>
      tab.name ? [{ type: 'group', name: tab.name, fields: tab.fields } as TGapField] : tab.fields.flatMap(topLevel),
    )
  }
  return []
}

function sourcesOf(payload: Payload): TSource[] {
  const sources: TSource[] = []
  const selectOf = (fields: readonly TGapField[], useAsTitle?: string) => {
    const names = fields
      .flatMap(topLevel)
      .filter((field) => hasLocalizedText([field]))
      .map((field) => field.name as string)
    return Object.fromEntries([...names, ...(useAsTitle ? [useAsTitle] : [])].map((name) => [name, true as const]))
  }
  for (const collection of payload.config.collections) {
    const fields = collection.fields as unknown as TGapField[]
    if (!hasLocalizedText(fields)) continue
    const useAsTitle =
      collection.admin?.useAsTitle && collection.admin.useAsTitle !== 'id' ? collection.admin.useAsTitle : undefined
    sources.push({
      kind: 'collection',
      slug: collection.slug,
      typeLabel: labelOf(collection.labels?.plural, collection.slug),
      fields,
      hasDrafts: Boolean(collection.versions?.drafts),
      useAsTitle,
      select: selectOf(fields, useAsTitle),
    })
  }
  for (const global of payload.config.globals) {
    const fields = global.fields as unknown as TGapField[]
    if (!hasLocalizedText(fields)) continue
    sources.push({
      kind: 'global',
      slug: global.slug,
      typeLabel: labelOf(global.label, global.slug),
      fields,
      hasDrafts: Boolean(global.versions?.drafts),
      select: selectOf(fields),
    })
  }
  return sources
}

export function assertMayReadTranslations(user: (TStaffUser & { collection?: string }) | null | undefined): TStaffUser {
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to the back office to see what is not yet translated.')
  const roles = user.collection === 'users' ? (user.roles ?? []) : []
  if (!roles.some((role) => TRANSLATION_ROLES.includes(role))) {
    throw new AppError('FORBIDDEN', 'Only editors and admins can see what is not yet translated.')
  }
  return user
}

const isForbidden = (error: unknown) => (error as { status?: number }).status === 403

type TDoc = Record<string, unknown> & { id?: unknown }

/**
 * Every document and global with English texts not yet translated, per enabled language other
 * than English. Throws UNAUTHORIZED for no user and FORBIDDEN for anyone but editors and admins;
 * collections the user may not read are left out.
 */
export async function untranslatedTexts(input: {
  payload: Payload
  user: (TStaffUser & { collection?: string }) | null | undefined
}): Promise<TLanguageGaps[]> {
  const { payload } = input
  const staff = assertMayReadTranslations(input.user)
  const user = { ...staff, collection: 'users' as const }
  const adminRoute = payload.config.routes.admin
  const languages = (await listLanguages()).flatMap((language) =>
    isLocale(language.code) && language.code !== DEFAULT_LOCALE
      ? [{ code: language.code, name: language.fullName }]
      : [],
  )
  const result = new Map<TLocale, TLanguageGaps>(
    languages.map((language) => [language.code, { ...language, total: 0, missing: 0, documents: [] }]),
  )
  if (languages.length === 0) return []

  const record = (source: TSource, english: TDoc, translations: ReadonlyMap<TLocale, TDoc | undefined>) => {
    const id = source.kind === 'collection' ? String(english.id) : null
    const titleValue = source.useAsTitle ? english[source.useAsTitle] : undefined
    const title =
      typeof titleValue === 'string' && titleValue.trim()
        ? titleValue
        : id
          ? `${source.typeLabel} ${id}`
          : source.typeLabel
    for (const language of languages) {
      const gaps = translationGaps({ fields: source.fields, english, translated: translations.get(language.code) })
      const summary = result.get(language.code)
      if (!summary) continue
      summary.total += gaps.total
      summary.missing += gaps.missing.length
      if (gaps.missing.length === 0) continue
      const path = source.kind === 'collection' ? `collections/${source.slug}/${id}` : `globals/${source.slug}`
      summary.documents.push({
        kind: source.kind,
        slug: source.slug,
        typeLabel: source.typeLabel,
        id,
        title,
        total: gaps.total,
        missing: gaps.missing,
        href: `${adminRoute}/${path}?locale=${language.code}`,
      })
    }
  }

  const readSource = async (source: TSource) => {
    try {
      if (source.kind === 'global') {
        const read = (locale: TLocale) =>
          payload.findGlobal({
            slug: source.slug as GlobalSlug,
            locale,
            fallbackLocale: false,
            depth: 0,
            draft: source.hasDrafts,
            select: source.select,
            overrideAccess: false,
            user,
          }) as unknown as Promise<TDoc>
        const english = await read(DEFAULT_LOCALE)
        const translated = await Promise.all(
          languages.map(async (language) => [language.code, await read(language.code)] as const),
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
  const queue = sourcesOf(payload)
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      for (let source = queue.shift(); source; source = queue.shift()) await readSource(source)
    }),
  )

  for (const summary of result.values()) {
    summary.documents.sort(
      (a, b) =>
        a.typeLabel.localeCompare(b.typeLabel) || b.missing.length - a.missing.length || a.title.localeCompare(b.title),
    )
  }
  return [...result.values()]
}
