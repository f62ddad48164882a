/**
 * Where each translation of a document stands (issue 58, ADR 070): missing, copied from English,
 * outdated (the English changed after it was translated) or translated. A translation's "base" is
 * what the translator saw when they wrote it: the English text then, and a fingerprint of their
 * translation. The English changing under an unchanged translation makes it outdated; a new
 * translation of the current English makes it current again.
 */
import { richTextPlainText, type TTextGap, type TTextPair } from './translation-gaps'

/** What a translation was written against: the English then, and a fingerprint of the translation then. */
export type TTranslationBase = { en: string; tr: string }
/** A document's bases in one language, by text key (`TTextPair.key`). */
export type TTranslationBases = Record<string, TTranslationBase>

export type TTextState = 'missing' | 'copied' | 'outdated' | 'translated'

/**
 * A text identical to its English counts as copied (not translated) when it reads as a sentence:
 * at least this many words, of which at least three start in lower case ("the", "in", "travel").
 * Names, routes, titles and addresses ("Bangkok – Chiang Mai", "Monsoon | Siam in style", "17 rue du
 * Faubourg Montmartre, 75009 Paris") are the same in every language and stay translated; an editor
 * confirms a copied sentence that is right as it is with "Still right".
 */
const COPIED_MIN_WORDS = 4
const COPIED_MIN_LOWER_CASE_WORDS = 3

/** A text field's words as one plain string (rich text as its lines), spaces collapsed. */
export function plainText(type: string, value: unknown): string {
  const raw =
    type === 'richText'
      ? richTextPlainText(value)
      : typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.filter((item) => typeof item === 'string').join('\n')
          : ''
  return raw.replace(/[ \t\u00a0]+/g, ' ').trim()
}

/** A short fingerprint of a text (cyrb53, base 36): enough to tell a changed translation from the same one. */
export function textFingerprint(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507)
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507)
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

const readsAsSentence = (text: string) => {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word))
  return (
    words.length >= COPIED_MIN_WORDS &&
    words.filter((word) => /^\p{Ll}/u.test(word)).length >= COPIED_MIN_LOWER_CASE_WORDS
  )
}

/** Where one text's translation stands. */
export function textState(pair: TTextPair, base: TTranslationBase | undefined): TTextState {
  const english = plainText(pair.type, pair.english)
  const translated = plainText(pair.type, pair.translated)
  if (!translated) return 'missing'
  const fingerprint = textFingerprint(translated)
  // Written, or confirmed as still right, for this very English.
  if (base && base.tr === fingerprint && base.en === english) return 'translated'
  // Payload writes the English it showed into a language's rows on a partial save, and "Copy
  // English" fills a field to translate over: a sentence identical to the English is not translated.
  if (translated === english && readsAsSentence(english)) return 'copied'
  if (base && base.tr === fingerprint) return 'outdated'
  return 'translated'
}

/** A text that needs a translator, with the English it was translated from when it is outdated. */
export type TTextToDo = TTextGap & { key: string; state: Exclude<TTextState, 'translated'>; englishThen?: string }

export type TDocumentTranslation = {
  /** Localized texts with English. */
  total: number
  missing: number
  copied: number
  outdated: number
  /** The texts that are not translated, or outdated, in the document's order. */
  toDo: TTextToDo[]
}

/** A document's translation in one language, text by text. */
export function documentTranslation(pairs: readonly TTextPair[], bases: TTranslationBases = {}): TDocumentTranslation {
  const result: TDocumentTranslation = { total: pairs.length, missing: 0, copied: 0, outdated: 0, toDo: [] }
  for (const pair of pairs) {
    const base = bases[pair.key]
    const state = textState(pair, base)
    if (state === 'translated') continue
    result[state] += 1
    result.toDo.push({
      path: pair.path,
      key: pair.key,
      label: pair.label,
      state,
      ...(state === 'outdated' && base ? { englishThen: base.en } : {}),
    })
  }
  return result
}

/**
 * The bases after a save in the translated language: a text whose translation is new or changed
 * was written against the English it now stands beside; an unchanged one keeps its base (so an
 * outdated text stays outdated until it is translated again or marked as still right). Texts
 * without a translation, or copied from English, have none.
 */
export function basesAfterTranslating(pairs: readonly TTextPair[], bases: TTranslationBases): TTranslationBases {
  const next: TTranslationBases = {}
  for (const pair of pairs) {
    const state = textState(pair, undefined)
    if (state === 'missing' || state === 'copied') continue
    const fingerprint = textFingerprint(plainText(pair.type, pair.translated))
    const base = bases[pair.key]
    next[pair.key] =
      base && base.tr === fingerprint ? base : { en: plainText(pair.type, pair.english), tr: fingerprint }
  }
  return next
}

/**
 * The bases after the English changed: a translation that has no base yet (written before bases
 * were kept, or by the seed) was written against the English before this save, so it gets that as
 * its base and shows as outdated. Texts with a base keep it.
 */
export function basesAfterEnglishChange(
  pairs: readonly TTextPair[],
  previousPairs: readonly TTextPair[],
  bases: TTranslationBases,
): TTranslationBases {
  const before = new Map(previousPairs.map((pair) => [pair.key, plainText(pair.type, pair.english)]))
  const next: TTranslationBases = {}
  for (const pair of pairs) {
    const base = bases[pair.key]
    if (base) {
      next[pair.key] = base
      continue
    }
    const translated = plainText(pair.type, pair.translated)
    const englishThen = before.get(pair.key)
    if (!translated || englishThen === undefined || englishThen === plainText(pair.type, pair.english)) continue
    next[pair.key] = { en: englishThen, tr: textFingerprint(translated) }
  }
  return next
}

/** The bases with the given texts (outdated or copied) marked as still right for the current English. */
export function basesMarkedCurrent(
  pairs: readonly TTextPair[],
  bases: TTranslationBases,
  keys?: ReadonlySet<string>,
): TTranslationBases {
  const next: TTranslationBases = { ...bases }
  for (const pair of pairs) {
    if (keys && !keys.has(pair.key)) continue
    const state = textState(pair, bases[pair.key])
    if (state !== 'outdated' && state !== 'copied') continue
    next[pair.key] = {
      en: plainText(pair.type, pair.english),
      tr: textFingerprint(plainText(pair.type, pair.translated)),
    }
  }
  return next
}

/** How many of the texts are translated: neither missing, copied from English nor outdated. */
export function translatedCount(status: Pick<TDocumentTranslation, 'total' | 'missing' | 'copied' | 'outdated'>) {
  return status.total - status.missing - status.copied - status.outdated
}

/** "3 missing, 1 outdated" for the back office; "translated" when nothing is left. */
export function toDoSummary(status: Pick<TDocumentTranslation, 'missing' | 'copied' | 'outdated'>): string {
  const parts = [
    status.missing > 0 ? `${status.missing} missing` : '',
    status.copied > 0 ? `${status.copied} copied from English` : '',
    status.outdated > 0 ? `${status.outdated} outdated` : '',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'translated'
}
