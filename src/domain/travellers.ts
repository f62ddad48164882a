import { z } from 'zod'
import { partsOf, said, type THistoryPart } from '@/domain/history-words'
import { isCountryCode } from './countries'
import { ZIsoDate } from './iso-date'
import type { THotelLine, TTourDay } from './itinerary/types'
import { addDays, ISO_DATE, type TIsoDate } from './pricing/dates'

/**
 * Who travels on a booking (issue 56, ADR 066): the travellers as in their passports, who sleeps in
 * which room of each stay, and the flights they arrive and leave on. The agent enters them in the
 * vault, staff in the back office; these rules are checked on the server on every write, and say
 * what is still missing before Monsoon confirms.
 */

export const TRAVELLER_LIMITS = { travellers: 60, flights: 12, rooms: 300, name: 60, note: 300 } as const
/** A traveller of this age or more on the trip's first day is an adult (a booking's children are 0 to 17). */
export const ADULT_AGE = 18
/** Under this age a child sleeps in a cot and takes no bed of the room. */
export const INFANT_AGE = 2
/** Under this age a child may share its parents' beds, one to a room, without an extra bed. */
export const SHARING_AGE = 12
/** Thailand, Vietnam, Cambodia, Laos and Myanmar all ask for a passport valid six months past the stay. */
export const PASSPORT_VALID_MONTHS = 6

const ID = /^[A-Za-z0-9_-]{1,40}$/
const ZId = z.string().regex(ID, 'An id of letters, digits, - and _')
const PASSPORT_NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u
/** Names as printed in a passport's visual zone: letters of any script, spaces, hyphens, apostrophes, dots. */
const ZName = z
  .string()
  .trim()
  .min(1, 'Enter the name as in the passport')
  .max(TRAVELLER_LIMITS.name, `At most ${TRAVELLER_LIMITS.name} characters`)
  // A refinement, not a pattern: JSON Schema's patterns have no Unicode classes for the contract to carry.
  .refine((name) => PASSPORT_NAME.test(name), 'Letters, spaces, hyphens and apostrophes only, as in the passport')
const ZNote = z.string().trim().max(TRAVELLER_LIMITS.note, `At most ${TRAVELLER_LIMITS.note} characters`).default('')

/** A date of birth: a real calendar day from 1900 (trips are dated 2000 to 2099, people are not). */
const ZBirthDate = z
  .string()
  .max(40)
  .transform((value) => value.slice(0, 10))
  .superRefine((value, context) => {
    const match = ISO_DATE.exec(value)
    if (!match) return context.addIssue({ code: 'custom', message: 'A date as YYYY-MM-DD' })
    const [, year, month, day] = match.map(Number) as [number, number, number, number]
    const date = new Date(Date.UTC(year, month - 1, day))
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    if (!real || year < 1900)
      context.addIssue({
        code: 'custom',
        message: `${value} is not a date of birth`,
        params: { words: { key: 'notABirthDate', values: { value } } },
      })
  })

export const TRAVELLER_KINDS = ['adult', 'child'] as const
export type TTravellerKind = (typeof TRAVELLER_KINDS)[number]

export const ZTravellerInput = z
  .object({
    /** Given by the server to a new traveller; send it back to change that traveller. */
    id: ZId.optional(),
    kind: z.enum(TRAVELLER_KINDS),
    givenNames: ZName,
    surname: ZName,
    dateOfBirth: ZBirthDate.nullable().default(null),
    nationality: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'An ISO 3166 country code, such as DE or FR')
      .nullable()
      .default(null),
    /**
     * Left out: the passport number the traveller has stays as it is (who sees it masked cannot send
     * it back); null removes it.
     */
    passportNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, 'A passport number of 5 to 20 letters and digits'))
      .nullable()
      .optional(),
    passportExpiry: ZIsoDate.nullable().default(null),
    dietary: ZNote,
    mobility: ZNote,
  })
  .strict()
export type TTravellerInput = z.output<typeof ZTravellerInput>

export const FLIGHT_DIRECTIONS = ['arrival', 'departure'] as const
export type TFlightDirection = (typeof FLIGHT_DIRECTIONS)[number]

export const ZFlightInput = z
  .object({
    id: ZId.optional(),
    direction: z.enum(FLIGHT_DIRECTIONS),
    number: z
      .string()
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, 'A flight number such as TG 921')),
    date: ZIsoDate,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time such as 07:45'),
    airport: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z]{3}$/, 'The airport’s three-letter code, such as BKK')),
    /** Who takes it: ids of travellers; empty for the whole party. */
    travellerIds: z.array(ZId).max(TRAVELLER_LIMITS.travellers).default([]),
  })
  .strict()
