import { longDay, partyText, shortDay, weekdayDay } from '@/domain/itinerary/summary'
import { formatMoney } from '@/domain/pricing/money'

/** "1,234.56 EUR"; amounts are minor units of the currency. */
export const money = formatMoney

/** A booking date (07:00 UTC) or an ISO day as "15 Dec 2026". */
export const day = shortDay
/** "Mon, 15 Dec" */
export const weekday = weekdayDay
export const isoDay = (value: string) => value.slice(0, 10)

/**
 * "Mon 12 Jan 2027": written out beside a date field, whose own display follows the browser's
 * locale (mm/dd/yyyy in a US browser), so no agent misreads a day (issue 18).
 */
export const fullDay = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? longDay(value) : '')

export const pax = partyText

const LOCAL_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
}

/**
 * A moment in the viewer's own time zone, e.g. "26 Nov 2026, 14:05 CET" (ADR 030). Only on what
 * renders in the browser after a click: the server's zone is not the viewer's.
 */
export const localTime = (value: string, timeZone?: string) =>
  new Date(value).toLocaleString('en-GB', { ...LOCAL_TIME, timeZone })
