import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FAQ_SEARCH_PATH, FaqView } from '@/components/editorial/press-room-views'
import { trailFor } from '@/components/editorial/render'
import { searchFaqs } from '@/domain/editorial'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'
import { localizedPath } from '@/domain/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import { getFaqs, getListHead } from '@/server/content/editorial'

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('Editorial'), pageLocale()])
  return {
    title: t('faq.metaTitle'),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(EDITORIAL_PATHS.faq, locale) },
  }
}

type TProps = { searchParams: Promise<{ text?: string | string[] }> }

/** FAQ search results (spec §7 FrequentlyAskedQuestion/searchs): the FAQ page's GET form lands here, so it works without JavaScript. */
export default async function FaqSearchPage({ searchParams }: TProps) {
  const { text } = await searchParams
  const query = (Array.isArray(text) ? text[0] : (text ?? '')).trim().slice(0, 200)
  const read = { locale: await pageLocale() }
  const [head, faqs, trail] = await Promise.all([getListHead('faq', read), getFaqs(read), trailFor(FAQ_SEARCH_PATH)])
  return <FaqView head={head} trail={trail} faqs={searchFaqs(faqs, query)} query={query} />
}
