import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { bootTestPayload } from '../support/payload'

let payload: Payload
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']
let staff: User
const nations: Record<string, string> = {}

const BASE = '/b2badminapi/api/ManagerUser'
const ORIGIN = 'http://localhost:3000'

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
type TJson = any
type TResponse = { status: number; body: Record<string, TJson>; cookies: string[] }

async function call(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; bearer?: string; origin?: string; ip?: string } = {},
): Promise<TResponse> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST')
  const headers: Record<string, string> = { 'x-monsoon-client-ip': init.ip ?? '10.1.1.1' }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.cookie) headers.cookie = init.cookie
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`
  if (init.origin !== undefined) headers.origin = init.origin
  else if (method !== 'GET') headers.origin = ORIGIN
  const response = await api.request(`http://localhost:3000${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, TJson>,
    cookies: response.headers.getSetCookie(),
  }
}

/** The cookie header a browser would send back after these Set-Cookie headers (path ignored: tests call both). */
const jar = (cookies: string[]) =>
  cookies
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ')

async function approvedAgent(email: string, codes: string[]) {
  const registration = await payload.create({
    collection: 'agency-registrations',
    data: {
      firstName: 'Anna',
      lastName: 'Berg',
      email,
      agencyName: `Nordic <Trails> ${email}`,
      position: 'Owner',
      affiliateAgency: 'None',
      agencyType: 'Wholesale',
      stateProvince: 'Skåne',
      city: 'Malmö',
      nations: codes.map((code) => nations[code]),
      status: 'pending',
    },
  })
  await payload.update({
    collection: 'agency-registrations',
    id: registration.id,
    data: { status: 'approved', onlineTariff: 'no' },
    overrideAccess: false,
    user: { ...staff, collection: 'users' },
  })
  const mail = await payload.find({
    collection: 'emails',
    where: { to: { equals: email } },
    sort: '-createdAt',
    limit: 1,
  })
  const token = /set-password\?token=([\w-]+)/.exec(mail.docs[0]?.html ?? '')?.[1] ?? ''
  return { registration, token }
}

async function signedIn(email: string, codes: string[], password = 'correct horse battery') {
  const { token } = await approvedAgent(email, codes)
  expect((await call(`${BASE}/setPasswordclient`, { body: { token, password } })).status).toBe(200)
  const login = await call(`${BASE}/authenticateCrmclient`, {
    body: { grant_type: 'password', username: email, password },
  })
  expect(login.status).toBe(200)
  return { cookie: jar(login.cookies), login }
}

beforeAll(async () => {
  ;({ payload, api } = await bootTestPayload())
  for (const [code, fullName] of [
    ['th', 'Thailand'],
    ['vn', 'Vietnam'],
    ['la', 'Laos'],
  ]) {
    nations[code] = (await payload.create({ collection: 'nations', data: { fullName, code } })).id
  }
  staff = await payload.create({
    collection: 'users',
    data: { email: 'consultant@monsoon.test', password: 'password-123', roles: ['consultant'] },
  })
})

