import { createLocalReq, type Endpoint, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addActivities,
  addHotel,
  priceTours,
  quickAddChoice,
  removeLine,
  type TCustomLine,
  type THotelOffer,
  type TLine,
  type TTourDay,
} from '@/domain/itinerary'
import { addDays } from '@/domain/pricing/dates'
import { ANNA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { bookingHeader, buildItinerary, type TJson } from '../support/vault'

/**
 * The consultant's quote editor (issue 54) through the one write path: what /admin saves is a
 * staff write of `tours`, of which only Monsoon's prices, free-text lines and removals count.
 */

let payload: Payload
let call: TVault['call']
let staff: TJson
let other: TJson
let STAFF_STALE_MESSAGE: string

beforeAll(async () => {
  ;({ payload, call } = await bootDemoVault())
  // Imported once Payload is booted: the module reaches the catalogue, which reads the configuration.
  ;({ STAFF_STALE_MESSAGE } = await import('@/server/bookings/staff-edit'))
  const user = (email: string, name: string) =>
    payload.create({
      collection: 'users',
      data: { email, password: 'consultant-pass-1', roles: ['consultant'], name },
    })
  staff = { ...(await user('lan@monsoon.test', 'Lan Pham')), collection: 'users' }
  other = { ...(await user('minh@monsoon.test', 'Minh Vo')), collection: 'users' }
}, 120_000)

/** A booking Anna sent to Monsoon: a program, a 3-night stay and a transfer. */
async function requested(name: string) {
  const created = await call('POST', 'AddBooing', bookingHeader({ nameTour: name }), ANNA)
  const id = created.data._id as string
  const days = await buildItinerary(call, created.data, ANNA)
  const saved = await call('PUT', 'UpdateToursBooing', { _id: id, version: 1, Tours: days, status: 'requested' }, ANNA)
  expect(saved.status).toBe(200)
  return payload.findByID({ collection: 'bookings', id, depth: 0 })
}

const staffSave = (who: TJson, id: string, data: Record<string, unknown>) =>
  payload.update({ collection: 'bookings', id, data, user: who, overrideAccess: false, depth: 0 })

const lines = (days: TTourDay[]) => days.flatMap((day) => day.Activities)
const withPrice = (days: TTourDay[], lineId: string, priceOverride: number) =>
  days.map((day) => ({
    ...day,
    Activities: day.Activities.map((line) => (line._id === lineId ? { ...line, priceOverride } : line)),
  }))
const dinner = (): Partial<TCustomLine> => ({
  _id: 'new1',
  nameTour: 'Private dinner by the river',
  note: 'Set menu for the party',
  price: 180_00,
  type: 'DayProgram',
  kind: 'custom',
})
const withDinner = (days: TTourDay[], index: number) =>
  days.map((day, at) => (at === index ? { ...day, Activities: [...day.Activities, dinner() as TLine] } : day))

const refusal = async (work: Promise<unknown>) => {
  try {
    await work
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message }
  }
  return null
}

