import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMAIL_IMAGE_MAX_WIDTH, emailImageScale, emailImageSize } from './email-images'

describe('§5 email image sizes', () => {
  it.each([
    [1, 0.7],
    [499, 0.7],
    [500, 0.7],
    [501, 0.6],
    [999, 0.6],
    [1000, 0.5],
    [1001, 0.5],
    [4000, 0.5],
  ])('a %i px wide image is scaled %f', (width, scale) => {
    expect(emailImageScale(width)).toBe(scale)
  })

  it.each([
    [
      { width: 400, height: 300 },
      { width: 280, height: 210 },
    ],
    [
      { width: 500, height: 500 },
      { width: 350, height: 350 },
    ],
    [
      { width: 800, height: 600 },
      { width: 480, height: 360 },
    ],
    [
      { width: 999, height: 500 },
      { width: 599, height: 300 },
    ],
    [
      { width: 1000, height: 750 },
      { width: 500, height: 375 },
    ],
    [
      { width: 1248, height: 800 },
      { width: 624, height: 400 },
    ],
    [
      { width: 2400, height: 1600 },
      { width: 624, height: 416 },
    ],
    [
      { width: 0, height: 100 },
      { width: 0, height: 0 },
    ],
  ])('%o is shown at %o', (size, shown) => {
    expect(emailImageSize(size)).toEqual(shown)
  })

  it('never exceeds 624 px and keeps the proportions within a pixel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }), (width, height) => {
        const shown = emailImageSize({ width, height })
        expect(shown.width).toBeLessThanOrEqual(EMAIL_IMAGE_MAX_WIDTH)
        expect(shown.width).toBeLessThanOrEqual(width)
        expect(Math.abs(shown.height - (height * shown.width) / width)).toBeLessThanOrEqual(1 + height / width)
      }),
    )
  })
})
