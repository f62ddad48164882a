import { describe, expect, it, vi } from 'vitest'
import { findChromium } from './chromium'

const existing = process.execPath
const npm = { executablePath: '/npm/chromium', env: { LD_LIBRARY_PATH: '/npm/lib' } }

describe('findChromium: CHROME_PATH, then the system, then the npm build', () => {
  it('takes CHROME_PATH when it exists, and fails rather than guess when it does not', () => {
    const fallback = vi.fn(() => npm)
    expect(findChromium({ chromePath: existing, systemPaths: [], npm: fallback })).toEqual({ executablePath: existing })
    expect(findChromium({ chromePath: '/no/such/chrome', systemPaths: [existing], npm: fallback })).toBeNull()
    expect(fallback).not.toHaveBeenCalled()
  })

  it('takes the first system Chromium that exists', () => {
    expect(findChromium({ chromePath: undefined, systemPaths: ['/no/such', existing], npm: () => npm })).toEqual({
      executablePath: existing,
    })
  })

  it('falls back to the npm build, with its libraries on the path', () => {
    expect(findChromium({ chromePath: undefined, systemPaths: ['/no/such'], npm: () => npm })).toEqual(npm)
    expect(findChromium({ chromePath: undefined, systemPaths: [], npm: () => null })).toBeNull()
  })
})
