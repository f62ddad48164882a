import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'
import {
  type TBookingMarkup,
  type TClientPricing,
  ZBookingMarkup,
  type ZClientPricingUpdate,
  type ZDefaultMarkupUpdate,
} from '@/domain/client-contract'
import { markupInForce } from '@/domain/client-itinerary'
import type { TTourDay } from '@/domain/itinerary'
import { netByType, sellingPrice, type TAgentMarkup, type TSellingPrice } from '@/domain/pricing/selling'
import { storedDefault, type TDefaultMarkup } from '@/domain/pricing/selling-contract'
import { AppError, type TErrorWords } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import type { Agent, Booking } from '@/payload-types'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { inTransaction } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { ownBooking } from './own-booking'
import { lockBooking, updateBookingRecord } from './write'

/**
 * The agent's own selling price (issue 21, ADR 039): the defaults of the agency (set by its admins)
 * and of each agent, and the markup each booking keeps. The agency's business: Monsoon's staff see
 * none of it (the fields are hidden in /admin), and the client sees only the resulting price.
 */

export const NOT_AGENCY_ADMIN_MARKUP: TErrorWords = { key: 'notAgencyAdminMarkup' }

/** The agency's default markup for its clients, or null. */
export async function agencyDefault(payload: Payload, agencyId: string, req?: Partial<PayloadRequest>) {
  const agency = await payload.findByID({
    collection: 'agencies',
    id: agencyId,
    depth: 0,
    select: { clientMarkup: true },
    req,
  })
  return storedDefault(agency.clientMarkup)
}

/** What a new booking keeps: the agent's default, else the agency's, else none. */
export async function newBookingMarkup(payload: Payload, auth: TAuth): Promise<TBookingMarkup> {
  return defaultFor(auth.agent, await agencyDefault(payload, agencyOf(auth)))
}

/** An agent's default markup, else the agency's (read by the caller), else none, as a booking keeps it. */
function defaultFor(agent: Pick<Agent, 'clientMarkup'> | null, agency: TDefaultMarkup | null): TBookingMarkup {
  const { effective, source } = markupInForce({ booking: null, agent: storedDefault(agent?.clientMarkup), agency })
  return { markup: effective, from: source }
}

/**
 * The markup a booking is priced with: its own, or (a booking made before markups existed) its
 * agent's default, else the agency's, read as they are now.
 */
export function bookingMarkup(booking: Booking, agencyMarkup: TDefaultMarkup | null): TBookingMarkup {
  const kept = ZBookingMarkup.safeParse(booking.clientMarkup)
  if (kept.success) return kept.data
  return defaultFor(typeof booking.agent === 'object' ? (booking.agent as Agent) : null, agencyMarkup)
}

/** Everyone in a booking's party pays: the selling price per person divides by all of them. */
export const peopleOf = (booking: Pick<Booking, 'adultQuantity' | 'childQuantity'>) =>
  Math.max(1, (booking.adultQuantity ?? 0) + (booking.childQuantity ?? 0))

/** The client's price of a booking as it is stored now. */
export function bookingSellingPrice(booking: Booking, markup: TAgentMarkup): TSellingPrice {
  const lines = ((booking.tours ?? []) as TTourDay[]).flatMap((day) => day.Activities)
  return sellingPrice(netByType(lines), markup, peopleOf(booking))
}

/** A booking's client pricing, with the agency's default read by the caller. */
export function pricingOf(auth: TAuth, booking: Booking, agency: TDefaultMarkup | null): TClientPricing {
  const kept = bookingMarkup(booking, agency)
  return {
    booking: kept.from === 'booking' ? kept.markup : null,
    agent: storedDefault(auth.agent.clientMarkup),
    agency,
    effective: kept.markup,
    source: kept.from,
    showPrice: Boolean(booking.clientShowsPrice),
    canSetAgency: Boolean(auth.agent.isAgencyAdmin),
  }
}

/** A booking's client pricing, for the vault (a booking of the agent's agency, in their nations). */
export async function clientPricing(auth: TAuth, bookingId: string): Promise<TClientPricing> {
  const payload = await payloadClient()
  const [booking, agency] = await Promise.all([
    ownBooking(payload, auth, { id: bookingId, depth: 1 }),
    agencyDefault(payload, agencyOf(auth)),
  ])
  return pricingOf(auth, booking, agency)
}

/**
 * Sets a booking's own markup (or, with none, its agent's current default) and whether the client
 * documents show the price. Not an edit of the trip: Monsoon's version, status and history stay.
 */
export async function setClientPricing(
  auth: TAuth,
  update: z.output<typeof ZClientPricingUpdate>,
): Promise<TClientPricing> {
  const payload = await payloadClient()
  await ownBooking(payload, auth, { id: update.bookingId })
  const agency = await agencyDefault(payload, agencyOf(auth))
  const kept: TBookingMarkup = update.markup
    ? { markup: update.markup, from: 'booking' }
    : defaultFor(auth.agent, agency)
  await inTransaction(payload, async (req) => {
    await lockBooking(payload, req, update.bookingId)
    await updateBookingRecord(payload, req, {
      id: update.bookingId,
      data: { clientMarkup: kept, clientShowsPrice: update.showPrice },
      write: { actor: { kind: 'agent', name: `${auth.agent.firstName} ${auth.agent.lastName}`.trim() }, event: null },
    })
  })
  return pricingOf(auth, await ownBooking(payload, auth, { id: update.bookingId, depth: 1 }), agency)
}

/** The signed-in agent's default markup, or (an agency admin) the agency's. Applies to new bookings. */
export async function setDefaultMarkup(
  auth: TAuth,
  update: z.output<typeof ZDefaultMarkupUpdate>,
): Promise<{ agent: TDefaultMarkup | null; agency: TDefaultMarkup | null }> {
  const payload = await payloadClient()
  if (update.scope === 'agency') {
    if (!auth.agent.isAgencyAdmin) throw new AppError('FORBIDDEN', NOT_AGENCY_ADMIN_MARKUP)
    await payload.update({
      collection: 'agencies',
      id: agencyOf(auth),
      data: { clientMarkup: update.markup },
      depth: 0,
    })
    return { agent: storedDefault(auth.agent.clientMarkup), agency: update.markup }
  }
  await payload.update({ collection: 'agents', id: auth.agent.id, data: { clientMarkup: update.markup }, depth: 0 })
  return { agent: update.markup, agency: await agencyDefault(payload, relationId(auth.agent.agency)) }
}