export type TFlight = Required<Omit<z.output<typeof ZFlightInput>, 'id'>> & { id: string }

/** One room of a stay: the hotel line (a room type of the stay's first night) and which of its rooms. */
export const ZRoomingInput = z
  .object({
    stayId: ZId,
    lineId: z.string().min(1).max(40),
    room: z.number().int().min(1).max(99),
    travellerIds: z.array(ZId).max(12),
  })
  .strict()
export type TRoomAssignment = z.output<typeof ZRoomingInput>

export const ZManifestInput = z
  .object({
    travellers: z.array(ZTravellerInput).max(TRAVELLER_LIMITS.travellers),
    flights: z.array(ZFlightInput).max(TRAVELLER_LIMITS.flights).default([]),
    rooming: z.array(ZRoomingInput).max(TRAVELLER_LIMITS.rooms).default([]),
  })
  .strict()
export type TManifestInput = z.output<typeof ZManifestInput>

/** A passport number as stored: sealed with the configured key, and its last characters for a masked display. */
export type TSealedPassport = { sealed: string; last: string }

export type TStoredTraveller = Omit<TTravellerInput, 'id' | 'passportNumber'> & {
  id: string
  passport: TSealedPassport | null
}

/** What a booking keeps of who travels (the booking's `manifest`). */
export type TManifest = {
  travellers: TStoredTraveller[]
  flights: TFlight[]
  rooming: TRoomAssignment[]
  /** When the travellers' personal data were erased (retention, ADR 066): nothing else is kept then. */
  erasedAt?: string
}

export const EMPTY_MANIFEST: TManifest = { travellers: [], flights: [], rooming: [] }

/** The booking's facts the manifest is checked against. */
export type TManifestContext = {
  begindate: TIsoDate
  enddate: TIsoDate
  adults: number
  childAges: readonly number[]
  days: readonly TTourDay[]
  /** Today, in the booking's calendar (a flight before it is in the past). */
  today: TIsoDate
}

/** Age in whole years on `date` of someone born on `born` (29 February birthdays count on 1 March). */
export function ageOn(born: TIsoDate, date: TIsoDate): number {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number]
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const hadBirthday = m > bm || (m === bm && d >= bd)
  return y - by - (hadBirthday ? 0 : 1)
}

/** Months after a date, clamped to the month's last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(date: TIsoDate, months: number): TIsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}` as TIsoDate
}

export const fullName = (traveller: { givenNames: string; surname: string }) =>
  `${traveller.givenNames} ${traveller.surname}`

/** One room of a stay as the rooming list offers it. */
export type TStayRoom = { lineId: string; room: number; roomName: string; capacity: number }
/** A hotel stay of the itinerary with its rooms: what a rooming list is made for. */
export type TStayRooms = {
  stayId: string
  hotel: string
  checkIn: TIsoDate
  nights: number
  rooms: TStayRoom[]
}

/**
 * The stays of an itinerary and the rooms of each (the room types of its first night, `numberRoom`
 * rooms each). A room sleeps its contract's occupancy; the line's extra beds go one to a room.
 */
export function stayRooms(days: readonly TTourDay[]): TStayRooms[] {
  const stays = new Map<string, TStayRooms>()
  for (const day of days) {
    for (const line of day.Activities) {
      if (line.kind !== 'hotel' || line.night !== 1) continue
      const stay = stays.get(line.stayId) ?? {
        stayId: line.stayId,
        hotel: line.nameTour,
        checkIn: day.date,
        nights: line.nights,
        rooms: [],
      }
      stays.set(line.stayId, stay)
      stay.rooms.push(...roomsOf(line))
    }
  }
  return [...stays.values()]
}

function roomsOf(line: THotelLine): TStayRoom[] {
  const count = Math.max(0, line.numberRoom)
  const extraBeds = Math.max(0, (line.extraBedAdult?.quantity ?? 0) + (line.extraBedChild?.quantity ?? 0))
  const occupancy = Math.max(1, line.rates?.occupancy || 2)
  return Array.from({ length: count }, (_, index) => ({
    lineId: line._id,
    room: index + 1,
    roomName: line.roomName,
    // Extra beds fill the first rooms, one each.
    capacity: occupancy + (index < extraBeds ? 1 : 0),
  }))
}

