import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { JOURNAL_BROWSE_PATH } from '@/components/editorial/journal-views'
import { trailFor } from '@/components/editorial/render'
import { JournalBrowse } from '@/components/editorial/render-journal'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'
import { localizedPath } from '@/domain/locales'
import { pageLocale } from '@/lib/i18n/page-locale'

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('Editorial'), pageLocale()])
  return {
    title: t('journal.metaTitle'),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(EDITORIAL_PATHS.theJournal, locale) },
  }
}

type TProps = { searchParams: Promise<{ category?: string | string[]; nation?: string | string[] }> }

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 80) || null

/** The journal home's filter (category and country): a GET form lands here, so it works without JavaScript. */
export default async function JournalBrowsePage({ searchParams }: TProps) {
  const [query, trail] = await Promise.all([searchParams, trailFor(JOURNAL_BROWSE_PATH)])
  return (
    <JournalBrowse
      filter={{ category: first(query.category), nation: first(query.nation)?.toLowerCase() ?? null }}
      trail={trail}
    />
  )
}
