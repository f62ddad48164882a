/**
 * Demo bookings (issue #5): each demo agent has three bookings in different statuses with full
 * itineraries, built with the vault's own operations from the demo catalogue and priced by the
 * server's rebuild, so they are exactly what an agent would have saved. Two demo consultants
 * answer them. As a travel agent would build them (issue 18): a program a day in the day's city,
 * a hotel for each night (none on the last day), the transfers that actually move the travellers,
 * and a seasonal supplement only on a day inside its season.
 */

import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import type { TBookingStatus } from '@/domain/booking-status'
import { said, type THistoryWords } from '@/domain/history-words'
import {
  addActivities,
  addHotel,
  addLocation,
  daysFor,
  quickAddChoice,
  type TActivityOffer,
  type THotelOffer,
  type TTourDay,
} from '@/domain/itinerary'
import { addDays, type TIsoDate } from '@/domain/pricing'
import { historyEntry } from '@/lib/i18n/history-words'
import { relationId } from '@/lib/relation'
import type { Agent, Program, Transfer } from '@/payload-types'
import { rebuildItinerary } from '@/server/bookings/reprice'
import { createBookingRecord } from '@/server/bookings/write'
import { cityName, programOffer, transferOffer } from '@/server/catalogue/activity-lists'
import { hotelOffers } from '@/server/catalogue/hotel-offers'
import { inTransaction } from '@/server/db'
import { settleInvoices } from '@/server/finance/invoices'
import { sellSettingsFor } from '@/server/pricing/sell-settings'
import { airportOf, hotelsIn, supplementAppliesOn } from './catalogue'
import { createSeedContext } from './context'
import { createDocuments } from './documents'
import { seedTravellers } from './travellers'

export const DEMO_CONSULTANTS = [
  { email: 'mai@monsoon.demo', name: 'Mai Nguyen' },
  { email: 'somchai@monsoon.demo', name: 'Somchai Rattanakul' },
] as const

type TPlan = {
  nameTour: string
  nation: string
  begin: TIsoDate
  days: number
  adults: number
  childAges: number[]
  status: TBookingStatus
  comment: string
  /** City of each day, in order (the day's location). */
  cities: string[]
  /** A confirmed booking's invoice as if issued this many days before the seed ran (an overdue deposit). */
  invoicedDaysAgo?: number
}

