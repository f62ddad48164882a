import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  bookingETag,
  pageOf,
  type THeader,
  versionOfIfMatch,
  ZBookingCreate as ZBookingCreateShape,
  ZBookingDetail,
  ZBookingInfo as ZBookingInfoShape,
  ZBookingRow,
  ZBookingTours as ZBookingToursShape,
  ZBookingVersion,
  ZConsultant,
  ZExpectedVersion,
  ZQuoteAnswer as ZQuoteAnswerShape,
} from '@/domain/booking-contract'
import { BOOKING_STATUSES } from '@/domain/booking-status'
import { pricedPageOf, ZFavouriteItem } from '@/domain/catalogue-contract'
import { UUID } from '@/domain/ids'
import { ZIsoDate } from '@/domain/iso-date'
import { PAGE_SIZES } from '@/domain/pricing/pages'
import { PRODUCT_TYPES } from '@/domain/pricing/settings'
import { AppError } from '@/lib/errors'
import {
  bookingDetail,
  bookingVersions,
  createBooking,
  historyInLanguage,
  listBookings,
  listConsultants,
  removeBooking,
  updateBookingInfo,
  updateBookingTours,
} from '@/server/bookings/bookings'
import { addFavourite, listFavourites, removeFavourite } from '@/server/bookings/favourites'
import { answerQuoteHolding } from '@/server/instant/holds'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { requestLocale } from './language'
import { agentOnly, requireAgent } from './security'
import { refuseCrossSiteCookieWrites } from './session-cookies'

/** Spec §7 Booking and agent vault, at /b2badminapi/api/RequestBooking/ (ADR 012). */
const BASE = '/b2badminapi/api/RequestBooking'
const id = (what: string) => z.string().regex(UUID, `${what} id`)
const text = (max: number) => z.string().trim().max(max)

const ZBookingCreate = ZBookingCreateShape.openapi('BookingCreate', {
  example: {
    nameTour: 'Lanna and the islands',
    begindate: '2027-01-11',
    enddate: '2027-01-20',
    adultQuantity: 2,
    childQuantity: 1,
    lsChildren: [{ age: 8, No: 1 }],
    rooms: 1,
    nation: 'th',
    departureCity: 'Frankfurt',
    departureCountry: 'Germany',
    finishCity: 'Phuket',
    finishCountry: 'Thailand',
    comment: 'Honeymoon, vegetarian',
    status: 'draft',
  },
})
const ZBookingInfo = ZBookingInfoShape.openapi('BookingInfoUpdate')
const ZBookingTours = ZBookingToursShape.openapi('BookingToursUpdate', {
  example: {
    _id: '5f0c1c5e-3b7a-4d2e-9a51-0c8f4e2b7d19',
    status: 'draft',
    Tours: [
      {
        date: '2027-01-11',
        location: [{ city: 'Chiang Mai' }],
        Activities: [
          { _id: '1', seq: 1, tourId: '0b6f1a52-8c3e-4d7a-b2f9-5e1c7a9d3f40', type: 'DayProgram', kind: 'activity' },
          {
            _id: '2',
            seq: 2,
            tourId: '7d2e9c41-1f6b-4a8e-9c3d-2b5f8e1a6c07',
            type: 'Accommodation',
            kind: 'hotel',
            idContract: 'a4c9e2f1-6b3d-4e8a-9f1c-3d7b5e2a8c64',
            idRoom: 'Deluxe',
            numberRoom: 1,
            nights: 4,
            night: 1,
          },
        ],
      },
    ],
  },
})
const ZQuoteAnswer = ZQuoteAnswerShape.openapi('QuoteAnswer')
const ZBookingVersions = z.array(ZBookingVersion).openapi('BookingVersions')

const ZBookingId = z
  .object({ _id: id('A booking').optional(), id: id('A booking').optional() })
  .strict()
  .refine((body) => body._id || body.id, { message: 'The booking id is missing', path: ['_id'] })

