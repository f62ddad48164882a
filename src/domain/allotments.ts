/**
 * Allotments (issue 25): rooms a hotel holds for Monsoon night by night, and when a stay can be
 * confirmed at once from them. Pure rules; storage, holds and the release job come with the
 * back office and the vault. Allotment decides availability; contracts still decide the price.
 *
 * A night is bookable at once when the hotel holds rooms for Monsoon that night, enough of them are
 * neither sold nor on hold, there is no stop-sale, and the night is outside its release period
 * (the days before arrival after which unsold rooms go back to the hotel). A stay is instant when
 * every one of its nights is; otherwise it is "on request", with the reason a person reads.
 */
import { addDays, type TIsoDate } from './pricing/dates'

/** One hotel room type's allotment for one night. */
export type TAllotmentNight = {
  date: TIsoDate
  /** Rooms the hotel holds for Monsoon that night. */
  held: number
  /** Rooms taken by confirmed bookings. */
  sold: number
  /** Rooms held for agents' clients (holds not yet expired). */
  onHold: number
  /** Days before the night from which unsold rooms go back to the hotel. */
  releaseDays: number
  stopSale: boolean
}

export type TNightVerdict =
  | { kind: 'free'; free: number }
  | { kind: 'short'; free: number }
  | { kind: 'released' }
  | { kind: 'stop-sale' }
  | { kind: 'none' }
  | { kind: 'past' }

const daysBetween = (from: TIsoDate, to: TIsoDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The last day a night may still be taken from the allotment: the release period before it. */
export const releaseDate = (night: Pick<TAllotmentNight, 'date' | 'releaseDays'>): TIsoDate =>
  addDays(night.date, -night.releaseDays - 1)

/** What one night offers `rooms` rooms, seen on `today` (Monsoon's calendar day). */
export function nightVerdict(night: TAllotmentNight | undefined, rooms: number, today: TIsoDate): TNightVerdict {
  if (!night) return { kind: 'none' }
  if (night.date < today) return { kind: 'past' }
  if (night.held <= 0) return { kind: 'none' }
  if (night.stopSale) return { kind: 'stop-sale' }
  if (daysBetween(today, night.date) <= night.releaseDays) return { kind: 'released' }
  const free = Math.max(0, night.held - night.sold - night.onHold)
  return free >= rooms ? { kind: 'free', free } : { kind: 'short', free }
}

export type TStayAvailability =
  | { instant: true; nights: number }
  | { instant: false; nights: number; availableNights: number; reason: string }

const dayLabel = (date: TIsoDate) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/**
 * Whether a stay of `nights` (from `arrival`) for `rooms` rooms of one room type can be confirmed
 * at once, and if not why, in the words the vault shows: the first reason that applies of "The
 * stay has begun", "Stop sale on 12 Feb", "Inside the release period", "No allotment for these
 * nights", "2 of 3 nights available".
 */
export function stayAvailability(args: {
  arrival: TIsoDate
  nights: number
  rooms: number
  today: TIsoDate
  allotment: readonly TAllotmentNight[]
}): TStayAvailability {
  const { arrival, rooms, today } = args
  const nights = Math.max(1, args.nights)
  const byDate = new Map(args.allotment.map((night) => [night.date, night]))
  const verdicts = Array.from({ length: nights }, (_, index) => {
    const date = addDays(arrival, index)
    return { date, verdict: nightVerdict(byDate.get(date), rooms, today) }
  })
  const available = verdicts.filter(({ verdict }) => verdict.kind === 'free').length
  if (available === nights) return { instant: true, nights }
  const onRequest = (reason: string) => ({ instant: false as const, nights, availableNights: available, reason })
  if (arrival < today) return onRequest('The stay has begun')
  const stopped = verdicts.find(({ verdict }) => verdict.kind === 'stop-sale')
  if (stopped) return onRequest(`Stop sale on ${dayLabel(stopped.date)}`)
  if (verdicts.some(({ verdict }) => verdict.kind === 'released')) return onRequest('Inside the release period')
  if (verdicts.every(({ verdict }) => verdict.kind === 'none')) return onRequest('No allotment for these nights')
  return onRequest(`${available} of ${nights} ${nights === 1 ? 'night' : 'nights'} available`)
}

/** An agent's hold lasts this long unless they ask for less, and never past the release date. */
export const DEFAULT_HOLD_HOURS = 48
/** A hold may be extended once, by at most this long. */
export const MAX_HOLD_HOURS = 7 * 24

/**
 * When a hold made `now` ends: `hours` later (48 by default, at most a week), but never after the
 * start of the earliest release date among its nights (Monsoon's day, UTC here), when the rooms
 * go back to the hotel. Null when that moment has already come: the rooms cannot be held.
 */
export function holdExpiry(args: {
  now: Date
  hours?: number
  nights: readonly Pick<TAllotmentNight, 'date' | 'releaseDays'>[]
}): Date | null {
  const hours = Math.min(MAX_HOLD_HOURS, Math.max(1, args.hours ?? DEFAULT_HOLD_HOURS))
  const wanted = args.now.getTime() + hours * 3_600_000
  const releases = args.nights.map((night) => Date.parse(`${addDays(releaseDate(night), 1)}T00:00:00Z`))
  const limit = releases.length ? Math.min(...releases) : wanted
  const ends = Math.min(wanted, limit)
  return ends > args.now.getTime() ? new Date(ends) : null
}

/** A contract's cancellation term: cancelled this many days or fewer before arrival, this share is charged. */
export type TCancellationTerm = { daysBefore: number; percent: number }

/**
 * What cancelling costs: the term with the fewest days that still covers the notice given (a
 * cancellation 5 days before arrival falls under "7 days or less", not "30 days or less"), in minor
 * units of the booking's currency, rounded half up. No term covers it: nothing is charged.
 */
export function cancellationCharge(args: {
  terms: readonly TCancellationTerm[]
  arrival: TIsoDate
  cancelledOn: TIsoDate
  total: number
}): { percent: number; amount: number; daysBefore: number } {
  const notice = Math.max(0, daysBetween(args.cancelledOn, args.arrival))
  const term = [...args.terms]
    .filter((candidate) => notice <= candidate.daysBefore)
    .sort((a, b) => a.daysBefore - b.daysBefore)[0]
  const percent = term ? Math.min(100, Math.max(0, term.percent)) : 0
  return { percent, amount: Math.round((args.total * percent) / 100), daysBefore: notice }
}
