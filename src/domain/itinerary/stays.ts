import { bySeq, nextSeq, stayLines, withLocation } from './operations'
import { roomPriceOn } from './price'
import type { THotelLine, TTourDay } from './types'

/**
 * A hotel stay as one unit (issue 54): its property, rooms, check-in and nights. The itinerary
 * keeps a line per room per night, as spec §3 shapes a tour day, and these functions keep the
 * nights of one stay together: numbered 1 to n on consecutive days under one `stayId`.
 */

type TRun = { id: string; firstDay: number; lastDay: number; lines: { day: number; line: THotelLine }[] }

/**
 * Every stay made whole: the nights of a stay on consecutive days, numbered from 1, `nights` its
 * length. Runs on every save and in the migration of stored bookings. A stay whose nights are not
 * consecutive (a night removed in its middle) becomes one stay per run of nights. Lines saved
 * before stays had ids (no `stayId`) continue the stay of the day before when they are not a
 * first night, which also mends a stay whose first night was removed ("night 2 of 3" left alone).
 */
export function wholeStays(days: readonly TTourDay[]): TTourDay[] {
  const runs: TRun[] = []
  const open = new Map<string, TRun>()
  const taken = new Set<string>()
  days.forEach((day, index) => {
    for (const line of day.Activities) {
      if (line.kind !== 'hotel') continue
      const key = line.stayId ? `id:${line.stayId}` : `hotel:${line.idHotel}`
      const run = open.get(key)
      const continues =
        run !== undefined &&
        (run.lastDay === index || (run.lastDay === index - 1 && (line.stayId !== undefined || line.night > 1)))
      if (run && continues) {
        run.lastDay = index
        run.lines.push({ day: index, line })
        continue
      }
      const id = line.stayId && !taken.has(line.stayId) ? line.stayId : line._id
      taken.add(id)
      const fresh = { id, firstDay: index, lastDay: index, lines: [{ day: index, line }] }
      runs.push(fresh)
      open.set(key, fresh)
    }
  })
  const fixed = new Map<string, THotelLine>()
  for (const run of runs) {
    const nights = run.lastDay - run.firstDay + 1
    for (const { day, line } of run.lines) {
      const night = day - run.firstDay + 1
      if (line.stayId !== run.id || line.nights !== nights || line.night !== night)
        fixed.set(line._id, { ...line, stayId: run.id, nights, night })
    }
  }
  if (fixed.size === 0) return [...days]
  return days.map((day) =>
    day.Activities.some((line) => fixed.has(line._id))
      ? { ...day, Activities: day.Activities.map((line) => fixed.get(line._id) ?? line) }
      : day,
  )
}

/** A stay's check-in day (index), its nights and the rooms of its first night. */
export function stayOutline(days: readonly TTourDay[], stayId: string) {
  const lines = stayLines(days, stayId)
  const first = lines[0]
  if (!first) return null
  const rooms = lines.filter((night) => night.day === first.day).map((night) => night.line)
  return { checkInDay: first.day, nights: first.line.nights, rooms }
}

/** Why a stay cannot have `nights` nights: past the trip's last day, a night with no rate, or the hotel already there. */
export type TStayResizeProblem = { reason: 'tripEnd' } | { reason: 'noRate' | 'taken'; day: number }

/** What stops a stay from having `nights` nights from its check-in, or null when it can. */
export function stayResizeProblem(
  days: readonly TTourDay[],
  { stayId, nights }: { stayId: string; nights: number },
): TStayResizeProblem | null {
  const outline = stayOutline(days, stayId)
  if (!outline || nights < 1) return null
  if (outline.checkInDay + nights > days.length) return { reason: 'tripEnd' }
  for (let index = outline.checkInDay + outline.nights; index < outline.checkInDay + nights; index++) {
    const day = days[index] as TTourDay
    const first = outline.rooms[0] as THotelLine
    if (day.Activities.some((line) => line.kind === 'hotel' && line.idHotel === first.idHotel))
      return { reason: 'taken', day: index }
    if (outline.rooms.some((room) => roomPriceOn(room.rates, day.date) <= 0)) return { reason: 'noRate', day: index }
  }
  return null
}

/**
 * The stay with `nights` nights from its check-in (issue 54): shortening drops its last nights,
 * lengthening repeats the rooms and extras of its first night on the days after, in the hotel's
 * city. Unchanged when `stayResizeProblem` names a problem.
 */
export function resizeStay(days: readonly TTourDay[], args: { stayId: string; nights: number }): TTourDay[] {
  const outline = stayOutline(days, args.stayId)
  if (!outline || args.nights < 1 || args.nights === outline.nights || stayResizeProblem(days, args)) return [...days]
  const end = outline.checkInDay + args.nights
  let seq = nextSeq(days)
  const result = days.map((day, index) => {
    if (index >= end && index < outline.checkInDay + outline.nights)
      return {
        ...day,
        Activities: day.Activities.filter((line) => !(line.kind === 'hotel' && line.stayId === args.stayId)),
      }
    if (index < outline.checkInDay + outline.nights || index >= end) return day
    const added = outline.rooms.map((room) => ({ ...room, _id: String(seq), seq: seq++ }))
    const location = added[0]?.location ? withLocation(day.location, added[0].location) : day.location
    return { ...day, location, Activities: bySeq([...day.Activities, ...added]) }
  })
  return wholeStays(result)
}
