// biome-ignore-all lint/complexity/useMaxParams: the SVG helpers take coordinates and sizes (x, y, w, h, colours) positionally, as SVG itself does; an object per shape would only add names to many small geometric calls
/**
 * Vector artwork for the demo images: layered landscapes of the Mekong region drawn as SVG.
 * Everything is derived from a seeded PRNG (see random.ts), so a scene keyed "nation-thailand"
 * is pixel-identical on every run and no image files need to live in the repository.
 */

import { BRAND_RED } from '@/lib/brand-mark'
import { seededRandom, type TRandom } from './random'

export type TMotif = 'chedi' | 'karst' | 'angkor' | 'river' | 'bagan' | 'coast' | 'terraces'

export type TPalette = {
  skyTop: string
  skyBottom: string
  sun: string
  /** Landscape layers from the farthest (lightest) to the nearest (darkest). */
  layers: readonly [string, string, string]
  water: string
  silhouette: string
  accent: string
}

export type TScene = {
  /** Seeds the PRNG; keep it stable. */
  key: string
  width: number
  height: number
  motif: TMotif
  palette: TPalette
  title?: string
  kicker?: string
}

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"

export const PALETTES = {
  saffron: {
    skyTop: '#f3c98b',
    skyBottom: '#fbe8c8',
    sun: '#fff4dc',
    layers: ['#d9a27a', '#a8674a', '#6e3b2c'],
    water: '#e7b98c',
    silhouette: '#3b1d17',
    accent: BRAND_RED,
  },
  jade: {
    skyTop: '#b9d3cc',
    skyBottom: '#eef3ea',
    sun: '#fffbe9',
    layers: ['#9dbdb4', '#6c958c', '#3a625b'],
    water: '#c6dbd4',
    silhouette: '#1f3a36',
    accent: '#a3362a',
  },
  sunrise: {
    skyTop: '#e98a6a',
    skyBottom: '#fbd7aa',
    sun: '#fff0cf',
    layers: ['#c97a68', '#8f4b4a', '#4e2630'],
    water: '#f0b08e',
    silhouette: '#341824',
    accent: '#7a1f1f',
  },
  paddy: {
    skyTop: '#c9dcc0',
    skyBottom: '#f5ecd0',
    sun: '#fffbe6',
    layers: ['#9fbf95', '#62905f', '#2f5a3a'],
    water: '#d6c593',
    silhouette: '#22301f',
    accent: '#b0572b',
  },
  lavender: {
    skyTop: '#b49bc2',
    skyBottom: '#f6d2b8',
    sun: '#fff1dd',
    layers: ['#a88499', '#7b566e', '#47293f'],
    water: '#d8b3b3',
    silhouette: '#2e1a2a',
    accent: '#d0553a',
  },
  dusk: {
    skyTop: '#3f4e7a',
    skyBottom: '#e9a77e',
    sun: '#ffe1b0',
    layers: ['#7d6a86', '#4f4564', '#272540'],
    water: '#9c8aa0',
    silhouette: '#171628',
    accent: '#e07a4f',
  },
  monsoon: {
    skyTop: '#8d9fa8',
    skyBottom: '#dfe4dc',
    sun: '#f8f4e6',
    layers: ['#93a7a0', '#617a74', '#2f4644'],
    water: '#b3c2bd',
    silhouette: '#1b2a29',
    accent: BRAND_RED,
  },
} as const satisfies Record<string, TPalette>

/** One decimal is plenty for SVG coordinates and keeps the markup small. */
const n = (value: number) => Math.round(value * 10) / 10

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

type TRidge = { svg: string; yAt: (x: number) => number }

