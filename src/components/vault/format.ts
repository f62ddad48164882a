import { partyText, shortDay, weekdayDay } from '@/domain/itinerary/summary'
import { formatMoney } from '@/domain/pricing/money'

/** "1,234.56 EUR"; amounts are minor units of the currency. */
export const money = formatMoney

/** A booking date (07:00 UTC) or an ISO day as "15 Dec 2026". */
export const day = shortDay
/** "Mon, 15 Dec" */
export const weekday = weekdayDay
export const isoDay = (value: string) => value.slice(0, 10)

export const pax = partyText
