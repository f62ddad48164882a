import type { TBasisPoints, TRateTable } from './convert'
import type { TCurrencyCode } from './money'

/** Product types carry their own markup in a market (issue #4: "percentage per product type"). */
export const PRODUCT_TYPES = [
  'Accommodation',
  'Transfer',
  'OvernightProgram',
  'DayProgram',
  'VisaOnArrivalServices',
] as const
export type TProductType = (typeof PRODUCT_TYPES)[number]

/** What an agent pays: their currency, the exchange rates in force, their market's markup per product type. */
export type TSellSettings = {
  currency: TCurrencyCode
  rates: TRateTable
  markupBps: Readonly<Record<TProductType, TBasisPoints>>
}
