/**
 * Non-image demo media made by the seed (the clips are kept in demo-media/, ADR 051): a short H.264
 * video (a slow pan and zoom over one rendered scene), WebVTT captions for it, and small PDFs written
 * by hand. Every output depends only on its arguments, so the seed stays deterministic.
 */
import sharp from 'sharp'
import { PALETTES, sceneSvg } from './artwork'
import type { TSceneRequest } from './images'
import { seededRandom } from './random'

// ---------------------------------------------------------------------------------------------
// Video

export type TDemoVideoRequest = {
  /** File name without extension; also the PRNG seed of the artwork and the camera path. */
  name: string
  /** No caption: the moving camera would crop it, and captions belong in the VTT track anyway. */
  scene: Pick<TSceneRequest, 'motif' | 'palette'>
  seconds?: number
  /** Even: H.264 in 4:2:0 needs whole chroma samples. */
  width?: number
  height?: number
  fps?: number
}

/**
 * The clips are cached by their recipe (demoVideoRecipe): bump this when the renderer below changes
 * what a request produces (camera path, sampling, encoder settings).
 */
const DEMO_VIDEO_RENDERER = 1

export type TDemoVideo = { data: Buffer; mimetype: 'video/mp4'; name: string }

type TEncoderModule = typeof import('h264-mp4-encoder')

/** The picture is rendered this much larger than the frame, so the camera has room to move. */
const OVERSCAN = 1.25

let encoderModule: Promise<TEncoderModule> | undefined

/**
 * Loaded on first use: 1 MB of JS with the WASM inlined, which the app never needs outside the seed.
 * Its Emscripten glue also adds process-wide handlers on load (uncaught exceptions are rethrown,
 * unhandled rejections abort), which would change how the whole server dies; they are taken off again.
 */
function loadEncoder(): Promise<TEncoderModule> {
  encoderModule ??= (async () => {
    const uncaught = process.listeners('uncaughtException')
    const rejections = process.listeners('unhandledRejection')
    try {
      const loaded = await import('h264-mp4-encoder')
      // Node's ESM loader exposes this CommonJS bundle only as `default`; bundlers also copy the named exports.
      return (loaded as TEncoderModule & { default?: TEncoderModule }).default ?? loaded
    } finally {
      for (const listener of process.listeners('uncaughtException')) {
        if (!uncaught.includes(listener)) process.off('uncaughtException', listener)
      }
      for (const listener of process.listeners('unhandledRejection')) {
        if (!rejections.includes(listener)) process.off('unhandledRejection', listener)
      }
    }
  })()
  return encoderModule
}

let outputCounter = 0

/** The picture a clip pans over, larger than the frame by OVERSCAN. */
function stillSvg({
  name,
  scene,
  width,
  height,
}: Required<Pick<TDemoVideoRequest, 'name' | 'scene' | 'width' | 'height'>>) {
  return sceneSvg({
    key: name,
    width: Math.round(width * OVERSCAN),
    height: Math.round(height * OVERSCAN),
    motif: scene.motif,
    palette: PALETTES[scene.palette],
  })
}

/** Everything a clip depends on: what the seed's cache keys it by (images.ts, demoVideo). */
export function demoVideoRecipe({ name, scene, seconds = 4, width = 480, height = 270, fps = 12 }: TDemoVideoRequest) {
  return JSON.stringify([DEMO_VIDEO_RENDERER, seconds, width, height, fps, stillSvg({ name, scene, width, height })])
}

