import { sumAmounts, times } from './money'

/** Spec §3: a child price by age band; `priceSeparate` reports one line per child age. */
export type TChildPrice = { ageFrom: number; ageTo: number; price: number }
export type TSurcharge = {
  name: string
  price: number
  isActive: boolean
  Children?: readonly { age: number; childPrice: number }[]
}

export type TPriceSeparate = { age: number; quantity: number; unit: number; total: number }
export type TSurchargeLine = { name: string; adultQuantity: number; childQuantity: number; total: number }

export type TActivityPrice = {
  /** Adults only. */
  totalNoChild: number
  priceSeparate: TPriceSeparate[]
  /** Adults and children, without the surcharges (they are lines of their own). */
  total: number
  surcharges: TSurchargeLine[]
}

/** The price of a child of `age`: the first band that covers it; a child in no band pays nothing. */
export function childUnitPrice(childPrices: readonly TChildPrice[], age: number): number {
  return childPrices.find((band) => age >= band.ageFrom && age <= band.ageTo)?.price ?? 0
}

/** Groups children by age: one `priceSeparate` line per age, as the spec's activity shows them. */
function byAge(ages: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const age of [...ages].sort((a, b) => a - b)) counts.set(age, (counts.get(age) ?? 0) + 1)
  return counts
}

/**
 * A day program, overnight program, transfer or visa service for a party: adults at the adult
 * price, each child at the price of their age band, and every active surcharge as its own line
 * (a surcharge charges a child only at the price listed for that child's age).
 */
export function priceActivity(args: {
  adultPrice: number
  adults: number
  childAges: readonly number[]
  childPrices: readonly TChildPrice[]
  surcharges?: readonly TSurcharge[]
}): TActivityPrice {
  const totalNoChild = times(args.adultPrice, args.adults)
  const priceSeparate = [...byAge(args.childAges)].map(([age, quantity]) => {
    const unit = childUnitPrice(args.childPrices, age)
    return { age, quantity, unit, total: times(unit, quantity) }
  })
  const surcharges = (args.surcharges ?? [])
    .filter((surcharge) => surcharge.isActive)
    .map((surcharge) => {
      const childTotal = sumAmounts(
        args.childAges.map((age) => surcharge.Children?.find((child) => child.age === age)?.childPrice ?? 0),
      )
      return {
        name: surcharge.name,
        adultQuantity: args.adults,
        childQuantity: args.childAges.length,
        total: sumAmounts([times(surcharge.price, args.adults), childTotal]),
      }
    })
  return {
    totalNoChild,
    priceSeparate,
    total: sumAmounts([totalNoChild, ...priceSeparate.map((line) => line.total)]),
    surcharges,
  }
}
