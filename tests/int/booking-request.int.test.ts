import JSZip from 'jszip'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '@/domain/limits'
import { formatMoney } from '@/domain/pricing/money'
import { REQUEST_LIMITS } from '@/domain/request-email'
import { deliverDueEmails, smtpTransport } from '@/server/outbox/outbox'
import { ANNA, giveNation, JONAS, OLIVIA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { docxText } from '../support/docx'
import { makePendingEmailsDue } from '../support/outbox'
import { startSmtpPeer } from '../support/smtp-peer'
import { bookingHeader, buildItinerary, type TJson } from '../support/vault'

let api: TVault['api']
let payload: Payload
let call: TVault['call']
let peer: Awaited<ReturnType<typeof startSmtpPeer>>
let tokens: TVault['tokens']
const MAI = 'mai@monsoon.demo'
const CLIENT = 'traveller@example.com'
const NOTIFY = 'http://localhost:3000/notificationapi/api/v1'
const EXPORT = 'http://localhost:3000/export/api/WordExport/ExportDetail'

/** Anna's booking with Mai as consultant and a saved itinerary (program, 3 hotel nights, transfer). */
let booking: TJson

const tokenFor = async (id: string, who = ANNA) =>
  call('GET', `${NOTIFY}/notify/token?path=${encodeURIComponent(`/marketplace/b2b-agent-vault/${id}`)}`, undefined, who)

const outboxOf = async (kind: string) =>
  (
    await payload.find({
      collection: 'emails',
      where: { kind: { equals: kind } },
      pagination: false,
      sort: 'createdAt',
    })
  ).docs

async function exportWord(id: string, withPrices: boolean, who = ANNA) {
  return api.request(EXPORT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    body: JSON.stringify({ _id: id, withPrices }),
  })
}

beforeAll(async () => {
  ;({ api, payload, call, tokens } = await bootDemoVault({
    beforeSignIn: async (payload) => {
      // Jonas works on Anna's Thailand bookings here: staff give him Thailand besides his own nations.
      await giveNation(payload, JONAS, 'th')
    },
  }))
  peer = await startSmtpPeer()
  const consultants = await call('GET', 'Consultants', undefined, ANNA)
  const mai = consultants.data.find((consultant: TJson) => consultant.name === 'Mai Nguyen')
  const created = await call(
    'POST',
    'AddBooing',
    bookingHeader({ nameTour: 'Rivers & <Temples>', tourConsultant: mai._id }),
    ANNA,
  )
  const days = await buildItinerary(call, created.data, ANNA)
  const saved = await call(
    'PUT',
    'UpdateToursBooing',
    { _id: created.data._id, version: 1, Tours: days, status: 'draft' },
    ANNA,
  )
  expect(saved.status).toBe(200)
  booking = saved.data
  // Staff templates, with markup a careless (or malicious) edit could bring in.
  await payload.updateGlobal({
    slug: 'booking-request-emails',
    data: {
      RequestSubject_ForAdmin: 'ADMIN {bookingCode} {bookingName}',
      RequestContent_ForAdmin:
        '<p onclick="steal()">For Monsoon: {agentName} of {agencyName}, {pax}, total {total}</p>{itinerary}<p><a href="{link}">Open</a></p><script>alert(1)</script>',
      RequestSubject_ForAgent: 'AGENT {bookingName}',
      RequestContent_ForAgent:
        '{agencyLogo}<p>For you: {bookingName}, {beginDate} – {endDate}</p>{itineraryWithoutPrices}{agencyContact}',
    },
  })
}, 120_000)

afterAll(async () => {
  await peer?.close()
})

