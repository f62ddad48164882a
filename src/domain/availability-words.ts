import type { TCancellationOutlook } from './allotments'
import { nightDay } from './itinerary/summary'
import { addDays, type TIsoDate } from './pricing'

/**
 * The words of Monsoon's allotment (issue 58): why a stay or a service is on request and what
 * cancelling costs, as the vault, the API and the emails say them. Their texts are the catalogues'
 * `Availability` namespace; the caller hands a translator bound to a language (the request's, the
 * page's or the recipient's), so these rules stay pure and read the same in every language.
 */

export const AVAILABILITY_KEYS = [
  'begun',
  'stopSale',
  'released',
  'none',
  'short',
  'roomsLeft',
  'leftForMonsoon',
  'arranged',
  'servicesSoon',
  'nonRefundable',
  'chargeNow',
  'chargeFrom',
  'free',
  'freeUntil',
  'termsSeparator',
  'stayDates',
] as const

export type TAvailabilityKey = (typeof AVAILABILITY_KEYS)[number]

/** A translator of the `Availability` namespace in one language, and that language's `Intl` tag. */
export type TAvailabilityWords = {
  tag: string
  say: (key: TAvailabilityKey, values?: Record<string, string | number>) => string
}

/** Why a stay is on request, for code; its words are `onRequestText`'s. */
export type TOnRequestWhy =
  | { cause: 'begun' | 'released' | 'none' | 'left' }
  | { cause: 'stop-sale'; day: TIsoDate }
  | { cause: 'short'; available: number; nights: number }
  | { cause: 'rooms-left'; rooms: number }

/** Why the itinerary's own services wait for a consultant; null when they confirm by rule. */
export type TServicesWhy = { cause: 'arranged'; name: string } | { cause: 'soon'; day: TIsoDate; days: number }

/** "Stop sale on 12 Feb", "2 of 3 nights available"… in the words' language. */
export function onRequestText(why: TOnRequestWhy, words: TAvailabilityWords): string {
  switch (why.cause) {
    case 'begun':
      return words.say('begun')
    case 'released':
      return words.say('released')
    case 'none':
      return words.say('none')
    case 'left':
      return words.say('leftForMonsoon')
    case 'stop-sale':
      return words.say('stopSale', { day: nightDay(why.day, words.tag) })
    case 'short':
      return words.say('short', { available: why.available, nights: why.nights })
    case 'rooms-left':
      return words.say('roomsLeft', { count: why.rooms })
  }
}

/** Why the services wait for a consultant, in words; empty when they confirm by rule. */
export function servicesText(why: TServicesWhy | null, words: TAvailabilityWords): string {
  if (!why) return ''
  if (why.cause === 'arranged') return words.say('arranged', { name: why.name })
  return words.say('servicesSoon', { day: nightDay(why.day, words.tag), days: why.days })
}

/**
 * A stay's cancellation terms from today on, in words: "Free cancellation until 8 Dec; 50% from
 * 9 Dec", "Non-refundable: 100% if cancelled now".
 */
export function termsText(outlook: TCancellationOutlook, words: TAvailabilityWords): string {
  const later = outlook.steps.map((step) =>
    words.say('chargeFrom', { percent: step.percent, day: nightDay(step.from, words.tag) }),
  )
  const [first] = outlook.steps
  const separator = words.say('termsSeparator')
  if (outlook.nonRefundable) return words.say('nonRefundable')
  if (outlook.now.percent > 0)
    return [words.say('chargeNow', { percent: outlook.now.percent }), ...later].join(separator)
  if (!first) return words.say('free')
  return [words.say('freeUntil', { day: nightDay(addDays(first.from, -1), words.tag) }), ...later].join(separator)
}

/** "21 Dec – 24 Dec, 3 nights": a stay's dates as the emails list them. */
export const stayDatesText = (stay: { checkIn: TIsoDate; nights: number }, words: TAvailabilityWords) =>
  words.say('stayDates', {
    from: nightDay(stay.checkIn, words.tag),
    to: nightDay(addDays(stay.checkIn, stay.nights), words.tag),
    nights: stay.nights,
  })
