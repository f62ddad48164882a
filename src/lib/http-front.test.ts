import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from './client-address'
import { httpFront, isWellFormedTarget } from './http-front'

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
        res.end(JSON.stringify({ client: req.headers[CLIENT_IP_HEADER] }))
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
    expect(await answer.json()).toEqual({ client: '127.0.0.1' })
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
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

  it('answers an unreadable address itself with a 400 that still carries the headers', async () => {
    const answer = await fetch(`${url}/%ff`)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
  })
})
