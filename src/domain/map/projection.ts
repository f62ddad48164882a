/**
 * The route map's projection (issue 21): equirectangular, its east–west scale corrected at 15° N,
 * the middle of the region, so Thailand is not stretched. One unit is one degree of latitude; y
 * grows southwards as SVG's does. Shared by the outline generator and the map.
 */
const COS_LAT = Math.cos((15 * Math.PI) / 180)

/** What the map can show: from the Andaman Sea to the South China Sea, Singapore to Yunnan. */
export const REGION_BOUNDS = { west: 90, east: 112, south: 0.5, north: 29 } as const

export function project(lat: number, lon: number): [number, number] {
  return [(lon - REGION_BOUNDS.west) * COS_LAT, REGION_BOUNDS.north - lat]
}
