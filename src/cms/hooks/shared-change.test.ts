import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { sharedFieldsChanged } from './shared-change'

const FIELDS: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { type: 'row', fields: [{ name: 'sort', type: 'number' }] },
  {
    name: 'cards',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'url', type: 'text' },
    ],
  },
]

const doc = {
  title: 'Über uns',
  image: { id: 'm1', url: '/a.jpg' },
  sort: 1,
  cards: [{ id: 'c1', title: 'Karte', url: '/x' }],
  updatedAt: '2026-11-28T00:00:00Z',
}

describe('sharedFieldsChanged: whether a save in one language changed what every language shows', () => {
  it('a translation alone changes nothing shared, whatever the depth a relation was read at', () => {
    const previous = { ...doc, title: 'About', image: 'm1', cards: [{ id: 'c1', title: 'Card', url: '/x' }] }
    expect(sharedFieldsChanged(FIELDS, { ...doc, updatedAt: 'later' }, previous)).toBe(false)
  })

  it('a shared field changes every language: an image, a field in a row, a link in an array, a row added', () => {
    expect(sharedFieldsChanged(FIELDS, { ...doc, image: 'm2' }, doc)).toBe(true)
    expect(sharedFieldsChanged(FIELDS, { ...doc, sort: 2 }, doc)).toBe(true)
    expect(sharedFieldsChanged(FIELDS, { ...doc, cards: [{ id: 'c1', title: 'Karte', url: '/y' }] }, doc)).toBe(true)
    expect(
      sharedFieldsChanged(FIELDS, { ...doc, cards: [...doc.cards, { id: 'c2', title: 'Neu', url: '/z' }] }, doc),
    ).toBe(true)
  })
})
