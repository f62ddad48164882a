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

/** A product type as people say it: in the vault's day cards and the back office's itinerary. */
export const PRODUCT_TYPE_LABELS: Record<TProductType, string> = {
  Accommodation: 'Hotel',
  Transfer: 'Transfer',
  OvernightProgram: 'Overnight program',
  DayProgram: 'Day program',
  VisaOnArrivalServices: 'Visa on arrival',
}

/** What an agent pays: their currency, the exchange rates in force, their market's markup per product type. */
export type TSellSettings = {
  currency: TCurrencyCode
  rates: TRateTable
  markupBps: Readonly<Record<TProductType, TBasisPoints>>
}
