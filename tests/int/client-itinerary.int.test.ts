import JSZip from 'jszip'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '@/domain/pricing/money'
import { ANNA, giveNation, JONAS, OLIVIA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { docxText } from '../support/docx'
import { readPdf } from '../support/pdf'
import { bookingHeader, buildItinerary, type TJson } from '../support/vault'

/**
 * What an agent hands a client (issue 21): the selling price at agency, agent and booking level,
 * client links (made, frozen, revoked, guessed), the PDFs read back, the client's Word file and
 * the request email's link. The client page itself is checked in the browser (client-itinerary.e2e).
 */

let api: TVault['api']
let payload: Payload
let call: TVault['call']
let tokens: TVault['tokens']
const CLIENT_API = 'http://localhost:3000/b2badminapi/api/ClientItinerary'
const MONSOON = /monsoon/i

let booking: TJson

const get = (url: string, who?: string) =>
  api.request(url, { headers: who && tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {} })
const detailOf = async (id: string, who = ANNA) => (await call('POST', 'getOneRequestBooing', { _id: id }, who)).data
const setPricing = (body: unknown, who = ANNA) => call('PUT', `${CLIENT_API}/Pricing`, body, who)
const setDefault = (body: unknown, who = ANNA) => call('PUT', `${CLIENT_API}/DefaultMarkup`, body, who)
const createLink = (body: unknown, who = ANNA) => call('POST', `${CLIENT_API}/CreateLink`, body, who)
const pathOf = (url: string) => new URL(url).pathname
const lines = (detail: TJson) => detail.Tours.flatMap((day: TJson) => day.Activities)

beforeAll(async () => {
  ;({ api, payload, call, tokens } = await bootDemoVault({
    beforeSignIn: async (payload) => {
      await giveNation(payload, JONAS, 'th')
      const anna = (await payload.find({ collection: 'agents', where: { email: { equals: ANNA } }, limit: 1 })).docs[0]
      await payload.update({ collection: 'agents', id: anna.id, data: { isAgencyAdmin: true }, depth: 0 })
    },
  }))
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the agent’s selling price', () => {
  it('is the agency’s default on a new booking, then the agent’s own, and kept with each booking', async () => {
    expect((await setDefault({ scope: 'agency', markup: { kind: 'percent', bps: 1000 } })).status).toBe(200)
    const first = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Agency markup' }), JONAS)
    expect(first.data.clientPricing).toMatchObject({
      effective: { kind: 'percent', bps: 1000 },
      source: 'agency',
      showPrice: false,
      canSetAgency: false,
    })
    expect((await setDefault({ scope: 'agent', markup: { kind: 'percent', bps: 2000 } }, JONAS)).status).toBe(200)
    const second = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Agent markup' }), JONAS)
    expect(second.data.clientPricing).toMatchObject({ effective: { kind: 'percent', bps: 2000 }, source: 'agent' })
    // A later change of default never moves a price already given.
    await setDefault({ scope: 'agency', markup: { kind: 'percent', bps: 500 } })
    expect((await detailOf(first.data._id, JONAS)).clientPricing.effective).toEqual({ kind: 'percent', bps: 1000 })
    await setDefault({ scope: 'agent', markup: null }, JONAS)
  })

  it('refuses a discount, a fraction of a basis point, a fixed default, and a non-admin’s agency default', async () => {
    for (const markup of [
      { kind: 'percent', bps: -100 },
      { kind: 'percent', bps: 12.5 },
      { kind: 'percent', bps: 100_001 },
      { kind: 'fixed', amount: 5000 },
      { kind: 'byType', bps: { Accommodation: 100 } },
      { kind: 'other' },
    ]) {
      const answer = await setDefault({ scope: 'agent', markup })
      expect(answer.status, JSON.stringify(markup)).toBe(400)
    }
    const refused = await setDefault({ scope: 'agency', markup: { kind: 'percent', bps: 100 } }, JONAS)
    expect(refused.status).toBe(403)
    expect(refused.error?.message).toBe('Only your agency’s admin can change the agency’s default markup.')
  })

  it('sets a booking’s own markup without touching Monsoon’s version, status or history', async () => {
    const created = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Rivers & <Temples>' }), ANNA)
    const built = await buildItinerary(call, created.data, ANNA)
    // The trip ends on the beach: two places, so the client's documents draw its route (one city has no map).
    const days = built.map((day, index) => (index === 6 ? { ...day, location: [{ city: 'Phuket' }] } : day))
    const saved = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 1, Tours: days, status: 'draft' },
      ANNA,
    )
    booking = saved.data
    const history = booking.history.length
    const answer = await setPricing({
      bookingId: booking._id,
      markup: { kind: 'fixed', amount: 25_000 },
      showPrice: true,
    })
    expect(answer.status).toBe(200)
    expect(answer.data).toMatchObject({
      effective: { kind: 'fixed', amount: 25_000 },
      source: 'booking',
      showPrice: true,
    })
    const after = await detailOf(booking._id)
    expect(after.version).toBe(booking.version)
    expect(after.status).toBe('draft')
    expect(after.history).toHaveLength(history)
    // Back to the default: the agent's (none), else the agency's 5 %.
    const reset = await setPricing({ bookingId: booking._id, markup: null, showPrice: true })
    expect(reset.data).toMatchObject({ effective: { kind: 'percent', bps: 500 }, source: 'agency' })
    await setPricing({ bookingId: booking._id, markup: { kind: 'percent', bps: 1500 }, showPrice: true })
  })

  it('is the agency’s business: another agency’s agent gets 404, and Monsoon’s back office never sees it', async () => {
    expect((await setPricing({ bookingId: booking._id, markup: null, showPrice: false }, OLIVIA)).status).toBe(404)
    const users = await payload.find({ collection: 'users', where: { roles: { contains: 'consultant' } }, limit: 1 })
    const staffView = await payload.findByID({
      collection: 'bookings',
      id: booking._id,
      overrideAccess: false,
      user: users.docs[0],
    })
    expect(staffView).not.toHaveProperty('clientMarkup')
    expect(staffView).not.toHaveProperty('clientShowsPrice')
    // A consultant saving the booking (a note) and an admin saving the agency keep the markups.
    await payload.update({
      collection: 'bookings',
      id: booking._id,
      data: { staffNote: 'Rooms held until Friday' },
      overrideAccess: false,
      user: users.docs[0],
    })
    expect((await detailOf(booking._id)).clientPricing).toMatchObject({
      effective: { kind: 'percent', bps: 1500 },
      source: 'booking',
      showPrice: true,
    })
    const agency = (await payload.find({ collection: 'agencies', where: { name: { equals: 'Lotus Travel GmbH' } } }))
      .docs[0]
    await payload.update({
      collection: 'agencies',
      id: agency.id,
      data: { city: 'München' },
      overrideAccess: false,
      user: users.docs[0],
    })
    expect((await detailOf(booking._id)).clientPricing.agency).toEqual({ kind: 'percent', bps: 500 })
  })
})

