import type { TChildPrice, TIsoDate } from '@/domain/pricing'
import { quickAddRooms } from '@/domain/pricing/hotel'
import { datesBetween, roomPriceOn } from './price'
import type {
  TActivityLine,
  THotelLine,
  TItineraryState,
  TLine,
  TLocation,
  TParty,
  TRoomExtrasOffer,
  TSoldRoomRates,
  TSurchargeLine,
  TSurchargeOffer,
  TTourDay,
} from './types'

/**
 * The itinerary operations of spec §4, as pure functions over the days. They only add, move and
 * remove lines; `priceTours` computes every total afterwards. An operation that cannot apply
 * (unknown day or line, a duplicate) returns the days unchanged.
 */

/** Catalogue items as the pickers receive them, already sold in the agent's currency. */
export type TProgramOffer = {
  _id: string
  nameTour: string
  type: 'DayProgram' | 'OvernightProgram'
  adultPrice: number
  childPrices: TChildPrice[]
  lsSurcharge: TSurchargeOffer[]
  city?: string
}
export type TTransferOffer = {
  _id: string
  nameTour: string
  type: 'Transfer'
  price: number
  pricing: 'perVehicle' | 'perPerson'
}
export type TVisaOffer = { _id: string; nameTour: string; type: 'VisaOnArrivalServices'; price: number }
export type TActivityOffer = TProgramOffer | TTransferOffer | TVisaOffer

export type TRoomOffer = {
  idContract: string
  idRoom: string
  occupancy: number
  rates: TSoldRoomRates
  extras: TRoomExtrasOffer
}
export type THotelOffer = { _id: string; nameTour: string; city?: string; rooms: TRoomOffer[] }

/** What the agent chose for one room type: how many rooms and which extras (quantities per night). */
export type TRoomChoice = {
  idContract: string
  idRoom: string
  numberRoom: number
  extraBedAdult: number
  extraBedChild: number
  mealPlanAdult: number
  /** Quantity per child meal-plan band, in the offer's order. */
  mealPlanChild: number[]
  addOns: string[]
}

/** An activity to add, with the names of the surcharges the agent ticked. */
export type TActivityPick = { offer: TActivityOffer; surcharges?: readonly string[] }

const ANY_AGE: TChildPrice[] = [{ ageFrom: 0, ageTo: 150, price: 0 }]

export function nextSeq(days: readonly TTourDay[]): number {
  let max = 0
  for (const day of days) for (const line of day.Activities) max = Math.max(max, line.seq)
  return max + 1
}

export const bySeq = (lines: readonly TLine[]) => [...lines].sort((a, b) => a.seq - b.seq)

const replaceDay = (days: readonly TTourDay[], index: number, day: TTourDay) =>
  days.map((candidate, at) => (at === index ? day : candidate))

/** Tour ids of the top-level lines of a day: the §4 duplicate rule looks at these. */
const tourIdsOn = (day: TTourDay) =>
  new Set(day.Activities.filter((line) => line.kind !== 'surcharge').map((line) => line.tourId))

const blank = { adultQuantity: 0, childQuantity: 0, total: 0, totalNoChild: 0, priceSeparate: [] }

/** A new line for a catalogue activity; `seq` also gives its id. */
export function activityLine(offer: TActivityOffer, seq: number): TActivityLine {
  const base = {
    ...blank,
    _id: String(seq),
    seq,
    tourId: offer._id,
    nameTour: offer.nameTour,
    type: offer.type,
    isForTourChain: false,
    kind: 'activity' as const,
    IsItem: false as const,
    lsSurcharge: [],
  }
  if (offer.type === 'Transfer') {
    const perVehicle = offer.pricing === 'perVehicle'
    return {
      ...base,
      unitPrice: offer.price,
      perVehicle,
      childPrices: perVehicle ? [] : ANY_AGE.map((band) => ({ ...band, price: offer.price })),
    }
  }
  if (offer.type === 'VisaOnArrivalServices') {
    return {
      ...base,
      unitPrice: offer.price,
      perVehicle: false,
      childPrices: ANY_AGE.map((band) => ({ ...band, price: offer.price })),
    }
  }
  return {
    ...base,
    location: offer.city || undefined,
    unitPrice: offer.adultPrice,
    perVehicle: false,
    childPrices: offer.childPrices,
    lsSurcharge: offer.lsSurcharge,
  }
}

