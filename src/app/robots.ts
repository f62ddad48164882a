import type { MetadataRoute } from 'next'
import { publicUrl } from '@/lib/public-url'

export const dynamic = 'force-dynamic'

/** robots.txt: the public pages are open; the back office, the API and the agent area are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/admin',
        '/cms-api',
        '/b2badminapi',
        '/notificationapi',
        '/export',
        '/api/',
        '/marketplace/b2b-agent-vault',
        '/b2b/',
        '/signed-in',
        '/preview',
        '/press-room/faq/search',
      ],
    },
    sitemap: `${publicUrl()}/sitemap.xml`,
  }
}
