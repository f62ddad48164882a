import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { roomKey, type TAllotmentNight, type TRoomNight } from '@/domain/allotments'
import type { TIsoDate } from '@/domain/pricing'
import { AppError, errorDay, type TErrorWords } from '@/lib/errors'
import { execute } from '@/server/db'

/**
 * The rooms of Monsoon's allotments (ADR 044): rows of `allotment_nights`, one per hotel, room
 * type and night. Every change of `sold` or `on_hold` is one conditional UPDATE per night (`WHERE`
 * enough rooms are free), inside the caller's transaction: two agents at the last room both run
 * it, the row lock orders them, and the second finds the condition false and takes nothing. The
 * table's check constraint (`sold + on_hold <= held`) is the last word.
 */

export const NOT_AVAILABLE_MESSAGE: TErrorWords = { key: 'roomsTaken' }

type TTx = Partial<PayloadRequest>

/** Ids for `in (…)`; none matches nothing. */
export const idList = (ids: readonly string[]) =>
  ids.length
    ? sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`

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
  // One row per room type with its nights as JSON: the searches read a page of hotels × two weeks,
  // and a hundred rows cost the driver more than eight (bench: allotment availability).
  const rows = await execute(
    payload,
    sql`select hotel_id, room,
          json_agg(json_build_array(to_char(date, 'YYYY-MM-DD'), held, sold, on_hold, release_days, stop_sale)) as nights
        from allotment_nights
        where hotel_id in (${idList([...new Set(args.hotels)])}) and date between ${args.from}::date and ${args.to}::date
        group by hotel_id, room`,
    req,
  )
  for (const row of rows) {
    const nights = (row.nights as [string, number, number, number, number, boolean][]).map(
      ([date, held, sold, onHold, releaseDays, stopSale]) => ({ date, held, sold, onHold, releaseDays, stopSale }),
    )
    byRoom.set(roomKey(String(row.hotel_id), String(row.room)), nights)
  }
  return byRoom
}

/**
 * What one transaction does to one night: rooms taken fresh (as sold or on hold), held rooms sold
 * (a hold converted), and rooms given back (sold ones on a cancellation, held ones when a hold
 * ends). Fresh rooms need the night on sale, outside its release period and free enough.
 */
export type TRoomMove = {
  hotel: string
  room: string
  date: TIsoDate
  takeSold?: number
  takeHeld?: number
  sellHeld?: number
  returnSold?: number
  returnHeld?: number
}

const moveKey = (move: Pick<TRoomMove, 'hotel' | 'room' | 'date'>) =>
  `${move.hotel}\u0000${move.room}\u0000${move.date}`

/** The room nights to move, and today's date (a night's release period counts from it). */
export type TRoomMoves = { moves: readonly TRoomMove[]; today: TIsoDate }

/**
 * Applies `moves` in the transaction of `req`: one conditional UPDATE per night, the nights in one
 * fixed order (hotel, room, date), whatever the caller's order, so two transactions never wait on
 * each other's rows crosswise (no deadlock between bookings, holds and the release job). Throws
 * NOT_AVAILABLE when a night cannot give the fresh rooms asked; the caller's transaction then rolls
 * every night back.
 */
export async function moveRooms(payload: Payload, req: TTx, { moves, today }: TRoomMoves): Promise<void> {
  const merged = new Map<string, Required<TRoomMove>>()
  for (const move of moves) {
    const key = moveKey(move)
    const into = merged.get(key) ?? {
      hotel: move.hotel,
      room: move.room,
      date: move.date,
      takeSold: 0,
      takeHeld: 0,
      sellHeld: 0,
      returnSold: 0,
      returnHeld: 0,
    }
    into.takeSold += move.takeSold ?? 0
    into.takeHeld += move.takeHeld ?? 0
    into.sellHeld += move.sellHeld ?? 0
    into.returnSold += move.returnSold ?? 0
    into.returnHeld += move.returnHeld ?? 0
    merged.set(key, into)
  }
  const ordered = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, move]) => move)
  for (const move of ordered) {
    const fresh = move.takeSold + move.takeHeld
    const net = fresh - move.returnSold - move.returnHeld
    if (fresh === 0 && move.sellHeld === 0 && move.returnSold === 0 && move.returnHeld === 0) continue
    const onSale = fresh > 0 ? sql`and not stop_sale and date - release_days > ${today}::date` : sql``
    const rows = await execute(
      payload,
      sql`update allotment_nights
          set sold = sold + ${move.takeSold + move.sellHeld - move.returnSold}::int,
              on_hold = on_hold + ${move.takeHeld - move.sellHeld - move.returnHeld}::int,
              updated_at = now()
          where hotel_id = ${move.hotel}::uuid and room = ${move.room} and date = ${move.date}::date
            and held - sold - on_hold >= ${net}::int
            and on_hold >= ${move.sellHeld + move.returnHeld}::int and sold >= ${move.returnSold}::int
            ${onSale}
          returning 1 as ok`,
      req,
    )
    if (rows.length === 1) continue
    if (fresh > 0)
      throw new AppError('NOT_AVAILABLE', NOT_AVAILABLE_MESSAGE, {
        fields: [
          { field: 'rooms', words: { key: 'roomGone', values: { room: move.room, date: errorDay(move.date) } } },
        ],
      })
    throw new Error(`Allotment out of step on ${move.date}: the rooms to sell or give back are not there`)
  }
}

/** `nights` as moves of one kind: `movesOf(taken, 'returnSold')` gives a cancelled booking's rooms back. */
export const movesOf = (
  nights: readonly TRoomNight[],
  kind: 'takeSold' | 'takeHeld' | 'sellHeld' | 'returnSold' | 'returnHeld',
): TRoomMove[] => nights.map(({ hotel, room, date, rooms }) => ({ hotel, room, date, [kind]: rooms }))

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

/**
 * How many nights from `from` to `to` each room type of `hotels` can be confirmed at once on
 * `today` (a room free, on sale, outside the release period): the online tariff's mark.
 */
export async function instantNightCounts(
  payload: Payload,
  args: { hotels: readonly string[]; from: TIsoDate; to: TIsoDate; today: TIsoDate },
): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (args.hotels.length === 0 || args.to < args.from) return counts
  const rows = await execute(
    payload,
    sql`select hotel_id, room, count(*)::int as nights from allotment_nights
        where hotel_id in (${idList([...new Set(args.hotels)])}) and date between ${args.from}::date and ${args.to}::date
          and held - sold - on_hold >= 1 and not stop_sale and date - release_days > ${args.today}::date
        group by hotel_id, room`,
  )
  for (const row of rows) counts.set(roomKey(String(row.hotel_id), String(row.room)), Number(row.nights))
  return counts
}