const ZBookingRemove = z
  .object({
    _id: id('A booking').optional(),
    id: id('A booking').optional(),
    version: ZExpectedVersion,
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

const ZBooking = ZBookingDetail.openapi('Booking')
const ZBookingPage = pageOf(ZBookingRow).openapi('BookingPage')
const ZFavouritesPage = pricedPageOf(ZFavouriteItem).openapi('FavouritesPage')
const ZConsultants = z.array(ZConsultant)

const ETAG_HEADER = {
  ETag: {
    description: 'The booking’s version as a strong entity tag (`"3"` for version 3): send it back as `If-Match`',
    schema: { type: 'string' as const },
  },
}

const responses = (response: z.ZodType, extra?: Record<number, ReturnType<typeof jsonContent>>, tagged = false) => ({
  200: { ...jsonContent(envelope(response), 'OK'), ...(tagged ? { headers: ETAG_HEADER } : {}) },
  401: jsonContent(ZError, 'Not signed in'),
  404: jsonContent(ZError, 'No such booking in the agent’s agency'),
  ...extra,
  ...errorResponses,
})

/** A booking call with a JSON body: the handler's `c.req.valid('json')` has the body schema's type. */
export const bookingRoute = <B extends z.ZodType>(args: {
  method: 'post' | 'put' | 'delete'
  name: string
  summary: string
  body: B
  response: z.ZodType
  extra?: Record<number, ReturnType<typeof jsonContent>>
  /** The answer is one booking: it carries its version as `ETag`. */
  tagged?: boolean
  /** A write that takes `If-Match` (the booking's `ETag`) in place of the body's `version`. */
  ifMatch?: boolean
}) =>
  createRoute({
    ...agentOnly,
    method: args.method,
    path: `${BASE}/${args.name}`,
    summary: args.summary,
    tags: ['Bookings'],
    request: {
      ...(args.ifMatch ? { headers: ZIfMatch } : {}),
      body: { content: { 'application/json': { schema: args.body } }, required: true },
    },
    responses: responses(args.response, args.extra, args.tagged || args.ifMatch),
  })

const ZIfMatch = z.object({
  'if-match': z.string().max(100).optional().openapi({
    description:
      'The booking’s `ETag` as read (`"3"`), or `*`: a booking changed since is refused (409), as with the body’s `version`',
    example: '"3"',
  }),
})

/**
 * The version a write expects: the body's `version` and the `If-Match` header say the same thing,
 * either may be left out (the last write wins), and they may not disagree.
 */
export function expectedVersion(c: Context, bodyVersion: number | undefined): number | undefined {
  const tag = versionOfIfMatch(c.req.header('if-match'))
  const field = [{ field: 'If-Match', words: { key: 'etagAsRead' } as const }]
  if (tag === null) throw new AppError('BAD_REQUEST', { key: 'invalidIfMatch' }, { fields: field })
  if (tag === undefined || tag === 'any') return bodyVersion
  if (bodyVersion !== undefined && bodyVersion !== tag)
    throw new AppError(
      'BAD_REQUEST',
      { key: 'versionDisagrees' },
      {
        fields: [{ field: 'version', words: { key: 'ifMatchNames', values: { version: String(tag) } } }],
      },
    )
  return tag
}

/** A booking answer, with its version as the `ETag` a later write may send back as `If-Match`. */
/** A booking as the API answers it: its ETag, and its history in the request's language (issue 58). */
async function respondBooking(c: Context, booking: z.input<typeof ZBooking>) {
  c.header('ETag', bookingETag(booking.version))
  return respond(c, ZBooking, await historyInLanguage(booking, await requestLocale(c)))
}

export const conflict = { 409: jsonContent(ZError, 'Stale version, or a status the agent may not set') }

const toHeader = (body: z.infer<typeof ZBookingCreate> | z.infer<typeof ZBookingInfo>): THeader => ({
  ...body,
  lsChildren: body.lsChildren.map((child, index) => ({ No: child.No ?? index + 1, age: child.age })),
})

export function registerBookingRoutes(app: OpenAPIHono) {
  // Cookie-authenticated writes must come from this site (as for the session calls).
  app.use(`${BASE}/*`, refuseCrossSiteCookieWrites)

  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'listData',
      summary: 'The agency’s bookings, newest first, 10 a page; search by name or code, filter by status',
      body: ZListBody,
      response: ZBookingPage,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      const data = await listBookings(auth, {
        pageNumber: body._pageNumber,
        pageSize: body._pageSize,
        nation: body.nation,
        search: body.search || undefined,
        status: body.status,
      })
      return respond(c, ZBookingPage, data)
    },
  )

  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'AddBooing',
      summary:
        'Create a draft booking; an Idempotency-Key header repeated with the same body returns the first booking, with another body 422',
      body: ZBookingCreate,
      response: ZBooking,
      extra: { 422: jsonContent(ZError, 'The Idempotency-Key was already used with a different body') },
      tagged: true,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const key = c.req.header('idempotency-key')?.trim()
      if (key !== undefined && (key.length < 1 || key.length > 100))
        throw new AppError(
          'BAD_REQUEST',
          { key: 'invalidIdempotencyKey' },
          {
            fields: [{ field: 'Idempotency-Key', words: { key: 'oneTo100' } }],
          },
        )
      const body = c.req.valid('json')
      return respondBooking(c, await createBooking(auth, toHeader(body), key))
    },
  )

  app.openapi(
    bookingRoute({
      method: 'put',
      name: 'UpdateInfoBooing',
      summary:
        'Change the booking details (at `version` or `If-Match`, if given); the days follow the dates and are repriced',
      body: ZBookingInfo,
      response: ZBooking,
      extra: conflict,
      ifMatch: true,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      const version = expectedVersion(c, body.version)
      return respondBooking(c, await updateBookingInfo(auth, { id: body._id, version, header: toHeader(body) }))
    },
  )

  app.openapi(
    bookingRoute({
      method: 'put',
      name: 'UpdateToursBooing',
      summary:
        'Save the itinerary (at `version` or `If-Match`, if given) with a status (draft or requested); prices and totals recomputed',
      body: ZBookingTours,
      response: ZBooking,
      extra: conflict,
      ifMatch: true,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      const data = await updateBookingTours(auth, {
        id: body._id,
        version: expectedVersion(c, body.version),
        tours: body.Tours,
        comment: body.comment,
        status: body.status,
      })
      return respondBooking(c, data)
    },
  )

  app.openapi(
    bookingRoute({
      method: 'delete',
      name: 'RemoveBooking',
      summary: 'Delete a draft booking (at `version` or `If-Match`, if given)',
      body: ZBookingRemove,
      response: z.object({ _id: z.string() }),
      extra: conflict,
      ifMatch: true,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      const version = expectedVersion(c, body.version)
      const removed = await removeBooking(auth, (body._id ?? body.id) as string, version)
      return respond(c, z.object({ _id: z.string() }), removed)
    },
  )

  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'getOneRequestBooing',
      summary: 'One booking with its itinerary, totals and history',
      body: ZBookingId,
      response: ZBooking,
      tagged: true,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      return respondBooking(c, await bookingDetail(auth, (body._id ?? body.id) as string))
    },
  )

  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'AnswerQuote',
      summary:
        'Answer a quoted booking at `version`: `accept` asks Monsoon to confirm it and holds its instant stays’ rooms meanwhile (released or booked now by the agent), `changes` sends it back with `message`; the consultant is emailed',
      body: ZQuoteAnswer,
      response: ZBooking,
      extra: conflict,
      tagged: true,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      const data = await answerQuoteHolding(auth, {
        id: body._id,
        version: body.version,
        answer: body.answer,
        message: body.message,
      })
      return respondBooking(c, data)
    },
  )

  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'GetBookingVersions',
      summary: 'Every quote Monsoon gave on the booking, newest first, as it was quoted',
      body: ZBookingId,
      response: ZBookingVersions,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      return respond(c, ZBookingVersions, await bookingVersions(auth, (body._id ?? body.id) as string))
    },
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/Consultants`,
      summary: 'Monsoon’s tour consultants an agent may name on a booking',
      tags: ['Bookings'],
      responses: responses(ZConsultants),
    }),
    async (c) => {
      await requireAgent(c)
      return respond(c, ZConsultants, await listConsultants())
    },
  )

  for (const [name, summary, action] of [
    ['AddAgentVaultFavourites', 'Add an item to the agency’s favourites', addFavourite],
    ['RemoveAgentVaultFavourites', 'Remove an item from the agency’s favourites', removeFavourite],
  ] as const) {
    app.openapi(bookingRoute({ method: 'post', name, summary, body: ZFavourite, response: ZFavourite }), async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZFavourite, await action(auth, c.req.valid('json')))
    })
  }

  app.openapi(
    bookingRoute({
      method: 'post',
      name: 'AgentVaultFavourites',
      summary: 'The agency’s favourites in the nation, 8 a page, each priced for the agent on `day`',
      body: ZFavouritesBody,
      response: ZFavouritesPage,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const body = c.req.valid('json')
      const data = await listFavourites(auth, {
        pageNumber: body._pageNumber,
        pageSize: body._pageSize,
        type: body.type,
        nation: body.nation,
        day: body.day ?? new Date().toISOString().slice(0, 10),
      })
      return respond(c, ZFavouritesPage, data)
    },
  )
}
