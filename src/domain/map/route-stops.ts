/**
 * A trip's places in order, for its route map (issue 21). Apart from the map itself (route-map.ts,
 * with the region's outlines), so the documents that only list the places stay small.
 */
export type TRouteStop = { name: string; lat: number; lon: number }

/** The places of a trip in order, a place repeated only when the trip leaves it and comes back. */
export function routeStops(days: readonly { places: readonly TRouteStop[] }[]): TRouteStop[] {
  const stops: TRouteStop[] = []
  for (const place of days.flatMap((day) => day.places)) if (stops.at(-1)?.name !== place.name) stops.push(place)
  return stops
}
