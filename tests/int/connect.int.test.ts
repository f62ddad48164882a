import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import type { Payload } from 'payload'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANNA, agentTokens, JONAS, OLIVIA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { startSmtpPeer } from '../support/smtp-peer'
import { bookingHeader, buildItinerary, type TJson } from '../support/vault'
import { until } from '../support/wait'

/**
 * Monsoon Connect (issue 24): API keys, their limits, the security every agent call declares and
 * enforces, and signed webhooks delivered through the outbox to a real receiver on loopback.
 */

let api: TVault['api']
let payload: Payload
let tokens: TVault['tokens']
let call: TVault['call']
const CONNECT = 'http://localhost:3000/b2badminapi/api/Connect'
const PROFILE = 'http://localhost:3000/b2badminapi/api/ManagerUser/crmInfoclient'
const KEY_FORMAT = /^msk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/

/** A partner's receiver on loopback: records each request and answers with the next queued status (200 by default). */
type TReceived = { headers: IncomingHttpHeaders; body: string; at: number }
let receiver: Server
let receiverUrl: string
const received: TReceived[] = []
const answers: number[] = []
let hang = false

const setting = async (name: string, value: string) => {
  process.env[name] = value
  ;(await import('@/lib/env')).reloadEnv()
}

/** A call with an API key (Authorization: Bearer), or in the Api-Key header. */
const withKey = async (
  method: string,
  url: string,
  key: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await api.request(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${key}`,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as { data?: TJson; error?: { code: string; message: string; fields?: TJson } }
  return { status: response.status, headers: response.headers, data: json.data, error: json.error }
}

const makeKey = async (who: string, name: string) => {
  const made = await call('POST', `${CONNECT}/keys`, { name }, who)
  expect(made.status).toBe(200)
  return made.data.key as string
}

// The first files of a fresh clone also draw the demo's images (ADR 029): minutes, two at a time.
beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = '1'
  ;({ api, payload, call, tokens } = await bootDemoVault())
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() })
      if (hang) return
      response.statusCode = answers.shift() ?? 200
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/monsoon-hooks`
}, 300_000)

afterAll(async () => {
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
})

