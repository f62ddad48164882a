import { CalendarPlus, PlayCircle, UserRound } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'
import type { TNationRef } from '@/domain/editorial'
import { webinarGroupPath } from '@/domain/editorial-routes'
import { INTL_TAGS } from '@/domain/locales'
import { splitWebinars, type TWebinar, type TWebinarGroup } from '@/domain/webinars'
import { editorialUtc, usePageLocale } from './dates'
import { LocalTime } from './local-time.client'
import { PageHero, PageSection, Picture, type TCrumb, type THeadProps, useLocalHref } from './ui'

/** The words a screen reader hears after a button's own, naming the webinar. */
const srOnly = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>

/**
 * Webinars (issue 16, spec §2 /marketplace/webinars and /{group}): upcoming ones with their
 * registration link and a calendar file, held ones with their recording, grouped by group, each
 * group marked with its nation. Times render in UTC and switch to the visitor's zone in the browser.
 */

/** The calendar file of an upcoming webinar (the page-content API serves it). */
export const webinarCalendarUrl = (webinar: TWebinar) =>
  `/b2badminapi/client/Webinarclient/GetWebinarCalendar?id=${encodeURIComponent(webinar._id)}`

function WebinarCard({ webinar, isUpcoming }: { webinar: TWebinar; isUpcoming: boolean }) {
  const t = useTranslations('Editorial')
  const locale = usePageLocale()
  return (
    <li className="grid gap-4 rounded-sm bg-white p-6 shadow-sm" data-testid="webinar">
      <div className="grid gap-1">
        <p className="text-xs font-semibold tracking-widest text-muted uppercase">
          {isUpcoming ? t('webinars.upcoming') : t('webinars.recorded')} ·{' '}
          {t('webinars.minutes', { count: webinar.durationMinutes })}
          {webinar.nations.length > 0 && <> · {webinar.nations.map((nation) => nation.fullName).join(', ')}</>}
        </p>
        <h3 className="text-xl font-semibold">{webinar.title}</h3>
        <div className="text-sm font-medium text-primary">
          <LocalTime iso={webinar.startsAt} utc={editorialUtc(webinar.startsAt, locale)} tag={INTL_TAGS[locale]} />
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <UserRound className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
        <span>
          {webinar.speaker.name}
          {webinar.speaker.role && <span className="text-muted">, {webinar.speaker.role}</span>}
        </span>
      </p>
      <p className="text-muted">{webinar.summary}</p>
      <div className="flex flex-wrap gap-3">
        {isUpcoming && webinar.registrationUrl && (
          <a href={webinar.registrationUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            {t.rich('webinars.register', { title: webinar.title, hidden: srOnly })}
          </a>
        )}
        {isUpcoming && (
          <a href={webinarCalendarUrl(webinar)} download={`${webinar.slug}.ics`} className="btn-outline">
            <CalendarPlus className="h-4 w-4" aria-hidden="true" />
            {t.rich('webinars.addToCalendar', { title: webinar.title, hidden: srOnly })}
          </a>
        )}
        {!isUpcoming && webinar.recordingUrl && (
          <a href={webinar.recordingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            <PlayCircle className="h-4 w-4" aria-hidden="true" />
            {t.rich('webinars.watchRecording', { title: webinar.title, hidden: srOnly })}
          </a>
        )}
      </div>
    </li>
  )
}

function WebinarList({
  title,
  id,
  webinars,
  isUpcoming,
  Heading,
}: {
  title: string
  id: string
  webinars: TWebinar[]
  isUpcoming: boolean
  /** h2 on a group's own page, h3 under the group's heading on the webinars page. */
  Heading: 'h2' | 'h3'
}) {
  if (webinars.length === 0) return null
  return (
    // A plain block, not a landmark: every group has its own "Upcoming" and "Recordings".
    <div className="grid gap-6">
      <Heading id={id} className="text-lg font-semibold tracking-wide text-muted uppercase">
        {title}
      </Heading>
      <ul className="grid gap-6 md:grid-cols-2">
        {webinars.map((webinar) => (
          <WebinarCard key={webinar._id} webinar={webinar} isUpcoming={isUpcoming} />
        ))}
      </ul>
    </div>
  )
}

function GroupSection({
  group,
  webinars,
  now,
  isLinked,
}: {
  group: TWebinarGroup
  webinars: TWebinar[]
  now: Date
  isLinked: boolean
}) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const { upcoming, past } = splitWebinars(webinars, now)
  const id = `group-${group.slug}`
  // On the group's own page its hero already shows its name, picture and description.
  const Heading = isLinked ? 'h3' : 'h2'
  return (
    <PageSection id={id}>
      {isLinked && (
        <div className="mb-8 grid gap-6 md:grid-cols-[1fr_2fr] md:items-center">
          {group.image && (
            <Picture
              image={group.image}
              sizes="(min-width: 768px) 33vw, 100vw"
              decorative
              className="aspect-[3/2] w-full rounded-sm object-cover"
            />
          )}
          <div className="grid gap-2">
            <p className="text-xs font-semibold tracking-widest text-muted uppercase">
              {group.nation?.fullName ?? t('webinars.allCountries')}
            </p>
            <h2 id={`${id}-title`} className="text-2xl font-semibold md:text-3xl">
              {isLinked ? (
                <SiteLink href={localHref(webinarGroupPath(group.slug))} className="hover:text-primary">
                  {group.name}
                </SiteLink>
              ) : (
                group.name
              )}
            </h2>
            {group.description && <p className="text-muted">{group.description}</p>}
          </div>
        </div>
      )}
      <div className="grid gap-10">
        <WebinarList
          title={t('webinars.upcoming')}
          id={`${id}-upcoming`}
          webinars={upcoming}
          isUpcoming
          Heading={Heading}
        />
        <WebinarList
          title={t('webinars.recordings')}
          id={`${id}-recorded`}
          webinars={past}
          isUpcoming={false}
          Heading={Heading}
        />
        {webinars.length === 0 && <p className="text-muted">{t('webinars.noneInGroup')}</p>}
      </div>
    </PageSection>
  )
}

type TWebinarsProps = THeadProps & { groups: TWebinarGroup[]; webinars: TWebinar[]; nations: TNationRef[]; now: Date }

export function WebinarsView({ head, trail, groups, webinars, nations, now }: TWebinarsProps) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const ofGroup = (group: TWebinarGroup) => webinars.filter((webinar) => webinar.group.slug === group.slug)
  const covered = nations.filter((nation) =>
    webinars.some((webinar) => webinar.nations.some((item) => item.code === nation.code)),
  )
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <nav aria-label={t('webinars.groups')} className="border-b border-line bg-white">
        <ul className="container-page flex flex-wrap gap-x-6 gap-y-2 py-4 text-sm font-semibold tracking-wide uppercase">
          {groups.map((group) => (
            <li key={group.slug}>
              <SiteLink href={localHref(webinarGroupPath(group.slug))} className="hover:text-primary">
                {group.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <GroupSection key={group.slug} group={group} webinars={ofGroup(group)} now={now} isLinked />
      ))}
      {covered.length > 0 && (
        <PageSection id="by-country" title={t('webinars.byCountry')} className="bg-white">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {covered.map((nation) => {
              const own = webinars.filter((webinar) => webinar.nations.some((item) => item.code === nation.code))
              const { upcoming, past } = splitWebinars(own, now)
              return (
                <li key={nation.code} className="grid gap-2 rounded-sm border border-line p-5">
                  <h3 className="text-lg font-semibold">{nation.fullName}</h3>
                  <p className="text-sm text-muted">
                    {t('webinars.tally', { upcoming: upcoming.length, past: past.length })}
                  </p>
                  <ul className="grid gap-1 text-sm">
                    {[...upcoming, ...past].map((webinar) => (
                      <li key={webinar._id}>
                        <SiteLink
                          href={localHref(`${webinarGroupPath(webinar.group.slug)}#group-${webinar.group.slug}`)}
                          className="text-primary hover:underline"
                        >
                          {webinar.title}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </PageSection>
      )}
    </>
  )
}

export function WebinarGroupView({
  group,
  trail,
  webinars,
  now,
}: {
  group: TWebinarGroup
  trail: TCrumb[]
  webinars: TWebinar[]
  now: Date
}) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero
        title={group.name}
        subtitle={group.description}
        image={group.image}
        trail={trail}
        kicker={t('webinars.kicker', { nation: group.nation?.fullName ?? t('webinars.allCountries') })}
      />
      <GroupSection group={group} webinars={webinars} now={now} isLinked={false} />
    </>
  )
}
