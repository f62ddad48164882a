import 'server-only'
import { payloadClient } from '../payload'
import { mediaUrl } from './media'

export type THomeHighlight = {
  _id: string
  title: string
  text: string | null
  image: string | null
  url: string | null
}
export type THomeContent = {
  heroTitle: string
  heroSubtitle: string | null
  heroImage: string | null
  introTitle: string | null
  introText: string | null
  highlights: THomeHighlight[]
}

/**
 * Landing/clientlangding (spec §7 Page content). Page content is read per request, unlike the
 * chrome: editors expect a published change on the next page view.
 */
export async function getHomeContent(): Promise<THomeContent> {
  const payload = await payloadClient()
  const home = await payload.findGlobal({ slug: 'home-page', depth: 1 })
  return {
    heroTitle: home.heroTitle ?? '',
    heroSubtitle: home.heroSubtitle ?? null,
    heroImage: mediaUrl(home.heroImage),
    introTitle: home.introTitle ?? null,
    introText: home.introText ?? null,
    highlights: (home.highlights ?? []).map((item, index) => ({
      _id: item.id ?? String(index),
      title: item.title,
      text: item.text ?? null,
      image: mediaUrl(item.image, 'card'),
      url: item.url ?? null,
    })),
  }
}
