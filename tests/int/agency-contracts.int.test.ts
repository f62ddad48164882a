import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { bootTestPayload } from '../support/payload'

/**
 * `POST /api/user/updateAgencyContracts` (ADR 027) and provinces by country code (spec §3, §7), called
 * in-process with real requests: who may change an agency's contract details, what is kept, and that
 * bad input is a 400 that changes nothing.
 */

let payload: Payload
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']
const staff: Record<'admin' | 'editor' | 'consultant', User> = {} as never
const staffTokens: Record<string, string> = {}
let nationId: string

const ORIGIN = 'http://localhost:3000'
const PATH = '/api/user/updateAgencyContracts'

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
type TJson = any
type TAnswer = { status: number; body: TJson }

async function call(
  path: string,
  init: { body?: unknown; raw?: string; headers?: Record<string, string>; method?: string } = {},
): Promise<TAnswer> {
  const method = init.method ?? (init.body === undefined && init.raw === undefined ? 'GET' : 'POST')
  const response = await api.request(`${ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-monsoon-client-ip': '10.2.2.2', ...init.headers },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  })
  return { status: response.status, body: await response.json() }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const staffJwt = (role: keyof typeof staff) => ({ authorization: `JWT ${staffTokens[role]}` })

/** An approved agency with one agent signed in through the API; its admin flag as asked. */
async function agencyWithAgent(name: string, { isAdmin }: { isAdmin: boolean }) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${isAdmin ? 'admin' : 'agent'}@contracts.test`
  const registration = await payload.create({
    collection: 'agency-registrations',
    data: {
      firstName: 'Mara',
      lastName: 'Vos',
      email,
      agencyName: name,
      position: 'Owner',
      affiliateAgency: 'None',
      agencyType: 'Tour Operator',
      stateProvince: 'Noord-Holland',
      city: 'Amsterdam',
      nations: [nationId],
      status: 'pending',
    },
  })
  await payload.update({
    collection: 'agency-registrations',
    id: registration.id,
    data: { status: 'approved', onlineTariff: 'no' },
    overrideAccess: false,
    user: { ...staff.consultant, collection: 'users' },
  })
  const { docs } = await payload.find({ collection: 'agents', where: { email: { equals: email } }, depth: 0 })
  const agent = docs[0]
  await payload.update({ collection: 'agents', id: agent.id, data: { isAgencyAdmin: isAdmin }, depth: 0 })
  const mail = await payload.find({ collection: 'emails', where: { to: { equals: email } }, limit: 1 })
  const token = /set-password\?token=([\w-]+)/.exec(mail.docs[0]?.html ?? '')?.[1] ?? ''
  const password = 'correct horse battery'
  expect((await call('/b2badminapi/api/ManagerUser/setPasswordclient', { body: { token, password } })).status).toBe(200)
  const login = await call('/b2badminapi/api/ManagerUser/authenticateCrmclient', {
    body: { grant_type: 'password', username: email, password, client: 'api' },
  })
  expect(login.status).toBe(200)
  return { agencyId: agent.agency as string, agentId: agent.id, token: login.body.data.token as string }
}

beforeAll(async () => {
  ;({ payload, api } = await bootTestPayload())
  nationId = (await payload.create({ collection: 'nations', data: { fullName: 'Thailand', code: 'th' } })).id
  for (const role of ['admin', 'editor', 'consultant'] as const) {
    const email = `${role}@contracts.test`
    staff[role] = await payload.create({
      collection: 'users',
      data: { email, password: 'password-123', roles: [role] },
    })
    const login = await payload.login({ collection: 'users', data: { email, password: 'password-123' } })
    staffTokens[role] = login.token ?? ''
  }
})

const readContract = async (agencyId: string) =>
  (await payload.findByID({ collection: 'agencies', id: agencyId, depth: 0 })).contract

describe('an agency admin agent', () => {
  it('updates their own agency’s details; what is left out stays, an empty string clears', async () => {
    const { agencyId, token } = await agencyWithAgent('Tulip Journeys', { isAdmin: true })
    const first = await call(PATH, {
      headers: bearer(token),
      body: {
        contract: {
          legalName: 'Tulip Journeys B.V.',
          taxId: 'NL859123456B01',
          billingEmail: 'accounts@tulip.test',
          registeredAddress: 'Herengracht 12\n1015 BN Amsterdam',
        },
      },
    })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      agencyId,
      agencyName: 'Tulip Journeys',
      contract: { legalName: 'Tulip Journeys B.V.', taxId: 'NL859123456B01', billingPhone: null },
    })
    expect(first.body.data.contract.updatedBy).toMatch(/Mara Vos .*\(agency admin\)/)
    expect(Date.parse(first.body.data.contract.updatedAt)).toBeGreaterThan(Date.now() - 60_000)

    const second = await call(PATH, {
      headers: bearer(token),
      body: { agencyId, contract: { taxId: '', billingPhone: '+31 20 555 0101' } },
    })
    expect(second.status).toBe(200)
    expect(await readContract(agencyId)).toMatchObject({
      legalName: 'Tulip Journeys B.V.',
      taxId: null,
      billingPhone: '+31 20 555 0101',
      billingEmail: 'accounts@tulip.test',
      registeredAddress: 'Herengracht 12\n1015 BN Amsterdam',
    })
  })

  it('cannot touch another agency: answered as if it did not exist', async () => {
    const own = await agencyWithAgent('Canal Travel', { isAdmin: true })
    const other = await agencyWithAgent('Dune Tours', { isAdmin: true })
    const answer = await call(PATH, {
      headers: bearer(own.token),
      body: { agencyId: other.agencyId, contract: { legalName: 'Hijacked' } },
    })
    expect(answer.status).toBe(404)
    expect((await readContract(other.agencyId))?.legalName ?? null).toBeNull()
  })

  it('loses the right the moment staff untick “Agency admin”', async () => {
    const { agencyId, agentId, token } = await agencyWithAgent('Polder Trips', { isAdmin: true })
    await payload.update({ collection: 'agents', id: agentId, data: { isAgencyAdmin: false }, depth: 0 })
    const answer = await call(PATH, { headers: bearer(token), body: { contract: { legalName: 'Polder B.V.' } } })
    expect(answer.status).toBe(403)
    expect(answer.body.error.message).toMatch(/agency’s admin/)
    expect((await readContract(agencyId))?.legalName ?? null).toBeNull()
  })
})

