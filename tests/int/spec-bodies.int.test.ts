import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ANNA, JONAS } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { BOOKING_API, bookingHeader, buildItinerary, type TJson } from '../support/vault'

/**
 * Spec §7's calls made with exactly the bodies §7 describes (issue 55): UpdateToursBooing "_id,
 * Tours, comment, status, total, lsChildren (age, No, price)", UpdateInfoBooing "_id and header",
 * RemoveBooking "with a body", Users/ClientTarifflogin with §3's search body. None carries a
 * version: each answers 2xx, the last write winning; a caller that does send a version (in the
 * body or as `If-Match`, the booking's `ETag`) still gets 409 when it is stale.
 */

let payload: Payload
let api: TVault['api']
let tokens: TVault['tokens']
let call: TVault['call']

beforeAll(async () => {
  ;({ payload, api, tokens, call } = await bootDemoVault({ agents: [ANNA, JONAS] }))
}, 120_000)

type TRaw = { status: number; etag: string | null; data: TJson; error: TJson }

/** One call as a partner's client makes it: a JSON body (or raw text), the agent's token, maybe headers. */
async function send(
  method: string,
  url: string,
  body: unknown,
  options: { who?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<TRaw> {
  const response = await api.request(url.startsWith('http') ? url : `${BOOKING_API}/${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens[options.who ?? ANNA]}`,
      ...options.headers,
    },
    body: options.raw ?? JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as { data?: TJson; error?: TJson }
  return { status: response.status, etag: response.headers.get('etag'), data: json.data, error: json.error }
}

/** §7 AddBooing: the booking header plus status draft and CreateBy. */
async function newBooking(nameTour: string) {
  const created = await send('POST', 'AddBooing', {
    ...bookingHeader({ nameTour }),
    status: 'draft',
    CreateBy: { _id: 'ignored', cname: 'Anna', cemail: ANNA },
  })
  expect(created.status).toBe(200)
  return created.data
}

/** §7 UpdateToursBooing's body, no more: _id, Tours, comment, status, total, lsChildren (age, No, price). */
const toursBody = (booking: TJson, Tours: unknown, comment = 'Spec body') => ({
  _id: booking._id,
  Tours,
  comment,
  status: 'draft',
  total: booking.total,
  lsChildren: booking.lsChildren.map((child: TJson) => ({ age: child.age, No: child.No, price: 0 })),
})

/** §7 UpdateInfoBooing's body: _id and the header (the detail's header fields, as read). */
const infoBody = (booking: TJson, over: Record<string, unknown> = {}) => ({
  _id: booking._id,
  nameTour: booking.nameTour,
  begindate: booking.begindate.slice(0, 10),
  enddate: booking.enddate.slice(0, 10),
  departureCity: booking.departureCity,
  departureCountry: booking.departureCountry,
  departureLocation: booking.departureLocation,
  finishCity: booking.finishCity,
  finishCountry: booking.finishCountry,
  finishLocation: booking.finishLocation,
  adultQuantity: booking.adultQuantity,
  childQuantity: booking.childQuantity,
  lsChildren: booking.lsChildren,
  rooms: booking.rooms,
  comment: booking.comment,
  languageId: booking.languageId,
  ...over,
})

describe('spec §7 booking writes with the spec’s own bodies (no version)', () => {
  it('UpdateToursBooing, UpdateInfoBooing and RemoveBooking answer 2xx; each answer carries its version as ETag', async () => {
    const booking = await newBooking('Spec bodies')
    const read = await send('POST', 'getOneRequestBooing', { _id: booking._id })
    expect(read.status).toBe(200)
    expect(read.etag).toBe(`"${read.data.version}"`)

    const days = await buildItinerary(call, booking, ANNA)
    const saved = await send('PUT', 'UpdateToursBooing', toursBody(booking, days))
    expect(saved.status, JSON.stringify(saved.error)).toBe(200)
    expect(saved.data).toMatchObject({ version: 2, comment: 'Spec body', status: 'draft' })
    expect(saved.data.total).toBeGreaterThan(0)
    expect(saved.etag).toBe('"2"')

    // The Tours as the answer gave them, sent back as they are (every §3 field included).
    const again = await send('PUT', 'UpdateToursBooing', toursBody(saved.data, saved.data.Tours, 'Round trip'))
    expect(again.status, JSON.stringify(again.error)).toBe(200)
    expect(again.data.total).toBe(saved.data.total)
    expect(again.data.version).toBe(3)

    const info = await send('PUT', 'UpdateInfoBooing', infoBody(again.data, { nameTour: 'Spec bodies, renamed' }))
    expect(info.status, JSON.stringify(info.error)).toBe(200)
    expect(info.data).toMatchObject({ nameTour: 'Spec bodies, renamed', version: 4, total: saved.data.total })
    expect(info.etag).toBe('"4"')

    // The header as AddBooing took it (status, CreateBy) or as the answer gives it (the consultant as { _id, name }).
    const consultants = await send('GET', 'Consultants', undefined)
    const consultant = consultants.data[0]
    expect(consultant).toBeDefined()
    const asAnswered = await send(
      'PUT',
      'UpdateInfoBooing',
      infoBody(info.data, { status: info.data.status, CreateBy: info.data.CreateBy, tourConsultant: consultant }),
    )
    expect(asAnswered.status, JSON.stringify(asAnswered.error)).toBe(200)
    expect(asAnswered.data.tourConsultant).toEqual(consultant)
    const unknownConsultant = { _id: booking._id, name: 'Nobody' }
    expect(
      (await send('PUT', 'UpdateInfoBooing', infoBody(info.data, { tourConsultant: unknownConsultant }))).status,
    ).toBe(400)

    const removed = await send('DELETE', 'RemoveBooking', { _id: booking._id })
    expect(removed.status).toBe(200)
    expect(removed.data).toEqual({ _id: booking._id })
    expect((await send('POST', 'getOneRequestBooing', { _id: booking._id })).status).toBe(404)
  })

  it('takes lines with only §3’s fields: no _id, seq or kind (order, IsItem and type say them)', async () => {
    const booking = await newBooking('Spec lines')
    const days = await buildItinerary(call, booking, ANNA)
    const withIds = await send('PUT', 'UpdateToursBooing', toursBody(booking, days))
    expect(withIds.status).toBe(200)
    const bare = withIds.data.Tours.map((day: TJson) => ({
      ...day,
      Activities: day.Activities.map(({ _id, seq, kind, ...line }: TJson) => line),
    }))
    const saved = await send('PUT', 'UpdateToursBooing', toursBody(withIds.data, bare))
    expect(saved.status, JSON.stringify(saved.error)).toBe(200)
    expect(saved.data.total).toBe(withIds.data.total)
    const kinds = (answer: TRaw) =>
      answer.data.Tours.map((day: TJson) => day.Activities.map((line: TJson) => line.kind))
    expect(kinds(saved)).toEqual(kinds(withIds))
  })

  it('still refuses a stale version, in the body or as If-Match (409), and a malformed If-Match (400)', async () => {
    const booking = await newBooking('Two tabs, spec bodies')
    const first = await send('PUT', 'UpdateToursBooing', toursBody(booking, booking.Tours, 'first'))
    expect(first.etag).toBe('"2"')

    const staleBody = await send('PUT', 'UpdateToursBooing', { ...toursBody(booking, booking.Tours), version: 1 })
    expect(staleBody.status).toBe(409)
    expect(staleBody.error.code).toBe('STALE_VERSION')
    const staleTag = await send('PUT', 'UpdateToursBooing', toursBody(booking, booking.Tours), {
      headers: { 'if-match': '"1"' },
    })
    expect(staleTag.status).toBe(409)
    expect(staleTag.error.code).toBe('STALE_VERSION')
    const staleInfo = await send('PUT', 'UpdateInfoBooing', infoBody(first.data), { headers: { 'if-match': '"1"' } })
    expect(staleInfo.status).toBe(409)
    const staleRemove = await send('DELETE', 'RemoveBooking', { _id: booking._id }, { headers: { 'if-match': '"1"' } })
    expect(staleRemove.status).toBe(409)
    const staleRemoveBody = await send('DELETE', 'RemoveBooking', { _id: booking._id, version: 1 })
    expect(staleRemoveBody.status).toBe(409)

    for (const tag of ['W/"2"', '2', '"abc"', '"2", "3"', '"0"'])
      expect(
        (await send('PUT', 'UpdateToursBooing', toursBody(booking, []), { headers: { 'if-match': tag } })).status,
      ).toBe(400)
    const disagree = await send(
      'PUT',
      'UpdateToursBooing',
      { ...toursBody(booking, []), version: 2 },
      {
        headers: { 'if-match': '"1"' },
      },
    )
    expect(disagree.status).toBe(400)
    expect(disagree.error.fields[0].field).toBe('version')

    // Nothing stale was written: the booking is still at version 2 with its first comment.
    const current = await send('POST', 'getOneRequestBooing', { _id: booking._id })
    expect(current.data).toMatchObject({ version: 2, comment: 'first' })
    // The ETag as read, sent back, is a write at that version; `*` is any version.
    const tagged = await send('PUT', 'UpdateToursBooing', toursBody(booking, [], 'tagged'), {
      headers: { 'if-match': current.etag as string },
    })
    expect([tagged.status, tagged.etag]).toEqual([200, '"3"'])
    const any = await send('PUT', 'UpdateInfoBooing', infoBody(tagged.data), { headers: { 'if-match': '*' } })
    expect([any.status, any.etag]).toEqual([200, '"4"'])
    const removed = await send('DELETE', 'RemoveBooking', { _id: booking._id }, { headers: { 'if-match': '"4"' } })
    expect(removed.status).toBe(200)
  })

  it('keeps hostile input a 4xx: NUL bytes, wrong types, huge bodies, someone else’s booking', async () => {
    const booking = await newBooking('Hostile')
    const nul = await send('PUT', 'UpdateToursBooing', toursBody(booking, [], 'a\u0000b'))
    expect(nul.status).toBe(400)
    for (const body of [
      { ...toursBody(booking, []), version: '1' },
      { ...toursBody(booking, []), Tours: 'all' },
      { ...toursBody(booking, []), lsChildren: [{ age: 'eight' }] },
      { ...toursBody(booking, []), status: 42 },
      { ...toursBody(booking, [{ date: booking.Tours[0].date, Activities: [{ tourId: 'x', type: 'Hotel' }] }]) },
    ]) {
      const answer = await send('PUT', 'UpdateToursBooing', body)
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400)
    }
    expect((await send('PUT', 'UpdateInfoBooing', { _id: booking._id, adultQuantity: 'two' })).status).toBe(400)
    expect((await send('DELETE', 'RemoveBooking', { _id: 42 })).status).toBe(400)
    const huge = await send('PUT', 'UpdateToursBooing', null, {
      raw: JSON.stringify({ ...toursBody(booking, []), comment: 'x'.repeat(3_000_000) }),
    })
    expect(huge.status).toBeGreaterThanOrEqual(400)
    expect(huge.status).toBeLessThan(500)
    // Another agent's write without a version is no way in: their agency does not hold it (404).
    expect((await send('DELETE', 'RemoveBooking', { _id: booking._id }, { who: JONAS })).status).toBe(404)
    expect((await send('POST', 'getOneRequestBooing', { _id: booking._id })).data.version).toBe(1)
  })
})

describe('spec §3 fields of a booking’s lines', () => {
  it('a hotel night names its period and option, every line its content', async () => {
    const booking = await newBooking('Spec fields')
    const days = await buildItinerary(call, booking, ANNA)
    await send('PUT', 'UpdateToursBooing', toursBody(booking, days))
    const read = await send('POST', 'getOneRequestBooing', { _id: booking._id })
    const lines: TJson[] = read.data.Tours.flatMap((day: TJson) =>
      day.Activities.map((line: TJson) => ({ ...line, date: day.date })),
    )
    const hotel = lines.find((line) => line.kind === 'hotel')
    const period = hotel.rates.periodPrices.find(
      (candidate: TJson) => candidate.beginDate <= hotel.date && hotel.date <= candidate.endDate,
    )
    expect(hotel).toMatchObject({
      idOption: `${hotel.idContract}/${hotel.idRoom}`,
      optional: hotel.rates.optionalValue,
      isItemPeriod: Boolean(period),
      idPeriod: period ? `${period.beginDate}/${period.endDate}` : null,
    })
    const { docs } = await payload.find({
      collection: 'hotels',
      where: { id: { equals: hotel.tourId } },
      select: { description: true },
      depth: 0,
    })
    expect(hotel.content).toBe(docs[0]?.description ?? '')
    const program = lines.find((line) => line.type === 'DayProgram')
    expect(program.content.length).toBeGreaterThan(0)
    for (const offer of program.lsSurcharge) expect(offer).toMatchObject({ quantity: 0, SubTotal: 0 })
    const transfer = lines.find((line) => line.type === 'Transfer')
    expect(transfer.content).toMatch(/ – .+, /)
  })
})

describe('spec §7 Users/ClientTarifflogin with §3’s search body', () => {
  const TARIFF = 'http://localhost:3000/b2badminapi/api/Users/ClientTarifflogin'

  it('takes languageId, search, nationCode, pageNumber and pageSize; search and paging do what they say', async () => {
    const languages = await payload.find({ collection: 'languages', limit: 1, sort: 'sort', depth: 0 })
    const body = { languageId: languages.docs[0]?.id, search: '', nationCode: 'th', pageNumber: 1, pageSize: 10 }
    const whole = await send('POST', TARIFF, body)
    expect(whole.status, JSON.stringify(whole.error)).toBe(200)
    expect(whole.data).toMatchObject({ pageNumber: 1, pageSize: 10 })
    expect(whole.data.hotels.length).toBe(Math.min(10, whole.data.totals.hotels))
    expect(whole.data.totals.hotels).toBeGreaterThan(1)

    const [first] = whole.data.hotels
    const found = await send('POST', TARIFF, { ...body, search: first.name })
    expect(found.data.hotels[0].name).toBe(first.name)
    expect(found.data.totals.hotels).toBeLessThan(whole.data.totals.hotels)

    const page2 = await send('POST', TARIFF, { ...body, pageNumber: 2, pageSize: 1 })
    expect(page2.data.hotels.map((hotel: TJson) => hotel.name)).toEqual([whole.data.hotels[1].name])
    expect(page2.data.totals).toEqual(whole.data.totals)

    // A nation the agent does not work in is refused; a bad page is a 400.
    expect((await send('POST', TARIFF, { ...body, nationCode: 'mm' })).status).toBe(403)
    expect((await send('POST', TARIFF, { ...body, pageSize: 0 })).status).toBe(400)
    expect((await send('POST', TARIFF, { ...body, search: 'a\u0000' })).status).toBe(400)
  })
})
