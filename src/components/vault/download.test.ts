import { describe, expect, it } from 'vitest'
import { fileNameOf } from './download'

describe('file name of a download', () => {
  it.each([
    [`attachment; filename="BK1 Trip.docx"; filename*=UTF-8''BK1%20Tr%C3%A8s%20beau.docx`, 'BK1 Très beau.docx'],
    ['attachment; filename="BK1 Trip.docx"', 'BK1 Trip.docx'],
    [`attachment; filename="plain.docx"; filename*=UTF-8''%E0%A4%A`, 'plain.docx'],
    ['attachment', null],
    [null, null],
  ])('%j → %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name)
  })
})
