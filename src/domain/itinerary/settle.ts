import { withSurchargesByRule } from './operations'
import { priceTours } from './price'
import { wholeStays } from './stays'
import type { TParty, TTourDay } from './types'

/** The party a booking prices for: its adults, and its children's ages. */
export const partyOf = (booking: {
  adultQuantity: number
  lsChildren?: readonly { age: number }[] | null
}): TParty => ({
  adults: booking.adultQuantity,
  childAges: (booking.lsChildren ?? []).map((child) => child.age),
})

/**
 * The itinerary as every save stores it, the agent's and the consultant's alike (issue 54): each
 * stay whole, the compulsory surcharges by rule, every total computed for the party.
 */
export const settleItinerary = (days: readonly TTourDay[], party: TParty) =>
  priceTours(withSurchargesByRule(wholeStays(days)), party)
