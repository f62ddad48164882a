import { describe, expect, it } from 'vitest'
import { type TGapField, textPairs } from './translation-gaps'
import {
  basesAfterEnglishChange,
  basesAfterTranslating,
  basesMarkedCurrent,
  documentTranslation,
  plainText,
  textFingerprint,
  textState,
  translatedCount,
} from './translation-status'

const FIELDS: TGapField[] = [
  { type: 'text', name: 'title', localized: true },
  { type: 'textarea', name: 'summary', localized: true },
  { type: 'array', name: 'points', fields: [{ type: 'text', name: 'title', localized: true }] },
]

const pairsOf = (english: unknown, translated: unknown) => textPairs({ fields: FIELDS, english, translated })

describe('plainText and textFingerprint', () => {
  it('collapses spaces and reads rich text as lines', () => {
    expect(plainText('text', '  Angkor \u00a0 Wat ')).toBe('Angkor Wat')
    const lexical = {
      root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }] },
    }
    expect(plainText('richText', lexical)).toBe('Hi')
    expect(plainText('text', 42)).toBe('')
  })

  it('tells different texts apart and the same text alike', () => {
    expect(textFingerprint('Angkor')).toBe(textFingerprint('Angkor'))
    expect(textFingerprint('Angkor')).not.toBe(textFingerprint('Angkor.'))
  })
})

describe('textState', () => {
  const pair = (english: string, translated?: string) => pairsOf({ title: english }, { title: translated })[0]

  it('is missing without a translation, copied when a sentence is the English, translated otherwise', () => {
    expect(textState(pair('Temples of Angkor'), undefined)).toBe('missing')
    expect(textState(pair('Three days among the temples', 'Three days among the temples'), undefined)).toBe('copied')
    // Confirmed as right in the language ("Still right"): translated.
    const sentence = 'Three days among the temples'
    expect(textState(pair(sentence, sentence), { en: sentence, tr: textFingerprint(sentence) })).toBe('translated')
    // Short texts, names, routes and addresses may be the same in every language.
    expect(textState(pair('Siam in style', 'Siam in style'), undefined)).toBe('translated')
    expect(textState(pair('Bangkok – Chiang Mai', 'Bangkok – Chiang Mai'), undefined)).toBe('translated')
    expect(textState(pair('Monsoon | Siam in style', 'Monsoon | Siam in style'), undefined)).toBe('translated')
    expect(
      textState(
        pair('17 rue du Faubourg Montmartre, 75009 Paris', '17 rue du Faubourg Montmartre, 75009 Paris'),
        undefined,
      ),
    ).toBe('translated')
    expect(
      textState(
        pair('88 Sukhumvit Road, Khlong Toei, Bangkok 10110', '88 Sukhumvit Road, Khlong Toei, Bangkok 10110'),
        undefined,
      ),
    ).toBe('translated')
    expect(textState(pair('Temples of Angkor', 'Tempel von Angkor'), undefined)).toBe('translated')
  })

  it('is outdated when the English changed under an unchanged translation', () => {
    const base = { en: 'Temples of Angkor', tr: textFingerprint('Tempel von Angkor') }
    expect(textState(pair('Temples of Angkor', 'Tempel von Angkor'), base)).toBe('translated')
    expect(textState(pair('The temples of Angkor', 'Tempel von Angkor'), base)).toBe('outdated')
    // A translation changed since its base was kept (not by the back office): not known to be outdated.
    expect(textState(pair('The temples of Angkor', 'Die Tempel von Angkor'), base)).toBe('translated')
  })
})

describe('bases', () => {
  const english = {
    title: 'Angkor',
    summary: 'Three days among the temples.',
    points: [{ id: 'r1', title: 'Sunrise' }],
  }
  const german = {
    title: 'Angkor',
    summary: 'Drei Tage bei den Tempeln.',
    points: [{ id: 'r1', title: 'Sonnenaufgang' }],
  }

  it('a save in the language records each new translation against the English beside it, keyed by row id', () => {
    const bases = basesAfterTranslating(pairsOf(english, german), {})
    expect(Object.keys(bases).sort()).toEqual(['points.r1.title', 'summary', 'title'])
    expect(bases['points.r1.title']).toEqual({ en: 'Sunrise', tr: textFingerprint('Sonnenaufgang') })
    // Unchanged translations keep their base, even when the English moved on.
    const newer = { ...english, summary: 'Four days among the temples.' }
    expect(basesAfterTranslating(pairsOf(newer, german), bases).summary).toEqual(bases.summary)
    expect(documentTranslation(pairsOf(newer, german), bases)).toMatchObject({
      total: 3,
      outdated: 1,
      toDo: [{ key: 'summary', state: 'outdated', englishThen: 'Three days among the temples.' }],
    })
    expect(translatedCount(documentTranslation(pairsOf(newer, german), bases))).toBe(2)
  })

  it('an English change gives translations without a base the English they were written against', () => {
    const newer = { ...english, title: 'Angkor Wat', points: [{ id: 'r1', title: 'Sunrise' }] }
    const bases = basesAfterEnglishChange(pairsOf(newer, german), pairsOf(english, german), {})
    expect(bases).toEqual({ title: { en: 'Angkor', tr: textFingerprint('Angkor') } })
    expect(documentTranslation(pairsOf(newer, german), bases).toDo).toEqual([
      { path: 'title', key: 'title', label: 'Title', state: 'outdated', englishThen: 'Angkor' },
    ])
  })

  it('marking as still right makes outdated texts current, only those asked for', () => {
    const newer = { ...english, title: 'Angkor Wat', summary: 'Four days.' }
    const bases = basesAfterTranslating(pairsOf(english, german), {})
    expect(documentTranslation(pairsOf(newer, german), bases).outdated).toBe(2)
    const marked = basesMarkedCurrent(pairsOf(newer, german), bases, new Set(['title']))
    expect(documentTranslation(pairsOf(newer, german), marked).toDo.map((text) => text.key)).toEqual(['summary'])
    expect(
      documentTranslation(pairsOf(newer, german), basesMarkedCurrent(pairsOf(newer, german), bases)).outdated,
    ).toBe(0)
  })
})
