import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { searchContent } from '@/domain/editorial'
import { searchVideos, ZVideoCategory as ZVideoCategoryShape, ZVideo as ZVideoShape } from '@/domain/video'
import { getListHead } from '@/server/content/editorial'
import { getChannelVideos, getVideoCategories } from '@/server/content/videos'
import { localeOfLanguage } from '@/server/languages/languages'
import { registerLanguageCalls, type TCall, ZLanguageQuery } from './config'
import { BASE, listOf, nationCodes, pagedOf, ZContentSearch } from './content'
import { envelope, errorResponses, jsonContent, respond } from './http'

/**
 * Spec §7 page content, Videoplatform and CruiseVideo (issue 17): the video library (searched and
 * paged like the other content searches, §3 and §9), Monsoon TV and the cruise line's films, read
 * from the same cached lists as the pages.
 */

const TAG = 'Videos'

// Fresh copies: the domain's schemas exist before @hono/zod-openapi adds `.openapi` to new ones.
const ZVideo = ZVideoShape.extend({}).openapi('Video')
const ZVideoCategory = ZVideoCategoryShape.extend({}).openapi('VideoCategory')
const ZVideoPage = pagedOf(ZVideo, 'VideoPage')

const ZVideoSearch = ZLanguageQuery.extend({
  ...ZContentSearch.pick({ search: true, nationCode: true, pageNumber: true, pageSize: true }).shape,
  category: z
    .string()
    .trim()
    .max(120)
    .optional()
    .openapi({ description: 'A category’s _id or slug; an unknown one matches no video' }),
}).openapi('VideoSearch')

const GET_CALLS: TCall[] = [
  {
    path: `${BASE}/Videoplatform/tvs`,
    summary: 'Monsoon TV: its heading and the TV channel’s videos, newest first',
    schema: listOf(ZVideo, 'TvChannel'),
    load: async (locale) => {
      const [head, items] = await Promise.all([getListHead('tv', { locale }), getChannelVideos('tv', { locale })])
      return { head, items }
    },
  },
  {
    path: `${BASE}/CruiseVideo/videos`,
    summary: 'The expedition cruise line’s films, newest first',
    schema: z.array(ZVideo),
    load: (locale) => getChannelVideos('cruise', { locale }),
  },
  {
    path: `${BASE}/Videoplatform/categories`,
    summary: 'The video library’s categories in the editors’ order (not named by the spec; for the category filter)',
    schema: z.array(ZVideoCategory),
    load: (locale) => getVideoCategories({ locale }),
  },
]

export function registerVideoRoutes(app: OpenAPIHono) {
  registerLanguageCalls(app, GET_CALLS, TAG)

  app.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/Videoplatform/videos`,
      summary:
        'The video library, newest first: videos holding every word of `search` (title, description, category), of one category and nation if asked, one page of them',
      tags: [TAG],
      request: { query: ZVideoSearch },
      responses: { 200: jsonContent(envelope(ZVideoPage), 'OK'), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const read = { locale: await localeOfLanguage(query.languageId) }
      const [videos, categories] = await Promise.all([getChannelVideos('library', read), getVideoCategories(read)])
      let category: string | undefined
      if (query.category) {
        const found = categories.find((item) => item._id === query.category || item.slug === query.category)
        // No such category (or one not published): a filter nothing matches, as a search for an absent word.
        if (!found)
          return respond(c, ZVideoPage, { items: [], total: 0, pageNumber: query.pageNumber, pageSize: query.pageSize })
        category = found.slug
      }
      const matching = searchVideos(videos, { query: query.search, category })
      const page = searchContent(matching, { ...query, search: '' }, (video) => ({
        text: '',
        nations: nationCodes(video.nations),
      }))
      return respond(c, ZVideoPage, page)
    },
  )
}