const PLANS: Record<string, TPlan[]> = {
  'anna@lotus-travel.demo': [
    {
      nameTour: 'Thailand family discovery',
      nation: 'th',
      begin: '2027-01-12',
      days: 10,
      adults: 2,
      childAges: [8, 11],
      status: 'draft',
      comment: 'Family of four, first time in Asia.',
      cities: [
        'Bangkok',
        'Bangkok',
        'Chiang Mai',
        'Chiang Mai',
        'Chiang Mai',
        'Krabi',
        'Krabi',
        'Krabi',
        'Bangkok',
        'Bangkok',
      ],
    },
    {
      nameTour: 'Bangkok and the islands honeymoon',
      nation: 'th',
      begin: '2027-02-08',
      days: 8,
      adults: 2,
      childAges: [],
      status: 'requested',
      comment: 'Honeymoon: please suggest a room upgrade.',
      cities: ['Bangkok', 'Bangkok', 'Bangkok', 'Phuket', 'Phuket', 'Phuket', 'Phuket', 'Phuket'],
    },
    {
      nameTour: 'Vietnam north to south',
      nation: 'vn',
      begin: '2027-03-01',
      days: 6,
      adults: 4,
      childAges: [],
      status: 'confirmed',
      comment: 'Two couples travelling together.',
      cities: ['Hanoi', 'Hanoi', 'Hanoi', 'Ho Chi Minh City', 'Ho Chi Minh City', 'Ho Chi Minh City'],
    },
  ],
  'jonas@lotus-travel.demo': [
    {
      nameTour: 'Hanoi and Halong in winter',
      nation: 'vn',
      begin: '2027-01-18',
      days: 7,
      adults: 2,
      childAges: [],
      status: 'draft',
      comment: '',
      cities: ['Hanoi', 'Hanoi', 'Hanoi', 'Hanoi', 'Hanoi', 'Hanoi', 'Hanoi'],
    },
    {
      nameTour: 'Laos slow travel',
      nation: 'la',
      begin: '2027-02-15',
      days: 6,
      adults: 3,
      childAges: [],
      status: 'requested',
      comment: 'Travellers over 70: gentle pace please.',
      cities: ['Luang Prabang', 'Luang Prabang', 'Luang Prabang', 'Vientiane', 'Vientiane', 'Vientiane'],
    },
    {
      nameTour: 'Saigon food weekend',
      nation: 'vn',
      begin: '2027-03-12',
      days: 4,
      adults: 2,
      childAges: [],
      status: 'quoted',
      comment: '',
      cities: ['Ho Chi Minh City', 'Ho Chi Minh City', 'Ho Chi Minh City', 'Ho Chi Minh City'],
    },
  ],
  'olivia@southerncross.demo': [
    {
      nameTour: 'Angkor and the Cambodian coast',
      nation: 'kh',
      begin: '2027-01-20',
      days: 9,
      adults: 2,
      childAges: [6],
      status: 'draft',
      comment: 'Child seat needed for transfers.',
      cities: [
        'Siem Reap',
        'Siem Reap',
        'Siem Reap',
        'Siem Reap',
        'Phnom Penh',
        'Phnom Penh',
        'Phnom Penh',
        'Phnom Penh',
        'Phnom Penh',
      ],
    },
    {
      nameTour: 'Myanmar temples and lakes',
      nation: 'mm',
      begin: '2027-02-03',
      days: 7,
      adults: 2,
      childAges: [],
      status: 'requested',
      comment: '',
      cities: ['Yangon', 'Yangon', 'Bagan', 'Bagan', 'Bagan', 'Yangon', 'Yangon'],
    },
    {
      nameTour: 'Thailand in style',
      nation: 'th',
      begin: '2027-03-05',
      days: 6,
      adults: 2,
      childAges: [],
      status: 'cancelled',
      comment: 'Clients postponed to next year.',
      cities: ['Bangkok', 'Bangkok', 'Bangkok', 'Chiang Mai', 'Chiang Mai', 'Chiang Mai'],
    },
    {
      // Southern Cross's deposit is overdue (issue 57): confirmed six weeks ago, not paid since.
      nameTour: 'Bangkok and Khao Yai',
      nation: 'th',
      begin: '2027-02-10',
      days: 5,
      adults: 2,
      childAges: [],
      status: 'confirmed',
      comment: 'Wine lovers: a vineyard lunch in Khao Yai.',
      cities: ['Bangkok', 'Bangkok', 'Bangkok', 'Bangkok', 'Bangkok'],
      invoicedDaysAgo: 40,
    },
  ],
  'priya@saffronjourneys.demo': [
    {
      nameTour: 'Hanoi, Hue and Hoi An',
      nation: 'vn',
      begin: '2027-02-20',
      days: 6,
      adults: 2,
      childAges: [],
      status: 'confirmed',
      comment: 'Photography group leaders.',
      cities: ['Hanoi', 'Hanoi', 'Hanoi', 'Ho Chi Minh City', 'Ho Chi Minh City', 'Ho Chi Minh City'],
    },
  ],
}

async function consultants(payload: Payload): Promise<string[]> {
  return Promise.all(
    DEMO_CONSULTANTS.map(async (consultant) => {
      const { docs } = await payload.find({
        collection: 'users',
        where: { email: { equals: consultant.email } },
        limit: 1,
      })
      const user =
        docs[0] ??
        (await payload.create({
          collection: 'users',
          // Demo consultants sign in only after an admin sets their password: nobody knows this one.
          data: { ...consultant, roles: ['consultant'], password: randomBytes(24).toString('base64url') },
        }))
      return user.id
    }),
  )
}

/**
 * The transfers of the day the travellers reach the plan's `index`-th city: from its airport on the
 * first day; else by road from the last city when the catalogue has that transfer, or else to the
 * last city's airport and from this one's (the flight between them is not ours to sell).
 */
function arrivalTransfers(plan: TPlan, index: number, transfers: readonly Transfer[]): Transfer[] {
  const find = (from: string | undefined, to: string | undefined) =>
    transfers.find((transfer) => transfer.from === from && transfer.to === to)
  const city = plan.cities[index] as string
  const arrival = find(airportOf(plan.nation, city), hotelsIn(city))
  const previous = plan.cities[index - 1]
  if (previous === undefined) return arrival ? [arrival] : []
  const road = find(hotelsIn(previous), hotelsIn(city))
  if (road) return [road]
  const departure = find(hotelsIn(previous), airportOf(plan.nation, previous))
  return departure && arrival ? [departure, arrival] : []
}

/** A nation's programs, hotels (each with its city) and transfers, as the vault lists them. */
async function nationCatalogue(payload: Payload, nationId: string) {
  const where = { nation: { equals: nationId } }
  const [programs, hotels, transfers] = await Promise.all([
    payload.find({ collection: 'programs', where, depth: 1, sort: 'name', pagination: false }),
    payload.find({ collection: 'hotels', where, depth: 1, sort: '-stars', pagination: false }),
    payload.find({ collection: 'transfers', where, depth: 0, sort: 'name', pagination: false }),
  ])
  return { programs, hotels, transfers }
}

