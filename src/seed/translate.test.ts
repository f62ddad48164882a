import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { MEMORIES, translationOf } from './translate'
import source from './translations/de.json'

const FIELDS: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'intro', type: 'richText', localized: true },
  {
    name: 'listItems',
    type: 'array',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'fullName', type: 'text', localized: true },
          { name: 'url', type: 'text' },
        ],
      },
      { name: 'shortName', type: 'text', localized: true },
    ],
  },
  { name: 'head', type: 'group', fields: [{ name: 'subtitle', type: 'textarea', localized: true }] },
]

const MEMORY = { COMPANY: 'UNTERNEHMEN', 'About us': 'Über uns', 'Hello world': 'Hallo Welt', Lead: 'Einleitung' }

describe('translationOf: the data that writes a document’s translation', () => {
  it('translates the localized texts at any depth, keeping rows (ids, shared values) and leaving out what the memory lacks', () => {
    const doc = {
      title: 'COMPANY',
      slug: 'company',
      intro: {
        root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello world' }] }] },
      },
      listItems: [
        { id: 'a', fullName: 'About us', url: '/about-us', shortName: 'Not in the memory' },
        { id: 'b', fullName: 'Contact', url: '/contact', shortName: null },
      ],
      head: { subtitle: 'Lead' },
    }
    expect(translationOf(FIELDS, doc, MEMORY)).toEqual({
      title: 'UNTERNEHMEN',
      intro: {
        root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hallo Welt' }] }] },
      },
      listItems: [
        { id: 'a', fullName: 'Über uns', url: '/about-us' },
        { id: 'b', url: '/contact' },
      ],
      head: { subtitle: 'Einleitung' },
    })
  })

  it('writes an array’s rows when only they are translated, and nothing for a document it cannot translate', () => {
    expect(
      translationOf(FIELDS, { title: 'Other', listItems: [{ id: 'a', fullName: 'About us', url: '/x' }] }, MEMORY),
    ).toEqual({
      listItems: [{ id: 'a', fullName: 'Über uns', url: '/x' }],
    })
    expect(translationOf(FIELDS, { title: 'Other', slug: 'About us' }, MEMORY)).toBeNull()
  })

  it('the demo’s memories translate every text they hold, into a text of their own', () => {
    for (const memory of Object.values(MEMORIES)) {
      expect(Object.keys(memory).sort()).toEqual(Object.keys(source).sort())
      for (const text of Object.values(memory)) expect(text.trim()).not.toBe('')
    }
  })
})
