import { Search } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'
import type { TExecutiveProfile, TFaq, TTeamMember } from '@/domain/editorial'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'
import { PageHero, PageSection, Picture, PlainText, Prose, type THeadProps, useLocalHref } from './ui'

/** The press room's lists (spec §2 Press room): FAQs, the team, executive profiles. */

export const FAQ_SEARCH_PATH = `${EDITORIAL_PATHS.faq}/search`

/** FAQs with a search form that works without JavaScript (a GET form to the results page). */
export function FaqView({ head, trail, faqs, query }: THeadProps & { faqs: TFaq[]; query?: string }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const isSearch = query !== undefined
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <PageSection>
        <search>
          <form
            action={localHref(FAQ_SEARCH_PATH)}
            method="get"
            className="flex max-w-2xl gap-2"
            data-testid="faq-search"
          >
            <label htmlFor="faq-text" className="sr-only">
              {t('faq.searchLabel')}
            </label>
            <input
              id="faq-text"
              name="text"
              type="search"
              defaultValue={query}
              maxLength={200}
              placeholder={t('faq.placeholder')}
              className="min-w-0 flex-1 rounded-sm border border-line bg-white px-4 py-3 text-base focus:border-primary"
            />
            <button type="submit" className="btn-primary">
              <Search aria-hidden="true" className="h-4 w-4" />
              {t('faq.search')}
            </button>
          </form>
        </search>
        {isSearch && (
          <p className="mt-6 text-muted" role="status" data-testid="faq-result-count">
            {t('faq.resultCount', { count: faqs.length, query })}{' '}
            <SiteLink href={localHref(EDITORIAL_PATHS.faq)} className="font-semibold text-primary hover:underline">
              {t('faq.showAll')}
            </SiteLink>
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
  const t = useTranslations('Editorial')
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
                {member.languages && (
                  <p className="text-xs text-muted">{t('faq.speaks', { languages: member.languages })}</p>
                )}
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
