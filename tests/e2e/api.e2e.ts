import { request as httpRequest } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { E2E_PORT } from '../../playwright.config'
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
    const bad = await request.get(`/b2badminapi/client/Config/menus?languageId=${'x'.repeat(65)}`)
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { fields: [{ field: 'languageId' }] } })
    // A language we do not show is not an error: the menus in English (issue 26).
    const unknown = await request.get('/b2badminapi/client/Config/menus?languageId=nope')
    expect(unknown.status()).toBe(200)
    const missing = await request.get('/b2badminapi/client/Config/NoSuchCall')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  test('the OpenAPI document is served', async ({ request }) => {
    const doc = await (await request.get('/b2badminapi/openapi.json')).json()
    expect(Object.keys(doc.paths)).toContain('/b2badminapi/client/Config/menus')
  })
})

/** One raw HTTP exchange, headers exactly as given (Playwright's client sets Host and encodings itself). */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port: E2E_PORT, method, path, headers }, (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
        )
      })
      outgoing.on('error', reject)
      outgoing.end()
    },
  )
}

test.describe('The API as the HTTP front serves it (ADR 036)', () => {
  test('gzipped for clients that accept it, with the security headers; HEAD, OPTIONS and a bad host', async ({
    request,
  }) => {
    // Next loads the API on a first call; the front serves the next ones itself.
    expect((await request.get('/b2badminapi/client/Config/Languages')).ok()).toBe(true)

    const menus = await raw('GET', '/b2badminapi/client/Config/menus', { 'accept-encoding': 'gzip, br' })
    expect(menus.status).toBe(200)
    expect(menus.headers['content-encoding']).toBe('gzip')
    expect(String(menus.headers.vary)).toMatch(/accept-encoding/i)
    expect(menus.headers['x-frame-options']).toBe('DENY')
    expect(menus.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(menus.headers['cache-control']).toBe('no-store')
    const data = JSON.parse(gunzipSync(menus.body).toString()).data as TMenu[]
    expect(data.length).toBeGreaterThan(4)

    const plain = await raw('GET', '/b2badminapi/client/Config/menus')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(plain.body.toString()).data).toEqual(data)

    const head = await raw('HEAD', '/b2badminapi/client/Config/menus')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)

    const options = await raw('OPTIONS', '/b2badminapi/client/Config/menus')
    expect(options.status).toBe(204)
    expect(String(options.headers.allow)).toContain('GET')

    for (const host of ['evil.example/../x', 'a b']) {
      const refused = await raw('GET', '/b2badminapi/client/Config/menus', { host })
      expect(refused.status, host).toBe(400)
      expect(JSON.parse(refused.body.toString())).toMatchObject({ error: { code: 'BAD_REQUEST' } })
    }
  })
})
