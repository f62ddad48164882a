import { expect, test } from '@playwright/test'
import { quickstart } from '../../clients/typescript/examples/quickstart'
import { AGENT_PASSWORD, staffAccount } from './helpers'

/**
 * Monsoon Connect's quickstart (clients/typescript/examples/quickstart.ts) against the production
 * app over real HTTP (issue 24): with nothing but an API key, the partner's system lists day
 * programs, prices a 5-day trip, saves it, sends the request, and hears of Monsoon's quote on a
 * receiver on loopback that checks the signature. A consultant quotes it through the back office's
 * REST API, as their browser would.
 */
test('a partner’s system prices, books, sends and is told of the quote, with nothing but an API key', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const origin = new URL(baseURL ?? '').origin
  const agent = await playwright.request.newContext({ baseURL })
  const login = await agent.post('/b2badminapi/api/ManagerUser/authenticateCrmclient', {
    data: { grant_type: 'password', username: 'olivia@southerncross.demo', password: AGENT_PASSWORD, client: 'api' },
  })
  const token = (await login.json()).data.token as string
  const made = await agent.post('/b2badminapi/api/Connect/keys', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'E2E quickstart' },
  })
  expect(made.status()).toBe(200)
  const key = (await made.json()).data.key as string
  await agent.dispose()

  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin } })
  expect((await staff.post('/cms-api/users/login', { data: staffAccount() })).ok()).toBe(true)
  const lines: string[] = []
  try {
    const result = await quickstart({
      baseUrl: origin,
      apiKey: key,
      nation: 'th',
      webhookUrl: (port) => `http://127.0.0.1:${port}/monsoon`,
      log: (line) => lines.push(line),
      timeoutMs: 20_000,
      onSent: async (booking) => {
        const quoted = await staff.patch(`/cms-api/bookings/${booking.id}`, { data: { status: 'quoted' } })
        expect(quoted.ok()).toBe(true)
      },
    })
    expect(result.total).toBeGreaterThan(0)
    expect(result.currency).toBe('AUD')
    expect(result.quoted.data).toMatchObject({ bookingId: result.bookingId, status: 'quoted', changedBy: 'monsoon' })
    // The agency's endpoint hears its other bookings too, which other tests change meanwhile.
    const own = result.events.filter((event) => event.data.bookingId === result.bookingId)
    expect(own.map((event) => event.type)).toEqual(['booking.sent', 'booking.quoted'])
  } finally {
    await staff.dispose()
    console.log(lines.join('\n'))
  }
})
