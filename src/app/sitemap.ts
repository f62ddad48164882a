import type { MetadataRoute } from 'next'
import { publicUrl } from '@/lib/public-url'
import { publicPaths } from '@/server/content/sitemap'

// Read when asked (the build has no database); the reads behind it are cached by tag.
export const dynamic = 'force-dynamic'

/** sitemap.xml: every public page (issue #7). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = publicUrl()
  return (await publicPaths()).map((path) => ({
    url: `${origin}${path === '/' ? '' : path}`,
    changeFrequency: 'weekly',
    priority: path === '/' ? 1 : path.split('/').length > 3 ? 0.6 : 0.8,
  }))
}
