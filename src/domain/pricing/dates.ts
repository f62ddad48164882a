/** Calendar dates as ISO strings (YYYY-MM-DD): comparable as strings, no time zone involved. */
export type TIsoDate = string

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function isIsoDate(value: string): value is TIsoDate {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
}

export function addDays(date: TIsoDate, days: number): TIsoDate {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

/** Inclusive on both ends, as contract periods are written. */
export function isWithin(date: TIsoDate, begin: TIsoDate, end: TIsoDate): boolean {
  return date >= begin && date <= end
}
