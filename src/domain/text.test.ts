import { describe, expect, it } from 'vitest'
import { formatJournalDate, hasControlCharacter, htmlToText, unstorableTextAt } from './text'

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks, drops tags, decodes entities once', () => {
    expect(htmlToText('<p>Dear Mai,</p><p>Thanks &amp; welcome &lt;3<br>Monsoon</p>')).toBe(
      'Dear Mai,\nThanks & welcome <3\nMonsoon',
    )
    expect(htmlToText('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;')
  })
})

describe('formatJournalDate (spec §9 "MMM DD, YYYY")', () => {
  it.each([
    ['2027-03-04T07:00:00.000Z', 'Mar 04, 2027'],
    ['2026-12-31T23:59:59.000Z', 'Dec 31, 2026'],
    ['2027-01-01T00:00:00.000Z', 'Jan 01, 2027'],
    ['not a date', ''],
  ])('%s -> %s', (input, expected) => {
    expect(formatJournalDate(input)).toBe(expected)
  })
})

describe('unstorableTextAt', () => {
  it('finds a NUL in nested text or in a key, and names where', () => {
    expect(unstorableTextAt({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      path: 'a.1.c',
      why: 'nul',
      message: 'a.1.c contains a NUL character, which is not allowed',
    })
    expect(unstorableTextAt({ 'k\u0000': 1 })?.path).toBe('k\u0000')
    expect(unstorableTextAt('plain')).toBeNull()
    expect(unstorableTextAt({ a: 1, b: null, c: [true, 'é😀'] })).toBeNull()
  })

  it('refuses nesting deeper than any request, without recursion', () => {
    let deep: unknown = 'bottom'
    for (let n = 0; n < 100_000; n++) deep = [deep]
    expect(unstorableTextAt(deep)?.message).toMatch(/nested more than 32 levels/)
  })
})

describe('hasControlCharacter', () => {
  it('spots C0 controls and DEL, not text', () => {
    expect(['a\rb', 'a\nb', '\u0000', '\u007f'].map(hasControlCharacter)).toEqual([true, true, true, true])
    expect(['plain', 'é😀', ' '].map(hasControlCharacter)).toEqual([false, false, false])
  })
})
