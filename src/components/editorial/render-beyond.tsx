import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { filmsJsonLd } from '@/domain/beyond'
import type { TPageKey } from '@/domain/editorial-routes'
import { PAGE_TYPES, type TBeyondPart, type TPageType, type TView } from '@/domain/page-types'
import { publicUrl } from '@/lib/public-url'
import { getBeyondItems, getBeyondPage } from '@/server/content/beyond'
import type { TRead } from '@/server/content/read'
import { loadSiteData } from '@/server/content/startup'
import { BeyondCoverView, BeyondFilmsView, BeyondHardcopyView, BeyondStoryView } from './beyond-views'
import type { TDescription, TViewArgs } from './render'
import { JsonLd } from './ui'

/**
 * Beyond's part of the editorial renderer (render.tsx, ADR 022, ADR 026): its four addresses are
 * one view, `beyond`, and the page-type table names the part each shows. While the page is not
 * public they are not found, except in a staff preview.
 */

function partOf(key: TPageKey): TBeyondPart {
  const part = (PAGE_TYPES[key] as TPageType).beyond
  if (!part) throw new Error(`${key} is not a part of Beyond`)
  return part
}

/** The page as this reader may see it: visitors only while it is public, staff previews always. */
async function visiblePage(read: TRead) {
  const page = await getBeyondPage(read)
  return page && (page.isPublic || read.draft) ? page : null
}

/**
 * What search engines and link previews show of a part: its page meta (MetaClient/AllMeta) when an
 * editor wrote one, else the page's title and short description; null (not found) while the page is
 * not public.
 */
export async function describeBeyondPage(key: TPageKey, read: TRead): Promise<TDescription | null> {
  const part = partOf(key)
  const [page, site, t] = await Promise.all([
    visiblePage(read),
    loadSiteData(read.locale),
    getTranslations('Editorial'),
  ])
  if (!page) return null
  const meta = site?.metas.find((item) => item.path === PAGE_TYPES[key].path)
  const label = t(`beyond.parts.${part}`)
  return {
    title:
      meta?.title ??
      (part === 'cover' ? `Monsoon | ${page.title}` : `Monsoon | ${t('titled', { title: page.title, detail: label })}`),
    description: meta?.description || page.shortDescription.slice(0, 300),
    image: (part === 'hardcopy' ? page.hardcopy.image : null) ?? page.coverImage,
    type: 'website',
  }
}

export const BEYOND_VIEWS: Record<'beyond' & TView, (args: TViewArgs) => Promise<React.ReactNode>> = {
  beyond: async ({ key, ctx, trail }) => {
    const part = partOf(key)
    const [page, items] = await Promise.all([visiblePage(ctx.read), getBeyondItems(ctx.read)])
    if (!page) notFound()
    switch (part) {
      case 'cover':
        return <BeyondCoverView page={page} trail={trail} items={items} />
      case 'detail':
        return <BeyondStoryView page={page} trail={trail} />
      case 'hardcopy':
        return <BeyondHardcopyView page={page} trail={trail} />
      case 'items':
        return (
          <>
            <JsonLd data={filmsJsonLd({ origin: publicUrl(), path: ctx.path, items })} />
            <BeyondFilmsView page={page} trail={trail} items={items} />
          </>
        )
    }
  },
}
