import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import { addDays } from '@/domain/pricing'
import { relationId } from '@/lib/relation'
import { idList } from '@/server/allotments/store'
import { execute, inTransaction } from '@/server/db'

/**
 * The demo's allotments (issue 25): every hotel holds Deluxe and Suite rooms for Monsoon for a
 * year from the day the demo is loaded (family rooms stay on request), with a 7-day release
 * period. In each nation the first hotel (by name) is sold out on Deluxe for four nights in the
 * coming fortnight, and the second releases 45 days ahead, so a newcomer's first trip shows both
 * instant and on-request rooms. Dates follow the day of seeding: a demo loaded later is as fresh.
 */
export const DEMO_ALLOTMENT = {
  rooms: [
    { room: 'Deluxe', held: 4 },
    { room: 'Suite', held: 2 },
  ],
  releaseDays: 7,
  longReleaseDays: 45,
  days: 365,
  soldOut: { room: 'Deluxe', fromDay: 10, nights: 4 },
} as const

export async function seedAllotments(payload: Payload, now = new Date()): Promise<void> {
  const { docs: hotels } = await payload.find({
    collection: 'hotels',
    sort: 'name',
    depth: 0,
    pagination: false,
    select: { nation: true },
  })
  const byNation = new Map<string, string[]>()
  for (const hotel of hotels) {
    const nation = relationId(hotel.nation)
    byNation.set(nation, [...(byNation.get(nation) ?? []), hotel.id])
  }
  const soldOut = [...byNation.values()].flatMap((ids) => ids.slice(0, 1))
  const longRelease = [...byNation.values()].flatMap((ids) => ids.slice(1, 2))
  const today = allotmentDay(now)
  const last = addDays(today, DEMO_ALLOTMENT.days)
  const rooms = sql.join(
    DEMO_ALLOTMENT.rooms.map(({ room, held }) => sql`(${room}, ${held}::int)`),
    sql`, `,
  )
  await inTransaction(payload, async (req) => {
    await execute(
      payload,
      sql`insert into allotment_nights (hotel_id, room, date, held, release_days)
          select h.id, r.room, d::date, r.held,
                 case when h.id in (${idList(longRelease)}) then ${DEMO_ALLOTMENT.longReleaseDays}::int else ${DEMO_ALLOTMENT.releaseDays}::int end
          from hotels h
          cross join (values ${rooms}) as r(room, held)
          cross join generate_series(${today}::date, ${last}::date, interval '1 day') as d
          on conflict (hotel_id, room, date) do nothing`,
      req,
    )
    const { room, fromDay, nights } = DEMO_ALLOTMENT.soldOut
    await execute(
      payload,
      sql`update allotment_nights set sold = held - on_hold
          where hotel_id in (${idList(soldOut)}) and room = ${room}
            and date between ${addDays(today, fromDay)}::date and ${addDays(today, fromDay + nights - 1)}::date`,
      req,
    )
  })
}
