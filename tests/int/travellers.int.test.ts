import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Endpoint, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, type TIsoDate } from '@/domain/pricing/dates'
import type { User } from '@/payload-types'
import { ANNA, JONAS, OLIVIA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { bookingHeader, buildItinerary, type TJson } from '../support/vault'

/**
 * Who travels on a booking (issue 56): travellers, flights and rooming lists through the vault's
 * API and the back office, under the booking's write path; passport numbers sealed at rest and
 * masked for staff who may not read them; each hostile input a 4xx that writes nothing.
 */

let payload: Payload
let call: TVault['call']
let consultant: User
let admin: User
const TODAY = new Date().toISOString().slice(0, 10) as TIsoDate
const BEGIN = addDays(TODAY, 60)
const END = addDays(BEGIN, 9)
const PASSPORT = 'C01X00T47'

beforeAll(async () => {
  ;({ payload, call } = await bootDemoVault())
  const user = (email: string, roles: User['roles']) =>
    payload.create({
      collection: 'users',
      data: { email, password: 'staff-pass-12', roles, name: email.split('@')[0] },
    })
  consultant = await user('lan@monsoon.test', ['consultant'])
  admin = await user('boss@monsoon.test', ['admin'])
}, 120_000)

/** A booking of Anna's for two adults and a child of 8, with a program, a 3-night stay and a transfer. */
async function booking(status: 'draft' | 'requested' = 'draft') {
  const created = await call('POST', 'AddBooing', bookingHeader({ begindate: BEGIN, enddate: END }), ANNA)
  expect(created.status).toBe(200)
  const days = await buildItinerary(call, created.data, ANNA)
  const saved = await call('PUT', 'UpdateToursBooing', { _id: created.data._id, Tours: days, status }, ANNA)
  expect(saved.status).toBe(200)
  return saved.data._id as string
}

const adult = (over: Record<string, unknown> = {}) => ({
  id: 'anna',
  kind: 'adult',
  givenNames: 'Anna Maria',
  surname: 'Keller',
  dateOfBirth: '1985-04-02',
  nationality: 'DE',
  passportNumber: PASSPORT,
  passportExpiry: '2032-05-01',
  ...over,
})
const party = () => [
  adult(),
  adult({ id: 'jonas', givenNames: 'Jonas', passportNumber: undefined, dateOfBirth: '1983-11-20' }),
  // Eight on the first day, as the booking's child.
  adult({
    id: 'mia',
    kind: 'child',
    givenNames: 'Mia',
    dateOfBirth: addDays(BEGIN, -(8 * 365 + 30)),
    passportNumber: undefined,
  }),
]
const flights = () => [
  { direction: 'arrival', number: 'tg 921', date: BEGIN, time: '06:05', airport: 'bkk' },
  { direction: 'departure', number: 'TG920', date: END, time: '23:45', airport: 'HKT' },
]

/** Everyone in the stay's first room (it sleeps the party: two and the child's extra bed). */
async function roomingFor(id: string, who = ['anna', 'jonas', 'mia']) {
  const view = await call('POST', 'GetTravellers', { _id: id }, ANNA)
  const stay = view.data.stays[0]
  return [{ stayId: stay.stayId, lineId: stay.rooms[0].lineId, room: 1, travellerIds: who }]
}

async function action(id: string, user: User, body: unknown): Promise<{ status: number; body: TJson }> {
  const endpoint = (payload.collections.bookings.config.endpoints as Endpoint[]).find(
    (one) => one.path === '/:id/travellers',
  )
  if (!endpoint) throw new Error('No travellers endpoint')
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  Object.assign(req, { routeParams: { id }, text: async () => JSON.stringify(body) })
  const response = await endpoint.handler(req)
  return { status: response.status, body: await response.json() }
}

const version = async (id: string) =>
  (await payload.findByID({ collection: 'bookings', id, depth: 0, select: { version: true } })).version

describe('the agent enters who travels', () => {
  it('says what is missing, then keeps travellers, flights and rooms, and nothing is missing', async () => {
    const id = await booking()
    const empty = await call('POST', 'GetTravellers', { _id: id }, ANNA)
    expect(empty.status).toBe(200)
    expect(empty.data.party).toEqual({ adults: 2, childAges: [8] })
    expect(empty.data.gaps.map((gap: TJson) => gap.code)).toEqual([
      'notEntered',
      'noArrival',
      'noDeparture',
      'unroomed',
    ])
    expect(empty.data.gaps[0]).toEqual({ code: 'notEntered', count: 3, total: 3 })

    const saved = await call(
      'PUT',
      'UpdateTravellers',
      { _id: id, version: empty.data.version, travellers: party(), flights: flights(), rooming: await roomingFor(id) },
      ANNA,
    )
    expect(saved.error).toBeUndefined()
    expect(saved.status).toBe(200)
    expect(saved.data.version).toBe(empty.data.version + 1)
    expect(saved.data.gaps).toEqual([])
    expect(saved.data.travellers.map((one: TJson) => [one.id, one.kind, one.age])).toEqual([
      ['anna', 'adult', expect.any(Number)],
      ['jonas', 'adult', expect.any(Number)],
      ['mia', 'child', 8],
    ])
    // The agency reads its travellers' passport numbers in full; flights as people write them are normalised.
    expect(saved.data.travellers[0]).toMatchObject({ passportNumber: PASSPORT, passportMasked: false })
    expect(saved.data.flights[0]).toMatchObject({ number: 'TG921', airport: 'BKK', travellerIds: [] })

    // A colleague who does not sell Thailand does not see them; the history says how many, never who.
    expect((await call('POST', 'GetTravellers', { _id: id }, JONAS)).status).toBe(404)
    const detail = await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)
    const entry = detail.data.history.find((one: TJson) => one.action === 'travellers')
    expect(entry.summary).toBe('Travellers: 3 of 3 entered, 2 flights, 1 room assigned')
    const shown = JSON.stringify(detail.data)
    for (const secret of [PASSPORT, 'Keller', '1985-04-02']) expect(shown).not.toContain(secret)
  })

  it('seals passport numbers at rest, keeps one left out and removes one sent as null', async () => {
    const id = await booking()
    await call('PUT', 'UpdateTravellers', { _id: id, travellers: party() }, ANNA)
    const rows = await payload.db.drizzle.execute(sql`select manifest::text as manifest from bookings where id = ${id}`)
    const stored = String((rows as unknown as { rows: { manifest: string }[] }).rows[0]?.manifest)
    expect(stored).not.toContain(PASSPORT)
    expect(stored).toMatch(/"sealed": ?"v1\./)

    const kept = await call(
      'PUT',
      'UpdateTravellers',
      { _id: id, travellers: [adult({ passportNumber: undefined })] },
      ANNA,
    )
    expect(kept.data.travellers[0].passportNumber).toBe(PASSPORT)
    const removed = await call(
      'PUT',
      'UpdateTravellers',
      { _id: id, travellers: [adult({ passportNumber: null })] },
      ANNA,
    )
    expect(removed.data.travellers[0].passportNumber).toBeNull()
  })

  it('exports one traveller’s data for an access request', async () => {
    const id = await booking()
    await call(
      'PUT',
      'UpdateTravellers',
      { _id: id, travellers: party(), flights: flights(), rooming: await roomingFor(id) },
      ANNA,
    )
    const data = await call('POST', 'ExportTraveller', { _id: id, travellerId: 'anna' }, ANNA)
    expect(data.status).toBe(200)
    expect(data.data.traveller).toMatchObject({ name: 'Anna Maria Keller', passportNumber: PASSPORT })
    expect(data.data.flights).toHaveLength(2)
    expect(data.data.rooms).toHaveLength(1)
    expect((await call('POST', 'ExportTraveller', { _id: id, travellerId: 'nobody' }, ANNA)).status).toBe(404)
  })
})

describe('what is refused, with nothing written', () => {
  let id: string
  let before: number
  beforeAll(async () => {
    id = await booking()
    before = await version(id)
  })

  const refused = async (body: Record<string, unknown>, who = ANNA) => {
    const answer = await call('PUT', 'UpdateTravellers', { _id: id, travellers: party(), ...body }, who)
    expect(await version(id)).toBe(before)
    return answer
  }

  it('another agency’s booking does not exist', async () => {
    expect((await call('POST', 'GetTravellers', { _id: id }, OLIVIA)).status).toBe(404)
    expect((await refused({}, OLIVIA)).status).toBe(404)
    expect((await call('POST', 'ExportTraveller', { _id: id, travellerId: 'anna' }, OLIVIA)).status).toBe(404)
  })

  it('a child whose age does not match, an adult under 18, one traveller too many', async () => {
    const child = await refused({
      travellers: [
        ...party().slice(0, 2),
        adult({ id: 'mia', kind: 'child', dateOfBirth: addDays(BEGIN, -(5 * 365)) }),
      ],
    })
    expect(child.status).toBe(400)
    expect(child.error?.fields?.[0]?.field).toBe('travellers.2.dateOfBirth')
    expect(child.error?.message).toMatch(/is 4 on .*; the booking’s children are 8\./)
    const young = await refused({ travellers: [adult({ dateOfBirth: addDays(BEGIN, -(15 * 365)) })] })
    expect(young.error?.message).toMatch(/an adult is 18 or over/)
    const many = await refused({ travellers: [...party(), adult({ id: 'x' })] })
    expect(many.error?.message).toBe('The booking is for 2 adults; 3 are entered.')
  })

  it('a flight in the past, a room not in the itinerary', async () => {
    const past = await refused({ flights: [{ ...flights()[0], date: addDays(TODAY, -1) }] })
    expect(past.status).toBe(400)
    expect(past.error?.fields?.[0]).toEqual({ field: 'flights.0.date', message: 'This flight’s date has passed' })
    const view = await call('POST', 'GetTravellers', { _id: id }, ANNA)
    const stay = view.data.stays[0]
    const room = stay.rooms[0]
    const gone = await refused({
      rooming: [{ stayId: stay.stayId, lineId: room.lineId, room: 9, travellerIds: ['anna'] }],
    })
    expect(gone.error?.fields?.[0]?.field).toBe('rooming.0.room')
  })

  it('three adults in a room for two', async () => {
    const created = await call(
      'POST',
      'AddBooing',
      bookingHeader({ begindate: BEGIN, enddate: END, adultQuantity: 3, childQuantity: 0, lsChildren: [] }),
      ANNA,
    )
    const days = await buildItinerary(call, created.data, ANNA)
    const three = created.data._id as string
    await call('PUT', 'UpdateToursBooing', { _id: three, Tours: days, status: 'draft' }, ANNA)
    const stay = (await call('POST', 'GetTravellers', { _id: three }, ANNA)).data.stays[0]
    expect(stay.rooms[0].capacity).toBe(2)
    const at = await version(three)
    const crowd = await call(
      'PUT',
      'UpdateTravellers',
      {
        _id: three,
        travellers: [adult(), adult({ id: 'jonas' }), adult({ id: 'lea' })],
        rooming: [
          { stayId: stay.stayId, lineId: stay.rooms[0].lineId, room: 1, travellerIds: ['anna', 'jonas', 'lea'] },
        ],
      },
      ANNA,
    )
    expect(crowd.status).toBe(400)
    expect(crowd.error?.message).toMatch(/^Deluxe 1 at .* sleeps 2; 3 are in it\./)
    expect(await version(three)).toBe(at)
  })

  it('NUL bytes, markup, 10,000-character names, 61 travellers, unknown fields: 400', async () => {
    for (const travellers of [
      [adult({ surname: 'Kel\u0000ler' })],
      [adult({ surname: '<img src=x onerror=alert(1)>' })],
      [adult({ givenNames: 'A'.repeat(10_000) })],
      Array.from({ length: 61 }, (_, index) => adult({ id: `t${index}` })),
      [adult({ shoeSize: 42 })],
      [adult({ nationality: 'XX' })],
      [adult({ dateOfBirth: '1985-02-30' })],
    ]) {
      const answer = await refused({ travellers })
      expect(answer.status).toBe(400)
    }
  })

  it('a stale version is a 409; two saves at the same version: one wins', async () => {
    expect((await refused({ version: before - 1 })).status).toBe(409)
    const [first, second] = await Promise.all([
      call('PUT', 'UpdateTravellers', { _id: id, version: before, travellers: party().slice(0, 1) }, ANNA),
      call('PUT', 'UpdateTravellers', { _id: id, version: before, travellers: party().slice(0, 2) }, ANNA),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    expect(await version(id)).toBe(before + 1)
    before += 1
  })
})

describe('Monsoon’s staff', () => {
  it('read passports masked unless allowed, and a masked number left alone is kept', async () => {
    const id = await booking('requested')
    await call('PUT', 'UpdateTravellers', { _id: id, travellers: party() }, ANNA)
    const masked = await action(id, consultant, {})
    expect(masked.status).toBe(200)
    expect(masked.body.data.travellers[0]).toMatchObject({ passportNumber: '•••••T47', passportMasked: true })
    expect((await action(id, admin, {})).body.data.travellers[0].passportNumber).toBe(PASSPORT)

    const travellers = masked.body.data.travellers.map(
      ({ age, passportMasked, passportNumber, ...rest }: TJson) => rest,
    )
    travellers[1].dietary = 'No pork'
    const saved = await action(id, consultant, { save: { version: masked.body.data.version, travellers } })
    expect(saved.status).toBe(200)
    expect(saved.body.data.travellers[1].dietary).toBe('No pork')
    expect((await call('POST', 'GetTravellers', { _id: id }, ANNA)).data.travellers[0].passportNumber).toBe(PASSPORT)
    const bad = await action(id, consultant, { save: { travellers: [{ ...travellers[0], surname: '' }] } })
    expect(bad.status).toBe(400)
  })

  it('confirm with what is missing only with a note, which the history keeps', async () => {
    const id = await booking('requested')
    await call('PUT', 'UpdateTravellers', { _id: id, travellers: party().slice(0, 2) }, ANNA)
    const user = { ...consultant, collection: 'users' as const }
    const refusal = await payload
      .update({ collection: 'bookings', id, data: { status: 'confirmed' }, user, overrideAccess: false })
      .then(
        () => null,
        (error: Error) => error.message,
      )
    expect(refusal).toMatch(
      /^Say why under “Confirming without all travel details” to confirm without what is missing: 1 of 3 travellers not entered yet, No arrival flight, No departure flight, .* without a room$/,
    )
    expect((await payload.findByID({ collection: 'bookings', id, depth: 0 })).status).toBe('requested')
    await payload.update({
      collection: 'bookings',
      id,
      data: { status: 'confirmed', confirmNote: 'Flights follow from the agent on Monday' },
      user,
      overrideAccess: false,
    })
    const detail = await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)
    expect(detail.data.status).toBe('confirmed')
    expect(detail.data.history[0].summary).toMatch(
      /confirmed without: 1 of 3 travellers not entered yet.*\(note: Flights follow from the agent on Monday\)/,
    )
    // After confirmation the agent still completes the list; once cancelled, nobody changes it.
    const later = await call('PUT', 'UpdateTravellers', { _id: id, travellers: party(), flights: flights() }, ANNA)
    expect(later.status).toBe(200)
    await payload.update({ collection: 'bookings', id, data: { status: 'cancelled' }, user, overrideAccess: false })
    const cancelled = await call('PUT', 'UpdateTravellers', { _id: id, travellers: party() }, ANNA)
    expect(cancelled.status).toBe(409)
    expect((await call('POST', 'GetTravellers', { _id: id }, ANNA)).data.canEdit).toBe(false)
  })
})

describe('storage limitation', () => {
  it('erases the travellers of trips over for the retention days, once, cancelled ones too', async () => {
    const { eraseDueTravellers } = await import('@/server/travellers/retention')
    const over = await booking()
    const cancelled = await booking('requested')
    const recent = await booking()
    for (const id of [over, cancelled, recent])
      expect((await call('PUT', 'UpdateTravellers', { _id: id, travellers: party() }, ANNA)).status).toBe(200)
    await payload.update({
      collection: 'bookings',
      id: cancelled,
      data: { status: 'cancelled' },
      user: { ...consultant, collection: 'users' },
      overrideAccess: false,
    })
    const ended = async (id: string, daysAgo: number) =>
      payload.db.drizzle.execute(
        sql`update bookings set enddate = now() - make_interval(days => ${daysAgo}) where id = ${id}`,
      )
    await ended(over, 91)
    await ended(cancelled, 200)
    await ended(recent, 89)

    expect(await eraseDueTravellers(payload, 90)).toBe(2)
    expect(await eraseDueTravellers(payload, 90)).toBe(0)
    const erased = await call('POST', 'GetTravellers', { _id: over }, ANNA)
    expect(erased.data).toMatchObject({ travellers: [], flights: [], gaps: [], canEdit: false })
    expect(erased.data.erasedAt).toEqual(expect.any(String))
    const rows = await payload.db.drizzle.execute(sql`select manifest::text as m from bookings where id = ${over}`)
    expect(String((rows as unknown as { rows: { m: string }[] }).rows[0]?.m)).not.toMatch(/Keller|sealed/)
    expect((await call('POST', 'GetTravellers', { _id: recent }, ANNA)).data.travellers).toHaveLength(3)
    const history = (await call('POST', 'getOneRequestBooing', { _id: over }, ANNA)).data.history
    expect(history[0]).toMatchObject({
      actorName: 'Data retention',
      summary: 'Travellers’ personal data erased, 90 days after the trip',
    })
    expect((await call('PUT', 'UpdateTravellers', { _id: over, travellers: party() }, ANNA)).status).toBe(409)
  })
})

describe('the demo data', () => {
  it('has the confirmed trip’s travellers, flights and rooms: nothing missing', async () => {
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { nameTour: { equals: 'Vietnam north to south' } },
      depth: 0,
      limit: 1,
    })
    const demo = await call('POST', 'GetTravellers', { _id: docs[0]?.id }, ANNA)
    expect(demo.status).toBe(200)
    expect(demo.data.travellers.map((one: TJson) => `${one.givenNames} ${one.surname}`)).toEqual([
      'Katrin Vogel',
      'Thomas Vogel',
      'Sabine Brandt',
      'Michael Brandt',
    ])
    expect(demo.data.flights.map((one: TJson) => one.number)).toEqual(['VN36', 'VN31'])
    expect(demo.data.gaps).toEqual([])
    expect(demo.data.problems).toEqual([])
  })
})