/** Whether `value` is a day of the year as MM-DD (29 February included). */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [month, day] = [Number(match[1]), Number(match[2])]
  const length = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return length !== undefined && day >= 1 && day <= length
}

/** Whether `day` (MM-DD) lies in the season from `from` to `to` (MM-DD), both included; a season may span the new year. */
export const withinSeason = (day: string, from: string, to: string) =>
  from <= to ? day >= from && day <= to : day >= from || day <= to

/** Whether a program offers the surcharge on `date`: it is active, and `date` is in its season when it has one. */
export const surchargeOffered = (surcharge: TSurchargeOffer, date: TIsoDate) =>
  surcharge.isActive &&
  (!surcharge.seasonFrom ||
    !surcharge.seasonTo ||
    withinSeason(date.slice(5, 10), surcharge.seasonFrom, surcharge.seasonTo))

/** Whether the surcharge must be on a program on `date` (issue 54): compulsory, and offered that day. */
export const surchargeDue = (surcharge: TSurchargeOffer, date: TIsoDate) =>
  surcharge.compulsory && surchargeOffered(surcharge, date)

/**
 * The itinerary with every program's surcharges as its days rule (issue 54): a compulsory surcharge
 * due on a day is under its program there, and a surcharge the program does not offer that day
 * (outside its season, no longer active) is not. Days that already follow the rule are returned as
 * they are. The vault runs it after moving a program, and the server on every save.
 */
export function withSurchargesByRule(days: readonly TTourDay[]): TTourDay[] {
  let seq = nextSeq(days)
  return days.map((day) => {
    const parents = new Map<string, TActivityLine>()
    for (const line of day.Activities) if (line.kind === 'activity') parents.set(line._id, line)
    const offerOf = (line: TSurchargeLine) =>
      parents.get(line.parentActivityId)?.lsSurcharge.find((surcharge) => surcharge.name === line.nameTour)
    const kept = day.Activities.filter((line) => {
      if (line.kind !== 'surcharge') return true
      const offer = offerOf(line)
      return offer !== undefined && surchargeOffered(offer, day.date)
    })
    const added: TLine[] = []
    for (const parent of parents.values())
      for (const surcharge of parent.lsSurcharge) {
        const present = kept.some(
          (line) =>
            line.kind === 'surcharge' && line.parentActivityId === parent._id && line.nameTour === surcharge.name,
        )
        if (!present && surchargeDue(surcharge, day.date)) added.push(surchargeLine(parent, surcharge, seq++))
      }
    if (added.length === 0 && kept.length === day.Activities.length) return day
    return { ...day, Activities: bySeq([...kept, ...added]) }
  })
}

/**
 * Spec §4: adds activities to a day. An activity whose tourId is already on that day is skipped;
 * the surcharges of a program that apply that day become lines of their own under it: the
 * compulsory ones always (issue 54), the others when the agent ticked them.
 */
export function addActivities(days: readonly TTourDay[], dayIndex: number, picks: readonly TActivityPick[]) {
  const day = days[dayIndex]
  if (!day) return [...days]
  const present = tourIdsOn(day)
  let seq = nextSeq(days)
  const added: TLine[] = []
  for (const pick of picks) {
    if (present.has(pick.offer._id)) continue
    present.add(pick.offer._id)
    const parent = activityLine(pick.offer, seq++)
    added.push(parent)
    for (const surcharge of parent.lsSurcharge) {
      const ticked = surchargeOffered(surcharge, day.date) && pick.surcharges?.includes(surcharge.name)
      if (ticked || surchargeDue(surcharge, day.date)) added.push(surchargeLine(parent, surcharge, seq++))
    }
  }
  if (added.length === 0) return [...days]
  return replaceDay(days, dayIndex, { ...day, Activities: bySeq([...day.Activities, ...added]) })
}