describe('API keys', () => {
  it('are made by the agency’s admin from a session, shown once and stored only as a hash', async () => {
    const refused = await call('POST', `${CONNECT}/keys`, { name: 'Jonas’s script' }, JONAS)
    expect(refused.status).toBe(403)
    expect(refused.error?.message).toBe('Only your agency’s admin can manage API keys and webhooks.')
    expect((await call('POST', `${CONNECT}/keys`, { name: '   ' }, ANNA)).status).toBe(422)

    const made = await call('POST', `${CONNECT}/keys`, { name: 'Booking engine' }, ANNA)
    expect(made.status).toBe(200)
    expect(made.data.key).toMatch(KEY_FORMAT)
    expect(made.data.key.startsWith(`${made.data.prefix}_`)).toBe(true)
    expect(made.data).toMatchObject({
      name: 'Booking engine',
      createdBy: 'Anna Schmidt',
      lastUsedAt: null,
      revokedAt: null,
    })

    const listed = await call('GET', `${CONNECT}/keys`, undefined, ANNA)
    expect(listed.data).toHaveLength(1)
    expect(listed.data[0]).not.toHaveProperty('key')
    expect(listed.data[0].prefix).toBe(made.data.prefix)
    // Only a hash is kept: nothing in the row holds the key.
    const { sql } = await import('@payloadcms/db-postgres')
    const { execute } = await import('@/server/db')
    const rows = await execute(payload, sql`select * from api_keys where id = ${made.data.id}`)
    expect(JSON.stringify(rows)).not.toContain(made.data.key.slice(13))
    // A key cannot make keys: managing keys needs the admin's session.
    const byKey = await withKey('POST', `${CONNECT}/keys`, made.data.key, { name: 'Another' })
    expect(byKey.status).toBe(403)
  })

  it('act for the agent who made them, with their nations only, by Bearer or Api-Key header', async () => {
    const key = await makeKey(ANNA, 'Nations')
    const bearer = await withKey('GET', PROFILE, key)
    expect(bearer.status).toBe(200)
    expect(bearer.data).toMatchObject({ cemail: ANNA, nation: 'th', listNation: ['th', 'vn', 'kh'] })
    const header = await api.request(PROFILE, { headers: { 'api-key': key, 'monsoon-nation': 'VN' } })
    expect(header.status).toBe(200)
    expect(((await header.json()) as TJson).data.nation).toBe('vn')
    const outside = await withKey('GET', PROFILE, key, undefined, { 'monsoon-nation': 'mm' })
    expect(outside.status).toBe(403)
    expect(outside.error?.message).toContain('not one of this key’s nations')
    // The catalogue in a nation outside the agent's list stays closed to the key too.
    const myanmar = await withKey('POST', 'http://localhost:3000/b2badminapi/api/RequestBooking/ListDayPrograms', key, {
      _pageSize: 5,
      _pageNumber: 1,
      _filter: { begindate: '2026-12-15', nation: 'mm' },
    })
    expect(myanmar.status).toBe(403)
    const used = await call('GET', `${CONNECT}/keys`, undefined, ANNA)
    expect(used.data.find((row: TJson) => key.startsWith(row.prefix)).lastUsedAt).not.toBeNull()
  })

  it('refuse malformed, unknown and revoked keys with 401 and the one error shape, at once', async () => {
    const malformed = await withKey('GET', PROFILE, 'msk_nothex!_short')
    expect(malformed.status).toBe(401)
    expect(malformed.error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'The API key is malformed. Keys look like msk_1a2b3c4d_… and are shown once, when made.',
    })
    const unknown = await withKey('GET', PROFILE, `msk_0000abcd_${'A'.repeat(43)}`)
    expect(unknown.status).toBe(401)
    expect(unknown.error?.message).toBe('The API key is not valid: it is unknown or was revoked.')
    const viaHeader = await api.request(PROFILE, { headers: { 'api-key': 'nonsense' } })
    expect(viaHeader.status).toBe(401)

    const key = await makeKey(ANNA, 'Short-lived')
    expect((await withKey('GET', PROFILE, key)).status).toBe(200)
    const row = (await call('GET', `${CONNECT}/keys`, undefined, ANNA)).data.find((one: TJson) =>
      key.startsWith(one.prefix),
    )
    const revoked = await call('POST', `${CONNECT}/keys/${row.id}/revoke`, undefined, ANNA)
    expect(revoked.status).toBe(200)
    expect(revoked.data.revokedAt).not.toBeNull()
    expect((await withKey('GET', PROFILE, key)).status).toBe(401)
  })

  it('are revoked by staff in the back office, who can change nothing else of them', async () => {
    const key = await makeKey(ANNA, 'Revoked by Monsoon')
    const row = (await call('GET', `${CONNECT}/keys`, undefined, ANNA)).data.find((one: TJson) =>
      key.startsWith(one.prefix),
    )
    const consultant = await payload.create({
      collection: 'users',
      data: { email: 'keys@monsoon.test', password: 'consultant-pass-1', roles: ['consultant'], name: 'Key Keeper' },
    })
    const staff = { ...consultant, collection: 'users' as const }
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor-keys@monsoon.test', password: 'editor-pass-1', roles: ['editor'], name: 'Ed' },
    })
    await expect(
      payload.find({ collection: 'api-keys', user: { ...editor, collection: 'users' }, overrideAccess: false }),
    ).rejects.toThrow()
    const seen = await payload.find({ collection: 'api-keys', user: staff, overrideAccess: false, depth: 0 })
    expect(seen.docs.length).toBeGreaterThan(0)
    expect(seen.docs[0]).not.toHaveProperty('keyHash')
    const {
      docs: [olivia],
    } = await payload.find({ collection: 'agents', where: { email: { equals: OLIVIA } }, depth: 0 })
    await payload.update({
      collection: 'api-keys',
      id: row.id,
      data: { name: 'Renamed', agent: olivia.id, revoked: true, revokedBy: 'someone else' },
      user: staff,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'api-keys', id: row.id, depth: 0 })
    expect(after).toMatchObject({
      name: 'Revoked by Monsoon',
      revoked: true,
      revokedBy: 'keys@monsoon.test (Monsoon staff)',
    })
    expect(after.agent).not.toBe(olivia.id)
    expect((await withKey('GET', PROFILE, key)).status).toBe(401)
    // A revoked key stays revoked.
    await payload.update({
      collection: 'api-keys',
      id: row.id,
      data: { revoked: false },
      user: staff,
      overrideAccess: false,
    })
    expect((await payload.findByID({ collection: 'api-keys', id: row.id, depth: 0 })).revoked).toBe(true)
  })

  it('stop when the agent who made them is disabled', async () => {
    const key = await makeKey(OLIVIA, 'Until Olivia leaves')
    expect((await withKey('GET', PROFILE, key)).status).toBe(200)
    const { docs } = await payload.find({ collection: 'agents', where: { email: { equals: OLIVIA } }, depth: 0 })
    await payload.update({ collection: 'agents', id: docs[0].id, data: { active: false }, depth: 0 })
    try {
      const gone = await withKey('GET', PROFILE, key)
      expect(gone.status).toBe(401)
      expect(gone.error?.message).toContain('can no longer sign in')
    } finally {
      await payload.update({ collection: 'agents', id: docs[0].id, data: { active: true }, depth: 0 })
      Object.assign(tokens, await agentTokens(api, [OLIVIA]))
    }
  })

  it('read and change nothing of another agency', async () => {
    const annaKey = await makeKey(ANNA, 'Cross-agency check')
    const oliviaKey = await makeKey(OLIVIA, 'Southern Cross engine')
    const booking = await withKey(
      'POST',
      'http://localhost:3000/b2badminapi/api/RequestBooking/AddBooing',
      annaKey,
      bookingHeader({ nameTour: 'Anna’s private trip' }),
    )
    expect(booking.status).toBe(200)
    const id = booking.data._id
    const base = 'http://localhost:3000/b2badminapi/api/RequestBooking'
    const path = `/marketplace/b2b-agent-vault/${id}`
    const origin = 'http://localhost:3000'
    const answers = await Promise.all([
      withKey('POST', `${base}/getOneRequestBooing`, oliviaKey, { _id: id }),
      withKey('PUT', `${base}/UpdateInfoBooing`, oliviaKey, { _id: id, version: 1, ...bookingHeader() }),
      withKey('PUT', `${base}/UpdateToursBooing`, oliviaKey, { _id: id, version: 1, Tours: [], status: 'draft' }),
      withKey('GET', `${origin}/notificationapi/api/v1/notify/token?path=${path}`, oliviaKey),
      withKey('POST', `${origin}/notificationapi/api/v1/watcher/add`, oliviaKey, { path }),
      withKey('POST', `${origin}/export/api/WordExport/ExportDetail`, oliviaKey, { _id: id, withPrices: true }),
      withKey('POST', `${base}/GetBookingVersions`, oliviaKey, { _id: id }),
      withKey('POST', `${origin}/b2badminapi/api/ClientItinerary/Links`, oliviaKey, { bookingId: id }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404])
    const pdf = await api.request(`${origin}/export/api/Pdf/${id}`, {
      headers: { authorization: `Bearer ${oliviaKey}` },
    })
    expect(pdf.status).toBe(404)
    // Anna's own booking's PDF, a file answer, carries the key's RateLimit headers like every other.
    const own = await api.request(`${origin}/export/api/Pdf/${id}`, { headers: { authorization: `Bearer ${annaKey}` } })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(own.headers.get('ratelimit')).toMatch(/^"per-key";r=\d+;t=\d+$/)
    const list = await withKey('POST', `${base}/listData`, oliviaKey, {})
    expect(list.status).toBe(200)
    expect(list.data.items.map((row: TJson) => row._id)).not.toContain(id)
    const remove = await withKey('DELETE', `${base}/RemoveBooking`, oliviaKey, { _id: id, version: 1 })
    expect(remove.status).toBe(404)
    const annaKeys = (await call('GET', `${CONNECT}/keys`, undefined, ANNA)).data
    expect((await call('POST', `${CONNECT}/keys/${annaKeys[0].id}/revoke`, undefined, OLIVIA)).status).toBe(404)
    expect((await withKey('POST', `${base}/getOneRequestBooing`, annaKey, { _id: id })).status).toBe(200)
  })

  it('tell their limit in the RateLimit headers, and answer 429 with Retry-After past it', async () => {
    await setting('API_KEY_RATE_LIMIT', '4')
    try {
      const key = await makeKey(ANNA, 'Rate limited')
      const answers = []
      for (let n = 0; n < 5; n++) answers.push(await withKey('GET', PROFILE, key))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429])
      expect(answers[0].headers.get('ratelimit-policy')).toBe('"per-key";q=4;w=60')
      expect(answers[0].headers.get('ratelimit')).toMatch(/^"per-key";r=3;t=\d+$/)
      const refused = answers[4]
      expect(refused.headers.get('ratelimit')).toMatch(/^"per-key";r=0;t=\d+$/)
      const wait = Number(refused.headers.get('retry-after'))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(60)
      expect(refused.error?.code).toBe('TOO_MANY_REQUESTS')
      // Another key of the same agency has its own quota.
      expect((await withKey('GET', PROFILE, await makeKey(ANNA, 'Second quota'))).status).toBe(200)
    } finally {
      await setting('API_KEY_RATE_LIMIT', '600')
    }
  })

  it('are limited per agency even when made all at once', async () => {
    const live = (await call('GET', `${CONNECT}/keys`, undefined, OLIVIA)).data.filter(
      (row: TJson) => !row.revokedAt,
    ).length
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => call('POST', `${CONNECT}/keys`, { name: `Burst ${n}` }, OLIVIA)),
    )
    const made = answers.filter((answer) => answer.status === 200).length
    expect(made).toBe(10 - live)
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(12 - made)
    // Revoked keys free their place again.
    const rows = (await call('GET', `${CONNECT}/keys`, undefined, OLIVIA)).data
    for (const row of rows.filter((one: TJson) => one.name.startsWith('Burst')))
      await call('POST', `${CONNECT}/keys/${row.id}/revoke`, undefined, OLIVIA)
    expect((await call('POST', `${CONNECT}/keys`, { name: 'After the burst' }, OLIVIA)).status).toBe(200)
  })

  it('never appear in the logs', async () => {
    const { sendLogTo } = await import('@/lib/logger')
    const lines: string[] = []
    sendLogTo(
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk))
          done()
        },
      }),
    )
    const key = await makeKey(ANNA, 'Logged?')
    await withKey('GET', PROFILE, key)
    await withKey('POST', 'http://localhost:3000/b2badminapi/api/RequestBooking/ListDayPrograms', key, { bad: true })
    await withKey('GET', PROFILE, `${key.slice(0, -1)}X`)
    expect(lines.join('\n')).not.toContain(key.slice(13))
  })
})

