import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '@/seed'
import { bootTestPayload } from '../support/payload'

let api: Awaited<ReturnType<typeof bootTestPayload>>['api']
const tokens: Record<string, string> = {}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
type TJson = any
type TPage = {
  items: Array<Record<string, TJson>>
  total: number
  pageNumber: number
  pageSize: number
  currency: string
}

async function post(path: string, body: unknown, who?: string) {
  const response = await api.request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { data?: TPage; error?: { message: string } } }
}

const list = (nation: string, over: Record<string, unknown> = {}) => ({
  _Currency: 'VND',
  _active: true,
  _pageSize: 4,
  _pageNumber: 1,
  _filter: {
    languageId: 'en',
    begindate: '2026-12-15',
    enddate: '2026-12-29',
    nation,
    adults: 2,
    children: 0,
    ...over,
  },
  _markup: { market: 'americas', md5code: 'someone-else' },
})

beforeAll(async () => {
  const booted = await bootTestPayload()
  api = booted.api
  await seedDemoData(booted.payload)
  for (const who of ['anna@lotus-travel.demo', 'olivia@southerncross.demo']) {
    const answer = await api.request('http://localhost:3000/b2badminapi/api/ManagerUser/authenticateCrmclient', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: who, password: 'agent-demo-2026', client: 'api' }),
    })
    tokens[who] = ((await answer.json()) as { data: { token: string } }).data.token
  }
}, 120_000)

describe('catalogue lists (POST /b2badminapi/api/RequestBooking/List…)', () => {
  it('accommodation: 4 per page, highest rating first, rooms priced for the 14-night stay in each agent’s currency and market', async () => {
    const anna = await post('/b2badminapi/api/RequestBooking/ListAccommodation', list('th'), 'anna@lotus-travel.demo')
    const olivia = await post(
      '/b2badminapi/api/RequestBooking/ListAccommodation',
      list('th'),
      'olivia@southerncross.demo',
    )
    expect(anna.status).toBe(200)
    expect(anna.body.data?.items).toHaveLength(4)
    expect(anna.body.data?.total).toBe(12)
    expect(anna.body.data?.currency).toBe('EUR')
    expect(olivia.body.data?.currency).toBe('AUD')
    const ratings = anna.body.data?.items.map((item) => item.rating) ?? []
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const first = anna.body.data?.items[0]
    expect(first?.nights).toBe(14)
    expect(first?.rooms[0].nights).toHaveLength(14)
    const sameHotel = olivia.body.data?.items.find((item) => item._id === first?._id)
    expect(sameHotel?.rooms[0].total).not.toBe(first?.rooms[0].total)
  })

  it('day programs, transfers and visa services are priced per the agent and paged', async () => {
    const programs = await post('/b2badminapi/api/RequestBooking/ListDayPrograms', list('vn'), 'anna@lotus-travel.demo')
    expect(programs.body.data?.total).toBe(20)
    expect(programs.body.data?.items[0]).toMatchObject({
      adultPrice: expect.any(Number),
      childPrices: expect.any(Array),
    })
    const transfers = await post(
      '/b2badminapi/api/RequestBooking/ListTransfers',
      { ...list('vn'), _pageSize: 8, idRequest: 'b-1', day: 2 },
      'anna@lotus-travel.demo',
    )
    expect(transfers.body.data?.items).toHaveLength(8)
    const visa = await post(
      '/b2badminapi/api/RequestBooking/ListVisaOnArrival',
      { pageSize: 8, pageNumber: 1, nation: 'kh' },
      'anna@lotus-travel.demo',
    )
    expect(visa.body.data?.items.length).toBeGreaterThan(0)
    expect(visa.body.data?.items[0].price).toBeGreaterThan(0)
  })

  it('search narrows by name', async () => {
    const found = await post(
      '/b2badminapi/api/RequestBooking/ListAccommodation',
      list('th', { search: 'rachamankha' }),
      'anna@lotus-travel.demo',
    )
    expect(found.body.data?.items.map((item) => item.nameTour)).toEqual(['Rachamankha'])
  })

  it('refuses visitors, a nation outside the agent’s list, and malformed bodies', async () => {
    expect((await post('/b2badminapi/api/RequestBooking/ListAccommodation', list('th'))).status).toBe(401)
    const outside = await post(
      '/b2badminapi/api/RequestBooking/ListAccommodation',
      list('mm'),
      'anna@lotus-travel.demo',
    )
    expect([outside.status, outside.body.error?.message]).toEqual([403, 'This nation is not available to your account'])
    expect(
      (await post('/b2badminapi/api/RequestBooking/ListAccommodation', { _pageSize: 4 }, 'anna@lotus-travel.demo'))
        .status,
    ).toBe(400)
  })
})