describe('the PDFs', () => {
  it('the agent’s copy: the code, Monsoon’s prices, the selling price and the margin, A4 by default', async () => {
    const detail = await detailOf(booking._id)
    const response = await get(`/export/api/Pdf/${booking._id}`, ANNA)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(`filename="${detail.Code} Rivers Temples.pdf"`)
    const pdf = await readPdf(await response.arrayBuffer())
    expect(pdf.size).toEqual([595, 842])
    const text = pdf.text.replace(/\s+/g, ' ')
    expect(text).toContain(detail.Code)
    expect(text).toContain(`Total: ${formatMoney(detail.total, 'EUR')}`)
    const selling = Math.round((detail.total * 115) / 100)
    expect(text).toContain(`Selling price: ${formatMoney(selling, 'EUR')}`)
    expect(text).toContain(`Your margin: ${formatMoney(selling - detail.total, 'EUR')}`)
    expect(text).toMatch(/page 1 of \d+/)
    expect(text).not.toContain('Your route')
  })

  it('the client’s copy: every service, the selling price, Letter size, and nothing of Monsoon’s', async () => {
    const detail = await detailOf(booking._id)
    const response = await get(`/export/api/Pdf/${booking._id}?version=client&size=letter`, ANNA)
    expect(response.status).toBe(200)
    const pdf = await readPdf(await response.arrayBuffer())
    expect(pdf.size).toEqual([612, 792])
    expect(pdf.info.Author).toBe('Lotus Travel GmbH')
    const text = pdf.text.replace(/\s+/g, ' ')
    for (const line of lines(detail)) expect(text).toContain(line.nameTour.replace(/\s+/g, ' '))
    const selling = Math.round((detail.total * 115) / 100)
    expect(text).toContain(formatMoney(selling, 'EUR'))
    expect(text).not.toContain(formatMoney(detail.total, 'EUR'))
    expect(text).not.toContain(detail.Code)
    expect(text).not.toMatch(MONSOON)
    expect(text).not.toMatch(/margin|markup/i)
    // No heading is left alone at the foot of a page: each day's heading shares its page with its first line (issue 54).
    let dayByDay = false
    for (const page of pdf.pages) {
      const body = page
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/ · page \d+ of \d+$/.test(line))
      for (const [index, line] of body.entries()) {
        dayByDay ||= line === 'Day by day'
        if (dayByDay && (line === 'Day by day' || /^Day \d+ · /.test(line)))
          expect(index, `“${line}” ends a page`).toBeLessThan(body.length - 1)
      }
    }
    expect(dayByDay).toBe(true)
    // The route map, drawn from the cities' coordinates, with the places named.
    const city = lines(detail).find((line: TJson) => line.location)?.location
    expect(text).toContain('Your route')
    expect(text).toContain(`${city} (1)`)
    // The catalogue tells the trip: a program's description is there.
    const program = await payload.findByID({ collection: 'programs', id: lines(detail)[0].tourId, depth: 0 })
    expect(text).toContain((program.description ?? '').split(/\s+/).slice(0, 6).join(' '))
  })

  it('only for the agency’s own bookings, signed in; a bad size is refused', async () => {
    expect((await get(`/export/api/Pdf/${booking._id}`, OLIVIA)).status).toBe(404)
    expect((await get(`/export/api/Pdf/${booking._id}`)).status).toBe(401)
    expect((await get(`/export/api/Pdf/${booking._id}?size=a3`, ANNA)).status).toBe(400)
    expect((await get('/export/api/Pdf/not-an-id', ANNA)).status).toBe(400)
  })
})

