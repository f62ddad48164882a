import { escapeHtml } from '@/domain/text'
import { project, REGION_BOUNDS } from './projection'
import { REGION_SHAPES } from './region'
import type { TRouteStop } from './route-stops'

/**
 * The route map of a client itinerary (issue 21, ADR 039): the trip's places in order, drawn over
 * the region's outlines (Natural Earth, region.ts), framed on the route. A static picture: no tile
 * server, no API key, no request of any kind. One layout, drawn as SVG on the page and by pdfkit in
 * the PDF.
 */

export type TRouteMap = {
  /** x, y, width, height in map units (one degree of latitude). */
  view: [number, number, number, number]
  shapes: { d: string; home: boolean }[]
  /** Each place once, with the numbers of its visits in the trip's order ("1", "3, 5"). */
  places: { name: string; x: number; y: number; label: string; labelLeft: boolean }[]
  /** The route through the visits, in order. */
  line: [number, number][]
  /** Sizes in map units for strokes, dots and text at this frame. */
  sizes: { outline: number; route: number; dot: number; text: number }
  /** "Bangkok → Chiang Mai → Phuket" */
  summary: string
}

/** The smallest frame: about 450 km across, so one city still shows its surroundings. */
const MIN_SPAN = 4
const PAD = 0.9

export function routeMap(stops: readonly TRouteStop[]): TRouteMap | null {
  const inside = stops.filter(
    (stop) =>
      Number.isFinite(stop.lat) &&
      Number.isFinite(stop.lon) &&
      stop.lat >= REGION_BOUNDS.south &&
      stop.lat <= REGION_BOUNDS.north &&
      stop.lon >= REGION_BOUNDS.west &&
      stop.lon <= REGION_BOUNDS.east,
  )
  // One place is no route: a one-city trip gets no map (issue 54).
  if (new Set(inside.map((stop) => stop.name)).size < 2) return null
  const points = inside.map((stop) => project(stop.lat, stop.lon))
  const xs = points.map((point) => point[0])
  const ys = points.map((point) => point[1])
  const [maxX, maxY] = project(REGION_BOUNDS.south, REGION_BOUNDS.east)
  let width = Math.max(MIN_SPAN, Math.max(...xs) - Math.min(...xs) + 2 * PAD)
  let height = Math.max(MIN_SPAN, Math.max(...ys) - Math.min(...ys) + 2 * PAD)
  // Never narrower than 3:4 or wider than 4:3: a long coast stays a readable picture.
  width = Math.max(width, height * 0.75)
  height = Math.max(height, width * 0.75)
  const centre = [(Math.max(...xs) + Math.min(...xs)) / 2, (Math.max(...ys) + Math.min(...ys)) / 2]
  const x = Math.min(Math.max(0, centre[0] - width / 2), Math.max(0, maxX - width))
  const y = Math.min(Math.max(0, centre[1] - height / 2), Math.max(0, maxY - height))
  const view: TRouteMap['view'] = [x, y, width, height]
  const shapes = REGION_SHAPES.filter(
    (shape) => shape.box[2] >= x && shape.box[0] <= x + width && shape.box[3] >= y && shape.box[1] <= y + height,
  ).map((shape) => ({ d: shape.d, home: shape.home }))
  const places = new Map<string, { name: string; x: number; y: number; visits: number[] }>()
  inside.forEach((stop, index) => {
    const [px, py] = points[index]
    const place = places.get(stop.name) ?? { name: stop.name, x: px, y: py, visits: [] }
    place.visits.push(index + 1)
    places.set(stop.name, place)
  })
  const span = Math.max(width, height)
  return {
    view,
    shapes,
    // A place near the right edge has its name on its left, inside the frame.
    places: [...places.values()].map((place) => ({
      name: place.name,
      x: place.x,
      y: place.y,
      label: place.visits.join(', '),
      labelLeft: place.x > x + width * 0.62,
    })),
    line: points,
    sizes: { outline: span / 500, route: span / 160, dot: span / 55, text: span / 30 },
    summary: inside.map((stop) => stop.name).join(' → '),
  }
}

const n = (value: number) => Number(value.toFixed(3))

/** The map as inline SVG, the route in the agency's colour; null when no place of the trip is on it. */
/** `label` is what the map says to a screen reader, in the page's language: "Map of the route: Hanoi → Hue". */
export function routeMapSvg(map: TRouteMap, brandColour: string, label: string): string {
  const colour = escapeHtml(brandColour)
  const [x, y, width, height] = map.view
  const { sizes } = map
  const shapes = map.shapes
    .map(
      (shape) =>
        `<path d="${shape.d}" fill="${shape.home ? '#efe9dd' : '#f6f3ee'}" stroke="#b9b0a0" stroke-width="${n(sizes.outline)}" stroke-linejoin="round"/>`,
    )
    .join('')
  const line =
    map.line.length > 1
      ? `<polyline points="${map.line.map(([px, py]) => `${n(px)},${n(py)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${n(sizes.route)}" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="${n(sizes.route * 2.5)} ${n(sizes.route * 1.5)}"/>`
      : ''
  const places = map.places
    .map(
      (place) =>
        `<circle cx="${n(place.x)}" cy="${n(place.y)}" r="${n(sizes.dot)}" fill="${colour}" stroke="#fff" stroke-width="${n(sizes.dot / 3)}"/>` +
        `<text x="${n(place.labelLeft ? place.x - sizes.dot * 1.6 : place.x + sizes.dot * 1.6)}" y="${n(place.y + sizes.text * 0.35)}"${place.labelLeft ? ' text-anchor="end"' : ''} font-size="${n(sizes.text)}" fill="#222" stroke="#fff" stroke-width="${n(sizes.text / 4)}" paint-order="stroke" font-family="system-ui,sans-serif">${escapeHtml(place.name)} (${place.label})</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x)} ${n(y)} ${n(width)} ${n(height)}" role="img" aria-label="${escapeHtml(label)}" preserveAspectRatio="xMidYMid meet">` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="#dde9ef"/>${shapes}${line}${places}</svg>`
  )
}