describe('the consultant’s quote editor (issue 54)', () => {
  it('re-prices a line, adds a free-text line and sends the quote: totals, version, history, validity, the agent’s view', async () => {
    const booking = await requested('Quote editor round trip')
    const tours = booking.tours as TTourDay[]
    const program = lines(tours).find((line) => line.kind === 'activity') as TLine
    const before = booking.total
    const saved = await staffSave(staff, booking.id, {
      tours: withDinner(withPrice(tours, program._id, program.total - 10_00), 1),
      status: 'quoted',
      version: booking.version,
    })
    expect(saved.total).toBe(before - 10_00 + 180_00)
    const added = lines(saved.tours as TTourDay[]).find((line) => line.kind === 'custom') as TCustomLine
    expect(added).toMatchObject({ nameTour: 'Private dinner by the river', total: 180_00 })
    expect(added._id).not.toBe('new1')
    expect(added.tourId).toMatch(/^[0-9a-f-]{36}$/)
    const today = new Date().toISOString().slice(0, 10)
    expect(saved.quoteValidUntil?.slice(0, 10)).toBe(addDays(today, 14))

    const { docs: quotes } = await payload.find({
      collection: 'booking-quotes',
      where: { booking: { equals: booking.id } },
    })
    expect(quotes.map((quote) => quote.total)).toEqual([saved.total])
    const seen = (await call('POST', 'getOneRequestBooing', { _id: booking.id }, ANNA)).data
    expect(seen).toMatchObject({ status: 'quoted', total: saved.total, quoteValidUntil: addDays(today, 14) })
    expect(seen.history[0]).toMatchObject({ actorKind: 'staff', toStatus: 'quoted' })
    expect(seen.history[0].summary).toBe(
      'Status Requested → Quoted; Quote edited: 1 price changed, 1 free-text line added',
    )

    // The agent's save keeps Monsoon's line and price; an agent cannot add a free-text line.
    const kept = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: booking.id, version: seen.version, Tours: seen.Tours, status: '' },
      ANNA,
    )
    expect(kept.status).toBe(200)
    expect(kept.data.total).toBe(saved.total)
    expect(kept.data.status).toBe('changes_requested')
    const forged = kept.data.Tours.map((day: TJson, at: number) =>
      at === 2 ? { ...day, Activities: [...day.Activities, { ...added, _id: '9001', seq: 9001, price: 1 }] } : day,
    )
    const refused = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: booking.id, version: kept.data.version, Tours: forged, status: '' },
      ANNA,
    )
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.error)).toContain('Only Monsoon adds free-text lines')

    // Changing the quoted booking again is a new quote: version 2, and the agent is told.
    const again = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    await staffSave(staff, booking.id, { status: 'quoted', version: again.version })
    const requote = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    // A free-text line's price is its own (`price`); Monsoon's price field does not apply to it.
    const cheaper = (requote.tours as TTourDay[]).map((day) => ({
      ...day,
      Activities: day.Activities.map((line) => (line._id === added._id ? { ...line, price: 150_00 } : line)),
    }))
    const third = await staffSave(staff, booking.id, {
      tours: withPrice(cheaper, added._id, 1),
      version: requote.version,
    })
    expect(third.total).toBe(saved.total - 30_00)
    const { totalDocs } = await payload.count({
      collection: 'booking-quotes',
      where: { booking: { equals: booking.id } },
    })
    expect(totalDocs).toBe(3)
  })

  it('two consultants on one quote: the second save is refused with a 409, and the first one’s change is kept', async () => {
    const booking = await requested('Two consultants')
    const tours = booking.tours as TTourDay[]
    const program = lines(tours).find((line) => line.kind === 'activity') as TLine
    await staffSave(staff, booking.id, { tours: withPrice(tours, program._id, 1_00), version: booking.version })
    const second = await refusal(
      staffSave(other, booking.id, { tours: withDinner(tours, 0), version: booking.version }),
    )
    expect(second).toEqual({ status: 409, message: STAFF_STALE_MESSAGE })
    const now = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(lines(now.tours as TTourDay[]).find((line) => line._id === program._id)?.total).toBe(1_00)
    expect(lines(now.tours as TTourDay[]).some((line) => line.kind === 'custom')).toBe(false)
    // The agent saving in between makes the consultant's form stale too.
    const seen = (await call('POST', 'getOneRequestBooing', { _id: booking.id }, ANNA)).data
    await call(
      'PUT',
      'UpdateToursBooing',
      { _id: booking.id, version: seen.version, Tours: seen.Tours, status: '' },
      ANNA,
    )
    const stale = await refusal(staffSave(staff, booking.id, { tours: withDinner(tours, 0), version: now.version }))
    expect(stale?.status).toBe(409)
  })

  it('refuses what Monsoon may not change, with a 4xx, and never takes a total from the form', async () => {
    const booking = await requested('Hostile quote edits')
    const tours = booking.tours as TTourDay[]
    const program = lines(tours).find((line) => line.kind === 'activity') as TLine
    // A service the catalogue does not hold, and the same service twice on its day.
    const invented = tours.map((day, at) =>
      at === 4
        ? {
            ...day,
            Activities: [
              ...day.Activities,
              { ...program, _id: '777', seq: 777, tourId: '0b6b0c5e-0000-4000-8000-00000000dead' },
            ],
          }
        : day,
    )
    const twice = tours.map((day, at) =>
      at === 0 ? { ...day, Activities: [...day.Activities, { ...program, _id: '778', seq: 778 }] } : day,
    )
    for (const bad of [
      invented,
      twice,
      withPrice(tours, program._id, -5),
      withPrice(tours, program._id, 1.5),
      [{ ...withDinner(tours, 0)[0], Activities: [{ ...dinner(), nameTour: 'A\u0000B' }] }, ...tours.slice(1)],
      tours.slice(2),
      'not a list',
    ]) {
      const refused = await refusal(staffSave(staff, booking.id, { tours: bad, version: booking.version }))
      expect(refused?.status).toBe(400)
    }
    const forgedTotal = await staffSave(staff, booking.id, {
      total: 1,
      version: booking.version,
      staffNote: 'Checking',
    })
    expect(forgedTotal.total).toBe(booking.total)
    // A cancelled booking's itinerary is not edited (a confirmed one is amended: suppliers.int.test.ts).
    await staffSave(staff, booking.id, { status: 'cancelled' })
    const cancelled = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    const late = await refusal(
      staffSave(staff, booking.id, { tours: withDinner(tours, 0), version: cancelled.version }),
    )
    expect(late?.status).toBe(409)
  })

  it('an expired quote cannot be accepted; the agent asks for a new one', async () => {
    const booking = await requested('Expired quote')
    const quoted = await staffSave(staff, booking.id, { status: 'quoted', quoteValidUntil: '2099-01-01T12:00:00.000Z' })
    expect(quoted.quoteValidUntil?.slice(0, 10)).toBe('2099-01-01')
    // The day passes (set in the database, as time would).
    await payload.db.updateOne({
      collection: 'bookings',
      id: booking.id,
      data: { quoteValidUntil: '2020-01-01T12:00:00.000Z' },
    })
    const seen = (await call('POST', 'getOneRequestBooing', { _id: booking.id }, ANNA)).data
    const accept = await call('POST', 'AnswerQuote', { _id: booking.id, version: seen.version, answer: 'accept' }, ANNA)
    expect(accept.status).toBe(409)
    expect(accept.error?.message).toBe(
      'This quote was valid until 1 Jan 2020. Request changes to ask Monsoon for a new one.',
    )
    const changes = await call(
      'POST',
      'AnswerQuote',
      { _id: booking.id, version: seen.version, answer: 'changes', message: 'Please quote again' },
      ANNA,
    )
    expect(changes.status).toBe(200)
  })

  it('records the hotel’s answer per stay: every night carries it, the agent sees it, the agent’s save keeps it', async () => {
    const booking = await requested('Hotel answers')
    const tours = booking.tours as TTourDay[]
    const answered = tours.map((day) => ({
      ...day,
      Activities: day.Activities.map((line) =>
        line.kind === 'hotel' && line.night === 1
          ? { ...line, answer: { status: 'confirmed', reference: 'CHK-20931' } }
          : line,
      ),
    }))
    const saved = await staffSave(staff, booking.id, { tours: answered, version: booking.version })
    const nights = lines(saved.tours as TTourDay[]).filter((line) => line.kind === 'hotel')
    expect(nights.length).toBe(3)
    for (const night of nights)
      expect(night.kind === 'hotel' && night.answer).toEqual({ status: 'confirmed', reference: 'CHK-20931' })
    const seen = (await call('POST', 'getOneRequestBooing', { _id: booking.id }, ANNA)).data
    expect(seen.history[0].summary).toBe('Quote edited: 1 hotel answer recorded')
    const kept = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: booking.id, version: seen.version, Tours: seen.Tours, status: '' },
      ANNA,
    )
    expect(lines(kept.data.Tours).filter((line: TJson) => line.answer?.reference === 'CHK-20931')).toHaveLength(3)
    const bad = await refusal(
      staffSave(staff, booking.id, {
        tours: answered.map((day) => ({
          ...day,
          Activities: day.Activities.map((line) =>
            line.kind === 'hotel' ? { ...line, answer: { status: 'confirmed', reference: 'x'.repeat(61) } } : line,
          ),
        })),
        version: kept.data.version,
      }),
    )
    expect(bad?.status).toBe(400)
  })
})

