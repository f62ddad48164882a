/** Calendar dates as ISO strings (YYYY-MM-DD): comparable as strings, no time zone involved. */
export type TIsoDate = string

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The dates anything in Monsoon can be about: a trip, a price, a rate. Outside it is a typo. */
export const DATE_RANGE = { first: '2000-01-01', last: '2099-12-31' } as const

/**
 * A real calendar day written YYYY-MM-DD within DATE_RANGE. `Date.parse` alone is not enough: it
 * reads 2027-02-30 as March 2 and accepts year 0000.
 */
export function isIsoDate(value: string): value is TIsoDate {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real && value >= DATE_RANGE.first && value <= DATE_RANGE.last
}

/**
 * Why `value` is not a date Monsoon accepts, for code: a message of the catalogues' `ApiErrors`
 * namespace and its values, which the API says in the caller's language (ADR 069).
 */
export type TDateWhy =
  | { key: 'fieldDate' }
  | { key: 'dateOutOfRange'; values: { first: string; last: string } }
  | { key: 'notACalendarDay'; values: { value: string } }

/** Why `value` is not a date Monsoon accepts; null when it is one. */
export function isoDateWhy(value: string): TDateWhy | null {
  if (!ISO_DATE.test(value)) return { key: 'fieldDate' }
  if (value < DATE_RANGE.first || value > DATE_RANGE.last) return { key: 'dateOutOfRange', values: DATE_RANGE }
  return isIsoDate(value) ? null : { key: 'notACalendarDay', values: { value } }
}

/** `isoDateWhy` in English (the catalogue's English words), for English-only callers and tests. */
export function isoDateProblem(value: string): string | null {
  const why = isoDateWhy(value)
  if (!why) return null
  if (why.key === 'fieldDate') return 'A date as YYYY-MM-DD'
  if (why.key === 'dateOutOfRange') return `A date between ${why.values.first} and ${why.values.last}`
  return `${why.values.value} is not a day of the calendar`
}

export function addDays(date: TIsoDate, days: number): TIsoDate {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

/** Inclusive on both ends, as contract periods are written. */
export function isWithin(date: TIsoDate, begin: TIsoDate, end: TIsoDate): boolean {
  return date >= begin && date <= end
}
