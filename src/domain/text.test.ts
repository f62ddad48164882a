import { describe, expect, it } from 'vitest'
import { formatJournalDate, htmlToText } from './text'

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
