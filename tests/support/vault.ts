import { addActivities, addHotel, quickAddChoice, type THotelOffer, type TTourDay } from '@/domain/itinerary'
import { addDays } from '@/domain/pricing'
import type { bootTestPayload } from './payload'

type TApi = Awaited<ReturnType<typeof bootTestPayload>>['api']

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
export type TJson = any

export type TAnswer = {
  status: number
  data: TJson
  error?: { code: string; message: string; fields?: { field: string; message: string }[] }
}

export const BOOKING_API = 'http://localhost:3000/b2badminapi/api/RequestBooking'

/** A JSON call as an API client (Bearer token) makes it; `url` may be a RequestBooking name. */
export function apiCaller(api: TApi, tokens: Record<string, string>) {
  return async (
    method: string,
    url: string,
    body: unknown,
    who: string,
    headers: Record<string, string> = {},
  ): Promise<TAnswer> => {
    const response = await api.request(url.startsWith('http') ? url : `${BOOKING_API}/${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as { data?: TJson; error?: TAnswer['error'] }
    return { status: response.status, data: json.data, error: json.error }
  }
}

/** A booking header as the vault's create dialog sends it. */
export const bookingHeader = (over: Record<string, unknown> = {}) => ({
  nameTour: 'Lanna and the islands',
  begindate: '2026-12-15',
  enddate: '2026-12-24',
  departureCity: 'Frankfurt',
  departureCountry: 'Germany',
  finishCity: 'Phuket',
  finishCountry: 'Thailand',
  adultQuantity: 2,
  childQuantity: 1,
  lsChildren: [{ age: 8, No: 1 }],
  rooms: 1,
  comment: 'Honeymoon, vegetarian',
  nation: 'th',
  status: 'draft',
  ...over,
})

const filter = (nation: string, begindate = '2026-12-15') => ({
  _pageSize: 8,
  _pageNumber: 1,
  _filter: { begindate, enddate: '2026-12-18', nation, adults: 2, children: 1 },
})

/** The first page of programs, hotels and transfers the agent sees in a nation. */
export async function vaultCatalogue(call: ReturnType<typeof apiCaller>, nation: string, who: string) {
  const [programs, hotels, transfers] = await Promise.all([
    call('POST', 'ListDayPrograms', filter(nation), who),
    call('POST', 'ListAccommodation', filter(nation), who),
    call('POST', 'ListTransfers', filter(nation), who),
  ])
  return { programs: programs.data.items, hotels: hotels.data.items, transfers: transfers.data.items }
}

export const PARTY = { adults: 2, childAges: [8] }

/** An itinerary as the vault builds it: a program on day 1, a hotel for 3 nights from day 1, a transfer on day 4. */
export async function buildItinerary(
  call: ReturnType<typeof apiCaller>,
  booking: TJson,
  who: string,
): Promise<TTourDay[]> {
  const { programs, hotels, transfers } = await vaultCatalogue(call, 'th', who)
  const program = programs.find((item: TJson) => item.type === 'DayProgram')
  const hotel: THotelOffer = {
    _id: hotels[0]._id,
    nameTour: hotels[0].nameTour,
    rooms: hotels[0].rooms.map((room: TJson) => ({ ...room })),
  }
  let days = addActivities(booking.Tours, 0, [{ offer: program }])
  days = addHotel(days, 0, { hotel, rooms: [quickAddChoice(hotel.rooms[0] as never, PARTY)], nights: 3 })
  days = addActivities(days, 3, [{ offer: transfers[0] }])
  return days
}

/** One RequestBooking call as one agent makes it, in-process or over HTTP. */
export type TCallAs = (method: 'POST' | 'PUT', name: string, body: unknown) => Promise<Pick<TAnswer, 'status' | 'data'>>

/**
 * A booking of `nights` (1) at `hotel` from `begin`, in its Deluxe rooms (or `room`, `rooms` of them)
 * for two adults (or `adults`), created and saved as the vault does; `more` adds to the days before
 * the save. Answers the saved booking (`_id`, `version`, `Tours`…).
 */
export async function hotelBooking(
  call: TCallAs,
  args: {
    hotel: THotelOffer
    begin: string
    nights?: number
    room?: string
    rooms?: number
    adults?: number
    name?: string
    more?: (days: TTourDay[]) => Promise<TTourDay[]>
  },
): Promise<TJson> {
  const nights = args.nights ?? 1
  const adults = args.adults ?? 2
  const created = await call(
    'POST',
    'AddBooing',
    bookingHeader({
      nameTour: args.name ?? 'Allotment trip',
      begindate: args.begin,
      enddate: addDays(args.begin, nights),
      adultQuantity: adults,
      childQuantity: 0,
      lsChildren: [],
    }),
  )
  if (created.status !== 200) throw new Error(`AddBooing answered ${created.status}`)
  const room = args.hotel.rooms.find((candidate) => candidate.idRoom === (args.room ?? 'Deluxe')) ?? args.hotel.rooms[0]
  const choice = quickAddChoice(room as never, { adults, childAges: [] })
  if (args.rooms) choice.numberRoom = args.rooms
  const days = addHotel(created.data.Tours, 0, { hotel: args.hotel, rooms: [choice], nights })
  const saved = await call('PUT', 'UpdateToursBooing', {
    _id: created.data._id,
    version: 1,
    Tours: args.more ? await args.more(days) : days,
    status: 'draft',
  })
  if (saved.status !== 200) throw new Error(`UpdateToursBooing answered ${saved.status}`)
  return saved.data
}
