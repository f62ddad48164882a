import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { roomKey, type TAllotmentNight, type TRoomNight } from '@/domain/allotments'
import type { TIsoDate } from '@/domain/pricing'
import { AppError } from '@/lib/errors'
import { execute } from '@/server/db'

/**
 * The rooms of Monsoon's allotments (ADR 044): rows of `allotment_nights`, one per hotel, room
 * type and night. Every change of `sold` or `on_hold` is one conditional UPDATE per night (`WHERE`
 * enough rooms are free), inside the caller's transaction: two agents at the last room both run
 * it, the row lock orders them, and the second finds the condition false and takes nothing. The
 * table's check constraint (`sold + on_hold <= held`) is the last word.
 */

export const NOT_AVAILABLE_MESSAGE =
  'These rooms are no longer available: another agent booked them a moment ago. You can send the booking as a request instead.'

type TTx = Partial<PayloadRequest>

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

const nightOf = (row: Record<string, unknown>): TAllotmentNight & { hotel: string; room: string } => ({
  hotel: String(row.hotel_id),
  room: String(row.room),
  date: String(row.date),
  held: Number(row.held),
  sold: Number(row.sold),
  onHold: Number(row.on_hold),
  releaseDays: Number(row.release_days),
  stopSale: Boolean(row.stop_sale),
})

/** The allotment of `hotels` from `from` to `to` (inclusive), by hotel and room type (`roomKey`), nights by date. */
export async function allotmentOf(
  payload: Payload,
  args: { hotels: readonly string[]; from: TIsoDate; to: TIsoDate },
  req?: TTx,
): Promise<Map<string, TAllotmentNight[]>> {
  const byRoom = new Map<string, TAllotmentNight[]>()
  if (args.hotels.length === 0 || args.to < args.from) return byRoom
  const rows = await execute(
    payload,
    sql`select hotel_id, room, to_char(date, 'YYYY-MM-DD') as date, held, sold, on_hold, release_days, stop_sale
        from allotment_nights
        where hotel_id in (${idList([...new Set(args.hotels)])}) and date between ${args.from}::date and ${args.to}::date
        order by date`,
    req,
  )
  for (const row of rows) {
    const night = nightOf(row)
    const key = roomKey(night.hotel, night.room)
    const list = byRoom.get(key)
    if (list) list.push(night)
    else byRoom.set(key, [night])
  }
  return byRoom
}

const where = (night: TRoomNight) =>
  sql`hotel_id = ${night.hotel}::uuid and room = ${night.room} and date = ${night.date}::date`

/** Runs `change` on one night; false when its condition did not hold (nothing changed). */
async function changeNight(payload: Payload, req: TTx, night: TRoomNight, set: SQL, condition: SQL): Promise<boolean> {
  const rows = await execute(
    payload,
    sql`update allotment_nights set ${set}, updated_at = now() where ${where(night)} and ${condition} returning 1 as ok`,
    req,
  )
  return rows.length === 1
}

/** What may be taken fresh: rooms free, no stop-sale, and the night outside its release period on `today`. */
const takeable = (rooms: number, today: TIsoDate) =>
  sql`not stop_sale and held - sold - on_hold >= ${rooms} and date - release_days > ${today}::date`

/**
 * Takes `nights` in the transaction of `req`, as sold or on hold, in the order given (roomNights'
 * fixed order: two bookings never wait on each other's rows crosswise). Throws NOT_AVAILABLE when
 * any night cannot be taken; the caller's transaction then rolls every night back.
 */
export async function takeNights(
  payload: Payload,
  req: TTx,
  nights: readonly TRoomNight[],
  args: { as: 'sold' | 'onHold'; today: TIsoDate },
): Promise<void> {
  const column = args.as === 'sold' ? sql`sold = sold + ` : sql`on_hold = on_hold + `
  for (const night of nights) {
    if (night.rooms <= 0) continue
    const taken = await changeNight(
      payload,
      req,
      night,
      sql`${column}${night.rooms}`,
      takeable(night.rooms, args.today),
    )
    if (!taken)
      throw new AppError('NOT_AVAILABLE', NOT_AVAILABLE_MESSAGE, [
        { field: 'rooms', message: `${night.room} on ${night.date} is no longer available` },
      ])
  }
}