describe('staff decide registrations', () => {
  it('approving asks for the account’s terms, filled in from the agency’s country (issue 18)', async () => {
    const registration = await payload.create({
      collection: 'agency-registrations',
      data: {
        firstName: 'Lena',
        lastName: 'Vogel',
        email: 'lena@reisen.test',
        agencyName: 'Vogel Reisen',
        position: 'Owner',
        affiliateAgency: 'None',
        agencyType: 'Wholesale',
        stateProvince: 'Bayern',
        city: 'München',
        agencyCountry: 'Germany',
        nations: [nations.th],
        status: 'pending',
      },
    })
    expect(registration).toMatchObject({ currency: 'EUR', market: 'europe' })
    const decide = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'agency-registrations',
        id: registration.id,
        data,
        overrideAccess: false,
        user: { ...staff, collection: 'users' },
      })
    await expect(decide({ status: 'approved' })).rejects.toThrow(/Online tariff/)
    expect(
      (await payload.count({ collection: 'agents', where: { email: { equals: 'lena@reisen.test' } } })).totalDocs,
    ).toBe(0)
    await decide({ status: 'approved', onlineTariff: 'yes', market: 'standard' })
    const { docs } = await payload.find({ collection: 'agents', where: { email: { equals: 'lena@reisen.test' } } })
    expect(docs[0]).toMatchObject({ ccurrency: 'EUR', cmarket: 'standard', online: true })
  })

  it('approving creates exactly one agency and one agent, and emails a set-password link', async () => {
    const { registration, token } = await approvedAgent('anna@nordic.test', ['th', 'vn'])
    const agencies = await payload.find({
      collection: 'agencies',
      where: { registration: { equals: registration.id } },
    })
    expect(agencies.totalDocs).toBe(1)
    const agents = await payload.find({
      collection: 'agents',
      where: { email: { equals: 'anna@nordic.test' } },
      depth: 0,
    })
    expect(agents.totalDocs).toBe(1)
    expect(agents.docs[0]).toMatchObject({
      agency: agencies.docs[0].id,
      listNation: [nations.th, nations.vn],
      ccurrency: 'USD',
      cmarket: 'standard',
      online: false,
      active: true,
    })
    expect(agents.docs[0].ccode).toMatch(/^MA\d{6}$/)
    expect(agents.docs[0].md5code).toMatch(/^[0-9a-f]{32}$/)
    expect(token.length).toBeGreaterThan(30)
    const mail = await payload.find({ collection: 'emails', where: { kind: { equals: 'registration-approved' } } })
    expect(mail.docs[0].html).toContain('Nordic &lt;Trails&gt;')

    await payload.update({ collection: 'agency-registrations', id: registration.id, data: { agencyName: 'Renamed' } })
    expect(
      (await payload.count({ collection: 'agents', where: { email: { equals: 'anna@nordic.test' } } })).totalDocs,
    ).toBe(1)
    await expect(
      payload.update({ collection: 'agency-registrations', id: registration.id, data: { status: 'rejected' } }),
    ).rejects.toThrow(/already been decided/)
  })

  it('rejecting sends a polite notice and creates no account', async () => {
    const registration = await payload.create({
      collection: 'agency-registrations',
      data: {
        firstName: 'Rex',
        lastName: 'Roe',
        email: 'rex@nope.test',
        agencyName: 'Nope Tours',
        position: 'CEO',
        affiliateAgency: 'None',
        agencyType: 'Retail',
        stateProvince: 'X',
        city: 'Y',
        status: 'pending',
      },
    })
    await payload.update({ collection: 'agency-registrations', id: registration.id, data: { status: 'rejected' } })
    const mail = await payload.find({ collection: 'emails', where: { to: { equals: 'rex@nope.test' } } })
    expect(mail.docs.map((doc) => doc.kind)).toEqual(['registration-rejected'])
    expect(
      (await payload.count({ collection: 'agents', where: { email: { equals: 'rex@nope.test' } } })).totalDocs,
    ).toBe(0)
  })
})

describe('the set-password link', () => {
  it('works once, checks the password rule, and refuses tampered or expired links', async () => {
    const { token } = await approvedAgent('once@nordic.test', ['th'])
    expect((await call(`${BASE}/setPasswordclient`, { body: { token, password: 'short' } })).body.error.message).toBe(
      'Your password needs at least 10 characters.',
    )
    expect(
      (await call(`${BASE}/setPasswordclient`, { body: { token: `${token}x`, password: 'long enough password' } }))
        .status,
    ).toBe(400)
    expect(
      (await call(`${BASE}/setPasswordclient`, { body: { token, password: 'long enough password' } })).status,
    ).toBe(200)
    const again = await call(`${BASE}/setPasswordclient`, { body: { token, password: 'another long password' } })
    expect(again.status).toBe(400)
    expect(again.body.error.message).toMatch(/expired or has already been used/)

    const { token: late } = await approvedAgent('late@nordic.test', ['th'])
    const { sql } = await import('@payloadcms/db-postgres')
    const db = payload.db.drizzle as unknown as { execute: (q: unknown) => Promise<unknown> }
    await db.execute(sql`update agent_tokens set expires_at = now() - interval '1 minute' where used_at is null`)
    expect(
      (await call(`${BASE}/setPasswordclient`, { body: { token: late, password: 'long enough password' } })).status,
    ).toBe(400)
  })
})