/** A ticked surcharge of a program as its own line under it (spec §4). */
export function surchargeLine(parent: TActivityLine, surcharge: TSurchargeOffer, seq: number): TSurchargeLine {
  return {
    ...blank,
    _id: String(seq),
    seq,
    tourId: parent.tourId,
    nameTour: surcharge.name,
    type: parent.type,
    isForTourChain: false,
    kind: 'surcharge',
    IsItem: true,
    parentActivityId: parent._id,
    unitPrice: surcharge.price,
    Children: surcharge.Children,
  }
}

/** One room type of a hotel for one night of a stay, with the agent's choice of rooms and extras. */
export function hotelLine(args: {
  hotel: Pick<THotelOffer, '_id' | 'nameTour' | 'city'>
  room: TRoomOffer
  choice: TRoomChoice
  seq: number
  stayId: string
  nights: number
  night: number
}): THotelLine {
  const { hotel, room, choice } = args
  return {
    ...blank,
    _id: String(args.seq),
    seq: args.seq,
    tourId: hotel._id,
    nameTour: hotel.nameTour,
    type: 'Accommodation',
    isForTourChain: false,
    location: hotel.city || undefined,
    kind: 'hotel',
    IsItem: false,
    idHotel: hotel._id,
    idContract: room.idContract,
    idRoom: room.idRoom,
    roomName: room.idRoom,
    numberRoom: choice.numberRoom,
    stayId: args.stayId,
    nights: args.nights,
    night: args.night,
    rates: room.rates,
    extraBedAdult: { price: room.extras.extraBedAdult, quantity: choice.extraBedAdult },
    extraBedChild: { price: room.extras.extraBedChild, quantity: choice.extraBedChild },
    mealPlanAdult: { price: room.extras.mealPlanAdult, quantity: choice.mealPlanAdult },
    mealPlanChild: room.extras.mealPlanChildren
      .map((band, at) => ({ ...band, quantity: choice.mealPlanChild[at] ?? 0 }))
      .filter((band) => band.quantity > 0),
    addOns: room.extras.addOns.filter((addOn) => choice.addOns.includes(addOn.name)),
    price: 0,
  }
}

/** Spec §5 quick add: the room count from the party and the occupancy, no extras. */
export function quickAddChoice(room: TRoomOffer, party: TParty): TRoomChoice {
  return {
    idContract: room.idContract,
    idRoom: room.idRoom,
    numberRoom: quickAddRooms(party.adults, party.childAges.length, room.occupancy),
    extraBedAdult: 0,
    extraBedChild: 0,
    mealPlanAdult: 0,
    mealPlanChild: [],
    addOns: [],
  }
}

/**
 * The room a hotel card shows (issue 54): its price, its availability badge and the room Quick add
 * adds are all this one's. The cheapest for the party (rooms by quick add, so every room fits it)
 * among the rooms priced every night of the stay that confirm at once; when none does, the
 * cheapest priced every night; failing that, the cheapest.
 */
export function cardRoom<R extends { total: number; nights: readonly unknown[]; availability?: { instant: boolean } }>(
  rooms: readonly R[],
  stayNights: number,
): R | undefined {
  const cheapest = (list: readonly R[]) => [...list].sort((a, b) => a.total - b.total)[0]
  const whole = rooms.filter((room) => room.nights.length >= stayNights)
  return cheapest(whole.filter((room) => room.availability?.instant)) ?? cheapest(whole) ?? cheapest(rooms)
}

/** The hotel's room a choice (or any reference to a contract room) names. */
export const roomOf = <R extends Pick<TRoomOffer, 'idContract' | 'idRoom'>>(
  hotel: { rooms: readonly R[] },
  ref: { idContract: string; idRoom: string },
): R | undefined => hotel.rooms.find((room) => room.idContract === ref.idContract && room.idRoom === ref.idRoom)

/**
 * Spec §4: adds a hotel to every day from `dayIndex` through its number of nights (never past the
 * last day). Each date is priced by its own period; a room with 0 rooms or no price that night is
 * skipped, and a day that already has this hotel is left as it is. The hotel's city becomes a
 * location of every night it covers (issue 18).
 */
