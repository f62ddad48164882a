import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { TRequestBouncedData } from '@/domain/connect-contract'
import { raiseEvent } from '@/server/connect/webhooks'
import { execute } from '@/server/db'
import type { TOnUndeliverable } from '@/server/outbox/outbox'

/**
 * A booking request's email that could not be delivered (refused by the mail server, or still
 * failing after every attempt): the agency's systems are told (`request.bounced`), so the agent
 * learns of it before their client wonders where the itinerary is. Any other email: nothing.
 * The start-up gives it to the outbox worker (src/host/bootstrap/start-app.ts).
 */
export const reportBouncedRequest: TOnUndeliverable = async (payload: Payload, { id, error }) => {
  const rows = await execute(
    payload,
    sql`select r.email, r.kind, b.id as booking_id, b.agency_id, b."code" as code
      from booking_requests_recipients r join booking_requests q on q.id = r._parent_id join bookings b on b.id = q.booking_id
      where r.outbox_email_id = ${id} limit 1`,
  )
  const row = rows[0]
  if (!row) return
  await raiseEvent(payload, {
    agency: String(row.agency_id),
    type: 'request.bounced',
    data: {
      bookingId: String(row.booking_id),
      code: String(row.code),
      recipient: String(row.email),
      recipientKind: row.kind === 'admin' ? 'admin' : 'agent',
      reason: error.slice(0, 300),
    } satisfies TRequestBouncedData,
  })
}
