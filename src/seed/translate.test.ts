import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { MEMORIES, translationOf, withTranslations } from './translate'
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

describe('withTranslations: a document as the database holds it, every language at once', () => {
  const FR = { COMPANY: 'SOCIÉTÉ', 'About us': 'À propos' }
  const en = (text: unknown) => ({ en: text })

  it('adds each language the memories hold beside the English, at any depth, and keeps what is shared', () => {
    const doc = {
      id: 'd1',
      title: en('COMPANY'),
      slug: 'company',
      intro: en({
        root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello world' }] }] },
      }),
      listItems: [
        { id: 'a', fullName: en('About us'), url: '/about-us', shortName: en('Not in the memory') },
        { id: 'b', fullName: en('Contact'), url: '/contact', shortName: null },
      ],
      head: { subtitle: en('Lead') },
    }
    expect(withTranslations(FIELDS, doc, { de: MEMORY, fr: FR })).toEqual({
      id: 'd1',
      title: { en: 'COMPANY', de: 'UNTERNEHMEN', fr: 'SOCIÉTÉ' },
      slug: 'company',
      intro: {
        en: doc.intro.en,
        de: {
          root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hallo Welt' }] }] },
        },
      },
      listItems: [
        {
          id: 'a',
          fullName: { en: 'About us', de: 'Über uns', fr: 'À propos' },
          url: '/about-us',
          shortName: en('Not in the memory'),
        },
        { id: 'b', fullName: en('Contact'), url: '/contact', shortName: null },
      ],
      head: { subtitle: { en: 'Lead', de: 'Einleitung' } },
    })
    // The document read is left as it was.
    expect(doc.title).toEqual({ en: 'COMPANY' })
  })

  it('is null for a document no memory can translate', () => {
    expect(withTranslations(FIELDS, { title: en('Other'), slug: 'About us' }, { de: MEMORY, fr: FR })).toBeNull()
  })

  it('agrees with translationOf, language by language, on the fields both write', () => {
    const single = { title: 'COMPANY', listItems: [{ id: 'a', fullName: 'About us', url: '/x' }] }
    const stored = { title: en('COMPANY'), listItems: [{ id: 'a', fullName: en('About us'), url: '/x' }] }
    const all = withTranslations(FIELDS, stored, { de: MEMORY }) as { title: { de: string } }
    expect(translationOf(FIELDS, single, MEMORY)).toMatchObject({
      title: all.title.de,
      listItems: [{ fullName: 'Über uns' }],
    })
  })
})
