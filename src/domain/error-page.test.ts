import { describe, expect, it } from 'vitest'
import { readableErrorMessage, shouldShowErrorMessage } from './error-page'

describe('error page rules', () => {
  it.each([
    [undefined, true],
    [500, true],
    [404, true],
    [301, true],
    [300, false],
    [200, false],
  ])('status %s shows the message: %s', (status, shown) => {
    expect(shouldShowErrorMessage(status)).toBe(shown)
  })

  it('replaces the production placeholder message and keeps the digest', () => {
    const prod =
      'An error occurred in the Server Components render. The specific message is omitted in production builds to avoid leaking sensitive details.'
    expect(readableErrorMessage(prod, '12345')).toBe('The server could not complete this request. (reference 12345)')
    expect(readableErrorMessage('Booking not found')).toBe('Booking not found')
    expect(readableErrorMessage(undefined)).toBe('The server could not complete this request.')
  })
})
