import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { droppedFields } from './http'

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
