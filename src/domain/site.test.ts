import { describe, expect, it } from 'vitest'
import { emailWrapParts, telHref } from './site'

describe('telHref', () => {
  it('keeps the digits and the leading plus of a number as people write it', () => {
    expect(telHref('+66 (2) 123-4567')).toBe('tel:+6621234567')
  })
})

describe('emailWrapParts (issue 20)', () => {
  it('cuts before the @ and each dot of the domain, never inside a word', () => {
    expect(emailWrapParts('luangprabang@monsoon-dmc.com')).toEqual(['luangprabang', '@monsoon-dmc', '.com'])
    expect(emailWrapParts('first.last@mail.example.co.uk')).toEqual(['first.last', '@mail', '.example', '.co', '.uk'])
    expect(emailWrapParts('not-an-address')).toEqual(['not-an-address'])
    expect(emailWrapParts('@x.com')).toEqual(['@x.com'])
  })
})
