import type { Metadata } from 'next'
import { languageAlternates, localizedPath, ogLocaleOf } from '@/domain/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import { loadStartup } from '@/server/content/startup'

/** Each page's <title> and meta description come from the page metas edited in /admin (spec §3). */
export async function metadataFor(path: string): Promise<Metadata> {
  const locale = await pageLocale()
  const startup = await loadStartup(locale)
  const meta = startup?.metas.find((item) => item.path === path)
  if (!meta) return { title: 'Monsoon' }
  return {
    title: meta.title,
    description: meta.description,
    alternates: {
      canonical: localizedPath(path, locale),
      languages: languageAlternates(path, startup?.languages.map((language) => language.code) ?? []),
    },
    openGraph: { title: meta.title, description: meta.description, locale: ogLocaleOf(locale) },
  }
}
