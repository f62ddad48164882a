import { priceActivity } from '@/domain/pricing/activity'
import { addDays, isWithin, type TIsoDate } from '@/domain/pricing/dates'
import { nightlyPrice, roomTotal } from '@/domain/pricing/hotel'
import { sumAmounts, times } from '@/domain/pricing/money'
import type { TLine, TParty, TSoldRoomRates, TTourDay } from './types'

/**
 * The sold price of one room on `date`: the period covering it (spec §5), the fit price when no
 * period does, and 0 outside the contract's validity (the room cannot be sold that night).
 */
export function roomPriceOn(rates: TSoldRoomRates, date: TIsoDate): number {
  if (!isWithin(date, rates.validFrom, rates.validTo)) return 0
  return nightlyPrice(rates, date)
}

/**
 * Prices one line for the party on its day's date, then applies Monsoon's price for it when the
 * consultant set one (issue 54): the computed total stays as `listTotal`.
 */
export function priceLine<T extends TLine>(line: T, date: TIsoDate, party: TParty): T {
  const priced = listPrice(line, date, party)
  const override = priced.kind === 'custom' ? undefined : priced.priceOverride
  // undefined, not deleted: JSON leaves it out, and a line without an override has no list total.
  if (override === undefined) return priced.listTotal === undefined ? priced : { ...priced, listTotal: undefined }
  return { ...priced, listTotal: priced.total, total: override, totalNoChild: override, priceSeparate: [] }
}

/**
 * Prices one line for the party on its day's date, from its rates. Activities charge adults and children by age
 * (a per-vehicle transfer charges the vehicle once); a surcharge line charges its own prices; a
 * room night is the §5 room total, plus the chosen add-ons on the stay's first night.
 */
function listPrice<T extends TLine>(line: T, date: TIsoDate, party: TParty): T {
  const adults = party.adults
  const children = party.childAges.length
  if (line.kind === 'custom')
    return {
      ...line,
      adultQuantity: adults,
      childQuantity: children,
      total: line.price,
      totalNoChild: line.price,
      priceSeparate: [],
    }
  if (line.kind === 'hotel') {
    const price = roomPriceOn(line.rates, date)
    const total =
      price > 0
        ? sumAmounts([
            roomTotal({
              price,
              rooms: line.numberRoom,
              optionalValue: line.rates.optionalValue,
              extraBedAdult: line.extraBedAdult,
              extraBedChild: line.extraBedChild,
              mealPlanAdult: line.mealPlanAdult,
              mealPlanChildren: line.mealPlanChild,
            }),
            line.night === 1 ? sumAmounts(line.addOns.map((addOn) => addOn.price)) : 0,
          ])
        : 0
    return {
      ...line,
      price,
      adultQuantity: adults,
      childQuantity: children,
      total,
      totalNoChild: total,
      priceSeparate: [],
    }
  }
  if (line.kind === 'activity' && line.perVehicle) {
    const total = times(line.unitPrice, 1)
    return { ...line, adultQuantity: adults, childQuantity: children, total, totalNoChild: total, priceSeparate: [] }
  }
  if (line.kind === 'surcharge') {
    const childTotal = sumAmounts(
      party.childAges.map((age) => line.Children.find((child) => child.age === age)?.childPrice ?? 0),
    )
    const totalNoChild = times(line.unitPrice, adults)
    return {
      ...line,
      adultQuantity: adults,
      childQuantity: children,
      totalNoChild,
      total: sumAmounts([totalNoChild, childTotal]),
      priceSeparate: [],
    }
  }
  const price = priceActivity({
    adultPrice: line.unitPrice,
    adults,
    childAges: party.childAges,
    childPrices: line.childPrices,
  })
  return {
    ...line,
    adultQuantity: adults,
    childQuantity: children,
    total: price.total,
    totalNoChild: price.totalNoChild,
    priceSeparate: price.priceSeparate,
  }
}

/** A day with every line priced and its total the exact sum of its lines. */
export function priceTourDay(day: TTourDay, party: TParty): TTourDay {
  const Activities = day.Activities.map((line) => priceLine(line, day.date, party))
  return { ...day, Activities, total: sumAmounts(Activities.map((line) => line.total)) }
}

/** Every day priced; the grand total is the sum of the day totals (spec §4: recomputed after each change). */
export function priceTours(days: readonly TTourDay[], party: TParty): { days: TTourDay[]; total: number } {
  const priced = days.map((day) => priceTourDay(day, party))
  return { days: priced, total: sumAmounts(priced.map((day) => day.total)) }
}

/** The calendar dates from begin to end, both included (a 10-day trip has 10 days). */
export function datesBetween(begin: TIsoDate, end: TIsoDate): TIsoDate[] {
  const dates: TIsoDate[] = []
  for (let date = begin; date <= end && dates.length < 366; date = addDays(date, 1)) dates.push(date)
  return dates
}
