import { globSync, readFileSync } from 'node:fs'
import { parse } from '@babel/parser'
import { describe, expect, it } from 'vitest'

/**
 * No words outside the catalogues (issue 58): the text of every element and every attribute a
 * person reads or hears (aria-label, title, placeholder, alt, label) in the site's and the vault's
 * components is an expression (a catalogue's text, a name from the data), never a literal. The back
 * office (src/components/backoffice, src/cms) works in English, as Monsoon's staff do; the two
 * last-resort error pages render without any catalogue (ADR 045) and are left out by name.
 */

const FILES = globSync('src/{components,app}/**/*.tsx').filter(
  (file) =>
    !file.includes('.test.') &&
    !file.startsWith('src/components/backoffice/') &&
    !file.startsWith('src/app/(payload)/') &&
    !['src/app/global-error.tsx', 'src/app/global-not-found.tsx'].includes(file),
)

const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description'])

/** Literals that are not words of a language: the brand, codes shown as examples, a bots-only field. */
const NOT_WORDS = new Set(['Monsoon', 'MONSOON', 'TG 921', 'BKK', 'A4', 'Website'])

type TNode = { type?: string; [key: string]: unknown }

/** Each literal a person would read in one file, with its line. */
function literalTexts(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = []
  const add = (node: TNode, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim()
    if (!/\p{L}{2,}/u.test(trimmed) || NOT_WORDS.has(trimmed) || /^https?:\/\//.test(trimmed)) return
    found.push({ line: (node.loc as { start: { line: number } }).start.line, text: trimmed })
  }
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child)
      return
    }
    if (!node || typeof node !== 'object') return
    const current = node as TNode
    if (current.type === 'JSXText') add(current, String(current.value))
    if (current.type === 'JSXAttribute') {
      const name = (current.name as { name?: unknown }).name
      const value = current.value as TNode | null
      if (typeof name === 'string' && READ_ATTRIBUTES.has(name) && value?.type === 'StringLiteral')
        add(value, String(value.value))
    }
    for (const [key, child] of Object.entries(current))
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') walk(child)
  }
  walk(parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program)
  return found
}

describe('words come from the catalogues', () => {
  it('finds a literal sentence and an English aria-label, and leaves expressions and names alone', () => {
    const source = `export const A = () => <nav aria-label="Main"><p>Back to Home</p><p>{t('home')}</p><b>MONSOON</b><i title={t('x')} /></nav>`
    expect(literalTexts(source).map((found) => found.text)).toEqual(['Main', 'Back to Home'])
  })

  it('the site’s and the vault’s components render no literal words', () => {
    expect(FILES.length).toBeGreaterThan(100)
    const found = FILES.flatMap((file) =>
      literalTexts(readFileSync(file, 'utf8')).map(({ line, text }) => `${file}:${line} ${text}`),
    )
    expect(found).toEqual([])
  })
})
