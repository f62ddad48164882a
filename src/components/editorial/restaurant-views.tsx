import { ArrowRight } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type React from 'react'
import { SiteLink } from '@/components/site-link.client'
import { EDITORIAL_PATHS, wildRicePath } from '@/domain/editorial-routes'
import type { TImage } from '@/domain/media-contract'
import {
  DEFAULT_VOLUME,
  RESTAURANT_BRAND_LABELS,
  type TRestaurantArea,
  type TRestaurantBrand,
  type TRestaurantCover,
  type TRestaurantMenu,
  type TVenueGroup,
  type TWildRiceEverywhere,
  type TWildRicePlace,
} from '@/domain/restaurants'
import { CoverHero, CoverPages, MenuSection, VenueArticles, VenueCards } from './restaurant-parts'
import { CardGrid, PageHero, PageSection, type TCrumb, useLocalHref } from './ui'

/**
 * The restaurant brands (issue 17, spec §1–§3, ADR 026): AXS and AXS Private on one page each
 * (cover, menu, venues by area in full), Wild Rice by nation and area (covers, area cards, venue
 * cards, venues in full). Server components only: every link is a plain anchor, every image sits
 * in a box of fixed ratio (or fills one behind text), so nothing moves while the page loads.
 */

/** Above a brand's own title: what it is, and the volume the pages show (spec §9). */
const useBrandKicker = () => useTranslations('Editorial')('restaurants.kicker', { volume: DEFAULT_VOLUME })

type TBrandProps = {
  brand: TRestaurantBrand
  cover: TRestaurantCover | null
  menu: TRestaurantMenu | null
  groups: TVenueGroup[]
  trail: TCrumb[]
}