export function addHotel(
  days: readonly TTourDay[],
  dayIndex: number,
  args: { hotel: THotelOffer; rooms: readonly TRoomChoice[]; nights: number },
): TTourDay[] {
  let seq = nextSeq(days)
  const stayId = String(seq)
  const last = Math.min(days.length, dayIndex + Math.max(1, args.nights))
  const result = [...days]
  for (let index = Math.max(0, dayIndex); index < last; index++) {
    const day = result[index] as TTourDay
    if (tourIdsOn(day).has(args.hotel._id)) continue
    const added: THotelLine[] = []
    for (const choice of args.rooms) {
      const room = roomOf(args.hotel, choice)
      if (!room || choice.numberRoom <= 0 || roomPriceOn(room.rates, day.date) <= 0) continue
      added.push(
        hotelLine({
          hotel: args.hotel,
          room,
          choice,
          seq: seq++,
          stayId,
          nights: last - dayIndex,
          night: index - dayIndex + 1,
        }),
      )
    }
    if (added.length)
      result[index] = {
        ...day,
        location: args.hotel.city ? withLocation(day.location, args.hotel.city) : day.location,
        Activities: bySeq([...day.Activities, ...added]),
      }
  }
  return result
}

/** Every room of every night of a stay, with its day, in day order. */
export function stayLines(days: readonly TTourDay[], stayId: string) {
  const nights: { day: number; line: THotelLine }[] = []
  days.forEach((day, index) => {
    for (const line of day.Activities)
      if (line.kind === 'hotel' && line.stayId === stayId) nights.push({ day: index, line })
  })
  return nights
}

/** A hotel night on the day `fromDay`, and the day `toDay` it should land on. */
type TStayMove = { fromDay: number; line: THotelLine; toDay: number }

/**
 * Moves a whole stay so that the night `line` lands on `toDay` (issue 18: a night moved alone
 * broke the stay). It stays where it is when a night would fall outside the trip, on a day that
 * has this hotel in another stay, or on a date a room has no rate for.
 */
function moveStay(days: readonly TTourDay[], { fromDay, line, toDay }: TStayMove): TTourDay[] {
  const offset = toDay - fromDay
  const stay = stayLines(days, line.stayId)
  const moving = new Set(stay.map((night) => night.line._id))
  for (const night of stay) {
    const target = days[night.day + offset]
    if (!target || roomPriceOn(night.line.rates, target.date) <= 0) return [...days]
    if (target.Activities.some((other) => other.tourId === line.tourId && !moving.has(other._id))) return [...days]
  }
  const touched = new Set(stay.flatMap((night) => [night.day, night.day + offset]))
  const result = days.map((day, index) =>
    touched.has(index) ? { ...day, Activities: day.Activities.filter((other) => !moving.has(other._id)) } : day,
  )
  for (const night of stay) {
    const target = result[night.day + offset] as TTourDay
    // The nights it now covers are in the hotel's city, as when it was added (issue 18).
    const location = night.line.location ? withLocation(target.location, night.line.location) : target.location
    result[night.day + offset] = { ...target, location, Activities: bySeq([...target.Activities, night.line]) }
  }
  return result
}

/**
 * Removes a line; removing an activity removes its surcharge lines too, and removing a hotel
 * removes its whole stay, every room of every night (issue 54).
 */
export function removeLine(days: readonly TTourDay[], dayIndex: number, lineId: string): TTourDay[] {
  const day = days[dayIndex]
  const line = day?.Activities.find((candidate) => candidate._id === lineId)
  if (!day || !line) return [...days]
  if (line.kind === 'hotel')
    return days.map((other) =>
      other.Activities.some((candidate) => candidate.kind === 'hotel' && candidate.stayId === line.stayId)
        ? {
            ...other,
            Activities: other.Activities.filter(
              (candidate) => !(candidate.kind === 'hotel' && candidate.stayId === line.stayId),
            ),
          }
        : other,
    )
  const Activities = day.Activities.filter(
    (line) => line._id !== lineId && !(line.kind === 'surcharge' && line.parentActivityId === lineId),
  )
  return replaceDay(days, dayIndex, { ...day, Activities })
}

