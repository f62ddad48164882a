import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '@/domain/limits'
import { englishOf } from '@/lib/errors'
import { clearHits, takeHits } from '@/server/limits/rate-limit'
import { AGENT_PASSWORD, ANNA, agentTokens, giveNation, JONAS, OLIVIA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { bookingHeader, type TJson } from '../support/vault'

/**
 * Issue 14: what an attacker or a careless user tried, answered with a 4xx and nothing lost.
 * Each test makes its own data on the demo data set and uses its own client addresses.
 */
let payload: Payload
let api: TVault['api']
let call: TVault['call']
let tokens: TVault['tokens']

const ORIGIN = 'http://localhost:3000'
const AUTH = `${ORIGIN}/b2badminapi/api/ManagerUser`
const NOTIFY = `${ORIGIN}/notificationapi/api/v1`

type TRaw = { status: number; body: TJson; headers: Headers }

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<TRaw> {
  const response = await api.request(url.startsWith('http') ? url : `${ORIGIN}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json(), headers: response.headers }
}

const fromAddress = (ip: string) => ({ 'x-monsoon-client-ip': ip })
const emailsTo = async (to: string) =>
  (await payload.count({ collection: 'emails', where: { to: { equals: to } } })).totalDocs
const outboxSize = async () => (await payload.count({ collection: 'emails' })).totalDocs

const nationId = async (code: string) =>
  (await payload.find({ collection: 'nations', where: { code: { equals: code } }, limit: 1 })).docs[0].id

const registration = (email: string) => ({
  firstName: 'Mai',
  lastName: 'Tran',
  email,
  agencyName: 'Lotus Travel',
  position: 'Owner',
  affiliateAgency: 'None',
  agencyType: 'Retail',
  stateProvince: 'Bavaria',
  city: 'Munich',
  agencyCountry: 'Germany',
  nations: [] as string[],
  nationNames: [],
})

const contact = (email: string) => ({
  form: 'contact',
  firstName: 'Mai',
  lastName: 'Tran',
  email,
  company: '',
  message: 'Buy cheap watches at https://spam.example',
  additionalDetails: '',
  website: '',
})

beforeAll(async () => {
  ;({ api, payload, call, tokens } = await bootDemoVault())
})

describe('1. anonymous callers cannot make Monsoon send email without bound', () => {
  it('registrations: five an hour from one client address, then 429 with Retry-After', async () => {
    const thailand = await nationId('th')
    const before = await outboxSize()
    const answers: TRaw[] = []
    for (let n = 0; n < 8; n++) {
      const form = { ...registration(`applicant${n}@flood.test`), nations: [thailand] }
      answers.push(
        await post('/b2badminapi/client/AgencyRegister/AddAgencyRegister', form, fromAddress('198.51.100.1')),
      )
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    expect(answers[5].body.error.message).toBe(englishOf({ key: LIMITS.registrationAddress.why }))
    expect(Number(answers[5].headers.get('retry-after'))).toBeGreaterThan(3000)
    // Two emails per registration (applicant and staff), none for the refused ones.
    expect((await outboxSize()) - before).toBeLessThanOrEqual(10)
  })

  it('forgot-password: twenty requests for one account from twenty addresses email it at most five times', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 20; n++) {
      statuses.push(
        (await post(`${AUTH}/forgotPasswordclient`, { email: OLIVIA }, fromAddress(`203.0.113.${n}`))).status,
      )
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.recipient.max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMITS.recipient.max)
    const resets = await payload.count({
      collection: 'emails',
      where: { and: [{ to: { equals: OLIVIA } }, { kind: { equals: 'password-reset' } }] },
    })
    expect(resets.totalDocs).toBe(LIMITS.recipient.max)
  })

  it('contact form: a new X-Forwarded-For on each post changes nothing; one victim gets at most five', async () => {
    const victim = 'victim@mailbox.test'
    const statuses: number[] = []
    for (let n = 0; n < 20; n++) {
      const answer = await post('/b2badminapi/client/RequestForms/PostRequestForms', contact(victim), {
        ...fromAddress(`192.0.2.${n}`),
        'x-forwarded-for': `10.66.0.${n}`,
      })
      statuses.push(answer.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.recipient.max)
    expect(await emailsTo(victim)).toBe(LIMITS.recipient.max)
  })

  it('all anonymous email together stops at the ceiling, whoever asks, counting every email queued', async () => {
    // Fill the hour up to two below the ceiling, as if many strangers had written.
    const sent = await payload.count({
      collection: 'rate-limit-hits',
      where: { key: { like: `${LIMITS.anonymousEmails.name}:` } },
    })
    await takeHits(payload, [
      { limit: LIMITS.anonymousEmails, per: 'all', count: LIMITS.anonymousEmails.max - sent.totalDocs - 2 },
    ])
    const atStart = await outboxSize()
    const last = await post(
      '/b2badminapi/client/RequestForms/PostRequestForms',
      contact('last@ceiling.test'),
      fromAddress('192.0.2.200'),
    )
    expect(last.status).toBe(200)
    const before = await outboxSize()
    // The acknowledgement and the notice to staff: two of the ceiling's emails, which is now full.
    expect(before - atStart).toBe(2)
    const over = await post(
      '/b2badminapi/client/RequestForms/PostRequestForms',
      contact('over@ceiling.test'),
      fromAddress('192.0.2.201'),
    )
    expect([over.status, over.body.error.message]).toEqual([429, englishOf({ key: LIMITS.anonymousEmails.why })])
    expect(await outboxSize()).toBe(before)
    await payload.delete({ collection: 'rate-limit-hits', where: { key: { like: `${LIMITS.anonymousEmails.name}:` } } })
  })
})

describe('2. the sign-in throttle counts atomically', () => {
  const signIn = (username: string, password: string, ip: string) =>
    post(
      `${AUTH}/authenticateCrmclient`,
      { grant_type: 'password', username, password, client: 'api' },
      fromAddress(ip),
    )

  it('twenty parallel wrong passwords: five are checked, fifteen refused with 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => signIn('ghost@lotus-travel.demo', `wrong-${n}`, `198.18.0.${n}`)),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)])
  })

  it('fifteen wrong and one right in parallel: at most five passwords are ever checked', async () => {
    const attempts = [
      ...Array.from({ length: 15 }, (_, n) => signIn(OLIVIA, `guess-${n}`, `198.18.1.${n}`)),
      signIn(OLIVIA, AGENT_PASSWORD, '198.18.1.99'),
    ]
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status)
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(LIMITS.signInAccount.max)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(11)
    await clearHits(payload, { limit: LIMITS.signInAccount, per: OLIVIA })
  })

  it('the client’s own X-Forwarded-For does not give it a fresh address', async () => {
    const answers = []
    for (let n = 0; n < LIMITS.signInAddress.max + 1; n++) {
      answers.push(
        await post(
          `${AUTH}/authenticateCrmclient`,
          { grant_type: 'password', username: `nobody${n}@nowhere.test`, password: 'x', client: 'api' },
          { ...fromAddress('198.18.2.1'), 'x-forwarded-for': `10.77.0.${n}` },
        ),
      )
    }
    expect(answers.map((answer) => answer.status).at(-1)).toBe(429)
  })
})

describe('4. request-send limits hold under concurrency', () => {
  it('ten send tokens posted at once: five sends, the rest 429, and only their emails queued', async () => {
    const created = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Burst' }), ANNA)
    const path = `/marketplace/b2b-agent-vault/${created.data._id}`
    const opened = []
    for (let n = 0; n < 10; n++)
      opened.push((await call('GET', `${NOTIFY}/notify/token?path=${path}`, undefined, ANNA)).data)
    const before = await outboxSize()
    const sent = await Promise.all(
      opened.map((form) => call('POST', `${NOTIFY}/notify`, { Token: form.token, Emails: [] }, ANNA)),
    )
    const ok = sent.filter((answer) => answer.status === 200)
    expect(ok).toHaveLength(LIMITS.requestSends.max)
    expect(sent.filter((answer) => answer.status === 429)).toHaveLength(10 - LIMITS.requestSends.max)
    const emailsPerSend = ok[0].data.Emails.length
    expect((await outboxSize()) - before).toBe(LIMITS.requestSends.max * emailsPerSend)
  })
})

describe('5. nation scope on every booking call', () => {
  it('a colleague outside the booking’s nation gets 404 on every call; the list shows one nation', async () => {
    const created = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Thai only' }), ANNA)
    const { _id: id, version } = created.data
    const path = `/marketplace/b2b-agent-vault/${id}`
    const answers = await Promise.all([
      call('POST', 'getOneRequestBooing', { _id: id }, JONAS),
      call('PUT', 'UpdateInfoBooing', { _id: id, version, ...bookingHeader() }, JONAS),
      call('PUT', 'UpdateToursBooing', { _id: id, version, Tours: [], status: 'draft' }, JONAS),
      call('GET', `${NOTIFY}/notify/token?path=${path}`, undefined, JONAS),
      call('POST', `${NOTIFY}/watcher/add`, { path }, JONAS),
      call('POST', `${ORIGIN}/export/api/WordExport/ExportDetail`, { _id: id, withPrices: true }, JONAS),
      call('DELETE', 'RemoveBooking', { _id: id, version }, JONAS),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404])
    const list = await call('POST', 'listData', { _pageSize: 100, _pageNumber: 1 }, JONAS)
    expect(list.data.items.map((item: TJson) => item._id)).not.toContain(id)
    const thai = await call('POST', 'listData', { _pageSize: 10, _pageNumber: 1, nation: 'th' }, JONAS)
    expect(thai.status).toBe(400)
    // Anna's list without a nation is her session's nation only, though her agency sells three.
    const annas = await call('POST', 'listData', { _pageSize: 100, _pageNumber: 1 }, ANNA)
    const nations = await payload.find({
      collection: 'bookings',
      where: { id: { in: annas.data.items.map((item: TJson) => item._id) } },
      depth: 1,
      pagination: false,
    })
    const profile = await call('GET', `${AUTH}/crmInfoclient`, undefined, ANNA)
    expect(new Set(nations.docs.map((booking) => (booking.nation as { code: string }).code))).toEqual(
      new Set([profile.data.nation]),
    )
  })

  it('after staff remove a nation, its tokens stop working and a refresh moves to a nation the agent has', async () => {
    const signedIn = await post(
      `${AUTH}/authenticateCrmclient`,
      { grant_type: 'password', username: OLIVIA, password: AGENT_PASSWORD, nation: 'mm', client: 'api' },
      fromAddress('198.18.3.1'),
    )
    expect(signedIn.body.data.nation).toBe('mm')
    const agent = (await payload.find({ collection: 'agents', where: { email: { equals: OLIVIA } }, depth: 0 })).docs[0]
    const myanmar = await nationId('mm')
    const without = (agent.listNation ?? []).map(String).filter((id) => id !== myanmar)
    await payload.update({ collection: 'agents', id: agent.id, data: { listNation: without }, depth: 0 })
    const profile = await api.request(`${AUTH}/crmInfoclient`, {
      headers: { authorization: `Bearer ${signedIn.body.data.token}` },
    })
    expect(profile.status).toBe(401)
    const renewed = await post(
      `${AUTH}/authenticateCrmclient`,
      { grant_type: 'refresh_token', refresh_token: signedIn.body.data.refresh_token, client: 'api' },
      fromAddress('198.18.3.1'),
    )
    expect(renewed.status).toBe(200)
    expect(renewed.body.data.nation).not.toBe('mm')
    const switched = await post(
      `${AUTH}/authenticateLocalclient`,
      { passcode: `mm${agent.ccode}`, nation: 'mm' },
      { authorization: `Bearer ${renewed.body.data.token}` },
    )
    expect(switched.status).toBe(403)
    await giveNation(payload, OLIVIA, 'mm')
  })
})

describe('5b. a send token outlives nothing', () => {
  it('replaying a send after staff removed the booking’s nation answers 404, not the booking’s state', async () => {
    const created = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Replay' }), OLIVIA)
    const id = created.data._id
    const form = await call('GET', `${NOTIFY}/notify/token?path=/marketplace/b2b-agent-vault/${id}`, undefined, OLIVIA)
    const body = { Token: form.data.token, Emails: [] }
    expect((await call('POST', `${NOTIFY}/notify`, body, OLIVIA)).status).toBe(200)
    const booking = await payload.findByID({ collection: 'bookings', id, depth: 1 })
    const code = (booking.nation as { code: string }).code
    const agent = (await payload.find({ collection: 'agents', where: { email: { equals: OLIVIA } }, depth: 0 })).docs[0]
    const removed = await nationId(code)
    const without = (agent.listNation ?? []).map(String).filter((nation) => nation !== removed)
    await payload.update({ collection: 'agents', id: agent.id, data: { listNation: without }, depth: 0 })
    try {
      Object.assign(tokens, await agentTokens(api, [OLIVIA]))
      const replayed = await call('POST', `${NOTIFY}/notify`, body, OLIVIA)
      expect(replayed.status).toBe(404)
      expect(JSON.stringify(replayed)).not.toContain('"version"')
    } finally {
      await giveNation(payload, OLIVIA, code)
      Object.assign(tokens, await agentTokens(api, [OLIVIA]))
    }
  })
})

describe('7. bad input gets a 4xx with a clear message, never a 5xx', () => {
  it('NUL characters anywhere: forms, sign-in, reset, bookings, query strings', async () => {
    const nul = 'a\u0000b'
    const answers = await Promise.all([
      post(`${AUTH}/authenticateCrmclient`, { grant_type: 'password', username: nul, password: nul }),
      post(`${AUTH}/forgotPasswordclient`, { email: `x${nul}@y.test` }),
      post('/b2badminapi/client/RequestForms/PostRequestForms', { ...contact('a@b.test'), message: nul }),
      post('/b2badminapi/client/AgencyRegister/AddAgencyRegister', registration(`x${nul}@y.test`)),
      call('POST', 'AddBooing', bookingHeader({ nameTour: nul }), ANNA),
      call('POST', 'listData', { _pageSize: 10, _pageNumber: 1, search: nul }, ANNA),
      call('GET', `${ORIGIN}/b2badminapi/client/Nation/GetNation?languageId=th%00`, undefined, ANNA),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      const error = 'body' in answer ? answer.body.error : answer.error
      expect(error.message).toMatch(/NUL character/)
    }
  })

  it('impossible dates are refused by name, not priced', async () => {
    for (const [begindate, message] of [
      ['2027-02-30', '2027-02-30 is not a day of the calendar'],
      ['2026-13-45', '2026-13-45 is not a day of the calendar'],
      ['0000-01-01', 'A date between 2000-01-01 and 2099-12-31'],
      ['tomorrow', 'A date as YYYY-MM-DD'],
    ]) {
      const answer = await call('POST', 'AddBooing', bookingHeader({ begindate }), ANNA)
      expect([answer.status, answer.error?.fields?.[0]]).toEqual([400, { field: 'begindate', message }])
      const priced = await call(
        'POST',
        'ListAccommodation',
        { _pageSize: 4, _pageNumber: 1, _filter: { begindate, nation: 'th' } },
        ANNA,
      )
      expect(priced.status).toBe(400)
    }
  })

  it('a body nested deeper than any call takes is refused before it is walked', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const answer = await post(`${AUTH}/forgotPasswordclient`, `{"email":${deep}}`)
    expect(answer.status).toBe(400)
    expect(answer.body.error.message).toMatch(/nested more than/)
  })
})

describe('9. following a booking is never lost', () => {
  it('two agents following at the same moment both stay on the list, five rounds in a row', async () => {
    await giveNation(payload, JONAS, 'th')
    for (let round = 0; round < 5; round++) {
      const created = await call('POST', 'AddBooing', bookingHeader({ nameTour: `Follow ${round}` }), ANNA)
      const path = `/marketplace/b2b-agent-vault/${created.data._id}`
      await Promise.all([
        call('POST', `${NOTIFY}/watcher/add`, { path }, ANNA),
        call('POST', `${NOTIFY}/watcher/add`, { path }, JONAS),
      ])
      const booking = await payload.findByID({ collection: 'bookings', id: created.data._id, depth: 0 })
      expect((booking.watchers ?? []).length).toBe(2)
    }
  })
})

describe('10–11. accounts cannot be told apart, and old reset links die', () => {
  it('forgot-password answers a known and an unknown account alike, at the same pace', async () => {
    const time = async (email: string, ip: string) => {
      const started = performance.now()
      const answer = await post(`${AUTH}/forgotPasswordclient`, { email }, fromAddress(ip))
      return { ms: performance.now() - started, status: answer.status, body: answer.body }
    }
    const known = []
    const unknown = []
    for (let n = 0; n < 4; n++) {
      known.push(await time(ANNA, `100.64.0.${n}`))
      unknown.push(await time(`nobody${n}@lotus-travel.demo`, `100.64.1.${n}`))
    }
    expect(new Set([...known, ...unknown].map((answer) => JSON.stringify([answer.status, answer.body])))).toEqual(
      new Set([JSON.stringify([200, known[0].body])]),
    )
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const gap = Math.abs(median(known.map((a) => a.ms)) - median(unknown.map((a) => a.ms)))
    expect(gap).toBeLessThan(60)
  })

  it('registration answers a registered and a new address alike, at the same pace', async () => {
    const thailand = await nationId('th')
    const time = async (email: string, ip: string) => {
      const started = performance.now()
      const answer = await post(
        '/b2badminapi/client/AgencyRegister/AddAgencyRegister',
        { ...registration(email), nations: [thailand] },
        fromAddress(ip),
      )
      return { ms: performance.now() - started, answer: [answer.status, answer.body] }
    }
    const known = []
    const fresh = []
    for (let n = 0; n < 3; n++) {
      known.push(await time(JONAS, `100.65.0.${n}`))
      fresh.push(await time(`brand-new-${n}@agency.test`, `100.65.1.${n}`))
    }
    expect(known.map((k) => k.answer)).toEqual(fresh.map((f) => f.answer))
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    expect(Math.abs(median(known.map((k) => k.ms)) - median(fresh.map((f) => f.ms)))).toBeLessThan(60)
  })

  it('setting a password with the newest link ends the older ones', async () => {
    const resetLinks = async () =>
      (
        await payload.find({
          collection: 'emails',
          where: { and: [{ to: { equals: JONAS } }, { kind: { equals: 'password-reset' } }] },
          sort: 'createdAt',
          pagination: false,
        })
      ).docs.map((email) => /set-password\?token=([\w-]+)/.exec(email.html ?? '')?.[1] ?? '')
    await post(`${AUTH}/forgotPasswordclient`, { email: JONAS }, fromAddress('100.64.2.1'))
    await post(`${AUTH}/forgotPasswordclient`, { email: JONAS }, fromAddress('100.64.2.2'))
    const [older, newer] = await resetLinks()
    const set = await post(`${AUTH}/setPasswordclient`, { token: newer, password: 'Newer-password-2026' })
    expect(set.status).toBe(200)
    const again = await post(`${AUTH}/setPasswordclient`, { token: older, password: 'Older-password-2026' })
    expect(again.status).toBe(400)
    const signIn = await post(
      `${AUTH}/authenticateCrmclient`,
      { grant_type: 'password', username: JONAS, password: 'Newer-password-2026', client: 'api' },
      fromAddress('100.64.2.3'),
    )
    expect(signIn.status).toBe(200)
  })
})

describe('12. cookie sessions stay cookie sessions', () => {
  const cookiesOf = async () => {
    const answer = await post(
      `${AUTH}/authenticateCrmclient`,
      { grant_type: 'password', username: ANNA, password: AGENT_PASSWORD },
      { ...fromAddress('100.64.3.1'), origin: ORIGIN },
    )
    return answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  it('any Authorization header that is not a Bearer token leaves the CSRF check on', async () => {
    const cookie = await cookiesOf()
    const created = await post('/b2badminapi/api/RequestBooking/AddBooing', bookingHeader(), {
      cookie,
      origin: 'https://evil.example',
      authorization: 'Basic Zm9vOmJhcg==',
    })
    expect(created.status).toBe(403)
    const bearerJunk = await post('/b2badminapi/api/RequestBooking/AddBooing', bookingHeader(), {
      cookie,
      origin: 'https://evil.example',
      authorization: 'Bearer not-a-token',
    })
    // A Bearer call is authenticated by its token alone, never by the cookie riding along.
    expect(bearerJunk.status).toBe(401)
  })

  it('a refresh riding on the cookie answers with cookies, not tokens, even when it asks as an API client', async () => {
    const cookie = await cookiesOf()
    const refresh = await post(
      `${AUTH}/authenticateCrmclient`,
      { grant_type: 'refresh_token', client: 'api' },
      { cookie, origin: ORIGIN, authorization: 'Bearer whatever' },
    )
    expect(refresh.status).toBe(200)
    expect(refresh.body.data.token).toBeUndefined()
    expect(refresh.body.data.refresh_token).toBeUndefined()
    expect(refresh.headers.getSetCookie().length).toBeGreaterThan(0)
    const crossSite = await post(
      `${AUTH}/authenticateCrmclient`,
      { grant_type: 'refresh_token' },
      { cookie, origin: 'https://evil.example', authorization: 'Bearer whatever' },
    )
    expect(crossSite.status).toBe(403)
  })
})

describe('13. idempotency keys mean one request', () => {
  it('the same key with another body is a 422, with the same body the first booking', async () => {
    const key = { 'idempotency-key': 'order-4711' }
    const first = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Once' }), ANNA, key)
    const again = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Once' }), ANNA, key)
    expect(again.data._id).toBe(first.data._id)
    const other = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Something else' }), ANNA, key)
    expect(other.status).toBe(422)
    expect(other.error?.message).toMatch(/already used for a different booking/)
  })
})
