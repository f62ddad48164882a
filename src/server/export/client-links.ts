import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { TExportDocument } from '@/domain/booking-export'
import type { TClientLink, ZClientLinkCreate, ZClientLinkRevoke } from '@/domain/client-contract'
import { CLIENT_TOKEN, clientItineraryPath } from '@/domain/client-itinerary'
import { localeOr } from '@/domain/locales'
import type { TVoucher } from '@/domain/vouchers'
import { AppError, type TErrorWords } from '@/lib/errors'
import { documentWords } from '@/lib/i18n/document-words'
import { publicUrl } from '@/lib/public-url'
import { relationId } from '@/lib/relation'
import { hashToken, newSecureToken } from '@/lib/secure-token'
import type { Agent, Booking, ClientItinerary } from '@/payload-types'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { clientLocaleOf } from '@/server/bookings/client-language'
import { ownBooking } from '@/server/bookings/own-booking'
import { execute } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { bookingDocument, documentBrand, type TBookingDocument } from './client-document'
import { bookingVouchers } from './vouchers'

/**
 * Client itinerary links (issue 21, ADR 039): an unguessable address (32 random bytes) an agent
 * gives a client to read a booking's itinerary under the agency's name. Only the token's hash is
 * stored, so the address is shown once, when it is made; the agent may make another or revoke one.
 * A revoked, unknown or malformed token, or one whose booking is gone, is answered as not found.
 */

export const NO_SUCH_LINK: TErrorWords = { key: 'noSuchClientLink' }

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

type TLinkRow = Pick<
  ClientItinerary,
  | 'id'
  | 'hint'
  | 'frozen'
  | 'travelDocuments'
  | 'createdAt'
  | 'createdBy'
  | 'label'
  | 'opens'
  | 'lastOpenedAt'
  | 'revokedAt'
>

function linkView(link: TLinkRow): TClientLink {
  const creator = typeof link.createdBy === 'object' ? (link.createdBy as Agent) : null
  return {
    id: link.id,
    hint: link.hint,
    frozen: Boolean(link.frozen),
    travelDocuments: Boolean(link.travelDocuments),
    createdAt: new Date(link.createdAt).toISOString(),
    createdBy: creator ? `${creator.firstName} ${creator.lastName}`.trim() : '',
    label: link.label ?? '',
    opens: Number(link.opens ?? 0),
    lastOpenedAt: iso(link.lastOpenedAt),
    revokedAt: iso(link.revokedAt),
  }
}

/** A booking's links, newest first (revoked ones too: the agent sees what they handed out). */
export async function listClientLinks(auth: TAuth, bookingId: string): Promise<TClientLink[]> {
  const payload = await payloadClient()
  await ownBooking(payload, auth, { id: bookingId })
  const { docs } = await payload.find({
    collection: 'client-itineraries',
    where: { booking: { equals: bookingId } },
    sort: '-createdAt',
    depth: 1,
    limit: 100,
    select: {
      hint: true,
      frozen: true,
      travelDocuments: true,
      createdAt: true,
      createdBy: true,
      label: true,
      opens: true,
      lastOpenedAt: true,
      revokedAt: true,
    },
    populate: { agents: { firstName: true, lastName: true } },
  })
  return docs.map(linkView)
}

/** A client link's full address. */
export const clientLinkUrl = (token: string) => `${publicUrl()}${clientItineraryPath(token)}`

/**
 * Makes a link for a booking already checked to be the agent's (the request email makes one in its
 * own transaction, `req`). Frozen: the client's document as it is now is kept with the link.
 */
