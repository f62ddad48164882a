import { priceActivity, type TChildPrice, type TSurcharge } from './activity'
import { sell, type TBasisPoints, type TRateTable } from './convert'
import type { TIsoDate } from './dates'
import { priceStay, type TRoomExtras, type TRoomRates } from './hotel'
import { sumAmounts, type TCurrencyCode } from './money'

/** Product types carry their own markup in a market (issue #4: "percentage per product type"). */
export const PRODUCT_TYPES = [
  'Accommodation',
  'Transfer',
  'OvernightProgram',
  'DayProgram',
  'VisaOnArrivalServices',
] as const
export type TProductType = (typeof PRODUCT_TYPES)[number]

export type TActivityItem = {
  kind: 'activity'
  type: Exclude<TProductType, 'Accommodation'>
  currency: TCurrencyCode
  adultPrice: number
  childPrices: readonly TChildPrice[]
  surcharges?: readonly TSurcharge[]
  adults: number
  childAges: readonly number[]
}

/** A hotel room on one day of the itinerary: the night of that day's date (spec §4). */
export type THotelItem = {
  kind: 'hotel'
  currency: TCurrencyCode
  rates: TRoomRates
  rooms: number
  extras?: TRoomExtras
}

export type TSellSettings = {
  currency: TCurrencyCode
  rates: TRateTable
  markupBps: Readonly<Record<TProductType, TBasisPoints>>
}

export type TPricedLine = { net: number; netCurrency: TCurrencyCode; sell: number }
export type TPricedDay = { date: TIsoDate; lines: TPricedLine[]; total: number }

const sellLine = (
  net: number,
  netCurrency: TCurrencyCode,
  type: TProductType,
  settings: TSellSettings,
): TPricedLine => ({
  net,
  netCurrency,
  sell: sell(
    { amount: net, currency: netCurrency },
    { to: settings.currency, rates: settings.rates, markupBps: settings.markupBps[type] },
  ).amount,
})

/**
 * Prices one day's items for an agent: every net line total is converted and marked up once
 * (ADR 010); the day total is the exact sum of the sold lines. A room whose night costs nothing
 * adds no line (§5).
 */
export function priceDay(
  date: TIsoDate,
  items: readonly (TActivityItem | THotelItem)[],
  settings: TSellSettings,
): TPricedDay {
  const lines: TPricedLine[] = []
  for (const item of items) {
    if (item.kind === 'hotel') {
      const [night] = priceStay({ rates: item.rates, checkIn: date, nights: 1, rooms: item.rooms, extras: item.extras })
      if (night) lines.push(sellLine(night.total, item.currency, 'Accommodation', settings))
      continue
    }
    const price = priceActivity({ ...item })
    lines.push(sellLine(price.total, item.currency, item.type, settings))
    for (const surcharge of price.surcharges) lines.push(sellLine(surcharge.total, item.currency, item.type, settings))
  }
  return { date, lines, total: sumAmounts(lines.map((line) => line.sell)) }
}

/** All days, and the grand total as the sum of the day totals. */
export function priceItinerary(
  days: readonly { date: TIsoDate; items: readonly (TActivityItem | THotelItem)[] }[],
  settings: TSellSettings,
): { days: TPricedDay[]; total: number; currency: TCurrencyCode } {
  const priced = days.map((day) => priceDay(day.date, day.items, settings))
  return { days: priced, total: sumAmounts(priced.map((day) => day.total)), currency: settings.currency }
}
