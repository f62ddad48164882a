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
import type { TOnRequestWhy, TServicesWhy } from './availability-words'
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

/**
 * The day number of an ISO date (days since 1970-01-01): read from the string's digits, not parsed
 * as text by `Date`, because the vault's searches judge every night of every room on the page.
 */
const dayNumber = (date: TIsoDate) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: TIsoDate, to: TIsoDate) => dayNumber(to) - dayNumber(from)

/** `count` consecutive dates from `first`. */
export function datesFrom(first: TIsoDate, count: number): TIsoDate[] {
  const day = new Date(dayNumber(first) * 86_400_000)
  const dates: TIsoDate[] = []
  for (let index = 0; index < count; index++) {
    dates.push(day.toISOString().slice(0, 10))
    day.setUTCDate(day.getUTCDate() + 1)
  }
  return dates
}

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
  | {
      instant: false
      nights: number
      availableNights: number
      /** Why, for code (`short` means rooms were there and are taken now); its words are `onRequestText`'s. */
      why: Exclude<TOnRequestWhy, { cause: 'rooms-left' }>
    }

/**
 * Whether a stay of `nights` (from `arrival`) for `rooms` rooms of one room type can be confirmed
 * at once, and if not why (availability-words.ts says it in words): the first reason that applies
 * of the stay having begun, a stop-sale night, a night inside its release period, no allotment for
 * any night, or only some nights available.
 */
export function stayAvailability(args: {
  arrival: TIsoDate
  nights: number
  rooms: number
  today: TIsoDate
  allotment: readonly TAllotmentNight[]
  /** The stay's dates, when the caller judges many rooms for one stay (they follow from arrival and nights). */
  dates?: readonly TIsoDate[]
}): TStayAvailability {
  return judgeStay(args).stay
}

/** One pass over the stay's nights: the stay's verdict and the fewest rooms free on any night. */
function judgeStay(args: Parameters<typeof stayAvailability>[0]): { stay: TStayAvailability; freeRooms: number } {
  const { arrival, rooms, today } = args
  const nights = Math.max(1, args.nights)
  const byDate = new Map(args.allotment.map((night) => [night.date, night]))
  let available = 0
  let freeRooms = Number.POSITIVE_INFINITY
  let stopped: TIsoDate | null = null
  let released = false
  let none = 0
  for (const date of args.dates ?? datesFrom(arrival, nights)) {
    const verdict = nightVerdict(byDate.get(date), rooms, today)
    if (verdict.kind === 'free') available++
    freeRooms = Math.min(freeRooms, verdict.kind === 'free' || verdict.kind === 'short' ? verdict.free : 0)
    if (verdict.kind === 'stop-sale') stopped ??= date
    if (verdict.kind === 'released') released = true
    if (verdict.kind === 'none') none++
  }
  freeRooms = Number.isFinite(freeRooms) ? freeRooms : 0
  if (available === nights) return { stay: { instant: true, nights }, freeRooms }
  const onRequest = (why: Exclude<TOnRequestWhy, { cause: 'rooms-left' | 'left' }>) => ({
    stay: { instant: false as const, nights, availableNights: available, why },
    freeRooms,
  })
  if (arrival < today) return onRequest({ cause: 'begun' })
  if (stopped) return onRequest({ cause: 'stop-sale', day: stopped })
  if (released) return onRequest({ cause: 'released' })
  if (none === nights) return onRequest({ cause: 'none' })
  return onRequest({ cause: 'short', available, nights })
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

/** Monsoon's calendar day at `now`: allotment days turn at 00:00 UTC (07:00 in Bangkok). */
export const allotmentDay = (now: Date): TIsoDate => now.toISOString().slice(0, 10)

/** Rooms of one room type of one hotel, one night: what an instant booking or a hold takes. */
export type TRoomNight = { hotel: string; room: string; date: TIsoDate; rooms: number }

/** The nights as the JSON of a booking or a hold stores them, checked on the way back in. */
export function storedNights(value: unknown): TRoomNight[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const night = entry as Partial<TRoomNight>
    return typeof night.hotel === 'string' &&
      typeof night.room === 'string' &&
      typeof night.date === 'string' &&
      typeof night.rooms === 'number'
      ? [{ hotel: night.hotel, room: night.room, date: night.date, rooms: night.rooms }]
      : []
  })
}

