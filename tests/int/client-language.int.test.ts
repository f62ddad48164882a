import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '@/domain/pricing/money'
import { ANNA, OLIVIA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { docxText } from '../support/docx'
import { readPdf } from '../support/pdf'
import { bookingHeader, buildItinerary, type TJson } from '../support/vault'

/**
 * The client's language of a booking (issue 26, ADR 045): kept on the booking as the spec's
 * `languageId`; the client's Word, PDF, itinerary page and email are written in it, with the
 * catalogue's descriptions in it; the agent's copies and Monsoon's email stay in theirs.
 */

let api: TVault['api']
let payload: Payload
let call: TVault['call']
let tokens: TVault['tokens']
const CLIENT = 'client@example.fr'
const NOTIFY = 'http://localhost:3000/notificationapi/api/v1'
const CLIENT_API = 'http://localhost:3000/b2badminapi/api/ClientItinerary'

let booking: TJson

const get = (url: string, who?: string) =>
  api.request(url, { headers: who && tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {} })
const detailOf = async (id: string, who = ANNA) => (await call('POST', 'getOneRequestBooing', { _id: id }, who)).data
const flat = (text: string) => text.replace(/\s+/g, ' ')
const word = async (withPrices: boolean) => {
  const response = await api.request('http://localhost:3000/export/api/WordExport/ExportDetail', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[ANNA]}` },
    body: JSON.stringify({ _id: booking._id, withPrices }),
  })
  expect(response.status).toBe(200)
  return {
    disposition: response.headers.get('content-disposition') ?? '',
    text: flat(await docxText(await response.arrayBuffer())),
  }
}

beforeAll(async () => {
  ;({ api, payload, call, tokens } = await bootDemoVault({ agents: [ANNA, OLIVIA] }))
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('a booking’s client language', () => {
  it('is the agent’s language unless asked for; an enabled language by code or id; anything else keeps it', async () => {
    const plain = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'No language asked' }), ANNA)
    expect(plain.data.languageId).toBe('en')
    const [german] = (await payload.find({ collection: 'languages', where: { code: { equals: 'de' } } })).docs
    const byId = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'By id', languageId: german.id }), ANNA)
    expect(byId.data.languageId).toBe('de')
    for (const languageId of ['xx', 'DE', '../fr', 'de-DE', '']) {
      const answer = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Odd', languageId }), ANNA)
      expect({ languageId, status: answer.status, kept: answer.data?.languageId }).toEqual({
        languageId,
        status: 200,
        kept: 'en',
      })
    }
    const nul = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'NUL', languageId: 'fr\u0000' }), ANNA)
    expect(nul.status).toBe(400)
    // A change of the details keeps the language unless another is asked for, and says so in the history.
    const kept = await call(
      'PUT',
      'UpdateInfoBooing',
      { _id: byId.data._id, version: byId.data.version, ...bookingHeader({ nameTour: 'By id, renamed' }) },
      ANNA,
    )
    expect(kept.data.languageId).toBe('de')
    const changed = await call(
      'PUT',
      'UpdateInfoBooing',
      { _id: byId.data._id, version: kept.data.version, ...bookingHeader({ nameTour: 'By id', languageId: 'fr' }) },
      ANNA,
    )
    expect(changed.data.languageId).toBe('fr')
    expect(changed.data.history[0].summary).toContain('client’s language Français')
  })

  it('French: a priced trip whose client sees the selling price', async () => {
    const created = await call(
      'POST',
      'AddBooing',
      bookingHeader({ nameTour: 'Rivières et temples', languageId: 'fr' }),
      ANNA,
    )
    const Tours = await buildItinerary(call, created.data, ANNA)
    const saved = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 1, Tours, status: 'draft' },
      ANNA,
    )
    expect(saved.status).toBe(200)
    booking = saved.data
    const pricing = await call(
      'PUT',
      `${CLIENT_API}/Pricing`,
      { bookingId: booking._id, markup: { kind: 'percent', bps: 1000 }, showPrice: true },
      ANNA,
    )
    expect(pricing.status).toBe(200)
  })
})

describe('the client’s documents in French, the agent’s in English', () => {
  it('the client’s Word file: French labels, money and the catalogue’s French descriptions', async () => {
    const selling = Math.round((booking.total * 110) / 100)
    const { text, disposition } = await word(false)
    expect(disposition).toContain('Rivieres et temples (client).docx')
    expect(text).toContain('Jour par jour')
    expect(text).toContain('Bon à savoir')
    expect(text).toContain('Munissez-vous d’un passeport')
    expect(text).toContain(`Total : ${flat(formatMoney(selling, 'EUR', 'fr'))}`)
    expect(text).not.toMatch(/Day by day|Good to know|Travellers/)
    const stay = booking.Tours.flatMap((day: TJson) => day.Activities).find(
      (line: TJson) => line.type === 'Accommodation',
    )
    const [english, french] = await Promise.all(
      (['en', 'fr'] as const).map((locale) =>
        payload.findByID({ collection: 'hotels', id: stay.tourId, depth: 0, locale, fallbackLocale: false }),
      ),
    )
    expect(french.description).toBeTruthy()
    expect(french.description).not.toBe(english.description)
    expect(text).toContain(flat(french.description ?? '').slice(0, 60))
  })

  it('the agent’s Word copy stays in the agent’s language', async () => {
    const { text } = await word(true)
    expect(text).toContain('Day by day')
    expect(text).toContain(formatMoney(booking.total, 'EUR'))
    expect(text).not.toContain('Jour par jour')
  })

  it('the PDFs: the client’s in French, the agent’s in English', async () => {
    const client = await get(`/export/api/Pdf/${booking._id}?version=client`, ANNA)
    expect(client.status).toBe(200)
    const french = flat((await readPdf(await client.arrayBuffer())).text)
    expect(french).toContain('Jour par jour')
    expect(french).toMatch(/page 1 sur \d+/)
    const agent = flat((await readPdf(await (await get(`/export/api/Pdf/${booking._id}`, ANNA)).arrayBuffer())).text)
    expect(agent).toContain('Day by day')
    expect(agent).toMatch(/page 1 of \d+/)
  })

  it('the client’s page: lang="fr", French words, in French for as long as it lives', async () => {
    const link = await call('POST', `${CLIENT_API}/CreateLink`, { bookingId: booking._id, frozen: true }, ANNA)
    expect(link.status).toBe(200)
    const page = await get(new URL(link.data.url).pathname)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-language')).toBe('fr')
    const html = await page.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('Jour par jour')
    expect(html).toContain('Une question sur votre voyage\u202f?')
    // A frozen page stays French when the booking's language later changes.
    const detail = await detailOf(booking._id)
    const moved = await call(
      'PUT',
      'UpdateInfoBooing',
      {
        _id: booking._id,
        version: detail.version,
        ...bookingHeader({
          nameTour: detail.nameTour,
          begindate: detail.begindate.slice(0, 10),
          enddate: detail.enddate.slice(0, 10),
          languageId: 'de',
        }),
      },
      ANNA,
    )
    expect(moved.status).toBe(200)
    expect(await (await get(new URL(link.data.url).pathname)).text()).toContain('Jour par jour')
    const back = await call(
      'PUT',
      'UpdateInfoBooing',
      {
        _id: booking._id,
        version: moved.data.version,
        ...bookingHeader({
          nameTour: detail.nameTour,
          begindate: detail.begindate.slice(0, 10),
          enddate: detail.enddate.slice(0, 10),
          languageId: 'fr',
        }),
      },
      ANNA,
    )
    expect(back.data.languageId).toBe('fr')
    booking = back.data
  })

  it('the request email: French to the agent’s client, English to Monsoon and the agent', async () => {
    const token = await call(
      'GET',
      `${NOTIFY}/notify/token?path=${encodeURIComponent(`/marketplace/b2b-agent-vault/${booking._id}`)}`,
      undefined,
      ANNA,
    )
    const sent = await call('POST', `${NOTIFY}/notify`, { Token: token.data.token, Emails: [{ Email: CLIENT }] }, ANNA)
    expect(sent.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'emails',
      where: { kind: { equals: 'booking-request' } },
      pagination: false,
    })
    const toClient = docs.find((email) => email.to === CLIENT)
    const toAgent = docs.find((email) => email.to === ANNA)
    expect(toClient?.subject).toMatch(/^Votre proposition de voyage : Rivières et temples \(/)
    expect(toClient?.html).toContain('Bonjour,')
    expect(toClient?.html).toContain('Jour 1 · ')
    expect(toClient?.html).toContain('Bien cordialement,')
    expect(toClient?.html).not.toMatch(/Day 1|Kind regards|Hello,/)
    expect(toAgent?.subject).toMatch(/^Booking request BK\d{6}: Rivières et temples/)
    expect(toAgent?.html).toContain('Day 1 · ')
  })

  it('another agency’s agent cannot read or export it (404)', async () => {
    expect((await get(`/export/api/Pdf/${booking._id}?version=client`, OLIVIA)).status).toBe(404)
  })
})

describe('the agent’s own language', () => {
  const AUTH = 'http://localhost:3000/b2badminapi/api/ManagerUser'
  const setLanguage = (language: string) => call('POST', `${AUTH}/languageclient`, { language }, OLIVIA)
  const profileLanguage = async () => (await call('GET', `${AUTH}/crmInfoclient`, undefined, OLIVIA)).data.language

  it('two switches at once both answer, and the profile ends in one of them, as the database holds it', async () => {
    const asked = ['de', 'fr', 'de', 'fr', 'de', 'fr']
    const answers = await Promise.all(asked.map(setLanguage))
    expect(answers.map((answer) => answer.status)).toEqual(asked.map(() => 200))
    expect(answers.map((answer) => answer.data.language)).toEqual(asked)
    const kept = await profileLanguage()
    expect(['de', 'fr']).toContain(kept)
    const { docs } = await payload.find({ collection: 'agents', where: { email: { equals: OLIVIA } }, depth: 0 })
    expect(docs[0].language).toBe(kept)
    // The next sign-in in a browser opens the site in it (the locale cookie).
    const signIn = await api.request(`${AUTH}/authenticateCrmclient`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ grant_type: 'password', username: OLIVIA, password: 'agent-demo-2026' }),
    })
    expect(signIn.status).toBe(200)
    expect(signIn.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^i18n_redirected=${kept};`)))
  })

  it('a sign-in takes the browser’s language only when the visitor chose it (issue 55)', async () => {
    await setLanguage('de')
    const signIn = (cookie: string) =>
      api.request(`${AUTH}/authenticateCrmclient`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
        body: JSON.stringify({ grant_type: 'password', username: OLIVIA, password: 'agent-demo-2026' }),
      })
    // French because a first visit landed on a French page: not a choice, the agent's German wins.
    const landed = await signIn('i18n_redirected=fr')
    expect(landed.status).toBe(200)
    expect(landed.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^i18n_redirected=de;/))
    expect(await profileLanguage()).toBe('de')
    // French chosen with the switch (the proxy's marker beside the cookie): the agent's language from now on.
    const chosen = await signIn('i18n_redirected=fr; i18n_chosen=1')
    expect(chosen.status).toBe(200)
    expect(chosen.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^i18n_redirected=fr;/))
    expect(await profileLanguage()).toBe('fr')
    await setLanguage('en')
  })

  it('refuses a language that is not one, or not switched on, and keeps the one it had', async () => {
    await setLanguage('de')
    for (const bad of ['xx', 'DE', '../fr', 'de\u0000', 'e'.repeat(9)]) {
      const answer = await setLanguage(bad)
      expect(answer.status, bad).toBe(400)
    }
    expect(await profileLanguage()).toBe('de')
    await setLanguage('en')
    expect(await profileLanguage()).toBe('en')
  })
})
