import { useTranslations } from 'next-intl'
import type { TItineraryDay, TListHead, TOverlandJourney, TPublicProgram, TTravelInspiration } from '@/domain/editorial'
import { detailPath } from '@/domain/editorial-routes'
import {
  CardGrid,
  FactList,
  MoreLinks,
  PageHero,
  PageSection,
  PlainText,
  Prose,
  type TCrumb,
  type THeadProps,
  VaultCallout,
} from './ui'

/** The travel portfolio's lists and detail pages (spec §2 Travel portfolio, Travel inspirations). */

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
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero title={item.title} subtitle={item.summary} image={item.image} trail={trail} kicker={item.theme} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <Prose html={item.body} />
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              [t('travel.duration'), item.duration],
              [t('travel.countries'), item.nations.map((nation) => nation.fullName).join(', ')],
              [t('travel.theme'), item.theme],
            ]}
          />
          {item.highlights.length > 0 && (
            <section aria-labelledby="highlights" className="rounded-sm bg-white p-6 shadow-sm">
              <h2 id="highlights" className="mb-3 text-lg font-semibold">
                {t('travel.highlights')}
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
        title={t('travel.moreInspirations')}
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
  const t = useTranslations('Editorial')
  if (days.length === 0) return null
  return (
    <section aria-labelledby="itinerary">
      <h2 id="itinerary" className="mb-6 text-2xl font-semibold">
        {t('travel.dayByDay')}
      </h2>
      <ol className="grid gap-4 border-l-2 border-primary/30 pl-6">
        {days.map((day) => (
          <li key={day.day} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[31px] h-3 w-3 rounded-full border-2 border-primary bg-page"
            />
            <h3 className="font-semibold">
              <span className="text-primary">{t('travel.day', { day: day.day })}</span> · {day.title}
            </h3>
            {day.text && <p className="mt-1 text-ink/80">{day.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}

type TTranslate = ReturnType<typeof useTranslations<'Editorial'>>

const journeyMeta = (journey: TOverlandJourney, t: TTranslate) =>
  t('travel.journeyMeta', { count: journey.days, from: journey.from, to: journey.to })

export function JourneysView({ head, trail, journeys }: THeadProps & { journeys: TOverlandJourney[] }) {
  const t = useTranslations('Editorial')
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
            meta: journeyMeta(journey, t),
          }))}
        />
      </PageSection>
    </>
  )
}

export function JourneyView({ journey, trail }: { journey: TOverlandJourney; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero
        title={journey.title}
        subtitle={journey.summary}
        image={journey.image}
        trail={trail}
        kicker={journeyMeta(journey, t)}
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-12">
          <Prose html={journey.body} />
          <Itinerary days={journey.itinerary} />
        </div>
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              [t('travel.duration'), t('travel.days', { count: journey.days })],
              [t('travel.startsIn'), journey.from],
              [t('travel.endsIn'), journey.to],
              [t('travel.countries'), journey.nations.map((nation) => nation.fullName).join(', ')],
            ]}
          />
          <VaultCallout />
        </aside>
      </div>
    </>
  )
}

const programMeta = (program: TPublicProgram) => [program.duration, program.city].filter(Boolean).join(' | ') || null

/** Day programs from the catalogue, by nation (spec §9: one page of up to 1000). */
export function ProgramsView({ head, trail, programs }: THeadProps & { programs: TPublicProgram[] }) {
  const t = useTranslations('Editorial')
  const nations = [...new Map(programs.flatMap((p) => (p.nation ? [[p.nation.code, p.nation]] : []))).values()]
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      {nations.length > 1 && (
        <nav aria-label={t('ui.countries')} className="container-page chip-row pt-10">
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
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero
        title={program.name}
        image={program.image}
        trail={trail}
        kicker={program.type === 'OvernightProgram' ? t('travel.overnightProgram') : t('travel.dayProgram')}
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <PlainText text={program.description} className="text-lg leading-relaxed text-ink/85" />
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              [t('travel.duration'), program.duration],
              [t('travel.startsIn'), [program.city, program.nation?.fullName].filter(Boolean).join(', ')],
              [t('travel.experience'), program.experience],
              [t('travel.category'), program.category],
              [t('travel.style'), program.tourStyle],
            ]}
          />
          <VaultCallout />
        </aside>
      </div>
    </>
  )
}

/** Travel portfolio → concierge collection: every category with its items. */
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
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero
        title={item.title}
        subtitle={item.subtitle}
        image={item.image}
        trail={trail}
        kicker={item.nation ? t('travel.introducingIn', { nation: item.nation.fullName }) : t('travel.introducing')}
      />
      <PageSection>
        <Prose html={item.body} className="max-w-3xl" />
      </PageSection>
    </>
  )
}
