import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'
import type { TNationRef } from '@/domain/editorial'
import { EDITORIAL_PATHS, journalEntryPath, journalSectionPath } from '@/domain/editorial-routes'
import {
  JOURNAL_SECTIONS,
  keepPerNation,
  type TJournalCategory,
  type TJournalEntry,
  type TJournalFilter,
  type TJournalKind,
  type TJournalSection,
  type TJournalTeaser,
} from '@/domain/journal'
import type { TLocale } from '@/domain/locales'
import type { TMessages } from '@/lib/i18n/catalogues'
import { editorialDate, usePageLocale } from './dates'
import {
  CardGrid,
  FactList,
  PageHero,
  PageSection,
  Picture,
  Prose,
  type TCrumb,
  type THeadProps,
  useLocalHref,
} from './ui'

/**
 * The journal (issue 16, spec §2 Journal sub-routes): its home, its three sections with paging,
 * the filter's results and entry pages (the hotels and the showcase pages are in
 * journal-showcase-views.tsx). Server components only; the filter is a GET form, so it works without JavaScript.
 */

/** Where the journal home's filter form lands (a page per request, like the FAQ search). */
export const JOURNAL_BROWSE_PATH = `${EDITORIAL_PATHS.theJournal}/browse`

type TJournalWords = TMessages['Editorial']['journal']

/** Where an entry is filed and what kind it is, by their keys in the Editorial catalogue. */
export const SECTION_KEYS: Record<TJournalSection, keyof TJournalWords['sections']> = {
  'on-location': 'onLocation',
  'press-room': 'pressRoom',
  'product-news': 'productNews',
}
export const KIND_KEYS: Record<TJournalKind, keyof TJournalWords['kinds']> = {
  article: 'article',
  'mindful-travel': 'mindfulTravel',
  'word-on-the-street': 'wordOnTheStreet',
  post: 'post',
}

const entryMeta = (entry: TJournalTeaser, locale: TLocale) =>
  [editorialDate(entry.date, locale), entry.nations.map((nation) => nation.fullName).join(', ')]
    .filter(Boolean)
    .join(' · ')

/** Journal entries as cards: date and nations above, excerpt below, the title the link. */
export function EntryGrid({
  entries,
  label,
  columns = 3,
  headingLevel = 3,
}: {
  entries: TJournalTeaser[]
  label?: string
  columns?: 2 | 3 | 4
  /** 2 where no section heading stands above the grid. */
  headingLevel?: 2 | 3
}) {
  const locale = usePageLocale()
  return (
    <CardGrid
      label={label}
      columns={columns}
      headingLevel={headingLevel}
      items={entries.map((entry) => ({
        key: entry._id,
        title: entry.title,
        text: entry.excerpt,
        image: entry.image,
        href: journalEntryPath(entry.section, entry.slug),
        meta: entryMeta(entry, locale),
      }))}
    />
  )
}

