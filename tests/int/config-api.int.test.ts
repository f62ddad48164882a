import net, { type AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload } from '../support/payload'

let payload: Payload
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']

const get = async (path: string) => {
  const response = await api.request(path)
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; error?: Record<string, unknown> },
  }
}

async function pngUpload(name: string) {
  const sharp = (await import('sharp')).default
  const data = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#8b1a1a' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
  })
}

beforeAll(async () => {
  ;({ payload, api } = await bootTestPayload())
})

describe('start-up calls on an empty database', () => {
  it('answer Languages with an empty list', async () => {
    expect(await get('/b2badminapi/client/Config/Languages')).toEqual({ status: 200, body: { data: [] } })
  })

  it('report the service unavailable for calls that need a language', async () => {
    const { status, body } = await get('/b2badminapi/client/Config/menus')
    expect(status).toBe(503)
    expect(body.error).toMatchObject({ code: 'UNAVAILABLE' })
  })
})

describe('Config and common calls on real data', () => {
  let english: { id: string }
  beforeAll(async () => {
    // English sorted last and saved without `enabled`: it is first and on all the same.
    await payload.create({ collection: 'languages', data: { fullName: 'Deutsch', code: 'de', sort: 1, enabled: true } })
    english = await payload.create({ collection: 'languages', data: { fullName: 'English', code: 'en', sort: 9 } })
    await payload.create({ collection: 'languages', data: { fullName: 'Français', code: 'fr', sort: 2 } })
    const image = await pngUpload('vietnam')
    await payload.create({ collection: 'nations', data: { fullName: 'Vietnam', code: 'VN', sort: 2, image: image.id } })
    await payload.create({ collection: 'nations', data: { fullName: 'Thailand', code: 'th', sort: 1 } })
    const top = await payload.create({
      collection: 'menu-entries',
      data: { fullName: 'Press room', url: '/press-room', sort: 20 },
    })
    await payload.create({ collection: 'menu-entries', data: { fullName: 'Home', url: '/', sort: 10 } })
    await payload.create({
      collection: 'menu-entries',
      data: { fullName: 'FAQ', url: '/press-room/faq', sort: 2, parent: top.id, showOnMenu: false },
    })
    await payload.create({
      collection: 'menu-entries',
      data: { fullName: 'About us', url: '/press-room/about-us', sort: 1, parent: top.id },
    })
    await payload.create({
      collection: 'footer-columns',
      data: {
        title: 'EXPERIENCES',
        sort: 2,
        listItems: [
          { url: '/travel-portfolio/overland-journeys', fullName: 'Overland Journeys', shortName: 'Road trips' },
        ],
      },
    })
    await payload.create({
      collection: 'footer-columns',
      data: { title: 'COMPANY', sort: 1, listItems: [{ url: '/press-room/about-us', fullName: 'About us' }] },
    })
    const logo = await pngUpload('logo')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        logo: logo.id,
        phone: '+66 2 000 0000',
        email: 'sales@example.com',
        textMenuModal: 'A DMC for the trade.',
        socialMedia: [{ icon: 'facebook', link: 'https://facebook.com/monsoon' }],
        copyRight: '© Monsoon',
      },
    })
    await payload.create({
      collection: 'page-metas',
      data: { path: '/', title: 'Home | Monsoon', description: 'Home page' },
    })
    await payload.create({ collection: 'countries', data: { code: 'TH', fullName: 'Thailand' } })
    await payload.create({ collection: 'countries', data: { code: 'FR', fullName: 'France' } })
    await payload.create({ collection: 'language-codes', data: { code: 'en', fullName: 'English' } })
  })

  it('Languages: the enabled languages, English first, then by sort', async () => {
    const { status, body } = await get('/b2badminapi/client/Config/Languages')
    expect(status).toBe(200)
    expect(body.data).toEqual([
      { _id: english.id, fullName: 'English', code: 'en' },
      { _id: expect.any(String), fullName: 'Deutsch', code: 'de' },
    ])
  })

  it('Languages: a language switched on appears, English cannot be switched off or removed', async () => {
    const french = await payload.find({ collection: 'languages', where: { code: { equals: 'fr' } } })
    await payload.update({ collection: 'languages', id: french.docs[0].id, data: { enabled: true } })
    await payload.update({ collection: 'languages', id: english.id, data: { enabled: false } })
    const { body } = await get('/b2badminapi/client/Config/Languages')
    expect((body.data as Array<{ code: string }>).map((language) => language.code)).toEqual(['en', 'de', 'fr'])
    await expect(payload.delete({ collection: 'languages', id: english.id })).rejects.toThrow(
      'English is the default language and cannot be removed.',
    )
    await payload.update({ collection: 'languages', id: french.docs[0].id, data: { enabled: false } })
    const after = await get('/b2badminapi/client/Config/Languages')
    expect((after.body.data as Array<{ code: string }>).map((language) => language.code)).toEqual(['en', 'de'])
  })

  it('Languages: a code that is not a supported language is refused', async () => {
    await expect(
      payload.create({ collection: 'languages', data: { fullName: 'Thai', code: 'th' as 'en', enabled: true } }),
    ).rejects.toThrow()
  })

  it('menus: a tree sorted by sort at every level', async () => {
    const { status, body } = await get(`/b2badminapi/client/Config/menus?languageId=${english.id}`)
    expect(status).toBe(200)
    const menus = body.data as Array<{ fullName: string; items: Array<{ fullName: string; showOnMenu: boolean }> }>
    expect(menus.map((entry) => entry.fullName)).toEqual(['Home', 'Press room'])
    expect(menus[1].items.map((item) => [item.fullName, item.showOnMenu])).toEqual([
      ['About us', true],
      ['FAQ', false],
    ])
  })

  it('getfooter: columns in order with their links', async () => {
    const { body } = await get('/b2badminapi/client/Config/getfooter')
    expect(body.data).toEqual([
      {
        _id: expect.any(String),
        title: 'COMPANY',
        listItems: [expect.objectContaining({ fullName: 'About us', shortName: null })],
      },
      {
        _id: expect.any(String),
        title: 'EXPERIENCES',
        listItems: [
          {
            _id: expect.any(String),
            url: '/travel-portfolio/overland-journeys',
            fullName: 'Overland Journeys',
            shortName: 'Road trips',
          },
        ],
      },
    ])
  })

  it('settingSite: the configuration with image URLs and social links', async () => {
    const { body } = await get('/b2badminapi/client/Config/settingSite')
    expect(body.data).toMatchObject({
      logo: expect.stringMatching(/^\/cms-api\/media\/file\/logo.*\.png$/),
      // Pages reserve the logo's place with it (issue 19).
      logoSize: { width: expect.any(Number), height: expect.any(Number) },
      phone: '+66 2 000 0000',
      email: 'sales@example.com',
      textMenuModal: 'A DMC for the trade.',
      sociaMedia: [{ _id: expect.any(String), icon: 'facebook', link: 'https://facebook.com/monsoon' }],
      copyRight: '© Monsoon',
      textFooter: null,
    })
  })

  it('GetNation: nations by sort, codes lowercased, images as URLs', async () => {
    const { body } = await get('/b2badminapi/client/Nation/GetNation')
    const nations = body.data as Array<{ code: string; fullName: string; image: string | null }>
    expect(nations.map((n) => [n.code, n.fullName])).toEqual([
      ['th', 'Thailand'],
      ['vn', 'Vietnam'],
    ])
    expect(nations[0].image).toBeNull()
    expect(nations[1].image).toMatch(/^\/cms-api\/media\/file\/vietnam/)
  })

  it('AllMeta, GetLanguageCodes and GetCountry: reference lists', async () => {
    expect((await get('/b2badminapi/client/MetaClient/AllMeta')).body.data).toEqual([
      { _id: expect.any(String), path: '/', title: 'Home | Monsoon', description: 'Home page', hideAuth: false },
    ])
    expect((await get('/b2badminapi/api/Config/GetLanguageCodes')).body.data).toEqual([
      { _id: expect.any(String), code: 'en', fullName: 'English' },
    ])
    const countries = (await get('/b2badminapi/api/GeoPaths/GetCountry')).body.data as Array<{ fullName: string }>
    expect(countries.map((c) => c.fullName)).toEqual(['France', 'Thailand'])
  })

  it('sees a staff edit at once: saving a menu entry drops the cached tree', async () => {
    await get('/b2badminapi/client/Config/menus')
    await payload.create({ collection: 'menu-entries', data: { fullName: 'Contact', url: '/contact', sort: 30 } })
    const { body } = await get('/b2badminapi/client/Config/menus')
    expect((body.data as Array<{ fullName: string }>).map((e) => e.fullName)).toEqual(['Home', 'Press room', 'Contact'])
  })
})