describe('sign-in', () => {
  it('sets httpOnly cookies, returns no token to a browser, and the profile has the spec fields', async () => {
    const { cookie, login } = await signedIn('profile@nordic.test', ['vn', 'th'])
    expect(login.body.data).toEqual({ token_type: 'Bearer', expires_in: 900, nation: 'vn' })
    const [locale, ...session] = [
      login.cookies.filter((c) => c.startsWith('i18n_redirected=')),
      ...login.cookies.filter((c) => !c.startsWith('i18n_redirected=')),
    ]
    expect(session.length).toBe(2)
    expect(session.every((c) => /HttpOnly/i.test(c) && /SameSite/i.test(c))).toBe(true)
    // The agent's language becomes the browser's (issue 26): a preference, readable, not a credential.
    expect(locale).toEqual([expect.stringMatching(/^i18n_redirected=en;.*SameSite=Lax/i)])
    const me = await call(`${BASE}/crmInfoclient`, { cookie })
    expect(me.status).toBe(200)
    expect(me.body.data).toEqual({
      _id: expect.any(String),
      md5code: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Anna Berg',
      nation: 'vn',
      listNation: ['vn', 'th'],
      ccurrency: 'USD',
      cmarket: 'standard',
      cname: 'Nordic <Trails> profile@nordic.test',
      cemail: 'profile@nordic.test',
      ccode: expect.stringMatching(/^MA\d{6}$/),
      language: 'en',
      online: false,
    })
  })

  it('API clients get the tokens in the body and use them as Bearer', async () => {
    await signedIn('api@nordic.test', ['th'])
    const login = await call(`${BASE}/authenticateCrmclient`, {
      body: { grant_type: 'password', username: 'api@nordic.test', password: 'correct horse battery', client: 'api' },
    })
    expect(login.body.data).toMatchObject({ token: expect.any(String), refresh_token: expect.any(String) })
    expect(login.cookies).toEqual([])
    expect((await call(`${BASE}/crmInfoclient`, { bearer: login.body.data.token })).body.data.cemail).toBe(
      'api@nordic.test',
    )
  })

  it('refuses a wrong password, then throttles the account with a clear message', async () => {
    await signedIn('throttle@nordic.test', ['th'])
    for (let i = 0; i < 5; i++) {
      const wrong = await call(`${BASE}/authenticateCrmclient`, {
        body: { grant_type: 'password', username: 'throttle@nordic.test', password: `wrong-${i}` },
        ip: `10.9.9.${i}`,
      })
      expect([wrong.status, wrong.body.error.message]).toEqual([401, 'The email or password is incorrect.'])
    }
    const right = await call(`${BASE}/authenticateCrmclient`, {
      body: { grant_type: 'password', username: 'throttle@nordic.test', password: 'correct horse battery' },
    })
    expect([right.status, right.body.error.message]).toEqual([
      429,
      'Too many failed sign-in attempts. Please wait 15 minutes, or reset your password.',
    ])
  })

  it('throttles one IP address trying many accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await call(`${BASE}/authenticateCrmclient`, {
        body: { grant_type: 'password', username: `nobody${i}@x.test`, password: 'x' },
        ip: '10.66.66.66',
      })
    }
    const next = await call(`${BASE}/authenticateCrmclient`, {
      body: { grant_type: 'password', username: 'nobody-else@x.test', password: 'x' },
      ip: '10.66.66.66',
    })
    expect(next.status).toBe(429)
  })
})

