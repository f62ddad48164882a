import 'server-only'
import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'
import type { TLocale } from '@/domain/locales'
import { STAFF_AREAS, type TStaffRole, type TStaffUser } from '@/domain/staff-roles'
import { hasLocalizedText, labelOf, type TGapField } from '@/domain/translation-gaps'
import { AppError } from '@/lib/errors'

/**
 * The collections and globals that hold localized texts (issue 26 and 58, ADRs 046 and 070), and how
 * one of their documents is read in one language as an editor sees it: the latest draft, without
 * falling back to English, only the fields that hold localized texts.
 */
export type TTranslationSource = {
  kind: 'collection' | 'global'
  slug: string
  /** The collection's or global's name in the back office ("Hotels", "Site settings"). */
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

const selectOf = (fields: readonly TGapField[], useAsTitle?: string) => {
  const names = fields
    .flatMap(topLevel)
    .filter((field) => hasLocalizedText([field]))
    .map((field) => field.name as string)
  return Object.fromEntries([...names, ...(useAsTitle ? [useAsTitle] : [])].map((name) => [name, true as const]))
}

type TCollectionLike = {
  slug: string
  fields: unknown
  labels?: { plural?: unknown }
  label?: unknown
  admin?: { useAsTitle?: string }
  versions?: unknown
}

function sourceOf(kind: 'collection' | 'global', config: TCollectionLike): TTranslationSource | null {
  const fields = config.fields as TGapField[]
  if (!hasLocalizedText(fields)) return null
  const useAsTitle =
    kind === 'collection' && config.admin?.useAsTitle && config.admin.useAsTitle !== 'id'
      ? config.admin.useAsTitle
      : undefined
  const versions = config.versions as { drafts?: unknown } | undefined
  return {
    kind,
    slug: config.slug,
    typeLabel: labelOf(kind === 'collection' ? config.labels?.plural : config.label, config.slug),
    fields,
    hasDrafts: Boolean(versions?.drafts),
    useAsTitle,
    select: selectOf(fields, useAsTitle),
  }
}

/** Every collection and global with localized texts. */
export function translationSources(payload: Payload): TTranslationSource[] {
  return [
    ...payload.config.collections.map((config) => sourceOf('collection', config as TCollectionLike)),
    ...payload.config.globals.map((config) => sourceOf('global', config as TCollectionLike)),
  ].filter((source): source is TTranslationSource => source !== null)
}

/** One collection or global with localized texts, or null. */
export function translationSource(
  payload: Payload,
  kind: 'collection' | 'global',
  slug: string,
): TTranslationSource | null {
  const config =
    kind === 'collection'
      ? payload.config.collections.find((collection) => collection.slug === slug)
      : payload.config.globals.find((global) => global.slug === slug)
  return config ? sourceOf(kind, config as TCollectionLike) : null
}

/** The name a document's translation state is kept under: `collections/<slug>/<id>` or `globals/<slug>`. */
export const translationTarget = (source: Pick<TTranslationSource, 'kind' | 'slug'>, id: string | null) =>
  source.kind === 'collection' ? `collections/${source.slug}/${id}` : `globals/${source.slug}`

export type TDoc = Record<string, unknown> & { id?: unknown }

/**
 * One document (or the global) in one language, as editors see it, without falling back to English.
 * With `user`, read with that user's access; without, as the server (inside `req`'s transaction).
 */
export async function readTranslatable(input: {
  payload: Payload
  source: TTranslationSource
  id: string | null
  locale: TLocale
  req?: Partial<PayloadRequest>
  user?: Record<string, unknown>
}): Promise<TDoc | null> {
  const { payload, source, id, locale, req, user } = input
  const common = {
    locale,
    fallbackLocale: false,
    depth: 0,
    draft: source.hasDrafts,
    select: source.select,
    ...(user ? { overrideAccess: false, user } : { overrideAccess: true }),
    ...(req ? { req } : {}),
  } as const
  if (source.kind === 'global') {
    return (await payload.findGlobal({ ...common, slug: source.slug as GlobalSlug })) as unknown as TDoc
  }
  if (id === null) return null
  const doc = await payload.findByID({
    ...common,
    collection: source.slug as CollectionSlug,
    id,
    disableErrors: true,
  })
  return (doc as unknown as TDoc | null) ?? null
}

/** Who may see and keep translations' status: whoever edits content (editors and admins). */
const TRANSLATION_ROLES: readonly TStaffRole[] = STAFF_AREAS.content

export function assertMayReadTranslations(user: (TStaffUser & { collection?: string }) | null | undefined): TStaffUser {
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to the back office to see what is not yet translated.')
  const roles = user.collection === 'users' ? (user.roles ?? []) : []
  if (!roles.some((role) => TRANSLATION_ROLES.includes(role))) {
    throw new AppError('FORBIDDEN', 'Only editors and admins can see what is not yet translated.')
  }
  return user
}
