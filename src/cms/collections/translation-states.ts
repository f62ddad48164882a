import type { CollectionConfig } from 'payload'

/**
 * What each translation of a document was written against (issue 58, ADR 070): one row per
 * document (or global) and language, holding, per text, the English the translator saw and a
 * fingerprint of their translation. Written by the save hook of every collection and global with
 * localized texts (src/cms/hooks/translation-tracking.ts); read by the back office's translation
 * status, work queue and side-by-side view. Only the server's own code reads and writes it.
 */
export const TranslationStates: CollectionConfig = {
  slug: 'translation-states',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    /** `collections/<slug>/<id>` or `globals/<slug>`. */
    { name: 'target', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
    /** { [text key]: { en: English then, tr: fingerprint of the translation then } } */
    { name: 'bases', type: 'json', required: true },
  ],
  indexes: [{ fields: ['target', 'locale'], unique: true }],
}
