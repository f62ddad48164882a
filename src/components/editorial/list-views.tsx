import { Search } from 'lucide-react'
import Link from 'next/link'
import type {
  TConciergeCategory,
  TConciergeItem,
  TCountryInformation,
  TExecutiveProfile,
  TFamTrip,
  TFaq,
  TItineraryDay,
  TListHead,
  TOverlandJourney,
  TPublicProgram,
  TTeamMember,
  TTravelInspiration,
} from '@/domain/editorial'
import { detailPath, EDITORIAL_PATHS, famTripsPath } from '@/domain/editorial-routes'
import { formatJournalDate } from '@/domain/text'
import { CardGrid, FactList, PageHero, PageSection, Picture, PlainText, Prose, type TCrumb } from './ui'

/** The editorial lists and their detail pages (spec §2 Press room, Travel portfolio, Fam trips). */

type THeadProps = { head: TListHead; trail: TCrumb[] }

export const FAQ_SEARCH_PATH = `${EDITORIAL_PATHS.faq}/search`

/** FAQs with a search form that works without JavaScript (a GET form to the results page). */
export function FaqView({ head, trail, faqs, query }: THeadProps & { faqs: TFaq[]; query?: string }) {
  const isSearch = query !== undefined
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <PageSection>
        <search>
          <form action={FAQ_SEARCH_PATH} method="get" className="flex max-w-2xl gap-2" data-testid="faq-search">
            <label htmlFor="faq-text" className="sr-only">
              Search the FAQs
            </label>
            <input
              id="faq-text"
              name="text"
              type="search"
              defaultValue={query}
              maxLength={200}
              placeholder="Search the FAQs, e.g. cancellation"
              className="min-w-0 flex-1 rounded-sm border border-line bg-white px-4 py-3 text-base focus:border-primary focus:outline-none"
            />
            <button type="submit" className="btn-primary">
              <Search aria-hidden="true" className="h-4 w-4" />
              Search
            </button>
          </form>
        </search>
        {isSearch && (
          <p className="mt-6 text-muted" role="status" data-testid="faq-result-count">
            {faqs.length === 0
              ? `No question matches “${query}”.`
              : `${faqs.length} ${faqs.length === 1 ? 'question matches' : 'questions match'} “${query}”.`}{' '}
            <Link href={EDITORIAL_PATHS.faq} className="font-semibold text-primary hover:underline">
              Show all questions
            </Link>
          </p>
        )}
        <ul className="mt-8 grid max-w-4xl gap-3" data-testid="faq-list">
          {faqs.map((faq) => (
            <li key={faq._id}>
              <details className="group rounded-sm bg-white shadow-sm open:shadow">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-5 text-lg font-semibold marker:hidden">
                  <h2 className="text-lg">{faq.question}</h2>
                  <span aria-hidden="true" className="text-2xl leading-none text-primary group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div className="px-5 pb-5 text-ink/85">
                  {faq.category && (
                    <p className="mb-2 text-xs font-semibold tracking-widest text-muted uppercase">{faq.category}</p>
                  )}
                  <PlainText text={faq.answer} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}

export function TeamView({ head, trail, team }: THeadProps & { team: TTeamMember[] }) {
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <PageSection>
        <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {team.map((member) => (
            <li key={member._id} className="overflow-hidden rounded-sm bg-white shadow-sm">
              {member.photo && (
                <Picture
                  image={member.photo}
                  sizes="(min-width: 1200px) 22vw, (min-width: 576px) 45vw, 100vw"
                  className="aspect-square w-full object-cover"
                />
              )}
              <div className="grid gap-2 p-5">
                <h2 className="text-lg font-semibold">{member.name}</h2>
                <p className="text-sm font-semibold text-primary">{member.position}</p>
                {(member.department || member.location) && (
                  <p className="text-sm text-muted">
                    {[member.department, member.location].filter(Boolean).join(' · ')}
                  </p>
                )}
                {member.bio && <p className="text-sm text-ink/80">{member.bio}</p>}
                {member.languages && <p className="text-xs text-muted">Speaks {member.languages}</p>}
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}

export function ExecutivesView({ head, trail, profiles }: THeadProps & { profiles: TExecutiveProfile[] }) {
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <div className="container-page grid gap-16 py-14">
        {profiles.map((profile, index) => (
          <article key={profile._id} className="grid items-start gap-8 md:grid-cols-[1fr_2fr]">
            {profile.photo && (
              <Picture
                image={profile.photo}
                sizes="(min-width: 768px) 33vw, 100vw"
                className={`aspect-[4/5] w-full rounded-sm object-cover ${index % 2 === 1 ? 'md:order-last' : ''}`}
              />
            )}
            <div className="grid gap-4">
              <div>
                <h2 className="text-3xl font-semibold">{profile.name}</h2>
                <p className="mt-1 font-semibold text-primary">{profile.position}</p>
              </div>
              {profile.quote && (
                <blockquote className="border-l-4 border-primary pl-4 text-xl text-ink/80 italic">
                  {profile.quote}
                </blockquote>
              )}
              <Prose html={profile.bio} />
            </div>
          </article>
        ))}
      </div>
    </>
  )
}

const inspirationMeta = (item: TTravelInspiration) =>
  [item.duration, item.nations.map((nation) => nation.fullName).join(' · ')].filter(Boolean).join(' | ')

export function InspirationsView({ head, trail, items }: THeadProps & { items: TTravelInspiration[] }) {
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <PageSection>
        <CardGrid
          items={items.map((item) => ({
            key: item._id,
            title: item.title,
            text: item.summary,
            image: item.image,
            href: detailPath('travelInspiration', item.slug),
            meta: inspirationMeta(item),
          }))}
        />
      </PageSection>
    </>
  )
}

export function InspirationView({
  item,
  trail,
  others,
}: {
  item: TTravelInspiration
  trail: TCrumb[]
  others: TTravelInspiration[]
}) {
  return (
    <>
      <PageHero title={item.title} subtitle={item.summary} image={item.image} trail={trail} kicker={item.theme} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <Prose html={item.body} />
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              ['Duration', item.duration],
              ['Countries', item.nations.map((nation) => nation.fullName).join(', ')],
              ['Theme', item.theme],
            ]}
          />
          {item.highlights.length > 0 && (
            <section aria-labelledby="highlights" className="rounded-sm bg-white p-6 shadow-sm">
              <h2 id="highlights" className="mb-3 text-lg font-semibold">
                Highlights
              </h2>
              <ul className="grid list-disc gap-2 pl-5">
                {item.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      <MoreLinks
        title="More travel inspirations"
        items={others.map((other) => ({
          key: other._id,
          title: other.title,
          href: detailPath('travelInspiration', other.slug),
        }))}
      />
    </>
  )
}

function Itinerary({ days }: { days: TItineraryDay[] }) {
  if (days.length === 0) return null
  return (
    <section aria-labelledby="itinerary">
      <h2 id="itinerary" className="mb-6 text-2xl font-semibold">
        Day by day
      </h2>
      <ol className="grid gap-4 border-l-2 border-primary/30 pl-6">
        {days.map((day) => (
          <li key={day.day} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[31px] h-3 w-3 rounded-full border-2 border-primary bg-page"
            />
            <h3 className="font-semibold">
              <span className="text-primary">Day {day.day}</span> · {day.title}
            </h3>
            {day.text && <p className="mt-1 text-ink/80">{day.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}

const journeyMeta = (journey: TOverlandJourney) => `${journey.days} days | ${journey.from} to ${journey.to}`

export function JourneysView({ head, trail, journeys }: THeadProps & { journeys: TOverlandJourney[] }) {
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <PageSection>
        <CardGrid
          items={journeys.map((journey) => ({
            key: journey._id,
            title: journey.title,
            text: journey.summary,
            image: journey.image,
            href: detailPath('overlandJourney', journey.slug),
            meta: journeyMeta(journey),
          }))}
        />
      </PageSection>
    </>
  )
}

export function JourneyView({ journey, trail }: { journey: TOverlandJourney; trail: TCrumb[] }) {
  return (
    <>
      <PageHero
        title={journey.title}
        subtitle={journey.summary}
        image={journey.image}
        trail={trail}
        kicker={journeyMeta(journey)}
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-12">
          <Prose html={journey.body} />
          <Itinerary days={journey.itinerary} />
        </div>
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              ['Duration', `${journey.days} days`],
              ['Starts in', journey.from],
              ['Ends in', journey.to],
              ['Countries', journey.nations.map((nation) => nation.fullName).join(', ')],
            ]}
          />
          <VaultCallout />
        </aside>
      </div>
    </>
  )
}

function VaultCallout() {
  return (
    <section aria-labelledby="vault-callout" className="grid gap-3 rounded-sm bg-primary p-6 text-white">
      <h2 id="vault-callout" className="text-lg font-semibold">
        Price it for your clients
      </h2>
      <p className="text-sm text-white/90">
        Registered agents build and price day-by-day itineraries at their own contract rates in the agent vault.
      </p>
      <Link href="/marketplace/b2b-agent-vault" className="btn justify-self-start bg-white text-primary hover:bg-page">
        Open the agent vault
      </Link>
    </section>
  )
}

const programMeta = (program: TPublicProgram) => [program.duration, program.city].filter(Boolean).join(' | ') || null

/** Day programs from the catalogue, by nation (spec §9: one page of up to 1000). */
export function ProgramsView({ head, trail, programs }: THeadProps & { programs: TPublicProgram[] }) {
  const nations = [...new Map(programs.flatMap((p) => (p.nation ? [[p.nation.code, p.nation]] : []))).values()]
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      {nations.length > 1 && (
        <nav aria-label="Countries" className="container-page flex flex-wrap gap-2 pt-10">
          {nations.map((nation) => (
            <a key={nation.code} href={`#programs-${nation.code}`} className="btn-outline">
              {nation.fullName}
            </a>
          ))}
        </nav>
      )}
      {nations.map((nation) => (
        <PageSection key={nation.code} id={`programs-${nation.code}`} title={nation.fullName}>
          <CardGrid
            headingLevel={3}
            columns={4}
            items={programs
              .filter((program) => program.nation?.code === nation.code)
              .map((program) => ({
                key: program._id,
                title: program.name,
                text: program.description,
                image: program.image,
                href: detailPath('dayProgram', program.slug),
                meta: programMeta(program),
              }))}
          />
        </PageSection>
      ))}
    </>
  )
}

export function ProgramView({ program, trail }: { program: TPublicProgram; trail: TCrumb[] }) {
  return (
    <>
      <PageHero
        title={program.name}
        image={program.image}
        trail={trail}
        kicker={program.type === 'OvernightProgram' ? 'Overnight program' : 'Day program'}
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <PlainText text={program.description} className="text-lg leading-relaxed text-ink/85" />
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              ['Duration', program.duration],
              ['Starts in', [program.city, program.nation?.fullName].filter(Boolean).join(', ')],
              ['Experience', program.experience],
              ['Category', program.category],
              ['Style', program.tourStyle],
            ]}
          />
          <VaultCallout />
        </aside>
      </div>
    </>
  )
}

/** Travel portfolio → concierge collection: every category with its items. */
export function ConciergeView({ head, trail, categories }: THeadProps & { categories: TConciergeCategory[] }) {
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      {categories.map((category) => (
        <PageSection key={category._id} id={category.slug} title={category.name}>
          {category.description && <p className="-mt-4 mb-8 max-w-3xl text-lg text-muted">{category.description}</p>}
          <CardGrid
            headingLevel={3}
            columns={4}
            items={category.items.map((item) => ({
              key: item._id,
              title: item.name,
              text: item.summary,
              image: item.image,
              href: detailPath('conciergeItem', item.slug),
              meta: [item.location, item.nation?.fullName].filter(Boolean).join(', ') || null,
            }))}
          />
        </PageSection>
      ))}
    </>
  )
}

/** Marketplace → concierge collection: the categories, each with its image. */
export function ConciergeCategoriesView({
  head,
  trail,
  categories,
}: THeadProps & { categories: TConciergeCategory[] }) {
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <PageSection>
        <CardGrid
          items={categories.map((category) => ({
            key: category._id,
            title: category.name,
            text: category.description,
            image: category.image,
            href: `${EDITORIAL_PATHS.conciergeList}#${category.slug}`,
            meta: `${category.items.length} ${category.items.length === 1 ? 'experience' : 'experiences'}`,
          }))}
        />
      </PageSection>
    </>
  )
}

export function ConciergeItemView({
  item,
  trail,
  siblings,
}: {
  item: TConciergeItem
  trail: TCrumb[]
  siblings: TConciergeItem[]
}) {
  return (
    <>
      <PageHero
        title={item.name}
        subtitle={item.summary}
        image={item.image}
        trail={trail}
        kicker={item.category.name}
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <Prose html={item.body} />
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              ['Collection', item.category.name],
              ['Where', [item.location, item.nation?.fullName].filter(Boolean).join(', ')],
            ]}
          />
          <VaultCallout />
        </aside>
      </div>
      <MoreLinks
        title={`More from ${item.category.name}`}
        items={siblings.map((other) => ({
          key: other._id,
          title: other.name,
          href: detailPath('conciergeItem', other.slug),
        }))}
      />
    </>
  )
}

function MoreLinks({ title, items }: { title: string; items: { key: string; title: string; href: string }[] }) {
  if (items.length === 0) return null
  return (
    <PageSection title={title} id="more" className="border-t border-line">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} className="font-semibold text-primary hover:underline">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

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
      <nav aria-label="Countries" className="container-page flex flex-wrap gap-2 pt-10">
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

export function IntroducingView({
  item,
  trail,
}: {
  item: {
    title: string
    subtitle: string | null
    image: TListHead['image']
    body: string
    nation: { fullName: string } | null
  }
  trail: TCrumb[]
}) {
  return (
    <>
      <PageHero
        title={item.title}
        subtitle={item.subtitle}
        image={item.image}
        trail={trail}
        kicker={item.nation ? `Introducing · ${item.nation.fullName}` : 'Introducing'}
      />
      <PageSection>
        <Prose html={item.body} className="max-w-3xl" />
      </PageSection>
    </>
  )
}
