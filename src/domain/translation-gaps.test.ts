import { describe, expect, it } from 'vitest'
import {
  hasLocalizedText,
  isRichTextEmpty,
  richTextPlainText,
  type TGapField,
  translationGaps,
  valueAtPath,
} from './translation-gaps'

const lexical = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      children: text ? [{ type: 'text', text }] : [],
    })),
  },
})

const FIELDS: TGapField[] = [
  { type: 'text', name: 'title', localized: true },
  { type: 'text', name: 'slug' },
  { type: 'textarea', name: 'summary', label: 'Short summary', localized: true },
  { type: 'richText', name: 'body', localized: true },
  {
    type: 'tabs',
    tabs: [
      { label: 'SEO', fields: [{ type: 'text', name: 'metaTitle', localized: true }] },
      { name: 'hero', label: 'Hero', fields: [{ type: 'text', name: 'heroTitle', label: 'Heading', localized: true }] },
    ],
  },
  {
    type: 'array',
    name: 'items',
    label: 'Items',
    fields: [
      { type: 'text', name: 'url' },
      { type: 'text', name: 'title', label: 'Title', localized: true },
    ],
  },
  {
    type: 'blocks',
    name: 'layout',
    label: 'Layout',
    blocks: [
      { slug: 'quote', fields: [{ type: 'textarea', name: 'quote', label: 'Quote', localized: true }] },
      { slug: 'image', fields: [{ type: 'upload', name: 'image' }] },
    ],
  },
  { type: 'group', name: 'seo', localized: true, fields: [{ type: 'text', name: 'keywords' }] },
]

const english = {
  title: 'Temples of Angkor',
  slug: 'angkor',
  summary: 'Three days among the temples.',
  body: lexical('Sunrise over Angkor Wat.'),
  metaTitle: 'Angkor',
  hero: { heroTitle: 'Angkor' },
  items: [
    { id: 'r1', url: '/a', title: 'Day one' },
    { id: 'r2', url: '/b', title: 'Day two' },
  ],
  layout: [
    { id: 'b1', blockType: 'quote', quote: 'Unforgettable.' },
    { id: 'b2', blockType: 'image', image: 'm1' },
  ],
  seo: { keywords: 'temples, cambodia' },
}

describe('translationGaps', () => {
  it('counts every localized English text, top level, tabs, arrays, blocks and localized groups', () => {
    const { total, missing } = translationGaps({ fields: FIELDS, english, translated: { slug: 'angkor' } })
    expect(total).toBe(9)
    expect(missing.map((gap) => gap.path)).toEqual([
      'title',
      'summary',
      'body',
      'metaTitle',
      'hero.heroTitle',
      'items.0.title',
      'items.1.title',
      'layout.0.quote',
      'seo.keywords',
    ])
  })

  it('names each gap as an editor sees it', () => {
    const { missing } = translationGaps({ fields: FIELDS, english, translated: {} })
    const labels = Object.fromEntries(missing.map((gap) => [gap.path, gap.label]))
    expect(labels).toMatchObject({
      summary: 'Short summary',
      metaTitle: 'Meta Title',
      'hero.heroTitle': 'Hero › Heading',
      'items.1.title': 'Items 2 › Title',
      'layout.0.quote': 'Layout 1 › Quote',
    })
  })

  it('a fully translated document has no gaps; fields that are not localized never count', () => {
    const translated = {
      ...english,
      title: 'Tempel von Angkor',
      summary: 'Drei Tage.',
      body: lexical('Sonnenaufgang.'),
      metaTitle: 'Angkor (de)',
      hero: { heroTitle: 'Angkor!' },
      items: [
        { id: 'r1', url: '/a', title: 'Tag eins' },
        { id: 'r2', url: '/b', title: 'Tag zwei' },
      ],
      layout: [{ id: 'b1', blockType: 'quote', quote: 'Unvergesslich.' }, english.layout[1]],
      seo: { keywords: 'Tempel' },
    }
    expect(translationGaps({ fields: FIELDS, english, translated })).toEqual({ total: 9, missing: [] })
  })

  it('finds one missing row text among translated ones, matching rows by id whatever their order', () => {
    const translated = {
      title: 'T',
      summary: 'S',
      body: lexical('B'),
      metaTitle: 'M',
      hero: { heroTitle: 'H' },
      items: [
        { id: 'r2', title: 'Tag zwei' },
        { id: 'r1', title: null },
      ],
      layout: [{ id: 'b1', blockType: 'quote', quote: 'Q' }],
      seo: { keywords: 'K' },
    }
    expect(translationGaps({ fields: FIELDS, english, translated }).missing).toEqual([
      { path: 'items.0.title', label: 'Items 1 › Title' },
    ])
  })

  it('an English text that is empty or blank is nothing to translate', () => {
    const { total, missing } = translationGaps({
      fields: FIELDS,
      english: { title: '  ', summary: '', body: lexical(''), items: [] },
      translated: {},
    })
    expect({ total, missing }).toEqual({ total: 0, missing: [] })
  })

  it('a blank translation or an empty Lexical root is not a translation', () => {
    const { missing } = translationGaps({
      fields: [
        { type: 'text', name: 'title', localized: true },
        { type: 'richText', name: 'body', localized: true },
        { type: 'richText', name: 'intro', localized: true },
      ],
      english: { title: 'Hello', body: lexical('Words'), intro: lexical('More words') },
      translated: { title: ' ', body: { root: { type: 'root', children: [] } }, intro: lexical('', '') },
    })
    expect(missing.map((gap) => gap.path)).toEqual(['title', 'body', 'intro'])
  })

  it('no English version: nothing counted', () => {
    expect(translationGaps({ fields: FIELDS, english: null, translated: english })).toEqual({ total: 0, missing: [] })
  })
})

