import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { resizeStay, type THotelLine, type TTourDay } from '@/domain/itinerary'
import { addDays, type TIsoDate } from '@/domain/pricing/dates'
import type { User } from '@/payload-types'
import { ANNA, OLIVIA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { readPdf } from '../support/pdf'
import { bookingHeader, buildItinerary, type TJson } from '../support/vault'

/**
 * Monsoon's reservations with its suppliers (issue 56, ADR 067): confirming a booking sends each
 * service's supplier one request with what it needs; a change after sends amendments, a
 * cancellation cancellations; staff record the answers, one at a time.
 */

let payload: Payload
let call: TVault['call']
let api: TVault['api']
let tokens: TVault['tokens']
let consultant: User
let other: User
const BEGIN = addDays(new Date().toISOString().slice(0, 10) as TIsoDate, 75)
const END = addDays(BEGIN, 9)
const PASSPORT = 'C01X00T47'

beforeAll(async () => {
  ;({ payload, call, api, tokens } = await bootDemoVault())
  const user = (email: string) =>
    payload.create({
      collection: 'users',
      data: { email, password: 'staff-pass-12', roles: ['consultant'], name: email.split('@')[0] },
    })
  consultant = await user('lan@monsoon.test')
  other = await user('minh@monsoon.test')
}, 120_000)

const asStaff = (who: User) => ({ ...who, collection: 'users' as const })

/** Anna's request with a program, a 3-night stay and a transfer, its travellers and flights entered. */
async function requested() {
  const created = await call('POST', 'AddBooing', bookingHeader({ begindate: BEGIN, enddate: END }), ANNA)
  const id = created.data._id as string
  const days = await buildItinerary(call, created.data, ANNA)
  await call('PUT', 'UpdateToursBooing', { _id: id, Tours: days, status: 'requested' }, ANNA)
  const view = await call('POST', 'GetTravellers', { _id: id }, ANNA)
  const stay = view.data.stays[0]
  const person = (id: string, givenNames: string, over: Record<string, unknown> = {}) => ({
    id,
    kind: 'adult',
    givenNames,
    surname: 'Keller',
    dateOfBirth: '1985-04-02',
    nationality: 'DE',
    ...over,
  })
  const saved = await call(
    'PUT',
    'UpdateTravellers',
    {
      _id: id,
      travellers: [
        person('anna', 'Anna Maria', { passportNumber: PASSPORT, dietary: 'Vegetarian' }),
        person('jonas', 'Jonas'),
        person('mia', 'Mia', { kind: 'child', dateOfBirth: addDays(BEGIN, -(8 * 365 + 30)) }),
      ],
      flights: [
        { direction: 'arrival', number: 'TG921', date: BEGIN, time: '06:05', airport: 'BKK' },
        { direction: 'departure', number: 'TG920', date: END, time: '23:45', airport: 'BKK' },
      ],
      rooming: [{ stayId: stay.stayId, lineId: stay.rooms[0].lineId, room: 1, travellerIds: ['anna', 'jonas', 'mia'] }],
    },
    ANNA,
  )
  expect(saved.data.gaps).toEqual([])
  return id
}

const reservations = async (bookingId: string) =>
  (
    await payload.find({
      collection: 'supplier-reservations',
      where: { booking: { equals: bookingId } },
      sort: 'serviceDate',
      depth: 1,
      pagination: false,
    })
  ).docs

const supplierEmails = async (code: string) =>
  (
    await payload.find({
      collection: 'emails',
      where: { and: [{ subject: { contains: code } }, { kind: { like: 'supplier-' } }] },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs

const confirm = (id: string, who = consultant) =>
  payload.update({
    collection: 'bookings',
    id,
    data: { status: 'confirmed' },
    user: asStaff(who),
    overrideAccess: false,
  })

/** The supplier of the booking's service of `kind` confirmed it, as a consultant records it. */
async function confirmedBySupplier(id: string, kind: string, confirmationNumber: string) {
  const row = (await reservations(id)).find((one) => one.kind === kind)
  await payload.update({
    collection: 'supplier-reservations',
    id: String(row?.id),
    data: { version: row?.version, status: 'confirmed', confirmationNumber },
    user: asStaff(consultant),
    overrideAccess: false,
  })
}

describe('confirming sends each supplier its request', () => {
  it('one request per service, with what that supplier needs and no passport or date of birth', async () => {
    const id = await requested()
    const booking = await confirm(id)
    const rows = await reservations(id)
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['program', 'requested'],
      ['stay', 'requested'],
      ['transfer', 'requested'],
    ])
    const emails = await supplierEmails(booking.Code)
    expect(emails).toHaveLength(3)
    const stay = rows.find((row) => row.kind === 'stay')
    const hotelMail = emails.find((email) => email.to === (stay?.supplier as TJson)?.reservationEmail)
    expect(hotelMail?.subject).toMatch(/^Reservation request: .+, 3 nights from \d{1,2} \w{3} 20\d\d · Monsoon BK\d+$/)
    expect(hotelMail?.text).toContain('Rooming list:')
    expect(hotelMail?.text).toMatch(/Deluxe 1: Anna Maria KELLER, Jonas KELLER, Mia KELLER \(child\)/)
    expect(hotelMail?.text).toContain('Arrival flight: TG921')
    for (const email of emails) {
      expect(email.text).not.toContain(PASSPORT)
      expect(email.text).not.toContain('1985-04-02')
    }
    // The guide learns of the vegetarian; the transfer meets no flight (it is hotel to hotel).
    const program = emails.find(
      (email) => email.kind === 'supplier-request' && /Date:/.test(email.text) && /Vegetarian/.test(email.text),
    )
    expect(program).toBeDefined()
  })

  it('100 confirmations at once: exactly one request per service', async () => {
    const id = await requested()
    const answers = await Promise.allSettled(Array.from({ length: 100 }, () => confirm(id)))
    expect(answers.filter((answer) => answer.status === 'fulfilled').length).toBeGreaterThan(0)
    const rows = await reservations(id)
    expect(rows).toHaveLength(3)
    const { Code } = await payload.findByID({ collection: 'bookings', id, depth: 0 })
    expect(await supplierEmails(Code)).toHaveLength(3)
  }, 120_000)
})

describe('after confirmation', () => {
  it('a changed rooming list amends the stay only; a cancellation cancels every service', async () => {
    const id = await requested()
    const { Code } = await confirm(id)
    const view = await call('POST', 'GetTravellers', { _id: id }, ANNA)
    const stay = view.data.stays[0]
    const travellers = view.data.travellers.map(({ age, passportMasked, passportNumber, ...rest }: TJson) => rest)
    const moved = await call(
      'PUT',
      'UpdateTravellers',
      {
        _id: id,
        travellers,
        flights: view.data.flights,
        rooming: [
          { stayId: stay.stayId, lineId: stay.rooms[0].lineId, room: 1, travellerIds: ['anna', 'mia'] },
          { stayId: stay.stayId, lineId: stay.rooms[0].lineId, room: 2, travellerIds: ['jonas'] },
        ],
      },
      ANNA,
    )
    expect(moved.status).toBe(200)
    const emails = await supplierEmails(Code)
    expect(emails.map((email) => email.kind)).toEqual([
      'supplier-request',
      'supplier-request',
      'supplier-request',
      'supplier-amendment',
    ])
    expect(emails[3]?.text).toMatch(/Deluxe 2: Jonas KELLER/)
    expect((await reservations(id)).find((row) => row.kind === 'stay')?.status).toBe('requested')

    await payload.update({
      collection: 'bookings',
      id,
      data: { status: 'cancelled' },
      user: asStaff(consultant),
      overrideAccess: false,
    })
    expect((await reservations(id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled'])
    expect((await supplierEmails(Code)).filter((email) => email.kind === 'supplier-cancellation')).toHaveLength(3)
  })
})

describe('a confirmed trip amended by Monsoon', () => {
  it('a night more: the stay alone goes back to requested with an amendment; the history and the agent are told', async () => {
    const id = await requested()
    const path = `/marketplace/b2b-agent-vault/${id}`
    expect(
      (await call('POST', 'http://localhost:3000/notificationapi/api/v1/watcher/add', { path }, ANNA)).data,
    ).toEqual({ path, watching: true })
    const { Code } = await confirm(id)
    await confirmedBySupplier(id, 'stay', 'CHK-20931')
    await confirmedBySupplier(id, 'transfer', 'TRF-88')
    const booking = await payload.findByID({ collection: 'bookings', id, depth: 0 })
    const tours = booking.tours as TTourDay[]
    const stay = tours.flatMap((day) => day.Activities).find((line) => line.kind === 'hotel') as THotelLine
    expect(stay.nights).toBe(3)
    const amended = await payload.update({
      collection: 'bookings',
      id,
      data: { tours: resizeStay(tours, { stayId: stay.stayId, nights: 4 }), version: booking.version },
      user: asStaff(consultant),
      overrideAccess: false,
    })
    expect(amended.status).toBe('confirmed')
    expect(amended.total).toBeGreaterThan(booking.total)
    const nights = (amended.tours as TTourDay[])
      .flatMap((day) => day.Activities)
      .filter((line) => line.kind === 'hotel')
    expect(nights.map((line) => line.kind === 'hotel' && [line.stayId, line.night, line.nights])).toEqual(
      [1, 2, 3, 4].map((night) => [stay.stayId, night, 4]),
    )

    const rows = await reservations(id)
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['program', 'requested'],
      ['stay', 'requested'],
      ['transfer', 'confirmed'],
    ])
    const emails = await supplierEmails(Code)
    expect(emails.at(-1)).toMatchObject({ kind: 'supplier-amendment' })
    expect(emails.at(-1)?.subject).toMatch(/^Amendment: .+, 4 nights from /)
    const history = (await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)).data.history
    const change = history.find((entry: TJson) => entry.summary.startsWith('Confirmed trip amended'))
    expect(change).toMatchObject({ actorName: 'lan', summary: 'Confirmed trip amended: 1 night added to a stay' })
    const told = await payload.find({
      collection: 'emails',
      where: { and: [{ kind: { equals: 'booking-update' } }, { subject: { contains: Code } }] },
      sort: '-createdAt',
      depth: 0,
    })
    expect(told.docs.at(0)?.text).toContain('What changed: Confirmed trip amended: 1 night added to a stay')

    // A night off again: the same stay is amended back; cancelled, the trip cannot be amended.
    const longer = await payload.findByID({ collection: 'bookings', id, depth: 0 })
    await payload.update({
      collection: 'bookings',
      id,
      data: {
        tours: resizeStay(longer.tours as TTourDay[], { stayId: stay.stayId, nights: 3 }),
        version: longer.version,
      },
      user: asStaff(consultant),
      overrideAccess: false,
    })
    expect((await supplierEmails(Code)).at(-1)?.subject).toMatch(/^Amendment: .+, 3 nights from /)
    const cancelled = await payload.update({
      collection: 'bookings',
      id,
      data: { status: 'cancelled' },
      user: asStaff(consultant),
      overrideAccess: false,
    })
    const late = await payload
      .update({
        collection: 'bookings',
        id,
        data: { tours: longer.tours, version: cancelled.version },
        user: asStaff(consultant),
        overrideAccess: false,
      })
      .catch((error: { status?: number }) => error)
    expect(late).toMatchObject({ status: 409 })
  })
})

describe('staff record the answers', () => {
  it('confirmed needs the supplier’s number; two answers at once: one wins; the history says it', async () => {
    const id = await requested()
    await confirm(id)
    const row = (await reservations(id)).find((one) => one.kind === 'stay')
    if (!row) throw new Error('no stay reservation')
    const answer = (who: User, data: Record<string, unknown>) =>
      payload
        .update({
          collection: 'supplier-reservations',
          id: row.id,
          data: { version: row.version, ...data },
          user: asStaff(who),
          overrideAccess: false,
        })
        .then(
          (saved) => ({ ok: true as const, saved }),
          (error: Error & { status?: number }) => ({
            ok: false as const,
            status: error.status,
            message: error.message,
          }),
        )
    const noNumber = await answer(consultant, { status: 'confirmed' })
    expect(noNumber).toMatchObject({ ok: false, status: 400 })
    const cancel = await answer(consultant, { status: 'cancelled' })
    expect(cancel).toMatchObject({ ok: false, status: 400 })
    const [first, second] = await Promise.all([
      answer(consultant, { status: 'confirmed', confirmationNumber: 'CHK-20931' }),
      answer(other, { status: 'declined', answerNote: 'Full that week' }),
    ])
    expect([first.ok, second.ok].sort()).toEqual([false, true])
    const lost = [first, second].find((one) => !one.ok)
    expect(lost).toMatchObject({ status: 409 })
    const after = await payload.findByID({ collection: 'supplier-reservations', id: row.id, depth: 0 })
    expect(after.version).toBe(row.version + 1)
    expect(after.answeredBy).toMatch(/^(lan|minh)$/)
    const history = (await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)).data.history
    expect(history[0]).toMatchObject({ action: 'supplier' })
    expect(history[0].summary).toMatch(/: (confirmed by the supplier, ref\. CHK-20931|declined by the supplier)$/)
  })
})

describe('the demo data', () => {
  it('has the confirmed trip’s supplier reservations, its stays and transfers confirmed', async () => {
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { nameTour: { equals: 'Vietnam north to south' } },
      depth: 0,
      limit: 1,
    })
    const rows = await reservations(String(docs[0]?.id))
    expect(rows.length).toBeGreaterThan(2)
    for (const row of rows) {
      if (row.kind === 'stay' || row.kind === 'transfer')
        expect(row).toMatchObject({ status: 'confirmed', confirmationNumber: expect.stringMatching(/^(HTL|TRF)-\d+$/) })
      else expect(row.status).toBe('requested')
      expect(row.supplier).not.toBeNull()
    }
  })
})