describe('bad input and unknown paths', () => {
  it('an unknown, switched-off or made-up languageId answers in English with a 200 (issue 26)', async () => {
    const english = await get('/b2badminapi/client/Config/menus')
    for (const languageId of ['klingon', 'fr', 'xx-YY', '%00', '../en', 'EN', ' de']) {
      const { status, body } = await get(
        `/b2badminapi/client/Config/menus?languageId=${encodeURIComponent(languageId)}`,
      )
      expect({ languageId, status }).toEqual({ languageId, status: 200 })
      expect(body).toEqual(english.body)
    }
  })

  it('a malformed languageId fails validation with the field named', async () => {
    const { status, body } = await get(`/b2badminapi/client/Config/getfooter?languageId=${'x'.repeat(65)}`)
    expect(status).toBe(400)
    expect(body.error?.fields).toEqual([expect.objectContaining({ field: 'languageId' })])
  })

  it('an unknown path is a 404 JSON error', async () => {
    for (const path of ['/b2badminapi/client/Config/Nope', '/notificationapi/api/v1/unknown', '/export/api/x']) {
      const response = await api.request(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND')
    }
  })

  it('an oversized body is refused with 413, with or without Content-Length', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(300 * 1024) })
    const declared = await api.request('/b2badminapi/client/Config/Languages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    })
    expect(declared.status).toBe(413)
    const chunked = await api.request('/b2badminapi/client/Config/Languages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
  })

  it('closes the connection after an oversized body’s 413 over real HTTP, instead of promising keep-alive', async () => {
    const { serve } = await import('@hono/node-server')
    const { runAsDirectApiCall } = await import('@/lib/direct-call')
    const server = serve({ fetch: (request) => runAsDirectApiCall(() => api.fetch(request)), port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1')
      const answer = new Promise<string>((resolve) => {
        let text = ''
        socket.on('data', (chunk) => {
          text += chunk
        })
        // Resolved only when the server closes the connection: a kept-alive one would time the test out.
        socket.on('close', () => resolve(text))
      })
      // A keep-alive request that announces 400 kB and sends the first bytes of it.
      socket.write(
        'POST /b2badminapi/client/Config/Languages HTTP/1.1\r\nHost: monsoon.test\r\nConnection: keep-alive\r\n' +
          'Content-Type: application/json\r\nContent-Length: 409600\r\n\r\n{"padding":"xxxx',
      )
      const text = await answer
      expect(text).toMatch(/^HTTP\/1\.1 413 /)
      expect(text).toMatch(/\r\nconnection: close\r\n/i)
    } finally {
      server.close()
    }
  })
})

describe('OpenAPI document', () => {
  it('is generated from the route schemas and documents the area segment', async () => {
    const response = await api.request('/b2badminapi/openapi.json')
    expect(response.status).toBe(200)
    const doc = (await response.json()) as {
      openapi: string
      info: { description: string }
      paths: Record<string, unknown>
    }
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.description).toContain('`{area}` segment is `client`')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/b2badminapi/api/Config/GetLanguageCodes',
        '/b2badminapi/api/GeoPaths/GetCountry',
        '/b2badminapi/client/Config/Languages',
        '/b2badminapi/client/Config/getfooter',
        '/b2badminapi/client/Config/menus',
        '/b2badminapi/client/Config/settingSite',
        '/b2badminapi/client/MetaClient/AllMeta',
        '/b2badminapi/client/Nation/GetNation',
      ]),
    )
  })
})