/** A smooth ridge line (sum of seeded sines) closed down to the bottom edge, filled with `fill`. */
function ridge(
  rnd: TRandom,
  options: {
    width: number
    height: number
    baseY: number
    amplitude: number
    fill: string
    waves?: number
    attrs?: string
  },
): TRidge {
  const { width, height, baseY, amplitude, fill, waves = 3, attrs = '' } = options
  const components = Array.from({ length: waves }, (_, i) => ({
    freq: (i + 1) * rnd.range(0.8, 1.6),
    phase: rnd.range(0, Math.PI * 2),
    weight: 1 / (i + 1.2),
  }))
  const total = components.reduce((sum, c) => sum + c.weight, 0)
  const yAt = (x: number) => {
    const t = (x / width) * Math.PI * 2
    const y = components.reduce((sum, c) => sum + c.weight * Math.sin(t * c.freq + c.phase), 0) / total
    return baseY - amplitude * (0.5 + 0.5 * y)
  }
  const segments = 28
  const step = width / segments
  const points: Array<[number, number]> = []
  for (let i = -1; i <= segments + 1; i++) points.push([i * step, yAt(i * step)])
  // Quadratic curves through the midpoints keep the line smooth; the ends lie outside the frame.
  let d = `M${n(points[0][0])},${n(points[0][1])}`
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1]
    const [x, y] = points[i]
    d += ` Q${n(px)},${n(py)} ${n((px + x) / 2)},${n((py + y) / 2)}`
  }
  const last = points[points.length - 1]
  d += ` L${n(last[0])},${n(last[1])}`
  return {
    svg: `<path d="${d} L${n(last[0])},${n(height)} L${n(points[0][0])},${n(height)} Z" fill="${fill}"${attrs ? ` ${attrs}` : ''}/>`,
    yAt,
  }
}