/** The journal's sections and the hotels page, as a row of links under the hero. */
export function JournalNav({ current }: { current?: TJournalSection | 'lay-your-head-down' }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const links: [string, string, boolean][] = [
    ...JOURNAL_SECTIONS.map(
      (section) =>
        [t(`journal.sections.${SECTION_KEYS[section]}`), journalSectionPath(section), current === section] as [
          string,
          string,
          boolean,
        ],
    ),
    [t('journal.layYourHeadDown'), EDITORIAL_PATHS.journalLayYourHeadDown, current === 'lay-your-head-down'],
  ]
  return (
    <nav aria-label={t('journal.navLabel')} className="border-b border-line bg-white">
      <ul className="container-page flex flex-wrap gap-x-6 gap-y-2 py-4 text-sm font-semibold tracking-wide uppercase">
        {links.map(([label, href, isCurrent]) => (
          <li key={href}>
            <SiteLink
              href={localHref(href)}
              // Prefetching a section would preload its hero image while this page's own loads.
              prefetch={false}
              aria-current={isCurrent ? 'page' : undefined}
              className={isCurrent ? 'text-primary underline underline-offset-4' : 'hover:text-primary'}
            >
              {label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** One choice of the filter form, "all" first. */
function FilterSelect({
  label,
  name,
  all,
  value,
  options,
}: {
  label: string
  name: string
  all: string
  value: string | null | undefined
  options: { value: string; label: string }[]
}) {
  return (
    <label className="grid gap-1 text-sm font-semibold">
      {label}
      <select
        name={name}
        defaultValue={value ?? ''}
        className="min-w-48 rounded-sm border border-line bg-white px-4 py-3 text-base focus:border-primary"
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Category and nation, as a GET form: the answer is a page of its own (JOURNAL_BROWSE_PATH). */
export function JournalFilter({
  categories,
  nations,
  filter = {},
}: {
  categories: TJournalCategory[]
  nations: TNationRef[]
  filter?: TJournalFilter
}) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  return (
    <search aria-label={t('journal.filterLabel')}>
      <form action={localHref(JOURNAL_BROWSE_PATH)} method="get" className="flex flex-wrap items-end gap-4">
        <FilterSelect
          label={t('journal.category')}
          name="category"
          all={t('journal.allCategories')}
          value={filter.category}
          options={categories.map((category) => ({ value: category.slug, label: category.name }))}
        />
        <FilterSelect
          label={t('journal.country')}
          name="nation"
          all={t('journal.allCountries')}
          value={filter.nation}
          options={nations.map((nation) => ({ value: nation.code, label: nation.fullName }))}
        />
        <button type="submit" className="btn-primary">
          {t('journal.showStories')}
        </button>
      </form>
    </search>
  )
}

type TJournalHomeProps = THeadProps & {
  entries: TJournalTeaser[]
  categories: TJournalCategory[]
  nations: TNationRef[]
}

export function JournalHomeView({ head, trail, entries, categories, nations }: TJournalHomeProps) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const newest = (kind: TJournalTeaser['kind']) => entries.filter((entry) => entry.kind === kind).slice(0, 3)
  const kinds = [
    { id: 'latest-articles', title: t('journal.latestArticles'), entries: newest('article') },
    { id: 'mindful-travels', title: t('journal.mindfulTravels'), entries: newest('mindful-travel') },
    { id: 'word-on-the-street', title: t('journal.wordOnTheStreet'), entries: newest('word-on-the-street') },
  ]
  // Spec §9: up to 3 posts per nation.
  const posts = keepPerNation(entries.filter((entry) => entry.kind === 'post'))
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <JournalNav />
      <PageSection className="pb-0">
        <JournalFilter categories={categories} nations={nations} />
      </PageSection>
      {kinds.map((group) =>
        group.entries.length > 0 ? (
          <PageSection key={group.id} id={group.id} title={group.title}>
            <EntryGrid entries={group.entries} />
          </PageSection>
        ) : null,
      )}
      {categories.length > 0 && (
        <PageSection id="categories" title={t('journal.categories')} className="bg-white">
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {categories.map((category) => (
              <li key={category.slug} className="group relative overflow-hidden rounded-sm">
                {category.image && (
                  <Picture
                    image={category.image}
                    sizes="(min-width: 1200px) 25vw, (min-width: 576px) 50vw, 100vw"
                    decorative
                    className="aspect-[4/3] w-full object-cover"
                  />
                )}
                <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/75 to-black/5 p-5 text-white">
                  <h3 className="text-lg font-semibold">
                    <SiteLink
                      href={localHref(`${JOURNAL_BROWSE_PATH}?category=${category.slug}`)}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {category.name}
                    </SiteLink>
                  </h3>
                  {category.description && <p className="line-clamp-2 text-sm text-white/90">{category.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {posts.length > 0 && (
        <PageSection id="posts" title={t('journal.posts')}>
          <EntryGrid entries={posts} />
        </PageSection>
      )}
    </>
  )
}

/** Numbered page links; the current one is text. */
function Pager({ section, page, pages }: { section: TJournalSection; page: number; pages: number }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  if (pages <= 1) return null
  return (
    <nav aria-label={t('journal.pages')} className="mt-12 flex flex-wrap items-center justify-center gap-2 text-[13px]">
      {page > 1 && (
        <SiteLink href={localHref(journalSectionPath(section, page - 1))} className="btn-outline" rel="prev">
          {t('journal.previousPage')}
        </SiteLink>
      )}
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) =>
        number === page ? (
          <span
            key={number}
            aria-current="page"
            className="grid h-9 w-9 place-items-center rounded-sm bg-primary text-white"
          >
            {number}
          </span>
        ) : (
          <SiteLink
            key={number}
            href={localHref(journalSectionPath(section, number))}
            className="grid h-9 w-9 place-items-center rounded-sm bg-white hover:text-primary"
            aria-label={t('journal.pageNumber', { number })}
          >
            {number}
          </SiteLink>
        ),
      )}
      {page < pages && (
        <SiteLink href={localHref(journalSectionPath(section, page + 1))} className="btn-outline" rel="next">
          {t('journal.nextPage')}
        </SiteLink>
      )}
    </nav>
  )
}

export function JournalSectionView({
  head,
  trail,
  section,
  entries,
  page,
  pages,
}: THeadProps & { section: TJournalSection; entries: TJournalTeaser[]; page: number; pages: number }) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero
        title={page > 1 ? t('journal.titleOnPage', { title: head.title, number: page }) : head.title}
        subtitle={head.subtitle}
        image={head.image}
        trail={trail}
        kicker={t('journal.kicker')}
      />
      <JournalNav current={section} />
      <PageSection>
        {entries.length > 0 ? (
          <EntryGrid entries={entries} headingLevel={2} />
        ) : (
          <p className="text-muted">{t('journal.nothingYet')}</p>
        )}
        <Pager section={section} page={page} pages={pages} />
      </PageSection>
    </>
  )
}

/** Filtered entries (the journal home's form and the category tiles land here). */
export function JournalBrowseView({
  head,
  trail,
  entries,
  categories,
  nations,
  filter,
}: THeadProps & {
  entries: TJournalTeaser[]
  categories: TJournalCategory[]
  nations: TNationRef[]
  filter: TJournalFilter
}) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const category = categories.find((item) => item.slug === filter.category)
  const nation = nations.find((item) => item.code === filter.nation)
  const described =
    category && nation
      ? t('journal.categoryInCountry', { category: category.name, country: nation.fullName })
      : (category?.name ?? nation?.fullName ?? '')
  return (
    <>
      <PageHero
        title={described ? t('titled', { title: head.title, detail: described }) : head.title}
        subtitle={head.subtitle}
        image={head.image}
        trail={trail}
      />
      <JournalNav />
      <PageSection className="pb-0">
        <JournalFilter categories={categories} nations={nations} filter={filter} />
      </PageSection>
      <PageSection>
        <div className="mb-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <p role="status" className="text-muted">
            {described
              ? t('journal.storyCountFor', { count: entries.length, described })
              : t('journal.storyCount', { count: entries.length })}
          </p>
          {/* The way out of a filter, above all out of one that matches nothing: the list unfiltered. */}
          {described && (
            <SiteLink
              href={localHref(JOURNAL_BROWSE_PATH)}
              prefetch={false}
              className={entries.length === 0 ? 'btn-primary' : 'font-semibold text-primary underline'}
              data-testid="journal-show-all"
            >
              {t('journal.showAll')}
            </SiteLink>
          )}
        </div>
        <EntryGrid entries={entries} headingLevel={2} />
      </PageSection>
    </>
  )
}

/** The share links' networks, by their keys in the Editorial catalogue (their English label otherwise). */
const SHARE_KEYS: Record<string, keyof TJournalWords['shareOn']> = {
  linkedin: 'linkedin',
  facebook: 'facebook',
  x: 'x',
  email: 'email',
}

function ShareLinks({ links }: { links: { network: string; label: string; href: string }[] }) {
  const t = useTranslations('Editorial')
  return (
    <section aria-labelledby="share" className="rounded-sm bg-white p-6 shadow-sm">
      <h2 id="share" className="mb-3 text-lg font-semibold">
        {t('journal.share')}
      </h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-primary hover:underline"
            >
              {SHARE_KEYS[link.network] ? t(`journal.shareOn.${SHARE_KEYS[link.network]}`) : link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

type TEntryProps = {
  entry: TJournalEntry
  trail: TCrumb[]
  related: TJournalTeaser[]
  newer: TJournalTeaser | null
  older: TJournalTeaser | null
  share: { network: string; label: string; href: string }[]
}

export function JournalEntryView({ entry, trail, related, newer, older, share }: TEntryProps) {
  const t = useTranslations('Editorial')
  const locale = usePageLocale()
  const localHref = useLocalHref()
  const date = editorialDate(entry.date, locale)
  return (
    <>
      <PageHero
        title={entry.title}
        subtitle={entry.excerpt}
        image={entry.image}
        trail={trail}
        kicker={t(`journal.kinds.${KIND_KEYS[entry.kind]}`)}
      >
        <p className="text-sm text-white/90">
          <time dateTime={entry.date}>{date}</time>
          {entry.author && <> · {t('journal.byAuthor', { author: entry.author })}</>}
        </p>
      </PageHero>
      <article className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <Prose html={entry.body} className="journal-body" />
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              [t('journal.published'), date],
              [t('journal.author'), entry.author],
              [t('journal.filedUnder'), t(`journal.sections.${SECTION_KEYS[entry.section]}`)],
              [t('journal.categories'), entry.categories.map((category) => category.name).join(', ')],
              [t('journal.countries'), entry.nations.map((nation) => nation.fullName).join(', ')],
            ]}
          />
          <ShareLinks links={share} />
        </aside>
      </article>
      {(newer || older) && (
        <nav aria-label={t('journal.moreFromSection')} className="container-page grid gap-4 pb-14 sm:grid-cols-2">
          {older ? (
            <SiteLink
              href={localHref(journalEntryPath(older.section, older.slug))}
              rel="prev"
              className="group grid gap-1 rounded-sm bg-white p-5 shadow-sm"
            >
              <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-widest text-muted uppercase">
                <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('journal.previous')}
              </span>
              <span className="font-semibold group-hover:text-primary">{older.title}</span>
            </SiteLink>
          ) : (
            <span />
          )}
          {newer && (
            <SiteLink
              href={localHref(journalEntryPath(newer.section, newer.slug))}
              rel="next"
              className="group grid gap-1 rounded-sm bg-white p-5 text-right shadow-sm"
            >
              <span className="inline-flex items-center justify-end gap-1 text-xs font-semibold tracking-widest text-muted uppercase">
                {t('journal.next')} <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </span>
              <span className="font-semibold group-hover:text-primary">{newer.title}</span>
            </SiteLink>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <PageSection id="related" title={t('journal.relatedStories')} className="border-t border-line">
          <EntryGrid entries={related} />
        </PageSection>
      )}
    </>
  )
}
