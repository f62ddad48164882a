import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import {
  pricedPageOf,
  TARIFF_TYPES,
  ZDatedTariff,
  ZHotelItem,
  ZOneActivity,
  ZProgramOffer,
  ZTransferOffer,
  ZVisaOffer,
} from '@/domain/catalogue-contract'
import { UUID } from '@/domain/ids'
import { ZIsoDate } from '@/domain/iso-date'
import { PAGE_SIZES } from '@/domain/pricing/pages'
import type { TAuth } from '@/server/auth/sessions'
import {
  listAccommodation,
  listPrograms,
  listTransfers,
  listVisaServices,
  oneActivity,
  type TListQuery,
} from '@/server/catalogue/activity-lists'
import { onlineTariff } from '@/server/catalogue/tariff'
import { localeOfLanguage } from '@/server/languages/languages'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { agentOnly, requireAgent } from './security'

/**
 * Spec §7 Booking and agent vault: "POST {activity-list name}" for day programs, accommodation,
 * transfers and visa on arrival. The spec does not name the lists; we call them List{type}
 * (ADR 011). `_Currency` and `_markup` are accepted for compatibility and ignored: the signed-in
 * agent's own currency and market price every item.
 */
const BASE = '/b2badminapi/api/RequestBooking'

const ZFilter = z
  .object({
    languageId: z.string().max(64).optional(),
    begindate: ZIsoDate,
    enddate: ZIsoDate.optional(),
    nation: z.string().min(2).max(8),
    city: z.string().max(64).optional(),
    search: z.string().trim().max(100).optional(),
    /** Reference-list values (their `_id` or name): programs by category, duration, tour style, experience; hotels by type. */
    category: z.string().trim().max(64).optional(),
    duration: z.string().trim().max(64).optional(),
    tourStyle: z.string().trim().max(64).optional(),
    experience: z.string().trim().max(64).optional(),
    accommodationType: z.string().trim().max(64).optional(),
    /** Programs: true lists only the dining experiences (at a restaurant), false leaves them out (issue 55). */
    dining: z.boolean().optional(),
    /** One item by its `_id` (the vault opens a hotel or program linked from a public page). */
    id: z.string().trim().max(64).optional(),
    adults: z.number().int().min(1).max(40).default(2),
    children: z.number().int().min(0).max(20).default(0),
    flags: z.record(z.string(), z.boolean()).optional(),
  })
  .strict()

const ZListBody = z
  .object({
    _Currency: z.string().max(8).optional(),
    general: z.unknown().optional(),
    _active: z.boolean().optional(),
    _pageSize: z.number().int().min(1).max(100),
    _pageNumber: z.number().int().min(1).max(10_000),
    _filter: ZFilter,
    sort: z.unknown().optional(),
    _markup: z.object({ market: z.string().max(32).optional(), md5code: z.string().max(64).optional() }).optional(),
    idRequest: z.string().max(64).optional(),
    day: z.number().int().min(0).max(365).optional(),
  })
  .strict()
  .openapi('ActivityListRequest', {
    example: {
      _pageSize: 10,
      _pageNumber: 1,
      _filter: { begindate: '2027-01-11', enddate: '2027-01-15', nation: 'th', adults: 2, children: 1 },
    },
  })

const ZVisaBody = z
  .object({
    pageSize: z.number().int().min(1).max(100).default(PAGE_SIZES.transfers),
    pageNumber: z.number().int().min(1).max(10_000).default(1),
    nation: z.string().min(2).max(8),
    begindate: ZIsoDate.optional(),
    agentMd5Code: z.string().max(64).optional(),
  })
  .strict()
  .openapi('VisaListRequest')

const ZProgramPage = pricedPageOf(ZProgramOffer).openapi('ProgramPage')
const ZHotelPage = pricedPageOf(ZHotelItem).openapi('HotelPage')
const ZTransferPage = pricedPageOf(ZTransferOffer).openapi('TransferPage')
const ZVisaPage = pricedPageOf(ZVisaOffer).openapi('VisaPage')
const ZOne = ZOneActivity.openapi('PricedItem')

/** A catalogue list call's summary, its request body and the page it answers. */
type TListRoute<B extends z.ZodType> = { summary: string; body: B; page: z.ZodType }

const route = <B extends z.ZodType>(name: string, { summary, body, page }: TListRoute<B>) =>
  createRoute({
    ...agentOnly,
    method: 'post',
    path: `${BASE}/${name}`,
    summary,
    tags: ['Catalogue'],
    request: { body: { content: { 'application/json': { schema: body } }, required: true } },
    responses: {
      200: jsonContent(envelope(page), 'A page of priced items'),
      401: jsonContent(ZError, 'Not signed in'),
      403: jsonContent(ZError, 'The nation is not in the agent’s listNation'),
      ...errorResponses,
    },
  })

const toQuery = (body: z.infer<typeof ZListBody>): TListQuery => ({
  nation: body._filter.nation,
  languageId: body._filter.languageId,
  pageNumber: body._pageNumber,
  pageSize: body._pageSize,
  begindate: body._filter.begindate,
  enddate: body._filter.enddate,
  city: body._filter.city,
  search: body._filter.search,
  category: body._filter.category,
  duration: body._filter.duration,
  tourStyle: body._filter.tourStyle,
  experience: body._filter.experience,
  accommodationType: body._filter.accommodationType,
  dining: body._filter.dining,
  id: body._filter.id,
  adults: body._filter.adults,
  children: body._filter.children,
})