const rect = (x: number, y: number, w: number, h: number) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`

/** A Thai/Burmese bell-shaped chedi standing on `baseY`, `h` tall. */
function chedi(cx: number, baseY: number, h: number): string {
  const parts: string[] = []
  let y = baseY
  for (const [half, tall] of [
    [0.44, 0.06],
    [0.36, 0.06],
    [0.28, 0.05],
  ] as const) {
    parts.push(rect(cx - half * h, y - tall * h, 2 * half * h, tall * h + 0.5))
    y -= tall * h
  }
  const top = y - 0.35 * h
  parts.push(
    `<path d="M${n(cx - 0.25 * h)},${n(y + 0.5)} C${n(cx - 0.27 * h)},${n(y - 0.2 * h)} ${n(cx - 0.15 * h)},${n(top + 0.02 * h)} ${n(cx - 0.07 * h)},${n(top)} L${n(cx + 0.07 * h)},${n(top)} C${n(cx + 0.15 * h)},${n(top + 0.02 * h)} ${n(cx + 0.27 * h)},${n(y - 0.2 * h)} ${n(cx + 0.25 * h)},${n(y + 0.5)} Z"/>`,
  )
  y = top
  parts.push(rect(cx - 0.075 * h, y - 0.05 * h, 0.15 * h, 0.05 * h + 0.5))
  y -= 0.05 * h
  for (let i = 0; i < 5; i++) {
    const half = (0.055 - i * 0.006) * h
    parts.push(rect(cx - half, y - 0.032 * h, 2 * half, 0.032 * h + 0.5))
    y -= 0.035 * h
  }
  parts.push(
    `<path d="M${n(cx - 0.028 * h)},${n(y + 0.5)} L${n(cx)},${n(baseY - h)} L${n(cx + 0.028 * h)},${n(y + 0.5)} Z"/>`,
  )
  return parts.join('')
}

/** A Khmer prang (the corn-cob tower of Angkor) with stepped ledges. */
function prang(cx: number, baseY: number, h: number): string {
  const baseTop = baseY - 0.14 * h
  const parts = [rect(cx - 0.24 * h, baseTop, 0.48 * h, 0.14 * h + 0.5)]
  parts.push(
    `<path d="M${n(cx - 0.19 * h)},${n(baseTop + 0.5)} C${n(cx - 0.2 * h)},${n(baseY - 0.55 * h)} ${n(cx - 0.1 * h)},${n(baseY - 0.86 * h)} ${n(cx)},${n(baseY - h)} C${n(cx + 0.1 * h)},${n(baseY - 0.86 * h)} ${n(cx + 0.2 * h)},${n(baseY - 0.55 * h)} ${n(cx + 0.19 * h)},${n(baseTop + 0.5)} Z"/>`,
  )
  for (let i = 1; i <= 5; i++) {
    const t = i / 6
    const y = baseTop - t * 0.78 * h
    const half = 0.205 * h * (1 - t ** 2.2) + 0.02 * h
    parts.push(rect(cx - half, y, 2 * half, 0.022 * h))
  }
  return parts.join('')
}

/** A rounded limestone tower, as in Ha Long Bay or Vang Vieng. */
function karstTower(rnd: TRandom, x: number, baseY: number, w: number, h: number): string {
  const lean = rnd.range(-0.15, 0.15) * w
  const top = baseY - h
  return `<path d="M${n(x)},${n(baseY)} C${n(x - 0.05 * w)},${n(baseY - 0.55 * h)} ${n(x + 0.1 * w + lean)},${n(top)} ${n(x + 0.45 * w + lean)},${n(top)} C${n(x + 0.85 * w + lean)},${n(top)} ${n(x + 1.05 * w)},${n(baseY - 0.6 * h)} ${n(x + w)},${n(baseY)} Z"/>`
}

function coconutPalm(rnd: TRandom, x: number, baseY: number, h: number, color: string): string {
  const bend = rnd.range(0.12, 0.3) * h * (rnd.next() > 0.5 ? 1 : -1)
  const topX = x + bend
  const topY = baseY - h
  const trunk = `<path d="M${n(x)},${n(baseY)} Q${n(x + bend * 0.2)},${n(baseY - 0.6 * h)} ${n(topX)},${n(topY)}" fill="none" stroke="${color}" stroke-width="${n(h * 0.035)}" stroke-linecap="round"/>`
  // Fronds arch up and out from the crown, then droop: outer ones fall further than the top ones.
  const fronds: string[] = []
  for (let i = 0; i < 9; i++) {
    const angle = Math.PI + (i / 8) * Math.PI + rnd.range(-0.12, 0.12)
    const len = h * rnd.range(0.3, 0.4)
    const spread = Math.cos(angle)
    const lift = Math.abs(Math.sin(angle))
    const ex = topX + spread * len
    const ey = topY + len * (0.55 - 0.35 * lift)
    const cx = topX + spread * len * 0.55
    const cy = topY - len * (0.1 + 0.25 * lift)
    fronds.push(
      `<path d="M${n(topX)},${n(topY)} Q${n(cx)},${n(cy)} ${n(ex)},${n(ey)}" fill="none" stroke="${color}" stroke-width="${n(h * 0.022)}" stroke-linecap="round"/>`,
    )
  }
  return trunk + fronds.join('')
}

/** The sugar palm of the Cambodian plains: a straight trunk and a round, spiky crown. */
function sugarPalm(x: number, baseY: number, h: number, color: string): string {
  const topY = baseY - h
  const r = h * 0.16
  const spikes: string[] = []
  for (let i = 0; i < 14; i++) {
    const a = Math.PI + (i / 13) * Math.PI
    spikes.push(
      `<path d="M${n(x)},${n(topY)} L${n(x + Math.cos(a) * r * 1.5)},${n(topY + Math.sin(a) * r * 1.2)}" stroke="${color}" stroke-width="${n(h * 0.02)}" stroke-linecap="round"/>`,
    )
  }
  return `<g fill="${color}"><rect x="${n(x - h * 0.012)}" y="${n(topY)}" width="${n(h * 0.024)}" height="${n(h)}"/><ellipse cx="${n(x)}" cy="${n(topY)}" rx="${n(r * 1.1)}" ry="${n(r * 0.75)}"/>${spikes.join('')}</g>`
}

/** A tamarind-like tree: a short trunk under a cloud of three round crowns. */
function tree(x: number, baseY: number, s: number): string {
  return `${rect(x - 0.05 * s, baseY - 0.5 * s, 0.1 * s, 0.5 * s)}<circle cx="${n(x - 0.28 * s)}" cy="${n(baseY - 0.6 * s)}" r="${n(0.3 * s)}"/><circle cx="${n(x + 0.26 * s)}" cy="${n(baseY - 0.62 * s)}" r="${n(0.32 * s)}"/><circle cx="${n(x)}" cy="${n(baseY - 0.85 * s)}" r="${n(0.36 * s)}"/>`
}

function birds(rnd: TRandom, width: number, height: number, color: string): string {
  const flock: string[] = []
  const cx = rnd.range(0.15, 0.7) * width
  const cy = rnd.range(0.12, 0.3) * height
  for (let i = 0; i < 5; i++) {
    const s = rnd.range(0.006, 0.012) * width
    const x = cx + rnd.range(-0.08, 0.08) * width
    const y = cy + rnd.range(-0.05, 0.05) * height
    flock.push(
      `M${n(x - s)},${n(y)} Q${n(x - s / 2)},${n(y - s / 2)} ${n(x)},${n(y)} Q${n(x + s / 2)},${n(y - s / 2)} ${n(x + s)},${n(y)}`,
    )
  }
  return `<path d="${flock.join(' ')}" fill="none" stroke="${color}" stroke-width="${n(width * 0.0022)}" stroke-linecap="round" opacity="0.7"/>`
}

function junk(x: number, y: number, s: number, hull: string, sail: string): string {
  const sails = [
    [x - 0.45 * s, 0.9 * s],
    [x + 0.15 * s, 1.15 * s],
  ]
    .map(
      ([mx, tall]) =>
        `<path d="M${n(mx)},${n(y - 0.12 * s)} L${n(mx - 0.05 * s)},${n(y - tall)} Q${n(mx + 0.3 * s)},${n(y - tall * 1.02)} ${n(mx + 0.45 * s)},${n(y - tall * 0.9)} L${n(mx + 0.4 * s)},${n(y - 0.12 * s)} Z" fill="${sail}"/>`,
    )
    .join('')
  return `${sails}<path d="M${n(x - s)},${n(y - 0.14 * s)} L${n(x + s)},${n(y - 0.2 * s)} Q${n(x + 0.75 * s)},${n(y + 0.08 * s)} ${n(x + 0.5 * s)},${n(y + 0.08 * s)} L${n(x - 0.7 * s)},${n(y + 0.06 * s)} Z" fill="${hull}"/>`
}

function longtailBoat(x: number, y: number, s: number, color: string): string {
  return `<g fill="${color}"><path d="M${n(x - s)},${n(y - 0.12 * s)} Q${n(x)},${n(y + 0.12 * s)} ${n(x + s)},${n(y - 0.2 * s)} Q${n(x)},${n(y + 0.02 * s)} ${n(x - s)},${n(y - 0.12 * s)} Z"/><circle cx="${n(x - 0.55 * s)}" cy="${n(y - 0.2 * s)}" r="${n(0.05 * s)}"/><rect x="${n(x - 0.6 * s)}" y="${n(y - 0.16 * s)}" width="${n(0.1 * s)}" height="${n(0.12 * s)}"/></g>`
}

function balloon(x: number, y: number, r: number, fill: string, line: string): string {
  return `<g><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.15)}" fill="${fill}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.35)}" ry="${n(r * 1.15)}" fill="#ffffff" opacity="0.18"/><path d="M${n(x - r * 0.55)},${n(y + r * 0.95)} L${n(x - r * 0.15)},${n(y + r * 1.6)} M${n(x + r * 0.55)},${n(y + r * 0.95)} L${n(x + r * 0.15)},${n(y + r * 1.6)}" stroke="${line}" stroke-width="${n(r * 0.05)}"/><rect x="${n(x - r * 0.17)}" y="${n(y + r * 1.58)}" width="${n(r * 0.34)}" height="${n(r * 0.26)}" fill="${line}"/></g>`
}

