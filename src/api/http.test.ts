import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ZIsoDate } from '@/domain/iso-date'
import { errorBodyIn } from '@/lib/i18n/error-words'
import { droppedFields, invalidRequest } from './http'

describe('droppedFields: what a response schema would silently strip', () => {
  const schema = z.object({
    a: z.string(),
    list: z.array(z.object({ b: z.number() })),
    optional: z.string().optional(),
  })

  it('names each field the schema does not know, however deep', () => {
    const sent = { a: 'x', extra: 1, list: [{ b: 1 }, { b: 2, secret: 's' }], optional: undefined }
    expect(droppedFields(sent, schema.parse(sent))).toEqual(['data.extra', 'data.list[1].secret'])
  })

  it('is empty when the schema keeps everything', () => {
    const sent = { a: 'x', list: [{ b: 1 }] }
    expect(droppedFields(sent, schema.parse(sent))).toEqual([])
  })
})

describe('invalidRequest: a schema’s refusal in words of the catalogues (ADR 069)', () => {
  const schema = z.object({
    name: z.string().max(5),
    begins: ZIsoDate,
    kind: z.enum(['hotel', 'program']),
    tour: z.string().min(1, 'Tour name is missing'),
  })
  const refusal = () => {
    const parsed = schema.safeParse({ name: 'too long', begins: '2027-02-30', kind: 'x', tour: '' })
    if (parsed.success) throw new Error('the schema accepted it')
    return invalidRequest(parsed.error)
  }

  it('keeps zod’s English for callers that name no language', async () => {
    const error = refusal()
    expect(error.message).toBe('Invalid request: name, begins, kind, tour')
    expect((await errorBodyIn(error, 'en')).error.fields?.map((field) => field.message)).toEqual([
      'Too big: expected string to have <=5 characters',
      '2027-02-30 is not a day of the calendar',
      'Invalid option: expected one of "hotel"|"program"',
      'Tour name is missing',
    ])
  })

  it('says each field in German', async () => {
    const { error } = await errorBodyIn(refusal(), 'de')
    expect(error.message).toBe('Ungültige Anfrage: name, begins, kind, tour')
    expect(error.fields).toEqual([
      { field: 'name', message: 'Höchstens 5 Zeichen' },
      { field: 'begins', message: '2027-02-30 ist kein Tag des Kalenders' },
      { field: 'kind', message: 'Einer dieser Werte: hotel, program' },
      { field: 'tour', message: 'Der Name der Reise fehlt' },
    ])
  })

  it('says a missing field in French', async () => {
    const parsed = schema.safeParse({ begins: '2027-01-01', kind: 'hotel', tour: 'x' })
    if (parsed.success) throw new Error('the schema accepted it')
    expect((await errorBodyIn(invalidRequest(parsed.error), 'fr')).error.fields).toEqual([
      { field: 'name', message: 'Veuillez remplir ce champ' },
    ])
  })
})