describe('other callers', () => {
  it('an agent who is not the agency’s admin gets 403; nobody signed in gets 401', async () => {
    const { agencyId, token } = await agencyWithAgent('Windmill Holidays', { isAdmin: false })
    expect((await call(PATH, { headers: bearer(token), body: { contract: { legalName: 'X' } } })).status).toBe(403)
    expect((await call(PATH, { body: { agencyId, contract: { legalName: 'X' } } })).status).toBe(401)
    expect((await call(PATH, { headers: bearer('not-a-token'), body: { contract: { legalName: 'X' } } })).status).toBe(
      401,
    )
  })

  it('staff who may edit agencies update any agency by id, signed as staff', async () => {
    const { agencyId } = await agencyWithAgent('Delta Escapes', { isAdmin: false })
    for (const role of ['consultant', 'admin'] as const) {
      const answer = await call(PATH, {
        headers: staffJwt(role),
        body: { agencyId, contract: { signatoryName: `Signed by ${role}` } },
      })
      expect(answer.status, role).toBe(200)
      expect(answer.body.data.contract.updatedBy).toBe(`${role}@contracts.test (Monsoon staff)`)
    }
    expect((await readContract(agencyId))?.signatoryName).toBe('Signed by admin')
    // Editors edit content only (issue 20): an agency's contract is not theirs to change.
    const byEditor = await call(PATH, {
      headers: staffJwt('editor'),
      body: { agencyId, contract: { signatoryName: 'E' } },
    })
    expect(byEditor.status).toBe(403)
    expect((await readContract(agencyId))?.signatoryName).toBe('Signed by admin')
  })

  it('staff must name the agency; an unknown one is a 404', async () => {
    expect((await call(PATH, { headers: staffJwt('admin'), body: { contract: { legalName: 'X' } } })).status).toBe(400)
    const unknown = await call(PATH, {
      headers: staffJwt('admin'),
      body: { agencyId: '0b0e6f8e-2d1a-4c3e-9f00-1a2b3c4d5e6f', contract: { legalName: 'X' } },
    })
    expect(unknown.status).toBe(404)
  })

  it('the back office’s cookie works from our own pages only', async () => {
    const { agencyId } = await agencyWithAgent('Harbour Lights', { isAdmin: false })
    const body = { agencyId, contract: { licenceNumber: 'SGR-2231' } }
    const cookie = `payload-token=${staffTokens.consultant}`
    const crossSite = await call(PATH, { headers: { cookie, origin: 'https://evil.example' }, body })
    expect(crossSite.status).toBe(403)
    expect((await readContract(agencyId))?.licenceNumber ?? null).toBeNull()
    const ownPages = await call(PATH, { headers: { cookie, origin: ORIGIN }, body })
    expect(ownPages.status).toBe(200)
    expect((await readContract(agencyId))?.licenceNumber).toBe('SGR-2231')
  })
})

