import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { MEMORIES, translationUpdate, withTranslations } from './translate'
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

describe('the demo’s translation memories', () => {
  it('translate every text they hold, into a text of their own', () => {
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

  it('is null for a document translated already, so nothing is written twice', () => {
    const stored = { title: en('COMPANY'), listItems: [{ id: 'a', fullName: en('About us'), url: '/x' }] }
    const once = withTranslations(FIELDS, stored, { de: MEMORY, fr: FR })
    expect(once).not.toBeNull()
    expect(withTranslations(FIELDS, once as Record<string, unknown>, { de: MEMORY, fr: FR })).toBeNull()
  })
})

const HOTEL_FIELDS: Field[] = [
  { name: 'name', type: 'text', required: true },
  {
    type: 'row',
    fields: [
      { name: 'stars', type: 'number' },
      { name: 'description', type: 'textarea', localized: true },
    ],
  },
  { name: 'intro', type: 'richText', localized: true },
  {
    name: 'rooms',
    type: 'array',
    fields: [
      { name: 'room', type: 'text', localized: true },
      { name: 'occupancy', type: 'number' },
    ],
  },
  { name: 'head', type: 'group', fields: [{ name: 'subtitle', type: 'text', localized: true }] },
]

const HOTEL_MEMORY = { 'By the river': 'Am Fluss', Deluxe: 'Deluxe-Zimmer', Welcome: 'Willkommen' }

/** A hotel as the Local API returns it in English at depth 0. */
const HOTEL = {
  id: 'h1',
  name: 'River Lodge',
  stars: 5,
  description: 'By the river',
  intro: { root: { type: 'root', children: [{ type: 'text', text: 'Welcome' }] } },
  rooms: [
    { id: 'r1', room: 'Deluxe', occupancy: 2 },
    { id: 'r2', room: 'Attic', occupancy: 3 },
  ],
  head: { subtitle: 'Not in the memory' },
  createdAt: '2026-12-02T10:00:00.000Z',
  updatedAt: '2026-12-02T10:00:00.000Z',
}

describe('translationUpdate: the save that gives a created document its translation', () => {
  it('writes each text the memory translates, keeps the rest of the document and each array row’s id', () => {
    expect(translationUpdate(HOTEL_FIELDS, HOTEL, HOTEL_MEMORY)).toEqual({
      name: 'River Lodge',
      stars: 5,
      description: 'Am Fluss',
      intro: { root: { type: 'root', children: [{ type: 'text', text: 'Willkommen' }] } },
      rooms: [
        { id: 'r1', room: 'Deluxe-Zimmer', occupancy: 2 },
        { id: 'r2', occupancy: 3 },
      ],
      head: {},
    })
  })

  it('leaves out a text the memory lacks, so that language falls back to English instead of keeping a copy', () => {
    const update = translationUpdate(HOTEL_FIELDS, HOTEL, HOTEL_MEMORY) as { head: object; rooms: object[] }
    expect(update.head).not.toHaveProperty('subtitle')
    expect(update.rooms[1]).not.toHaveProperty('room')
  })

  it('is null when the memory translates nothing of the document', () => {
    expect(
      translationUpdate(HOTEL_FIELDS, { ...HOTEL, description: 'Other', intro: null, rooms: [] }, HOTEL_MEMORY),
    ).toBeNull()
  })
})
