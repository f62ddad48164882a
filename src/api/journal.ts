import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { searchContent } from '@/domain/editorial'
import { webinarGroupPath } from '@/domain/editorial-routes'
import {
  categoriesWithImage,
  keepPerNation,
  type TJournalEntry,
  type TJournalKind,
  ZJournalCategory as ZJournalCategoryShape,
  ZJournalEntry as ZJournalEntryShape,
  ZJournalTeaser as ZJournalTeaserShape,
} from '@/domain/journal'
import {
  webinarIcs,
  webinarsOfNation,
  ZWebinarGroup as ZWebinarGroupShape,
  ZWebinar as ZWebinarShape,
} from '@/domain/webinars'
import { AppError } from '@/lib/errors'
import { publicUrl } from '@/lib/public-url'
import { getNations } from '@/server/content/config'
import { getListHead } from '@/server/content/editorial'
import { getJournalCategories, getJournalEntries, getWebinarGroups, getWebinars } from '@/server/content/journal'
import type { TRead } from '@/server/content/read'
import { localeOfLanguage } from '@/server/languages/languages'
import { registerLanguageCalls, type TCall, ZLanguageQuery } from './config'
import { BASE, byIdOrSlug, nationCodes, pagedOf, post, ZById, ZContentSearch, ZListHead } from './content'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'

/**
 * Spec §7 theJournal and Webinarclient (issue 16): the journal's lists and entries and the
 * webinars, at the spec's paths, from the same cached readers as the pages. Searches take the
 * content search body of §3 (page size at most 1000, §9).
 */

const TAG = 'Journal and webinars'

const ZJournalCategory = ZJournalCategoryShape.extend({}).openapi('JournalCategory')
const ZJournalTeaser = ZJournalTeaserShape.extend({}).openapi('JournalTeaser')
const ZJournalEntry = ZJournalEntryShape.extend({}).openapi('JournalEntry')
const ZWebinar = ZWebinarShape.extend({}).openapi('Webinar')
const ZWebinarGroupWithItems = ZWebinarGroupShape.extend({ items: z.array(ZWebinar).optional() }).openapi(
  'WebinarGroupWithItems',
)

const ZJournalSearch = ZContentSearch.extend({
  categoryId: z.string().trim().max(120).optional().openapi({ description: 'A category _id or slug' }),
}).openapi('JournalSearch')

const ZJournalHome = z
  .object({
    head: ZListHead,
    latestArticles: z.array(ZJournalTeaser),
    mindfulTravels: z.array(ZJournalTeaser),
    wordOnTheStreet: z.array(ZJournalTeaser),
    posts: z.array(ZJournalTeaser),
    categories: z.array(ZJournalCategory),
  })
  .openapi('TheJournal')

const ZJournalPage = pagedOf(ZJournalTeaser, 'JournalPage')

/** An entry in a list: without its text. */
const teaser = ({ body: _body, ...rest }: TJournalEntry) => rest

const ofKind = async (kind: TJournalKind, read: TRead) =>
  (await getJournalEntries(read)).filter((entry) => entry.kind === kind)

/** Spec §9: posts keep up to 3 per nation; the other kinds keep all. */
const kept = (kind: TJournalKind, entries: TJournalEntry[]) => (kind === 'post' ? keepPerNation(entries) : entries)

const HOME_SIZE = 6

const GET_CALLS: TCall[] = [
  {
    path: `${BASE}/theJournal/GetTheJournal`,
    summary: 'The journal’s home: the latest of each kind, up to 3 posts per nation, categories with an image',
    schema: ZJournalHome,
    load: async (locale) => {
      const [head, entries, categories] = await Promise.all([
        getListHead('journal', { locale }),
        getJournalEntries({ locale }),
        getJournalCategories({ locale }),
      ])
      const latest = (kind: TJournalKind) =>
        entries
          .filter((entry) => entry.kind === kind)
          .slice(0, HOME_SIZE)
          .map(teaser)
      return {
        head,
        latestArticles: latest('article'),
        mindfulTravels: latest('mindful-travel'),
        wordOnTheStreet: latest('word-on-the-street'),
        posts: keepPerNation(entries.filter((entry) => entry.kind === 'post')).map(teaser),
        categories: categoriesWithImage(categories),
      }
    },
  },
  {
    path: `${BASE}/Webinarclient/GetWebinar`,
    summary: 'The webinars page: its heading and every group with its webinars',
    schema: z.object({ head: ZListHead, groups: z.array(ZWebinarGroupWithItems) }).openapi('Webinars'),
    load: async (locale) => {
      const [head, groups, webinars] = await Promise.all([
        getListHead('webinars', { locale }),
        getWebinarGroups({ locale }),
        getWebinars({ locale }),
      ])
      return {
        head,
        groups: groups.map((group) => ({
          ...group,
          items: webinars.filter((webinar) => webinar.group.slug === group.slug),
        })),
      }
    },
  },
]

/** The search and detail calls of each kind (spec §7 POST with a search body). */
const KIND_CALLS: { kind: TJournalKind; list: string; detail: string; what: string }[] = [
  { kind: 'article', list: 'GetJournalArticle', detail: 'JournalArticleDetail', what: 'journal article' },
  { kind: 'mindful-travel', list: 'GetMindfulTravel', detail: 'MindfulTravelDetail', what: 'mindful travel' },
  {
    kind: 'word-on-the-street',
    list: 'GetWordOnTheStreet',
    detail: 'WordOnTheStreetDetail',
    what: 'word-on-the-street item',
  },
  { kind: 'post', list: 'getTheJournalPost', detail: 'GettheJournalPostById', what: 'journal post' },
]

