import { expect, test } from '@playwright/test'
import { apiData, type TMenu } from './helpers'

test.describe('Config and common endpoints on the demo data', () => {
  test('Languages: English first', async ({ request }) => {
    const languages = await apiData<Array<{ _id: string; fullName: string; code: string }>>(
      request,
      '/b2badminapi/client/Config/Languages',
    )
    expect(languages[0]).toEqual({ _id: expect.any(String), fullName: 'English', code: 'en' })
  })

  test('GetNation: the five nations with codes and images', async ({ request }) => {
    const nations = await apiData<Array<{ code: string; fullName: string; image: string }>>(
      request,
      '/b2badminapi/client/Nation/GetNation',
    )
    expect(nations.map((n) => [n.code, n.fullName])).toEqual([
      ['th', 'Thailand'],
      ['vn', 'Vietnam'],
      ['kh', 'Cambodia'],
      ['la', 'Laos'],
      ['mm', 'Myanmar'],
    ])
    for (const nation of nations) {
      const image = await request.get(nation.image)
      expect(image.ok()).toBe(true)
      expect(image.headers()['content-type']).toMatch(/^image\//)
    }
  })

  test('menus: a sorted tree with sub-items', async ({ request }) => {
    const menus = await apiData<Array<TMenu & { sort: number }>>(request, '/b2badminapi/client/Config/menus')
    expect(menus.length).toBeGreaterThan(4)
    const sorts = menus.map((entry) => entry.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    expect(menus.some((entry) => entry.items.some((item) => !item.showOnMenu))).toBe(true)
    for (const entry of menus) {
      expect(entry).toEqual(
        expect.objectContaining({ _id: expect.any(String), fullName: expect.any(String), items: expect.any(Array) }),
      )
    }
  })

  test('getfooter: columns with EXPERIENCES links carrying a shortName', async ({ request }) => {
    const footer = await apiData<Array<{ title: string; listItems: Array<{ shortName: string | null }> }>>(
      request,
      '/b2badminapi/client/Config/getfooter',
    )
    const experiences = footer.find((column) => column.title === 'EXPERIENCES')
    expect(experiences?.listItems.length).toBeGreaterThan(0)
    expect(experiences?.listItems.every((link) => typeof link.shortName === 'string')).toBe(true)
  })

  test('settingSite: logo, contacts, social links and copyright', async ({ request }) => {
    const config = await apiData<Record<string, unknown>>(request, '/b2badminapi/client/Config/settingSite')
    expect(config).toEqual(
      expect.objectContaining({
        logo: expect.stringMatching(/^\/cms-api\/media\/file\//),
        imageMenuModal: expect.any(String),
        phone: expect.any(String),
        email: expect.stringContaining('@'),
        textMenuModal: expect.any(String),
        sociaMedia: expect.arrayContaining([
          expect.objectContaining({ icon: expect.any(String), link: expect.any(String) }),
        ]),
        copyRight: expect.any(String),
      }),
    )
  })

  test('AllMeta, GetLanguageCodes and GetCountry', async ({ request }) => {
    const metas = await apiData<Array<{ path: string; title: string }>>(
      request,
      '/b2badminapi/client/MetaClient/AllMeta',
    )
    expect(metas.find((meta) => meta.path === '/')?.title).toBeTruthy()
    const codes = await apiData<Array<{ code: string }>>(request, '/b2badminapi/api/Config/GetLanguageCodes')
    expect(codes.map((c) => c.code)).toContain('en')
    const countries = await apiData<Array<{ code: string; fullName: string }>>(
      request,
      '/b2badminapi/api/GeoPaths/GetCountry',
    )
    expect(countries.length).toBeGreaterThan(190)
    expect(countries).toContainEqual(expect.objectContaining({ code: 'TH', fullName: 'Thailand' }))
  })

  test('bad input is a 400 naming the field; unknown paths are 404 JSON', async ({ request }) => {
    const bad = await request.get('/b2badminapi/client/Config/menus?languageId=nope')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { fields: [{ field: 'languageId' }] } })
    const missing = await request.get('/b2badminapi/client/Config/NoSuchCall')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  test('the OpenAPI document is served', async ({ request }) => {
    const doc = await (await request.get('/b2badminapi/openapi.json')).json()
    expect(Object.keys(doc.paths)).toContain('/b2badminapi/client/Config/menus')
  })
})
