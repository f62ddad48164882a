import { describe, expect, it } from 'vitest'
import { htmlToText } from './text'

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks, drops tags, decodes entities once', () => {
    expect(htmlToText('<p>Dear Mai,</p><p>Thanks &amp; welcome &lt;3<br>Monsoon</p>')).toBe(
      'Dear Mai,\nThanks & welcome <3\nMonsoon',
    )
    expect(htmlToText('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;')
  })
})