describe('reminders', () => {
  it('one reminder per unconfirmed service within the days, never twice, again after an amendment', async () => {
    const { remindUnconfirmed } = await import('@/server/suppliers/reminders')
    const id = await requested()
    await payload.update({
      collection: 'bookings',
      id,
      data: { tourConsultant: consultant.id },
      user: asStaff(consultant),
      overrideAccess: false,
    })
    const { Code } = await confirm(id)
    await confirmedBySupplier(id, 'stay', 'CHK-1')
    const reminders = async () =>
      (
        await payload.find({
          collection: 'emails',
          where: { and: [{ subject: { contains: Code } }, { kind: { equals: 'supplier-reminder' } }] },
          depth: 0,
          pagination: false,
        })
      ).docs
    // Not yet: the trip is 75 days away.
    await remindUnconfirmed(payload, 30)
    expect(await reminders()).toHaveLength(0)
    const [first, second] = await Promise.all([remindUnconfirmed(payload, 100), remindUnconfirmed(payload, 100)])
    expect(first + second).toBeGreaterThanOrEqual(2)
    const sent = await reminders()
    expect(sent.map((email) => email.to)).toEqual(['lan@monsoon.test', 'lan@monsoon.test'])
    expect(sent[0]?.subject).toMatch(/^Still unconfirmed by the supplier: .+ · BK\d+$/)
    await remindUnconfirmed(payload, 100)
    expect(await reminders()).toHaveLength(2)
  })
})

