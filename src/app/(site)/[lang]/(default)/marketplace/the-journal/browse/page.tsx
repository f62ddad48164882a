import type { Metadata } from 'next'
import { JOURNAL_BROWSE_PATH } from '@/components/editorial/journal-views'
import { trailFor } from '@/components/editorial/render'
import { JournalBrowse } from '@/components/editorial/render-journal'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'

export const metadata: Metadata = {
  title: 'Monsoon | The journal: stories by category and country',
  robots: { index: false, follow: true },
  alternates: { canonical: EDITORIAL_PATHS.theJournal },
}

type TProps = { searchParams: Promise<{ category?: string | string[]; nation?: string | string[] }> }

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 80) || null

/** The journal home's filter (category and country): a GET form lands here, so it works without JavaScript. */
export default async function JournalBrowsePage({ searchParams }: TProps) {
  const query = await searchParams
  return (
    <JournalBrowse
      filter={{ category: first(query.category), nation: first(query.nation)?.toLowerCase() ?? null }}
      trail={trailFor(JOURNAL_BROWSE_PATH)}
    />
  )
}
