import { describe, expect, it, vi } from 'vitest'
import { AppError, isAppError } from './errors'

describe('isAppError', () => {
  it('recognises an AppError from another copy of the module (as Next bundles one per layer)', async () => {
    vi.resetModules()
    const copy = await import('./errors')
    expect(copy.AppError).not.toBe(AppError)
    const error = new copy.AppError('STALE_VERSION', 'Changed elsewhere')
    expect(isAppError(error)).toBe(true)
    expect(isAppError(error) && error.status).toBe(409)
  })

  it('refuses other errors', () => {
    expect(isAppError(new Error('x'))).toBe(false)
    expect(isAppError({ code: 'NOT_FOUND' })).toBe(false)
    expect(isAppError(null)).toBe(false)
  })
})