describe('bad input is a 400 that changes nothing', () => {
  it.each([
    ['no contract', {}],
    ['an empty contract', { contract: {} }],
    ['an unknown field', { contract: { creditLimit: 1_000_000 } }],
    ['a field at the top level', { legalName: 'X', contract: { taxId: 'Y' } }],
    ['a number for text', { contract: { legalName: 42 } }],
    ['a bad email', { contract: { billingEmail: 'accounts at tulip' } }],
    ['letters in the phone', { contract: { billingPhone: 'call me' } }],
    ['a line break in a one-line field', { contract: { legalName: 'A\nB' } }],
    ['an overlong name', { contract: { legalName: 'x'.repeat(201) } }],
    ['a bad agency id', { agencyId: '1 or 1=1', contract: { legalName: 'X' } }],
    ['a NUL byte', { contract: { legalName: 'Tulip\u0000' } }],
  ])('%s', async (_name, body) => {
    const { agencyId, token } = await agencyWithAgent(`Bad Input ${_name}`, { isAdmin: true })
    const answer = await call(PATH, { headers: bearer(token), body })
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toBeTruthy()
    expect((await readContract(agencyId))?.updatedAt ?? null).toBeNull()
  })

  it('names the rule broken, with the spec’s words', async () => {
    const { token } = await agencyWithAgent('Message Check', { isAdmin: true })
    const long = await call(PATH, { headers: bearer(token), body: { contract: { legalName: 'x'.repeat(201) } } })
    expect(JSON.stringify(long.body)).toContain('Sorry, the legal name is too long (200 characters at max)')
    const email = await call(PATH, { headers: bearer(token), body: { contract: { billingEmail: 'nope' } } })
    expect(JSON.stringify(email.body)).toContain('The billing email was not in email format')
  })

  it('a body that is not JSON is a 400', async () => {
    const { token } = await agencyWithAgent('Not Json', { isAdmin: true })
    expect((await call(PATH, { headers: bearer(token), raw: '{"contract":' })).status).toBe(400)
  })
})

it('two updates at once each keep the other’s fields', async () => {
  const { agencyId, token } = await agencyWithAgent('Race Condition Tours', { isAdmin: true })
  const answers = await Promise.all([
    call(PATH, { headers: bearer(token), body: { contract: { legalName: 'Race Condition Tours Ltd' } } }),
    call(PATH, { headers: staffJwt('consultant'), body: { agencyId, contract: { taxId: 'GB123456789' } } }),
  ])
  expect(answers.map((answer) => answer.status)).toEqual([200, 200])
  expect(await readContract(agencyId)).toMatchObject({ legalName: 'Race Condition Tours Ltd', taxId: 'GB123456789' })
})

describe('GET /b2badminapi/api/GeoPaths/GetProvinces', () => {
  const PROVINCES = '/b2badminapi/api/GeoPaths/GetProvinces'

  it('answers a country’s provinces by name, in either case of the code, and sees a new one at once', async () => {
    for (const [code, fullName, countryCode] of [
      ['TH-57', 'Chiang Rai', 'TH'],
      ['TH-50', 'Chiang Mai', 'TH'],
      ['LA-LP', 'Luang Prabang', 'LA'],
    ]) {
      await payload.create({ collection: 'provinces', data: { code, fullName, countryCode } })
    }
    const answer = await call(`${PROVINCES}?countryCode=th`)
    expect(answer.status).toBe(200)
    expect(answer.body.data.map((item: { fullName: string }) => item.fullName)).toEqual(['Chiang Mai', 'Chiang Rai'])
    expect(answer.body.data[0]).toMatchObject({ code: 'TH-50', countryCode: 'TH' })
    await payload.create({ collection: 'provinces', data: { code: 'th-83', fullName: 'Phuket', countryCode: 'th' } })
    const after = await call(`${PROVINCES}?countryCode=TH`)
    expect(after.body.data.map((item: { code: string }) => item.code)).toEqual(['TH-50', 'TH-57', 'TH-83'])
  })

  it('answers an empty list for a country without provinces on file, and 400 for a bad code', async () => {
    expect((await call(`${PROVINCES}?countryCode=FR`)).body.data).toEqual([])
    for (const query of ['', '?countryCode=', '?countryCode=THA', '?countryCode=T1', '?countryCode=%00%00']) {
      const answer = await call(`${PROVINCES}${query}`)
      expect(answer.status, query).toBe(400)
    }
  })
})
