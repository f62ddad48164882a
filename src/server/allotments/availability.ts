import 'server-only'
import type { Payload } from 'payload'
import { allotmentDay, roomAvailability, roomKey, type TRoomAvailability } from '@/domain/allotments'
import { addDays, type TIsoDate } from '@/domain/pricing'
import { allotmentOf } from './store'

/**
 * Availability for the vault's hotel picker and room choice (issue 25): one query for every hotel
 * of the page and the stay's nights, then each room type judged in memory. Prices are not touched:
 * allotment decides availability, contracts decide price.
 */
export async function availabilityOf(
  payload: Payload,
  args: { hotels: readonly string[]; checkIn: TIsoDate; nights: number },
): Promise<(hotel: string, room: string, rooms: number) => TRoomAvailability> {
  const nights = Math.max(1, args.nights)
  const allotment = await allotmentOf(payload, {
    hotels: args.hotels,
    from: args.checkIn,
    to: addDays(args.checkIn, nights - 1),
  })
  const today = allotmentDay(new Date())
  return (hotel, room, rooms) =>
    roomAvailability({
      arrival: args.checkIn,
      nights,
      rooms: Math.max(1, rooms),
      today,
      allotment: allotment.get(roomKey(hotel, room)) ?? [],
    })
}
