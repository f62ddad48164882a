/**
 * Monsoon's mark and wordmark (issue 20), drawn as paths so they look the same whatever fonts the
 * machine that renders them has: the seeded logo file, the back office's logo and icon. Brand red on
 * transparent; the 480 × 120 grid leaves a margin on every side, so nothing is ever clipped.
 */
export const BRAND_RED = '#8b1a1a'

/** The rain-drop-over-river mark on a 120 × 120 grid: a red disc, a white drop and two waves. */
export function brandMarkPaths(red = BRAND_RED): string {
  return `<circle cx="60" cy="60" r="46" fill="${red}"/>
    <path d="M60,22 C60,22 43,43 43,55 A17,17 0 0 0 77,55 C77,43 60,22 60,22 Z" fill="#ffffff"/>
    <path d="M30,84 Q38,78 46,84 T62,84 T78,84 T92,82" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
    <path d="M34,94 Q42,88 50,94 T66,94 T82,94" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`
}

/** Cap height 46 (y 30–76), stems 9 wide: M and N filled outlines, O and S stroked curves. */
const LETTERS = {
  M: {
    width: 42,
    fill: (x: number) =>
      `M${x},76 V30 H${x + 10} L${x + 21},52 L${x + 32},30 H${x + 42} V76 H${x + 33} V48 L${x + 24},66 H${x + 18} L${x + 9},48 V76 Z`,
  },
  N: {
    width: 36,
    fill: (x: number) => `M${x},76 V30 H${x + 9} L${x + 27},62 V30 H${x + 36} V76 H${x + 27} L${x + 9},44 V76 Z`,
  },
  O: { width: 42, stroke: (x: number) => `M${x + 21},30.5 a16.5,22.5 0 1 0 0.01,0 Z` },
  S: {
    width: 34,
    stroke: (x: number) =>
      `M${x + 30},37 C${x + 25},30 ${x + 5},28 ${x + 4.5},42 C${x + 4},55 ${x + 30},50 ${x + 30},64 C${x + 30},79 ${x + 7},78 ${x + 3},69`,
  },
} as const

const GAP = 8

/** The word MONSOON from `x`: the filled letters, the stroked ones, and where the word ends. */
function wordmark(x: number): { fill: string; stroke: string; end: number } {
  let at = x
  const fill: string[] = []
  const stroke: string[] = []
  for (const letter of 'MONSOON') {
    const glyph: { width: number; fill?: (x: number) => string; stroke?: (x: number) => string } =
      LETTERS[letter as keyof typeof LETTERS]
    if (glyph.fill) fill.push(glyph.fill(at))
    if (glyph.stroke) stroke.push(glyph.stroke(at))
    at += glyph.width + GAP
  }
  return { fill: fill.join(' '), stroke: stroke.join(' '), end: at - GAP }
}

/** The full logo: mark, MONSOON and DESTINATION MANAGEMENT under it, on a 480 × 120 grid. */
export function logoSvg(width = 480, height = 120, red = BRAND_RED): string {
  const left = 126
  const word = wordmark(left)
  // The line under the name is the only text: browsers fit it to the name (`textLength`); other
  // renderers space it so that it does in the usual sans fonts, and stays inside the grid in wider ones.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 480 120">
    ${brandMarkPaths(red)}
    <path d="${word.fill}" fill="${red}"/>
    <path d="${word.stroke}" fill="none" stroke="${red}" stroke-width="9"/>
    <text x="${left + 1}" y="100" textLength="${word.end - left - 2}" lengthAdjust="spacingAndGlyphs" letter-spacing="5.6" font-family="'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="${red}" opacity="0.85">DESTINATION MANAGEMENT</text>
</svg>`
}

/** The mark alone (the back office's icon, the favicon's source). */
export function markSvg(size = 120, red = BRAND_RED): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">${brandMarkPaths(red)}</svg>`
}
