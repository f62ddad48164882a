import { describe, expect, it } from 'vitest'
import { captionsVtt, renderDemoVideo, renderPdf, type TCaptionCue } from './media-files'

type TBox = { type: string; start: number; size: number }

/** The boxes directly inside [start, end) of an MP4. */
function boxes(mp4: Buffer, start = 0, end = mp4.length): TBox[] {
  const found: TBox[] = []
  for (let at = start; at + 8 <= end; ) {
    const size = mp4.readUInt32BE(at)
    if (size < 8) throw new Error(`bad box size ${size} at ${at}`)
    found.push({ type: mp4.toString('latin1', at + 4, at + 8), start: at, size })
    at += size
  }
  return found
}

function child(mp4: Buffer, parent: TBox, type: string): TBox {
  const box = boxes(mp4, parent.start + 8, parent.start + parent.size).find((b) => b.type === type)
  if (!box) throw new Error(`no ${type} in ${parent.type}`)
  return box
}

/** Movie duration in seconds from the mvhd box (version 0 or 1). */
function movieSeconds(mp4: Buffer): number {
  const moov = boxes(mp4).find((b) => b.type === 'moov')
  if (!moov) throw new Error('no moov')
  const mvhd = child(mp4, moov, 'mvhd')
  const body = mvhd.start + 12
  if (mp4[mvhd.start + 8] === 1) {
    return Number(mp4.readBigUInt64BE(body + 20)) / mp4.readUInt32BE(body + 16)
  }
  return mp4.readUInt32BE(body + 12) / mp4.readUInt32BE(body + 8)
}

const river = { motif: 'river', palette: 'jade' } as const

describe('renderDemoVideo', () => {
  // First in the file on purpose: the encoder module is loaded once per process, and only that load can add handlers.
  it('leaves no process-wide error handlers behind from the encoder', async () => {
    const before = [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]
    await renderDemoVideo({ name: 'handlers', scene: river, seconds: 0.5, width: 64, height: 36 })
    expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(before)
  })

  it('makes an H.264 MP4 of the asked length and size with the defaults', async () => {
    const video = await renderDemoVideo({ name: 'demo-river', scene: river })
    expect(video.mimetype).toBe('video/mp4')
    expect(video.name).toBe('demo-river.mp4')
    const top = boxes(video.data)
    expect(top[0].type).toBe('ftyp')
    expect(top.map((b) => b.type)).toEqual(expect.arrayContaining(['moov', 'mdat']))
    expect(Math.abs(movieSeconds(video.data) - 4)).toBeLessThanOrEqual(1 / 12)

    const moov = top.find((b) => b.type === 'moov') as TBox
    const trak = child(video.data, moov, 'trak')
    const tkhd = child(video.data, trak, 'tkhd')
    // Width and height close the tkhd box, as 16.16 fixed point.
    expect(video.data.readUInt32BE(tkhd.start + tkhd.size - 8) / 65536).toBe(480)
    expect(video.data.readUInt32BE(tkhd.start + tkhd.size - 4) / 65536).toBe(270)
    const stsd = child(
      video.data,
      child(video.data, child(video.data, child(video.data, trak, 'mdia'), 'minf'), 'stbl'),
      'stsd',
    )
    expect(video.data.toString('latin1', stsd.start + 20, stsd.start + 24)).toBe('avc1')
    // 48 frames of a moving picture: far more than headers and a repeated frame would take.
    const mdat = top.find((b) => b.type === 'mdat') as TBox
    expect(mdat.size).toBeGreaterThan(5000)
  })

  it('honours other lengths and frame rates to within one frame', async () => {
    for (const [seconds, fps] of [
      [1.5, 10],
      [2, 24],
    ]) {
      const video = await renderDemoVideo({ name: 'clip', scene: river, seconds, fps, width: 96, height: 54 })
      expect(Math.abs(movieSeconds(video.data) - seconds), `${seconds} s at ${fps} fps`).toBeLessThanOrEqual(1 / fps)
    }
  })

  it('is byte-identical for the same request and differs for another name', async () => {
    const request = { name: 'same', scene: river, seconds: 1, width: 96, height: 54 }
    const first = await renderDemoVideo(request)
    const second = await renderDemoVideo(request)
    expect(first.data.equals(second.data)).toBe(true)
    // Two runs within the same second would match even with the clock stamped in: check the stamp itself.
    const moov = boxes(first.data).find((b) => b.type === 'moov') as TBox
    const mvhd = child(first.data, moov, 'mvhd')
    expect(first.data.readUInt32BE(mvhd.start + 12)).toBe(0)
    const other = await renderDemoVideo({ ...request, name: 'other' })
    expect(other.data.equals(first.data)).toBe(false)
  })

  it('refuses odd frame sizes', async () => {
    await expect(renderDemoVideo({ name: 'odd', scene: river, width: 481 })).rejects.toThrow(/even/)
    await expect(renderDemoVideo({ name: 'odd', scene: river, height: 271 })).rejects.toThrow(/even/)
  })
})

