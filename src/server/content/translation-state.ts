import 'server-only'
import { sql } from 'drizzle-orm'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE, isLocale, LOCALES, type TLocale } from '@/domain/locales'
import type { TStaffUser } from '@/domain/staff-roles'
import { textPairs } from '@/domain/translation-gaps'
import {
  basesAfterEnglishChange,
  basesAfterTranslating,
  basesMarkedCurrent,
  documentTranslation,
  type TDocumentTranslation,
  type TTranslationBases,
} from '@/domain/translation-status'
import { AppError } from '@/lib/errors'
import { execute, settledTransactionID } from '@/server/db'
import { listLanguages } from '@/server/languages/languages'
import {
  assertMayReadTranslations,
  readTranslatable,
  type TDoc,
  type TTranslationSource,
  translationSource,
  translationTarget,
} from './translation-sources'

/**
 * What each translation was written against (issue 58, ADR 070), kept per document and language in
 * `translation_states`, and where a document's translations stand, language by language.
 */

const TRANSLATED_LOCALES = LOCALES.filter((code) => code !== DEFAULT_LOCALE)

type TTransaction = { transactionID?: PayloadRequest['transactionID'] }

const isBases = (value: unknown): value is TTranslationBases =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The bases of one document, per language, from one query. */
export async function readBases(
  payload: Payload,
  target: string,
  req?: TTransaction,
): Promise<Map<TLocale, TTranslationBases>> {
  const rows = await execute(payload, sql`select locale, bases from translation_states where target = ${target}`, req)
  return new Map(
    rows.flatMap((row) =>
      isLocale(row.locale) && isBases(row.bases) ? [[row.locale, row.bases] as [TLocale, TTranslationBases]] : [],
    ),
  )
}

/** Every document's bases, by target and language: for the work queue, which reads every document. */
export async function readAllBases(payload: Payload): Promise<Map<string, Map<TLocale, TTranslationBases>>> {
  const rows = await execute(payload, sql`select target, locale, bases from translation_states`)
  const all = new Map<string, Map<TLocale, TTranslationBases>>()
  for (const row of rows) {
    if (typeof row.target !== 'string' || !isLocale(row.locale) || !isBases(row.bases)) continue
    const forTarget = all.get(row.target) ?? new Map<TLocale, TTranslationBases>()
    forTarget.set(row.locale, row.bases)
    all.set(row.target, forTarget)
  }
  return all
}

async function writeBases(
  payload: Payload,
  { target, locale, bases }: { target: string; locale: TLocale; bases: TTranslationBases },
  req?: TTransaction,
): Promise<void> {
  // One statement, so two saves of one document at once cannot both insert (and fail the second).
  await execute(
    payload,
    sql`insert into translation_states (target, locale, bases) values (${target}, ${locale}, ${JSON.stringify(bases)}::jsonb)
        on conflict (target, locale) do update set bases = excluded.bases, updated_at = now()`,
    req,
  )
}

const sameBases = (a: TTranslationBases, b: TTranslationBases) => JSON.stringify(a) === JSON.stringify(b)

/**
 * After a save in one language, inside its transaction: a save in another language records what its
 * new or changed translations were written against; a save in English that changed a text gives
 * each translation of it written before bases were kept the English it was translated from, so it
 * shows as outdated.
 */
export async function recordTranslationSave(input: {
  req: PayloadRequest
  source: TTranslationSource
  id: string | null
  /** The document before the save, in the save's language. */
  previous?: unknown
}): Promise<void> {
  const { req, source, id } = input
  const payload = req.payload
  const locale: TLocale = isLocale(req.locale) ? req.locale : DEFAULT_LOCALE
  const transaction = { transactionID: await settledTransactionID(req) }
  const target = translationTarget(source, id)
  const read = (language: TLocale) => readTranslatable({ payload, source, id, locale: language, req })
  const english = await read(DEFAULT_LOCALE)
  if (!english) return
  const known = await readBases(payload, target, transaction)
  for (const language of locale === DEFAULT_LOCALE ? TRANSLATED_LOCALES : [locale]) {
    const translated = await read(language)
    const pairs = textPairs({ fields: source.fields, english, translated })
    const bases = known.get(language) ?? {}
    const next =
      locale === DEFAULT_LOCALE
        ? basesAfterEnglishChange(
            pairs,
            textPairs({ fields: source.fields, english: input.previous, translated }),
            bases,
          )
        : basesAfterTranslating(pairs, bases)
    if (!sameBases(next, bases)) await writeBases(payload, { target, locale: language, bases: next }, transaction)
  }
}

/** A deleted document's states go with it, in the delete's transaction. */
export async function forgetTranslationState(
  req: PayloadRequest,
  source: TTranslationSource,
  id: string,
): Promise<void> {
  const transaction = { transactionID: await settledTransactionID(req) }
  await execute(
    req.payload,
    sql`delete from translation_states where target = ${translationTarget(source, id)}`,
    transaction,
  )
}

/** A document's translation in one language switched on, and where to translate it. */
export type TLanguageTranslation = TDocumentTranslation & {
  code: TLocale
  name: string
  /** The edit view in that language, where each text has its English beside it. */
  href: string
}

type TStaff = TStaffUser & { collection?: string }

/** The languages switched on other than English, by code and name. */
export async function translatedLanguages(): Promise<{ code: TLocale; name: string }[]> {
  return (await listLanguages()).flatMap((language) =>
    isLocale(language.code) && language.code !== DEFAULT_LOCALE
      ? [{ code: language.code, name: language.fullName }]
      : [],
  )
}

