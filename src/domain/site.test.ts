import { describe, expect, it } from 'vitest'
import { defaultImageOf, emailWrapParts, type TNation, telHref } from './site'

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

describe('the default image (spec §7: the nation’s image)', () => {
  const nation = (code: string, image: string | null): TNation => ({
    _id: code,
    code,
    fullName: code,
    slug: code,
    image,
  })
  const nations = [nation('th', null), nation('vn', '/media/vn.webp'), nation('kh', '/media/kh.webp')]

  it('is the agent’s nation’s image, else the first nation’s that has one', () => {
    expect(defaultImageOf(nations, 'kh')).toBe('/media/kh.webp')
    expect(defaultImageOf(nations, 'th')).toBe('/media/vn.webp')
    expect(defaultImageOf(nations, 'xx')).toBe('/media/vn.webp')
    expect(defaultImageOf(nations)).toBe('/media/vn.webp')
    expect(defaultImageOf(nations, null)).toBe('/media/vn.webp')
  })

  it('is null when no nation has an image', () => {
    expect(defaultImageOf([nation('th', null)], 'th')).toBeNull()
    expect(defaultImageOf([])).toBeNull()
  })
})