describe('the security every call declares', () => {
  it('is enforced: every secured operation answers 401 without credentials, before validating the body', async () => {
    const doc = (await (await api.request('/b2badminapi/openapi.json')).json()) as TJson
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'apiKey',
      'bearerAuth',
      'sessionCookie',
      'staffSession',
    ])
    const secured = Object.entries(doc.paths as Record<string, Record<string, TJson>>).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security.length > 0)
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    )
    expect(secured.length).toBeGreaterThan(45)
    const statuses = await Promise.all(
      secured.map(async ({ method, path }) => {
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
        const response = await api.request(`http://localhost:3000${url}`, {
          method,
          ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{"nonsense":1}' }),
        })
        return `${method} ${path} ${response.status}`
      }),
    )
    expect(statuses.filter((line) => !line.endsWith(' 401'))).toEqual([])
  })

  it('is declared: a public call needs none, an agent call lists the key, token and cookie', async () => {
    const doc = (await (await api.request('/b2badminapi/openapi.json')).json()) as TJson
    expect(doc.paths['/b2badminapi/client/Config/Languages'].get.security).toEqual([])
    const list = doc.paths['/b2badminapi/api/RequestBooking/ListDayPrograms'].post
    expect(list.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }, { sessionCookie: [] }])
    expect(list.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' })
    expect(doc.info.license.identifier).toBe('LicenseRef-Monsoon-Partner')
  })
})