type TNationCatalogue = Awaited<ReturnType<typeof nationCatalogue>>

/** A plan, and its nation: the nation's id and its catalogue. */
type TPlanIn = { plan: TPlan; nationId: string; catalogue: TNationCatalogue }

/** Builds one plan's itinerary with the vault's operations: a hotel per city, a program a day, transfers. */
async function itinerary(payload: Payload, agent: Agent, { plan, nationId, catalogue }: TPlanIn) {
  const { programs, hotels, transfers } = catalogue
  const end = addDays(plan.begin, plan.days - 1)
  let days: TTourDay[] = daysFor(plan.begin, end)
  const settings = await sellSettingsFor(payload, agent, plan.begin)
  const party = { adults: plan.adults, childAges: plan.childAges }
  const used = new Set<string>()
  for (const [index, city] of plan.cities.entries()) {
    days = addLocation(days, index, city)
    // On a day of travel (arriving in the city, or leaving on the last day) only a half-day program.
    const travelling = plan.cities[index - 1] !== city || index === plan.cities.length - 1
    const program = programs.docs.find(
      (doc) =>
        cityName(doc.city) === city &&
        !used.has(doc.id) &&
        doc.type === 'DayProgram' &&
        (!travelling || doc.duration === 'Half day'),
    )
    if (program && index > 0) {
      used.add(program.id)
      const offer = programOffer(program as Program, settings)
      // A seasonal supplement only on a day of its season (a festive supplement is not for March).
      const surcharges = offer.lsSurcharge
        .filter((surcharge) => surcharge.isActive && supplementAppliesOn(surcharge.name, days[index]?.date ?? ''))
        .map((surcharge) => surcharge.name)
      days = addActivities(days, index, [{ offer, surcharges: surcharges.slice(0, 1) }])
    }
    const arriving = index === 0 || plan.cities[index - 1] !== city
    if (!arriving) continue
    // A night for each day in the city, but for the last day of the trip: the travellers leave then.
    const nights = plan.cities.slice(index).findIndex((other) => other !== city)
    const stay = nights === -1 ? plan.cities.length - 1 - index : nights
    const hotel = hotels.docs.find((doc) => cityName(doc.city) === city)
    if (hotel && stay > 0) {
      const offers = await hotelOffers(
        payload,
        {
          hotelId: hotel.id,
          checkIn: days[index]?.date as string,
          nights: stay,
          adults: plan.adults,
          children: plan.childAges.length,
          market: agent.cmarket,
        },
        settings,
      )
      const rooms = offers.map((offer) => ({
        idContract: offer.contractId,
        idRoom: offer.room,
        occupancy: offer.occupancy,
        rates: offer.rates,
        extras: offer.extras,
      }))
      const offer: THotelOffer = { _id: hotel.id, nameTour: hotel.name, city, rooms }
      if (rooms[0])
        days = addHotel(days, index, { hotel: offer, rooms: [quickAddChoice(rooms[0], party)], nights: stay })
    }
    const arrival = arrivalTransfers(plan, index, transfers.docs as Transfer[])
    if (arrival.length)
      days = addActivities(
        days,
        index,
        arrival.map((transfer) => ({ offer: transferOffer(transfer, settings) as TActivityOffer })),
      )
  }
  // The last day: from the hotel to the airport.
  const last = plan.cities.length - 1
  const lastCity = plan.cities[last] as string
  const departure = transfers.docs.find(
    (transfer) => transfer.from === hotelsIn(lastCity) && transfer.to === airportOf(plan.nation, lastCity),
  )
  if (departure)
    days = addActivities(days, last, [{ offer: transferOffer(departure as Transfer, settings) as TActivityOffer }])
  const built = await rebuildItinerary(
    payload,
    { begin: plan.begin, end, nationId, party, agent },
    { input: days.map((day) => ({ date: day.date, location: day.location, Activities: day.Activities })) },
  )
  return { end, ...built }
}