/**
 * The rooms a booking took from the allotment that its itinerary no longer needs (a stay shortened,
 * swapped or removed after confirmation, issue 56) go `back`; the others are `kept`. A night still
 * needed keeps as many rooms as the itinerary has, at most what was taken.
 */
export function nightsNoLongerNeeded(
  taken: readonly TRoomNight[],
  needed: readonly TRoomNight[],
): { back: TRoomNight[]; kept: TRoomNight[] } {
  const left = new Map<string, number>()
  for (const night of needed) {
    const key = `${roomKey(night.hotel, night.room)}\u0000${night.date}`
    left.set(key, (left.get(key) ?? 0) + night.rooms)
  }
  const back: TRoomNight[] = []
  const kept: TRoomNight[] = []
  for (const night of taken) {
    const key = `${roomKey(night.hotel, night.room)}\u0000${night.date}`
    const keep = Math.min(night.rooms, left.get(key) ?? 0)
    left.set(key, (left.get(key) ?? 0) - keep)
    if (keep > 0) kept.push({ ...night, rooms: keep })
    if (night.rooms > keep) back.push({ ...night, rooms: night.rooms - keep })
  }
  return { back, kept }
}

/** The key of a hotel's room type in the allotment. */
export const roomKey = (hotel: string, room: string) => `${hotel}\u0000${room}`

/** One stay of one room type in an itinerary: consecutive nights of the same hotel line. */
export type TRoomStay = {
  hotel: string
  hotelName: string
  contract: string
  room: string
  checkIn: TIsoDate
  nights: number
  rooms: number
  /** The stay's price in the booking's currency (its lines' totals): what a cancellation charge is a share of. */
  total: number
}

type TStayLine = {
  kind: string
  idHotel?: string
  idContract?: string
  idRoom?: string
  nameTour: string
  numberRoom?: number
  nights?: number
  night?: number
  total: number
}

/**
 * The room stays of an itinerary: its hotel lines grouped by hotel, room type and stay (the nights
 * `addHotel` wrote together), each with its check-in, nights and rooms.
 */
export function roomStays(days: readonly { date: TIsoDate; Activities: readonly TStayLine[] }[]): TRoomStay[] {
  const stays = new Map<string, TRoomStay>()
  for (const day of days)
    for (const line of day.Activities) {
      if (line.kind !== 'hotel' || !line.idHotel || !line.idRoom) continue
      const checkIn = addDays(day.date, -((line.night ?? 1) - 1))
      const nights = Math.max(1, line.nights ?? 1)
      const key = [line.idHotel, line.idRoom, checkIn, nights].join('\u0000')
      const stay = stays.get(key)
      if (stay) {
        stay.total += line.total
        continue
      }
      stays.set(key, {
        hotel: line.idHotel,
        hotelName: line.nameTour,
        contract: line.idContract ?? '',
        room: line.idRoom,
        checkIn,
        nights,
        rooms: Math.max(1, line.numberRoom ?? 1),
        total: line.total,
      })
    }
  return [...stays.values()].sort(
    (a, b) => a.checkIn.localeCompare(b.checkIn) || a.hotelName.localeCompare(b.hotelName),
  )
}

/** Every night of `stays`, rooms summed where two stays share a room type's night, in a fixed order (no deadlocks). */
export function roomNights(stays: readonly Pick<TRoomStay, 'hotel' | 'room' | 'checkIn' | 'nights' | 'rooms'>[]) {
  const nights = new Map<string, TRoomNight>()
  for (const stay of stays)
    for (let index = 0; index < stay.nights; index++) {
      const date = addDays(stay.checkIn, index)
      const key = [stay.hotel, stay.room, date].join('\u0000')
      const night = nights.get(key)
      if (night) night.rooms += stay.rooms
      else nights.set(key, { hotel: stay.hotel, room: stay.room, date, rooms: stay.rooms })
    }
  return [...nights.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, night]) => night)
}

/**
 * Monsoon operates its own day programs, transfers and visa services, so Book now confirms them by
 * rule (ADR 044) when they are at least this many days ahead; sooner, the consultant confirms them.
 */
export const SERVICE_LEAD_DAYS = 2