describe('booking request emails (notificationapi)', () => {
  it('opens a send with a token and the fixed recipients, checked and disabled', async () => {
    const form = await tokenFor(booking._id)
    expect(form.status).toBe(200)
    expect(form.data.token).toEqual(expect.any(String))
    expect(form.data.path).toBe(`/marketplace/b2b-agent-vault/${booking._id}`)
    expect(form.data.recipients).toEqual([
      { email: ANNA, checked: true, disabled: true, kind: 'admin', label: 'You' },
      { email: MAI, checked: true, disabled: true, kind: 'admin', label: 'Mai Nguyen (Monsoon)' },
    ])
    expect((await tokenFor(booking._id, OLIVIA)).status).toBe(404)
    expect((await tokenFor(booking._id, 'nobody')).status).toBe(401)
    const bad = await call('GET', `${NOTIFY}/notify/token?path=/etc/passwd`, undefined, ANNA)
    expect(bad.status).toBe(400)
  })

  it('gives the templates with their placeholders to signed-in agents only', async () => {
    const templates = await call('POST', `${NOTIFY}/template`, undefined, ANNA)
    expect(templates.status).toBe(200)
    expect(templates.data.RequestSubject_ForAdmin).toBe('ADMIN {bookingCode} {bookingName}')
    expect(Object.keys(templates.data.placeholders)).toContain('itinerary')
    expect((await call('POST', `${NOTIFY}/template`, undefined, 'nobody')).status).toBe(401)
  })

  it('refuses bad addresses (header injection included), too many of them and a foreign token', async () => {
    const { token } = (await tokenFor(booking._id)).data
    const injected = await call(
      'POST',
      `${NOTIFY}/notify`,
      { Token: token, Emails: [{ Email: `${CLIENT}\r\nBcc: victim@example.com` }] },
      ANNA,
    )
    expect(injected.status).toBe(400)
    expect(injected.error?.fields?.[0].field).toBe('Emails')
    const many = Array.from({ length: REQUEST_LIMITS.extraRecipients + 1 }, (_, n) => ({ Email: `c${n}@example.com` }))
    expect((await call('POST', `${NOTIFY}/notify`, { Token: token, Emails: many }, ANNA)).status).toBe(400)
    const foreign = await call('POST', `${NOTIFY}/notify`, { Token: token, Emails: [] }, OLIVIA)
    expect(foreign.status).toBe(400)
    expect((await call('POST', `${NOTIFY}/notify`, { Token: 'forged', Emails: [] }, ANNA)).status).toBe(400)
    expect(await outboxOf('booking-request')).toHaveLength(0)
    expect((await call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA)).data.status).toBe('draft')
  })

  it('sends each recipient the email meant for them exactly once, through a peer that drops a message', async () => {
    const { token } = (await tokenFor(booking._id)).data
    const body = {
      Token: token,
      // A caller's subject and content are not used: the server renders every email.
      Emails: [{ Email: 'Traveller@Example.com', Subject: 'Win a prize', Content: '<a href="https://phish">x</a>' }],
    }
    // Sent twice at once with the same token: one send, one set of emails.
    const [first, again] = await Promise.all([
      call('POST', `${NOTIFY}/notify`, body, ANNA),
      call('POST', `${NOTIFY}/notify`, body, ANNA),
    ])
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.data.Emails.map((email: TJson) => email.outboxId)).toEqual(
      first.data.Emails.map((email: TJson) => email.outboxId),
    )
    expect(first.data).toMatchObject({ bookingId: booking._id, status: 'requested' })
    expect(first.data.Emails.map((email: TJson) => [email.Email, email.kind])).toEqual([
      [ANNA, 'admin'],
      [MAI, 'admin'],
      [CLIENT, 'agent'],
    ])
    expect(await outboxOf('booking-request')).toHaveLength(3)

    // The booking is requested, the sender follows it, the history says who was emailed.
    const detail = (await call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA)).data
    expect(detail.status).toBe('requested')
    expect(detail.watching).toBe(true)
    expect(detail.history[0].summary).toBe(`Request emailed to ${ANNA}, ${MAI}, ${CLIENT} (was Draft)`)
    const sends = await payload.find({ collection: 'booking-requests', where: { booking: { equals: booking._id } } })
    expect(sends.docs).toHaveLength(1)
    expect(sends.docs[0].recipientCount).toBe(3)

    // Delivery: the peer drops the first message mid-transfer, then recovers.
    const transport = smtpTransport(peer.url)
    peer.received.length = 0
    peer.dropNext(1)
    expect(await deliverDueEmails(payload, transport, { from: 'Monsoon <noreply@monsoon.test>' })).toEqual({
      sent: 2,
      retried: 1,
    })
    await makePendingEmailsDue(payload)
    expect(await deliverDueEmails(payload, transport, { from: 'noreply@monsoon.test' })).toEqual({
      sent: 1,
      retried: 0,
    })
    expect(await deliverDueEmails(payload, transport, { from: 'noreply@monsoon.test' })).toEqual({
      sent: 0,
      retried: 0,
    })
    expect(peer.received.map((mail) => mail.to).sort()).toEqual([ANNA, MAI, CLIENT].sort())

    const mail = (to: string) => peer.received.find((received) => received.to === to) as (typeof peer.received)[0]
    const total = formatMoney(detail.total, 'EUR')
    const link = `/marketplace/b2b-agent-vault/${booking._id}`
    const names = detail.Tours.flatMap((day: TJson) => day.Activities.map((line: TJson) => line.nameTour))
    for (const to of [ANNA, MAI]) {
      expect(mail(to).subject).toBe(`ADMIN ${detail.Code} Rivers & <Temples>`)
      expect(mail(to).html).toContain('For Monsoon: Anna Schmidt of Lotus Travel GmbH, 2 adults, 1 child')
      expect(mail(to).html).toContain(`total ${total}`)
      expect(mail(to).html).toContain('Day 1 total')
      for (const name of names) expect(mail(to).html).toContain(name.replaceAll('&', '&amp;'))
      expect(mail(to).html).not.toMatch(/<script|onclick|alert\(1\)/)
      expect(mail(to).text).toContain(total)
    }
    // The agent opens the booking in the vault; Monsoon's consultant in the back office (issue 20).
    expect(mail(ANNA).html).toContain(`${link}"`)
    expect(mail(ANNA).html).not.toContain('/admin/')
    expect(mail(MAI).html).toContain(`/admin/collections/bookings/${booking._id}"`)
    expect(mail(MAI).html).not.toContain(link)
    const client = mail(CLIENT)
    expect(client.subject).toBe('AGENT Rivers & <Temples>')
    expect(client.html).toContain('For you: Rivers &amp; &lt;Temples&gt;, Tue 15 Dec 2026 – Thu 24 Dec 2026')
    // White label (ADR 030): the client hears from the agency, answers go to the agent, nothing of Monsoon's.
    expect(client.html).not.toContain(link)
    expect(client.html).not.toContain(detail.Code)
    expect(client.html).toContain('Lotus Travel GmbH')
    // The agency's logo heads it (ADR 035), from an absolute address an email client can load.
    expect(client.html).toMatch(
      /^<div[^>]*><p><img src="https?:\/\/[^"]+agency-logo-lotus-travel-gmbh[^"]*\.png" alt="Lotus Travel GmbH"[^>]* width="160" height="50"/,
    )
    expect(client.from).toMatch(/^"?Lotus Travel GmbH"? <noreply@monsoon\.test>$/)
    expect(client.replyTo).toBe(ANNA)
    expect(mail(MAI).from).not.toContain('Lotus')
    expect(mail(MAI).replyTo).toBe('')
    for (const name of names) expect(client.html).toContain(name.replaceAll('&', '&amp;'))
    expect(client.html).not.toMatch(/EUR|Win a prize|phish/)
    // The client's itinerary page (issue 21), made for this send; it opens without signing in.
    const clientLink = /href="(https?:\/\/[^"]+\/itinerary\/[A-Za-z0-9_-]{43})"/.exec(client.html)?.[1] ?? ''
    expect(clientLink).not.toBe('')
    expect((await api.request(`${new URL(clientLink).pathname}/pdf`)).status).toBe(200)
    for (const to of [ANNA, MAI]) expect(mail(to).html).not.toContain('/itinerary/')
  })

  it('the one-time variant gives every recipient the fixed subject with the product name', async () => {
    const { token } = (await tokenFor(booking._id)).data
    const sent = await call(
      'POST',
      `${NOTIFY}/notify`,
      { Token: token, OneTime: true, Emails: [{ Email: CLIENT }] },
      ANNA,
    )
    expect(sent.status).toBe(200)
    expect(sent.data.Emails.map((email: TJson) => email.Subject)).toEqual([
      'Booking request: Rivers & <Temples>',
      'Booking request: Rivers & <Temples>',
      'Booking request: Rivers & <Temples>',
    ])
    const stored = await payload.findByID({ collection: 'emails', id: sent.data.Emails[2].outboxId })
    expect(stored.subject).toBe('Booking request: Rivers & <Temples>')
    expect(stored.html).toContain('For you:')
  })

  it('a colleague’s request also reaches the booking’s creator; the per-agent limit stops a flood', async () => {
    const sends: number[] = []
    for (let n = 0; n < LIMITS.requestSends.max + 1; n++) {
      const { token, recipients } = (await tokenFor(booking._id, JONAS)).data
      if (n === 0) expect(recipients.map((recipient: TJson) => recipient.email)).toEqual([JONAS, ANNA, MAI])
      const sent = await call('POST', `${NOTIFY}/notify`, { Token: token, Emails: [] }, JONAS)
      sends.push(sent.status)
      if (sent.status === 429) expect(sent.error?.message).toMatch(/wait a little/)
    }
    expect(sends).toEqual([...Array(LIMITS.requestSends.max).fill(200), 429])
    // Anna is not limited by her colleague's sends.
    const { token } = (await tokenFor(booking._id)).data
    expect((await call('POST', `${NOTIFY}/notify`, { Token: token, Emails: [] }, ANNA)).status).toBe(200)
  })

  it('watchers get an email when Monsoon moves the booking, in the same transaction; a settled booking cannot be sent', async () => {
    const path = `/marketplace/b2b-agent-vault/${booking._id}`
    expect((await call('POST', `${NOTIFY}/watcher/remove`, { path }, JONAS)).data).toEqual({ path, watching: false })
    const before = (await call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA)).data
    expect((await call('POST', `${NOTIFY}/watcher/add`, { path }, JONAS)).data).toEqual({ path, watching: true })
    expect((await call('POST', `${NOTIFY}/watcher/add`, { path }, OLIVIA)).status).toBe(404)
    // Following is not an edit: no open tab becomes stale.
    expect((await call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA)).data.version).toBe(before.version)

    const consultant = await payload.create({
      collection: 'users',
      data: { email: 'lan@monsoon.test', password: 'consultant-pass-1', roles: ['consultant'], name: 'Lan Pham' },
    })
    const staff = { ...consultant, collection: 'users' as const }
    await payload.update({
      collection: 'bookings',
      id: booking._id,
      data: { status: 'quoted', staffNote: 'Rates held until 1 Dec' },
      user: staff,
      overrideAccess: false,
    })
    const updates = await outboxOf('booking-update')
    expect(updates.map((email) => email.to).sort()).toEqual([ANNA, JONAS])
    expect(updates[0].subject).toMatch(/^Booking BK\d{6} is now Quoted: Rivers & <Temples>$/)
    expect(updates[0].html).toContain('Rates held until 1 Dec')

    await payload.update({
      collection: 'bookings',
      id: booking._id,
      data: { status: 'confirmed', confirmNote: 'Travellers follow' },
      user: staff,
    })
    const settled = await tokenFor(booking._id)
    expect(settled.status).toBe(409)
    expect(settled.error?.code).toBe('STATUS_REFUSED')
    expect(settled.error?.message).toMatch(/confirmed and can no longer be changed/)
  })
})