export async function makeClientLink(
  payload: Payload,
  args: {
    booking: Booking
    agent: Agent
    frozen: boolean
    label: string
    /** The page offers the travel documents (the agent's choice; issue 56). */
    travelDocuments?: boolean
    req?: Partial<PayloadRequest>
    /** A token made beforehand, when its address goes into an email written before the transaction. */
    token?: { token: string; hash: string }
  },
): Promise<{ url: string; link: TClientLink }> {
  const { token, hash } = args.token ?? newSecureToken()
  const snapshot = args.frozen
    ? (
        await bookingDocument(payload, args.booking, {
          withPrices: false,
          contactAgent: args.agent,
          locale: clientLocaleOf(args.booking),
        })
      ).document
    : null
  const created = await payload.create({
    collection: 'client-itineraries',
    data: {
      booking: args.booking.id,
      agency: relationId(args.booking.agency),
      createdBy: args.agent.id,
      tokenHash: hash,
      hint: token.slice(-4),
      label: args.label.slice(0, 200),
      frozen: args.frozen,
      travelDocuments: args.travelDocuments ?? false,
      snapshot,
      opens: 0,
    },
    depth: 0,
    req: args.req,
  })
  return {
    url: clientLinkUrl(token),
    link: linkView({ ...created, createdBy: args.agent }),
  }
}

export async function createClientLink(
  auth: TAuth,
  body: z.output<typeof ZClientLinkCreate>,
): Promise<{ url: string; link: TClientLink }> {
  const payload = await payloadClient()
  const booking = await ownBooking(payload, auth, { id: body.bookingId, depth: 1 })
  return makeClientLink(payload, {
    booking,
    agent: auth.agent,
    frozen: body.frozen,
    travelDocuments: body.travelDocuments,
    label: '',
  })
}

/** Revokes a link of the agent's agency's booking; revoking twice keeps the first time. */
export async function revokeClientLink(auth: TAuth, body: z.output<typeof ZClientLinkRevoke>): Promise<TClientLink> {
  const payload = await payloadClient()
  await ownBooking(payload, auth, { id: body.bookingId })
  const rows = await execute(
    payload,
    sql`update client_itineraries set revoked_at = coalesce(revoked_at, now()), updated_at = now()
        where id = ${body.linkId} and booking_id = ${body.bookingId} and agency_id = ${agencyOf(auth)}
        returning id`,
  )
  if (!rows[0]) throw new AppError('NOT_FOUND', NO_SUCH_LINK)
  const link = await payload.findByID({
    collection: 'client-itineraries',
    id: body.linkId,
    depth: 1,
    populate: { agents: { firstName: true, lastName: true } },
  })
  return linkView(link)
}

/**
 * What a client's link shows, or null (not found): the client's version of the booking, live or
 * as frozen, under the agency's brand and with the link's maker as the contact, and the vouchers
 * of the services their suppliers confirmed when the agent offered the travel documents with the
 * link (issue 56; always as they are now: a voucher is re-issued, never frozen). Counts the visit.
 */
export async function clientItineraryByToken(
  token: string,
): Promise<(TBookingDocument & { vouchers: TVoucher[] }) | null> {
  if (!CLIENT_TOKEN.test(token)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'client-itineraries',
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { revokedAt: { exists: false } }] },
    depth: 0,
    limit: 1,
  })
  const link = docs[0]
  if (!link) return null
  const bookings = await payload.find({
    collection: 'bookings',
    where: { and: [{ id: { equals: relationId(link.booking) } }, { deletedAt: { exists: false } }] },
    depth: 1,
    limit: 1,
  })
  const booking = bookings.docs[0]
  // A booking moved to another agency (never done, but checked) does not show this agency's link.
  if (!booking || relationId(booking.agency) !== relationId(link.agency)) return null
  const agent = await payload.findByID({ collection: 'agents', id: relationId(link.createdBy), depth: 0 })
  // A frozen link shows the document it kept, under the agency's brand as it is now.
  const frozen = link.frozen && link.snapshot ? (link.snapshot as TExportDocument) : null
  const shown = frozen
    ? {
        document: frozen,
        brand: await documentBrand(payload, relationId(link.agency), agent),
        // Kept in the language it was written in (documents kept before languages are English).
        words: await documentWords(localeOr(frozen.lang)),
      }
    : await bookingDocument(payload, booking, {
        withPrices: false,
        contactAgent: agent,
        locale: clientLocaleOf(booking),
      })
  await execute(
    payload,
    sql`update client_itineraries set opens = opens + 1, last_opened_at = now() where id = ${link.id}`,
  )
  const offered = link.travelDocuments && booking.status === 'confirmed'
  return { ...shown, vouchers: offered ? await bookingVouchers(payload, booking) : [] }
}