describe('the reference page', () => {
  it('serves Scalar’s renderer from this site, for the document, with nothing from another host', async () => {
    const response = await api.request('/b2badminapi/docs')
    expect(response.status).toBe(200)
    const html = await response.text()
    const script = /<script src="(\/b2badminapi\/docs\/scalar-[\d.]+\.js)"><\/script>/.exec(html)?.[1]
    expect(script).toBeDefined()
    expect(html).toContain('"url":"/b2badminapi/openapi.json"')
    expect(html).toContain('"withDefaultFonts":false')
    expect(html).not.toMatch(/(src|href)="https?:/)
    const bundle = await api.request(script as string)
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toContain('javascript')
    expect(bundle.headers.get('cache-control')).toContain('immutable')
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000)
  })
})

describe('webhooks', () => {
  let key: string
  let endpoint: TJson
  let secret: string
  const deliverDueWebhooks = async () => (await import('@/server/connect/webhooks')).deliverDueWebhooks(payload)
  const verified = (entry: TReceived, withSecret = secret) =>
    new Webhook(withSecret).verify(entry.body, entry.headers as Record<string, string>) as TJson
  const makeDue = async () => {
    const { sql } = await import('@payloadcms/db-postgres')
    const { execute } = await import('@/server/db')
    // A second ago, not now(): the column keeps milliseconds and rounds now()'s microseconds, up as
    // often as down, so a claim within that half millisecond would not yet find it due.
    await execute(
      payload,
      sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second' where status = 'pending'`,
    )
  }

  beforeAll(async () => {
    key = await makeKey(ANNA, 'Webhooks')
  })

  it('refuse URLs that are not public HTTPS, with 422 naming the field', async () => {
    await setting('WEBHOOKS_ALLOW_PRIVATE', '0')
    try {
      const events = ['booking.quoted']
      const cases = {
        'not a url': 'not a URL',
        'http://partner.example/hooks': 'must use HTTPS',
        [`https://partner.example/${'a'.repeat(2048)}`]: 'at most 2048 characters',
        'https://user:pass@partner.example/hooks': 'user name or password',
        'https://127.0.0.1/hooks': 'private, loopback or link-local',
        'https://localhost:8443/hooks': 'private, loopback or link-local',
        'https://10.1.2.3/hooks': 'private, loopback or link-local',
        'https://192.168.1.20/hooks': 'private, loopback or link-local',
        'https://169.254.169.254/latest/meta-data': 'private, loopback or link-local',
        'https://[::1]/hooks': 'private, loopback or link-local',
        'https://[::ffff:127.0.0.1]/hooks': 'private, loopback or link-local',
        'https://[fd00:ec2::254]/hooks': 'private, loopback or link-local',
        'https://nothing.invalid/hooks': 'does not resolve',
      }
      for (const [url, message] of Object.entries(cases)) {
        const answer = await withKey('POST', `${CONNECT}/webhooks`, key, { url, events })
        expect([url, answer.status]).toEqual([url, 422])
        expect(answer.error?.fields?.[0]).toMatchObject({ field: 'url' })
        expect(answer.error?.message).toContain(message)
      }
      expect((await withKey('POST', `${CONNECT}/webhooks`, key, { url: 'x'.repeat(5000), events })).status).toBe(400)
      const noEvents = await withKey('POST', `${CONNECT}/webhooks`, key, { url: 'https://8.8.8.8/h', events: [] })
      expect(noEvents.status).toBe(422)
      expect(noEvents.error?.fields?.[0]).toMatchObject({ field: 'events' })
      const unknown = await withKey('POST', `${CONNECT}/webhooks`, key, { url: 'https://8.8.8.8/h', events: ['x.y'] })
      expect(unknown.status).toBe(422)
      expect((await withKey('GET', `${CONNECT}/webhooks`, key)).data).toEqual([])
    } finally {
      await setting('WEBHOOKS_ALLOW_PRIVATE', '1')
    }
  })

  it('are registered with a key, their secret shown once', async () => {
    const made = await withKey('POST', `${CONNECT}/webhooks`, key, {
      url: receiverUrl,
      description: 'Our booking engine',
      events: ['booking.sent', 'booking.quoted', 'booking.confirmed', 'request.bounced'],
    })
    expect(made.status).toBe(200)
    expect(made.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    endpoint = made.data
    secret = made.data.secret
    const listed = await withKey('GET', `${CONNECT}/webhooks`, key)
    expect(listed.data).toHaveLength(1)
    expect(listed.data[0]).not.toHaveProperty('secret')
    // Jonas is no admin and holds no key: he cannot see them.
    expect((await call('GET', `${CONNECT}/webhooks`, undefined, JONAS)).status).toBe(403)
    // Olivia's agency has its own, empty list, and cannot touch Anna's endpoint.
    expect((await call('GET', `${CONNECT}/webhooks`, undefined, OLIVIA)).data).toEqual([])
    expect((await call('PATCH', `${CONNECT}/webhooks/${endpoint.id}`, { active: false }, OLIVIA)).status).toBe(404)
    expect((await call('POST', `${CONNECT}/webhooks/${endpoint.id}/test`, undefined, OLIVIA)).status).toBe(404)
  })

  it('tell the agency’s system of a send and of Monsoon’s quote, signed, once each', async () => {
    received.length = 0
    const other = await call(
      'POST',
      `${CONNECT}/webhooks`,
      { url: receiverUrl.replace('monsoon-hooks', 'southern-cross'), events: ['booking.sent', 'booking.quoted'] },
      OLIVIA,
    )
    expect(other.status).toBe(200)
    const booking = await withKey(
      'POST',
      'http://localhost:3000/b2badminapi/api/RequestBooking/AddBooing',
      key,
      bookingHeader({ nameTour: 'Webhook journey' }),
    )
    tokens[`key:${ANNA}`] = key
    const days = await buildItinerary(call, booking.data, `key:${ANNA}`)
    const sent = await withKey('PUT', 'http://localhost:3000/b2badminapi/api/RequestBooking/UpdateToursBooing', key, {
      _id: booking.data._id,
      version: 1,
      Tours: days,
      status: 'requested',
    })
    expect(sent.status).toBe(200)
    const consultant = await payload.create({
      collection: 'users',
      data: { email: 'hooks@monsoon.test', password: 'consultant-pass-1', roles: ['consultant'], name: 'Hook Tran' },
    })
    await payload.update({
      collection: 'bookings',
      id: booking.data._id,
      data: { status: 'quoted' },
      user: { ...consultant, collection: 'users' },
      overrideAccess: false,
    })
    expect(await deliverDueWebhooks()).toEqual({ delivered: 2, failed: 0 })
    expect(await deliverDueWebhooks()).toEqual({ delivered: 0, failed: 0 })
    expect(received).toHaveLength(2)
    const events = received.map((entry) => verified(entry))
    expect(events.map((event) => event.type)).toEqual(['booking.sent', 'booking.quoted'])
    expect(events[1].data).toMatchObject({
      bookingId: booking.data._id,
      code: booking.data.Code,
      status: 'quoted',
      previousStatus: 'requested',
      changedBy: 'monsoon',
    })
    expect(received.every((entry) => entry.headers['user-agent'] === 'Monsoon-Webhooks/1.0')).toBe(true)
    expect(received.every((entry) => entry.headers['webhook-id']?.toString().startsWith('msg_'))).toBe(true)
    // A forged or altered body fails verification.
    expect(() => verified({ ...received[1], body: received[1].body.replace('quoted', 'confirmed') })).toThrow()
    // Southern Cross's endpoint heard nothing of Lotus Travel's booking.
    expect(received.some((entry) => entry.body.includes('southern'))).toBe(false)
    const deliveries = await withKey('GET', `${CONNECT}/webhooks/${endpoint.id}/deliveries`, key)
    expect(deliveries.data.map((row: TJson) => [row.eventType, row.status, row.attempts, row.lastStatusCode])).toEqual([
      ['booking.quoted', 'delivered', 1, 200],
      ['booking.sent', 'delivered', 1, 200],
    ])
  })

  it('retry timeouts, 429 and 5xx with the same webhook-id, and give up on another 4xx', async () => {
    received.length = 0
    answers.push(503, 429)
    const test = await withKey('POST', `${CONNECT}/webhooks/${endpoint.id}/test`, key)
    expect(test.status).toBe(200)
    expect(await deliverDueWebhooks()).toEqual({ delivered: 0, failed: 1 })
    let row = (await withKey('GET', `${CONNECT}/webhooks/${endpoint.id}/deliveries`, key)).data[0]
    expect(row).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 1, lastStatusCode: 503 })
    expect(new Date(row.nextAttemptAt).getTime()).toBeGreaterThan(Date.now())
    // Not due yet: nothing is sent before its time.
    expect(await deliverDueWebhooks()).toEqual({ delivered: 0, failed: 0 })
    await makeDue()
    expect(await deliverDueWebhooks()).toEqual({ delivered: 0, failed: 1 })
    await makeDue()
    expect(await deliverDueWebhooks()).toEqual({ delivered: 1, failed: 0 })
    row = (await withKey('GET', `${CONNECT}/webhooks/${endpoint.id}/deliveries`, key)).data[0]
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null })
    expect(new Set(received.map((entry) => entry.headers['webhook-id']))).toEqual(new Set([row.eventId]))
    expect(received.map((entry) => verified(entry).type)).toEqual(['webhook.test', 'webhook.test', 'webhook.test'])

    received.length = 0
    answers.push(410)
    await withKey('POST', `${CONNECT}/webhooks/${endpoint.id}/test`, key)
    expect(await deliverDueWebhooks()).toEqual({ delivered: 0, failed: 1 })
    row = (await withKey('GET', `${CONNECT}/webhooks/${endpoint.id}/deliveries`, key)).data[0]
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: 410,
      lastError: 'HTTP 410',
      nextAttemptAt: null,
    })
    await makeDue()
    expect(await deliverDueWebhooks()).toEqual({ delivered: 0, failed: 0 })
    expect(received).toHaveLength(1)
  })

  it('time out a receiver that does not answer', async () => {
    const { postWebhook } = await import('@/server/connect/webhook-target')
    hang = true
    try {
      const started = Date.now()
      expect(await postWebhook(receiverUrl, { headers: {}, body: '{}', allowPrivate: true, timeoutMs: 300 })).toEqual({
        kind: 'timeout',
      })
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      hang = false
    }
    // And a private address is refused at the connection itself, whatever the name said when saved.
    expect(await postWebhook(receiverUrl, { headers: {}, body: '{}', allowPrivate: false })).toMatchObject({
      kind: 'refused',
    })
    expect(await postWebhook('http://localhost:1/x', { headers: {}, body: '{}', allowPrivate: false })).toMatchObject({
      kind: 'refused',
    })
  })

  it('sign with the old and the new secret for a day after a rotation', async () => {
    const rotated = await withKey('POST', `${CONNECT}/webhooks/${endpoint.id}/rotate-secret`, key)
    expect(rotated.status).toBe(200)
    expect(rotated.data.secret).not.toBe(secret)
    const until24h = new Date(rotated.data.previousSecretUntil).getTime() - Date.now()
    expect(until24h).toBeGreaterThan(23 * 3_600_000)
    received.length = 0
    await withKey('POST', `${CONNECT}/webhooks/${endpoint.id}/test`, key)
    await deliverDueWebhooks()
    const [entry] = received
    expect(String(entry.headers['webhook-signature']).split(' ')).toHaveLength(2)
    expect(verified(entry, rotated.data.secret).type).toBe('webhook.test')
    expect(verified(entry, secret).type).toBe('webhook.test')
    secret = rotated.data.secret
  })

  it('tell the agency when a request email bounces', async () => {
    const peer = await startSmtpPeer()
    try {
      peer.refuse('nobody@unknown-client.example')
      const booking = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Bounce' }), ANNA)
      await buildItinerary(call, booking.data, ANNA)
      const opened = await call(
        'GET',
        `http://localhost:3000/notificationapi/api/v1/notify/token?path=${encodeURIComponent(`/marketplace/b2b-agent-vault/${booking.data._id}`)}`,
        undefined,
        ANNA,
      )
      const sent = await call(
        'POST',
        'http://localhost:3000/notificationapi/api/v1/notify',
        { Token: opened.data.token, Emails: [{ Email: 'nobody@unknown-client.example' }] },
        ANNA,
      )
      expect(sent.status).toBe(200)
      const { deliverDueEmails, smtpTransport } = await import('@/server/outbox/outbox')
      const { reportBouncedRequest } = await import('@/server/booking-requests/bounces')
      await deliverDueEmails(payload, smtpTransport(peer.url), {
        from: 'noreply@monsoon.test',
        onUndeliverable: reportBouncedRequest,
      })
      received.length = 0
      await deliverDueWebhooks()
      const types = received.map((entry) => verified(entry))
      expect(types.map((event) => event.type).sort()).toEqual(['booking.sent', 'request.bounced'])
      const bounced = types.find((event) => event.type === 'request.bounced')
      expect(bounced?.data).toMatchObject({
        bookingId: booking.data._id,
        recipient: 'nobody@unknown-client.example',
        recipientKind: 'agent',
      })
      expect(bounced?.data.reason).toContain('No such user')
      const email = await payload.find({
        collection: 'emails',
        where: { to: { equals: 'nobody@unknown-client.example' } },
      })
      expect(email.docs[0]).toMatchObject({ status: 'failed', attempts: 1 })
    } finally {
      await peer.close()
    }
  })

  it('reach a healthy receiver within seconds of the change, through the running worker', async () => {
    const { startWebhookWorker, stopWebhookWorker } = await import('@/server/connect/webhooks')
    received.length = 0
    startWebhookWorker(payload, 200)
    try {
      const booking = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Fast news' }), ANNA)
      const days = await buildItinerary(call, booking.data, ANNA)
      const started = Date.now()
      await call(
        'PUT',
        'UpdateToursBooing',
        { _id: booking.data._id, version: 1, Tours: days, status: 'requested' },
        ANNA,
      )
      expect(await until(() => received.length > 0, 5_000)).toBe(true)
      expect(received[0].at - started).toBeLessThan(5_000)
      expect(verified(received[0]).type).toBe('booking.sent')
    } finally {
      await stopWebhookWorker()
    }
  })
})

