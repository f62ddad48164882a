import Link from 'next/link'
import type { TCountryInformation, TFamTrip } from '@/domain/editorial'
import { EDITORIAL_PATHS, famTripsPath } from '@/domain/editorial-routes'
import { formatJournalDate } from '@/domain/text'
import { FactList, PageHero, PageSection, Picture, PlainText, type THeadProps } from './ui'

/** Pages per nation: fam trips and country information (spec §2 Fam trips, Marketplace). */

/** The trip's dates as "Mar 04, 2027 – Mar 09, 2027" (spec §9 date format). */
const tripDates = (trip: TFamTrip) => `${formatJournalDate(trip.startDate)} – ${formatJournalDate(trip.endDate)}`

/** Fam trips of every nation, or of one (`/dp/fam-trips/{nation}`). */
export function FamTripsView({
  head,
  trail,
  trips,
  nations,
  current,
}: THeadProps & {
  trips: TFamTrip[]
  nations: { code: string; fullName: string }[]
  current: string | null
}) {
  const shown = current ? nations.filter((nation) => nation.fullName === current) : nations
  return (
    <>
      <PageHero
        title={current ? `${head.title}: ${current}` : head.title}
        subtitle={head.subtitle}
        image={head.image}
        trail={trail}
      />
      <nav aria-label="Fam trips by country" className="container-page flex flex-wrap gap-2 pt-10">
        <Link
          href={famTripsPath()}
          aria-current={current ? undefined : 'page'}
          className={current ? 'btn-outline' : 'btn-primary'}
        >
          All countries
        </Link>
        {nations.map((nation) => (
          <Link
            key={nation.code}
            href={famTripsPath(nation.fullName)}
            aria-current={nation.fullName === current ? 'page' : undefined}
            className={nation.fullName === current ? 'btn-primary' : 'btn-outline'}
          >
            {nation.fullName}
          </Link>
        ))}
      </nav>
      {shown.map((nation) => {
        const list = trips.filter((trip) => trip.nation.code === nation.code)
        return (
          <PageSection key={nation.code} id={`fam-${nation.code}`} title={current ? undefined : nation.fullName}>
            {list.length === 0 ? (
              <p className="text-muted">No fam trip is scheduled in {nation.fullName} at the moment.</p>
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
                          {tripDates(trip)}
                          {trip.seats !== null && ` | ${trip.seats} seats`}
                        </p>
                        <h3 className="text-2xl font-semibold">{trip.title}</h3>
                        <p className="text-ink/80">{trip.summary}</p>
                        {trip.itinerary.length > 0 && (
                          <details className="group">
                            <summary className="cursor-pointer font-semibold text-primary">
                              Day by day ({trip.itinerary.length} days)
                            </summary>
                            <ol className="mt-3 grid gap-2">
                              {trip.itinerary.map((day) => (
                                <li key={day.day}>
                                  <span className="font-semibold">Day {day.day}: </span>
                                  {day.title}
                                  {day.text && <span className="text-muted"> — {day.text}</span>}
                                </li>
                              ))}
                            </ol>
                          </details>
                        )}
                        <Link href={EDITORIAL_PATHS.getInTouch} className="btn-outline justify-self-start">
                          Ask for a seat
                        </Link>
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
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <nav aria-label="Countries" className="container-page chip-row pt-10">
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
                  <h3 className="mb-2 text-lg font-semibold">Visas</h3>
                  <PlainText text={country.visa} className="text-ink/85" />
                </div>
              )}
              {country.climate && (
                <div>
                  <h3 className="mb-2 text-lg font-semibold">Climate</h3>
                  <PlainText text={country.climate} className="text-ink/85" />
                </div>
              )}
            </div>
            <FactList
              items={[
                ['Capital', country.capital],
                ['Currency', country.currency],
                ['Languages', country.languages],
                ['Time zone', country.timeZone],
                ['Best time to travel', country.bestTime],
              ]}
            />
          </div>
        </PageSection>
      ))}
    </>
  )
}
