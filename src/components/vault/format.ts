import { formatMoney } from '@/domain/pricing/money'

/** "1,234.56 EUR"; amounts are minor units of the currency. */
export const money = formatMoney

const DAY = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: '2-digit', month: 'short', timeZone: 'UTC' })

/** A booking date (07:00 UTC) or an ISO day as "15 Dec 2026". */
export const day = (value: string) => DAY.format(new Date(value.length === 10 ? `${value}T07:00:00Z` : value))
export const weekday = (value: string) => WEEKDAY.format(new Date(`${value.slice(0, 10)}T07:00:00Z`))
export const isoDay = (value: string) => value.slice(0, 10)

export const pax = (adults: number, children: number) =>
  `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`