/** A short real MP4 (H.264, no audio): a slow "Ken Burns" pan and zoom over one still of the scene. */
export async function renderDemoVideo({
  name,
  scene,
  seconds = 4,
  width = 480,
  height = 270,
  fps = 12,
}: TDemoVideoRequest): Promise<TDemoVideo> {
  for (const [label, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 2 || value % 2 !== 0) throw new Error(`${label} must be an even integer`)
  }
  if (!(seconds > 0) || !Number.isInteger(fps) || fps < 1) throw new Error('seconds and fps must be positive')
  const frameCount = Math.max(1, Math.round(seconds * fps))

  // One sharp render for the whole clip; every frame is cut from these pixels in plain JS.
  const svg = stillSvg({ name, scene, width, height })
  const [{ data: still, info }, { createH264MP4Encoder }] = await Promise.all([
    sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    loadEncoder(),
  ])
  if (info.channels !== 3) throw new Error(`expected an RGB still, got ${info.channels} channels`)
  const camera = kenBurns({ name, stillWidth: info.width, stillHeight: info.height, width, height })
  const planes = toYuvPlanes(still, info.width, info.height)
  const frame = new Uint8Array((width * height * 3) / 2)
  const encoder = await createH264MP4Encoder()
  // From here to the file read nothing awaits: the encoders share one in-memory file system.
  try {
    encoder.width = width
    encoder.height = height
    encoder.frameRate = fps
    encoder.quantizationParameter = 30
    // Fastest preset: the seed encodes several clips at start-up, and a slow pan compresses well anyway.
    encoder.speed = 10
    // A key frame every two seconds keeps seeking in the player cheap.
    encoder.groupOfPictures = Math.max(1, fps * 2)
    encoder.outputFilename = `monsoon-demo-${++outputCounter}.mp4`
    encoder.initialize()
    for (let f = 0; f < frameCount; f++) {
      const t = frameCount === 1 ? 0 : f / (frameCount - 1)
      sampleFrame(planes, camera(t), { frame, width, height })
      encoder.addFrameYuv(frame)
    }
    encoder.finalize()
    const data = Buffer.from(encoder.FS.readFile(encoder.outputFilename))
    // The file system lives in the WASM heap: leaving the file would keep every clip in memory.
    encoder.FS.unlink(encoder.outputFilename)
    clearTimestamps(data)
    return { data, mimetype: 'video/mp4', name: `${name}.mp4` }
  } finally {
    encoder.delete()
  }
}

/**
 * mp4v2 stamps the wall clock into the movie, track and media headers; zeroing those fields (0 is
 * allowed: "unknown") makes a clip byte-identical on every run, like the rest of the seed.
 */
function clearTimestamps(mp4: Buffer): void {
  const walk = (start: number, end: number) => {
    for (let at = start; at + 8 <= end; ) {
      const size = mp4.readUInt32BE(at)
      if (size < 8 || at + size > end) return
      const type = mp4.toString('latin1', at + 4, at + 8)
      if (type === 'moov' || type === 'trak' || type === 'mdia') walk(at + 8, at + size)
      // After the version byte and three flag bytes: creation then modification time, 32 or 64 bits each.
      if (type === 'mvhd' || type === 'tkhd' || type === 'mdhd')
        mp4.fill(0, at + 12, at + 12 + (mp4[at + 8] === 1 ? 16 : 8))
      at += size
    }
  }
  walk(0, mp4.length)
}

type TWindow = { x: number; y: number; w: number; h: number }

/** The camera path: the visible window of the still at time t in [0, 1], eased at both ends. */
function kenBurns(options: {
  name: string
  stillWidth: number
  stillHeight: number
  width: number
  height: number
}): (t: number) => TWindow {
  const { stillWidth, stillHeight, width, height } = options
  const rnd = seededRandom(`${options.name}:camera`)
  // Zoom between the whole still and a window of exactly the frame's size, so pixels are never enlarged.
  const wide = Math.min(stillWidth, (stillHeight * width) / height)
  const isZoomIn = rnd.next() < 0.5
  const [fromW, toW] = isZoomIn ? [wide, width] : [width, wide]
  const fromX = rnd.next()
  const fromY = rnd.range(0.2, 0.8)
  const toX = 1 - fromX
  const toY = 1 - fromY
  return (t) => {
    const e = (1 - Math.cos(Math.PI * t)) / 2
    const w = fromW + (toW - fromW) * e
    const h = (w * height) / width
    return {
      x: (fromX + (toX - fromX) * e) * (stillWidth - w),
      y: (fromY + (toY - fromY) * e) * (stillHeight - h),
      w,
      h,
    }
  }
}

