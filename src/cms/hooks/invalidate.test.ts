import { describe, expect, it } from 'vitest'
import { isDirectApiCall, pageTagsNotExpired, runAsDirectApiCall } from '@/lib/direct-call'
import { dropTagHere } from './invalidate'

describe('dropTagHere during an API call served outside Next.js (ADR 036)', () => {
  it('notes the page tag it could not expire there, and only there', async () => {
    expect(isDirectApiCall()).toBe(false)
    await runAsDirectApiCall(async () => {
      await Promise.resolve()
      expect(isDirectApiCall()).toBe(true)
      dropTagHere('unit-test-page-tag')
    })
    expect(pageTagsNotExpired()).toContain('unit-test-page-tag')
    dropTagHere('unit-test-other-tag')
    expect(pageTagsNotExpired()).not.toContain('unit-test-other-tag')
  })
})