/** Whether the itinerary's own services (not hotels) can be confirmed at once, and if not why. */
export function servicesByRule(
  days: readonly { date: TIsoDate; Activities: readonly { kind: string; nameTour?: string }[] }[],
  today: TIsoDate,
): { instant: boolean; services: number; why: TServicesWhy | null } {
  const lines = days.flatMap((day) => day.Activities)
  const services = lines.filter((line) => line.kind === 'activity' || line.kind === 'custom').length
  // A free-text line is Monsoon's own arrangement (issue 54): only the consultant confirms it.
  const arranged = lines.find((line) => line.kind === 'custom')
  if (arranged) return { instant: false, services, why: { cause: 'arranged', name: arranged.nameTour ?? '' } }
  const withServices = days.filter((day) => day.Activities.some((line) => line.kind !== 'hotel'))
  const soon = withServices.find((day) => daysBetween(today, day.date) < SERVICE_LEAD_DAYS)
  if (!soon) return { instant: true, services, why: null }
  return { instant: false, services, why: { cause: 'soon', day: soon.date, days: SERVICE_LEAD_DAYS } }
}

export type TStayVerdict = TRoomStay & { availability: TStayAvailability }

/**
 * What Book now would do with an itinerary: `instant` when every stay and service is confirmed at
 * once, `mixed` when some stays are (those are booked, the rest requested), `request` when none.
 */
export function bookNowPlan(args: {
  stays: readonly TRoomStay[]
  allotment: ReadonlyMap<string, readonly TAllotmentNight[]>
  services: { instant: boolean }
  today: TIsoDate
}): { kind: 'instant' | 'mixed' | 'request'; stays: TStayVerdict[] } {
  const stays = args.stays.map((stay) => ({
    ...stay,
    availability: stayAvailability({
      arrival: stay.checkIn,
      nights: stay.nights,
      rooms: stay.rooms,
      today: args.today,
      allotment: args.allotment.get(roomKey(stay.hotel, stay.room)) ?? [],
    }),
  }))
  const instant = stays.filter((stay) => stay.availability.instant).length
  // Two stays of one room type on one night must fit together, not each on its own.
  const shared = roomNights(stays.filter((stay) => stay.availability.instant)).some((night) => {
    const row = args.allotment.get(roomKey(night.hotel, night.room))?.find((candidate) => candidate.date === night.date)
    const verdict = nightVerdict(row, night.rooms, args.today)
    return verdict.kind !== 'free'
  })
  if (instant === 0 || shared) return { kind: 'request', stays }
  return { kind: instant === stays.length && args.services.instant ? 'instant' : 'mixed', stays }
}

/** From this day on, cancelling the stay costs this share of it (and this amount, minor units). */
export type TChargeStep = { from: TIsoDate; percent: number; amount: number }

/**
 * What cancelling a stay costs if cancelled today, and the steps still to come (issue 54): never a
 * step already past. `nonRefundable` when today's charge is the whole stay.
 */
export type TCancellationOutlook = {
  now: { percent: number; amount: number }
  steps: TChargeStep[]
  nonRefundable: boolean
}

/**
 * A stay's cancellation outlook on `today` (Monsoon's calendar day, allotmentDay): today's charge as
 * cancellationCharge computes it, then each later day on which the charge goes up, with what it
 * becomes, computed the same way (so the steps agree with what a cancellation on that day costs).
 */
export function cancellationOutlook(args: {
  terms: readonly TCancellationTerm[]
  arrival: TIsoDate
  today: TIsoDate
  total: number
}): TCancellationOutlook {
  const charge = (cancelledOn: TIsoDate) => cancellationCharge({ ...args, cancelledOn })
  const now = charge(args.today)
  const steps: TChargeStep[] = []
  const days = [...new Set(args.terms.map((term) => addDays(args.arrival, -term.daysBefore)))].sort()
  let percent = now.percent
  for (const from of days) {
    if (from <= args.today) continue
    const step = charge(from)
    if (step.percent <= percent) continue
    percent = step.percent
    steps.push({ from, percent: step.percent, amount: step.amount })
  }
  return { now: { percent: now.percent, amount: now.amount }, steps, nonRefundable: now.percent === 100 }
}

/**
 * The first night on which the itinerary asks more rooms than the party has travellers (every
 * room sleeps at least one): allotment is scarce, and Book now and holds take only what a party
 * can use. Null when every night is within the party.
 */
