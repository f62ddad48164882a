import { addDays, type TIsoDate } from '@/domain/pricing'
import { addHotel, daysFor, roomOf, type THotelOffer, type TRoomChoice, type TRoomOffer } from './operations'
import { priceTours, roomPriceOn } from './price'
import type { TParty } from './types'

/**
 * Choosing a hotel's rooms for a stay (issue 18): what each room costs a night and for the stay,
 * what the choice costs in all, and whether it sleeps the party. Priced by the same functions as
 * the itinerary itself, so the dialog's total is the total the itinerary will show.
 */

/** The nights of a stay: its check-in date and the `nights - 1` dates after it. */
const stayNights = (checkIn: TIsoDate, nights: number) =>
  Array.from({ length: Math.max(1, nights) }, (_, index) => addDays(checkIn, index))

/** One room of this type, without extras: its price each night (0: no rate that night) and for the stay. */
export function roomRates(room: TRoomOffer, checkIn: TIsoDate, nights: number) {
  const perNight = stayNights(checkIn, nights).map((date) => roomPriceOn(room.rates, date))
  const priced = perNight.filter((price) => price > 0)
  return {
    perNight,
    lowest: priced.length ? Math.min(...priced) : 0,
    highest: priced.length ? Math.max(...priced) : 0,
    /** Every night has a rate: the room can be booked for the whole stay. */
    whole: priced.length === perNight.length,
    stay: priced.reduce((sum, price) => sum + price, 0),
  }
}

/** The rooms chosen, and the stay: its first night and how many nights. */
export type TStayChoice = { choices: readonly TRoomChoice[]; checkIn: TIsoDate; nights: number }

/** The choice priced for the stay as the itinerary will price it (extras per night, add-ons once). */
export function quoteStay(hotel: THotelOffer, { choices, checkIn, nights }: TStayChoice, party: TParty): number {
  const days = daysFor(checkIn, addDays(checkIn, Math.max(1, nights) - 1))
  return priceTours(addHotel(days, 0, { hotel, rooms: choices, nights }), party).total
}

/** Beds the choice gives (rooms × occupancy, and extra beds) against the travellers. */
export function capacityOf(hotel: THotelOffer, choices: readonly TRoomChoice[], party: TParty) {
  const beds = choices.reduce((sum, choice) => {
    const room = roomOf(hotel, choice)
    return sum + (room ? choice.numberRoom * room.occupancy : 0) + choice.extraBedAdult + choice.extraBedChild
  }, 0)
  const travellers = party.adults + party.childAges.length
  return { beds, travellers, fits: beds >= travellers }
}
