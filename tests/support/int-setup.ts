import { afterAll, expect } from 'vitest'
import { pageTagsNotExpired } from '@/lib/direct-call'

/**
 * The API is served outside Next.js (ADR 036), where statically rendered pages cannot be expired:
 * a file whose API calls changed what pages show fails here, naming the pages' cache tags.
 */
afterAll(() => {
  expect(pageTagsNotExpired(), 'API calls dropped these page tags outside Next.js').toEqual([])
})
