import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from '@/domain/locales'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'

const CATALOGUES: Record<(typeof LOCALES)[number], unknown> = { en, de, fr }

/** "Chrome.home" → text, for every leaf of a catalogue. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      for (const [leaf, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(leaf, text)
    }
  } else out.set(prefix, tree)
  return out
}

/** The ICU arguments a message takes: "{count, plural, …}" and "{name}" give count and name. */
const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1]))].sort()

/** The tags a rich text takes: "<strong>{total}</strong>" gives strong. */
const tagsOf = (text: string) => [...new Set([...text.matchAll(/<([A-Za-z]\w*)>/g)].map((match) => match[1]))].sort()

describe('interface catalogues (issue 26)', () => {
  const english = leaves(en)

  it('every supported language has a catalogue', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort())
  })

  for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
    it(`${locale}: has every key the English catalogue has, and no other`, () => {
      const other = leaves(CATALOGUES[locale])
      expect([...english.keys()].filter((key) => !other.has(key))).toEqual([])
      expect([...other.keys()].filter((key) => !english.has(key))).toEqual([])
    })

    it(`${locale}: every text is written, and takes the same arguments as the English one`, () => {
      for (const [key, text] of leaves(CATALOGUES[locale])) {
        expect({ key, type: typeof text }).toEqual({ key, type: 'string' })
        expect({ key, empty: String(text).trim() === '' }).toEqual({ key, empty: false })
        expect({ key, args: argumentsOf(String(text)) }).toEqual({ key, args: argumentsOf(String(english.get(key))) })
        expect({ key, tags: tagsOf(String(text)) }).toEqual({ key, tags: tagsOf(String(english.get(key))) })
      }
    })
  }

  it('every message of every language is valid ICU and formats', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: CATALOGUES[locale] as typeof en })
      for (const [key, text] of leaves(CATALOGUES[locale])) {
        const values = Object.fromEntries(argumentsOf(String(text)).map((name) => [name, 2]))
        // Rich texts ("Total: <strong>{total}</strong>", for t.rich) get a handler per tag.
        const tags = Object.fromEntries(tagsOf(String(text)).map((name) => [name, (chunks: string) => chunks]))
        const formatted = (t.markup as unknown as (key: string, values: object) => string)(key, { ...values, ...tags })
        expect({ locale, key, isFallback: formatted === key }).toEqual({ locale, key, isFallback: false })
      }
    }
  })
})
