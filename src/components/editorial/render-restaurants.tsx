import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { type TEditorialRoute, type TPageKey, wildRicePath } from '@/domain/editorial-routes'
import type { TImage } from '@/domain/media-contract'
import { PAGE_TYPES, type TPageType, type TView } from '@/domain/page-types'
import {
  coverAt,
  DEFAULT_VOLUME,
  findWildRice,
  heroOf,
  menuAt,
  RESTAURANT_BRAND_LABELS,
  restaurantJsonLd,
  type TRestaurantContent,
  type TRestaurantCover,
  type TVenue,
  venueGroups,
  venuesAt,
  wildRiceNations,
} from '@/domain/restaurants'
import { publicUrl } from '@/lib/public-url'
import type { TRead } from '@/server/content/read'
import { getRestaurantContent } from '@/server/content/restaurants'
import type { TContext, TDescription, TViewArgs } from './render'
import { venuePath } from './restaurant-parts'
import {
  RestaurantBrandView,
  WildRiceAreaVenuesView,
  WildRiceAreaView,
  WildRiceBrandView,
  WildRiceNationVenuesView,
  WildRiceNationView,
  WildRiceVenuesView,
} from './restaurant-views'
import { JsonLd, type TCrumb } from './ui'

/**
 * The restaurant brands' part of the editorial renderer (render.tsx, ADR 022, ADR 026): the
 * `restaurantBrand` view of the page-type table (AXS, AXS Private, Wild Rice), the Wild Rice routes
 * by nation and area, and what search engines see of them. The pages show volume 1 (spec §9).
 */

type TWildRiceRoute = Extract<TEditorialRoute, { kind: 'wildRice' }>

const VOLUME = DEFAULT_VOLUME
const WILD_RICE = RESTAURANT_BRAND_LABELS['wild-rice']

const brandOf = (key: TPageKey) => {
  const brand = (PAGE_TYPES[key] as TPageType).brand
  if (!brand) throw new Error(`${key} is not a restaurant brand's page`)
  return brand
}

/** A cover's words for search engines: its subtitle, else its first page's text. */
const coverText = (cover: TRestaurantCover | null) =>
  cover?.subtitle ?? cover?.introducePages.find((page) => page.text)?.text ?? ''

const description = (title: string, text: string | null | undefined, image: TImage | null): TDescription => ({
  title: `Monsoon | ${title}`,
  description: (text ?? '').slice(0, 300),
  image,
  type: 'website',
})

const firstImage = (venues: TVenue[]) => venues.find((venue) => venue.image)?.image ?? null

/** What search engines and link previews show of a brand's page. */
export async function describeRestaurantPage(key: TPageKey, read: TRead): Promise<TDescription | null> {
  const brand = brandOf(key)
  const content = await getRestaurantContent(read)
  const cover = coverAt(content.covers, { type: brand, volume: VOLUME })
  const venues = venuesAt(content.venues, { type: brand, volume: VOLUME })
  return description(
    cover?.title ?? RESTAURANT_BRAND_LABELS[brand],
    coverText(cover),
    heroOf(cover?.introducePages ?? []).hero ?? firstImage(venues),
  )
}

/** What a Wild Rice address shows (findWildRice), with its canonical address; null for a 404. */
function placeOf(route: TWildRiceRoute, content: TRestaurantContent) {
  const found = findWildRice(content, { ...route, volume: VOLUME })
  if (!found) return null
  if ('everywhere' in found) return { ...found, canonical: wildRicePath({ venues: true }) }
  const { place } = found
  // An area's address without its nation shows the same page as the one with it, which is canonical.
  const canonical = wildRicePath({
    nation: place.nation.slug,
    area: place.area?.slug,
    venues: route.venues,
  })
  return { place, canonical }
}

