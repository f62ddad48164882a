import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { BOOKING_STATUSES } from '@/domain/booking-status'
import { UUID } from '@/domain/ids'
import { PAGE_SIZES } from '@/domain/pricing/pages'
import { PRODUCT_TYPES } from '@/domain/pricing/settings'
import { AppError } from '@/lib/errors'
import {
  bookingDetail,
  createBooking,
  listBookings,
  listConsultants,
  removeBooking,
  updateBookingInfo,
  updateBookingTours,
} from '@/server/bookings/bookings'
import { addFavourite, listFavourites, removeFavourite } from '@/server/bookings/favourites'
import type { TDayInput } from '@/server/bookings/reprice'
import { requireAgent } from './auth'
import { envelope, errorResponses, jsonContent, respond, ZError, ZIsoDate } from './http'
import { refuseCrossSiteCookieWrites } from './session-cookies'

/** Spec §7 Booking and agent vault, at /b2badminapi/api/RequestBooking/ (ADR 012). */
const BASE = '/b2badminapi/api/RequestBooking'
const id = (what: string) => z.string().regex(UUID, `${what} id`)
const text = (max: number) => z.string().trim().max(max)

const ZChild = z.object({ age: z.number().int().min(0).max(17), No: z.number().int().min(0).max(40).optional() })

const headerFields = {
  nameTour: text(200).min(1, 'Tour name is missing'),
  begindate: ZIsoDate,
  enddate: ZIsoDate,
  departureCity: text(100).optional(),
  departureCountry: text(100).optional(),
  departureLocation: text(200).optional(),
  finishCity: text(100).optional(),
  finishCountry: text(100).optional(),
  finishLocation: text(200).optional(),
  adultQuantity: z.number().int().min(1).max(40),
  childQuantity: z.number().int().min(0).max(20).default(0),
  lsChildren: z.array(ZChild).max(20).default([]),
  rooms: z.number().int().min(0).max(40).default(1),
  tourConsultant: id('A consultant').nullable().optional(),
  comment: text(2000).optional(),
  nation: z.string().min(2).max(8).optional(),
  languageId: z.string().max(64).optional(),
}

const ZBookingCreate = z
  .object({
    ...headerFields,
    status: z.literal('draft').optional(),
    CreateBy: z.unknown().optional(),
    agentMd5Code: z.string().max(64).optional(),
  })
  .strict()
  .openapi('BookingCreate')

const ZBookingInfo = z
  .object({
    _id: id('A booking'),
    version: z.number().int().min(1),
    ...headerFields,
    status: z.literal('draft').optional(),
    agentMd5Code: z.string().max(64).optional(),
  })
  .strict()
  .openapi('BookingInfoUpdate')

const quantity = z.object({ quantity: z.number().int().min(0).max(40) }).loose()
const ZLineInput = z
  .object({
    _id: z.string().min(1).max(20),
    seq: z.number().int().min(1).max(1_000_000),
    tourId: id('A catalogue item'),
    type: z.enum(PRODUCT_TYPES),
    kind: z.enum(['activity', 'surcharge', 'hotel']),
    parentActivityId: z.string().max(20).optional(),
    nameTour: z.string().max(200).optional(),
    idContract: id('A contract').optional(),
    idRoom: z.string().max(100).optional(),
    numberRoom: z.number().int().min(0).max(40).optional(),
    nights: z.number().int().min(1).max(90).optional(),
    night: z.number().int().min(1).max(90).optional(),
    extraBedAdult: quantity.optional(),
    extraBedChild: quantity.optional(),
    mealPlanAdult: quantity.optional(),
    mealPlanChild: z
      .array(
        z.object({ from: z.number().int(), to: z.number().int(), quantity: z.number().int().min(0).max(40) }).loose(),
      )
      .max(10)
      .optional(),
    addOns: z
      .array(z.object({ name: z.string().max(200) }).loose())
      .max(20)
      .optional(),
  })
  .loose()
const ZDayInput = z
  .object({
    date: ZIsoDate,
    location: z
      .array(z.object({ city: text(100) }).loose())
      .max(30)
      .default([]),
    Activities: z.array(ZLineInput).max(60).default([]),
  })
  .loose()

