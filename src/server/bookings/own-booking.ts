import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { AppError } from '@/lib/errors'
import type { Booking } from '@/payload-types'
import { agencyOf, nationCodes, type TAuth } from '@/server/auth/sessions'
import { BOOKING_NOT_FOUND } from './write'

/** The booking's id; how deep to read it (0 unless told), and the transaction to read it in, if any. */
export type TOwnBooking = { id: string; depth?: number; req?: Partial<PayloadRequest> }

/**
 * The booking, when it is the agent's agency's and in one of the agent's nations as they are now;
 * otherwise 404 (another agency's booking, or one outside the agent's nations, does not exist for
 * them). Every booking call reads through here.
 */
export async function ownBooking(payload: Payload, auth: TAuth, options: TOwnBooking): Promise<Booking> {
  const { id } = options
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { id: { equals: id } },
        { agency: { equals: agencyOf(auth) } },
        { 'nation.code': { in: nationCodes(auth.agent) } },
        { deletedAt: { exists: false } },
      ],
    },
    depth: options.depth ?? 0,
    req: options.req,
    limit: 1,
    // One statement: no count of the matches, which one id cannot need.
    pagination: false,
    // The history and quotes joins are read by the calls that show them, not on every booking call.
    joins: false,
  })
  if (!docs[0]) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND)
  return docs[0]
}

/**
 * The same rule as `ownBooking`, as a condition on `bookings` aliased `b`, for the one call that
 * must decide before it may afford a Payload read: Book now refuses a burst of agents at rooms
 * already gone in a single statement (ADR 044). Keep the two in step; the access tests run both.
 */
export function ownBookingCondition(auth: TAuth, id: string): SQL {
  const codes = nationCodes(auth.agent)
  return sql`b.id = ${id}::uuid and b.agency_id = ${agencyOf(auth)}::uuid and b.deleted_at is null
    and b.nation_id in (select n.id from nations n where n.code in (${
      codes.length
        ? sql.join(
            codes.map((code) => sql`${code}`),
            sql`, `,
          )
        : sql`null`
    }))`
}