describe('rich text', () => {
  it('an empty root, empty paragraphs and blank text are empty; an image alone is not', () => {
    expect(isRichTextEmpty(null)).toBe(true)
    expect(isRichTextEmpty({ root: { type: 'root', children: [] } })).toBe(true)
    expect(isRichTextEmpty(lexical('', ''))).toBe(true)
    expect(isRichTextEmpty(lexical('   '))).toBe(true)
    expect(isRichTextEmpty(lexical('Hi'))).toBe(false)
    expect(isRichTextEmpty({ root: { type: 'root', children: [{ type: 'upload', value: 'm1' }] } })).toBe(false)
  })

  it('reads as plain text, one line per paragraph, list item or heading', () => {
    const doc = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Angkor' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Sunrise ' },
              { type: 'link', children: [{ type: 'text', text: 'over the temple' }] },
              { type: 'linebreak' },
              { type: 'text', text: 'then breakfast.' },
            ],
          },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [{ type: 'text', text: 'One' }] },
              { type: 'listitem', children: [{ type: 'text', text: 'Two' }] },
            ],
          },
        ],
      },
    }
    expect(richTextPlainText(doc)).toBe('Angkor\nSunrise over the temple\nthen breakfast.\nOne\nTwo')
    expect(richTextPlainText(undefined)).toBe('')
  })
})

describe('hasLocalizedText', () => {
  it('finds localized texts at any depth, and only those', () => {
    expect(hasLocalizedText(FIELDS)).toBe(true)
    expect(
      hasLocalizedText([
        { type: 'text', name: 'slug' },
        { type: 'number', name: 'sort' },
      ]),
    ).toBe(false)
    expect(
      hasLocalizedText([
        {
          type: 'blocks',
          name: 'layout',
          blocks: [{ slug: 'q', fields: [{ type: 'text', name: 'q', localized: true }] }],
        },
      ]),
    ).toBe(true)
    expect(hasLocalizedText([{ type: 'number', name: 'price', localized: true }])).toBe(false)
  })
})

describe('valueAtPath', () => {
  it('reads nested rows by position, or by id when the form knows the row ids', () => {
    expect(valueAtPath(english, 'title')).toBe('Temples of Angkor')
    expect(valueAtPath(english, 'hero.heroTitle')).toBe('Angkor')
    expect(valueAtPath(english, 'items.1.title')).toBe('Day two')
    expect(valueAtPath(english, 'items.0.title', { 'items.0': 'r2' })).toBe('Day two')
    expect(valueAtPath(english, 'layout.0.quote')).toBe('Unforgettable.')
  })

  it('a row the English version does not have yet, or a path that is not there, has no value', () => {
    expect(valueAtPath(english, 'items.0.title', { 'items.0': 'new-row' })).toBeUndefined()
    expect(valueAtPath(english, 'items.5.title')).toBeUndefined()
    expect(valueAtPath(english, 'title.deeper')).toBeUndefined()
    expect(valueAtPath(null, 'title')).toBeUndefined()
  })
})