/** Sun glitter on water: a column of short horizontal strokes under the sun. */
function glitter(rnd: TRandom, x: number, fromY: number, toY: number, width: number, color: string): string {
  const strokes: string[] = []
  const rows = 9
  for (let i = 0; i < rows; i++) {
    const y = fromY + ((toY - fromY) * (i + 0.5)) / rows
    const w = width * rnd.range(0.3, 1) * (1 - i / (rows * 1.6))
    strokes.push(
      `<rect x="${n(x - w / 2 + rnd.range(-0.1, 0.1) * width)}" y="${n(y)}" width="${n(w)}" height="${n(Math.max(2, width * 0.02))}" rx="2" fill="${color}" opacity="${n(0.7 - i * 0.06)}"/>`,
    )
  }
  return strokes.join('')
}

type TContext = { rnd: TRandom; W: number; H: number; p: TPalette }

function sun({ rnd, W, p }: TContext, cy: number, r: number, cx = rnd.range(0.55, 0.8) * W): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 3.2)}" fill="url(#glow)"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.sun}"/>`
}

function drawChedi(c: TContext): string {
  const { rnd, W, H, p } = c
  const ground = H * 0.8
  const out = [sun(c, H * 0.3, H * 0.07)]
  out.push(ridge(rnd, { width: W, height: H, baseY: H * 0.62, amplitude: H * 0.16, fill: p.layers[0] }).svg)
  out.push(ridge(rnd, { width: W, height: H, baseY: H * 0.72, amplitude: H * 0.12, fill: p.layers[1] }).svg)
  out.push(birds(rnd, W, H, p.silhouette))
  const main = rnd.range(0.3, 0.45) * W
  out.push(
    `<g fill="${p.silhouette}">${chedi(main, ground, H * 0.55)}${chedi(main - H * 0.33, ground, H * 0.3)}${chedi(main + H * 0.33, ground, H * 0.3)}</g>`,
  )
  out.push(ridge(rnd, { width: W, height: H, baseY: H * 0.86, amplitude: H * 0.06, fill: p.layers[2] }).svg)
  out.push(rect(0, ground, W, H - ground).replace('/>', ` fill="${p.silhouette}" opacity="0.35"/>`))
  out.push(coconutPalm(rnd, W * 0.86, H * 1.02, H * 0.6, p.silhouette))
  out.push(coconutPalm(rnd, W * 0.95, H * 1.02, H * 0.45, p.silhouette))
  return out.join('')
}