describe('OpenAPI contract (issue 24)', () => {
  it('names every operation once, in lower camel case, and declares every tag it uses', async () => {
    const doc = (await (await api.request('/b2badminapi/openapi.json')).json()) as {
      tags: { name: string; description: string }[]
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>
    }
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, ...operation })),
    )
    expect(operations.length).toBeGreaterThan(100)
    const ids = operations.map((operation) => operation.operationId)
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    const declared = new Set(doc.tags.map((tag) => tag.name))
    expect(doc.tags.every((tag) => tag.description.length > 0)).toBe(true)
    const undeclared = operations.flatMap((operation) =>
      (operation.tags ?? ['(none)']).filter((tag) => !declared.has(tag)),
    )
    expect(undeclared).toEqual([])
    const byPath = Object.fromEntries(
      operations.map((operation) => [`${operation.method} ${operation.path}`, operation.operationId]),
    )
    expect(byPath).toMatchObject({
      'post /b2badminapi/api/RequestBooking/ListAccommodation': 'listAccommodation',
      'post /b2badminapi/api/RequestBooking/AddBooing': 'addBooing',
      'get /b2badminapi/client/Config/Languages': 'languages',
    })
  })
})

describe('server failures', () => {
  it('answer 500 without a stack trace or SQL', async () => {
    const { sql } = await import('@payloadcms/db-postgres')
    const { clearCache } = await import('@/lib/tag-cache')
    await payload.db.drizzle.execute(sql`alter table countries rename to countries_gone`)
    clearCache()
    try {
      const response = await api.request('/b2badminapi/api/GeoPaths/GetCountry')
      const text = await response.text()
      expect(response.status).toBe(500)
      expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } })
      expect(text).not.toMatch(/countries|select|relation|at \w+ \(/i)
    } finally {
      await payload.db.drizzle.execute(sql`alter table countries_gone rename to countries`)
    }
  })
})

describe('server-side start-up load', () => {
  it('returns the language and the chrome data together', async () => {
    const { loadStartupData } = await import('@/server/content/startup')
    const startup = await loadStartupData()
    expect(startup?.language.code).toBe('en')
    expect(startup?.menus.map((entry) => entry.fullName)).toEqual(['Home', 'Press room', 'Contact'])
    expect(startup?.footer.map((column) => column.title)).toEqual(['COMPANY', 'EXPERIENCES'])
    expect(startup?.config.copyRight).toBe('© Monsoon')
    expect(startup?.home).toEqual(expect.objectContaining({ heroTitle: '', highlights: [] }))
  })
})
