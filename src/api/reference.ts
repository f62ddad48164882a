import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { ZIsoDate } from '@/domain/iso-date'
import {
  accommodationTypes,
  airlines,
  citiesWithCount,
  citiesWithHotels,
  programValues,
  visaTypes,
} from '@/server/catalogue/reference-lists'
import { AREA } from './area'
import { ZCodeName } from './config'
import { envelope, errorResponses, jsonContent, respond } from './http'
import { agentOnly, requireAgent } from './security'

/** Spec §7 "Config and common": the catalogue's reference lists, each for the agent's nation. */

const ZNamed = z.object({ _id: z.string(), fullName: z.string() }).openapi('Named')
const ZCity = z
  .object({ _id: z.string(), fullName: z.string(), province: z.string(), count: z.number() })
  .openapi('CityCount')
const ZCityPage = z.object({ items: z.array(ZCity), total: z.number(), pageNumber: z.number(), pageSize: z.number() })
const nation = z.string().trim().min(2).max(8)
const ZNationQuery = z.object({ nation: nation.optional() })
/** Fields other than these are ignored (not refused): the spec's callers send their own filters along. */
const ZNationBody = z.object({ nation: nation.optional(), languageId: z.string().max(64).optional() })

const ok = (schema: z.ZodType) => ({ 200: jsonContent(envelope(schema), 'OK'), ...errorResponses })
const tags = ['Reference lists']

export function registerReferenceRoutes(app: OpenAPIHono) {
  const getLists = [
    [`/b2badminapi/${AREA}/PushTourFromTourchain/GetExperiences`, 'Experiences in use on programs', 'experience'],
    ['/b2badminapi/api/Tourdurations/GetDurations', 'Program durations in the nation', 'duration'],
    ['/b2badminapi/api/Tourcategories/getList', 'Program categories in the nation', 'category'],
  ] as const
  for (const [path, summary, field] of getLists) {
    app.openapi(
      createRoute({
        method: 'get',
        path,
        summary,
        tags,
        request: { query: ZNationQuery },
        responses: ok(z.array(ZNamed)),
      }),
      async (c) => respond(c, z.array(ZNamed), await programValues(field, c.req.valid('query').nation)),
    )
  }

  const postLists = [
    [
      '/b2badminapi/api/TourStypeValue/GetTourStypeAll',
      'Tour styles in the nation',
      (n?: string) => programValues('tourStyle', n),
      ZNamed,
    ],
    ['/b2badminapi/api/RequestBooking/VisaOnArrivalTypes', 'Visa-on-arrival types of the nation', visaTypes, ZNamed],
    ['/api/user/list_Airlines', 'Airlines serving the nation', airlines, ZCodeName],
    ['/api/auth/getListAccommodation', 'Accommodation types', async () => accommodationTypes(), ZNamed],
  ] as const
  for (const [path, summary, load, item] of postLists) {
    app.openapi(
      createRoute({
        method: 'post',
        path,
        summary,
        tags,
        request: { body: { content: { 'application/json': { schema: ZNationBody } }, required: false } },
        responses: ok(z.array(item)),
      }),
      async (c) => {
        const body = (await c.req.json().catch(() => ({}))) as { nation?: string }
        const parsed = ZNationBody.parse(body)
        return respond(c, z.array(item), await load(parsed.nation))
      },
    )
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/b2badminapi/api/GeoPaths/CountryCityWithCount',
      summary: "A nation's cities with their number of hotels, paged (Id: the nation's code)",
      tags,
      request: {
        query: z.object({
          Id: nation,
          FormatType: z.literal('City').default('City'),
          pageNumber: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
      responses: ok(ZCityPage),
    }),
    async (c) => {
      const query = c.req.valid('query')
      return respond(
        c,
        ZCityPage,
        await citiesWithCount({ nation: query.Id, pageNumber: query.pageNumber, pageSize: query.pageSize }),
      )
    },
  )

  app.openapi(
    createRoute({
      method: 'get',
      path: '/b2badminapi/api/Tours/AutoCompleteSystemLocation',
      summary: 'Cities of a nation whose name contains the keyword',
      tags,
      request: { query: z.object({ country: nation, keyword: z.string().trim().max(60).default('') }) },
      responses: ok(z.array(ZCity)),
    }),
    async (c) => {
      const query = c.req.valid('query')
      const page = await citiesWithCount({
        nation: query.country,
        pageNumber: 1,
        pageSize: 20,
        keyword: query.keyword || undefined,
      })
      return respond(c, z.array(ZCity), page.items)
    },
  )

  const ZHotelCities = z.object({
    nation,
    market: z.string().max(32).optional(),
    category: z.string().max(64).optional(),
    private_code: z.string().max(64).optional(),
    BeginDate: ZIsoDate.optional(),
    EndDate: ZIsoDate.optional(),
    formatType: z.literal('City').default('City'),
    keyword: z.string().trim().max(60).optional(),
  })
  for (const [path, summary] of [
    [
      '/b2badminapi/api/GeoPaths/GetCountryCityHotelFilterClient',
      'Cities with hotels sold to the agent’s market on the dates',
    ],
    ['/b2badminapi/api/GeoPaths/AutocompleteLocationByCountry', 'The same cities, narrowed by a keyword'],
    // Spec §7 lists this call among the vault's (/b2badminapi/api/RequestBooking/) without a path of its own.
    [
      '/b2badminapi/api/RequestBooking/AutocompleteLocationByCountry',
      'The same cities, narrowed by a keyword (at the vault calls’ base, as spec §7 lists it)',
    ],
  ] as const) {
    app.openapi(
      createRoute({
        ...agentOnly,
        method: 'get',
        path,
        summary,
        tags,
        request: { query: ZHotelCities },
        responses: ok(z.array(ZCity)),
      }),
      async (c) => {
        const { auth } = await requireAgent(c)
        const query = c.req.valid('query')
        return respond(
          c,
          z.array(ZCity),
          await citiesWithHotels({
            nation: query.nation,
            market: auth.agent.cmarket,
            begin: query.BeginDate,
            end: query.EndDate,
            keyword: query.keyword,
          }),
        )
      },
    )
  }

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: '/b2badminapi/api/RequestBooking/clientRequestLocationQuery',
      summary: "Locations for a day of the itinerary: the nation's cities matching the keyword",
      tags,
      request: {
        body: {
          content: {
            'application/json': { schema: z.object({ nation, keyword: z.string().trim().max(60).default('') }) },
          },
          required: true,
        },
      },
      responses: ok(z.array(ZCity)),
    }),
    async (c) => {
      await requireAgent(c)
      const body = c.req.valid('json') as { nation: string; keyword: string }
      const page = await citiesWithCount({
        nation: body.nation,
        pageNumber: 1,
        pageSize: 20,
        keyword: body.keyword || undefined,
      })
      return respond(c, z.array(ZCity), page.items)
    },
  )
}