describe('vouchers', () => {
  const pdf = (name: string, id: string, who = ANNA) =>
    api.request(`http://localhost:3000/export/api/${name}/${id}?size=a4`, {
      headers: { authorization: `Bearer ${tokens[who]}` },
    })

  it('one a page for each service its supplier confirmed, re-issued after a change, in the travel documents', async () => {
    const id = await requested()
    await confirm(id)
    const none = await pdf('Vouchers', id)
    expect(none.status).toBe(404)
    expect(((await none.json()) as TJson).error.message).toMatch(/^No supplier has confirmed a service/)
    await confirmedBySupplier(id, 'stay', 'CHK-20931')
    await confirmedBySupplier(id, 'transfer', 'TRF-88')
    const vouchers = await pdf('Vouchers', id)
    expect(vouchers.status).toBe(200)
    expect(vouchers.headers.get('content-type')).toBe('application/pdf')
    const read = await readPdf(await vouchers.arrayBuffer())
    expect(read.pages).toHaveLength(2)
    expect(read.pages[0]).toContain('Service voucher')
    expect(read.text).toContain('CHK-20931')
    expect(read.text).toContain('TRF-88')
    expect(read.text).toContain('Anna Maria KELLER')
    expect(read.text).not.toContain(PASSPORT)
    const issue = /issue (\d+)/.exec(read.pages[0] ?? '')?.[1]

    // The travel documents: the itinerary first, the vouchers after it.
    const pack = await readPdf(await (await pdf('TravelDocuments', id)).arrayBuffer())
    expect(pack.pages.length).toBeGreaterThan(2)
    expect(pack.pages.at(-1)).toContain('Service voucher')
    expect(pack.pages[0]).not.toContain('Service voucher')

    // Another agency: no such booking.
    expect((await pdf('Vouchers', id, OLIVIA)).status).toBe(404)

    // A room changes: the stay's voucher is withdrawn until the hotel confirms again, then re-issued.
    const view = await call('POST', 'GetTravellers', { _id: id }, ANNA)
    const stay = view.data.stays[0]
    await call(
      'PUT',
      'UpdateTravellers',
      {
        _id: id,
        travellers: view.data.travellers.map(({ age, passportMasked, passportNumber, ...rest }: TJson) => rest),
        flights: view.data.flights,
        rooming: [
          { stayId: stay.stayId, lineId: stay.rooms[0].lineId, room: 1, travellerIds: ['anna', 'mia'] },
          { stayId: stay.stayId, lineId: stay.rooms[0].lineId, room: 2, travellerIds: ['jonas'] },
        ],
      },
      ANNA,
    )
    expect((await readPdf(await (await pdf('Vouchers', id)).arrayBuffer())).pages).toHaveLength(1)
    await confirmedBySupplier(id, 'stay', 'CHK-20931')
    const again = await readPdf(await (await pdf('Vouchers', id)).arrayBuffer())
    const stayPage = again.pages.find((page) => page.includes('CHK-20931')) ?? ''
    expect(Number(/issue (\d+)/.exec(stayPage)?.[1])).toBeGreaterThan(Number(issue))
  })
})

