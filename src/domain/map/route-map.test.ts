import { describe, expect, it } from 'vitest'
import { project } from './projection'
import { routeMap, routeMapSvg } from './route-map'
import { routeStops } from './route-stops'

const BANGKOK = { name: 'Bangkok', lat: 13.7563, lon: 100.5018 }
const CHIANG_MAI = { name: 'Chiang Mai', lat: 18.7883, lon: 98.9853 }
const PHUKET = { name: 'Phuket', lat: 7.8804, lon: 98.3923 }

describe('the route map (issue 21)', () => {
  it('lists a trip’s places in order, again only when the trip comes back', () => {
    const days = [[BANGKOK], [BANGKOK], [BANGKOK, CHIANG_MAI], [CHIANG_MAI], [BANGKOK], [PHUKET]]
    expect(routeStops(days.map((places) => ({ places }))).map((stop) => stop.name)).toEqual([
      'Bangkok',
      'Chiang Mai',
      'Bangkok',
      'Phuket',
    ])
  })

  it('frames the whole route over the countries it crosses, each place once with its visits', () => {
    const map = routeMap([BANGKOK, CHIANG_MAI, BANGKOK, PHUKET])
    if (!map) throw new Error('no map')
    const [x, y, width, height] = map.view
    for (const stop of [BANGKOK, CHIANG_MAI, PHUKET]) {
      const [px, py] = project(stop.lat, stop.lon)
      expect(px).toBeGreaterThan(x)
      expect(px).toBeLessThan(x + width)
      expect(py).toBeGreaterThan(y)
      expect(py).toBeLessThan(y + height)
    }
    expect(width / height).toBeGreaterThanOrEqual(0.75 - 1e-9)
    expect(width / height).toBeLessThanOrEqual(4 / 3 + 1e-9)
    expect(map.places.map((place) => `${place.name} ${place.label}`)).toEqual([
      'Bangkok 1, 3',
      'Chiang Mai 2',
      'Phuket 4',
    ])
    expect(map.line).toHaveLength(4)
    expect(map.shapes.filter((shape) => shape.home).length).toBeGreaterThanOrEqual(2)
    expect(map.summary).toBe('Bangkok → Chiang Mai → Bangkok → Phuket')
  })

  it('draws no map for one place, however many days it has, nor for places off the region (issue 54)', () => {
    expect(routeMap([BANGKOK])).toBeNull()
    expect(routeMap([BANGKOK, BANGKOK, BANGKOK])).toBeNull()
    expect(routeMap([BANGKOK, { name: 'Paris', lat: 48.85, lon: 2.35 }])).toBeNull()
    expect(routeMap([])).toBeNull()
    expect(routeMap([{ name: 'Paris', lat: 48.85, lon: 2.35 }])).toBeNull()
    expect(routeMap([{ name: 'Nowhere', lat: Number.NaN, lon: 100 }])).toBeNull()
  })

  it('draws an SVG that names the route and escapes every name', () => {
    const map = routeMap([BANGKOK, { name: 'Ko <Samui> & co', lat: 9.512, lon: 100.0136 }])
    if (!map) throw new Error('no map')
    const svg = routeMapSvg(map, '#2f6b4f', `Map of the route: ${map.summary}`)
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Map of the route: Bangkok → Ko &lt;Samui&gt; &amp; co"/)
    expect(svg).toContain('Ko &lt;Samui&gt; &amp; co (2)</text>')
    expect(svg).toContain('stroke="#2f6b4f"')
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
  })
})