describe('client links', () => {
  it('are shown once, open the client’s PDF without sign-in, and are listed with their visits', async () => {
    const created = await createLink({ bookingId: booking._id })
    expect(created.status).toBe(200)
    expect(created.data.url).toMatch(/^https?:\/\/[^/]+\/itinerary\/[A-Za-z0-9_-]{43}$/)
    const page = await get(pathOf(created.data.url))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    for (const line of lines(await detailOf(booking._id)))
      expect(html).toContain(line.nameTour.replaceAll('&', '&amp;'))
    expect(html).not.toMatch(/monsoon|<script|BK\d{6}/i)
    expect(html).toMatch(/<svg [^>]*role="img" aria-label="Map of the route: /)
    const pdf = await get(`${pathOf(created.data.url)}/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect((await readPdf(await pdf.arrayBuffer())).text).toContain('Rivers & <Temples>')
    const listed = await call('POST', `${CLIENT_API}/Links`, { bookingId: booking._id }, JONAS)
    const link = listed.data.find((entry: TJson) => entry.id === created.data.link.id)
    expect(link).toMatchObject({ opens: 2, frozen: false, revokedAt: null, createdBy: 'Anna Schmidt' })
    expect(link.hint).toBe(created.data.url.slice(-4))
    // Only the hash is kept.
    const row = await payload.findByID({ collection: 'client-itineraries', id: link.id })
    expect(JSON.stringify(row)).not.toContain(created.data.url.split('/').pop())
  })

  it('a guessed, malformed or revoked token is not found; another agency cannot list or revoke', async () => {
    const created = await createLink({ bookingId: booking._id })
    const path = pathOf(created.data.url)
    const token = path.split('/').pop() as string
    const guessed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect((await get(`/itinerary/${guessed}/pdf`)).status).toBe(404)
    expect((await get('/itinerary/short/pdf')).status).toBe(404)
    expect((await get(`/itinerary/${'%00'.repeat(10)}/pdf`)).status).toBeLessThan(500)
    expect((await call('POST', `${CLIENT_API}/Links`, { bookingId: booking._id }, OLIVIA)).status).toBe(404)
    const body = { bookingId: booking._id, linkId: created.data.link.id }
    expect((await call('POST', `${CLIENT_API}/RevokeLink`, body, OLIVIA)).status).toBe(404)
    expect((await get(`${path}/pdf`)).status).toBe(200)
    const revoked = await call('POST', `${CLIENT_API}/RevokeLink`, body, JONAS)
    expect(revoked.status).toBe(200)
    expect(revoked.data.revokedAt).not.toBeNull()
    expect((await get(`${path}/pdf`)).status).toBe(404)
    const gone = await get(path)
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('This itinerary is not available')
    expect((await get(`/itinerary/${guessed}`)).status).toBe(404)
    // A link id of another booking is not this booking's.
    const other = await call('POST', 'AddBooing', bookingHeader({ nameTour: 'Other' }), ANNA)
    const wrong = { bookingId: other.data._id, linkId: created.data.link.id }
    expect((await call('POST', `${CLIENT_API}/RevokeLink`, wrong, ANNA)).status).toBe(404)
  })

  it('a frozen link keeps the itinerary as it was; a live one follows the booking', async () => {
    const detail = await detailOf(booking._id)
    const frozen = await createLink({ bookingId: booking._id, frozen: true })
    const live = await createLink({ bookingId: booking._id })
    const removed = lines(detail)[0].nameTour
    const Tours = detail.Tours.map((day: TJson, index: number) =>
      index === 0 ? { ...day, Activities: day.Activities.filter((line: TJson) => line.nameTour !== removed) } : day,
    )
    const saved = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: booking._id, version: detail.version, Tours, status: 'draft' },
      ANNA,
    )
    expect(saved.status).toBe(200)
    const textOf = async (url: string) =>
      (await readPdf(await (await get(`${pathOf(url)}/pdf`)).arrayBuffer())).text.replace(/\s+/g, ' ')
    expect(await textOf(frozen.data.url)).toContain(removed)
    expect(await textOf(live.data.url)).not.toContain(removed)
    booking = saved.data
  })

  it('the client’s Word file has the descriptions, photos, logo and selling price, never Monsoon’s price', async () => {
    const detail = await detailOf(booking._id)
    const response = await api.request('http://localhost:3000/export/api/WordExport/ExportDetail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[ANNA]}` },
      body: JSON.stringify({ _id: booking._id, withPrices: false }),
    })
    const file = await response.arrayBuffer()
    const text = await docxText(file)
    const selling = Math.round((detail.total * 115) / 100)
    expect(text).toContain(formatMoney(selling, 'EUR'))
    expect(text).not.toContain(formatMoney(detail.total, 'EUR'))
    expect(text).not.toMatch(MONSOON)
    const stay = lines(detail).find((line: TJson) => line.type === 'Accommodation')
    const hotel = await payload.findByID({ collection: 'hotels', id: stay.tourId, depth: 0 })
    expect(text).toContain((hotel.description ?? '').slice(0, 60))
    // The agency's logo (PNG) and the catalogue's photos (JPEG) are inside the file.
    const zip = await JSZip.loadAsync(file)
    const media = Object.keys(zip.files).filter((name) => name.startsWith('word/media/'))
    expect(media.length).toBeGreaterThan(1)
  })
})