describe('the partner client (clients/typescript)', () => {
  it('runs the quickstart with nothing but an API key: programs, a priced 5-day trip, a booking, a request, the quote’s webhook', async () => {
    const { startWebhookWorker, stopWebhookWorker } = await import('@/server/connect/webhooks')
    const { quickstart } = await import('../../clients/typescript/examples/quickstart')
    const key = await makeKey(OLIVIA, 'Quickstart')
    const lines: string[] = []
    startWebhookWorker(payload, 200)
    try {
      const result = await quickstart({
        baseUrl: 'http://localhost:3000',
        apiKey: key,
        nation: 'th',
        startDate: '2027-01-11',
        webhookUrl: (port) => `http://127.0.0.1:${port}/monsoon`,
        fetch: async (input) => api.request(input as Request),
        log: (line) => lines.push(line),
        timeoutMs: 10_000,
        onSent: async (booking) => {
          const staff = await payload.create({
            collection: 'users',
            data: {
              email: 'quick@monsoon.test',
              password: 'consultant-pass-1',
              roles: ['consultant'],
              name: 'Quick Quote',
            },
          })
          await payload.update({
            collection: 'bookings',
            id: booking.id,
            data: { status: 'quoted' },
            user: { ...staff, collection: 'users' },
            overrideAccess: false,
          })
        },
      })
      expect(result.total).toBeGreaterThan(0)
      expect(result.currency).toBe('AUD')
      expect(result.quoted.data).toMatchObject({ bookingId: result.bookingId, status: 'quoted', changedBy: 'monsoon' })
      expect(result.events.map((event) => event.type)).toEqual(['booking.sent', 'booking.quoted'])
      expect(lines[0]).toBe('Signed in with the key as Olivia Chen of Southern Cross Journeys (th, prices in AUD)')
      // The quickstart removes its endpoint when done.
      expect(
        (await withKey('GET', `${CONNECT}/webhooks`, key)).data.some(
          (row: TJson) => row.description === 'Quickstart receiver',
        ),
      ).toBe(false)
    } finally {
      await stopWebhookWorker()
    }
  })
})

