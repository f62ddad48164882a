import type { MetadataRoute } from 'next'
import { isLocale, languageAlternates, localizedPath } from '@/domain/locales'
import { publicUrl } from '@/lib/public-url'
import { publicPaths } from '@/server/content/sitemap'
import { listLanguages } from '@/server/languages/languages'

// Read when asked (the build has no database); the reads behind it are cached by tag.
export const dynamic = 'force-dynamic'

/**
 * sitemap.xml: every public page (issue #7), once per language shown, each with its `hreflang`
 * alternates (issue 26, ADR 045).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = publicUrl()
  const absolute = (path: string) => `${origin}${path === '/' ? '' : path}`
  const [paths, languages] = await Promise.all([publicPaths(), listLanguages()])
  const locales = languages.map((language) => language.code).filter(isLocale)
  return paths.flatMap((path) => {
    const alternates = Object.entries(languageAlternates(path, locales))
    return locales.map((locale) => ({
      url: absolute(localizedPath(path, locale)),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : path.split('/').length > 3 ? 0.6 : 0.8,
      ...(alternates.length > 0 && {
        alternates: { languages: Object.fromEntries(alternates.map(([code, href]) => [code, absolute(href)])) },
      }),
    }))
  })
}
