/**
 * Monsoon Connect in one afternoon: with nothing but an API key, list day programs, price a 5-day
 * trip, save it as a booking, send the request to Monsoon, and wait for the `booking.quoted`
 * webhook on a local receiver that checks its signature.
 *
 *   MONSOON_URL=https://monsoon.example MONSOON_API_KEY=msk_… WEBHOOK_URL=https://hooks.you.example/monsoon \
 *     npx tsx examples/quickstart.ts
 *
 * WEBHOOK_URL is where Monsoon can reach this script's receiver (a tunnel to port RECEIVER_PORT,
 * 8787 by default). A consultant then quotes the booking in Monsoon's back office, and the script
 * prints the quote it was told of.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMonsoonClient, type TMonsoonClient, type TWebhookEvent, verifyWebhook } from '../src/index'

type TLog = (line: string) => void

export type TQuickstartOptions = {
  baseUrl: string
  apiKey: string
  /** Where Monsoon posts webhooks; the receiver listens on `receiverPort` (0: any free port, see `onReceiver`). */
  webhookUrl: (receiverPort: number) => string
  receiverPort?: number
  receiverHost?: string
  nation?: string
  /** The first day of the trip (YYYY-MM-DD); six weeks from today by default. */
  startDate?: string
  log?: TLog
  /** Called once the booking is sent: what a consultant does in Monsoon's back office (tests quote it here). */
  onSent?: (booking: { id: string; code: string }) => Promise<void>
  /** How long to wait for the quote. */
  timeoutMs?: number
  /** Your own fetch (tests hand the app's in-process one). */
  fetch?: typeof fetch
}

export type TQuickstartResult = {
  bookingId: string
  code: string
  total: number
  currency: string
  quoted: TWebhookEvent
  events: TWebhookEvent[]
}

/** Monsoon's amounts are integers in the currency's minor unit (cents): 236214 AUD is A$2,362.14. */
export const money = (amount: number, currency: string) => {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency })
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Where the webhook receiver listens. */
type TAddress = { port: number; host: string }

/** A receiver for Monsoon's webhooks: verifies each, answers 204, and hands the events on. */
async function startReceiver(
  { port, host }: TAddress,
  secret: () => string | undefined,
  onEvent: (event: TWebhookEvent) => void,
): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const key = secret()
      try {
        if (!key) throw new Error('No endpoint secret yet')
        onEvent(verifyWebhook(key, Buffer.concat(chunks).toString('utf8'), request.headers))
        response.statusCode = 204
      } catch {
        // Not signed by Monsoon with our secret: refused, and Monsoon does not retry a 400.
        response.statusCode = 400
      }
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  return server
}

