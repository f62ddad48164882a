import { addDays, isWithin, type TIsoDate } from './dates'
import { sumAmounts, times } from './money'

/** Spec §3 Hotel room pricing: a fit price and period prices (begin, end, price per room night). */
export type TPeriodPrice = { beginDate: TIsoDate; endDate: TIsoDate; price: number }
export type TRoomRates = {
  fitPrice: number
  periodPrices: readonly TPeriodPrice[]
  occupancy: number
  optionalValue: number
}

export type TPricedExtra = { price: number; quantity: number }
/** Child meal plans are priced by age band (from/to). */
export type TChildMealPlan = TPricedExtra & { from: number; to: number }

export type TRoomExtras = {
  extraBedAdult?: TPricedExtra
  extraBedChild?: TPricedExtra
  mealPlanAdult?: TPricedExtra
  mealPlanChildren?: readonly TChildMealPlan[]
}

/**
 * Spec §5: the period price matching the date when periods exist. A date no period covers falls
 * back to the contract's fit price (ADR 010); 0 means "not sellable that night".
 */
export function nightlyPrice(rates: Pick<TRoomRates, 'fitPrice' | 'periodPrices'>, date: TIsoDate): number {
  const period = rates.periodPrices.find((candidate) => isWithin(date, candidate.beginDate, candidate.endDate))
  return period ? period.price : rates.fitPrice
}

const extra = (item?: TPricedExtra) => (item ? times(item.price, item.quantity) : 0)

/**
 * Spec §5: room total = price × rooms + adult extra bed + child extra bed + adult meal plan + child
 * meal plans + optional value (the last only when rooms > 0).
 */
export function roomTotal(args: { price: number; rooms: number; optionalValue: number } & TRoomExtras): number {
  return sumAmounts([
    times(args.price, args.rooms),
    extra(args.extraBedAdult),
    extra(args.extraBedChild),
    extra(args.mealPlanAdult),
    ...(args.mealPlanChildren ?? []).map(extra),
    args.rooms > 0 ? args.optionalValue : 0,
  ])
}

/**
 * Spec §5 quick add: rooms = (adults + children) / occupancy, rounded, at least 1; extras ignored.
 * Rounded up (issue 18): rounding 4 travellers / occupancy 3 to 1 room left one without a bed.
 */
export function quickAddRooms(adults: number, children: number, occupancy: number): number {
  if (occupancy <= 0) return 1
  return Math.max(1, Math.ceil((adults + children) / occupancy))
}

export type TNight = { date: TIsoDate; price: number; total: number }

/**
 * A stay priced night by night, each date by its own period (spec §4). Nights whose price is 0,
 * and every night when there are 0 rooms, are left out: such a room is not added (§5).
 */
export function priceStay(args: {
  rates: TRoomRates
  checkIn: TIsoDate
  nights: number
  rooms: number
  extras?: TRoomExtras
}): TNight[] {
  if (args.rooms <= 0) return []
  const nights: TNight[] = []
  for (let index = 0; index < args.nights; index++) {
    const date = addDays(args.checkIn, index)
    const price = nightlyPrice(args.rates, date)
    if (price <= 0) continue
    nights.push({
      date,
      price,
      total: roomTotal({ price, rooms: args.rooms, optionalValue: args.rates.optionalValue, ...args.extras }),
    })
  }
  return nights
}