/** A brand on one page: its cover, the menu, every venue in full under its area, the closing pages. */
export function RestaurantBrandView({ brand, cover, menu, groups, trail }: TBrandProps) {
  const t = useTranslations('Editorial')
  const kicker = useBrandKicker()
  const label = RESTAURANT_BRAND_LABELS[brand]
  const venues = groups.flatMap((group) => group.venues)
  return (
    <>
      <CoverHero
        cover={cover}
        fallback={{ title: label, image: venues.find((venue) => venue.image)?.image }}
        trail={trail}
        kicker={kicker}
      />
      {brand === 'axs' && <PrivateDining />}
      {menu && <MenuSection menu={menu} />}
      {groups.length > 0 && (
        <PageSection id="venues" title={groups.length > 1 ? t('restaurants.venuesByArea') : t('restaurants.venues')}>
          <nav aria-label={t('restaurants.venuesOnPage')} className="-mt-2 mb-10">
            <ul className="flex flex-wrap gap-2">
              {venues.map((venue) => (
                <li key={venue._id}>
                  <a
                    href={`#${venue.slug}`}
                    className="inline-flex items-center gap-2 rounded-sm border border-line bg-white px-3 py-1.5 text-sm font-semibold hover:border-primary hover:text-primary"
                  >
                    {venue.title}
                    <span className="font-normal text-muted">{venue.area.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-14">
            {groups.map((group) => (
              <section key={group.area.slug} aria-labelledby={`area-${group.area.slug}`} className="grid gap-6">
                <div className="grid gap-2">
                  <p className="text-xs font-semibold tracking-widest text-muted uppercase">
                    {group.area.nation.fullName}
                  </p>
                  <h3 id={`area-${group.area.slug}`} className="text-xl font-semibold text-primary md:text-2xl">
                    {group.area.name}
                  </h3>
                  {group.area.description && <p className="max-w-3xl text-muted">{group.area.description}</p>}
                </div>
                <VenueArticles venues={group.venues} level={4} />
              </section>
            ))}
          </div>
        </PageSection>
      )}
      <CoverPages pages={cover?.outroducePages ?? []} />
      {!cover && !menu && groups.length === 0 && (
        <PageSection>
          <p className="text-muted">{t('restaurants.nothingFor', { brand: label })}</p>
        </PageSection>
      )}
    </>
  )
}

/** On the AXS page: the way to AXS Private, the same kitchens for one party (groups are sent there). */
function PrivateDining() {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const brand = RESTAURANT_BRAND_LABELS['axs-private']
  return (
    <PageSection id="private-dining" title={t('restaurants.privateDiningTitle')} className="bg-white">
      <p className="max-w-3xl text-muted">{t('restaurants.privateDiningText', { brand })}</p>
      <p className="mt-6">
        <SiteLink href={localHref(EDITORIAL_PATHS.axsPrivate)} prefetch={false} className="btn-outline">
          {t('restaurants.privateDiningLink', { brand })}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </SiteLink>
      </p>
    </PageSection>
  )
}

// ---------------------------------------------------------------------------------------------
// Wild Rice
// ---------------------------------------------------------------------------------------------

const WILD_RICE = RESTAURANT_BRAND_LABELS['wild-rice']

export type TWildRiceNationCard = {
  nation: { code: string; fullName: string; slug: string }
  venues: number
  areas: number
  text: string | null
  image: TImage | null
}

/** The brand's cover, its nations as cards, the way to all its venues, the menu and the closing pages. */
export function WildRiceBrandView({
  cover,
  nations,
  menu,
  trail,
  venues,
}: {
  cover: TRestaurantCover | null
  nations: TWildRiceNationCard[]
  menu: TRestaurantMenu | null
  trail: TCrumb[]
  /** How many venues the brand has in every nation (the venues page's). */
  venues: number
}) {
  const t = useTranslations('Editorial')
  const kicker = useBrandKicker()
  return (
    <>
      <CoverHero
        cover={cover}
        fallback={{ title: WILD_RICE, image: nations.find((card) => card.image)?.image }}
        trail={trail}
        kicker={kicker}
      />
      {nations.length > 0 && (
        <PageSection id="nations" title={t('restaurants.whereToFind')}>
          <CardGrid
            headingLevel={3}
            columns={nations.length === 2 || nations.length === 4 ? 2 : 3}
            items={nations.map((card) => ({
              key: card.nation.code,
              title: card.nation.fullName,
              text: card.text,
              image: card.image,
              href: wildRicePath({ nation: card.nation.slug }),
              meta: t('restaurants.venuesInAreas', { venues: card.venues, areas: card.areas }),
            }))}
          />
          {venues > 0 && (
            <MoreVenues href={wildRicePath({ venues: true })}>
              {t('restaurants.allVenues', { count: venues })}
            </MoreVenues>
          )}
        </PageSection>
      )}
      {menu && <MenuSection menu={menu} />}
      <CoverPages pages={cover?.outroducePages ?? []} />
      {!cover && !menu && nations.length === 0 && (
        <PageSection>
          <p className="text-muted">{t('restaurants.nothingFor', { brand: WILD_RICE })}</p>
        </PageSection>
      )}
    </>
  )
}

const areaCount = (place: TWildRicePlace, area: TRestaurantArea) =>
  place.venues.filter((venue) => venue.area.slug === area.slug).length

/** A link to a page of venues, under a list that shows fewer of them. */
function MoreVenues({ href, children }: { href: string; children: React.ReactNode }) {
  const localHref = useLocalHref()
  return (
    <p className="mt-10">
      <SiteLink href={localHref(href)} prefetch={false} className="btn-primary">
        {children}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </SiteLink>
    </p>
  )
}

/** /marketplace/wild-rice/{nation}: the nation's cover, its areas as cards, and the way to all its venues. */
export function WildRiceNationView({ place, trail }: { place: TWildRicePlace; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  const nation = place.nation.slug
  const ownMenu = place.menu?.nation?.code === place.nation.code ? place.menu : null
  return (
    <>
      <CoverHero
        cover={place.cover}
        fallback={{
          title: t('restaurants.brandIn', { brand: WILD_RICE, place: place.nation.fullName }),
          image: place.areas.find((area) => area.image)?.image,
        }}
        trail={trail}
        kicker={`${WILD_RICE} · ${place.nation.fullName}`}
      />
      {place.areas.length > 0 && (
        <PageSection id="areas" title={t('restaurants.areasIn', { nation: place.nation.fullName })}>
          <CardGrid
            headingLevel={3}
            columns={place.areas.length === 2 || place.areas.length === 4 ? 2 : 3}
            items={place.areas.map((area) => ({
              key: area.slug,
              title: area.name,
              text: area.description,
              image: area.image,
              href: wildRicePath({ nation, area: area.slug }),
              meta: t('restaurants.venueCount', { count: areaCount(place, area) }),
            }))}
          />
          {place.venues.length > 0 && (
            <MoreVenues href={wildRicePath({ nation, venues: true })}>
              {t('restaurants.allVenuesIn', { count: place.venues.length, nation: place.nation.fullName })}
            </MoreVenues>
          )}
        </PageSection>
      )}
      {ownMenu && <MenuSection menu={ownMenu} />}
      <CoverPages pages={place.cover?.outroducePages ?? []} />
    </>
  )
}

/** /marketplace/wild-rice/{nation}/venues: every venue of the nation as cards, grouped by area. */
export function WildRiceNationVenuesView({ place, trail }: { place: TWildRicePlace; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const nation = place.nation.slug
  const groups = place.areas
    .map((area) => ({ area, venues: place.venues.filter((venue) => venue.area.slug === area.slug) }))
    .filter((group) => group.venues.length > 0)
  return (
    <>
      <PageHero
        title={t('restaurants.brandVenuesIn', { brand: WILD_RICE, place: place.nation.fullName })}
        subtitle={t('restaurants.venuesInAreasGrouped', { venues: place.venues.length, areas: groups.length })}
        image={groups[0]?.area.image ?? place.venues.find((venue) => venue.image)?.image ?? null}
        trail={trail}
        kicker={WILD_RICE}
      />
      {groups.map((group) => (
        <PageSection key={group.area.slug} id={`area-${group.area.slug}`}>
          <div className="mb-8 grid gap-2">
            <h2 id={`area-${group.area.slug}-title`} className="text-2xl font-semibold md:text-3xl">
              <SiteLink
                href={localHref(wildRicePath({ nation, area: group.area.slug }))}
                prefetch={false}
                className="hover:text-primary hover:underline"
              >
                {group.area.name}
              </SiteLink>
            </h2>
            {group.area.description && <p className="max-w-3xl text-muted">{group.area.description}</p>}
          </div>
          <VenueCards venues={group.venues} />
        </PageSection>
      ))}
    </>
  )
}

/** /marketplace/wild-rice/venues: every venue of every nation as cards, grouped by nation. */
export function WildRiceVenuesView({ everywhere, trail }: { everywhere: TWildRiceEverywhere; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  return (
    <>
      <PageHero
        title={t('restaurants.brandVenues', { brand: WILD_RICE })}
        subtitle={t('restaurants.venuesInNationsGrouped', {
          venues: everywhere.venues.length,
          nations: everywhere.nations.length,
        })}
        image={everywhere.venues.find((venue) => venue.image)?.image ?? null}
        trail={trail}
        kicker={WILD_RICE}
      />
      {everywhere.nations.map(({ nation, venues }) => {
        const slug = nation.slug
        return (
          <PageSection key={nation.code} id={`nation-${slug}`}>
            <h2 className="mb-8 text-2xl font-semibold md:text-3xl">
              <SiteLink
                href={localHref(wildRicePath({ nation: slug }))}
                prefetch={false}
                className="hover:text-primary hover:underline"
              >
                {t('restaurants.brandIn', { brand: WILD_RICE, place: nation.fullName })}
              </SiteLink>
            </h2>
            <VenueCards venues={venues} />
          </PageSection>
        )
      })}
    </>
  )
}

/** /marketplace/wild-rice/{nation}/{area}: the area's cover and its venues as cards. */
export function WildRiceAreaView({ place, trail }: { place: TWildRicePlace; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  const area = place.area
  if (!area) return null
  const nation = place.nation.slug
  return (
    <>
      <CoverHero
        cover={place.cover}
        fallback={{
          title: t('restaurants.brandIn', { brand: WILD_RICE, place: area.name }),
          subtitle: area.description,
          image: area.image,
        }}
        trail={trail}
        kicker={`${WILD_RICE} · ${place.nation.fullName}`}
      />
      {place.venues.length > 0 && (
        <PageSection id="venues" title={t('restaurants.venuesIn', { area: area.name })}>
          <VenueCards venues={place.venues} />
          <MoreVenues href={wildRicePath({ nation, area: area.slug, venues: true })}>
            {t('restaurants.everyVenueIn', { area: area.name })}
          </MoreVenues>
        </PageSection>
      )}
      <CoverPages pages={place.cover?.outroducePages ?? []} />
    </>
  )
}

/** /marketplace/wild-rice/{nation}/{area}/venues: each venue of the area in full, with its anchor. */
export function WildRiceAreaVenuesView({ place, trail }: { place: TWildRicePlace; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  const area = place.area
  if (!area) return null
  return (
    <>
      <PageHero
        title={t('restaurants.brandVenuesIn', { brand: WILD_RICE, place: area.name })}
        subtitle={area.description}
        image={area.image}
        trail={trail}
        kicker={`${WILD_RICE} · ${place.nation.fullName}`}
      />
      <PageSection>
        <VenueArticles venues={place.venues} level={2} />
      </PageSection>
    </>
  )
}
