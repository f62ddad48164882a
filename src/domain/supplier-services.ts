import type { TActivityLine, THotelLine, TTourDay } from './itinerary/types'
import { addDays, type TIsoDate } from './pricing/dates'
import type { TServiceKind } from './suppliers'
import { currentRooming, stayRooms, type TFlight, type TManifest, type TStoredTraveller } from './travellers'

/**
 * A confirmed booking's services as its suppliers see them (issue 56, ADR 067): each hotel stay
 * whole, each program, transfer and visa service, with what the supplier needs to deliver it and
 * nothing more (minimisation, ADR 066). Free-text lines Monsoon added by hand have no catalogue
 * supplier: the consultant arranges them.
 */

export type TService = {
  /** The service within its booking: `stay:{stayId}` or `line:{lineId}`. */
  key: string
  kind: TServiceKind
  /** The catalogue item: the hotel of a stay, the program, transfer or visa service of a line. */
  tourId: string
  name: string
  date: TIsoDate
  /** A stay's nights and the rooms of its first night. */
  nights?: number
  rooms?: { lineId: string; roomName: string; count: number }[]
  adults: number
  children: number
}

const KIND_OF: Record<string, TServiceKind | undefined> = {
  DayProgram: 'program',
  OvernightProgram: 'program',
  Transfer: 'transfer',
  VisaOnArrivalServices: 'visa',
}

/** The services of an itinerary, in the order of the days. */
export function supplierServices(days: readonly TTourDay[]): TService[] {
  const services: TService[] = []
  for (const day of days) {
    for (const line of day.Activities) {
      if (line.kind === 'hotel' && line.night === 1) {
        const stay = services.find((service) => service.key === `stay:${line.stayId}`)
        const room = { lineId: line._id, roomName: line.roomName, count: line.numberRoom }
        if (stay) stay.rooms?.push(room)
        else services.push(stayService(line, day.date, room))
      }
      const kind = line.kind === 'activity' ? KIND_OF[line.type] : undefined
      if (line.kind === 'activity' && kind) services.push(lineService(line, { kind, date: day.date }))
    }
  }
  return services
}

function stayService(line: THotelLine, date: TIsoDate, room: NonNullable<TService['rooms']>[number]): TService {
  return {
    key: `stay:${line.stayId}`,
    kind: 'stay',
    tourId: line.idHotel,
    name: line.nameTour,
    date,
    nights: line.nights,
    rooms: [room],
    adults: line.adultQuantity,
    children: line.childQuantity,
  }
}

function lineService(line: TActivityLine, { kind, date }: { kind: TServiceKind; date: TIsoDate }): TService {
  return {
    key: `line:${line._id}`,
    kind,
    tourId: line.tourId,
    name: line.nameTour,
    date,
    adults: line.adultQuantity,
    children: line.childQuantity,
  }
}

/** How long before a departing flight a transfer to the airport picks the travellers up. */
export const AIRPORT_LEAD_HOURS = 3