type TPlanes = { y: Uint8Array; u: Uint8Array; v: Uint8Array; width: number; height: number }

/**
 * The still as three full-resolution planes, converted once with the encoder's own BT.601 studio-range
 * formula: frames are then cut straight into YUV 4:2:0, half the samples of RGB and no per-frame conversion.
 */
function toYuvPlanes(rgb: Buffer, width: number, height: number): TPlanes {
  const size = width * height
  const y = new Uint8Array(size)
  const u = new Uint8Array(size)
  const v = new Uint8Array(size)
  for (let i = 0, s = 0; i < size; i++, s += 3) {
    const r = rgb[s]
    const g = rgb[s + 1]
    const b = rgb[s + 2]
    y[i] = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16
    u[i] = ((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128
    v[i] = ((112 * r - 94 * g - 18 * b + 128) >> 8) + 128
  }
  return { y, u, v, width, height }
}

/** The frame's buffer and its size in pixels. */
type TFrame = { frame: Uint8Array; width: number; height: number }

/** One frame in I420 (Y plane, then U and V at half size), each plane resampled bilinearly from the window. */
function sampleFrame(planes: TPlanes, window: TWindow, { frame, width, height }: TFrame): void {
  const lumaSize = width * height
  samplePlane({ plane: planes.y, planes, window, out: frame, offset: 0, width, height })
  samplePlane({ plane: planes.u, planes, window, out: frame, offset: lumaSize, width: width / 2, height: height / 2 })
  samplePlane({
    plane: planes.v,
    planes,
    window,
    out: frame,
    offset: lumaSize + lumaSize / 4,
    width: width / 2,
    height: height / 2,
  })
}

/**
 * Bilinear resampling in 8-bit fixed point; output pixel centres map onto the window, so chroma stays
 * centred. This loop is most of the JS time per frame, hence one packed table and no per-pixel clamping.
 */
function samplePlane(options: {
  plane: Uint8Array
  planes: TPlanes
  window: TWindow
  out: Uint8Array
  offset: number
  width: number
  height: number
}): void {
  const { plane, planes, window, out, width, height } = options
  const { width: stillWidth, height: stillHeight } = planes
  // Source column (high bits) and weight of its right neighbour (low 8 bits); clamping to the
  // second-to-last column keeps the neighbour inside the row.
  const columns = new Int32Array(width)
  const scaleX = window.w / width
  for (let x = 0; x < width; x++) {
    const sx = Math.min(Math.max(window.x + (x + 0.5) * scaleX - 0.5, 0), stillWidth - 2)
    const ix = Math.floor(sx)
    columns[x] = (ix << 8) | Math.round((sx - ix) * 255)
  }
  const scaleY = window.h / height
  let o = options.offset
  for (let y = 0; y < height; y++) {
    const sy = Math.min(Math.max(window.y + (y + 0.5) * scaleY - 0.5, 0), stillHeight - 2)
    const iy = Math.floor(sy)
    const top = iy * stillWidth
    const bottom = top + stillWidth
    const wy = Math.round((sy - iy) * 255)
    for (let x = 0; x < width; x++, o++) {
      const packed = columns[x]
      const a = packed >> 8
      const wx = packed & 255
      const t0 = plane[top + a]
      const b0 = plane[bottom + a]
      const upper = (t0 << 8) + (plane[top + a + 1] - t0) * wx
      const lower = (b0 << 8) + (plane[bottom + a + 1] - b0) * wx
      out[o] = ((upper << 8) + (lower - upper) * wy + 32768) >> 16
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Captions

export type TCaptionCue = { from: number; to: number; text: string }

/** A WebVTT captions file; cues are sorted by start time, as the format requires. */
export function captionsVtt({ name, cues }: { name: string; cues: readonly TCaptionCue[] }): {
  data: Buffer
  mimetype: 'text/vtt'
  name: string
} {
  const blocks = [...cues]
    .sort((a, b) => a.from - b.from)
    .map((cue, i) => {
      if (!(Number.isFinite(cue.from) && Number.isFinite(cue.to) && cue.from >= 0 && cue.to > cue.from)) {
        throw new Error(`cue ${i + 1} must end after it starts, at non-negative times`)
      }
      // A blank line would end the cue early, so multi-line text keeps only its non-empty lines.
      const text = cue.text
        .split(/\r\n?|\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
        .join('\n')
      if (!text) throw new Error(`cue ${i + 1} has no text`)
      return `${i + 1}\n${vttTime(cue.from)} --> ${vttTime(cue.to)}\n${text}`
    })
  const body = ['WEBVTT', ...blocks].join('\n\n')
  return { data: Buffer.from(`${body}\n`, 'utf8'), mimetype: 'text/vtt', name: `${name}.vtt` }
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const pad = (value: number, size: number) => String(value).padStart(size, '0')
  return `${pad(Math.floor(ms / 3_600_000), 2)}:${pad(Math.floor(ms / 60_000) % 60, 2)}:${pad(Math.floor(ms / 1000) % 60, 2)}.${pad(ms % 1000, 3)}`
}

// ---------------------------------------------------------------------------------------------
// PDF

export type TPdfRequest = {
  /** File name without extension. */
  name: string
  title: string
  /** Body paragraphs, each wrapped to the page; an empty string leaves a blank line. */
  lines: readonly string[]
}

const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN_X = 64
const MARGIN_TOP = 72
const MARGIN_BOTTOM = 72
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X
const TITLE_SIZE = 20
const TITLE_LEADING = 25
const BODY_SIZE = 11
const BODY_LEADING = 15
const FOOTER_SIZE = 8

/**
 * Helvetica advance widths (1/1000 em) for WinAnsi codes 32..255, from Adobe's AFM, so lines wrap
 * where a viewer would actually run out of room. Unused codes are 0 and never emitted.
 */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584, 0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222, 333, 333,
  350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 500, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556,
  584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667,
  667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722,
  722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556,
  556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
]

/** WinAnsi's 0x80..0x9F block: the typographic characters that are not Latin-1. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
}

/** Characters with no WinAnsi code and no useful Unicode decomposition. */
const ASCII_FALLBACK: Record<string, string> = {
  '\t': ' ',
  // Invisible in running text: a soft hyphen would print as a hyphen, a zero-width space as "?".
  '\u00ad': '',
  '\u200b': '',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '−': '-',
  '―': '—',
  '′': "'",
  '″': '"',
  '→': '->',
  '←': '<-',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
}

function winAnsiCode(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code
  return WIN_ANSI_EXTRA[char]
}

/**
 * The text as WinAnsi bytes (one char per byte, code < 256). Letters outside the encoding keep as
 * much as the encoding can show: Vietnamese "ộ" becomes "ô", not "?".
 */
function toWinAnsi(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    const fallback = ASCII_FALLBACK[char]
    if (fallback !== undefined) {
      out += toWinAnsi(fallback)
      continue
    }
    const direct = winAnsiCode(char)
    if (direct !== undefined) {
      out += String.fromCharCode(direct)
      continue
    }
    const decomposed = char.normalize('NFKD')
    if (decomposed !== char) {
      const letters = decomposed.replace(/\p{M}/gu, '')
      const marks = decomposed.match(/\p{M}/gu) ?? []
      // Keep the first accent that composes into a WinAnsi letter (ê from ế), else the bare letters.
      const composed = marks
        .map((mark) => (letters + mark).normalize('NFC'))
        .find((c) => c.length === 1 && winAnsiCode(c) !== undefined)
      out += toWinAnsi(composed ?? letters)
      continue
    }
    // A combining mark left over after composition has nothing to sit on in WinAnsi.
    if (/\p{M}/u.test(char)) continue
    out += /\s/.test(char) ? ' ' : '?'
  }
  return out
}

function textWidth(winAnsi: string, size: number): number {
  let units = 0
  for (let i = 0; i < winAnsi.length; i++) units += HELVETICA_WIDTHS[winAnsi.charCodeAt(i) - 32] ?? 0
  return (units * size) / 1000
}

/** Greedy word wrap; a word wider than the line is cut where it overflows. */
function wrap(winAnsi: string, size: number, maxWidth: number): string[] {
  const words = winAnsi.split(' ').filter(Boolean)
  if (words.length === 0) return ['']
  const lines: string[] = []
  let line = ''
  for (let word of words) {
    const candidate = line ? `${line} ${word}` : word
    if (textWidth(candidate, size) <= maxWidth) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    while (textWidth(word, size) > maxWidth) {
      let cut = 1
      while (cut < word.length && textWidth(word.slice(0, cut + 1), size) <= maxWidth) cut++
      lines.push(word.slice(0, cut))
      word = word.slice(cut)
    }
    line = word
  }
  lines.push(line)
  return lines
}

/** A PDF literal string: delimiters escaped, every byte outside printable ASCII as octal, so the file stays ASCII. */
function pdfString(winAnsi: string): string {
  let out = '('
  for (let i = 0; i < winAnsi.length; i++) {
    const code = winAnsi.charCodeAt(i)
    const char = winAnsi[i]
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += char
  }
  return `${out})`
}

/** A PDF text string (document information) in UTF-16BE with its byte-order mark, so any title survives. */
function pdfTextString(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  return `<${hex}>`
}

const num = (value: number) => String(Math.round(value * 100) / 100)

type TPlacedLine = { text: string; size: number; y: number }

/** A small A4 PDF 1.4 in Helvetica: the title, then the lines wrapped and paginated, and page numbers. */
export function renderPdf({ name, title, lines }: TPdfRequest): {
  data: Buffer
  mimetype: 'application/pdf'
  name: string
} {
  const pages: TPlacedLine[][] = [[]]
  let y = PAGE_HEIGHT - MARGIN_TOP
  const place = (text: string, size: number, leading: number) => {
    if (y - leading < MARGIN_BOTTOM) {
      pages.push([])
      y = PAGE_HEIGHT - MARGIN_TOP
    }
    y -= leading
    pages[pages.length - 1].push({ text, size, y })
  }
  for (const line of wrap(toWinAnsi(title.replace(/\s+/g, ' ')), TITLE_SIZE, TEXT_WIDTH)) {
    place(line, TITLE_SIZE, TITLE_LEADING)
  }
  const ruleY = y - 8
  y -= 14
  for (const paragraph of lines) {
    for (const line of wrap(toWinAnsi(paragraph.replace(/\s+/g, ' ')), BODY_SIZE, TEXT_WIDTH)) {
      place(line, BODY_SIZE, BODY_LEADING)
    }
  }

  const contents = pages.map((placed, index) => {
    const ops = placed.map(
      ({ text, size, y: baseline }) =>
        `BT ${size === TITLE_SIZE ? '0.545 0.102 0.102' : '0.15 0.15 0.15'} rg /F1 ${size} Tf ${MARGIN_X} ${num(baseline)} Td ${pdfString(text)} Tj ET`,
    )
    if (index === 0)
      ops.push(
        `0.545 0.102 0.102 RG 0.75 w ${MARGIN_X} ${num(ruleY)} m ${num(MARGIN_X + TEXT_WIDTH)} ${num(ruleY)} l S`,
      )
    const footer = toWinAnsi(`${index + 1} / ${pages.length}`)
    const footerX = MARGIN_X + TEXT_WIDTH - textWidth(footer, FOOTER_SIZE)
    ops.push(`BT 0.45 0.45 0.45 rg /F1 ${FOOTER_SIZE} Tf ${num(footerX)} 40 Td ${pdfString(footer)} Tj ET`)
    return ops.join('\n')
  })

  // Objects 1-4 are fixed; each page then takes two numbers: the page and its content stream.
  const pageRef = (index: number) => 5 + index * 2
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfTextString(title)} /Producer (Monsoon demo seed) >>`,
    ...contents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageRef(i) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ]

  // Everything above is ASCII, so string lengths are byte offsets.
  let file = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const offset = file.length
    file += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = file.length
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return { data: Buffer.from(file, 'latin1'), mimetype: 'application/pdf', name: `${name}.pdf` }
}