describe('over Node’s HTTP server (as the front serves the API)', () => {
  it('takes a DELETE without a body and a chunked POST, and bounds a chunked body', async () => {
    const { getRequestListener } = await import('@hono/node-server')
    const { runAsDirectApiCall } = await import('@/lib/direct-call')
    const server = createServer(getRequestListener((request) => runAsDirectApiCall(() => api.fetch(request))))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const key = await makeKey(ANNA, 'Over HTTP')
      const made = await withKey('POST', `${CONNECT}/webhooks`, key, { url: receiverUrl, events: ['booking.quoted'] })
      const removed = await fetch(`${origin}/b2badminapi/api/Connect/webhooks/${made.data.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${key}` },
      })
      expect(removed.status).toBe(200)
      const chunked = (body: string) =>
        fetch(`${origin}/b2badminapi/api/Connect/keys`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[ANNA]}`, 'content-type': 'application/json' },
          body: new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(body))
              controller.close()
            },
          }),
          duplex: 'half',
        } as RequestInit)
      const small = await chunked(JSON.stringify({ name: 'Chunked' }))
      expect(small.status).toBe(200)
      const huge = await chunked(JSON.stringify({ name: 'x'.repeat(300_000) }))
      expect(huge.status).toBe(413)
      expect(((await huge.json()) as TJson).error.code).toBe('PAYLOAD_TOO_LARGE')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