describe('tokens and sessions', () => {
  it('refuses expired and tampered access tokens', async () => {
    const { signAccessToken } = await import('@/server/auth/tokens')
    const { cookie } = await signedIn('tokens@nordic.test', ['th'])
    const me = await call(`${BASE}/crmInfoclient`, { cookie })
    const claims = { sub: me.body.data._id, sid: 'x', nation: 'th' }
    const expired = await signAccessToken(claims, Date.now() - 3_600_000)
    expect((await call(`${BASE}/crmInfoclient`, { bearer: expired })).status).toBe(401)
    const access = /monsoon_at=([^;]+)/.exec(cookie)?.[1] ?? ''
    const [header, body, signature] = access.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), nation: 'vn' }),
    ).toString('base64url')
    expect((await call(`${BASE}/crmInfoclient`, { bearer: `${header}.${forged}.${signature}` })).status).toBe(401)
    expect((await call(`${BASE}/crmInfoclient`, { bearer: access })).status).toBe(200)
  })

  it('rotates the refresh token on every use; one reused after the grace period ends the whole family', async () => {
    const { cookie } = await signedIn('rotate@nordic.test', ['th'])
    const first = await call(`${BASE}/authenticateCrmclient`, { body: { grant_type: 'refresh_token' }, cookie })
    expect(first.status).toBe(200)
    const rotated = jar(first.cookies)
    expect(rotated).not.toBe(cookie)
    expect((await call(`${BASE}/crmInfoclient`, { cookie: rotated })).status).toBe(200)

    // Within the grace period the same token still renews (parallel requests of one page).
    const parallel = await call(`${BASE}/authenticateCrmclient`, { body: { grant_type: 'refresh_token' }, cookie })
    expect(parallel.status).toBe(200)
    // Later, the same token is a stolen copy.
    const { sql } = await import('@payloadcms/db-postgres')
    const db = payload.db.drizzle as unknown as { execute: (q: unknown) => Promise<unknown> }
    await db.execute(
      sql`update agent_sessions set rotated_at = now() - interval '1 minute' where rotated_at is not null`,
    )
    const reused = await call(`${BASE}/authenticateCrmclient`, { body: { grant_type: 'refresh_token' }, cookie })
    expect(reused.status).toBe(401)
    expect((await call(`${BASE}/crmInfoclient`, { cookie: rotated })).status).toBe(401)
    expect(
      (await call(`${BASE}/authenticateCrmclient`, { body: { grant_type: 'refresh_token' }, cookie: rotated })).status,
    ).toBe(401)
  })

  it('a page and its prefetches renewing at the same moment all stay signed in', async () => {
    const { cookie } = await signedIn('parallel@nordic.test', ['th'])
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(`${BASE}/authenticateCrmclient`, { body: { grant_type: 'refresh_token' }, cookie })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    for (const answer of answers)
      expect((await call(`${BASE}/crmInfoclient`, { cookie: jar(answer.cookies) })).status).toBe(200)
  })

  it('after logout the old access token is refused at once', async () => {
    const { cookie } = await signedIn('logout@nordic.test', ['th'])
    const out = await call(`${BASE}/logoutclient`, { body: {}, cookie })
    expect(out.status).toBe(200)
    expect(out.cookies.some((c) => /monsoon_at=;/.test(c))).toBe(true)
    expect((await call(`${BASE}/crmInfoclient`, { cookie })).status).toBe(401)
  })

  it('an agent disabled in /admin is signed out mid-session', async () => {
    const { cookie } = await signedIn('disabled@nordic.test', ['th'])
    const { docs } = await payload.find({ collection: 'agents', where: { email: { equals: 'disabled@nordic.test' } } })
    await payload.update({ collection: 'agents', id: docs[0].id, data: { active: false } })
    expect((await call(`${BASE}/crmInfoclient`, { cookie })).status).toBe(401)
    const login = await call(`${BASE}/authenticateCrmclient`, {
      body: { grant_type: 'password', username: 'disabled@nordic.test', password: 'correct horse battery' },
    })
    expect(login.status).toBe(403)
  })

  it('cookie-authenticated writes from another site are refused (CSRF)', async () => {
    const { cookie } = await signedIn('csrf@nordic.test', ['th'])
    expect((await call(`${BASE}/logoutclient`, { body: {}, cookie, origin: 'https://evil.example' })).status).toBe(403)
    expect((await call(`${BASE}/crmInfoclient`, { cookie })).status).toBe(200)
  })
})

describe('nation switching', () => {
  it('re-issues the session for a nation of listNation, and refuses any other', async () => {
    const { cookie } = await signedIn('nation@nordic.test', ['th', 'la'])
    const me = (await call(`${BASE}/crmInfoclient`, { cookie })).body.data
    const refused = await call(`${BASE}/authenticateLocalclient`, {
      body: { passcode: `vn${me.ccode}`, nation: 'vn' },
      cookie,
    })
    expect(refused.status).toBe(403)
    const wrongCode = await call(`${BASE}/authenticateLocalclient`, {
      body: { passcode: 'laMA000000', nation: 'la' },
      cookie,
    })
    expect(wrongCode.status).toBe(403)
    const anonymous = await call(`${BASE}/authenticateLocalclient`, {
      body: { passcode: `la${me.ccode}`, nation: 'LA' },
    })
    expect(anonymous.status).toBe(401)

    const switched = await call(`${BASE}/authenticateLocalclient`, {
      body: { passcode: `la${me.ccode}`, nation: 'LA' },
      cookie,
    })
    expect(switched.body.data).toEqual({ token: 'cookie', nation: 'la' })
    const after = jar(switched.cookies)
    expect((await call(`${BASE}/crmInfoclient`, { cookie: after })).body.data.nation).toBe('la')
  })
})
