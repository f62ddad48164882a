import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
} from 'payload'
import { hasLocalizedText, type TGapField } from '@/domain/translation-gaps'

/**
 * Keeps what each translation was written against (issue 58, ADR 070), in the save's own
 * transaction: a save in a language records its new translations; a save in English marks the
 * translations of the texts it changed as outdated. The seed writes its own translations and is
 * not tracked. Imported lazily: Payload's CLI loads this config where `server-only` throws (ADR 019).
 */
const afterCollectionChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection }) => {
  if (req.context?.seed) return doc
  const { recordTranslationSave } = await import('@/server/content/translation-state')
  const { translationSource } = await import('@/server/content/translation-sources')
  const source = translationSource(req.payload, 'collection', collection.slug)
  if (source) await recordTranslationSave({ req, source, id: String(doc.id), previous: previousDoc })
  return doc
}

const afterCollectionDelete: CollectionAfterDeleteHook = async ({ doc, req, collection }) => {
  const { forgetTranslationState } = await import('@/server/content/translation-state')
  const { translationSource } = await import('@/server/content/translation-sources')
  const source = translationSource(req.payload, 'collection', collection.slug)
  if (source) await forgetTranslationState(req, source, String(doc.id))
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req, global }) => {
  if (req.context?.seed) return doc
  const { recordTranslationSave } = await import('@/server/content/translation-state')
  const { translationSource } = await import('@/server/content/translation-sources')
  const source = translationSource(req.payload, 'global', global.slug)
  if (source) await recordTranslationSave({ req, source, id: null, previous: previousDoc })
  return doc
}

/**
 * The collections or globals given, those with localized texts keeping their translations' state,
 * and showing it: a "Translations" column in their lists and a panel beside the edit form.
 */
export function withTranslationTracking<T extends CollectionConfig | GlobalConfig>(
  kind: 'collection' | 'global',
  configs: T[],
): T[] {
  return configs.map((config) => {
    if (!hasLocalizedText(config.fields as unknown as TGapField[])) return config
    const hooks = config.hooks ?? {}
    const afterChange = [
      ...(hooks.afterChange ?? []),
      kind === 'collection' ? afterCollectionChange : afterGlobalChange,
    ]
    const afterDelete = [...((hooks as CollectionConfig['hooks'])?.afterDelete ?? []), afterCollectionDelete]
    const admin = (config.admin ?? {}) as { defaultColumns?: string[] }
    return {
      ...config,
      ...(admin.defaultColumns
        ? { admin: { ...admin, defaultColumns: [...admin.defaultColumns, TRANSLATION_STATUS_FIELD.name] } }
        : {}),
      hooks: kind === 'collection' ? { ...hooks, afterChange, afterDelete } : { ...hooks, afterChange },
      fields: [...config.fields, TRANSLATION_STATUS_FIELD],
    } as T
  })
}

/** A field that holds nothing: the list's column and the edit view's panel of translation status. */
const TRANSLATION_STATUS_FIELD = {
  name: 'translationStatus',
  type: 'ui',
  label: 'Translations',
  admin: {
    position: 'sidebar',
    components: {
      Field: '/cms/components/translation-panel#TranslationStatusPanel',
      Cell: '/components/backoffice/translation-status#TranslationStatusCell',
    },
  },
} as const
