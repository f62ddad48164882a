import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import {
  getAllMeta,
  getCountries,
  getFooter,
  getLanguageCodes,
  getMenus,
  getNations,
  getProvinces,
  getSiteConfig,
} from '@/server/content/config'
import { listLanguages, localeOfLanguage } from '@/server/languages/languages'
import { AREA, AREA_NATION } from './area'
import { envelope, errorResponses, jsonContent, respond } from './http'

/** Spec §7 "Config and common": the calls the site makes at start-up and for reference lists. */

const ZId = z.string().openapi({ example: '6f1c2a9e-3c1b-4a53-9e57-1b3f0f3a1d2e' })
const ZUrl = z.string().nullable().openapi({ description: 'Site-relative URL of the image, or null' })

export const ZLanguage = z.object({ _id: ZId, fullName: z.string(), code: z.string() }).openapi('Language')

export const ZLanguageQuery = z.object({
  languageId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: 'A language _id (or code); the first language when omitted' }),
})

export const ZSiteConfig = z
  .object({
    logo: ZUrl,
    logoSize: z
      .object({ width: z.number().int(), height: z.number().int() })
      .nullable()
      .openapi({ description: 'The logo’s size in pixels, so a page can reserve its place' }),
    imageMenuModal: ZUrl,
    loginBackground: ZUrl,
    phone: z.string().nullable(),
    email: z.string().nullable(),
    textMenuModal: z.string().nullable(),
    sociaMedia: z.array(z.object({ _id: ZId, link: z.string(), icon: z.string() })),
    copyRight: z.string(),
    textFooter: z.string().nullable(),
  })
  .openapi('Config')

export const ZFooterColumn = z
  .object({
    _id: ZId,
    title: z.string(),
    listItems: z.array(z.object({ _id: ZId, url: z.string(), fullName: z.string(), shortName: z.string().nullable() })),
  })
  .openapi('FooterColumn')

const ZMenuEntryBase = z.object({
  _id: ZId,
  fullName: z.string(),
  url: z.string().nullable(),
  target: z.enum(['_self', '_blank']),
  image: ZUrl,
  sort: z.number(),
  showOnMenu: z.boolean(),
})
type TMenuEntryOut = z.infer<typeof ZMenuEntryBase> & { items: TMenuEntryOut[] }
export const ZMenuEntry: z.ZodType<TMenuEntryOut> = ZMenuEntryBase.extend({
  items: z.array(z.lazy(() => ZMenuEntry)),
}).openapi('MenuEntry')

export const ZPageMeta = z
  .object({ _id: ZId, path: z.string(), title: z.string(), description: z.string(), hideAuth: z.boolean() })
  .openapi('PageMeta')

export const ZNation = z
  .object({
    _id: ZId,
    code: z.string(),
    fullName: z.string().describe('The nation’s name in the language asked for'),
    slug: z.string().describe('The nation in page addresses, the same in every language'),
    image: ZUrl,
  })
  .openapi('Nation')

export const ZCodeName = z.object({ _id: ZId, code: z.string(), fullName: z.string() }).openapi('CodeName')

const route = (path: string, summary: string, schema: z.ZodType) =>
  createRoute({
    method: 'get',
    path,
    summary,
    tags: ['Config and common'],
    responses: { 200: jsonContent(envelope(schema), 'OK'), ...errorResponses },
  })

const routeWithLanguage = ({ path, summary, schema }: Pick<TCall, 'path' | 'summary' | 'schema'>, tag: string) =>
  createRoute({
    method: 'get',
    path,
    summary,
    tags: [tag],
    request: { query: ZLanguageQuery },
    responses: { 200: jsonContent(envelope(schema), 'OK'), ...errorResponses },
  })

/** A GET call that answers content in the language its `languageId` names (English when it names none we show). */
export type TCall = { path: string; summary: string; schema: z.ZodType; load: (locale: TLocale) => Promise<unknown> }

/** Calls that take `?languageId`: the content in that language (issue 26). */
const LANGUAGE_CALLS: TCall[] = [
  {
    path: `/b2badminapi/${AREA}/Config/getfooter`,
    summary: 'Footer columns',
    schema: z.array(ZFooterColumn),
    load: (locale) => getFooter(locale),
  },
  {
    path: `/b2badminapi/${AREA}/Config/settingSite`,
    summary: 'Site settings',
    schema: ZSiteConfig,
    load: (locale) => getSiteConfig(locale),
  },
  {
    path: `/b2badminapi/${AREA}/Config/menus`,
    summary: 'Main menu tree, each level sorted by sort',
    schema: z.array(ZMenuEntry),
    load: (locale) => getMenus(locale),
  },
  {
    path: `/b2badminapi/${AREA}/MetaClient/AllMeta`,
    summary: 'Title and meta description per page route',
    schema: z.array(ZPageMeta),
    load: (locale) => getAllMeta(locale),
  },
  {
    path: `/b2badminapi/${AREA}/${AREA_NATION}/GetNation`,
    summary: 'Nations; a nation image is the default image for its pages',
    schema: z.array(ZNation),
    load: (locale) => getNations(locale),
  },
]

/** Calls without parameters. */
const PLAIN_CALLS: TCall[] = [
  {
    path: `/b2badminapi/${AREA}/Config/Languages`,
    summary: 'Configured languages; the first is the default',
    schema: z.array(ZLanguage),
    load: () => listLanguages(),
  },
  {
    path: '/b2badminapi/api/Config/GetLanguageCodes',
    summary: 'ISO 639-1 language codes',
    schema: z.array(ZCodeName),
    load: () => getLanguageCodes(),
  },
  {
    path: '/b2badminapi/api/GeoPaths/GetCountry',
    summary: 'ISO 3166-1 countries',
    schema: z.array(ZCodeName),
    load: () => getCountries(),
  },
]

const ZProvince = ZCodeName.extend({ countryCode: z.string() }).openapi('Province')
const ZProvinceQuery = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A country code is two letters (ISO 3166-1 alpha-2), e.g. TH')
    .openapi({ example: 'TH' }),
})

export function registerConfigRoutes(app: OpenAPIHono) {
  for (const call of PLAIN_CALLS) {
    app.openapi(route(call.path, call.summary, call.schema), async (c) =>
      respond(c, call.schema, await call.load(DEFAULT_LOCALE)),
    )
  }
  app.openapi(
    createRoute({
      method: 'get',
      path: '/b2badminapi/api/GeoPaths/GetProvinces',
      summary: 'The provinces of a country (ISO 3166-2), by name; empty for a country without any on file',
      tags: ['Config and common'],
      request: { query: ZProvinceQuery },
      responses: { 200: jsonContent(envelope(z.array(ZProvince)), 'OK'), ...errorResponses },
    }),
    async (c) => respond(c, z.array(ZProvince), await getProvinces(c.req.valid('query').countryCode)),
  )
  registerLanguageCalls(app, LANGUAGE_CALLS, 'Config and common')
}

/** GET calls that take `?languageId`: the content in that language, English when it names none we show. */
export function registerLanguageCalls(app: OpenAPIHono, calls: readonly TCall[], tag: string) {
  for (const call of calls) {
    app.openapi(routeWithLanguage(call, tag), async (c) => {
      const locale = await localeOfLanguage(c.req.valid('query').languageId)
      return respond(c, call.schema, await call.load(locale))
    })
  }
}