const isAirport = (place: string) => /\bairport\b/i.test(place)
const minus = (time: string, hours: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const total = ((((h - hours) * 60 + m) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/**
 * A transfer's pick-up from the flights (issue 56): from an airport on the day a flight lands
 * there, at its arrival time (the driver meets the flight); to an airport on the day a flight
 * leaves, AIRPORT_LEAD_HOURS before it (the day before, for a flight leaving before 03:00). Null
 * when no flight matches.
 */
export function transferPickup(
  service: Pick<TService, 'name' | 'date'>,
  flights: readonly TFlight[],
): { time: string; date: TIsoDate; flight: TFlight; meets: boolean } | null {
  const [from = '', to = ''] = service.name.split('→').map((part) => part.trim())
  if (isAirport(from)) {
    const flight = flights.find((one) => one.direction === 'arrival' && one.date === service.date)
    if (flight) return { time: flight.time, date: flight.date, flight, meets: true }
  }
  if (isAirport(to)) {
    const flight = flights.find((one) => one.direction === 'departure' && one.date === service.date)
    if (flight) {
      const early = Number(flight.time.slice(0, 2)) < AIRPORT_LEAD_HOURS
      return {
        time: minus(flight.time, AIRPORT_LEAD_HOURS),
        date: early ? addDays(flight.date, -1) : flight.date,
        flight,
        meets: false,
      }
    }
  }
  return null
}

const longDate = (date: TIsoDate) =>
  new Date(`${date}T07:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
/** As hotels and airlines write a guest: given names, then the surname in capitals. */
export const guestName = (traveller: Pick<TStoredTraveller, 'givenNames' | 'surname'>) =>
  `${traveller.givenNames} ${traveller.surname.toLocaleUpperCase('en')}`
const party = (adults: number, childAges: readonly number[]) =>
  [
    `${adults} adult${adults === 1 ? '' : 's'}`,
    ...(childAges.length
      ? [`${childAges.length} child${childAges.length === 1 ? '' : 'ren'} (${childAges.join(', ')})`]
      : []),
  ].join(', ')
const flightText = (flight: TFlight) =>
  `${flight.number} on ${longDate(flight.date)} at ${flight.time} (${flight.airport})`

/** What the booking tells a supplier besides the service: its code, the party's child ages, who travels. */
export type TRequestContext = {
  code: string
  childAges: readonly number[]
  manifest: TManifest
  days: readonly TTourDay[]
}

/**
 * The lines of a reservation request for one service, as emailed and as kept: the service, the
 * dates, the party, and only the personal data this supplier needs (a hotel its rooming list and
 * the arrival flight, a transfer its flight and lead traveller, a guide or restaurant the lead
 * traveller and dietary and mobility needs, a visa agent the names and nationalities). Never a
 * passport number or a date of birth.
 */
export function requestLines(service: TService, context: TRequestContext): string[] {
  const travellers = context.manifest.travellers
  const lead = travellers.find((one) => one.kind === 'adult') ?? travellers[0]
  const ages = context.childAges.slice(0, service.children)
  const header = [`Monsoon booking: ${context.code}`, `Service: ${service.name}`]
  const needs = travellers
    .flatMap((one) => [
      ...(one.dietary ? [`${guestName(one)}: ${one.dietary}`] : []),
      ...(one.mobility ? [`${guestName(one)}: ${one.mobility}`] : []),
    ])
    .map((need) => `  ${need}`)
  const needsBlock = needs.length ? ['Dietary and mobility needs:', ...needs] : []
  if (service.kind === 'stay') {
    const nights = service.nights ?? 1
    const rooms = (service.rooms ?? []).map((room) => `${room.count} × ${room.roomName}`).join(', ')
    const arrival = context.manifest.flights.find((flight) => flight.direction === 'arrival')
    return [
      ...header,
      `Check-in: ${longDate(service.date)}`,
      `Check-out: ${longDate(addDays(service.date, nights))} (${nights} night${nights === 1 ? '' : 's'})`,
      `Rooms: ${rooms}`,
      `Guests: ${party(service.adults, ages)}`,
      ...roomingBlock(service, context),
      ...(arrival ? [`Arrival flight: ${flightText(arrival)}`] : []),
      ...needsBlock,
    ]
  }
  const guests = `Guests: ${party(service.adults, ages)}${lead ? `; lead traveller ${guestName(lead)}` : ''}`
  if (service.kind === 'transfer') {
    const pickup = transferPickup(service, context.manifest.flights)
    return [
      ...header,
      `Date: ${longDate(service.date)}`,
      pickup
        ? `Pick-up: ${longDate(pickup.date)} at ${pickup.time}, ${pickup.meets ? 'meeting' : 'for'} flight ${flightText(pickup.flight)}`
        : 'Pick-up: time to follow',
      guests,
      ...needsBlock,
    ]
  }
  if (service.kind === 'visa')
    return [
      ...header,
      `Date: ${longDate(service.date)}`,
      `Travellers: ${party(service.adults, ages)}`,
      ...travellers.map((one) => `  ${guestName(one)}${one.nationality ? ` (${one.nationality})` : ''}`),
    ]
  return [...header, `Date: ${longDate(service.date)}`, guests, ...needsBlock]
}

function roomingBlock(service: TService, context: TRequestContext): string[] {
  const stayId = service.key.slice('stay:'.length)
  const stay = stayRooms(context.days).find((one) => one.stayId === stayId)
  const rooming = currentRooming(context.manifest, context.days).filter((one) => one.stayId === stayId)
  if (!stay || context.manifest.travellers.length === 0) return ['Rooming list: to follow']
  const byId = new Map(context.manifest.travellers.map((one) => [one.id, one]))
  const placed = new Set(rooming.flatMap((one) => one.travellerIds))
  const lines = stay.rooms.flatMap((room) => {
    const guests = rooming
      .find((one) => one.lineId === room.lineId && one.room === room.room)
      ?.travellerIds.flatMap((id) => {
        const one = byId.get(id)
        return one ? [one.kind === 'child' ? `${guestName(one)} (child)` : guestName(one)] : []
      })
    return guests?.length ? [`  ${room.roomName} ${room.room}: ${guests.join(', ')}`] : []
  })
  const unplaced = context.manifest.travellers.filter((one) => !placed.has(one.id)).map(guestName)
  return ['Rooming list:', ...lines, ...(unplaced.length ? [`  Room to follow: ${unplaced.join(', ')}`] : [])]
}