function drawKarst(c: TContext): string {
  const { rnd, W, H, p } = c
  const waterY = H * 0.68
  const out = [sun(c, H * 0.26, H * 0.06)]
  p.layers.forEach((color, layer) => {
    const towers: string[] = []
    const count = 4 + layer * 2
    for (let i = 0; i < count; i++) {
      const w = rnd.range(0.07, 0.16) * W * (0.7 + layer * 0.25)
      const x = rnd.range(-0.1, 1) * W
      const h = rnd.range(0.18, 0.34) * H * (0.75 + layer * 0.35)
      towers.push(karstTower(rnd, x, waterY + layer * H * 0.015, w, h))
    }
    out.push(`<g fill="${color}">${towers.join('')}</g>`)
    if (layer === 1) out.push(birds(rnd, W, H, p.silhouette))
  })
  out.push(`<rect x="0" y="${n(waterY)}" width="${W}" height="${n(H - waterY)}" fill="url(#water)"/>`)
  out.push(glitter(rnd, W * 0.68, waterY + H * 0.02, H * 0.95, W * 0.12, p.sun))
  out.push(junk(W * rnd.range(0.46, 0.54), H * 0.8, H * 0.12, p.silhouette, p.accent))
  return out.join('')
}

function drawAngkor(c: TContext): string {
  const { rnd, W, H, p } = c
  const horizon = H * 0.64
  const cx = W * 0.5
  const temple = [
    rect(cx - W * 0.36, horizon - H * 0.035, W * 0.72, H * 0.035 + 1),
    rect(cx - W * 0.28, horizon - H * 0.065, W * 0.56, H * 0.03 + 1),
    prang(cx - W * 0.2, horizon - H * 0.06, H * 0.2),
    prang(cx + W * 0.2, horizon - H * 0.06, H * 0.2),
    prang(cx - W * 0.095, horizon - H * 0.06, H * 0.27),
    prang(cx + W * 0.095, horizon - H * 0.06, H * 0.27),
    prang(cx, horizon - H * 0.06, H * 0.36),
  ].join('')
  const out = [sun(c, horizon - H * 0.3, H * 0.075, cx)]
  out.push(ridge(rnd, { width: W, height: H, baseY: horizon + 1, amplitude: H * 0.05, fill: p.layers[0] }).svg)
  out.push(`<g fill="${p.silhouette}">${temple}</g>`)
  out.push(`<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#water)"/>`)
  out.push(
    `<g fill="${p.silhouette}" opacity="0.28" transform="translate(0 ${n(2 * horizon)}) scale(1 -1)">${temple}</g>`,
  )
  out.push(sugarPalm(W * 0.07, horizon + H * 0.02, H * 0.42, p.silhouette))
  out.push(sugarPalm(W * 0.13, horizon + H * 0.02, H * 0.3, p.silhouette))
  out.push(sugarPalm(W * 0.9, horizon + H * 0.02, H * 0.38, p.silhouette))
  out.push(`<rect x="0" y="${n(H * 0.9)}" width="${W}" height="${n(H * 0.1)}" fill="${p.layers[2]}"/>`)
  out.push(birds(rnd, W, H, p.silhouette))
  return out.join('')
}

