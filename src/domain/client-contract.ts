import { z } from 'zod'
import { MARKUP_SOURCES } from './client-itinerary'
import { UUID } from './ids'
import { ZAgentMarkup, ZDefaultMarkup } from './pricing/selling-contract'

/**
 * The client output's calls and stored shapes (issue 21, ADR 039), defined once: the API validates
 * with them, the server returns their types and the vault imports the types only (no zod in the
 * browser's bundle).
 */

export const ZClientLink = z.object({
  id: z.string(),
  /** The last characters of the link, to tell links apart; the link itself is shown once. */
  hint: z.string(),
  /** Frozen: the itinerary as it was when the link was made; else it follows the booking. */
  frozen: z.boolean(),
  /** The page offers the travel documents (itinerary and vouchers) once a supplier confirmed a service. */
  travelDocuments: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** What the link was made for, e.g. "Sent with the request to ann@example.com". */
  label: z.string(),
  opens: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type TClientLink = z.output<typeof ZClientLink>

/** A new link: the only time its address is given. */
export const ZCreatedClientLink = z.object({ url: z.string(), link: ZClientLink })

export const ZClientLinkCreate = z
  .object({
    bookingId: z.string().regex(UUID, 'A booking id'),
    frozen: z.boolean().default(false),
    /** Offer the travel documents on the page (they carry the travellers' names): the agent's choice. */
    travelDocuments: z.boolean().default(false),
  })
  .strict()

export const ZClientLinkRevoke = z
  .object({ bookingId: z.string().regex(UUID, 'A booking id'), linkId: z.string().regex(UUID, 'A link id') })
  .strict()

/** A booking's client pricing as the vault reads it: the markups at each level and the one in force. */
export const ZClientPricing = z.object({
  booking: ZAgentMarkup.nullable(),
  agent: ZDefaultMarkup.nullable(),
  agency: ZDefaultMarkup.nullable(),
  effective: ZAgentMarkup,
  source: z.enum(MARKUP_SOURCES),
  /** The client documents (page, PDF, Word) show the selling price, per person and in total. */
  showPrice: z.boolean(),
  /** The signed-in agent may change the agency's default (an agency admin). */
  canSetAgency: z.boolean(),
})
export type TClientPricing = z.output<typeof ZClientPricing>

export const ZClientPricingUpdate = z
  .object({
    bookingId: z.string().regex(UUID, 'A booking id'),
    /** null: follow the agent's or the agency's default. */
    markup: ZAgentMarkup.nullable(),
    showPrice: z.boolean(),
  })
  .strict()

export const ZDefaultMarkupUpdate = z
  .object({
    scope: z.enum(['agent', 'agency']),
    /** null: the agent follows the agency's default; the agency has none. */
    markup: ZDefaultMarkup.nullable(),
  })
  .strict()

/**
 * What a booking keeps (issue 21: "kept with the booking"): the markup it is priced with and where
 * that came from. A new booking takes its agent's default (else the agency's); a change of default
 * later never moves the price a client was already given.
 */
export const ZBookingMarkup = z.object({ markup: ZAgentMarkup, from: z.enum(MARKUP_SOURCES) }).strict()
export type TBookingMarkup = z.output<typeof ZBookingMarkup>