describe('the client’s page', () => {
  it('offers the travel documents only on a link the agent made with them, once a supplier confirmed', async () => {
    const id = await requested()
    const link = async (travelDocuments?: boolean) => {
      const made = await call(
        'POST',
        'http://localhost:3000/b2badminapi/api/ClientItinerary/CreateLink',
        { bookingId: id, ...(travelDocuments === undefined ? {} : { travelDocuments }) },
        ANNA,
      )
      expect(made.status).toBe(200)
      expect(made.data.link.travelDocuments).toBe(travelDocuments ?? false)
      return new URL(made.data.url).pathname
    }
    const offered = await link(true)
    const plain = await link()
    const page = async (path: string) => (await api.request(`http://localhost:3000${path}`)).text()
    const pack = (path: string) => api.request(`http://localhost:3000${path}/travel-documents?size=letter`)
    // Not confirmed yet: nothing to offer.
    expect(await page(offered)).not.toContain('data-travel-documents')
    expect((await pack(offered)).status).toBe(404)

    await confirm(id)
    await confirmedBySupplier(id, 'stay', 'CHK-20931')
    const html = await page(offered)
    expect(html).toContain(`href="${offered}/travel-documents?size=a4" data-travel-documents`)
    expect(html).toContain('Travel documents with vouchers (Letter)')
    const file = await pack(offered)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    const read = await readPdf(await file.arrayBuffer())
    expect(read.pages.at(-1)).toContain('CHK-20931')
    expect(read.text).not.toContain(PASSPORT)

    // A link made without them, a forged token and a revoked link: no travel documents.
    expect(await page(plain)).not.toContain('data-travel-documents')
    expect((await pack(plain)).status).toBe(404)
    expect((await pack(`/itinerary/${'A'.repeat(43)}`)).status).toBe(404)
    const links = await call(
      'POST',
      'http://localhost:3000/b2badminapi/api/ClientItinerary/Links',
      { bookingId: id },
      ANNA,
    )
    const mine = links.data.find((one: TJson) => one.travelDocuments)
    await call(
      'POST',
      'http://localhost:3000/b2badminapi/api/ClientItinerary/RevokeLink',
      { bookingId: id, linkId: mine.id },
      ANNA,
    )
    expect((await pack(offered)).status).toBe(404)
  })
})