/** Runs after the main seed has committed: pricing reads the committed catalogue, rates and markets. */
export async function seedBookings(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'bookings' })
  if (totalDocs > 0) return
  // Each trip is built and priced at once (reads only, on the pool's connections), while the
  // consultants are created; the bookings are then written one by one in the plans' order, so their
  // numbers and order are the same every run.
  const { docs: nations } = await payload.find({ collection: 'nations', depth: 0, pagination: false })
  // Each nation's catalogue is read once for every trip in it.
  const catalogues = new Map(nations.map((nation) => [nation.code, nationCatalogue(payload, nation.id)]))
  const [staff, trips] = await Promise.all([
    consultants(payload),
    Promise.all(
      Object.entries(PLANS).map(async ([email, plans]) => {
        const { docs } = await payload.find({
          collection: 'agents',
          where: { email: { equals: email } },
          limit: 1,
          depth: 0,
        })
        const agent = docs[0]
        if (!agent) return []
        return Promise.all(
          plans.map(async (plan) => {
            const nationId = nations.find((nation) => nation.code === plan.nation)?.id
            const catalogue = catalogues.get(plan.nation)
            const built =
              nationId && catalogue
                ? await itinerary(payload, agent, { plan, nationId, catalogue: await catalogue })
                : null
            return { agent, plan, nationId, built }
          }),
        )
      }),
    ),
  ])
  let number = 0
  const events: Record<string, unknown>[] = []
  for (const { agent, plan, nationId, built } of trips.flat()) {
    number += 1
    if (!nationId || !built) continue
    const consultant = staff[number % staff.length] as string
    const history = historyFor(
      plan.status,
      `${agent.firstName} ${agent.lastName} (${agent.email})`,
      consultant === staff[0] ? DEMO_CONSULTANTS[0].name : DEMO_CONSULTANTS[1].name,
    )
    // The history below is imported as written, so the write records none itself.
    const booking = await createBookingRecord(payload, undefined, {
      data: {
        Code: `BK${String(100_000 + number * 7_919).slice(0, 6)}`,
        nameTour: plan.nameTour,
        begindate: `${plan.begin}T07:00:00.000Z`,
        enddate: `${built.end}T07:00:00.000Z`,
        days: plan.days,
        nights: plan.days - 1,
        departureCity: plan.cities[0],
        finishCity: plan.cities.at(-1),
        departureCountry: '',
        finishCountry: '',
        adultQuantity: plan.adults,
        childQuantity: plan.childAges.length,
        lsChildren: plan.childAges.map((age, index) => ({ No: index + 1, age })),
        rooms: Math.max(1, Math.ceil((plan.adults + plan.childAges.length) / 2)),
        comment: plan.comment,
        status: plan.status,
        version: history.length,
        tourConsultant: consultant,
        agent: agent.id,
        agency: relationId(agent.agency),
        nation: nationId,
        tours: built.days,
        total: built.total,
        currency: agent.ccurrency,
        staffNote: plan.status === 'quoted' ? 'Quoted as requested; rates held for 14 days.' : '',
      },
      write: { actor: { kind: 'agent', name: `${agent.firstName} ${agent.lastName}` }, event: null },
    })
    if (plan.status === 'confirmed') {
      await seedTravellers(payload, booking)
      // Its invoice, as the confirmation issues one (ADR 068).
      const today = addDays(allotmentDay(new Date()), -(plan.invoicedDaysAgo ?? 0))
      await inTransaction(payload, (req) => settleInvoices(req, booking, { today }))
    }
    events.push(
      ...history.map((event, index) => ({
        ...event,
        booking: booking.id,
        version: index + 1,
        at: new Date(Date.parse('2026-11-02T09:00:00Z') + (number * 10 + index) * 3_600_000).toISOString(),
      })),
    )
  }
  // Every history through the Local API, outside the seed transaction (committed by now).
  await createDocuments(createSeedContext(payload, undefined), 'booking-events', events)
}

/** The status an agent's history entry moved the booking from and to, when it moved it. */
type TStatusMove = { fromStatus?: TBookingStatus; toStatus?: TBookingStatus }

function historyFor(status: TBookingStatus, agentName: string, consultantName: string) {
  // Stored with their words, like the app's own entries: the vault says them in its reader's language.
  const agent = (
    action: 'created' | 'itinerary' | 'status',
    words: THistoryWords,
    { fromStatus, toStatus }: TStatusMove = {},
  ) => ({
    actorKind: 'agent' as const,
    actorName: agentName,
    ...historyEntry(action, words),
    fromStatus,
    toStatus,
  })
  const staff = (fromStatus: TBookingStatus, toStatus: TBookingStatus) => ({
    actorKind: 'staff' as const,
    actorName: consultantName,
    ...historyEntry('status' as const, [said('status', { from: { status: fromStatus }, to: { status: toStatus } })]),
    fromStatus,
    toStatus,
  })
  const events: (ReturnType<typeof agent> | ReturnType<typeof staff>)[] = [
    agent('created', [said('createdShort')], { toStatus: 'draft' }),
    agent('itinerary', [said('savedShort')], { fromStatus: 'draft', toStatus: 'draft' }),
  ]
  if (status === 'draft') return events
  events.push(agent('status', [said('sentShort')], { fromStatus: 'draft', toStatus: 'requested' }))
  if (status === 'requested') return events
  if (status === 'cancelled') return [...events, staff('requested', 'cancelled')]
  events.push(staff('requested', 'quoted'))
  if (status === 'quoted') return events
  return [...events, staff('quoted', 'confirmed')]
}