/** What search engines and link previews show of a Wild Rice nation, area or venues page; null for a 404. */
export async function describeWildRice(route: TWildRiceRoute, read: TRead): Promise<TDescription | null> {
  const [content, t] = await Promise.all([getRestaurantContent(read), getTranslations('Editorial')])
  const found = placeOf(route, content)
  if (!found) return null
  const withCanonical = (described: TDescription): TDescription => ({ ...described, canonical: found.canonical })
  if ('everywhere' in found) {
    const { nations, venues } = found.everywhere
    return withCanonical(
      description(
        t('restaurants.brandVenues', { brand: WILD_RICE }),
        t('restaurants.venuesInList', {
          count: venues.length,
          areas: nations.map((item) => item.nation.fullName).join(', '),
        }),
        firstImage(venues),
      ),
    )
  }
  const { place } = found
  const { nation, area, cover, venues } = place
  const hero = heroOf(cover?.introducePages ?? []).hero
  if (area) {
    return withCanonical(
      route.venues
        ? description(
            t('restaurants.brandVenuesIn', { brand: WILD_RICE, place: `${area.name}, ${nation.fullName}` }),
            `${venues.map((venue) => `${venue.title} (${venue.cuisine})`).join(', ')}. ${area.description ?? ''}`,
            area.image ?? firstImage(venues),
          )
        : description(
            cover?.title ?? t('restaurants.brandIn', { brand: WILD_RICE, place: area.name }),
            coverText(cover) || area.description,
            hero ?? area.image,
          ),
    )
  }
  return withCanonical(
    route.venues
      ? description(
          t('restaurants.brandVenuesIn', { brand: WILD_RICE, place: nation.fullName }),
          t('restaurants.venuesInList', {
            count: venues.length,
            areas: place.areas.map((item) => item.name).join(', '),
          }),
          firstImage(venues),
        )
      : description(
          cover?.title ?? t('restaurants.brandIn', { brand: WILD_RICE, place: nation.fullName }),
          coverText(cover),
          hero ?? place.areas.find((item) => item.image)?.image ?? null,
        ),
  )
}

/** schema.org Restaurant for each venue a page shows in full. */
function VenuesJsonLd({ venues }: { venues: TVenue[] }) {
  const origin = publicUrl()
  return (
    <>
      {venues.map((venue) => (
        <JsonLd key={venue._id} data={restaurantJsonLd({ venue, origin, path: venuePath(venue) })} />
      ))}
    </>
  )
}

/** The body of a Wild Rice nation, area or venues page; a 404 when there is nothing there. */
export async function wildRiceBody(route: TWildRiceRoute, ctx: TContext, trail: TCrumb[]): Promise<React.ReactNode> {
  const found = placeOf(route, await getRestaurantContent(ctx.read))
  if (!found) notFound()
  if ('everywhere' in found) return <WildRiceVenuesView everywhere={found.everywhere} trail={trail} />
  const { place } = found
  const nation = place.nation.slug
  // Home › Marketplace › Wild Rice come from the page table; the nation and area are this content's.
  const nationCrumb = { label: place.nation.fullName, href: wildRicePath({ nation }) }
  if (place.area) {
    if (!route.venues) return <WildRiceAreaView place={place} trail={[...trail, nationCrumb]} />
    const areaCrumb = { label: place.area.name, href: wildRicePath({ nation, area: place.area.slug }) }
    return (
      <>
        <WildRiceAreaVenuesView place={place} trail={[...trail, nationCrumb, areaCrumb]} />
        {/* After the page, so the hero's image is found first (LCP). */}
        <VenuesJsonLd venues={place.venues} />
      </>
    )
  }
  return route.venues ? (
    <WildRiceNationVenuesView place={place} trail={[...trail, nationCrumb]} />
  ) : (
    <WildRiceNationView place={place} trail={trail} />
  )
}

/** The restaurant brands' view of the page-type table. */
export const RESTAURANT_VIEWS: Record<'restaurantBrand' & TView, (args: TViewArgs) => Promise<React.ReactNode>> = {
  restaurantBrand: async ({ key, ctx, trail }) => {
    const brand = brandOf(key)
    const content = await getRestaurantContent(ctx.read)
    const cover = coverAt(content.covers, { type: brand, volume: VOLUME })
    const menu = menuAt(content.menus, { type: brand, volume: VOLUME })
    if (brand === 'wild-rice') {
      const nations = ctx.startup.nations.map((nation) => ({
        code: nation.code,
        fullName: nation.fullName,
        slug: nation.slug,
      }))
      const cards = wildRiceNations(nations, content.venues, VOLUME).map((card) => {
        const own = coverAt(content.covers, { type: brand, volume: VOLUME, nation: card.nation.code })
        const site = ctx.startup.nations.find((nation) => nation.code === card.nation.code)
        const areaImage = content.areas.find((area) => area.nation.code === card.nation.code && area.image)?.image
        return {
          ...card,
          text: own?.subtitle ?? null,
          image:
            heroOf(own?.introducePages ?? []).hero ??
            areaImage ??
            // The nation's own picture (its card size, whose dimensions the site data does not carry).
            (site?.image ? { url: site.image, alt: '', width: null, height: null, srcSet: null } : null),
        }
      })
      return (
        <WildRiceBrandView
          cover={cover}
          nations={cards}
          menu={menu}
          trail={trail}
          venues={venuesAt(content.venues, { type: brand, volume: VOLUME }).length}
        />
      )
    }
    const groups = venueGroups(venuesAt(content.venues, { type: brand, volume: VOLUME }), content.areas)
    return (
      <>
        <RestaurantBrandView brand={brand} cover={cover} menu={menu} groups={groups} trail={trail} />
        <VenuesJsonLd venues={groups.flatMap((group) => group.venues)} />
      </>
    )
  },
}
