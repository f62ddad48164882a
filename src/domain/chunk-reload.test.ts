import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload'

describe('chunk reload guard', () => {
  it('reloads the first time and again only after 60 seconds', () => {
    const now = 1_700_000_000_000
    expect(shouldReloadAfterChunkError(null, now)).toBe(true)
    expect(shouldReloadAfterChunkError(now - 1_000, now)).toBe(false)
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_GUARD_MS + 1, now)).toBe(false)
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true)
    expect(shouldReloadAfterChunkError(Number.NaN, now)).toBe(true)
  })

  it('recognises chunk-load failures and nothing else', () => {
    const chunk = new Error('Loading chunk 7421 failed.')
    chunk.name = 'ChunkLoadError'
    expect(isChunkLoadError(chunk)).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError('Loading CSS chunk 12 failed')).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError({})).toBe(false)
  })
})