const ZBookingTours = z
  .object({
    _id: id('A booking'),
    version: z.number().int().min(1),
    Tours: z.array(ZDayInput).max(90),
    comment: text(2000).optional(),
    status: z.union([z.enum(['draft', 'requested']), z.literal('')]),
    total: z.number().optional().describe('Ignored: the server computes every total'),
    lsChildren: z.array(z.unknown()).optional().describe('Ignored: children are part of the booking details'),
  })
  .strict()
  .openapi('BookingToursUpdate')

const ZBookingId = z
  .object({ _id: id('A booking').optional(), id: id('A booking').optional() })
  .strict()
  .refine((body) => body._id || body.id, { message: 'The booking id is missing', path: ['_id'] })

const ZBookingRemove = z
  .object({
    _id: id('A booking').optional(),
    id: id('A booking').optional(),
    version: z
      .number()
      .int()
      .min(1)
      .describe('The version the agent saw: a booking changed since is not deleted (409)'),
  })
  .strict()
  .refine((body) => body._id || body.id, { message: 'The booking id is missing', path: ['_id'] })
  .openapi('BookingRemove')

const ZListBody = z
  .object({
    _pageSize: z.number().int().min(1).max(100).default(PAGE_SIZES.bookings),
    _pageNumber: z.number().int().min(1).max(10_000).default(1),
    nation: z.string().min(2).max(8).optional(),
    agentMd5Code: z.string().max(64).optional(),
    search: text(100).optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
  })
  .strict()
  .openapi('BookingListRequest')

const ZFavourite = z
  .object({ tourId: id('A catalogue item'), type: z.enum(PRODUCT_TYPES) })
  .strict()
  .openapi('Favourite')
const ZFavouritesBody = z
  .object({
    _pageSize: z.number().int().min(1).max(100).default(PAGE_SIZES.favourites),
    _pageNumber: z.number().int().min(1).max(10_000).default(1),
    md5code: z.string().max(64).optional(),
    type: z.enum(PRODUCT_TYPES).optional(),
    nation: z.string().min(2).max(8).optional(),
    day: ZIsoDate.optional(),
  })
  .strict()
  .openapi('FavouritesRequest')

const ZAny = z.record(z.string(), z.unknown())
const ZBooking = ZAny.openapi('Booking')
const ZPage = z
  .object({ items: z.array(ZAny), total: z.number(), pageNumber: z.number(), pageSize: z.number() })
  .loose()
  .openapi('BookingPage')

const route = (args: {
  method: 'post' | 'put' | 'delete' | 'get'
  name: string
  summary: string
  body?: z.ZodType
  response: z.ZodType
  extra?: Record<number, ReturnType<typeof jsonContent>>
}) =>
  createRoute({
    method: args.method,
    path: `${BASE}/${args.name}`,
    summary: args.summary,
    tags: ['Bookings'],
    request: args.body
      ? { body: { content: { 'application/json': { schema: args.body } }, required: true } }
      : undefined,
    responses: {
      200: jsonContent(envelope(args.response), 'OK'),
      401: jsonContent(ZError, 'Not signed in'),
      404: jsonContent(ZError, 'No such booking in the agent’s agency'),
      ...args.extra,
      ...errorResponses,
    },
  })

/** The validated JSON body (the routes are built by one helper, which loses the body's static type). */
const bodyOf = <T>(c: { req: { valid: (target: never) => unknown } }) => c.req.valid('json' as never) as T

const conflict = { 409: jsonContent(ZError, 'Stale version, or a status the agent may not set') }

const toHeader = (body: z.infer<typeof ZBookingCreate> | z.infer<typeof ZBookingInfo>) => ({
  ...body,
  lsChildren: body.lsChildren.map((child, index) => ({ No: child.No ?? index + 1, age: child.age })),
})