/**
 * Why a manifest is refused, for code: a message of the catalogues' `ApiErrors` namespace and the
 * values it names (days as Dates at 07:00 UTC, lists as arrays), which the server says in the
 * reader's language (ADR 069).
 */
export type TManifestWhy =
  | { key: 'tooManyAdults' | 'tooManyChildren'; values: { booked: number; entered: number } }
  | {
      key:
        | 'travellerIdTwice'
        | 'bornInFuture'
        | 'passportBeforeBirth'
        | 'flightPassed'
        | 'noSuchTravellerShort'
        | 'roomNotInItinerary'
        | 'roomTwice'
    }
  | { key: 'adultTooYoung'; values: { name: string; age: number; day: Date; adultAge: number } }
  | { key: 'childAgeMismatch'; values: { name: string; age: number; day: Date; ages: string[]; count: number } }
  | { key: 'flightOutside'; values: { direction: string; from: Date; to: Date } }
  | { key: 'alreadyInRoom'; values: { name: string; hotel: string } }
  | {
      key: 'roomOverCapacity'
      values: { roomName: string; room: number; hotel: string; capacity: number; sharing: string; beds: number }
    }

/** A refusal of a manifest, at the field it is about (as the API's 400 names fields). */
export type TManifestProblem = { path: string; why: TManifestWhy }