describe('Word export (WordExport/ExportDetail)', () => {
  it('returns a .docx with the agency, the days, the services, the day totals and the total', async () => {
    const detail = (await call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA)).data
    const response = await exportWord(booking._id, true)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(response.headers.get('content-disposition')).toContain(`filename="${detail.Code} Rivers Temples.docx"`)
    const text = await docxText(await response.arrayBuffer())
    expect(text).toContain('Lotus Travel GmbH')
    expect(text).toContain('Rivers & <Temples>')
    expect(text).toContain(detail.Code)
    expect(text).toContain('Day 1 · Tue 15 Dec 2026')
    expect(text).toContain('Day 10 · Thu 24 Dec 2026')
    for (const day of detail.Tours) {
      for (const line of day.Activities) expect(text).toContain(line.nameTour)
      if (day.total > 0) expect(text).toContain(formatMoney(day.total, 'EUR'))
    }
    expect(text).toContain(`Total: ${formatMoney(detail.total, 'EUR')}`)
    expect(text).toContain('Terms')
    // Ten days: the document opens with them at a glance, each a link to its day (issue 21).
    expect(text).toContain('At a glance')
    const zip = await JSZip.loadAsync(await (await exportWord(booking._id, true)).arrayBuffer())
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? ''
    for (const day of [1, 10]) {
      expect(xml).toContain(`w:anchor="day-${day}"`)
      expect(xml).toMatch(new RegExp(`<w:bookmarkStart[^>]*w:name="day-${day}"`))
    }
  })

  it('the client version has the same itinerary and no price, code or Monsoon terms', async () => {
    const detail = (await call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA)).data
    const response = await exportWord(booking._id, false)
    expect(response.status).toBe(200)
    const text = await docxText(await response.arrayBuffer())
    expect(text).toContain('Lotus Travel GmbH')
    for (const line of detail.Tours.flatMap((day: TJson) => day.Activities)) expect(text).toContain(line.nameTour)
    expect(text).not.toMatch(/EUR|\d+\.\d\d|Total|Terms/)
    expect(text).not.toContain(detail.Code)
    expect(text).toContain('Good to know')
    // Headed by the agency's logo (a PNG inside the file), never by Monsoon's colours.
    const zip = await JSZip.loadAsync(await (await exportWord(booking._id, false)).arrayBuffer())
    // The logo is the one PNG; the catalogue's photos are JPEGs (issue 21).
    const images = Object.keys(zip.files).filter((name) => name.startsWith('word/media/') && name.endsWith('.png'))
    expect(images).toHaveLength(1)
    const png = await zip.file(images[0] as string)?.async('uint8array')
    expect(Array.from(png?.slice(1, 4) ?? [])).toEqual([0x50, 0x4e, 0x47])
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? ''
    expect(xml).toContain('Lotus Travel GmbH logo')
    expect(xml).not.toContain('8B1A1A')
  })

  it('only for the agency’s own bookings, and only when signed in', async () => {
    expect((await exportWord(booking._id, true, OLIVIA)).status).toBe(404)
    expect((await exportWord(booking._id, true, JONAS)).status).toBe(200)
    expect((await exportWord(booking._id, true, 'nobody')).status).toBe(401)
  })
})

