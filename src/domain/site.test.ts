import { describe, expect, it } from 'vitest'
import { telHref } from './site'

describe('telHref', () => {
  it('keeps the digits and the leading plus of a number as people write it', () => {
    expect(telHref('+66 (2) 123-4567')).toBe('tel:+6621234567')
  })
})