/** A line to move: its id, the day it is on and the day it goes to (indexes into the days). */
export type TLineMove = { fromDay: number; lineId: string; toDay: number }

/**
 * Moves a line (with its surcharges) to another day; a hotel night moves its whole stay
 * (moveStay), taking the hotel's city to the nights it now covers (the nights it leaves keep their
 * locations: the agent may have set them). It stays where it is when the other day already has that
 * item, or when a room has no rate on the other day's date.
 */
export function moveLine(days: readonly TTourDay[], { fromDay, lineId, toDay }: TLineMove): TTourDay[] {
  const from = days[fromDay]
  const to = days[toDay]
  const line = from?.Activities.find((candidate) => candidate._id === lineId)
  if (!from || !to || !line || fromDay === toDay || line.kind === 'surcharge') return [...days]
  if (line.kind === 'hotel') return moveStay(days, { fromDay, line, toDay })
  if (tourIdsOn(to).has(line.tourId)) return [...days]
  const moving = (candidate: TLine) =>
    candidate._id === lineId || (candidate.kind === 'surcharge' && candidate.parentActivityId === lineId)
  const result = [...days]
  result[fromDay] = { ...from, Activities: from.Activities.filter((candidate) => !moving(candidate)) }
  result[toDay] = { ...to, Activities: bySeq([...to.Activities, ...from.Activities.filter(moving)]) }
  // On its new date a program may owe a compulsory surcharge, or no longer be offered one.
  return withSurchargesByRule(result)
}

/** Spec §4: copying a program or favourite to a day adds it there and makes that day the current one. */
export function copyToDay(state: TItineraryState, dayIndex: number, picks: readonly TActivityPick[]): TItineraryState {
  if (!state.days[dayIndex]) return state
  return { ...state, days: addActivities(state.days, dayIndex, picks), currentDay: dayIndex }
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Spec §4: a day's locations with `city` added (trimmed), unless it is empty or already there in any case. */
export function withLocation(locations: readonly TLocation[], city: string): TLocation[] {
  const name = city.trim()
  if (!name || locations.some((location) => sameCity(location.city, name))) return [...locations]
  return [...locations, { city: name }]
}

/** Spec §4: a location for a day; the same city never twice on one day. */
export function addLocation(days: readonly TTourDay[], dayIndex: number, city: string): TTourDay[] {
  const day = days[dayIndex]
  if (!day) return [...days]
  const location = withLocation(day.location, city)
  return location.length === day.location.length ? [...days] : replaceDay(days, dayIndex, { ...day, location })
}

export function removeLocation(days: readonly TTourDay[], dayIndex: number, city: string): TTourDay[] {
  const day = days[dayIndex]
  if (!day) return [...days]
  return replaceDay(days, dayIndex, { ...day, location: day.location.filter((l) => !sameCity(l.city, city)) })
}

/** Spec §4: clearing empties every day and resets the current day to 0, pnr to 1, comment and status to empty. */
export function clearItinerary(state: TItineraryState): TItineraryState {
  return {
    days: state.days.map((day) => ({ ...day, location: [], Activities: [], total: 0 })),
    currentDay: 0,
    pnr: 1,
    comment: '',
    status: '',
  }
}

/**
 * The days of a booking from its begin to its end date. Existing days keep their content by day
 * number (a trip moved by a week keeps its plan); days past a shortened end are dropped.
 */
export function daysFor(begin: TIsoDate, end: TIsoDate, existing: readonly TTourDay[] = []): TTourDay[] {
  return datesBetween(begin, end).map((date, index) => {
    const kept = existing[index]
    return {
      _id: kept?._id ?? `d${index + 1}`,
      Day: index + 1,
      date,
      location: kept?.location ?? [],
      Activities: kept?.Activities ?? [],
      total: kept?.total ?? 0,
    }
  })
}
