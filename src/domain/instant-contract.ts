import { z } from 'zod'
import { MAX_HOLD_HOURS } from './allotments'
import { UUID } from './ids'

/**
 * The shapes of instant confirmation (issue 25, ADR 044), shared by the API, the vault and the
 * generated client: what a booking can confirm at once, and the bodies of Book now, holds and
 * cancellation.
 */

const bookingId = z.string().regex(UUID, 'A booking id')
const version = z.number().int().min(1).describe('The version the agent saw: a booking changed since is refused (409)')

export const ZInstantBookingRef = z.object({ _id: bookingId }).strict()

/** Book now's and Hold's choice of stays (issue 54). */
const ZPickedStays = z
  .array(z.string().max(200))
  .max(50)
  .optional()
  .describe(
    'The stays to act on, by the `key` GetInstantOptions gives each; the others are left for Monsoon to confirm. Every instant stay when absent',
  )

export const ZBookNow = z
  .object({
    _id: bookingId,
    version,
    partial: z
      .boolean()
      .default(false)
      .describe('The agent saw that only part is instant: book that part now and request the rest'),
    stays: ZPickedStays,
  })
  .strict()

export const ZHoldRooms = z
  .object({
    _id: bookingId,
    version,
    hours: z
      .number()
      .int()
      .min(1)
      .max(MAX_HOLD_HOURS)
      .optional()
      .describe('How long to hold (48 by default), never past the release date'),
    stays: ZPickedStays,
  })
  .strict()

export const ZHoldAction = z.object({ _id: bookingId, version }).strict()

export const ZCancellationOutlook = z.object({
  now: z
    .object({ percent: z.number().int(), amount: z.number().int() })
    .describe('What cancelling the stay would cost today: share and amount (minor units of the booking’s currency)'),
  steps: z
    .array(z.object({ from: z.string(), percent: z.number().int(), amount: z.number().int() }))
    .describe('The later days on which the charge goes up, and what it becomes; never a day already past'),
  nonRefundable: z.boolean().describe('Cancelling today costs the whole stay'),
})

export const ZStayOption = z.object({
  /** What BookNow and HoldRooms take in `stays` to act on this stay (issue 54). */
  key: z.string(),
  hotel: z.string(),
  hotelName: z.string(),
  room: z.string(),
  checkIn: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  instant: z.boolean(),
  reason: z.string().describe('Why it is on request, in words ("2 of 3 nights available"); empty when instant'),
  terms: z.string().describe('The contract’s cancellation terms from today on, in words'),
  cancellation: ZCancellationOutlook,
  booked: z.boolean().describe('Booked now: its rooms were taken from the allotment for this booking'),
})

export const ZInstantOptions = z.object({
  bookingId: z.string(),
  version: z.number().int(),
  kind: z.enum(['instant', 'mixed', 'request']),
  confirmationNumber: z.string().nullable(),
  cancellationCharge: z.number().int().nullable(),
  booked: z.boolean(),
  stays: z.array(ZStayOption),
  services: z.object({ instant: z.boolean(), services: z.number().int(), reason: z.string() }),
  hold: z
    .object({
      id: z.string(),
      expiresAt: z.string(),
      extended: z.boolean(),
      roomNights: z.number().int(),
      summary: z.string(),
    })
    .nullable(),
  canBookNow: z.boolean(),
  canHold: z.boolean(),
  canCancel: z.boolean(),
})
export type TInstantOptions = z.infer<typeof ZInstantOptions>

export const ZCancellationQuote = z.object({
  total: z.number().int(),
  currency: z.string(),
  lines: z.array(
    z.object({
      hotelName: z.string(),
      room: z.string(),
      percent: z.number(),
      amount: z.number().int(),
      daysBefore: z.number().int(),
    }),
  ),
})
export type TCancellationQuote = z.infer<typeof ZCancellationQuote>