/** A catalogue list call: its summary, the page it answers, and the service that reads it. */
type TListCall = {
  summary: string
  page: z.ZodType
  service: (auth: TAuth, query: TListQuery) => Promise<unknown>
}

export function registerCatalogueRoutes(app: OpenAPIHono) {
  const list = (name: string, { summary, page, service }: TListCall) =>
    app.openapi(route(name, { summary, body: ZListBody, page }), async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, page, await service(auth, toQuery(c.req.valid('json'))))
    })
  list('ListDayPrograms', {
    summary: 'Day and overnight programs, priced for the agent',
    page: ZProgramPage,
    service: listPrograms,
  })
  list('ListAccommodation', {
    summary: 'Hotels by rating (highest first) with their rooms priced for the stay',
    page: ZHotelPage,
    service: listAccommodation,
  })
  list('ListTransfers', { summary: 'Transfers, priced for the agent', page: ZTransferPage, service: listTransfers })
  app.openapi(
    route('ListVisaOnArrival', {
      summary: 'Visa-on-arrival services, priced per person',
      body: ZVisaBody,
      page: ZVisaPage,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      const data = await listVisaServices(auth, {
        nation: body.nation,
        pageNumber: body.pageNumber,
        pageSize: body.pageSize,
        begindate: body.begindate ?? new Date().toISOString().slice(0, 10),
        adults: 1,
        children: 0,
      })
      return respond(c, ZVisaPage, data)
    },
  )

  const ZTariffPage = ZDatedTariff.extend({
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totals: z
      .object({
        hotels: z.number().int(),
        programs: z.number().int(),
        transfers: z.number().int(),
        visa: z.number().int(),
      })
      .describe('Each list’s rows found, before paging'),
  })
  const ZTariffBody = z
    .object({
      city: z.string().regex(UUID, 'A city id').optional(),
      type: z.enum(TARIFF_TYPES).optional(),
      /** Hotel periods on sale from this day (today by default) and up to `to`: expired periods are left out. */
      from: ZIsoDate.optional(),
      to: ZIsoDate.optional(),
      // Spec §3 search parameters (§7 lists this call under "POST with a search body").
      languageId: z
        .string()
        .trim()
        .max(64)
        .optional()
        .describe('Read and ignored: no text of a tariff is translated (names, rooms and prices are the contracts’)'),
      search: z
        .string()
        .trim()
        .max(200)
        .optional()
        .describe('Words every row found holds: a hotel’s name, city or rooms; a program’s name, city or duration…'),
      nationCode: z
        .string()
        .trim()
        .toLowerCase()
        .max(8)
        .optional()
        .describe('One of the agent’s nations (the session’s when left out); another one is refused (403)'),
      pageNumber: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(1000).default(1000).describe('Rows of each list a page holds'),
    })
    .strict()
    .refine((body) => !body.from || !body.to || body.from <= body.to, {
      path: ['to'],
      message: 'The end date is before the start date',
    })
    .openapi('TariffRequest')
  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: '/b2badminapi/api/Users/ClientTarifflogin',
      summary:
        'ONLINE TARIFF: today’s price list of the session’s nation (or another of the agent’s, one city or kind if asked), searched and paged by spec §3’s search body, for an agent with the online flag',
      tags: ['Catalogue'],
      request: { body: { content: { 'application/json': { schema: ZTariffBody } }, required: true } },
      responses: {
        200: jsonContent(envelope(ZTariffPage.openapi('Tariff')), 'OK'),
        401: jsonContent(ZError, 'Not signed in'),
        403: jsonContent(ZError, 'The online tariff is not enabled for this agent'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      return respond(
        c,
        ZTariffPage,
        await onlineTariff(auth, { ...body, locale: await localeOfLanguage(body.languageId) }),
      )
    },
  )

  const ZOneBody = z
    .object({
      isForTourChain: z.boolean().optional(),
      idRequest: z.string().max(64).optional(),
      id: z.string().regex(UUID, 'An item id'),
      currency: z.string().max(8).optional(),
      languageId: z.string().max(64).optional(),
      agentMd5Code: z.string().max(64).optional(),
      day: ZIsoDate,
      nights: z.number().int().min(0).max(60).default(1),
      adults: z.number().int().min(1).max(40).default(2),
      children: z.number().int().min(0).max(20).default(0),
    })
    .strict()
    .openapi('ActivityDetailRequest')
  const kinds = [
    ['OneAccommodation', 'Accommodation'],
    ['OneDayProgram', 'DayProgram'],
    ['OneTransfer', 'Transfer'],
    ['OneVisaOnArrival', 'VisaOnArrivalServices'],
  ] as const
  for (const [name, kind] of kinds) {
    app.openapi(
      createRoute({
        ...agentOnly,
        method: 'post',
        path: `${BASE}/${name}`,
        summary: `One ${kind} item priced for the agent on the day (an ISO date) and, for hotels, the nights`,
        tags: ['Catalogue'],
        request: { body: { content: { 'application/json': { schema: ZOneBody } }, required: true } },
        responses: {
          200: jsonContent(envelope(ZOne), 'The priced item'),
          401: jsonContent(ZError, 'Not signed in'),
          403: jsonContent(ZError, 'The item’s nation is not in the agent’s listNation'),
          404: jsonContent(ZError, 'Unknown item'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const { auth } = await requireAgent(c)
        const body = c.req.valid('json')
        const data = await oneActivity(auth, kind, {
          id: body.id,
          day: body.day,
          nights: body.nights,
          adults: body.adults,
          children: body.children,
          languageId: body.languageId,
        })
        return respond(c, ZOne, data)
      },
    )
  }
}
