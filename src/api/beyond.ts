import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import {
  type TBeyondPage,
  ZBeyondDetail as ZBeyondDetailShape,
  ZBeyondIntroduce as ZBeyondIntroduceShape,
  ZBeyondItem as ZBeyondItemShape,
} from '@/domain/beyond'
import { localeOr } from '@/domain/locales'
import { SLUG_PATTERN } from '@/domain/slug'
import { AppError } from '@/lib/errors'
import { getBeyondItems, getBeyondPage } from '@/server/content/beyond'
import type { TRead } from '@/server/content/read'
import { resolveLanguage } from '@/server/languages/languages'
import { ZLanguageQuery } from './config'
import { BASE } from './content'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'

/**
 * Spec §7 BeyondClient (issue 17, ADR 026): the Beyond page's cover and the whole page with its
 * public films, at the spec's paths, from the same cached readers as the four pages. While the page
 * is not public both calls answer 404, as the pages do.
 */

const TAG = 'Beyond'

// Fresh copies: the domain's schemas may exist before @hono/zod-openapi adds `.openapi` to new ones.
const ZBeyondIntroduce = ZBeyondIntroduceShape.extend({}).openapi('BeyondIntroduce')
const ZBeyondItem = ZBeyondItemShape.extend({}).openapi('BeyondItem')
const ZBeyondDetail = ZBeyondDetailShape.extend({
  items: z.array(ZBeyondItem).openapi({ description: 'The public films of the earlier Beyond pages, in order' }),
}).openapi('BeyondDetail')
const ZBeyondOneItem = z.object({ item: ZBeyondItem }).openapi('BeyondOneItem')

const ZDetailQuery = ZLanguageQuery.extend({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(SLUG_PATTERN, 'A slug is lowercase words joined by hyphens')
    .optional()
    .openapi({ description: 'One film by its slug: the answer is `{ item }` instead of the page' }),
})

const notFound = () => new AppError('NOT_FOUND', { key: 'beyondNotPublic' })

/** The page, if visitors may see it. */
async function publicPage(read: TRead): Promise<TBeyondPage> {
  const page = await getBeyondPage(read)
  if (!page?.isPublic) throw notFound()
  return page
}

/** Spec §3 "Beyond page", every field, in the caller's language. */
const introduceOf = (page: TBeyondPage, languageId: string) => ({
  languageId,
  coverImage: page.coverImage,
  infoCoverImage: page.infoCoverImage,
  title: page.title,
  shortDescription: page.shortDescription,
  buttonText: page.buttonText,
  introduceImages: page.introduceImages,
  description: page.description,
  contentImages: page.contentImages,
  content: page.content,
  reels: page.reels,
  hardcopy: page.hardcopy,
  isPublic: page.isPublic,
})

export function registerBeyondRoutes(app: OpenAPIHono) {
  app.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/BeyondClient/GetBeyondIntroduce`,
      summary:
        'The Beyond page (spec §3): cover image, info cover with its crop, title, short description, button, introduce images, description, content images, content, reels and hard copy',
      tags: [TAG],
      request: { query: ZLanguageQuery },
      responses: {
        200: jsonContent(envelope(ZBeyondIntroduce), 'OK'),
        404: jsonContent(ZError, 'The Beyond page is not public'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const language = await resolveLanguage(c.req.valid('query').languageId)
      const read = { locale: localeOr(language.code) }
      return respond(c, ZBeyondIntroduce, introduceOf(await publicPage(read), language._id))
    },
  )

  const ZDetailAnswer = z.union([ZBeyondDetail, ZBeyondOneItem])
  app.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/BeyondClient/GetBeyondDetail`,
      summary: 'The whole Beyond page with its public films; with `slug`, one film',
      tags: [TAG],
      request: { query: ZDetailQuery },
      responses: {
        200: jsonContent(envelope(ZDetailAnswer), 'OK'),
        404: jsonContent(ZError, 'The Beyond page is not public, or no public film has that slug'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const language = await resolveLanguage(query.languageId)
      const read = { locale: localeOr(language.code) }
      const [page, items] = await Promise.all([publicPage(read), getBeyondItems(read)])
      if (query.slug) {
        const item = items.find((entry) => entry.slug === query.slug)
        if (!item) throw new AppError('NOT_FOUND', { key: 'noSuchBeyondFilm' })
        return respond(c, ZBeyondOneItem, { item })
      }
      return respond(c, ZBeyondDetail, { ...introduceOf(page, language._id), items })
    },
  )
}