/** The quote editor's catalogue search, called as Payload's REST handler calls the endpoint. */
async function searchCatalogue(user: TJson | null, id: string, body: unknown) {
  const endpoint = (payload.collections.bookings.config.endpoints as Endpoint[]).find(
    (e) => e.path === '/:id/catalogue',
  )
  if (!endpoint) throw new Error('No catalogue endpoint')
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  Object.assign(req, { routeParams: { id }, text: async () => JSON.stringify(body) })
  const response = await endpoint.handler(req)
  return { status: response.status, body: (await response.json()) as TJson }
}

describe('the consultant adds and swaps catalogue services (issue 54)', () => {
  it('finds services priced for the agent, adds a program and swaps the stay; the server builds them from the catalogue', async () => {
    const booking = await requested('Catalogue in the quote')
    const tours = booking.tours as TTourDay[]
    const party = { adults: booking.adultQuantity, childAges: (booking.lsChildren ?? []).map((child) => child.age) }
    const found = await searchCatalogue(staff, booking.id, { day: 3, kind: 'DayProgram', search: '' })
    expect(found.status).toBe(200)
    expect(found.body.data.currency).toBe(booking.currency)
    const onDay = new Set(tours[2]?.Activities.map((line) => line.tourId))
    const program = found.body.data.items.find((item: TJson) => !onDay.has(item._id))
    expect(program).toBeTruthy()
    const hotels = await searchCatalogue(staff, booking.id, { day: 1, kind: 'Accommodation', search: '', nights: 3 })
    expect(hotels.status).toBe(200)
    expect(hotels.body.data.nights).toBe(3)
    const stay = lines(tours).find((line) => line.kind === 'hotel' && line.night === 1) as TLine
    const other = hotels.body.data.items.find((hotel: TJson) => hotel._id !== stay.tourId) as THotelOffer
    expect(other.rooms[0]).toHaveProperty('availability')

    // What the editor does: the vault's own operations, then the form saved with the new days.
    let days = addActivities(tours, 2, [{ offer: program }])
    days = removeLine(days, 0, stay._id)
    days = addHotel(days, 0, { hotel: other, rooms: [quickAddChoice(other.rooms[0] as never, party)], nights: 3 })
    const preview = priceTours(days, party).total
    const saved = await staffSave(staff, booking.id, { tours: days, version: booking.version })
    expect(saved.total).toBe(preview)
    const after = lines(saved.tours as TTourDay[])
    expect(after.some((line) => line.tourId === program._id && line.kind === 'activity')).toBe(true)
    const nights = after.filter((line) => line.kind === 'hotel')
    expect(nights.map((line) => line.tourId)).toEqual([other._id, other._id, other._id])
    expect(new Set(nights.map((line) => (line.kind === 'hotel' ? line.stayId : ''))).size).toBe(1)
    const seen = (await call('POST', 'getOneRequestBooing', { _id: booking.id }, ANNA)).data
    expect(seen.history[0].summary).toBe('Quote edited: 2 services added from the catalogue, 1 service removed')

    // A forged price on an added line is not taken: the catalogue's is.
    const cheap = addActivities(saved.tours as TTourDay[], 4, [{ offer: { ...program, adultPrice: 1 } }])
    const forged = await staffSave(staff, booking.id, { tours: cheap, version: saved.version })
    expect(forged.total - saved.total).toBe(
      priceTours(addActivities(saved.tours as TTourDay[], 4, [{ offer: program }]), party).total - saved.total,
    )
  })

  it('refuses the search to the wrong people and for bad questions, with a 4xx', async () => {
    const booking = await requested('Catalogue refusals')
    expect((await searchCatalogue(null, booking.id, { day: 1, kind: 'DayProgram' })).status).toBe(403)
    for (const body of [
      { day: 0, kind: 'DayProgram' },
      { day: 1, kind: 'Boat' },
      { day: 1, kind: 'DayProgram', search: 'x'.repeat(101) },
      { day: 99, kind: 'DayProgram' },
      { day: 1, kind: 'DayProgram', extra: true },
      { day: 10, kind: 'Accommodation' },
    ])
      expect((await searchCatalogue(staff, booking.id, body)).status).toBe(400)
    expect(
      (await searchCatalogue(staff, '0b6b0c5e-0000-4000-8000-00000000dead', { day: 1, kind: 'Transfer' })).status,
    ).toBe(404)
    // A confirmed trip is amended from the catalogue too; a cancelled one is not.
    await staffSave(staff, booking.id, { status: 'confirmed', confirmNote: 'Travellers follow' })
    expect((await searchCatalogue(staff, booking.id, { day: 1, kind: 'Transfer' })).status).toBe(200)
    await staffSave(staff, booking.id, { status: 'cancelled' })
    expect((await searchCatalogue(staff, booking.id, { day: 1, kind: 'Transfer' })).status).toBe(409)
  })
})
