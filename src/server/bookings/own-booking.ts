import 'server-only'
import type { Payload } from 'payload'
import { AppError } from '@/lib/errors'
import type { Booking } from '@/payload-types'
import { agencyOf, nationCodes, type TAuth } from '@/server/auth/sessions'
import { BOOKING_NOT_FOUND } from './write'

/**
 * The booking, when it is the agent's agency's and in one of the agent's nations as they are now;
 * otherwise 404 (another agency's booking, or one outside the agent's nations, does not exist for
 * them). Every booking call reads through here.
 */
export async function ownBooking(payload: Payload, auth: TAuth, id: string, depth = 0): Promise<Booking> {
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
    depth,
    limit: 1,
    // One statement: no count of the matches, which one id cannot need.
    pagination: false,
    // The history and quotes joins are read by the calls that show them, not on every booking call.
    joins: false,
  })
  if (!docs[0]) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND)
  return docs[0]
}