/** A nation by its _id or its code; 404 when there is none. */
async function nationCode(nationId: string | undefined): Promise<string | null> {
  if (!nationId) return null
  const wanted = nationId.trim().toLowerCase()
  const nation = (await getNations()).find((item) => item._id === nationId.trim() || item.code === wanted)
  if (!nation) throw new AppError('NOT_FOUND', { key: 'noSuchNation' })
  return nation.code
}

const ZNationQuery = ZLanguageQuery.extend({
  nationId: z.string().trim().max(64).optional().openapi({ description: 'A nation’s _id or code' }),
})
const ZBooleanText = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1')

export function registerJournalRoutes(app: OpenAPIHono) {
  registerLanguageCalls(app, GET_CALLS, TAG)

  for (const call of KIND_CALLS) {
    app.openapi(
      post(`${BASE}/theJournal/${call.list}`, {
        summary: `Journal: ${call.what}s matching a content search`,
        body: ZJournalSearch,
        out: ZJournalPage,
      }),
      async (c) => {
        const query = c.req.valid('json')
        const read = { locale: await localeOfLanguage(query.languageId) }
        let entries = await ofKind(call.kind, read)
        if (query.categoryId) {
          const category = byIdOrSlug(await getJournalCategories(read), query.categoryId, 'category')
          entries = entries.filter((entry) => entry.categories.some((item) => item.slug === category.slug))
        }
        const page = searchContent(kept(call.kind, entries), query, (entry) => ({
          text: `${entry.title} ${entry.excerpt} ${entry.author ?? ''}`,
          nations: nationCodes(entry.nations),
        }))
        return respond(c, ZJournalPage, { ...page, items: page.items.map(teaser) })
      },
    )
    app.openapi(
      post(`${BASE}/theJournal/${call.detail}`, {
        summary: `Journal: one ${call.what}`,
        body: ZById,
        out: ZJournalEntry,
      }),
      async (c) => {
        const { id, languageId } = c.req.valid('json')
        const read = { locale: await localeOfLanguage(languageId) }
        return respond(c, ZJournalEntry, byIdOrSlug(await ofKind(call.kind, read), id, call.what))
      },
    )
  }

  app.openapi(
    post(`${BASE}/theJournal/categorieTheJournal`, {
      summary: 'Journal categories (only those with an image, spec §3), matching a content search',
      body: ZContentSearch,
      out: pagedOf(ZJournalCategory, 'JournalCategoryPage'),
    }),
    async (c) => {
      const query = c.req.valid('json')
      const locale = await localeOfLanguage(query.languageId)
      const page = searchContent(
        categoriesWithImage(await getJournalCategories({ locale })),
        { ...query, nationCode: undefined },
        (category) => ({
          text: `${category.name} ${category.description ?? ''}`,
          nations: [],
        }),
      )
      return respond(c, pagedOf(ZJournalCategory, 'JournalCategoryPage'), page)
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/Webinarclient/GetWebinarGroups`,
      summary:
        'Webinar groups, of one nation if asked (its own groups and those of every nation), with their webinars if asked',
      tags: [TAG],
      request: { query: ZNationQuery.extend({ includeItems: ZBooleanText }) },
      responses: {
        200: jsonContent(envelope(z.array(ZWebinarGroupWithItems)), 'OK'),
        404: jsonContent(ZError, 'No such nation'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const read = { locale: await localeOfLanguage(query.languageId) }
      const code = await nationCode(query.nationId)
      const [groups, webinars] = await Promise.all([getWebinarGroups(read), getWebinars(read)])
      const shown = code ? groups.filter((group) => !group.nation || group.nation.code === code) : groups
      const items = code ? webinarsOfNation(webinars, code) : webinars
      return respond(
        c,
        z.array(ZWebinarGroupWithItems),
        shown.map((group) =>
          query.includeItems
            ? { ...group, items: items.filter((webinar) => webinar.group.slug === group.slug) }
            : group,
        ),
      )
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/Webinarclient/GetWebinarItems`,
      summary: 'Webinars, soonest first, of one nation if asked (its own and those for every nation)',
      tags: [TAG],
      request: { query: ZNationQuery },
      responses: {
        200: jsonContent(envelope(z.array(ZWebinar)), 'OK'),
        404: jsonContent(ZError, 'No such nation'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query')
      const read = { locale: await localeOfLanguage(query.languageId) }
      const code = await nationCode(query.nationId)
      const webinars = await getWebinars(read)
      return respond(c, z.array(ZWebinar), code ? webinarsOfNation(webinars, code) : webinars)
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/Webinarclient/GetWebinarCalendar`,
      summary: 'An iCalendar file (.ics) of one webinar, to add it to a calendar (not named by the spec)',
      tags: [TAG],
      request: {
        query: z.object({
          id: z.string().trim().min(1).max(120).openapi({ description: 'The webinar’s _id or slug' }),
        }),
      },
      responses: {
        200: { description: 'The calendar file', content: { 'text/calendar': { schema: z.string() } } },
        404: jsonContent(ZError, 'No such webinar'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const webinar = byIdOrSlug(await getWebinars(), c.req.valid('query').id, 'webinar')
      const origin = publicUrl()
      const ics = webinarIcs(webinar, {
        pageUrl: `${origin}${webinarGroupPath(webinar.group.slug)}`,
        now: new Date(),
        host: new URL(origin).host,
      })
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${webinar.slug}.ics"`,
      })
    },
  )
}