export function roomsBeyondParty(
  stays: readonly Pick<TRoomStay, 'hotel' | 'room' | 'checkIn' | 'nights' | 'rooms'>[],
  travellers: number,
): { date: TIsoDate; rooms: number } | null {
  const perDate = new Map<TIsoDate, number>()
  for (const night of roomNights(stays)) perDate.set(night.date, (perDate.get(night.date) ?? 0) + night.rooms)
  const over = [...perDate.entries()].sort(([a], [b]) => a.localeCompare(b)).find(([, rooms]) => rooms > travellers)
  return over ? { date: over[0], rooms: over[1] } : null
}

/** A room type's availability for a stay as the vault's pickers show it (issue 25). */
export type TRoomAvailability = {
  instant: boolean
  /** Why not (availability-words.ts says it in words); null when instant. */
  why: TOnRequestWhy | null
  /** Rooms that can be confirmed at once for the whole stay: the fewest free on any night (0 when a night cannot be sold). */
  freeRooms: number
}

/** `stayAvailability` for `rooms` rooms, with the free rooms the room-choice dialog weighs other counts against. */
export function roomAvailability(args: Parameters<typeof stayAvailability>[0]): TRoomAvailability {
  const { stay, freeRooms } = judgeStay(args)
  return {
    instant: stay.instant,
    why: stay.instant ? null : stay.why,
    freeRooms: stay.instant || freeRooms > 0 ? freeRooms : 0,
  }
}

/**
 * A room choice of `rooms` rooms counted again against the stay's free rooms: `instant` when they
 * are free, `rooms-left` when fewer are (the dialog says how many), else as the stay was judged.
 */
export function roomsVerdict(freeRooms: number, rooms: number): 'instant' | 'rooms-left' | 'judged' {
  if (rooms <= freeRooms && freeRooms > 0) return 'instant'
  return freeRooms > 0 ? 'rooms-left' : 'judged'
}

/** One night of the back office's allotment calendar (issue 25). */
export type TCalendarNight = {
  date: TIsoDate
  held: number
  sold: number
  onHold: number
  free: number
  releaseDays: number
  stopSale: boolean
  /** Inside its release period today: the free rooms are back with the hotel. */
  released: boolean
}

/** One hotel room type's row of the calendar. */
export type TCalendarRow = { hotel: string; hotelName: string; city: string; room: string; nights: TCalendarNight[] }

/** A stay's key in Book now's and Hold's choice of stays: its hotel, room type and check-in. */
export const stayKey = (stay: Pick<TRoomStay, 'hotel' | 'room' | 'checkIn'>) =>
  `${stay.hotel}|${stay.room}|${stay.checkIn}`

/** Why the stays an agent picked cannot be held or booked, for the words of the agent's language (ADR 069). */
export type TPickProblem = { cause: 'unknown-stay' } | { cause: 'on-request'; hotel: string; room: string }

/**
 * The plan for the stays the agent picked (issue 54): a stay that confirms at once but was not
 * picked is left on request, for Monsoon to confirm with the rest; the plan's kind follows. No
 * choice (`picked` undefined) keeps every instant stay. Names the stays that cannot be picked: an
 * unknown one, or one that is on request.
 */
export function pickStays<P extends { kind: 'instant' | 'mixed' | 'request'; stays: TStayVerdict[] }>(
  plan: P,
  picked: readonly string[] | undefined,
  services: { instant: boolean },
): { plan: P; problem: TPickProblem | null } {
  if (picked === undefined) return { plan, problem: null }
  const chosen = new Set(picked)
  const known = new Set(plan.stays.map(stayKey))
  const unknown = picked.find((key) => !known.has(key))
  if (unknown) return { plan, problem: { cause: 'unknown-stay' } }
  const onRequest = plan.stays.find((stay) => chosen.has(stayKey(stay)) && !stay.availability.instant)
  if (onRequest) return { plan, problem: { cause: 'on-request', hotel: onRequest.hotelName, room: onRequest.room } }
  if (plan.kind === 'request') return { plan, problem: null }
  const stays = plan.stays.map((stay) =>
    stay.availability.instant && !chosen.has(stayKey(stay))
      ? {
          ...stay,
          availability: {
            instant: false as const,
            nights: stay.nights,
            availableNights: stay.nights,
            why: { cause: 'left' as const },
          },
        }
      : stay,
  )
  const instant = stays.filter((stay) => stay.availability.instant).length
  const kind = instant === 0 ? 'request' : instant === stays.length && services.instant ? 'instant' : 'mixed'
  return { plan: { ...plan, kind, stays }, problem: null }
}
