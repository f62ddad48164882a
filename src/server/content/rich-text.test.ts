import { describe, expect, it } from 'vitest'
import { markEnglishFallbacks, richTextHtml } from './rich-text'

const lexical = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: text ? [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] : [],
      },
    ],
  },
})

describe('English shown in another language is marked lang="en" (ADR 070)', () => {
  it('marks a rich text the language lacks, and not one it has', () => {
    const shown = {
      title: 'Angkor',
      body: lexical('Sunrise over Angkor Wat.'),
      sections: [
        { id: 'a', text: lexical('Temples.') },
        { id: 'b', text: lexical('Tempel.') },
      ],
    }
    const own = {
      title: null,
      body: null,
      sections: [
        { id: 'b', text: lexical('Tempel.') },
        { id: 'a', text: lexical('') },
      ],
    }
    const marked = markEnglishFallbacks(shown, own)
    expect(richTextHtml(marked.body)).toBe('<div lang="en"><p>Sunrise over Angkor Wat.</p></div>')
    expect(richTextHtml(marked.sections[0].text)).toContain('lang="en"')
    expect(richTextHtml(marked.sections[1].text)).toBe('<p>Tempel.</p>')
    // Everything else is as read.
    expect(marked.title).toBe('Angkor')
    expect(richTextHtml(shown.body)).toBe('<p>Sunrise over Angkor Wat.</p>')
  })

  it('leaves an empty text alone', () => {
    expect(markEnglishFallbacks({ body: lexical('') }, {}).body).not.toHaveProperty('lang')
  })
})
