import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPLETE_HTML_HEADER } from '@/domain/error-page'
import { CLIENT_IP_HEADER } from '@/lib/client-address'
import { httpFront, isWellFormedTarget, NOT_FOUND_PAGE } from './http-front'
import { offerApi } from './lifecycle'

describe('isWellFormedTarget', () => {
  it.each(['/', '/press-room/faq?text=visa%20on%20arrival', '/%E0%B8%AA', '/a?x=%ff'])('reads %s', (target) => {
    expect(isWellFormedTarget(target)).toBe(true)
  })
  it.each(['/%ff', '/%', '/%e0%a4', '/a%00b', '/a%0d%0ab', '/a%7f', '/admin/collections/faqs?search=a%00b'])(
    'refuses %s',
    (target) => {
      expect(isWellFormedTarget(target)).toBe(false)
    },
  )
})

describe('httpFront over real HTTP', () => {
  let url = ''
  const server = createServer(
    httpFront(
      async (req, res) => {
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify({ client: req.headers[CLIENT_IP_HEADER], host: req.headers['x-forwarded-host'] ?? null }),
        )
      },
      { trustedHops: 0, isDev: false },
    ),
  )
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('hands on the socket’s address, whatever the client claims', async () => {
    const answer = await fetch(`${url}/`, { headers: { 'x-forwarded-for': '6.6.6.6', [CLIENT_IP_HEADER]: '7.7.7.7' } })
    expect(await answer.json()).toEqual({ client: '127.0.0.1', host: null })
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('hands the API the same headers when it serves it directly (ADR 036), whatever the client claims', async () => {
    offerApi(async (request) => {
      // Reading the body as a stream (as Hono's body limit does) makes the adapter build the whole
      // Request, its headers from `rawHeaders`.
      const { sent } = (await new Response(request.body).json()) as { sent: string }
      return Response.json({
        client: request.headers.get(CLIENT_IP_HEADER),
        host: request.headers.get('x-forwarded-host'),
        proto: request.headers.get('x-forwarded-proto'),
        sent,
      })
    })
    try {
      const answer = await fetch(`${url}/b2badminapi/client/RequestForms/PostRequestForms`, {
        method: 'POST',
        body: JSON.stringify({ sent: 'directly' }),
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '6.6.6.6',
          [CLIENT_IP_HEADER]: '7.7.7.7',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      })
      expect(await answer.json()).toEqual({ client: '127.0.0.1', host: null, proto: null, sent: 'directly' })
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      // Not an API address: Next's handler, as before.
      expect(await (await fetch(`${url}/`)).json()).toEqual({ client: '127.0.0.1', host: null })
    } finally {
      offerApi(undefined)
    }
  })

  it('hands every method of an API address to the API, OPTIONS included: Next never loads a copy of it', async () => {
    offerApi(async (request) => new Response(null, { status: 204, headers: { allow: `api ${request.method}` } }))
    try {
      for (const method of ['OPTIONS', 'GET', 'DELETE']) {
        const answer = await fetch(`${url}/export/booking/1`, { method })
        expect(answer.headers.get('allow'), method).toBe(`api ${method}`)
      }
    } finally {
      offerApi(undefined)
    }
  })

  it('drops a forwarded host the client wrote itself (no trusted proxy): the CSRF check sees the real Host', async () => {
    const answer = await fetch(`${url}/`, { headers: { 'x-forwarded-host': 'evil.example' } })
    expect(await answer.json()).toEqual({ client: '127.0.0.1', host: null })
  })

  it('sends HSTS only when a trusted proxy says the client spoke https', async () => {
    expect(
      (await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security'),
    ).toBeNull()
    const behindProxy = createServer(
      httpFront(async (_req, res) => void res.end('ok'), { trustedHops: 1, isDev: false }),
    )
    await new Promise<void>((resolve) => behindProxy.listen(0, '127.0.0.1', resolve))
    const proxied = `http://127.0.0.1:${(behindProxy.address() as AddressInfo).port}/`
    const secure = await fetch(proxied, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } })
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    expect(secure.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    await new Promise<void>((resolve) => behindProxy.close(() => resolve()))
  })

  it('holds API calls until the start-up is over, then serves them with its API; pages do not wait (ADR 056)', async () => {
    let finishStartUp = () => {}
    const startUp = new Promise<void>((resolve) => {
      finishStartUp = resolve
    })
    const servedByNext: string[] = []
    const starting = createServer(
      httpFront(
        async (req, res) => {
          servedByNext.push(req.url ?? '')
          res.end('next')
        },
        { trustedHops: 0, isDev: false, startUp },
      ),
    )
    await new Promise<void>((resolve) => starting.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(starting.address() as AddressInfo).port}`
    try {
      const early = fetch(`${base}/b2badminapi/client/Config/Languages`, { method: 'POST', body: 'early' })
      expect(await (await fetch(`${base}/press-room/faq`)).text()).toBe('next')
      await new Promise((resolve) => setTimeout(resolve, 50))
      // The start-up offers the API as it loads it, then migrates and seeds: calls still wait.
      offerApi(async (request) => Response.json({ api: await request.text() }))
      let answered = false
      const held = fetch(`${base}/b2badminapi/client/Config/Languages`, { method: 'POST', body: 'held' }).then(
        (response) => {
          answered = true
          return response
        },
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(answered).toBe(false)
      finishStartUp()
      expect(await (await early).json()).toEqual({ api: 'early' })
      expect(await (await held).json()).toEqual({ api: 'held' })
      const after = await fetch(`${base}/b2badminapi/client/Config/Languages`, { method: 'POST', body: 'after' })
      expect(await after.json()).toEqual({ api: 'after' })
      expect(servedByNext).toEqual(['/press-room/faq'])
    } finally {
      offerApi(undefined)
      await new Promise<void>((resolve) => starting.close(() => resolve()))
    }
  })

  it('answers API calls with 503 when the start-up offered no API (it failed to load it), never with Next', async () => {
    const startUp = Promise.reject(new Error('no database'))
    startUp.catch(() => undefined) // as src/host/lifecycle.ts's appStartUp does: the start-up logs it
    const starting = createServer(
      httpFront(async (_req, res) => void res.end('next'), { trustedHops: 0, isDev: false, startUp }),
    )
    await new Promise<void>((resolve) => starting.listen(0, '127.0.0.1', resolve))
    try {
      const answer = await fetch(`http://127.0.0.1:${(starting.address() as AddressInfo).port}/api/v1/bookings`)
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(await answer.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } })
    } finally {
      await new Promise<void>((resolve) => starting.close(() => resolve()))
    }
  })

  it('hands API calls to Next in development, where its route handlers reload an edited API', async () => {
    offerApi(async () => Response.json({ api: true }))
    const dev = createServer(httpFront(async (_req, res) => void res.end('next'), { trustedHops: 0, isDev: true }))
    await new Promise<void>((resolve) => dev.listen(0, '127.0.0.1', resolve))
    try {
      const answer = await fetch(
        `http://127.0.0.1:${(dev.address() as AddressInfo).port}/b2badminapi/client/Config/Languages`,
      )
      expect(await answer.text()).toBe('next')
    } finally {
      offerApi(undefined)
      await new Promise<void>((resolve) => dev.close(() => resolve()))
    }
  })

  it('answers an unreadable address itself with a 400 that still carries the headers', async () => {
    const answer = await fetch(`${url}/%ff`)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('the server-rendered 404', () => {
  let url = ''
  // Stands in for Next.js: a blank 404 shell for unknown pages, the rendered page at NOT_FOUND_PAGE.
  const server = createServer(
    httpFront(
      async (req, res) => {
        const path = (req.url ?? '/').split('?')[0]
        if (path === NOT_FOUND_PAGE) {
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.end(`<html><body><h1>This page could not be found</h1><p>${req.headers.cookie ?? ''}</p></body></html>`)
          return
        }
        if (path === '/complete') {
          res.statusCode = 404
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.setHeader(COMPLETE_HTML_HEADER, '1')
          res.end('<html><body><h1>This itinerary is not available</h1></body></html>')
          return
        }
        if (path === '/api-like') {
          res.statusCode = 404
          res.setHeader('content-type', 'application/json')
          res.end('{"error":"nope"}')
          return
        }
        res.statusCode = path === '/found' ? 200 : path === '/boom' ? 500 : 404
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.write('<html id="__next_error__"><body><div hidden></div>')
        res.end(path === '/found' ? 'Found</body></html>' : '</body></html>')
      },
      { trustedHops: 0, isDev: false },
    ),
  )
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('replaces the blank shell with the rendered page, for this visitor, keeping the 404', async () => {
    const answer = await fetch(`${url}/no-such-page`, { headers: { cookie: 'locale=en' } })
    expect(answer.status).toBe(404)
    const html = await answer.text()
    expect(html).toContain('This page could not be found')
    expect(html).toContain('locale=en')
    expect(html).not.toContain('__next_error__')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    const head = await fetch(`${url}/no-such-page`, { method: 'HEAD' })
    expect([head.status, await head.text()]).toEqual([404, ''])
  })

  it('replaces a failed page’s blank shell with the self-contained error page, keeping the 500', async () => {
    const answer = await fetch(`${url}/boom`)
    expect(answer.status).toBe(500)
    const html = await answer.text()
    for (const text of ['Error!', 'Something went wrong ...', 'data-testid="error-message"', 'Back to Home'])
      expect(html).toContain(text)
    expect(html).not.toContain('__next_error__')
  })

  it('leaves pages, client navigations and non-HTML 404s alone; the page is not an address of its own', async () => {
    expect(await (await fetch(`${url}/found`)).text()).toContain('Found')
    const rsc = await fetch(`${url}/no-such-page`, { headers: { rsc: '1' } })
    expect([rsc.status, await rsc.text()]).toEqual([
      404,
      '<html id="__next_error__"><body><div hidden></div></body></html>',
    ])
    const json = await fetch(`${url}/api-like`)
    expect([json.status, await json.text()]).toEqual([404, '{"error":"nope"}'])
    // A handler's own complete error page (a client itinerary's) stays, and the marker goes.
    const complete = await fetch(`${url}/complete`)
    expect([complete.status, await complete.text()]).toEqual([
      404,
      '<html><body><h1>This itinerary is not available</h1></body></html>',
    ])
    expect(complete.headers.get(COMPLETE_HTML_HEADER)).toBeNull()
    const direct = await fetch(`${url}${NOT_FOUND_PAGE}`)
    expect(direct.status).toBe(404)
    expect(await direct.text()).toContain('This page could not be found')
  })
})
