import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { SignJWT } from 'jose'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sendLogTo } from '@/lib/logger'
import { noteActor, requestIdFrom } from '@/lib/request-context'
import { stopGracefully } from './graceful-stop'
import { httpFront } from './http-front'
import { onShutdown, registerReadinessCheck } from './lifecycle'

const LIFECYCLE = Symbol.for('monsoon.lifecycle')
const SECRET = 'unit-test-secret-0123456789abcdef'

/** Every JSON line the app logged since the last reset. */
const lines: Record<string, unknown>[] = []
sendLogTo(
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  }),
)

const requestLines = () => lines.filter((line) => line.msg === 'request')
/** Log lines are written once a response has closed: wait for them. */
const until = async (condition: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10))
}

let server: Server
let url = ''
let release: () => void = () => undefined

async function listen(handler: Parameters<typeof httpFront>[0]) {
  server = createServer(httpFront(handler, { trustedHops: 0, isDev: false, staffSecret: SECRET }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeEach(async () => {
  // A fresh lifecycle per test: no checks, nothing in flight, not stopping.
  delete (globalThis as Record<symbol, unknown>)[LIFECYCLE]
  lines.length = 0
  await listen(async (req, res) => {
    if (req.url === '/slow') await new Promise<void>((resolve) => (release = resolve))
    if (req.url?.startsWith('/agent')) noteActor('agent', 'a-1')
    if (req.url === '/boom') res.statusCode = 500
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ id: req.headers['x-request-id'] }))
  })
})
afterEach(() => {
  release()
  server.closeAllConnections()
  server.close()
})

describe('request ids', () => {
  it('keeps an id the caller sent, makes one otherwise, and hands it to the app', async () => {
    const kept = await fetch(`${url}/a`, { headers: { 'x-request-id': 'lb-7f3a.91' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.91')
    expect(await kept.json()).toEqual({ id: 'lb-7f3a.91' })
    const made = await fetch(`${url}/a`)
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('replaces an id that is not one (log injection, overlong)', () => {
    expect(requestIdFrom('abc\n{"level":"error"}')).not.toContain('\n')
    expect(requestIdFrom('x'.repeat(129))).toHaveLength(36)
    expect(requestIdFrom(['first-id', 'second'])).toBe('first-id')
  })
})

describe('one log line per request', () => {
  it('names method, path, status, duration, request id and the signed-in agent', async () => {
    await fetch(`${url}/agent?password=hunter2`, { headers: { 'x-request-id': 'req-1' } })
    await until(() => requestLines().length === 1)
    const [line] = requestLines()
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/agent', status: 200, requestId: 'req-1' })
    expect(line.actor).toBe('agent:a-1')
    expect(typeof line.ms).toBe('number')
    expect(JSON.stringify(lines)).not.toContain('hunter2')
  })

  it('names the staff member of a back-office request from a valid session cookie only', async () => {
    const key = new TextEncoder().encode(createHash('sha256').update(SECRET).digest('hex').slice(0, 32))
    const token = await new SignJWT({ id: 'staff-9', collection: 'users' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key)
    await fetch(`${url}/admin`, { headers: { cookie: `a=b; payload-token=${token}` } })
    await fetch(`${url}/admin`, { headers: { cookie: `payload-token=${token.slice(0, -2)}xx` } })
    await until(() => requestLines().length === 2)
    expect(requestLines().map((line) => line.actor ?? null)).toEqual(['staff:staff-9', null])
    expect(JSON.stringify(lines)).not.toContain(token.slice(20, 40))
  })

  it('writes a failed request at error level and an abandoned one as 499', async () => {
    await fetch(`${url}/boom`)
    const controller = new AbortController()
    const abandoned = fetch(`${url}/slow`, { signal: controller.signal }).catch(() => 'aborted')
    await new Promise((resolve) => setTimeout(resolve, 100))
    controller.abort()
    expect(await abandoned).toBe('aborted')
    await until(() => requestLines().length === 2)
    expect(requestLines().map((line) => [line.path, line.status, line.level])).toEqual([
      ['/boom', 500, 'error'],
      ['/slow', 499, 'info'],
    ])
  })
})

describe('/healthz and /readyz', () => {
  it('answers liveness at once, and readiness only once the app registered its checks', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
    const starting = await fetch(`${url}/readyz`)
    expect(starting.status).toBe(503)
    expect(await starting.json()).toEqual({ status: 'not ready', checks: { process: 'starting' } })
    registerReadinessCheck('database', async () => ({ ok: true, detail: 'ok' }))
    const ready = await fetch(`${url}/readyz`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
  })

  it('says which check failed without the error’s text, and logs health checks only at debug level', async () => {
    registerReadinessCheck('database', async () => {
      throw new Error('connect ECONNREFUSED postgres://monsoon:s3cret@db:5432')
    })
    registerReadinessCheck('outbox', async () => ({ ok: true, detail: 'ok' }))
    const answer = await fetch(`${url}/readyz`)
    expect(answer.status).toBe(503)
    const text = await answer.text()
    expect(JSON.parse(text)).toEqual({ status: 'not ready', checks: { database: 'failed', outbox: 'ok' } })
    expect(text).not.toContain('s3cret')
    await fetch(`${url}/a`)
    await until(() => requestLines().length === 1)
    expect(requestLines().map((line) => line.path)).toEqual(['/a'])
  })
})

describe('stopping on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, then stops workers before connections', async () => {
    const order: string[] = []
    onShutdown('connections', 'pool', async () => {
      order.push('pool')
    })
    onShutdown('workers', 'outbox', async () => {
      order.push('outbox')
    })
    registerReadinessCheck('database', async () => ({ ok: true, detail: 'ok' }))
    const inFlight = fetch(`${url}/slow`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopped = stopGracefully(server, { graceMs: 5_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(order).toEqual([])
    await expect(fetch(`${url}/a`)).rejects.toThrow()
    release()
    expect((await inFlight).status).toBe(200)
    expect(await stopped).toEqual({ isDrained: true })
    expect(order).toEqual(['outbox', 'pool'])
  })

  it('answers /readyz 503 while it goes on serving for the delay, then refuses connections', async () => {
    registerReadinessCheck('database', async () => ({ ok: true, detail: 'ok' }))
    expect((await fetch(`${url}/readyz`)).status).toBe(200)
    const stopped = stopGracefully(server, { graceMs: 1_000, delayMs: 400 })
    const during = await fetch(`${url}/readyz`)
    expect(during.status).toBe(503)
    expect(await during.json()).toEqual({ status: 'stopping', checks: { process: 'stopping' } })
    expect((await fetch(`${url}/a`)).status).toBe(200)
    expect(await stopped).toEqual({ isDrained: true })
    await expect(fetch(`${url}/readyz`)).rejects.toThrow()
  })

  it('cuts requests that outlive the grace period, and bounds a stopper that hangs', async () => {
    onShutdown('workers', 'stuck', () => new Promise<void>(() => undefined))
    const inFlight = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    expect(await stopGracefully(server, { graceMs: 200, stopperMs: 300 })).toEqual({ isDrained: false })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await inFlight).toBe('cut')
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'Requests still in flight after the grace period were cut',
        'A part of the app failed to stop cleanly',
      ]),
    )
  })
})
