import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EDITORIAL_PATHS,
  famTripsPath,
  isEditorialPath,
  matchEditorialRoute,
  restaurantBrandPath,
  VENUES_SEGMENT,
  wildRicePath,
} from './editorial-routes'
import { RESTAURANT_BRANDS } from './restaurants'

/** The restaurant brands' addresses (issue 17, spec §2 Marketplace sub-routes, ADR 026). */

const WILD_RICE = '/marketplace/wild-rice'

describe('the restaurant brands’ own pages', () => {
  it('are fixed pages of the table, one per brand', () => {
    expect(matchEditorialRoute('/marketplace/axs')).toEqual({ kind: 'page', page: 'axs' })
    expect(matchEditorialRoute('/marketplace/axs-private')).toEqual({ kind: 'page', page: 'axsPrivate' })
    expect(matchEditorialRoute(WILD_RICE)).toEqual({ kind: 'page', page: 'wildRice' })
    expect(matchEditorialRoute(`${WILD_RICE}/`)).toEqual({ kind: 'page', page: 'wildRice' })
  })

  it('restaurantBrandPath gives each brand its page, and the Wild Rice page for anything else', () => {
    expect(RESTAURANT_BRANDS.map(restaurantBrandPath)).toEqual([
      EDITORIAL_PATHS.axs,
      EDITORIAL_PATHS.axsPrivate,
      EDITORIAL_PATHS.wildRice,
    ])
    expect(restaurantBrandPath('axs')).toBe('/marketplace/axs')
    for (const other of ['AXS', 'wild rice', '', null, undefined, 3]) expect(restaurantBrandPath(other)).toBe(WILD_RICE)
  })
})

describe('Wild Rice by nation and area', () => {
  const route = (place: string | null, area: string | null, venues: boolean) => ({
    kind: 'wildRice',
    place,
    area,
    venues,
  })

  it('matches the nation, its venues, an area and the area’s venues', () => {
    expect(matchEditorialRoute(`${WILD_RICE}/thailand`)).toEqual(route('thailand', null, false))
    expect(matchEditorialRoute(`${WILD_RICE}/thailand/venues`)).toEqual(route('thailand', null, true))
    expect(matchEditorialRoute(`${WILD_RICE}/thailand/old-city`)).toEqual(route('thailand', 'old-city', false))
    expect(matchEditorialRoute(`${WILD_RICE}/vietnam/hoi-an-ancient-town/venues/`)).toEqual(
      route('vietnam', 'hoi-an-ancient-town', true),
    )
  })

  it('matches the addresses without a nation (spec §2: {nation?}): every nation’s venues, an area, its venues', () => {
    expect(matchEditorialRoute(`${WILD_RICE}/venues`)).toEqual(route(null, null, true))
    expect(matchEditorialRoute(`${WILD_RICE}/venues/`)).toEqual(route(null, null, true))
    // One place: a nation or an area, which the content decides (findWildRice).
    expect(matchEditorialRoute(`${WILD_RICE}/old-city`)).toEqual(route('old-city', null, false))
    expect(matchEditorialRoute(`${WILD_RICE}/old-city/venues`)).toEqual(route('old-city', null, true))
  })

  it('matches nothing deeper, upper-case, empty, or with "venues" in a place’s position', () => {
    for (const path of [
      `${WILD_RICE}/thailand/old-city/extra`,
      `${WILD_RICE}/thailand/old-city/venues/more`,
      `${WILD_RICE}/venues/venues`,
      `${WILD_RICE}/venues/old-city`,
      `${WILD_RICE}/venues/thailand/venues`,
      `${WILD_RICE}/thailand/venues/venues`,
      `${WILD_RICE}/thailand/venues/old-city`,
      `${WILD_RICE}/Thailand`,
      `${WILD_RICE}/Venues`,
      `${WILD_RICE}/thailand//venues`,
      `${WILD_RICE}//venues`,
      `${WILD_RICE}/thai land`,
      `${WILD_RICE}/thailand/old_city`,
      `${WILD_RICE}/%2e%2e`,
      '/marketplace/wild-ricey/thailand',
      '/marketplace/wild-ricey/venues',
      '/marketplace/axs/thailand',
      '/marketplace/axs/venues',
    ]) {
      expect(matchEditorialRoute(path), path).toBeNull()
      expect(isEditorialPath(path), path).toBe(false)
    }
  })

  it('wildRicePath spells each address', () => {
    expect(wildRicePath({ nation: 'thailand' })).toBe(`${WILD_RICE}/thailand`)
    expect(wildRicePath({ nation: 'thailand', venues: true })).toBe(`${WILD_RICE}/thailand/${VENUES_SEGMENT}`)
    expect(wildRicePath({ nation: 'thailand', area: 'old-city' })).toBe(`${WILD_RICE}/thailand/old-city`)
    expect(wildRicePath({ nation: 'thailand', area: null, venues: false })).toBe(`${WILD_RICE}/thailand`)
    expect(wildRicePath({ nation: 'thailand', area: 'old-city', venues: true })).toBe(
      `${WILD_RICE}/thailand/old-city/venues`,
    )
    expect(wildRicePath({ venues: true })).toBe(`${WILD_RICE}/venues`)
    expect(wildRicePath({ area: 'old-city', venues: true })).toBe(`${WILD_RICE}/old-city/venues`)
    expect(wildRicePath({})).toBe(WILD_RICE)
  })

  it('a nation’s address segment is its slug, as for fam trips', () => {
    expect(wildRicePath({ nation: 'viet-nam' })).toBe(`${WILD_RICE}/viet-nam`)
    expect(famTripsPath('cambodia')).toBe('/dp/fam-trips/cambodia')
  })

  it('every address wildRicePath spells matches back to the same place', () => {
    const slug = fc
      .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 3 })
      .map((words) => words.join('-'))
      .filter((value) => value !== VENUES_SEGMENT)
    fc.assert(
      fc.property(
        fc.option(slug, { nil: null }),
        fc.option(slug, { nil: null }),
        fc.boolean(),
        (nation, area, venues) => {
          // The brand's own page is a fixed page, not a Wild Rice place.
          fc.pre(nation !== null || area !== null || venues)
          // Without a nation, an area is the one place.
          const expected = nation === null ? route(area, null, venues) : route(nation, area, venues)
          expect(matchEditorialRoute(wildRicePath({ nation, area, venues }))).toEqual(expected)
        },
      ),
    )
  })
})
