import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { said, type TAutomaticActor } from '@/domain/history-words'
import { EMPTY_MANIFEST, type TManifest } from '@/domain/travellers'
import { env } from '@/lib/env'
import { historyEntry } from '@/lib/i18n/history-words'
import { intervalWorker } from '@/lib/interval-worker'
import { updateBookingRecord } from '@/server/bookings/write'
import { execute, inTransaction } from '@/server/db'

/**
 * Storage limitation (GDPR art. 5(1)(e), ADR 066): a trip's travellers, flights and rooming list
 * are erased TRAVELLER_RETENTION_DAYS after it ends, whatever became of the booking. The bookings
 * table is the queue: every hour any instance claims the due bookings (`FOR UPDATE SKIP LOCKED`, so
 * two instances never erase one twice) and erases each through the booking's write path, which
 * leaves a history entry with no personal data in it. A restart loses nothing: the due bookings
 * are still due. What stays: the booking, its services and prices, and the counts in its history.
 */

export const RETENTION_INTERVAL_MS = 60 * 60_000
const BATCH = 50
export const RETENTION_ACTOR: TAutomaticActor = 'Data retention'

/** Erases the travellers of the trips that ended `days` (the configured retention) before today; how many. */
export async function eraseDueTravellers(
  payload: Payload,
  days: number = env().TRAVELLER_RETENTION_DAYS,
): Promise<number> {
  return inTransaction(payload, async (req) => {
    const due = await execute(
      payload,
      sql`select id from bookings
          where manifest is not null and manifest->>'erasedAt' is null
            and enddate < now() - make_interval(days => ${days})
          order by enddate limit ${BATCH} for update skip locked`,
      req,
    )
    const erasedAt = new Date().toISOString()
    for (const row of due) {
      const manifest: TManifest = { ...EMPTY_MANIFEST, erasedAt }
      await updateBookingRecord(payload, req, {
        id: String(row.id),
        data: { manifest },
        write: {
          actor: { kind: 'staff', name: RETENTION_ACTOR },
          event: historyEntry('travellers', [said('travellersErased', { days })]),
          erasing: true,
        },
      })
    }
    return due.length
  })
}

let worker: ReturnType<typeof intervalWorker> | undefined

export function startTravellerRetention(payload: Payload, intervalMs = RETENTION_INTERVAL_MS): void {
  if (worker) return
  worker = intervalWorker('Traveller data retention', intervalMs, () => eraseDueTravellers(payload))
  worker.start()
}

export async function stopTravellerRetention(): Promise<void> {
  const current = worker
  worker = undefined
  await current?.stop()
}
