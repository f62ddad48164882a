import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BEYOND_PARTS,
  beyondPartPath,
  clampCrop,
  contentRows,
  cropStyle,
  cssPercent,
  fileKind,
  formatFileSize,
  parseDuration,
  type TBeyondContentImage,
  videoMimeType,
} from './beyond'

const crop = fc.record({
  left: fc.double({ min: -50, max: 150, noNaN: true }),
  top: fc.double({ min: -50, max: 150, noNaN: true }),
  width: fc.double({ min: -10, max: 150, noNaN: true }),
  height: fc.double({ min: -10, max: 150, noNaN: true }),
})
const size = fc.record({ width: fc.integer({ min: 1, max: 6000 }), height: fc.integer({ min: 1, max: 6000 }) })

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))

describe('clampCrop', () => {
  it('keeps a crop that fits as it is', () => {
    expect(clampCrop({ left: 30, top: 12, width: 45, height: 70 })).toEqual({
      left: 30,
      top: 12,
      width: 45,
      height: 70,
    })
  })

  it('moves a crop that runs past an edge back inside, without shrinking it', () => {
    expect(clampCrop({ left: 80, top: 90, width: 40, height: 30 })).toEqual({
      left: 60,
      top: 70,
      width: 40,
      height: 30,
    })
  })

  it('bounds the sides between 1 % and 100 % and reads nonsense as the whole image', () => {
    expect(clampCrop({ left: -5, top: -5, width: 0, height: 500 })).toEqual({ left: 0, top: 0, width: 1, height: 100 })
    expect(
      clampCrop({ left: Number.NaN, top: Number.POSITIVE_INFINITY, width: Number.NaN, height: Number.NaN }),
    ).toEqual({ left: 0, top: 0, width: 100, height: 100 })
  })

  it('always gives a rectangle inside the image (property)', () => {
    fc.assert(
      fc.property(crop, (given) => {
        const { left, top, width, height } = clampCrop(given)
        expect(width).toBeGreaterThanOrEqual(1)
        expect(height).toBeGreaterThanOrEqual(1)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(top).toBeGreaterThanOrEqual(0)
        expect(left + width).toBeLessThanOrEqual(100 + 1e-9)
        expect(top + height).toBeLessThanOrEqual(100 + 1e-9)
      }),
    )
  })

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(crop, (given) => {
        expect(clampCrop(clampCrop(given))).toEqual(clampCrop(given))
      }),
    )
  })
})

describe('cropStyle', () => {
  it('a 45 % × 70 % crop of a 1600 × 900 image at 30 %, 12 %', () => {
    const style = cropStyle({ left: 30, top: 12, width: 45, height: 70 }, { width: 1600, height: 900 })
    // 720 × 630 pixels of the image.
    expect(style.aspectRatio).toBeCloseTo(720 / 630, 12)
    expect(style.width).toBeCloseTo(222.2222, 3)
    expect(style.height).toBeCloseTo(142.8571, 3)
    expect(style.left).toBeCloseTo(-66.6667, 3)
    expect(style.top).toBeCloseTo(-17.1429, 3)
  })

  it('the whole image is the image itself', () => {
    expect(cropStyle({ left: 0, top: 0, width: 100, height: 100 }, { width: 1200, height: 800 })).toEqual({
      crop: { left: 0, top: 0, width: 100, height: 100 },
      aspectRatio: 1.5,
      width: 100,
      height: 100,
      left: 0,
      top: 0,
    })
  })

  it('counts an image of unknown size as square', () => {
    expect(cropStyle({ left: 0, top: 0, width: 50, height: 25 }, { width: null, height: null }).aspectRatio).toBe(2)
  })

  it('shows exactly the crop: the box’s edges fall on the crop’s edges in the image (property)', () => {
    fc.assert(
      fc.property(crop, size, (given, image) => {
        const style = cropStyle(given, image)
        // A box of any width W: its height is W / aspectRatio; the image is laid out inside it.
        const boxWidth = 1000
        const boxHeight = boxWidth / style.aspectRatio
        const imageWidth = (style.width / 100) * boxWidth
        const imageHeight = (style.height / 100) * boxHeight
        const imageLeft = (style.left / 100) * boxWidth
        const imageTop = (style.top / 100) * boxHeight
        // The image keeps its own proportions…
        expect(close(imageWidth / imageHeight, image.width / image.height)).toBe(true)
        // …and the box's corners are the crop's corners, in % of the image.
        expect(close((-imageLeft / imageWidth) * 100, style.crop.left)).toBe(true)
        expect(close((-imageTop / imageHeight) * 100, style.crop.top)).toBe(true)
        expect(close(((boxWidth - imageLeft) / imageWidth) * 100, style.crop.left + style.crop.width)).toBe(true)
        expect(close(((boxHeight - imageTop) / imageHeight) * 100, style.crop.top + style.crop.height)).toBe(true)
      }),
    )
  })

  it('never leaves a gap: the image covers the box (property)', () => {
    fc.assert(
      fc.property(crop, size, (given, image) => {
        const style = cropStyle(given, image)
        expect(style.left).toBeLessThanOrEqual(0)
        expect(style.top).toBeLessThanOrEqual(0)
        expect(style.left + style.width).toBeGreaterThanOrEqual(100 - 1e-9)
        expect(style.top + style.height).toBeGreaterThanOrEqual(100 - 1e-9)
      }),
    )
  })

  it('writes percentages without float noise', () => {
    expect(cssPercent(222.22222222)).toBe('222.2222%')
    expect(cssPercent(-0)).toBe('0%')
    expect(cssPercent(100)).toBe('100%')
  })
})

