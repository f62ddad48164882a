import { createRoute, type OpenAPIHono, type z } from '@hono/zod-openapi'
import {
  ZBookNow as ZBookNowShape,
  ZCancellationQuote as ZCancellationQuoteShape,
  ZHoldAction as ZHoldActionShape,
  ZHoldRooms as ZHoldRoomsShape,
  ZInstantBookingRef as ZInstantBookingRefShape,
  ZInstantOptions as ZInstantOptionsShape,
} from '@/domain/instant-contract'
import { availabilityWords } from '@/lib/i18n/availability-words'
import { bookNow } from '@/server/instant/book-now'
import { cancelBooking, cancellationQuote } from '@/server/instant/cancel'
import { extendHold, holdRooms, releaseHold } from '@/server/instant/holds'
import { instantOptions, wordedOptions } from '@/server/instant/options'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { requestLocale } from './language'
import { agentOnly, requireAgent } from './security'
import { refuseCrossSiteCookieWrites } from './session-cookies'

/**
 * Instant confirmation on Monsoon's allotments (issue 25, ADR 044): beside the booking calls, at
 * /b2badminapi/api/RequestBooking/. Every call acts on one of the agency's bookings at the
 * version the agent saw.
 */
const BASE = '/b2badminapi/api/RequestBooking'

const ZBookingRef = ZInstantBookingRefShape.openapi('InstantBookingRef')
const ZBookNow = ZBookNowShape.openapi('BookNow', {
  example: { _id: '5f0c1c5e-3b7a-4d2e-9a51-0c8f4e2b7d19', version: 3, partial: false },
})
const ZHoldRooms = ZHoldRoomsShape.openapi('HoldRooms', {
  example: { _id: '5f0c1c5e-3b7a-4d2e-9a51-0c8f4e2b7d19', version: 3, hours: 48 },
})
const ZHoldAction = ZHoldActionShape.openapi('HoldAction')
const ZOptions = ZInstantOptionsShape.openapi('InstantOptions')
const ZCancellationQuote = ZCancellationQuoteShape.openapi('CancellationQuote')

const route = <B extends z.ZodType>(args: {
  name: string
  summary: string
  description: string
  body: B
  response: z.ZodType
}) =>
  createRoute({
    ...agentOnly,
    method: 'post',
    path: `${BASE}/${args.name}`,
    summary: args.summary,
    description: args.description,
    tags: ['Bookings'],
    request: { body: { content: { 'application/json': { schema: args.body } }, required: true } },
    responses: {
      200: jsonContent(envelope(args.response), 'OK'),
      401: jsonContent(ZError, 'Not signed in'),
      404: jsonContent(ZError, 'No such booking in the agent’s agency'),
      409: jsonContent(
        ZError,
        'NOT_AVAILABLE: the rooms went to someone else first (send it as a request instead); STALE_VERSION or STATUS_REFUSED otherwise',
      ),
      422: jsonContent(ZError, 'Only part of the booking is instant and `partial` was not set'),
      ...errorResponses,
    },
  })

type TAuthArg = Parameters<typeof instantOptions>[0]

/** The calls answering the booking's options after acting on it, each with its body and its service. */
const ACTIONS = [
  {
    name: 'BookNow',
    summary: 'Book the instant stays now: confirmed at once with a confirmation number, the rest requested',
    description:
      'Takes the rooms from the allotment in one transaction (the booking’s own hold first) and confirms the booking, or, when only part is instant and `partial` is true, books that part and asks Monsoon to confirm the rest (Confirmation requested).',
    body: ZBookNow,
    run: (auth: TAuthArg, body: z.infer<typeof ZBookNow>) =>
      bookNow(auth, { id: body._id, version: body.version, partial: body.partial, stays: body.stays }),
  },
  {
    name: 'HoldRooms',
    summary: 'Hold the instant stays’ rooms for the client (48 hours by default, never past the release date)',
    description: 'One active hold per booking; it gives its rooms back by itself when it expires.',
    body: ZHoldRooms,
    run: (auth: TAuthArg, body: z.infer<typeof ZHoldRooms>) =>
      holdRooms(auth, { id: body._id, version: body.version, hours: body.hours, stays: body.stays }),
  },
  {
    name: 'ExtendHold',
    summary: 'Extend the booking’s hold once, by up to 48 hours (never past the release date)',
    description: 'A second extension is refused (409).',
    body: ZHoldRooms,
    run: (auth: TAuthArg, body: z.infer<typeof ZHoldRooms>) =>
      extendHold(auth, { id: body._id, version: body.version, hours: body.hours }),
  },
  {
    name: 'ReleaseHold',
    summary: 'Give the held rooms back at once',
    description: 'To book them instead, call BookNow: the hold’s rooms are used first.',
    body: ZHoldAction,
    run: (auth: TAuthArg, body: z.infer<typeof ZHoldAction>) =>
      releaseHold(auth, { id: body._id, version: body.version }),
  },
  {
    name: 'CancelBooking',
    summary: 'Cancel a booking sent to Monsoon: its rooms go back at once and the contracts’ terms are charged',
    description:
      'Anything sent to Monsoon is cancelled, never deleted (RemoveBooking deletes drafts only). Charged: the stays booked now, or every stay of a booking Monsoon confirmed; nothing while Monsoon has booked nothing. The charge is recorded on the booking and told to the consultant; GetCancellationCharge shows it first.',
    body: ZHoldAction,
    run: (auth: TAuthArg, body: z.infer<typeof ZHoldAction>) =>
      cancelBooking(auth, { id: body._id, version: body.version }),
  },
  {
    name: 'CancelInstantBooking',
    summary: 'The same as CancelBooking, under the name it had when only a booking booked now could be cancelled',
    description: 'Kept for the clients that call it.',
    body: ZHoldAction,
    run: (auth: TAuthArg, body: z.infer<typeof ZHoldAction>) =>
      cancelBooking(auth, { id: body._id, version: body.version }),
  },
] as const

export function registerInstantRoutes(app: OpenAPIHono) {
  app.use(`${BASE}/*`, refuseCrossSiteCookieWrites)

  app.openapi(
    route({
      name: 'GetInstantOptions',
      summary:
        'Which hotel stays can be confirmed at once, the cancellation terms, the hold, and what the agent may do',
      description:
        'Per hotel stay "instant" (every night inside Monsoon’s allotment, rooms free, outside the release period, no stop sale) or on request with the reason; the rule for programs, transfers and visas; the booking’s hold.',
      body: ZBookingRef,
      response: ZOptions,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const words = await availabilityWords(await requestLocale(c))
      return respond(c, ZOptions, wordedOptions(await instantOptions(auth, c.req.valid('json')._id), words))
    },
  )

  for (const action of ACTIONS)
    app.openapi(route({ ...action, response: ZOptions }), async (c) => {
      const { auth } = await requireAgent(c)
      const run = action.run as (auth: TAuthArg, body: unknown) => ReturnType<typeof instantOptions>
      const words = await availabilityWords(await requestLocale(c))
      return respond(c, ZOptions, wordedOptions(await run(auth, c.req.valid('json')), words))
    })

  app.openapi(
    route({
      name: 'GetCancellationCharge',
      summary: 'What cancelling a booking sent to Monsoon would cost today, by the contracts’ terms',
      description: 'Stay by stay: the share of the stay the contract charges this many days before arrival.',
      body: ZBookingRef,
      response: ZCancellationQuote,
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZCancellationQuote, await cancellationQuote(auth, c.req.valid('json')._id))
    },
  )
}
