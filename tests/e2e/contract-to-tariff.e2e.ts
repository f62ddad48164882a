import { expect, test } from '@playwright/test'
import { signInAgent, staffAccount } from './helpers'

/**
 * Issue #4 "done when": a staff member enters a new hotel contract and, without a restart, an agent
 * of the market sees it priced in their currency on the tariff; an agent of another market does not.
 */
test('a contract entered by staff shows on the tariff at once, for its market only', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL
  // The back office's own pages send their Origin with every write, as browsers do (ADR 016).
  const staff = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL ?? '').origin } })
  expect((await staff.request.post('/cms-api/users/login', { data: staffAccount() })).ok()).toBe(true)
  const find = async (collection: string, query: string) =>
    (
      (await (await staff.request.get(`/cms-api/${collection}?${query}&limit=1&depth=0`)).json()) as {
        docs: Array<{ id: string }>
      }
    ).docs[0]
  const thailand = await find('nations', 'where[code][equals]=th')
  const bangkok = await find('cities', 'where[fullName][equals]=Bangkok')
  const hotel = await staff.request.post('/cms-api/hotels', {
    data: {
      // Last in every list sorted by rating and name: other tests take the first hotel of Thailand.
      name: 'Zz Capella Bangkok (e2e)',
      nation: thailand.id,
      city: bangkok.id,
      stars: 1,
      accommodationType: 'Hotel',
      rooms: [{ name: 'River view', occupancy: 2 }],
    },
  })
  expect(hotel.ok()).toBe(true)
  const hotelId = ((await hotel.json()) as { doc: { id: string } }).doc.id
  const contract = await staff.request.post('/cms-api/hotel-contracts', {
    data: {
      name: 'Capella FIT Europe',
      hotel: hotelId,
      currency: 'THB',
      markets: ['europe'],
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      roomRates: [
        { room: 'River view', periods: [{ beginDate: '2026-01-01', endDate: '2027-12-31', price: '35800' }] },
      ],
    },
  })
  expect(contract.ok()).toBe(true)
  const contractId = ((await contract.json()) as { doc: { id: string } }).doc.id

  const tariffRows = async (username: string) => {
    const agent = await browser.newContext({ baseURL })
    const page = await agent.newPage()
    await signInAgent(page, username)
    await page.goto(`/b2b/tariff-tour?city=${bangkok.id}&type=hotels`)
    const rows = await page
      .getByTestId('tariff-hotel')
      .filter({ hasText: 'Zz Capella Bangkok (e2e)' })
      .locator('tbody tr')
      .allInnerTexts()
    await agent.close()
    return rows
  }
  try {
    // THB 35,800 = USD 1,000 = EUR 920.00; Europe's accommodation markup +15 % → EUR 1,058.00.
    const anna = await tariffRows('anna@lotus-travel.demo')
    expect(anna).toHaveLength(1)
    expect(anna[0]).toContain('1,058.00')
    expect(await tariffRows('olivia@southerncross.demo')).toEqual([])
  } finally {
    // Leave the catalogue as the demo data has it, so no other file depends on running before this one.
    expect((await staff.request.delete(`/cms-api/hotel-contracts/${contractId}`)).ok()).toBe(true)
    expect((await staff.request.delete(`/cms-api/hotels/${hotelId}`)).ok()).toBe(true)
    await staff.close()
  }
})