describe('contentRows', () => {
  const image = (id: string, row: number): TBeyondContentImage => ({
    _id: id,
    row,
    category: `Category ${id}`,
    image: { url: `/${id}.jpg`, alt: id, width: 1200, height: 800, srcSet: null },
  })

  it('groups by row, rows ascending, each row in the editor’s order', () => {
    const rows = contentRows([image('a', 2), image('b', 1), image('c', 2), image('d', 3), image('e', 1)])
    expect(rows.map((row) => [row.row, row.images.map((item) => item._id)])).toEqual([
      [1, ['b', 'e']],
      [2, ['a', 'c']],
      [3, ['d']],
    ])
  })

  it('loses and duplicates nothing (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 20 }), (rows) => {
        const images = rows.map((row, index) => image(String(index), row))
        const grouped = contentRows(images)
        const flat = grouped.flatMap((row) => row.images)
        expect(flat.map((item) => item._id).sort()).toEqual(images.map((item) => item._id).sort())
        expect(grouped.map((row) => row.row)).toEqual([...new Set(rows)].sort((a, b) => a - b))
        for (const row of grouped) expect(row.images.every((item) => item.row === row.row)).toBe(true)
      }),
    )
  })

  it('has no rows without images', () => {
    expect(contentRows([])).toEqual([])
  })
})

describe('films', () => {
  it.each([
    ['0:06', 6],
    ['3:45', 225],
    ['12:05', 725],
    ['1:02:03', 3723],
    [' 4:00 ', 240],
  ])('reads the duration %s as %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds)
  })

  it.each(['', '3', '3:5', '3:60', '1:60:00', 'abc', '3m45s', null, undefined])('reads %s as no duration', (text) => {
    expect(parseDuration(text)).toBeNull()
  })

  it.each([
    ['/cms-api/files/file/sea-nomads.mp4', 'video/mp4'],
    ['https://cdn.example/clip.WEBM?v=2', 'video/webm'],
    ['https://www.youtube.com/watch?v=abc', null],
    ['/cms-api/files/file/notes.pdf', null],
    ['/no-extension', null],
  ])('knows the video type of %s', (url, type) => {
    expect(videoMimeType(url)).toBe(type)
  })

  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [22_312, '22 kB'],
    [999_499, '999 kB'],
    [1_400_000, '1.4 MB'],
    [12_600_000, '13 MB'],
    [null, ''],
    [-1, ''],
  ])('writes %s bytes as "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text)
  })

  it('names a file’s kind for its link', () => {
    expect(fileKind({ mimeType: 'application/pdf', filename: 'x.bin' })).toBe('PDF')
    expect(fileKind({ mimeType: 'video/mp4', filename: 'sea-nomads.mp4' })).toBe('MP4')
    expect(fileKind({ url: 'https://example.com/notes.docx?x=1' })).toBe('DOCX')
    expect(fileKind({ url: 'https://example.com/download' })).toBe('File')
  })
})

describe('the four parts', () => {
  it('are the four addresses of spec §2, cover first', () => {
    expect(BEYOND_PARTS.map((part) => part.path)).toEqual([
      '/marketplace/beyond',
      '/marketplace/beyond/detail',
      '/marketplace/beyond/detail-page',
      '/marketplace/beyond/index0',
    ])
    expect(beyondPartPath('items')).toBe('/marketplace/beyond/index0')
  })
})
