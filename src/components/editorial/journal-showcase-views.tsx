import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'
import type { TImage, TNationRef } from '@/domain/editorial'
import { EDITORIAL_PATHS, journalEntryPath } from '@/domain/editorial-routes'
import type { TJournalEntry, TJournalTeaser, TShowcaseHotel } from '@/domain/journal'
import { vaultAddHref } from '@/domain/vault-link'
import { editorialDate, usePageLocale } from './dates'
import { EntryGrid, JournalNav, KIND_KEYS } from './journal-views'
import { PageHero, PageSection, Picture, Prose, type THeadProps, useLocalHref, VaultCallout } from './ui'

/**
 * "Lay your head down" (the DMC's favourite hotels, issue 16) and the journal's showcase pages of
 * its building blocks (spec §2: ContentBlock, FeaturePage, LatestPosts), shown with real content.
 */

function HotelGallery({ images, name }: { images: TImage[]; name: string }) {
  const t = useTranslations('Editorial')
  const [first, ...rest] = images
  if (!first) return null
  return (
    <div className="grid gap-2">
      <Picture
        image={first}
        sizes="(min-width: 992px) 45vw, 100vw"
        className="aspect-[3/2] w-full rounded-sm object-cover"
      />
      {rest.length > 0 && (
        <ul aria-label={t('showcase.morePictures', { name })} className="grid grid-cols-2 gap-2">
          {rest.map((image) => (
            <li key={image.url}>
              <Picture
                image={image}
                sizes="(min-width: 992px) 22vw, 50vw"
                className="aspect-[3/2] w-full rounded-sm object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function LayYourHeadDownView({
  head,
  trail,
  hotels,
  nations,
}: THeadProps & { hotels: TShowcaseHotel[]; nations: TNationRef[] }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const groups = nations
    .map((nation) => ({ nation, hotels: hotels.filter((hotel) => hotel.nation.code === nation.code) }))
    .filter((group) => group.hotels.length > 0)
  return (
    <>
      <PageHero
        title={head.title}
        subtitle={head.subtitle}
        image={head.image}
        trail={trail}
        kicker={t('journal.kicker')}
      />
      <JournalNav current="lay-your-head-down" />
      {groups.length > 1 && (
        <nav aria-label={t('ui.countries')} className="container-page pt-10">
          <ul className="chip-row gap-3">
            {groups.map((group) => (
              <li key={group.nation.code}>
                <a href={`#stay-${group.nation.code}`} className="btn-outline">
                  {group.nation.fullName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <PageSection key={group.nation.code} id={`stay-${group.nation.code}`} title={group.nation.fullName}>
          <ul className="grid gap-16">
            {group.hotels.map((hotel) => (
              <li key={hotel._id} className="grid items-start gap-8 lg:grid-cols-2">
                <HotelGallery images={hotel.images} name={hotel.name} />
                <article className="grid gap-4" aria-labelledby={`hotel-${hotel.slug}`}>
                  <div>
                    <h3 id={`hotel-${hotel.slug}`} className="text-2xl font-semibold">
                      {hotel.name}
                    </h3>
                    {hotel.location && <p className="text-sm tracking-widest text-muted uppercase">{hotel.location}</p>}
                  </div>
                  <p className="text-lg">{hotel.review}</p>
                  {hotel.highlights.length > 0 && (
                    <ul className="grid list-disc gap-1 pl-5">
                      {hotel.highlights.map((highlight) => (
                        <li key={highlight}>{highlight}</li>
                      ))}
                    </ul>
                  )}
                  <div className="flex flex-wrap gap-3">
                    {hotel.program && (
                      <SiteLink
                        href={localHref(`${EDITORIAL_PATHS.dayPrograms}/${hotel.program.slug}`)}
                        className="btn-outline"
                      >
                        {t('showcase.nearby', { name: hotel.program.name })}
                      </SiteLink>
                    )}
                    {hotel.hotelId && (
                      // Opens the vault on this hotel (issue 55): which booking, then its rooms.
                      <SiteLink
                        href={localHref(vaultAddHref({ kind: 'hotel', id: hotel.hotelId }))}
                        prefetch={false}
                        className="btn-primary"
                      >
                        {t('showcase.bookInVault')}
                      </SiteLink>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </>
  )
}

/**
 * A showcase page: the block's name over the journal's hero, what the block is for (the showcase
 * pages speak to editors), then its live example.
 */
function ShowcasePage({
  head,
  trail,
  title,
  note,
  children,
}: THeadProps & { title: string; note: string; children: React.ReactNode }) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero title={title} subtitle={head.subtitle} image={head.image} trail={trail} kicker={t('showcase.kicker')} />
      <PageSection className="pb-0">
        <p className="max-w-3xl rounded-sm border-l-4 border-primary bg-white p-5 text-muted shadow-sm">{note}</p>
      </PageSection>
      {children}
    </>
  )
}

/** ContentBlock: an entry's text with its images, as it sits in every entry page. */
export function ContentBlockView({ head, trail, entry }: THeadProps & { entry: TJournalEntry | null }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  return (
    <ShowcasePage head={head} trail={trail} title={t('showcase.contentBlock')} note={t('showcase.contentBlockNote')}>
      {entry && (
        <PageSection title={entry.title} id="example">
          <Prose html={entry.body} className="journal-body max-w-3xl" />
          <p className="mt-6">
            <SiteLink
              href={localHref(journalEntryPath(entry.section, entry.slug))}
              className="font-semibold text-primary hover:underline"
            >
              {t('showcase.readOnPage')}
            </SiteLink>
          </p>
        </PageSection>
      )}
    </ShowcasePage>
  )
}

/** FeaturePage: one entry given the whole width, as the journal home can feature it. */
export function FeaturePageView({ head, trail, entry }: THeadProps & { entry: TJournalTeaser | null }) {
  const t = useTranslations('Editorial')
  const locale = usePageLocale()
  const localHref = useLocalHref()
  return (
    <ShowcasePage head={head} trail={trail} title={t('showcase.featurePage')} note={t('showcase.featurePageNote')}>
      {entry && (
        <PageSection id="example">
          <article className="grid items-center gap-8 overflow-hidden rounded-sm bg-white shadow-sm lg:grid-cols-2">
            {entry.image && (
              <Picture
                image={entry.image}
                sizes="(min-width: 992px) 50vw, 100vw"
                className="aspect-[3/2] h-full w-full object-cover"
              />
            )}
            <div className="grid gap-4 p-8">
              <p className="text-xs font-semibold tracking-widest text-muted uppercase">
                {t(`journal.kinds.${KIND_KEYS[entry.kind]}`)} · {editorialDate(entry.date, locale)}
              </p>
              <h2 className="text-3xl font-semibold">{entry.title}</h2>
              <p className="text-lg text-muted">{entry.excerpt}</p>
              <SiteLink
                href={localHref(journalEntryPath(entry.section, entry.slug))}
                className="btn-primary justify-self-start"
              >
                {t('showcase.readStory')}
              </SiteLink>
            </div>
          </article>
        </PageSection>
      )}
    </ShowcasePage>
  )
}

/** LatestPosts: the newest entries of every kind, as a grid. */
export function LatestPostsView({ head, trail, entries }: THeadProps & { entries: TJournalTeaser[] }) {
  const t = useTranslations('Editorial')
  return (
    <ShowcasePage head={head} trail={trail} title={t('showcase.latestPosts')} note={t('showcase.latestPostsNote')}>
      <PageSection id="example">
        <EntryGrid entries={entries.slice(0, 6)} headingLevel={2} />
      </PageSection>
      <PageSection className="pt-0">
        <VaultCallout />
      </PageSection>
    </ShowcasePage>
  )
}