/** Fails with Monsoon's own error message: `{ error: { code, message, fields } }`. */
function ok<T>(answer: { data?: { data: T }; error?: unknown; response: Response }, what: string): T {
  if (answer.data) return answer.data.data
  const error = (answer.error as { error?: { code: string; message: string } } | undefined)?.error
  throw new Error(`${what}: ${answer.response.status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim())
}

/** The trip to price: the nation's code and the first day (YYYY-MM-DD). */
type TTrip = { nation: string; begin: string }

/** Prices a trip: a day program on days 1, 3 and 5, and a hotel for the four nights. */
async function priceTrip(monsoon: TMonsoonClient, { nation, begin }: TTrip, log: TLog) {
  const filter = { begindate: begin, enddate: addDays(begin, 4), nation, adults: 2, children: 0 }
  const programs = ok(
    await monsoon.POST('/b2badminapi/api/RequestBooking/ListDayPrograms', {
      body: { _pageSize: 10, _pageNumber: 1, _filter: filter },
    }),
    'ListDayPrograms',
  )
  log(
    `${programs.total} day programs in ${nation}; first: ${programs.items
      .map((item) => item.nameTour)
      .slice(0, 3)
      .join(', ')}`,
  )
  const hotels = ok(
    await monsoon.POST('/b2badminapi/api/RequestBooking/ListAccommodation', {
      body: { _pageSize: 5, _pageNumber: 1, _filter: filter },
    }),
    'ListAccommodation',
  )
  const hotel = hotels.items.find((item) => item.rooms.length > 0)
  if (!hotel) throw new Error('No hotel with rooms on these dates')
  const room = hotel.rooms[0]
  const dayPrograms = programs.items.filter((item) => item.type === 'DayProgram').slice(0, 3)
  let seq = 1
  const days = Array.from({ length: 5 }, (_, index) => {
    const program = [0, 2, 4].includes(index) ? dayPrograms[[0, 2, 4].indexOf(index)] : undefined
    const activities = []
    if (program)
      activities.push({
        _id: String(seq),
        seq: seq++,
        tourId: program._id,
        type: 'DayProgram' as const,
        kind: 'activity' as const,
      })
    if (index < 4)
      activities.push({
        _id: String(seq),
        seq: seq++,
        tourId: hotel._id,
        type: 'Accommodation' as const,
        kind: 'hotel' as const,
        idContract: room.idContract,
        idRoom: room.idRoom,
        numberRoom: 1,
        nights: 4,
        night: index + 1,
      })
    return { date: addDays(begin, index), Activities: activities }
  })
  log(`Trip: ${dayPrograms.map((item) => item.nameTour).join(', ')}; ${hotel.nameTour}, ${room.roomName}, 4 nights`)
  return days
}

export async function quickstart(options: TQuickstartOptions): Promise<TQuickstartResult> {
  const log = options.log ?? ((line: string) => console.log(line))
  const monsoon = createMonsoonClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    nation: options.nation,
    fetch: options.fetch,
  })
  const me = ok(await monsoon.GET('/b2badminapi/api/ManagerUser/crmInfoclient'), 'crmInfoclient')
  const nation = options.nation ?? me.nation
  log(`Signed in with the key as ${me.name} of ${me.cname} (${nation}, prices in ${me.ccurrency})`)

  // The receiver first, so no event is missed; then the endpoint that points at it.
  let secret: string | undefined
  const events: TWebhookEvent[] = []
  const waiters: ((event: TWebhookEvent) => void)[] = []
  const receiver = await startReceiver(
    { port: options.receiverPort ?? 0, host: options.receiverHost ?? '127.0.0.1' },
    () => secret,
    (event) => {
      events.push(event)
      log(`Webhook: ${event.type} ${JSON.stringify(event.data.code ?? '')}`)
      for (const waiter of waiters) waiter(event)
    },
  )
  const port = (receiver.address() as AddressInfo).port
  const endpoint = ok(
    await monsoon.POST('/b2badminapi/api/Connect/webhooks', {
      body: {
        url: options.webhookUrl(port),
        description: 'Quickstart receiver',
        events: [
          'booking.sent',
          'booking.quoted',
          'booking.confirmed',
          'booking.cancelled',
          'booking.changed',
          'request.bounced',
        ],
      },
    }),
    'Register the webhook endpoint',
  )
  secret = endpoint.secret
  log(`Webhook endpoint registered: ${endpoint.url}`)

  try {
    const begin = options.startDate ?? addDays(new Date().toISOString().slice(0, 10), 42)
    const Tours = await priceTrip(monsoon, { nation, begin }, log)
    const created = ok(
      await monsoon.POST('/b2badminapi/api/RequestBooking/AddBooing', {
        body: {
          nameTour: 'Quickstart: five days in the north',
          begindate: begin,
          enddate: addDays(begin, 4),
          adultQuantity: 2,
          childQuantity: 0,
          rooms: 1,
          nation,
          departureCity: 'Frankfurt',
          departureCountry: 'Germany',
          finishCity: 'Chiang Mai',
          finishCountry: 'Thailand',
          comment: 'Made by the Monsoon Connect quickstart',
          status: 'draft',
        },
      }),
      'AddBooing',
    )
    const priced = ok(
      await monsoon.PUT('/b2badminapi/api/RequestBooking/UpdateToursBooing', {
        body: { _id: created._id, version: created.version, Tours, status: 'draft' },
      }),
      'UpdateToursBooing',
    )
    log(`Booking ${priced.Code} saved: ${money(priced.total, priced.currency)} for ${priced.days} days`)

    // Sending the request: a one-use token, then the send (Monsoon's own recipients get it).
    const opened = ok(
      await monsoon.GET('/notificationapi/api/v1/notify/token', {
        params: { query: { path: `/marketplace/b2b-agent-vault/${priced._id}` } },
      }),
      'notify/token',
    )
    ok(await monsoon.POST('/notificationapi/api/v1/notify', { body: { Token: opened.token, Emails: [] } }), 'notify')
    log(`Request sent to Monsoon for ${priced.Code}; waiting for the quote…`)

    const quoted = new Promise<TWebhookEvent>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('No booking.quoted webhook in time')),
        options.timeoutMs ?? 15 * 60_000,
      )
      const check = (event: TWebhookEvent) => {
        if (event.type === 'booking.quoted' && event.data.bookingId === priced._id) {
          clearTimeout(timer)
          resolve(event)
        }
      }
      for (const event of events) check(event)
      waiters.push(check)
    })
    await options.onSent?.({ id: priced._id, code: priced.Code })
    const quote = await quoted
    log(`Monsoon quoted ${quote.data.code}: ${money(Number(quote.data.total), String(quote.data.currency))}`)
    return {
      bookingId: priced._id,
      code: priced.Code,
      total: priced.total,
      currency: priced.currency,
      quoted: quote,
      events,
    }
  } finally {
    await new Promise((resolve) => receiver.close(resolve))
    await monsoon.DELETE('/b2badminapi/api/Connect/webhooks/{id}', { params: { path: { id: endpoint.id } } })
  }
}

// Run as a script: the settings come from the environment.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  // biome-ignore lint/style/noProcessEnv: a partner's script, not the app: its settings come from its environment
  const { MONSOON_URL, MONSOON_API_KEY, WEBHOOK_URL, RECEIVER_PORT } = process.env
  if (!MONSOON_URL || !MONSOON_API_KEY || !WEBHOOK_URL) {
    console.error('Set MONSOON_URL, MONSOON_API_KEY and WEBHOOK_URL (see the comment at the top of this file).')
    process.exit(2)
  }
  quickstart({
    baseUrl: MONSOON_URL,
    apiKey: MONSOON_API_KEY,
    webhookUrl: () => WEBHOOK_URL,
    receiverPort: Number(RECEIVER_PORT ?? 8787),
    receiverHost: '0.0.0.0',
  }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