function drawRiver(c: TContext): string {
  const { rnd, W, H, p } = c
  const out = [sun(c, H * 0.24, H * 0.06)]
  out.push(ridge(rnd, { width: W, height: H, baseY: H * 0.5, amplitude: H * 0.2, waves: 4, fill: p.layers[0] }).svg)
  out.push(`<rect x="0" y="${n(H * 0.4)}" width="${W}" height="${n(H * 0.14)}" fill="url(#mist)"/>`)
  const hills = ridge(rnd, { width: W, height: H, baseY: H * 0.62, amplitude: H * 0.14, fill: p.layers[1] })
  // A golden that on the crest, drawn first so the hill hides its footing.
  const thatX = rnd.range(0.62, 0.78) * W
  out.push(`<g fill="${p.accent}">${chedi(thatX, hills.yAt(thatX) + H * 0.015, H * 0.14)}</g>`)
  out.push(hills.svg)
  // The river meanders out of the hills and widens towards the viewer, as the Mekong does seen from a bank.
  const sx = W * rnd.range(0.44, 0.52)
  const sy = hills.yAt(sx) + H * 0.04
  out.push(
    `<path d="M${n(sx)},${n(sy)} C${n(sx - W * 0.12)},${n(sy + H * 0.08)} ${n(W * 0.42)},${n(H * 0.78)} ${n(W * 0.12)},${H} L${n(W * 0.96)},${H} C${n(W * 0.62)},${n(H * 0.8)} ${n(sx + W * 0.16)},${n(sy + H * 0.1)} ${n(sx)},${n(sy)} Z" fill="url(#water)"/>`,
  )
  out.push(
    `<path d="M0,${n(H * 0.66)} C${n(W * 0.2)},${n(H * 0.68)} ${n(W * 0.3)},${n(H * 0.82)} ${n(W * 0.16)},${H} L0,${H} Z" fill="${p.layers[2]}"/>`,
  )
  out.push(
    `<path d="M${W},${n(H * 0.64)} C${n(W * 0.82)},${n(H * 0.7)} ${n(W * 0.78)},${n(H * 0.86)} ${n(W * 0.92)},${H} L${W},${H} Z" fill="${p.layers[2]}"/>`,
  )
  out.push(longtailBoat(W * rnd.range(0.52, 0.6), H * 0.8, H * 0.12, p.silhouette))
  out.push(birds(rnd, W, H, p.silhouette))
  return out.join('')
}

function drawBagan(c: TContext): string {
  const { rnd, W, H, p } = c
  const plain = H * 0.7
  const out = [sun(c, H * 0.45, H * 0.09)]
  const balloonColors = [p.accent, '#e8a33d', '#c4473a', '#3f6e8c']
  for (let i = 0; i < 6; i++) {
    const r = rnd.range(0.018, 0.045) * H
    out.push(
      balloon(
        rnd.range(0.05, 0.95) * W,
        rnd.range(0.1, 0.42) * H,
        r,
        balloonColors[i % balloonColors.length],
        p.silhouette,
      ),
    )
  }
  out.push(ridge(rnd, { width: W, height: H, baseY: plain - H * 0.02, amplitude: H * 0.06, fill: p.layers[0] }).svg)
  p.layers.forEach((color, layer) => {
    const y = plain + layer * H * 0.07
    const shapes: string[] = []
    const count = 7 - layer * 2
    for (let i = 0; i < count; i++) {
      const x = rnd.range(0.02, 0.98) * W
      const h = rnd.range(0.08, 0.16) * H * (1 + layer * 0.7)
      shapes.push(chedi(x, y + 1, h))
      shapes.push(tree(rnd.range(0, 1) * W, y + 1, H * 0.045 * (1 + layer * 0.5)))
    }
    out.push(`<g fill="${layer === 2 ? p.silhouette : color}">${shapes.join('')}</g>`)
    out.push(`<rect x="0" y="${n(y)}" width="${W}" height="${n(H - y)}" fill="${color}"/>`)
  })
  return out.join('')
}

function drawCoast(c: TContext): string {
  const { rnd, W, H, p } = c
  const horizon = H * 0.58
  const out = [sun(c, horizon - H * 0.12, H * 0.07)]
  const islands: string[] = []
  for (let i = 0; i < 4; i++) {
    islands.push(
      karstTower(rnd, rnd.range(0, 0.9) * W, horizon + 1, rnd.range(0.05, 0.12) * W, rnd.range(0.05, 0.12) * H),
    )
  }
  out.push(`<g fill="${p.layers[0]}">${islands.join('')}</g>`)
  out.push(`<rect x="0" y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#water)"/>`)
  out.push(glitter(rnd, W * 0.66, horizon + H * 0.02, H * 0.85, W * 0.14, p.sun))
  out.push(longtailBoat(W * rnd.range(0.35, 0.55), H * 0.75, H * 0.09, p.silhouette))
  out.push(
    `<path d="M0,${n(H * 0.82)} C${n(W * 0.3)},${n(H * 0.78)} ${n(W * 0.6)},${n(H * 0.88)} ${W},${n(H * 0.86)} L${W},${H} L0,${H} Z" fill="${p.layers[1]}"/>`,
  )
  out.push(coconutPalm(rnd, W * 0.12, H * 0.95, H * 0.65, p.silhouette))
  out.push(coconutPalm(rnd, W * 0.2, H * 0.95, H * 0.48, p.silhouette))
  out.push(birds(rnd, W, H, p.silhouette))
  return out.join('')
}

