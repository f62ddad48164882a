import { beforeAll, describe, expect, it } from 'vitest'
import { agentTokens } from '../support/agents'
import { bootTestPayload } from '../support/payload'

let api: Awaited<ReturnType<typeof bootTestPayload>>['api']
let payload: Awaited<ReturnType<typeof bootTestPayload>>['payload']
const tokens: Record<string, string> = {}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
type TJson = any
type TItem = Record<string, TJson>

async function get(path: string, who?: string) {
  const response = await api.request(`http://localhost:3000${path}`, {
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
  })
  return { status: response.status, body: (await response.json()) as { data?: TJson; error?: { message: string } } }
}

async function post(path: string, body: unknown, who?: string) {
  const response = await api.request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { data?: TJson; error?: { message: string } } }
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
  const booted = await bootTestPayload({ data: 'demo' })
  api = booted.api
  payload = booted.payload
  Object.assign(
    tokens,
    await agentTokens(api, ['anna@lotus-travel.demo', 'olivia@southerncross.demo', 'jonas@lotus-travel.demo']),
  )
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
    const ratings = anna.body.data?.items.map((item: TItem) => item.rating) ?? []
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const first = anna.body.data?.items[0]
    expect(first?.nights).toBe(14)
    expect(first?.rooms[0].nights).toHaveLength(14)
    const sameHotel = olivia.body.data?.items.find((item: TItem) => item._id === first?._id)
    expect(sameHotel?.rooms[0].total).not.toBe(first?.rooms[0].total)
  })

  it('day programs, transfers and visa services are priced per the agent and paged', async () => {
    const programs = await post(
      '/b2badminapi/api/RequestBooking/ListDayPrograms',
      list('vn', { dining: false }),
      'anna@lotus-travel.demo',
    )
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

  it('dining experiences (issue 55): the programs at a restaurant, listed apart with their venue, or one by its _id', async () => {
    const programs = (filter: Record<string, unknown>, who = 'anna@lotus-travel.demo') =>
      post('/b2badminapi/api/RequestBooking/ListDayPrograms', { ...list('th', filter), _pageSize: 100 }, who)
    const dining = await programs({ dining: true })
    const others = await programs({ dining: false })
    const all = await programs({})
    expect(dining.status).toBe(200)
    const venues = await payload.find({
      collection: 'venues',
      where: { type: { in: ['axs', 'axs-private'] } },
      depth: 1,
    })
    const thai = venues.docs.filter((venue) => typeof venue.nation === 'object' && venue.nation.code === 'th')
    expect(dining.body.data?.total).toBe(thai.length)
    expect(dining.body.data?.items.map((item: TItem) => item.venue.title).sort()).toEqual(
      thai.map((venue) => venue.title).sort(),
    )
    expect(dining.body.data?.items.every((item: TItem) => ['axs', 'axs-private'].includes(item.venue.brand))).toBe(true)
    expect(others.body.data?.items.every((item: TItem) => item.venue === null)).toBe(true)
    expect(others.body.data?.total + dining.body.data?.total).toBe(all.body.data?.total)
    // Priced for the agent like any program: Anna in EUR.
    const counter = dining.body.data?.items.find((item: TItem) => item.venue.title === 'AXS Thonglor Counter')
    expect(counter).toMatchObject({ type: 'DayProgram', adultPrice: expect.any(Number), city: 'Bangkok' })
    expect(dining.body.data?.currency).toBe('EUR')

    const one = await programs({ id: counter._id })
    expect(one.body.data?.items.map((item: TItem) => item._id)).toEqual([counter._id])
    expect((await programs({ id: counter._id, dining: false })).body.data?.total).toBe(0)
    for (const bad of [{ dining: 'yes' }, { id: 'x'.repeat(65) }, { id: 42 }])
      expect((await programs(bad)).status, JSON.stringify(bad)).toBe(400)

    // A venue's "Book in the agent vault" names the item; the vault reads it for the signed-in agent.
    const { authenticate } = await import('@/server/auth/sessions')
    const { vaultLinkItem } = await import('@/server/catalogue/vault-link')
    const anna = await authenticate(tokens['anna@lotus-travel.demo'])
    const jonas = await authenticate(tokens['jonas@lotus-travel.demo'])
    if (!anna || !jonas) throw new Error('the demo agents must sign in')
    expect(await vaultLinkItem(anna, { kind: 'program', id: counter._id })).toEqual({
      kind: 'program',
      id: counter._id,
      name: counter.nameTour,
      tab: 'dining',
      nation: { code: 'th', fullName: 'Thailand' },
      allowed: true,
    })
    // Jonas sells Vietnam and Laos, not Thailand.
    expect(await vaultLinkItem(jonas, { kind: 'program', id: counter._id })).toMatchObject({ allowed: false })
    const hotel = (
      await post('/b2badminapi/api/RequestBooking/ListAccommodation', list('th'), 'anna@lotus-travel.demo')
    ).body.data?.items[0]
    expect(await vaultLinkItem(anna, { kind: 'hotel', id: hotel._id })).toMatchObject({
      tab: 'hotels',
      name: hotel.nameTour,
    })
    const program = others.body.data?.items[0]
    expect(await vaultLinkItem(anna, { kind: 'program', id: program._id })).toMatchObject({ tab: 'programs' })
    // A hotel's id asked as a program, or an id of nothing: nothing.
    expect(await vaultLinkItem(anna, { kind: 'program', id: hotel._id })).toBeNull()
    expect(await vaultLinkItem(anna, { kind: 'hotel', id: '00000000-0000-4000-8000-000000000000' })).toBeNull()
  })

  it('search narrows by name', async () => {
    const found = await post(
      '/b2badminapi/api/RequestBooking/ListAccommodation',
      list('th', { search: 'rachamankha' }),
      'anna@lotus-travel.demo',
    )
    expect(found.body.data?.items.map((item: TItem) => item.nameTour)).toEqual(['Rachamankha'])
  })

  it('searches name, city and description, names first, and filters by the reference lists’ values (issue 18)', async () => {
    const programs = (filter: Record<string, unknown>) =>
      post(
        '/b2badminapi/api/RequestBooking/ListDayPrograms',
        { ...list('th', filter), _pageSize: 100 },
        'anna@lotus-travel.demo',
      )
    const names = (answer: Awaited<ReturnType<typeof programs>>) =>
      answer.body.data?.items.map((item: TItem) => item.nameTour) as string[]
    const chiangMai = await programs({ search: 'Chiang Mai' })
    // Elephant Nature Park is in Chiang Mai without saying so in its name.
    expect(names(chiangMai)).toContain('Elephant Nature Park ethical visit')
    expect(names(chiangMai)[0]).toMatch(/Chiang Mai/)
    expect(
      chiangMai.body.data?.items.every(
        (item: TItem) => item.city === 'Chiang Mai' || /chiang mai/i.test(`${item.nameTour} ${item.description}`),
      ),
    ).toBe(true)
    const byDescription = await programs({ search: 'kayak' })
    expect(names(byDescription)).toContain('Phang Nga Bay sea caves by kayak')

    const all = (await programs({})).body.data?.items as TItem[]
    expect(all.every((item) => typeof item.description === 'string' && item.description.length > 40)).toBe(true)
    expect(all.every((item) => typeof item.image === 'string' && item.image.startsWith('/'))).toBe(true)
    for (const [field, sample] of [
      ['category', 'Small group'],
      ['duration', 'Half day'],
      ['tourStyle', 'Family'],
      ['experience', 'Food'],
    ] as const) {
      const expected = all.filter((item) => item[field] === sample).map((item) => item.nameTour)
      expect(expected.length, field).toBeGreaterThan(0)
      expect(expected.length, field).toBeLessThan(all.length)
      // By the reference list's _id (its slug) and by its name alike.
      expect(names(await programs({ [field]: sample.toLowerCase().replace(/ /g, '-') })), field).toEqual(expected)
      expect(names(await programs({ [field]: sample })), field).toEqual(expected)
    }
    const city = (
      await get('/b2badminapi/api/GeoPaths/CountryCityWithCount?Id=th&pageSize=100', 'anna@lotus-travel.demo')
    ).body.data?.items.find((item: TItem) => item.fullName === 'Krabi')
    const inKrabi = await programs({ city: city._id, experience: 'adventure' })
    expect(names(inKrabi).length).toBeGreaterThan(0)
    expect(
      inKrabi.body.data?.items.every((item: TItem) => item.city === 'Krabi' && item.experience === 'Adventure'),
    ).toBe(true)
    expect((await programs({ category: 'No such category' })).body.data).toMatchObject({ items: [], total: 0 })

    const resorts = await post(
      '/b2badminapi/api/RequestBooking/ListAccommodation',
      { ...list('th', { accommodationType: 'resort' }), _pageSize: 100 },
      'anna@lotus-travel.demo',
    )
    expect(resorts.body.data?.total).toBeGreaterThan(0)
    expect(resorts.body.data?.items.every((item: TItem) => item.accommodationType === 'Resort' && item.image)).toBe(
      true,
    )
    const tooLong = await programs({ category: 'x'.repeat(65) })
    expect(tooLong.status).toBe(400)
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

describe('reference lists (spec §7 Config and common)', () => {
  it('experiences, durations, categories and tour styles are the values in use on programs', async () => {
    const experiences = await get('/b2badminapi/client/PushTourFromTourchain/GetExperiences')
    expect(experiences.body.data.map((item: { fullName: string }) => item.fullName)).toEqual([
      'Adventure',
      'Culture',
      'Food',
      'Nature',
      'Wellness',
    ])
    const durations = await get('/b2badminapi/api/Tourdurations/GetDurations?nation=vn')
    expect(durations.body.data.map((item: { fullName: string }) => item.fullName)).toEqual(
      expect.arrayContaining(['Full day', 'Half day']),
    )
    expect((await get('/b2badminapi/api/Tourcategories/getList?nation=th')).body.data).toHaveLength(2)
    const styles = await post('/b2badminapi/api/TourStypeValue/GetTourStypeAll', { nation: 'th' })
    expect(styles.body.data?.map((item: { fullName: string }) => item.fullName)).toEqual([
      'Active',
      'Classic',
      'Family',
    ])
    expect((await get('/b2badminapi/api/Tourdurations/GetDurations?nation=xx')).status).toBe(404)
  })

  it('visa types, airlines and accommodation types', async () => {
    const visas = await post('/b2badminapi/api/RequestBooking/VisaOnArrivalTypes', { nation: 'kh' })
    expect(visas.body.data?.map((item: { fullName: string }) => item.fullName)).toContain('Tourist visa on arrival (T)')
    const airlines = await post('/api/user/list_Airlines', { nation: 'mm' })
    expect(airlines.body.data?.map((item: { code: string }) => item.code)).toEqual(expect.arrayContaining(['TG', 'UB']))
    expect(airlines.body.data?.map((item: { code: string }) => item.code)).not.toContain('VJ')
    const types = await post('/api/auth/getListAccommodation', { nation: 'th' })
    expect(types.body.data?.map((item: { fullName: string }) => item.fullName)).toContain('Resort')
  })

  it('cities by country with hotel counts (paged), autocomplete, and cities with hotels for the agent’s market', async () => {
    const page = await get(
      '/b2badminapi/api/GeoPaths/CountryCityWithCount?Id=th&FormatType=City&pageNumber=1&pageSize=3',
    )
    expect(page.body.data).toMatchObject({ total: 4, pageNumber: 1, pageSize: 3 })
    expect(page.body.data.items).toHaveLength(3)
    expect(page.body.data.items[0]).toMatchObject({ fullName: 'Bangkok', count: 3 })
    // The nation's list is kept in memory (issue 59) until the catalogue changes: a new city is in it at once.
    const th = (await payload.find({ collection: 'nations', where: { code: { equals: 'th' } } })).docs[0]
    const added = await payload.create({ collection: 'cities', data: { fullName: 'Ayutthaya', nation: th?.id ?? '' } })
    try {
      const after = await get('/b2badminapi/api/GeoPaths/CountryCityWithCount?Id=th&pageNumber=1&pageSize=3')
      expect(after.body.data).toMatchObject({ total: 5 })
      expect(after.body.data.items.map((item: TItem) => item.fullName)).toEqual(['Ayutthaya', 'Bangkok', 'Chiang Mai'])
      expect(after.body.data.items[0]).toMatchObject({ count: 0 })
    } finally {
      await payload.delete({ collection: 'cities', id: added.id })
    }
    expect((await get('/b2badminapi/api/GeoPaths/CountryCityWithCount?Id=th&pageSize=3')).body.data.total).toBe(4)
    const auto = await get('/b2badminapi/api/Tours/AutoCompleteSystemLocation?country=vn&keyword=ho')
    expect(auto.body.data.map((item: { fullName: string }) => item.fullName)).toEqual(['Ho Chi Minh City', 'Hoi An'])
    const filter = await get(
      '/b2badminapi/api/GeoPaths/GetCountryCityHotelFilterClient?nation=la&BeginDate=2026-12-15&EndDate=2026-12-20&formatType=City',
      'anna@lotus-travel.demo',
    )
    expect(filter.body.data.map((item: { fullName: string }) => item.fullName)).toEqual([
      'Luang Prabang',
      'Pakse',
      'Vang Vieng',
      'Vientiane',
    ])
    const narrowed = await get(
      '/b2badminapi/api/GeoPaths/AutocompleteLocationByCountry?nation=la&keyword=vi',
      'anna@lotus-travel.demo',
    )
    expect(narrowed.body.data.map((item: { fullName: string }) => item.fullName)).toEqual(['Vang Vieng', 'Vientiane'])
    expect((await get('/b2badminapi/api/GeoPaths/GetCountryCityHotelFilterClient?nation=la')).status).toBe(401)
    const locations = await post(
      '/b2badminapi/api/RequestBooking/clientRequestLocationQuery',
      { nation: 'kh', keyword: 'siem' },
      'anna@lotus-travel.demo',
    )
    expect(locations.body.data?.map((item: { fullName: string }) => item.fullName)).toEqual(['Siem Reap'])
  })
})

describe('One{activity}: one item priced for the day', () => {
  const idOf = async (collection: string, name: string) => {
    const { payload } = await import('@/server/payload').then(async (m) => ({ payload: await m.payloadClient() }))
    const field = collection === 'visa-services' ? 'visaType' : 'name'
    const { docs } = await payload.find({
      collection: collection as 'hotels',
      where: { [field]: { equals: name } },
      limit: 1,
    })
    return docs[0].id
  }

  it('a hotel with its rooms for the nights, a program, a transfer and a visa service', async () => {
    const hotel = await post(
      '/b2badminapi/api/RequestBooking/OneAccommodation',
      {
        id: await idOf('hotels', 'Rachamankha'),
        day: '2026-12-18',
        nights: 3,
        idRequest: 'b-1',
        isForTourChain: false,
      },
      'anna@lotus-travel.demo',
    )
    expect(hotel.status).toBe(200)
    expect(hotel.body.data).toMatchObject({ nameTour: 'Rachamankha', nights: 3, currency: 'EUR' })
    expect(hotel.body.data.rooms[0].nights.map((night: { date: string }) => night.date)).toEqual([
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ])
    const program = await post(
      '/b2badminapi/api/RequestBooking/OneDayProgram',
      { id: await idOf('programs', 'Doi Suthep at sunrise'), day: '2026-12-19' },
      'anna@lotus-travel.demo',
    )
    expect(program.body.data).toMatchObject({
      nameTour: 'Doi Suthep at sunrise',
      adultPrice: expect.any(Number),
      currency: 'EUR',
    })
    const transfer = await post(
      '/b2badminapi/api/RequestBooking/OneTransfer',
      { id: await idOf('transfers', 'Suvarnabhumi Airport → Bangkok hotels'), day: '2026-12-15' },
      'anna@lotus-travel.demo',
    )
    expect(transfer.body.data.price).toBeGreaterThan(0)
    const visa = await post(
      '/b2badminapi/api/RequestBooking/OneVisaOnArrival',
      { id: await idOf('visa-services', 'Visa on arrival, 15 days'), day: '2026-12-15' },
      'anna@lotus-travel.demo',
    )
    expect(visa.body.data.price).toBeGreaterThan(0)
  })

  it('refuses an item of a nation outside the agent’s list, an unknown item and a malformed id', async () => {
    const yangon = await post(
      '/b2badminapi/api/RequestBooking/OneAccommodation',
      { id: await idOf('hotels', 'The Strand'), day: '2026-12-18', nights: 2 },
      'anna@lotus-travel.demo',
    )
    expect(yangon.status).toBe(403)
    const unknown = await post(
      '/b2badminapi/api/RequestBooking/OneDayProgram',
      { id: '00000000-0000-4000-8000-000000000000', day: '2026-12-18' },
      'anna@lotus-travel.demo',
    )
    expect(unknown.status).toBe(404)
    expect(
      (
        await post(
          '/b2badminapi/api/RequestBooking/OneDayProgram',
          { id: 'x', day: '2026-12-18' },
          'anna@lotus-travel.demo',
        )
      ).status,
    ).toBe(400)
  })
})

describe('ONLINE TARIFF by API (spec §7 Users/ClientTarifflogin, issue 17)', () => {
  const TARIFF = '/b2badminapi/api/Users/ClientTarifflogin'

  it('gives an online agent today’s tariff of the session’s nation in their currency; one kind or city when asked', async () => {
    const whole = await post(TARIFF, {}, 'anna@lotus-travel.demo')
    expect(whole.status).toBe(200)
    const profile = await get('/b2badminapi/api/ManagerUser/crmInfoclient', 'anna@lotus-travel.demo')
    expect(whole.body.data.currency).toBe('EUR')
    expect(whole.body.data.date).toBe(new Date().toISOString().slice(0, 10))
    expect(whole.body.data.hotels.length).toBeGreaterThan(0)
    expect(whole.body.data.programs.length).toBeGreaterThan(0)
    const nations = await get('/b2badminapi/client/Nation/GetNation')
    const sessionNation = nations.body.data.find((nation: TItem) => nation.code === profile.body.data.nation)
    expect(whole.body.data.nationName).toBe(sessionNation.fullName)
    const city = whole.body.data.cities[0]
    const oneCity = await post(TARIFF, { city: city.id, type: 'hotels' }, 'anna@lotus-travel.demo')
    expect(oneCity.status).toBe(200)
    expect(new Set(oneCity.body.data.hotels.map((hotel: TItem) => hotel.city))).toEqual(new Set([city.name]))
  })

  it('never lists a period that has ended; a travel window keeps the periods it touches (issue 18)', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const periodsOf = (answer: Awaited<ReturnType<typeof post>>) =>
      (answer.body.data.hotels as TItem[]).flatMap((hotel) =>
        (hotel.rooms as TItem[]).flatMap((room) => room.periods as { beginDate: string; endDate: string }[]),
      )
    const now = await post(TARIFF, { type: 'hotels' }, 'anna@lotus-travel.demo')
    expect(periodsOf(now).length).toBeGreaterThan(0)
    expect(periodsOf(now).every((period) => period.endDate >= today)).toBe(true)
    // The past cannot be asked for: a window starting last year still starts today.
    const past = await post(TARIFF, { type: 'hotels', from: '2020-01-01' }, 'anna@lotus-travel.demo')
    expect(periodsOf(past)).toEqual(periodsOf(now))
    const window = await post(
      TARIFF,
      { type: 'hotels', from: '2027-12-24', to: '2027-12-26' },
      'anna@lotus-travel.demo',
    )
    const kept = periodsOf(window)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.every((period) => period.beginDate <= '2027-12-26' && period.endDate >= '2027-12-24')).toBe(true)
    expect(
      (await post(TARIFF, { type: 'hotels', from: '2099-01-01' }, 'anna@lotus-travel.demo')).body.data.hotels,
    ).toEqual([])
    const reversed = await post(TARIFF, { from: '2027-02-01', to: '2027-01-01' }, 'anna@lotus-travel.demo')
    expect(reversed.status).toBe(400)
    expect((await post(TARIFF, { from: '2027-02-30' }, 'anna@lotus-travel.demo')).status).toBe(400)
  })

  it('answers 401 to a visitor, 403 to an agent without the online flag, 400 to a bad body', async () => {
    expect((await post(TARIFF, {})).status).toBe(401)
    const jonas = await post(TARIFF, {}, 'jonas@lotus-travel.demo')
    expect(jonas.status).toBe(403)
    expect(jonas.body.error?.message).toBe(
      'The online tariff is not enabled for your account. Please ask your Monsoon consultant.',
    )
    expect((await post(TARIFF, { type: 'cruises' }, 'anna@lotus-travel.demo')).status).toBe(400)
    expect((await post(TARIFF, { city: 'bangkok' }, 'anna@lotus-travel.demo')).status).toBe(400)
  })
})

describe('the catalogue in memory (ADR 028)', () => {
  it('shows what staff save on the very next search: a renamed hotel, a contract taken off a market, a renamed program', async () => {
    const anna = 'anna@lotus-travel.demo'
    const search = async (over: Record<string, unknown> = {}) =>
      (await post('/b2badminapi/api/RequestBooking/ListAccommodation', list('th', over), anna)).body.data
        ?.items as TItem[]
    const [first] = await search()
    const contractId = first.rooms[0].idContract
    expect(await search({ search: 'renamed staff' })).toHaveLength(0)
    await payload.update({ collection: 'hotels', id: first._id, data: { name: 'Zz Renamed by staff' } })
    await payload.update({ collection: 'hotel-contracts', id: contractId, data: { markets: ['americas'] } })
    const [again, ...others] = await search({ search: 'renamed staff' })
    expect([again._id, again.nameTour, others.length]).toEqual([first._id, 'Zz Renamed by staff', 0])
    expect(again.rooms.map((room: TItem) => room.idContract)).not.toContain(contractId)

    const programs = async () =>
      (await post('/b2badminapi/api/RequestBooking/ListDayPrograms', list('th', { search: 'Renamed' }), anna)).body.data
        ?.items as TItem[]
    expect(await programs()).toHaveLength(0)
    const { docs } = await payload.find({
      collection: 'programs',
      limit: 1,
      depth: 1,
      where: { 'nation.code': { equals: 'th' } },
    })
    await payload.update({ collection: 'programs', id: docs[0].id, data: { name: 'Renamed program' } })
    expect((await programs()).map((item) => item._id)).toEqual([docs[0].id])
  })
})