/** A day as a message value: at 07:00 UTC, like every booking date (spec §9). */
const dayValue = (date: TIsoDate) => new Date(`${date}T07:00:00Z`)
const longDate = (date: TIsoDate) =>
  dayValue(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * What makes a manifest impossible for this booking, each at its field: more travellers than the
 * party, an adult under 18 or a child whose age on the first day is not one of the booking's child
 * ages, a birth or a flight in the future or the past, a room over its capacity, a traveller in two
 * rooms of one stay. Empty when it can be saved. Gaps (what is not entered yet) are not problems.
 */
export function manifestProblems(manifest: TManifest, context: TManifestContext): TManifestProblem[] {
  return [
    ...partyProblems(manifest, context),
    ...flightProblems(manifest, context),
    ...roomingProblems(manifest, context),
  ]
}

function partyProblems(manifest: TManifest, context: TManifestContext): TManifestProblem[] {
  const problems: TManifestProblem[] = []
  const children = context.childAges.length
  const adults = manifest.travellers.filter((traveller) => traveller.kind === 'adult').length
  const young = manifest.travellers.length - adults
  if (adults > context.adults)
    problems.push({
      path: 'travellers',
      why: { key: 'tooManyAdults', values: { booked: context.adults, entered: adults } },
    })
  if (young > children)
    problems.push({
      path: 'travellers',
      why: { key: 'tooManyChildren', values: { booked: children, entered: young } },
    })
  const unmatched = [...context.childAges]
  const ids = new Set<string>()
  manifest.travellers.forEach((traveller, index) => {
    const at = `travellers.${index}`
    if (ids.has(traveller.id)) problems.push({ path: `${at}.id`, why: { key: 'travellerIdTwice' } })
    ids.add(traveller.id)
    const born = traveller.dateOfBirth
    if (born) {
      if (born > context.today) {
        problems.push({ path: `${at}.dateOfBirth`, why: { key: 'bornInFuture' } })
        return
      }
      const age = ageOn(born, context.begindate)
      const day = dayValue(context.begindate)
      if (traveller.kind === 'adult' && age < ADULT_AGE)
        problems.push({
          path: `${at}.dateOfBirth`,
          why: { key: 'adultTooYoung', values: { name: fullName(traveller), age, day, adultAge: ADULT_AGE } },
        })
      if (traveller.kind === 'child') {
        const match = unmatched.indexOf(age)
        if (match >= 0) unmatched.splice(match, 1)
        else
          problems.push({
            path: `${at}.dateOfBirth`,
            why: {
              key: 'childAgeMismatch',
              values: {
                name: fullName(traveller),
                age,
                day,
                ages: context.childAges.map(String),
                count: context.childAges.length,
              },
            },
          })
      }
    }
    if (traveller.passportExpiry && born && traveller.passportExpiry <= born)
      problems.push({ path: `${at}.passportExpiry`, why: { key: 'passportBeforeBirth' } })
  })
  return problems
}

function flightProblems(manifest: TManifest, context: TManifestContext): TManifestProblem[] {
  const problems: TManifestProblem[] = []
  const travellers = new Set(manifest.travellers.map((traveller) => traveller.id))
  manifest.flights.forEach((flight, index) => {
    const at = `flights.${index}`
    if (flight.date < context.today) {
      problems.push({ path: `${at}.date`, why: { key: 'flightPassed' } })
      return
    }
    // An overnight flight may land the day before the first day's services; a departure the night after the last.
    const [from, to] =
      flight.direction === 'arrival'
        ? [addDays(context.begindate, -1), context.enddate]
        : [context.begindate, addDays(context.enddate, 1)]
    if (flight.date < from || flight.date > to)
      problems.push({
        path: `${at}.date`,
        why: { key: 'flightOutside', values: { direction: flight.direction, from: dayValue(from), to: dayValue(to) } },
      })
    flight.travellerIds.forEach((id, which) => {
      if (!travellers.has(id))
        problems.push({ path: `${at}.travellerIds.${which}`, why: { key: 'noSuchTravellerShort' } })
    })
  })
  return problems
}

function roomingProblems(manifest: TManifest, context: TManifestContext): TManifestProblem[] {
  const problems: TManifestProblem[] = []
  const travellers = new Map(manifest.travellers.map((traveller) => [traveller.id, traveller]))
  const stays = new Map(stayRooms(context.days).map((stay) => [stay.stayId, stay]))
  const placed = new Map<string, Set<string>>()
  const seen = new Set<string>()
  manifest.rooming.forEach((assignment, index) => {
    const at = `rooming.${index}`
    const stay = stays.get(assignment.stayId)
    const room = stay?.rooms.find((one) => one.lineId === assignment.lineId && one.room === assignment.room)
    if (!stay || !room) {
      problems.push({ path: `${at}.room`, why: { key: 'roomNotInItinerary' } })
      return
    }
    const key = `${assignment.stayId}/${assignment.lineId}/${assignment.room}`
    if (seen.has(key)) problems.push({ path: `${at}.room`, why: { key: 'roomTwice' } })
    seen.add(key)
    const inStay = placed.get(stay.stayId) ?? new Set<string>()
    placed.set(stay.stayId, inStay)
    let beds = 0
    let sharing = false
    assignment.travellerIds.forEach((id, which) => {
      const traveller = travellers.get(id)
      if (!traveller) {
        problems.push({ path: `${at}.travellerIds.${which}`, why: { key: 'noSuchTravellerShort' } })
        return
      }
      if (inStay.has(id))
        problems.push({
          path: `${at}.travellerIds.${which}`,
          why: { key: 'alreadyInRoom', values: { name: fullName(traveller), hotel: stay.hotel } },
        })
      inStay.add(id)
      if (!isInfant(traveller, context.begindate)) beds += 1
      sharing ||= sharesBedding(traveller, context.begindate)
    })
    if (beds > room.capacity + (sharing ? 1 : 0))
      problems.push({
        path: `${at}.travellerIds`,
        why: {
          key: 'roomOverCapacity',
          values: {
            roomName: room.roomName,
            room: room.room,
            hotel: stay.hotel,
            capacity: room.capacity,
            sharing: sharing ? 'yes' : 'no',
            beds,
          },
        },
      })
  })
  return problems
}

/**
 * A child under SHARING_AGE may sleep in its parents' beds (one to a room), as the pricing assumes
 * when no extra bed was booked; a child whose date of birth is not entered yet is taken as one.
 */
function sharesBedding(traveller: TStoredTraveller, begindate: TIsoDate): boolean {
  if (traveller.kind !== 'child') return false
  return traveller.dateOfBirth === null || ageOn(traveller.dateOfBirth, begindate) < SHARING_AGE
}

function isInfant(traveller: TStoredTraveller, begindate: TIsoDate): boolean {
  return (
    traveller.kind === 'child' && traveller.dateOfBirth !== null && ageOn(traveller.dateOfBirth, begindate) < INFANT_AGE
  )
}

/** Something not entered yet that Monsoon needs before confirming (or a passport that will not do). */
export type TManifestGap =
  | { code: 'notEntered' | 'noBirthDate' | 'noNationality'; count: number; total: number }
  | { code: 'noArrival' | 'noDeparture' }
  | { code: 'unroomed'; count: number; hotel: string; checkIn: TIsoDate }
  | { code: 'passportExpires'; names: string[] }

/**
 * What is missing before Monsoon confirms: travellers not entered or without a date of birth or a
 * nationality, no arrival or departure flight, travellers without a room in a stay, passports that
 * expire within six months of the trip's end. Empty when nothing is.
 */
export function manifestGaps(manifest: TManifest, context: TManifestContext): TManifestGap[] {
  if (manifest.erasedAt) return []
  const total = context.adults + context.childAges.length
  const entered = manifest.travellers
  const gaps: TManifestGap[] = []
  if (entered.length < total) gaps.push({ code: 'notEntered', count: total - entered.length, total })
  const noBirth = entered.filter((traveller) => !traveller.dateOfBirth).length
  if (noBirth > 0) gaps.push({ code: 'noBirthDate', count: noBirth, total })
  const noNationality = entered.filter((traveller) => !traveller.nationality).length
  if (noNationality > 0) gaps.push({ code: 'noNationality', count: noNationality, total })
  if (!manifest.flights.some((flight) => flight.direction === 'arrival')) gaps.push({ code: 'noArrival' })
  if (!manifest.flights.some((flight) => flight.direction === 'departure')) gaps.push({ code: 'noDeparture' })
  for (const stay of stayRooms(context.days)) {
    const inRooms = new Set(
      manifest.rooming
        .filter((assignment) => assignment.stayId === stay.stayId)
        .flatMap((assignment) => assignment.travellerIds),
    )
    const count = total - entered.filter((traveller) => inRooms.has(traveller.id)).length
    if (count > 0) gaps.push({ code: 'unroomed', count, hotel: stay.hotel, checkIn: stay.checkIn })
  }
  const validUntil = addMonths(context.enddate, PASSPORT_VALID_MONTHS)
  const expiring = entered.filter((traveller) => traveller.passportExpiry && traveller.passportExpiry < validUntil)
  if (expiring.length > 0) gaps.push({ code: 'passportExpires', names: expiring.map(fullName) })
  return gaps
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** A gap in English words (the back office, the history); the vault words them from its messages. */
export function gapText(gap: TManifestGap): string {
  switch (gap.code) {
    case 'notEntered':
      return `${gap.count} of ${gap.total} travellers not entered yet`
    case 'noBirthDate':
      return `${gap.count} of ${gap.total} travellers without a date of birth`
    case 'noNationality':
      return `${gap.count} of ${gap.total} travellers without a nationality`
    case 'noArrival':
      return 'No arrival flight'
    case 'noDeparture':
      return 'No departure flight'
    case 'unroomed':
      return `${gap.hotel} from ${longDate(gap.checkIn)}: ${plural(gap.count, 'traveller', 'travellers')} without a room`
    case 'passportExpires':
      return `Passport valid less than ${PASSPORT_VALID_MONTHS} months after the trip: ${gap.names.join(', ')}`
  }
}

/** A gap the consultant confirmed without, as the booking's history says it (issue 58). */
export function gapWords(gap: Exclude<TManifestGap, { code: 'passportExpires' }>): THistoryPart {
  switch (gap.code) {
    case 'notEntered':
      return said('gapNotEntered', { count: gap.count, total: gap.total })
    case 'noBirthDate':
      return said('gapNoBirthDate', { count: gap.count, total: gap.total })
    case 'noNationality':
      return said('gapNoNationality', { count: gap.count, total: gap.total })
    case 'noArrival':
      return said('gapNoArrival')
    case 'noDeparture':
      return said('gapNoDeparture')
    case 'unroomed':
      return said('gapUnroomed', { hotel: gap.hotel, checkIn: { date: gap.checkIn }, count: gap.count })
  }
}

/** A passport number as someone without the right to read it sees it. */
export const maskedPassport = (last: string) => `•••••${last}`

/** Characters of a passport number kept in clear for the masked display. */
export const PASSPORT_CLEAR_CHARACTERS = 3

/**
 * The rooming list without the rooms the itinerary no longer has (a stay removed, moved or
 * resized since it was made): what is shown, checked and sent to hotels.
 */
export function currentRooming(manifest: TManifest, days: readonly TTourDay[]): TRoomAssignment[] {
  const rooms = new Set(
    stayRooms(days).flatMap((stay) => stay.rooms.map((room) => `${stay.stayId}/${room.lineId}/${room.room}`)),
  )
  return manifest.rooming.filter((one) => rooms.has(`${one.stayId}/${one.lineId}/${one.room}`))
}

/** The booking as the manifest's rules read it (the stored record's fields). */
export type TBookingFacts = {
  begindate: string
  enddate: string
  adultQuantity: number
  lsChildren?: readonly { age: number }[] | null
  tours?: unknown
}

export function manifestContextOf(booking: TBookingFacts, today: TIsoDate): TManifestContext {
  return {
    begindate: booking.begindate.slice(0, 10) as TIsoDate,
    enddate: booking.enddate.slice(0, 10) as TIsoDate,
    adults: booking.adultQuantity,
    childAges: (booking.lsChildren ?? []).map((child) => child.age),
    days: Array.isArray(booking.tours) ? (booking.tours as TTourDay[]) : [],
    today,
  }
}

/** The stored manifest (the booking's JSON column, null before anyone entered a traveller). */
export function storedManifest(value: unknown): TManifest {
  if (!value || typeof value !== 'object') return EMPTY_MANIFEST
  const manifest = value as Partial<TManifest>
  return {
    travellers: Array.isArray(manifest.travellers) ? manifest.travellers : [],
    flights: Array.isArray(manifest.flights) ? manifest.flights : [],
    rooming: Array.isArray(manifest.rooming) ? manifest.rooming : [],
    ...(manifest.erasedAt ? { erasedAt: manifest.erasedAt } : {}),
  }
}

/** What the history says of a manifest: counts, never a name or a document (minimisation, ADR 066). */
export function manifestWords(manifest: TManifest, total: number): THistoryPart {
  return said('travellers', {
    entered: manifest.travellers.length,
    total,
    flights: manifest.flights.length,
    rooms: manifest.rooming.filter((one) => one.travellerIds.length > 0).length,
  })
}

const ZGap = z.discriminatedUnion('code', [
  z.object({ code: z.enum(['notEntered', 'noBirthDate', 'noNationality']), count: z.number(), total: z.number() }),
  z.object({ code: z.enum(['noArrival', 'noDeparture']) }),
  z.object({ code: z.literal('unroomed'), count: z.number(), hotel: z.string(), checkIn: z.string() }),
  z.object({ code: z.literal('passportExpires'), names: z.array(z.string()) }),
])

/** A traveller as the API shows them: the passport number in full, or masked for who may not read it. */
export const ZTravellerView = z.object({
  id: z.string(),
  kind: z.enum(TRAVELLER_KINDS),
  givenNames: z.string(),
  surname: z.string(),
  dateOfBirth: z.string().nullable(),
  /** Age on the trip's first day. */
  age: z.number().nullable(),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  /** The number is shown masked (`•••••123`): send no `passportNumber` to keep it. */
  passportMasked: z.boolean(),
  passportExpiry: z.string().nullable(),
  dietary: z.string(),
  mobility: z.string(),
})
export type TTravellerView = z.output<typeof ZTravellerView>

const ZStayRoomsView = z.object({
  stayId: z.string(),
  hotel: z.string(),
  checkIn: z.string(),
  nights: z.number(),
  rooms: z.array(z.object({ lineId: z.string(), room: z.number(), roomName: z.string(), capacity: z.number() })),
})

/** A booking's travellers, flights and rooming list, with its stays and what is missing (GetTravellers). */
export const ZManifestView = z.object({
  _id: z.string(),
  version: z.number(),
  status: z.string(),
  /** The party the booking is for: whom the travellers must match. */
  party: z.object({ adults: z.number(), childAges: z.array(z.number()) }),
  travellers: z.array(ZTravellerView),
  flights: z.array(
    z.object({
      id: z.string(),
      direction: z.enum(FLIGHT_DIRECTIONS),
      number: z.string(),
      date: z.string(),
      time: z.string(),
      airport: z.string(),
      travellerIds: z.array(z.string()),
    }),
  ),
  rooming: z.array(
    z.object({ stayId: z.string(), lineId: z.string(), room: z.number(), travellerIds: z.array(z.string()) }),
  ),
  stays: z.array(ZStayRoomsView),
  /** What Monsoon still needs before it confirms. */
  gaps: z.array(ZGap),
  /** What no longer fits the booking since it changed (a child's age, say): fix before the next save. */
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
  canEdit: z.boolean(),
  /** When the personal data were erased, the trip being long over (ADR 066). */
  erasedAt: z.string().nullable(),
})
export type TManifestView = z.output<typeof ZManifestView>

/** What a consultant confirmed a booking without, and their note, as the history says it. */
export const confirmedWithoutWords = (
  gaps: readonly Exclude<TManifestGap, { code: 'passportExpires' }>[],
  note: string,
): THistoryPart => said('confirmedWithout', { gaps: partsOf(gaps.map(gapWords)), note })