/** A small WebVTT reader: enough to check what we write, strict about the parts we rely on. */
function parseVtt(vtt: string): TCaptionCue[] {
  const [header, ...blocks] = vtt.trimEnd().split(/\n\n+/)
  if (header !== 'WEBVTT') throw new Error(`bad header ${JSON.stringify(header)}`)
  const seconds = (stamp: string) => {
    const match = /^(\d{2,}):(\d{2}):(\d{2})\.(\d{3})$/.exec(stamp)
    if (!match) throw new Error(`bad timestamp ${stamp}`)
    const [, h, m, s, ms] = match.map(Number)
    return h * 3600 + m * 60 + s + ms / 1000
  }
  return blocks.map((block) => {
    const lines = block.split('\n')
    const timingAt = lines.findIndex((line) => line.includes('-->'))
    if (timingAt < 0 || timingAt > 1) throw new Error(`no timing line in ${JSON.stringify(block)}`)
    const [from, to] = lines[timingAt].split(' --> ')
    const text = lines.slice(timingAt + 1).join('\n')
    if (/[<>]|&(?!amp;|lt;|gt;)/.test(text)) throw new Error(`unescaped text ${JSON.stringify(text)}`)
    return {
      from: seconds(from),
      to: seconds(to),
      text: text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
    }
  })
}

describe('captionsVtt', () => {
  it('writes cues that read back the same, in time order', () => {
    const cues = [
      { from: 4.5, to: 7.25, text: 'The Mekong at dawn' },
      { from: 0, to: 4, text: 'Luang Prabang' },
      { from: 3723.004, to: 3725, text: 'Two lines:\nsecond line' },
    ]
    const file = captionsVtt({ name: 'river-captions', cues })
    expect(file.mimetype).toBe('text/vtt')
    expect(file.name).toBe('river-captions.vtt')
    const text = file.data.toString('utf8')
    expect(text.startsWith('WEBVTT\n\n')).toBe(true)
    expect(text).toContain('01:02:03.004 --> 01:02:05.000')
    expect(parseVtt(text)).toEqual([cues[1], cues[0], cues[2]])
  })

  it('escapes markup characters and keeps a cue whole across blank lines in its text', () => {
    const text = captionsVtt({
      name: 'c',
      cues: [{ from: 0, to: 1, text: 'Tom & Jerry <3 -->\n\nthe end' }],
    }).data.toString('utf8')
    expect(text).toContain('Tom &amp; Jerry &lt;3 --&gt;\nthe end')
    expect(parseVtt(text)).toEqual([{ from: 0, to: 1, text: 'Tom & Jerry <3 -->\nthe end' }])
  })

  it('refuses cues that end before they start', () => {
    expect(() => captionsVtt({ name: 'c', cues: [{ from: 2, to: 1, text: 'x' }] })).toThrow()
  })
})

