import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { adapterData } from './documents'
import { MEMORIES } from './translate'

const FIELDS: Field[] = [
  { name: 'name', type: 'text', required: true },
  {
    type: 'row',
    fields: [
      { name: 'kind', type: 'select', options: ['Hotel', 'Resort'], defaultValue: 'Hotel' },
      { name: 'stars', type: 'number', defaultValue: 4 },
    ],
  },
  { name: 'description', type: 'textarea', localized: true },
  {
    name: 'rooms',
    type: 'array',
    fields: [
      { name: 'id', type: 'text', hooks: { beforeChange: [({ value }) => value] } },
      { name: 'room', type: 'text' },
      { name: 'occupancy', type: 'number', defaultValue: 2 },
    ],
  },
]

/** A German text of the demo's memory, with its English. */
const [english, german] = Object.entries(MEMORIES.de)[0] as [string, string]

describe('adapterData: a seed document as the database adapter writes it', () => {
  it('fills static defaults, gives array rows ids, and writes each text in English and its translations', () => {
    const data = adapterData('hotels', FIELDS, {
      name: 'River Lodge',
      stars: 5,
      description: english,
      rooms: [{ room: 'Deluxe' }, { room: 'Suite', occupancy: 3 }],
    })
    expect(data).toMatchObject({
      name: 'River Lodge',
      kind: 'Hotel',
      stars: 5,
      description: { en: english, de: german, fr: MEMORIES.fr[english] },
      rooms: [
        { room: 'Deluxe', occupancy: 2 },
        { room: 'Suite', occupancy: 3 },
      ],
    })
    const ids = (data.rooms as { id: string }[]).map((row) => row.id)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/)
    expect(new Set(ids).size).toBe(2)
  })

  it('keeps a text no memory holds in English only', () => {
    expect(adapterData('hotels', FIELDS, { name: 'X', description: 'Not in any memory' }).description).toEqual({
      en: 'Not in any memory',
    })
  })

  it('refuses a document that leaves empty a field a hook would make', () => {
    const withSlug: Field[] = [
      ...FIELDS,
      { name: 'slug', type: 'text', hooks: { beforeValidate: [({ value }) => value] } },
    ]
    expect(() => adapterData('programs', withSlug, { name: 'X' })).toThrow(/programs\.slug is made by a hook/)
    expect(adapterData('programs', withSlug, { name: 'X', slug: 'x' }).slug).toBe('x')
  })
})