type TDocumentTranslations = { source: TTranslationSource; title: string; languages: TLanguageTranslation[] }

async function translationsOf(input: {
  payload: Payload
  source: TTranslationSource
  id: string | null
  user?: Record<string, unknown>
}): Promise<TDocumentTranslations | null> {
  const { payload, source, id, user } = input
  const target = translationTarget(source, id)
  const read = (locale: TLocale) => readTranslatable({ payload, source, id, locale, user })
  const [english, languages, bases] = await Promise.all([
    read(DEFAULT_LOCALE),
    translatedLanguages(),
    readBases(payload, target),
  ])
  if (!english) return null
  const translated = await Promise.all(languages.map((language) => read(language.code)))
  const titleValue = source.useAsTitle ? english[source.useAsTitle] : undefined
  return {
    source,
    title: typeof titleValue === 'string' && titleValue.trim() ? titleValue : source.typeLabel,
    languages: languages.map((language, index) => ({
      ...language,
      ...documentTranslation(
        textPairs({ fields: source.fields, english, translated: translated[index] }),
        bases.get(language.code),
      ),
      href: `${payload.config.routes.admin}/${target}?locale=${language.code}`,
    })),
  }
}

/**
 * Where a document's translations stand, per language switched on, read with the editor's access.
 * Null when the collection has no localized texts or the document cannot be read.
 */
export async function documentTranslations(input: {
  payload: Payload
  user: TStaff | null | undefined
  kind: 'collection' | 'global'
  slug: string
  id: string | null
}): Promise<TDocumentTranslations | null> {
  const staff = assertMayReadTranslations(input.user)
  const source = translationSource(input.payload, input.kind, input.slug)
  if (!source) return null
  return translationsOf({ payload: input.payload, source, id: input.id, user: { ...staff, collection: 'users' } })
}

/**
 * The same for the rows of a back-office list, which only shows documents its reader may read:
 * per document id, its translations per language, read as the server in one query per language.
 */
export async function listedDocumentTranslations(input: {
  payload: Payload
  slug: string
  ids: readonly string[]
}): Promise<Map<string, TLanguageTranslation[]>> {
  const { payload, ids } = input
  const result = new Map<string, TLanguageTranslation[]>()
  const source = translationSource(payload, 'collection', input.slug)
  if (!source || ids.length === 0) return result
  const read = async (locale: TLocale) => {
    const { docs } = await payload.find({
      collection: source.slug as CollectionSlug,
      where: { id: { in: [...ids] } },
      locale,
      fallbackLocale: false,
      depth: 0,
      draft: source.hasDrafts,
      select: source.select,
      pagination: false,
      overrideAccess: true,
    })
    return new Map((docs as unknown as TDoc[]).map((doc) => [String(doc.id), doc]))
  }
  const targets = ids.map((id) => translationTarget(source, id))
  const [english, languages, rows] = await Promise.all([
    read(DEFAULT_LOCALE),
    translatedLanguages(),
    execute(payload, sql`select target, locale, bases from translation_states where target in ${targets}`),
  ])
  const translated = await Promise.all(languages.map((language) => read(language.code)))
  const bases = new Map(rows.map((row) => [`${String(row.target)}#${String(row.locale)}`, row.bases]))
  for (const id of ids) {
    const doc = english.get(id)
    if (!doc) continue
    const target = translationTarget(source, id)
    result.set(
      id,
      languages.map((language, index) => ({
        ...language,
        ...documentTranslation(
          textPairs({ fields: source.fields, english: doc, translated: translated[index].get(id) }),
          (bases.get(`${target}#${language.code}`) as TTranslationBases | undefined) ?? {},
        ),
        href: `${payload.config.routes.admin}/${target}?locale=${language.code}`,
      })),
    )
  }
  return result
}

/**
 * Marks a document's outdated translations in a language (all, or the texts named by `keys`) as
 * still right for the current English. For editors and admins who may update the document.
 */
export async function markTranslationsCurrent(input: {
  payload: Payload
  user: TStaff | null | undefined
  kind: 'collection' | 'global'
  slug: string
  id: string | null
  locale: string
  keys?: readonly string[]
}): Promise<{ marked: number }> {
  const { payload, kind, slug, id } = input
  const staff = assertMayReadTranslations(input.user)
  const user = { ...staff, collection: 'users' as const }
  const source = translationSource(payload, kind, slug)
  if (!source) throw new AppError('NOT_FOUND', `${slug} has no texts to translate.`)
  if (!isLocale(input.locale) || input.locale === DEFAULT_LOCALE) {
    throw new AppError('BAD_REQUEST', 'Choose a language other than English.')
  }
  const locale = input.locale
  const target = translationTarget(source, id)
  const english = await readTranslatable({ payload, source, id, locale: DEFAULT_LOCALE, user })
  if (!english) throw new AppError('NOT_FOUND', 'No such document.')
  const translated = await readTranslatable({ payload, source, id, locale, user })
  const pairs = textPairs({ fields: source.fields, english, translated })
  const bases = (await readBases(payload, target)).get(locale) ?? {}
  const next = basesMarkedCurrent(pairs, bases, input.keys ? new Set(input.keys) : undefined)
  const marked = Object.keys(next).filter((key) => next[key] !== bases[key]).length
  if (marked > 0) await writeBases(payload, { target, locale, bases: next })
  return { marked }
}