describe('the partner API and webhooks', () => {
  it('GetSupplierStatus shows each service’s state; answers raise supplier.answered and voucher.issued', async () => {
    const id = await requested()
    await confirm(id)
    const booking = await payload.findByID({ collection: 'bookings', id, depth: 0 })
    await payload.create({
      collection: 'webhook-endpoints',
      data: {
        agency: String(booking.agency),
        url: 'https://hooks.lotus-travel.example/monsoon',
        events: ['supplier.answered', 'voucher.issued'],
        active: true,
        secretSealed: 'not-used-here',
      },
    })
    const before = await call('POST', 'GetSupplierStatus', { _id: id }, ANNA)
    expect(before.status).toBe(200)
    expect(before.data.map((row: TJson) => row.status)).toEqual(['requested', 'requested', 'requested'])
    expect((await call('POST', 'GetSupplierStatus', { _id: id }, OLIVIA)).status).toBe(404)

    await confirmedBySupplier(id, 'stay', 'CHK-77')
    const after = await call('POST', 'GetSupplierStatus', { _id: id }, ANNA)
    expect(after.data.find((one: TJson) => one.kind === 'stay')).toMatchObject({
      status: 'confirmed',
      confirmationNumber: 'CHK-77',
      voucherIssue: expect.any(Number),
    })
    const { docs } = await payload.find({
      collection: 'webhook-deliveries',
      where: { agency: { equals: String(booking.agency) } },
      depth: 0,
      pagination: false,
    })
    const events = docs.filter((delivery) => JSON.parse(delivery.body).data?.bookingId === id)
    expect(events.map((delivery) => delivery.eventType).sort()).toEqual(['supplier.answered', 'voucher.issued'])
    const answered = JSON.parse(events.find((one) => one.eventType === 'supplier.answered')?.body ?? '{}')
    expect(answered.data).toMatchObject({ status: 'confirmed', confirmationNumber: 'CHK-77', code: booking.Code })
  })
})

