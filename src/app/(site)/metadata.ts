import type { Metadata } from 'next'
import { loadStartup } from '@/server/content/startup'

/** Each page's <title> and meta description come from the page metas edited in /admin (spec §3). */
export async function metadataFor(path: string): Promise<Metadata> {
  const startup = await loadStartup()
  const meta = startup?.metas.find((item) => item.path === path)
  if (!meta) return { title: 'Monsoon' }
  return {
    title: meta.title,
    description: meta.description,
    openGraph: { title: meta.title, description: meta.description },
  }
}
