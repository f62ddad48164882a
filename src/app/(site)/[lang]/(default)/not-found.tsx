import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NotFoundView } from '@/components/not-found-view'

/** The tab's title in the page's language, like the editorial pages' (issue 58). */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Editorial')
  return { title: t('pageNotFoundTitle'), robots: { index: false } }
}

export default function NotFound() {
  return <NotFoundView />
}