/** What a PDF reader checks first: header, trailer, and that each xref entry lands on its object. */
function checkPdfStructure(pdf: Buffer): void {
  const text = pdf.toString('latin1')
  expect(text.startsWith('%PDF-1.4\n')).toBe(true)
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1])
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n')
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? []
  expect(Number(first)).toBe(0)
  const entriesAt = startxref + `xref\n0 ${count}\n`.length
  for (let n = 0; n < Number(count); n++) {
    // Each entry is exactly 20 bytes, its end-of-line included.
    const entry = text.slice(entriesAt + n * 20, entriesAt + n * 20 + 20)
    expect(entry, `entry ${n}`).toMatch(/^\d{10} \d{5} [fn] \n$/)
    if (n === 0) continue
    const offset = Number(entry.slice(0, 10))
    expect(text.slice(offset, offset + `${n} 0 obj`.length), `object ${n}`).toBe(`${n} 0 obj`)
  }
  expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`))
  // Each stream's /Length is the byte count between "stream\n" and "\nendstream".
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream')
  }
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?![a-z])/g)?.length ?? 0

/** The strings shown with Tj, in order, still PDF-escaped. */
const shownStrings = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\((.*)\) Tj ET/g)].map((match) => match[1])

describe('renderPdf', () => {
  it('writes a well-formed one-page A4 PDF for a short text', () => {
    const pdf = renderPdf({ name: 'fact-sheet', title: 'Laos fact sheet', lines: ['Vientiane', 'Luang Prabang'] })
    expect(pdf.mimetype).toBe('application/pdf')
    expect(pdf.name).toBe('fact-sheet.pdf')
    checkPdfStructure(pdf.data)
    expect(pageCount(pdf.data)).toBe(1)
    const text = pdf.data.toString('latin1')
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]')
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    expect(text).toMatch(/\/F1 20 Tf [\d.]+ [\d.]+ Td \(Laos fact sheet\) Tj/)
    expect(text).toMatch(/\/F1 11 Tf [\d.]+ [\d.]+ Td \(Vientiane\) Tj/)
  })

  it('adds pages as the text grows, each one well-formed', () => {
    const paragraph = 'Overland from Chiang Mai to Luang Prabang by slow boat, two days on the Mekong. '.repeat(4)
    const counts = [1, 40, 200].map((n) => {
      const pdf = renderPdf({ name: 'long', title: 'Itinerary', lines: Array.from({ length: n }, () => paragraph) })
      checkPdfStructure(pdf.data)
      expect(pdf.data.toString('latin1')).toContain(`/Count ${pageCount(pdf.data)}`)
      return pageCount(pdf.data)
    })
    expect(counts[0]).toBe(1)
    expect(counts[1]).toBeGreaterThan(counts[0])
    expect(counts[2]).toBeGreaterThan(counts[1])
  })

  it('wraps to the text width, cutting a word too long for a line', () => {
    // "x" is 500/1000 em: at 11 pt a 467.28 pt line holds 84 of them.
    const pdf = renderPdf({ name: 'w', title: 'W', lines: ['x'.repeat(400)] })
    const lines = shownStrings(pdf.data).filter((shown) => /^x+$/.test(shown))
    expect(lines.map((line) => line.length)).toEqual([84, 84, 84, 84, 64])
  })

  it('escapes string delimiters', () => {
    const pdf = renderPdf({ name: 'e', title: 'Escapes', lines: ['Rates (net) in C:\\rates\\2026'] })
    checkPdfStructure(pdf.data)
    expect(shownStrings(pdf.data)).toContain('Rates \\(net\\) in C:\\\\rates\\\\2026')
  })

  it('maps typographic and accented characters to WinAnsi instead of garbling them', () => {
    const pdf = renderPdf({ name: 't', title: 'T', lines: ['It’s “Hội An” – 5—6 nights… €90 ﬁne 🌴'] })
    expect(shownStrings(pdf.data)).toContain('It\\222s \\223H\\364i An\\224 \\226 5\\2276 nights\\205 \\20090 fine ?')
    // The information dictionary keeps the real title, in UTF-16.
    const titled = renderPdf({ name: 't', title: 'Hội An', lines: [] }).data.toString('latin1')
    expect(titled).toContain('/Title <FEFF00481ED9006900200041006E>')
  })
})
