import 'server-only'
import type { Payload } from 'payload'
import { allotmentDay, datesFrom, roomAvailability, roomKey, type TRoomAvailability } from '@/domain/allotments'
import { addDays, type TIsoDate } from '@/domain/pricing'
import { localCached } from '@/lib/tag-cache'
import { allotmentOf } from './store'

/**
 * How long a page's allotment is read from memory: fresh for a second, then served once more while
 * it is read again. Agents browsing one season ask the same page over and over; what they see is at
 * most two seconds old, and Book now and holds always decide on the rows themselves (ADR 044).
 */
export const AVAILABILITY_TTL_MS = 1_000
export const ALLOTMENT_TAG = 'allotment'

/**
 * Availability for the vault's hotel picker and room choice (issue 25): one query for every hotel
 * of the page and the stay's nights (shared by the searches of the same page for a moment), then
 * each room type judged in memory. Prices are not touched: allotment decides availability,
 * contracts decide price.
 */
export async function availabilityOf(
  payload: Payload,
  args: { hotels: readonly string[]; checkIn: TIsoDate; nights: number },
): Promise<(hotel: string, room: string, rooms: number) => TRoomAvailability> {
  const nights = Math.max(1, args.nights)
  const hotels = [...new Set(args.hotels)].sort()
  const to = addDays(args.checkIn, nights - 1)
  const allotment = await localCached(
    { key: `allotment:${hotels.join(',')}:${args.checkIn}:${to}`, tags: [ALLOTMENT_TAG], ttlMs: AVAILABILITY_TTL_MS },
    () => allotmentOf(payload, { hotels, from: args.checkIn, to }),
  )
  const today = allotmentDay(new Date())
  const dates = datesFrom(args.checkIn, nights)
  return (hotel, room, rooms) =>
    roomAvailability({
      arrival: args.checkIn,
      nights,
      rooms: Math.max(1, rooms),
      today,
      allotment: allotment.get(roomKey(hotel, room)) ?? [],
      dates,
    })
}
