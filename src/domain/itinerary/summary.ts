import type { TDocumentWords, TSay } from '@/domain/document-words'
import { dateTimeFormat } from '@/domain/intl-formats'
import type { TIsoDate } from '@/domain/pricing'
import type { TLine, TTourDay } from './types'

/**
 * The itinerary as people read it: what the request email's table and the Word export show.
 * One function so that the email, the .docx and the vault always agree on the days, lines and totals.
 */

export type TSummaryItem = {
  kind: TLine['kind']
  type: TLine['type']
  tourId: string
  name: string
  detail: string
  total: number
  /** The catalogue's city of the service, when it has one. */
  place?: string
  /** A stay the hotel confirmed to Monsoon: its reference (issue 54). */
  confirmedRef?: string
}
export type TSummaryDay = {
  day: number
  date: TIsoDate
  dateLabel: string
  locations: string[]
  items: TSummaryItem[]
  total: number
}
export type TItinerarySummary = { days: TSummaryDay[]; total: number; currency: string }

const DAY_STYLES = {
  long: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  short: { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'short', day: '2-digit', month: 'short', timeZone: 'UTC' },
  night: { day: 'numeric', month: 'short', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>
type TDayStyle = keyof typeof DAY_STYLES

/** `locale` is a BCP 47 tag (INTL_TAGS), British English by default. */
const dayFormat = (style: TDayStyle, locale: string) => dateTimeFormat(locale, DAY_STYLES[style])

/** Booking dates are stored at 07:00 UTC (spec §9); an ISO day is read at the same hour. */
const at0700 = (value: string) => new Date(value.length === 10 ? `${value}T07:00:00Z` : value)

/** "Mon 12 Jan 2027"; "Mo., 12. Jan. 2027" in German. */
export const longDay = (value: string, locale = 'en-GB') => {
  const text = dayFormat('long', locale).format(at0700(value))
  return locale === 'en-GB' ? text.replace(',', '') : text
}
/** "12 Jan 2027"; "12. Jan. 2027" in German. */
export const shortDay = (value: string, locale = 'en-GB') => dayFormat('short', locale).format(at0700(value))
/** "Mon 12 Jan"; "Di., 12. Jan." in German. */
export const weekdayDay = (value: string, locale = 'en-GB') =>
  dayFormat('weekday', locale).format(at0700(value.slice(0, 10)))
/** "21 Dec"; "21. Dez." in German: a night of the allotment, as its reasons and terms name it. */
export const nightDay = (value: string, locale = 'en-GB') => dayFormat('night', locale).format(at0700(value))

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** "2 adults, 1 child" */
export const partyText = (adults: number, children: number) =>
  `${plural(adults, 'adult')}${children ? `, ${plural(children, 'child', 'children')}` : ''}`

function detailOf(line: TLine, say: TSay): string {
  const party = (adults: number, children: number) => say('party', { adults, children })
  if (line.kind === 'hotel') {
    const extras = [
      line.extraBedAdult.quantity > 0 && say('adultExtraBeds', { count: line.extraBedAdult.quantity }),
      line.extraBedChild.quantity > 0 && say('childExtraBeds', { count: line.extraBedChild.quantity }),
      line.mealPlanAdult.quantity > 0 && say('adultMealPlans', { count: line.mealPlanAdult.quantity }),
      ...line.mealPlanChild
        .filter((plan) => plan.quantity > 0)
        .map((plan) => say('childMealPlans', { count: plan.quantity })),
    ].filter(Boolean)
    return [
      say('hotelRooms', { room: line.roomName, rooms: line.numberRoom }),
      say('nightOf', { night: line.night, nights: line.nights }),
      ...extras,
    ].join(' · ')
  }
  if (line.kind === 'surcharge') return say('supplement', { party: party(line.adultQuantity, line.childQuantity) })
  if (line.kind === 'custom') return line.note || party(line.adultQuantity, line.childQuantity)
  return line.perVehicle ? say('perVehicle') : party(line.adultQuantity, line.childQuantity)
}

/**
 * The days of a priced itinerary, in order, each with its locations, its lines (in the builder's
 * order: by `seq`) and its total; the grand total is the sum of the day totals.
 */
export function summariseItinerary(
  days: readonly TTourDay[],
  currency: string,
  words: TDocumentWords,
): TItinerarySummary {
  const summary = days.map((tourDay) => ({
    day: tourDay.Day,
    date: tourDay.date,
    dateLabel: longDay(tourDay.date, words.tag),
    locations: tourDay.location.map((location) => location.city).filter(Boolean),
    items: [...tourDay.Activities]
      .sort((a, b) => a.seq - b.seq)
      .map((line) => ({
        kind: line.kind,
        type: line.type,
        tourId: line.tourId,
        name: line.nameTour,
        detail: detailOf(line, words.say),
        total: line.total,
        ...(line.location ? { place: line.location } : {}),
        ...(line.kind === 'hotel' && line.answer?.status === 'confirmed'
          ? { confirmedRef: line.answer.reference }
          : {}),
      })),
    total: tourDay.total,
  }))
  return { days: summary, total: summary.reduce((sum, item) => sum + item.total, 0), currency }
}
