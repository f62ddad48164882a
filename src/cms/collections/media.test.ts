import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { PUBLIC_UPLOAD_COLLECTIONS } from '@/lib/upload-files'
import { Files, Media } from './media'

describe('the uploads the HTTP front serves without Payload (ADR 050)', () => {
  it.each(PUBLIC_UPLOAD_COLLECTIONS)('%s can be read by anyone, signed in or not', async (slug) => {
    const collection = [Media, Files].find((config) => config.slug === slug)
    const read = collection?.access?.read
    expect(read).toBeTypeOf('function')
    const anonymous = { user: null, headers: new Headers() } as unknown as PayloadRequest
    expect(await read?.({ req: anonymous })).toBe(true)
  })
})