describe('the supplier’s copy', () => {
  it('is a confirmed service’s voucher under Monsoon’s name, for the reservations desk only', async () => {
    const { createLocalReq } = await import('payload')
    const id = await requested()
    await confirm(id)
    const row = (await reservations(id)).find((one) => one.kind === 'transfer')
    const download = async (who: User) => {
      const endpoint = (
        payload.collections['supplier-reservations'].config.endpoints as import('payload').Endpoint[]
      ).find((one) => one.path === '/:id/voucher')
      if (!endpoint) throw new Error('No voucher endpoint')
      const req = await createLocalReq({ user: { ...who, collection: 'users' } }, payload)
      Object.assign(req, { routeParams: { id: row?.id }, url: 'http://localhost:3000/cms-api/x?size=letter' })
      return endpoint.handler(req)
    }
    expect((await download(consultant)).status).toBe(409)
    await payload.update({
      collection: 'supplier-reservations',
      id: String(row?.id),
      data: { version: row?.version, status: 'confirmed', confirmationNumber: 'TRF-12' },
      user: asStaff(consultant),
      overrideAccess: false,
    })
    const file = await download(consultant)
    expect(file.status).toBe(200)
    const read = await readPdf(await file.arrayBuffer())
    expect(read.pages).toHaveLength(1)
    expect(read.size).toEqual([612, 792])
    expect(read.text).toContain('Monsoon Destination Management')
    expect(read.text).toContain('TRF-12')
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'ed@monsoon.test', password: 'staff-pass-12', roles: ['editor'] },
    })
    expect((await download(editor)).status).toBe(403)
  })
})