/** Moves rooms held for a client to sold (a hold converted into a booking). */
export async function sellHeldNights(payload: Payload, req: TTx, nights: readonly TRoomNight[]): Promise<void> {
  for (const night of nights) {
    if (night.rooms <= 0) continue
    const moved = await changeNight(
      payload,
      req,
      night,
      sql`on_hold = on_hold - ${night.rooms}, sold = sold + ${night.rooms}`,
      sql`on_hold >= ${night.rooms}`,
    )
    if (!moved) throw new Error(`Allotment out of step: ${night.rooms} rooms on hold expected (${night.date})`)
  }
}

/** Gives rooms back to the allotment: sold ones (a cancellation) or held ones (a hold released or expired). */
export async function returnNights(
  payload: Payload,
  req: TTx,
  nights: readonly TRoomNight[],
  from: 'sold' | 'onHold',
): Promise<void> {
  for (const night of nights) {
    if (night.rooms <= 0) continue
    const set = from === 'sold' ? sql`sold = sold - ${night.rooms}` : sql`on_hold = on_hold - ${night.rooms}`
    const condition = from === 'sold' ? sql`sold >= ${night.rooms}` : sql`on_hold >= ${night.rooms}`
    const returned = await changeNight(payload, req, night, set, condition)
    if (!returned) throw new Error(`Allotment out of step: ${night.rooms} rooms ${from} expected (${night.date})`)
  }
}

/** The nights as the JSON of a booking or a hold stores them, checked on the way back in. */
export function storedNights(value: unknown): TRoomNight[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const night = entry as Partial<TRoomNight>
    return typeof night.hotel === 'string' &&
      typeof night.room === 'string' &&
      typeof night.date === 'string' &&
      typeof night.rooms === 'number'
      ? [{ hotel: night.hotel, room: night.room, date: night.date, rooms: night.rooms }]
      : []
  })
}

/** The rows of one room type from `from` to `to`, locked for the rest of the transaction (the calendar's edit). */
export async function lockRange(
  payload: Payload,
  req: TTx,
  args: { hotel: string; room: string; from: TIsoDate; to: TIsoDate },
): Promise<TAllotmentNight[]> {
  const rows = await execute(
    payload,
    sql`select hotel_id, room, to_char(date, 'YYYY-MM-DD') as date, held, sold, on_hold, release_days, stop_sale
        from allotment_nights
        where hotel_id = ${args.hotel}::uuid and room = ${args.room} and date between ${args.from}::date and ${args.to}::date
        order by date for update`,
    req,
  )
  return rows.map(nightOf)
}

/**
 * Writes the rooms held, the release period and the stop-sale of `dates` of one room type; what is
 * not given stays as it was (new nights start at 0 rooms, no release period, on sale).
 */
export async function writeRange(
  payload: Payload,
  req: TTx,
  args: {
    hotel: string
    room: string
    dates: readonly TIsoDate[]
    held?: number
    releaseDays?: number
    stopSale?: boolean
  },
): Promise<void> {
  if (args.dates.length === 0) return
  const held = args.held ?? null
  const release = args.releaseDays ?? null
  const stop = args.stopSale ?? null
  const dates = sql.join(
    args.dates.map((date) => sql`${date}::date`),
    sql`, `,
  )
  await execute(
    payload,
    sql`insert into allotment_nights (hotel_id, room, date, held, release_days, stop_sale)
        select ${args.hotel}::uuid, ${args.room}, d, coalesce(${held}::int, 0), coalesce(${release}::int, 0), coalesce(${stop}::boolean, false)
        from unnest(array[${dates}]) as d
        on conflict (hotel_id, room, date) do update set
          held = coalesce(${held}::int, allotment_nights.held),
          release_days = coalesce(${release}::int, allotment_nights.release_days),
          stop_sale = coalesce(${stop}::boolean, allotment_nights.stop_sale),
          updated_at = now()`,
    req,
  )
}