export function registerBookingRoutes(app: OpenAPIHono) {
  // Cookie-authenticated writes must come from this site (as for the session calls).
  app.use(`${BASE}/*`, refuseCrossSiteCookieWrites)

  app.openapi(
    route({
      method: 'post',
      name: 'listData',
      summary: 'The agency’s bookings, newest first, 10 a page; search by name or code, filter by status',
      body: ZListBody,
      response: ZPage,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = bodyOf<z.infer<typeof ZListBody>>(c)
      const data = await listBookings(auth, {
        pageNumber: body._pageNumber,
        pageSize: body._pageSize,
        nation: body.nation,
        search: body.search || undefined,
        status: body.status,
      })
      return respond(c, ZPage, data)
    },
  )

  app.openapi(
    route({
      method: 'post',
      name: 'AddBooing',
      summary:
        'Create a draft booking; an Idempotency-Key header repeated with the same body returns the first booking, with another body 422',
      body: ZBookingCreate,
      response: ZBooking,
      extra: { 422: jsonContent(ZError, 'The Idempotency-Key was already used with a different body') },
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const key = c.req.header('idempotency-key')?.trim()
      if (key !== undefined && (key.length < 1 || key.length > 100))
        throw new AppError('BAD_REQUEST', 'Invalid Idempotency-Key', [
          { field: 'Idempotency-Key', message: '1 to 100 characters' },
        ])
      const body = bodyOf<z.infer<typeof ZBookingCreate>>(c)
      return respond(c, ZBooking, await createBooking(auth, toHeader(body), key))
    },
  )

  app.openapi(
    route({
      method: 'put',
      name: 'UpdateInfoBooing',
      summary: 'Change the booking details at `version`; the days follow the dates; status back to draft',
      body: ZBookingInfo,
      response: ZBooking,
      extra: conflict,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = bodyOf<z.infer<typeof ZBookingInfo>>(c)
      return respond(c, ZBooking, await updateBookingInfo(auth, body._id, body.version, toHeader(body)))
    },
  )

  app.openapi(
    route({
      method: 'put',
      name: 'UpdateToursBooing',
      summary: 'Save the itinerary at `version` with a status (draft or requested); prices and totals recomputed',
      body: ZBookingTours,
      response: ZBooking,
      extra: conflict,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = bodyOf<z.infer<typeof ZBookingTours>>(c)
      const data = await updateBookingTours(auth, {
        id: body._id,
        version: body.version,
        tours: body.Tours as TDayInput[],
        comment: body.comment,
        status: body.status,
      })
      return respond(c, ZBooking, data)
    },
  )

  app.openapi(
    route({
      method: 'delete',
      name: 'RemoveBooking',
      summary: 'Delete a booking at `version` (not a confirmed one)',
      body: ZBookingRemove,
      response: z.object({ _id: z.string() }),
      extra: conflict,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = bodyOf<z.infer<typeof ZBookingRemove>>(c)
      const removed = await removeBooking(auth, (body._id ?? body.id) as string, body.version)
      return respond(c, z.object({ _id: z.string() }), removed)
    },
  )

  app.openapi(
    route({
      method: 'post',
      name: 'getOneRequestBooing',
      summary: 'One booking with its itinerary, totals and history',
      body: ZBookingId,
      response: ZBooking,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = bodyOf<z.infer<typeof ZBookingId>>(c)
      return respond(c, ZBooking, await bookingDetail(auth, (body._id ?? body.id) as string))
    },
  )

  app.openapi(
    route({
      method: 'get',
      name: 'Consultants',
      summary: 'Monsoon’s tour consultants an agent may name on a booking',
      response: z.array(z.object({ _id: z.string(), name: z.string() })),
    }),
    async (c) => {
      await requireAgent(c)
      return respond(c, z.array(z.object({ _id: z.string(), name: z.string() })), await listConsultants())
    },
  )

  for (const [name, summary, action] of [
    ['AddAgentVaultFavourites', 'Add an item to the agency’s favourites', addFavourite],
    ['RemoveAgentVaultFavourites', 'Remove an item from the agency’s favourites', removeFavourite],
  ] as const) {
    app.openapi(route({ method: 'post', name, summary, body: ZFavourite, response: ZFavourite }), async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZFavourite, await action(auth, bodyOf<z.infer<typeof ZFavourite>>(c)))
    })
  }

  app.openapi(
    route({
      method: 'post',
      name: 'AgentVaultFavourites',
      summary: 'The agency’s favourites in the nation, 8 a page, each priced for the agent on `day`',
      body: ZFavouritesBody,
      response: ZPage,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = bodyOf<z.infer<typeof ZFavouritesBody>>(c)
      const data = await listFavourites(auth, {
        pageNumber: body._pageNumber,
        pageSize: body._pageSize,
        type: body.type,
        nation: body.nation,
        day: body.day ?? new Date().toISOString().slice(0, 10),
      })
      return respond(c, ZPage, data)
    },
  )
}
