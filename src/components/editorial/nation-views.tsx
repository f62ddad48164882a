import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'
import type { TCountryInformation, TFamTrip } from '@/domain/editorial'
import { EDITORIAL_PATHS, famTripsPath } from '@/domain/editorial-routes'
import type { TLocale } from '@/domain/locales'
import { editorialDate, usePageLocale } from './dates'
import { FactList, PageHero, PageSection, Picture, PlainText, type THeadProps, useLocalHref } from './ui'

/** Pages per nation: fam trips and country information (spec §2 Fam trips, Marketplace). */

/** The trip's dates as "Mar 04, 2027 – Mar 09, 2027" (spec §9 date format), in the page's language. */
const tripDates = (trip: TFamTrip, locale: TLocale) =>
  `${editorialDate(trip.startDate, locale)} – ${editorialDate(trip.endDate, locale)}`

/** Fam trips of every nation, or of one (`/dp/fam-trips/{nation}`). */
export function FamTripsView({
  head,
  trail,
  trips,
  nations,
  current,
}: THeadProps & {
  trips: TFamTrip[]
  nations: { code: string; fullName: string; slug: string }[]
  current: string | null
}) {
  const t = useTranslations('Editorial')
  const locale = usePageLocale()
  const localHref = useLocalHref()
  const shown = current ? nations.filter((nation) => nation.fullName === current) : nations
  return (
    <>
      <PageHero
        title={current ? t('titled', { title: head.title, detail: current }) : head.title}
        subtitle={head.subtitle}
        image={head.image}
        trail={trail}
      />
      <nav aria-label={t('famTrips.byCountry')} className="container-page flex flex-wrap gap-2 pt-10">
        <SiteLink
          href={localHref(famTripsPath())}
          aria-current={current ? undefined : 'page'}
          className={current ? 'btn-outline' : 'btn-primary'}
        >
          {t('famTrips.allCountries')}
        </SiteLink>
        {nations.map((nation) => (
          <SiteLink
            key={nation.code}
            href={localHref(famTripsPath(nation.slug))}
            aria-current={nation.fullName === current ? 'page' : undefined}
            className={nation.fullName === current ? 'btn-primary' : 'btn-outline'}
          >
            {nation.fullName}
          </SiteLink>
        ))}
      </nav>
      {shown.map((nation) => {
        const list = trips.filter((trip) => trip.nation.code === nation.code)
        return (
          <PageSection key={nation.code} id={`fam-${nation.code}`} title={current ? undefined : nation.fullName}>
            {list.length === 0 ? (
              <p className="text-muted">{t('famTrips.noneIn', { nation: nation.fullName })}</p>
            ) : (
              <ul className="grid gap-8">
                {list.map((trip) => (
                  <li key={trip._id}>
                    <article className="grid overflow-hidden rounded-sm bg-white shadow-sm md:grid-cols-[2fr_3fr]">
                      {trip.image && (
                        <Picture
                          image={trip.image}
                          sizes="(min-width: 768px) 40vw, 100vw"
                          decorative
                          className="h-full min-h-56 w-full object-cover"
                        />
                      )}
                      <div className="grid content-start gap-3 p-6">
                        <p className="text-xs font-semibold tracking-widest text-muted uppercase">
                          {tripDates(trip, locale)}
                          {trip.seats !== null && ` | ${t('famTrips.seats', { count: trip.seats })}`}
                        </p>
                        <h3 className="text-2xl font-semibold">{trip.title}</h3>
                        <p className="text-ink/80">{trip.summary}</p>
                        {trip.itinerary.length > 0 && (
                          <details className="group">
                            <summary className="cursor-pointer font-semibold text-primary">
                              {t('famTrips.dayByDay', { count: trip.itinerary.length })}
                            </summary>
                            <ol className="mt-3 grid gap-2">
                              {trip.itinerary.map((day) => (
                                <li key={day.day}>
                                  <span className="font-semibold">{`${t('famTrips.day', { day: day.day })} `}</span>
                                  {day.title}
                                  {day.text && <span className="text-muted"> — {day.text}</span>}
                                </li>
                              ))}
                            </ol>
                          </details>
                        )}
                        <SiteLink
                          href={localHref(EDITORIAL_PATHS.getInTouch)}
                          className="btn-outline justify-self-start"
                        >
                          {t('famTrips.askForSeat')}
                        </SiteLink>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </PageSection>
        )
      })}
    </>
  )
}

export function CountryInformationView({ head, trail, countries }: THeadProps & { countries: TCountryInformation[] }) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <nav aria-label={t('ui.countries')} className="container-page chip-row pt-10">
        {countries.map((country) => (
          <a key={country._id} href={`#${country.nation.code}`} className="btn-outline">
            {country.nation.fullName}
          </a>
        ))}
      </nav>
      {countries.map((country) => (
        <PageSection key={country._id} id={country.nation.code} title={country.title}>
          <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
            <div className="grid content-start gap-6">
              {country.image && (
                <Picture
                  image={country.image}
                  sizes="(min-width: 992px) 60vw, 100vw"
                  className="aspect-[2/1] w-full rounded-sm object-cover"
                />
              )}
              <PlainText text={country.overview} className="text-lg leading-relaxed text-ink/85" />
              {country.visa && (
                <div>
                  <h3 className="mb-2 text-lg font-semibold">{t('countryInfo.visas')}</h3>
                  <PlainText text={country.visa} className="text-ink/85" />
                </div>
              )}
              {country.climate && (
                <div>
                  <h3 className="mb-2 text-lg font-semibold">{t('countryInfo.climate')}</h3>
                  <PlainText text={country.climate} className="text-ink/85" />
                </div>
              )}
            </div>
            <FactList
              items={[
                [t('countryInfo.capital'), country.capital],
                [t('countryInfo.currency'), country.currency],
                [t('countryInfo.languages'), country.languages],
                [t('countryInfo.timeZone'), country.timeZone],
                [t('countryInfo.bestTime'), country.bestTime],
              ]}
            />
          </div>
        </PageSection>
      ))}
    </>
  )
}
