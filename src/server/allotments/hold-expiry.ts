import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { allotmentDay, storedNights } from '@/domain/allotments'
import { said, type TAutomaticActor } from '@/domain/history-words'
import { holdExpiredEmail } from '@/domain/instant-email'
import { localeOr, localizedPath } from '@/domain/locales'
import { vaultPath } from '@/domain/request-email'
import { htmlToText } from '@/domain/text'
import { emailWords } from '@/lib/i18n/email-words'
import { historyEntry } from '@/lib/i18n/history-words'
import { intervalWorker } from '@/lib/interval-worker'
import { logger } from '@/lib/logger'
import { publicUrl } from '@/lib/public-url'
import { execute, inTransaction } from '@/server/db'
import { enqueueEmail } from '@/server/outbox/outbox'
import { moveRooms, movesOf } from './store'

/**
 * The release job of holds (issue 25, ADR 044). The holds table is its queue: every 15 s, any
 * instance claims the active holds whose time is up (`FOR UPDATE SKIP LOCKED`, so two instances
 * never expire one hold twice), marks them expired, gives their rooms back, notes it in the
 * booking's history and tells the agent, all in one transaction per batch. A conversion racing
 * with it (Book now) changes the hold only while it is active and not yet expired: one of the two
 * wins, and the rooms are counted once. A restart loses nothing: the due holds are still there.
 */

export const HOLD_EXPIRY_INTERVAL_MS = 15_000
const BATCH = 50

/** Expires the holds due at `now` (the database's clock); how many. */
export async function expireDueHolds(payload: Payload): Promise<number> {
  return inTransaction(payload, async (req) => {
    const expired = await execute(
      payload,
      sql`update allotment_holds h set status = 'expired', ended_at = now(), updated_at = now()
          from (select id from allotment_holds where status = 'active' and expires_at <= now()
                order by expires_at limit ${BATCH} for update skip locked) due
          where h.id = due.id
          returning h.id, h.booking_id, h.agent_id, h.rooms, h.nights, h.summary`,
      req,
    )
    // All the batch's rooms in one pass, in the one order every room move takes (no deadlocks).
    const returned = expired.flatMap((hold) => movesOf(storedNights(hold.nights), 'returnHeld'))
    await moveRooms(payload, req, { moves: returned, today: allotmentDay(new Date()) })
    for (const hold of expired) {
      const bookingId = String(hold.booking_id)
      await payload.create({
        collection: 'booking-events',
        data: {
          booking: bookingId,
          at: new Date().toISOString(),
          actorKind: 'staff',
          actorName: 'Automatic release' satisfies TAutomaticActor,
          ...historyEntry('hold', [said('holdExpired', { roomNights: Number(hold.rooms) })]),
        },
        req,
        depth: 0,
      })
      const agent = hold.agent_id
        ? await payload.findByID({
            collection: 'agents',
            id: String(hold.agent_id),
            depth: 0,
            req,
            disableErrors: true,
          })
        : null
      if (agent?.active) {
        const email = holdExpiredEmail(
          {
            firstName: agent.firstName,
            summary: String(hold.summary),
            link: `${publicUrl()}${localizedPath(vaultPath(bookingId), localeOr(agent.language))}`,
          },
          await emailWords(localeOr(agent.language)),
        )
        await enqueueEmail(
          payload,
          { to: agent.email, kind: 'hold-expired', ...email, text: htmlToText(email.html) },
          req,
        )
      }
    }
    if (expired.length) logger.info('Holds expired', { count: expired.length })
    return expired.length
  })
}

let worker: ReturnType<typeof intervalWorker> | undefined

export function startHoldExpiry(payload: Payload, intervalMs = HOLD_EXPIRY_INTERVAL_MS): void {
  if (worker) return
  worker = intervalWorker('Hold expiry', intervalMs, () => expireDueHolds(payload))
  worker.start()
}

export async function stopHoldExpiry(): Promise<void> {
  const current = worker
  worker = undefined
  await current?.stop()
}