describe('the trip as a calendar file (issue 21)', () => {
  const calendar = (id: string, who = ANNA) =>
    api.request(`/export/api/Calendar/${id}`, {
      headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
    })

  it('has the trip and every program, transfer and hotel stay, under the agency’s name only', async () => {
    const detail = (await call('POST', 'getOneRequestBooing', { _id: booking._id }, ANNA)).data
    const response = await calendar(booking._id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('filename="Rivers Temples (client).ics"')
    const ics = (await response.text()).replaceAll('\r\n ', '')
    expect(ics).toContain('PRODID:-//Lotus Travel GmbH//Itinerary//EN')
    expect(ics).toContain('DTSTART;VALUE=DATE:20261215\r\nDTEND;VALUE=DATE:20261225')
    const lines = detail.Tours.flatMap((day: TJson) => day.Activities)
    for (const line of lines.filter((l: TJson) => l.kind === 'activity'))
      expect(ics).toContain(`SUMMARY:${line.nameTour.replaceAll(',', '\\,').replaceAll(';', '\\;')}`)
    const stays = lines.filter((l: TJson) => l.kind === 'hotel' && l.night === 1)
    expect(stays.length).toBeGreaterThan(0)
    expect(ics.split('BEGIN:VEVENT')).toHaveLength(
      1 + 1 + stays.length + lines.filter((l: TJson) => l.kind === 'activity').length,
    )
    expect(ics).not.toMatch(/monsoon|BK\d{6}|EUR/i)
  })

  it('only for the agency’s own bookings, and only when signed in; a bad id is a 400', async () => {
    expect((await calendar(booking._id, OLIVIA)).status).toBe(404)
    expect((await calendar(booking._id, JONAS)).status).toBe(200)
    expect((await calendar(booking._id, 'nobody')).status).toBe(401)
    expect((await calendar('not-a-booking', ANNA)).status).toBe(400)
  })
})
