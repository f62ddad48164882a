import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { setSiteSettings } from '../support/media'
import { bootTestPayload } from '../support/payload'

let payload: Payload
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']
let thailand: string
let laos: string

const PATH = '/b2badminapi/client/AgencyRegister/AddAgencyRegister'

const form = (over: Record<string, unknown> = {}) => ({
  firstName: 'Mai',
  lastName: 'Tran',
  email: 'mai@lotus.test',
  agencyName: 'Lotus Travel',
  position: 'Product manager',
  affiliateAgency: 'None',
  agencyType: 'Retail',
  stateProvince: 'Bavaria',
  city: 'Munich',
  agencyCountry: 'Germany',
  nations: [thailand],
  nationNames: ['Thailand'],
  ...over,
})

let caller = 0
/** Each registration from its own client address, unless one is given: these tests are not about the limits. */
const post = async (body: unknown, ip = `10.9.0.${++caller}`, language?: string) => {
  const response = await api.request(PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-monsoon-client-ip': ip,
      ...(language ? { 'accept-language': language } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as { data?: { status: string }; error?: { message: string } },
  }
}

beforeAll(async () => {
  ;({ payload, api } = await bootTestPayload())
  thailand = (await payload.create({ collection: 'nations', data: { fullName: 'Thailand', code: 'th' } })).id
  laos = (await payload.create({ collection: 'nations', data: { fullName: 'Laos', code: 'la' } })).id
  const client = await payload.create({
    collection: 'agency-register-templates',
    data: {
      types: 'Client',
      subject: 'Welcome {firstName}',
      content: '<p>Dear {firstName} of {agencyName}: {country}</p>',
    },
  })
  await payload.update({
    collection: 'agency-register-templates',
    id: client.id,
    locale: 'de',
    data: { subject: 'Willkommen {firstName}', content: '<p>Guten Tag {firstName} von {agencyName}</p>' },
  })
  await payload.create({
    collection: 'agency-register-templates',
    data: { types: 'Staff', subject: 'New agency: {agencyName}', content: '<p>{agencyName} ({email}) in {city}</p>' },
  })
  for (const [code, sort] of [
    ['en', 0],
    ['de', 1],
  ] as const)
    await payload.create({ collection: 'languages', data: { fullName: code, code, sort, enabled: true } })
  await setSiteSettings(payload, 'sales@monsoon.test')
})

describe('AddAgencyRegister: the server checks the spec rules again, in order', () => {
  const order: Array<[string, string]> = [
    ['firstName', 'Please, enter First Name'],
    ['lastName', 'Please, enter Last Name'],
    ['email', 'Please, enter email'],
    ['agencyName', 'Please, enter Agency Name'],
    ['position', 'Please, enter Position'],
    ['affiliateAgency', 'Please, enter Affiliate Agency'],
    ['agencyType', 'Please, enter Agency Type'],
    ['stateProvince', 'Please, enter State / Province'],
    ['city', 'Please, enter City'],
  ]

  it('answers each missing field with its message, the earliest first', async () => {
    const empty = Object.fromEntries(order.map(([field]) => [field, '']))
    let body = form({ ...empty, nations: [] })
    for (const [field, message] of order) {
      const { status, body: answer } = await post(body)
      expect([status, answer.error?.message]).toEqual([400, message])
      body = { ...body, [field]: form()[field as keyof ReturnType<typeof form>] }
    }
    expect((await post(body)).body.error?.message).toBe('Please, "SELECT COUNTRY"')
    expect((await payload.count({ collection: 'agency-registrations' })).totalDocs).toBe(0)
  })

  it('rejects unknown nations, unknown fields, malformed JSON and oversized values with 400', async () => {
    expect((await post(form({ nations: ['no-such-nation'] }))).status).toBe(400)
    expect((await post({ ...form(), isAdmin: true })).status).toBe(400)
    expect((await post('{"firstName": ')).status).toBe(400)
    expect((await post(form({ agencyName: 'x'.repeat(201) }))).status).toBe(400)
    expect((await post(form({ agencyType: 'Pirate' }))).status).toBe(400)
    expect((await payload.count({ collection: 'agency-registrations' })).totalDocs).toBe(0)
  })
})

describe('a valid registration', () => {
  it('is stored as pending and queues the acknowledgement and the staff notice, escaped', async () => {
    const { status, body } = await post(
      form({ email: ' Mai@Lotus.test ', agencyName: '<script>alert(1)</script> & Co', nations: [thailand, laos] }),
    )
    expect(status).toBe(200)
    expect(body.data).toEqual({ status: 'pending' })
    const { docs: stored } = await payload.find({ collection: 'agency-registrations', depth: 0 })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ email: 'mai@lotus.test', status: 'pending', nations: [thailand, laos] })

    const { docs } = await payload.find({ collection: 'emails', sort: 'kind', depth: 0 })
    expect(docs.map((doc) => [doc.kind, doc.to, doc.subject])).toEqual([
      ['registration-received', 'mai@lotus.test', 'Welcome Mai'],
      ['registration-staff', 'sales@monsoon.test', 'New agency: <script>alert(1)</script> & Co'],
    ])
    expect(docs[0].html).toBe('<p>Dear Mai of &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co: Thailand, Laos</p>')
    expect(docs[1].html).not.toContain('<script>')
  })

  it('a second registration with the same email answers like a new one, creates nothing and tells the owner', async () => {
    const before = await payload.count({ collection: 'emails' })
    const { status, body } = await post(form({ email: 'MAI@lotus.test', firstName: 'Other' }))
    expect([status, body.data]).toEqual([200, { status: 'pending' }])
    expect((await payload.count({ collection: 'agency-registrations' })).totalDocs).toBe(1)
    const { docs } = await payload.find({ collection: 'emails', sort: '-createdAt', depth: 0 })
    expect(docs).toHaveLength(before.totalDocs + 1)
    expect(docs[0]).toMatchObject({ kind: 'registration-duplicate', to: 'mai@lotus.test' })
    expect(docs[0].html).toContain('already registered')
  })

  it('an address that already has an agent account gets the same answer; only its owner is told', async () => {
    const agency = await payload.create({ collection: 'agencies', data: { name: 'Existing' } })
    await payload.create({
      collection: 'agents',
      data: {
        email: 'agent@existing.test',
        firstName: 'E',
        lastName: 'X',
        agency: agency.id,
        ccode: 'MA999999',
        md5code: 'f'.repeat(32),
        listNation: [thailand],
        ccurrency: 'USD',
        cmarket: 'standard',
      },
    })
    const known = await post(form({ email: 'Agent@Existing.test' }))
    const fresh = await post(form({ email: 'someone-new@existing.test' }))
    expect(known).toEqual(fresh)
    expect(
      (await payload.count({ collection: 'agency-registrations', where: { email: { equals: 'agent@existing.test' } } }))
        .totalDocs,
    ).toBe(0)
    const told = await payload.find({ collection: 'emails', where: { to: { equals: 'agent@existing.test' } } })
    expect(told.docs.map((email) => email.kind)).toEqual(['registration-duplicate'])
  })

  it('refuses an address that is not one with the spec’s email message, not a server error', async () => {
    for (const email of ['mai@', 'mai@lotus', 'mai lotus@test.de', 'mai@lotus.c0m', 'a@b.c']) {
      const { status, body } = await post(form({ email }))
      expect([email, status, body.error?.message]).toEqual([email, 400, 'Email was not in email format'])
    }
  })

  it('two identical registrations at the same moment store one', async () => {
    const results = await Promise.all([
      post(form({ email: 'race@lotus.test' })),
      post(form({ email: 'race@lotus.test' })),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200])
    expect(
      (await payload.count({ collection: 'agency-registrations', where: { email: { equals: 'race@lotus.test' } } }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('in the applicant’s language (issue 58)', () => {
  it('a German registration is acknowledged in German, and its approval, welcome and account are German', async () => {
    const { status } = await post(
      form({ email: 'lena@reisen.test', firstName: 'Lena' }),
      undefined,
      'de-DE,de;q=0.9,en;q=0.5',
    )
    expect(status).toBe(200)
    const { docs } = await payload.find({
      collection: 'agency-registrations',
      where: { email: { equals: 'lena@reisen.test' } },
      depth: 0,
    })
    expect(docs[0]?.language).toBe('de')
    const mails = async (kind: string) =>
      (await payload.find({ collection: 'emails', where: { kind: { equals: kind } }, sort: '-createdAt', depth: 0 }))
        .docs
    const [received] = await mails('registration-received')
    expect([received?.to, received?.subject]).toEqual(['lena@reisen.test', 'Willkommen Lena'])
    expect((await mails('registration-staff'))[0]?.subject).toMatch(/^New agency: /)

    await payload.update({
      collection: 'agency-registrations',
      id: docs[0].id,
      data: { status: 'approved', onlineTariff: 'no' },
    })
    const [welcome] = await mails('registration-approved')
    expect(welcome?.subject).toBe('Ihr Monsoon-Agentenkonto ist bereit')
    expect(welcome?.html).toContain('lang="de"')
    expect(welcome?.html).toContain('Guten Tag Lena,')
    expect(welcome?.html).toMatch(/\/de\/set-password\?token=/)
    expect(welcome?.html).toContain('MONSOON')
    const agent = await payload.find({
      collection: 'agents',
      where: { email: { equals: 'lena@reisen.test' } },
      depth: 0,
    })
    expect(agent.docs[0]?.language).toBe('de')
  })
})