function drawTerraces(c: TContext): string {
  const { rnd, W, H, p } = c
  const out = [sun(c, H * 0.2, H * 0.05)]
  out.push(ridge(rnd, { width: W, height: H, baseY: H * 0.38, amplitude: H * 0.18, waves: 4, fill: p.layers[0] }).svg)
  out.push(`<rect x="0" y="${n(H * 0.3)}" width="${W}" height="${n(H * 0.12)}" fill="url(#mist)"/>`)
  const bands = 11
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1)
    const color = i % 2 === 0 ? p.layers[1] : p.layers[2]
    const baseY = H * (0.42 + 0.6 * t)
    out.push(
      ridge(rnd, {
        width: W,
        height: H,
        baseY,
        amplitude: H * (0.04 + 0.06 * t),
        waves: 2,
        fill: color,
        attrs: `stroke="${p.water}" stroke-width="${n(H * 0.004)}" stroke-opacity="0.8"`,
      }).svg,
    )
  }
  out.push(birds(rnd, W, H, p.silhouette))
  return out.join('')
}

const MOTIFS: Record<TMotif, (c: TContext) => string> = {
  chedi: drawChedi,
  karst: drawKarst,
  angkor: drawAngkor,
  river: drawRiver,
  bagan: drawBagan,
  coast: drawCoast,
  terraces: drawTerraces,
}

/** The complete SVG document of a scene, optionally captioned with a large title. */
export function sceneSvg(scene: TScene): string {
  const { width: W, height: H, palette: p } = scene
  const rnd = seededRandom(scene.key)
  const body = MOTIFS[scene.motif]({ rnd, W, H, p })
  const titleSize = Math.round(Math.min(H * 0.13, (W * 1.5) / Math.max(8, scene.title?.length ?? 0)))
  const caption = scene.title
    ? `<rect x="0" y="${n(H * 0.55)}" width="${W}" height="${n(H * 0.45)}" fill="url(#shade)"/>
       ${scene.kicker ? `<text x="${n(W * 0.05)}" y="${n(H * 0.92 - titleSize * 1.05)}" font-family="${FONT}" font-size="${n(titleSize * 0.24)}" font-weight="700" letter-spacing="${n(titleSize * 0.06)}" fill="#ffffff" opacity="0.85">${escapeXml(scene.kicker.toUpperCase())}</text>` : ''}
       <text x="${n(W * 0.05)}" y="${n(H * 0.92)}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(scene.title)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water}"/><stop offset="1" stop-color="${p.layers[2]}"/></linearGradient>
    <linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyBottom}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.skyBottom}" stop-opacity="0.75"/><stop offset="1" stop-color="${p.skyBottom}" stop-opacity="0"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${body}
  ${caption}
</svg>`
}

/** A demo travel agency's logo (white label, ADR 035): a lotus mark and the agency's name, never Monsoon's colours. */
export function agencyLogoSvg(name: string, colour: string): string {
  const safe = name.replace(/[<>&"]/g, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200">
    <rect width="640" height="200" fill="#ffffff"/>
    <g transform="translate(100 100)" fill="${colour}">
      <path d="M0,-62 C18,-38 18,-8 0,18 C-18,-8 -18,-38 0,-62 Z"/>
      <path d="M-6,16 C-40,6 -58,-20 -60,-42 C-34,-38 -12,-18 -6,16 Z" opacity="0.8"/>
      <path d="M6,16 C40,6 58,-20 60,-42 C34,-38 12,-18 6,16 Z" opacity="0.8"/>
      <rect x="-56" y="30" width="112" height="6" rx="3"/>
    </g>
    <text x="190" y="118" font-family="${FONT}" font-size="46" font-weight="700" fill="${colour}">${safe}</text>
</svg>`
}
