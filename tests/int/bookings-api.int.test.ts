import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { addActivities, moveLine, priceTours } from '@/domain/itinerary'
import { ANNA, giveNation, JONAS, OLIVIA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import {
  bookingHeader,
  buildItinerary as buildTestItinerary,
  PARTY,
  type TJson,
  vaultCatalogue,
} from '../support/vault'

let payload: Payload
let call: TVault['call']
const header = bookingHeader
const catalogue = (nation: string, who = ANNA) => vaultCatalogue(call, nation, who)
const party = PARTY

beforeAll(async () => {
  ;({ payload, call } = await bootDemoVault())
}, 120_000)

const buildItinerary = (booking: TJson) => buildTestItinerary(call, booking, ANNA)

describe('bookings (spec §7 RequestBooking)', () => {
  it('creates a draft with its days at 07:00 UTC, once per Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'create-1' }
    const [first, again] = await Promise.all([
      call('POST', 'AddBooing', header(), ANNA, key),
      call('POST', 'AddBooing', header(), ANNA, key),
    ])
    expect(first.status).toBe(200)
    expect(again.data._id).toBe(first.data._id)
    expect(first.data).toMatchObject({
      status: 'draft',
      version: 1,
      total: 0,
      currency: 'EUR',
      nation: 'th',
      begindate: '2026-12-15T07:00:00.000Z',
      enddate: '2026-12-24T07:00:00.000Z',
      days: 10,
      nights: 9,
      CreateBy: { cemail: ANNA },
    })
    expect(first.data.Code).toMatch(/^BK\d{6}$/)
    expect(first.data.Tours.map((day: TJson) => day.date)).toHaveLength(10)
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { nameTour: { equals: 'Lanna and the islands' } },
    })
    expect(totalDocs).toBe(1)
    expect(first.data.history.map((event: TJson) => event.action)).toEqual(['created'])
  })

  it('refuses details that do not add up, naming the fields', async () => {
    const answer = await call('POST', 'AddBooing', header({ enddate: '2026-12-01', childQuantity: 2 }), ANNA)
    expect(answer.status).toBe(400)
    expect(answer.error?.fields?.map((field) => field.field).sort()).toEqual(['enddate', 'lsChildren'])
    const nation = await call('POST', 'AddBooing', header({ nation: 'mm' }), ANNA)
    expect(nation.status).toBe(400)
  })

  it('saves an itinerary priced by the server: tampered prices and totals are ignored', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'Priced' }), ANNA)
    const days = await buildItinerary(created.data)
    const expected = priceTours(days, party)
    const tampered = days.map((day) => ({
      ...day,
      total: 1,
      Activities: day.Activities.map((line) => ({ ...line, total: 1, unitPrice: 1, price: 1 })),
    }))
    const saved = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 1, Tours: tampered, comment: 'Quiet rooms', status: 'draft', total: 5 },
      ANNA,
    )
    expect(saved.status).toBe(200)
    expect(saved.data.total).toBe(expected.total)
    expect(saved.data.total).toBeGreaterThan(100_00)
    expect(saved.data.Tours.map((day: TJson) => day.total)).toEqual(expected.days.map((day) => day.total))
    expect(saved.data.Tours.map((day: TJson) => day.Activities.length)).toEqual([2, 1, 1, 1, 0, 0, 0, 0, 0, 0])
    expect(saved.data).toMatchObject({ version: 2, comment: 'Quiet rooms', status: 'draft' })

    // Reopened, it is the same itinerary with the same totals.
    const reopened = await call('POST', 'getOneRequestBooing', { _id: created.data._id }, ANNA)
    expect(reopened.data.Tours).toEqual(saved.data.Tours)
    expect(reopened.data.total).toBe(expected.total)
  })

  it('refuses a stale version and keeps what was saved', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'Two tabs' }), ANNA)
    const days = await buildItinerary(created.data)
    const first = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 1, Tours: days, status: 'draft' },
      ANNA,
    )
    expect(first.status).toBe(200)
    const moved = moveLine(days, { fromDay: 0, lineId: days[0]?.Activities[0]?._id as string, toDay: 5 })
    const stale = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 1, Tours: moved, status: 'draft' },
      ANNA,
    )
    expect(stale.status).toBe(409)
    expect(stale.error?.code).toBe('STALE_VERSION')
    expect(stale.error?.message).toMatch(/changed in another tab/)
    const current = await call('POST', 'getOneRequestBooing', { _id: created.data._id }, ANNA)
    expect(current.data.Tours).toEqual(first.data.Tours)
    expect(current.data.version).toBe(2)
    // Overwriting is a save at the current version.
    const overwrite = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 2, Tours: moved, status: 'draft' },
      ANNA,
    )
    expect(overwrite.status).toBe(200)
    // On 20 Dec the program owes its compulsory festive supplement: the server adds it (issue 54).
    const lines = overwrite.data.Tours[5].Activities
    expect(lines.map((line: { kind: string }) => line.kind)).toEqual(['activity', 'surcharge'])
    expect(lines[1].nameTour).toMatch(/^Festive season supplement/)

    // Two saves of the same version at the same moment: exactly one wins.
    const racing = await Promise.all(
      [moved, days].map((tours) =>
        call('PUT', 'UpdateToursBooing', { _id: created.data._id, version: 3, Tours: tours, status: 'draft' }, ANNA),
      ),
    )
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('refuses an activity from a nation outside the booking and a date outside it', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'Wrong nation' }), ANNA)
    const vietnam = await catalogue('vn')
    const foreign = addActivities(created.data.Tours, 2, [{ offer: vietnam.programs[0] }])
    const answer = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 1, Tours: foreign, status: 'draft' },
      ANNA,
    )
    expect(answer.status).toBe(400)
    expect(answer.error?.fields?.[0]?.field).toMatch(/^Tours\.2\.Activities\./)
    expect(answer.error?.fields?.[0]?.message).toMatch(/not in the catalogue of the booking’s nation/)

    const shifted = created.data.Tours.map((day: TJson, index: number) =>
      index === 4 ? { ...day, date: '2027-01-30' } : day,
    )
    const outside = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 1, Tours: shifted, status: 'draft' },
      ANNA,
    )
    expect(outside.status).toBe(400)
    expect(outside.error?.fields?.[0]).toMatchObject({ field: 'Tours.4.date' })
    const longer = [...created.data.Tours, { date: '2026-12-25', location: [], Activities: [] }]
    expect(
      (
        await call(
          'PUT',
          'UpdateToursBooing',
          { _id: created.data._id, version: 1, Tours: longer, status: 'draft' },
          ANNA,
        )
      ).status,
    ).toBe(400)
  })

  it('another agency’s booking answers 404 to every call; a colleague sees it once it is in their nations', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'Private' }), ANNA)
    const id = created.data._id
    expect((await call('POST', 'getOneRequestBooing', { _id: id }, OLIVIA)).status).toBe(404)
    expect((await call('PUT', 'UpdateInfoBooing', { _id: id, version: 1, ...header() }, OLIVIA)).status).toBe(404)
    expect(
      (await call('PUT', 'UpdateToursBooing', { _id: id, version: 1, Tours: [], status: 'draft' }, OLIVIA)).status,
    ).toBe(404)
    expect((await call('DELETE', 'RemoveBooking', { _id: id, version: 1 }, OLIVIA)).status).toBe(404)
    const oliviaList = await call('POST', 'listData', { _pageSize: 10, _pageNumber: 1 }, OLIVIA)
    expect(oliviaList.data.items.map((item: TJson) => item._id)).not.toContain(id)
    // Jonas (Vietnam, Laos) is Anna's colleague, but this is a Thailand booking: it is not his to see.
    expect((await call('POST', 'getOneRequestBooing', { _id: id }, JONAS)).status).toBe(404)
    await giveNation(payload, JONAS, 'th')
    expect((await call('POST', 'getOneRequestBooing', { _id: id }, JONAS)).status).toBe(200)
  })

  it('lists 10 a page, newest first, searchable by name or code and filterable by status', async () => {
    const made = []
    for (let index = 0; index < 11; index++)
      made.push((await call('POST', 'AddBooing', header({ nameTour: `Paging ${index}` }), ANNA)).data)
    const page1 = await call('POST', 'listData', { _pageSize: 10, _pageNumber: 1, nation: 'th' }, ANNA)
    expect(page1.data.items).toHaveLength(10)
    expect(page1.data.items[0]._id).toBe(made[10]._id)
    const byName = await call('POST', 'listData', { _pageSize: 10, _pageNumber: 1, search: 'Paging 3' }, ANNA)
    expect(byName.data.items.map((item: TJson) => item.nameTour)).toEqual(['Paging 3'])
    const byCode = await call(
      'POST',
      'listData',
      { _pageSize: 10, _pageNumber: 1, search: made[5].Code.toLowerCase() },
      ANNA,
    )
    expect(byCode.data.items.map((item: TJson) => item._id)).toEqual([made[5]._id])
    const requested = await call(
      'POST',
      'listData',
      { _pageSize: 10, _pageNumber: 1, status: 'requested', search: 'Paging' },
      ANNA,
    )
    expect(requested.data.total).toBe(0)
  })

  it('moves through the workflow: agent sends, staff quote and confirm, with the history shown to both', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'Workflow' }), ANNA)
    const id = created.data._id
    const days = await buildItinerary(created.data)
    const sent = await call('PUT', 'UpdateToursBooing', { _id: id, version: 1, Tours: days, status: 'requested' }, ANNA)
    expect(sent.data.status).toBe('requested')
    const consultant = await payload.create({
      collection: 'users',
      data: { email: 'mai@monsoon.test', password: 'consultant-pass-1', roles: ['consultant'], name: 'Mai Tran' },
    })
    const staff = { ...consultant, collection: 'users' as const }
    const consultants = await call('GET', 'Consultants', undefined, ANNA)
    expect(consultants.data.map((one: TJson) => one.name)).toEqual(
      expect.arrayContaining(['Mai Tran', 'Mai Nguyen', 'Somchai Rattanakul']),
    )
    expect(consultants.data.every((one: TJson) => !('email' in one))).toBe(true)
    await payload.update({ collection: 'bookings', id, data: { status: 'quoted' }, user: staff, overrideAccess: false })
    await expect(
      payload.update({ collection: 'bookings', id, data: { status: 'draft' }, user: staff, overrideAccess: false }),
    ).rejects.toThrow(/can move to/)
    const quoted = await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)
    expect(quoted.data).toMatchObject({ status: 'quoted', version: 3, editable: true })
    expect(quoted.data.history.map((event: TJson) => [event.actorKind, event.action, event.toStatus])).toEqual([
      ['staff', 'status', 'quoted'],
      ['agent', 'status', 'requested'],
      ['agent', 'created', 'draft'],
    ])
    expect(quoted.data.history[0].actorName).toBe('Mai Tran')
    // An agent may not set a staff status.
    const bad = await call('PUT', 'UpdateToursBooing', { _id: id, version: 3, Tours: days, status: 'confirmed' }, ANNA)
    expect(bad.status).toBe(400)

    await payload.update({
      collection: 'bookings',
      id,
      // Nobody entered the travellers: confirming without them takes a note (issue 56).
      data: { status: 'confirmed', confirmNote: 'Names follow by email' },
      user: staff,
      overrideAccess: false,
    })
    const locked = await call('PUT', 'UpdateToursBooing', { _id: id, version: 4, Tours: days, status: 'draft' }, ANNA)
    expect(locked.status).toBe(409)
    expect(locked.error?.code).toBe('STATUS_REFUSED')
    expect(locked.error?.message).toMatch(/confirmed and can no longer be changed/)
    const confirmed = (await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)).data
    const refused = await call('DELETE', 'RemoveBooking', { _id: id, version: confirmed.version }, ANNA)
    expect(refused.status).toBe(409)
    expect(refused.error?.code).toBe('STATUS_REFUSED')
    expect(refused.error?.message).toMatch(/^Only drafts can be deleted/)
    // Confirmed by the consultant, not from the allotment: cancelling it is charged for every stay by
    // its contract's terms (issue 54); the trip is under 30 days away, so never free.
    const charge = await call('POST', 'GetCancellationCharge', { _id: id }, ANNA)
    expect(charge.status).toBe(200)
    expect(charge.data.lines).toHaveLength(1)
    expect(charge.data.lines[0].percent).toBeGreaterThan(0)
    expect(charge.data.total).toBe(charge.data.lines[0].amount)
    const { docs } = await payload.find({ collection: 'booking-events', where: { booking: { equals: id } } })
    expect(docs).toHaveLength(4)
  })

  it('keeps every quote: an edit asks for a new one, the agent accepts or sends it back, the consultant is told (ADR 030)', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'Quote round trip' }), ANNA)
    const id = created.data._id
    const days = await buildItinerary(created.data)
    await call('PUT', 'UpdateToursBooing', { _id: id, version: 1, Tours: days, status: 'requested' }, ANNA)
    const consultant = await payload.create({
      collection: 'users',
      data: { email: 'lan@monsoon.test', password: 'consultant-pass-1', roles: ['consultant'], name: 'Lan Pham' },
    })
    const staff = { ...consultant, collection: 'users' as const }
    const quote = (status: 'quoted' | 'confirmed') =>
      payload.update({
        collection: 'bookings',
        id,
        data: {
          status,
          tourConsultant: consultant.id,
          ...(status === 'confirmed' ? { confirmNote: 'Names follow' } : {}),
        },
        user: staff,
        overrideAccess: false,
      })
    await quote('quoted')
    const quoted = (await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)).data
    expect(quoted).toMatchObject({ status: 'quoted', quotes: 1 })
    const agentEmails = async () =>
      (
        await payload.find({
          collection: 'emails',
          where: { and: [{ kind: { equals: 'booking-agent-change' } }, { to: { equals: 'lan@monsoon.test' } }] },
          sort: 'createdAt',
          depth: 0,
        })
      ).docs

    // Two saves of one editing session: one history entry, one email, and the quote kept as it was.
    const fewer = days.map((day: TJson, index: number) => (index === 0 ? { ...day, Activities: [] } : day))
    const edited = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: id, version: quoted.version, Tours: fewer, status: '' },
      ANNA,
    )
    expect(edited.data).toMatchObject({ status: 'changes_requested', editable: true })
    expect(edited.data.history[0]).toMatchObject({
      actorKind: 'agent',
      fromStatus: 'quoted',
      toStatus: 'changes_requested',
    })
    const again = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: id, version: edited.data.version, Tours: fewer, comment: 'Day 1 free', status: 'draft' },
      ANNA,
    )
    expect(again.data.status).toBe('changes_requested')
    expect(again.data.history).toHaveLength(edited.data.history.length)
    expect(again.data.history[0]).toMatchObject({ fromStatus: 'quoted', toStatus: 'changes_requested' })
    const told = await agentEmails()
    expect(told).toHaveLength(1)
    expect(told[0].subject).toMatch(/Changes requested: Quote round trip \(Lotus Travel GmbH\)/)
    expect(told[0].html).toMatch(/\/admin\/collections\/bookings\//)

    // Monsoon quotes again; the agent compares and sends it back, then accepts.
    await quote('quoted')
    const versions = await call('POST', 'GetBookingVersions', { _id: id }, ANNA)
    expect(versions.data.map((version: TJson) => version.number)).toEqual([2, 1])
    expect(versions.data[1].total).toBe(quoted.total)
    expect(versions.data[0].total).toBe(again.data.total)
    expect(versions.data[1].snapshot.Tours[0].Activities.length).toBeGreaterThan(0)
    // Each quote's lines carry spec §3's derived fields, as the booking's do.
    for (const line of versions.data[1].snapshot.Tours[0].Activities) expect(typeof line.content).toBe('string')
    expect(versions.data[0].snapshot.Tours[0].Activities).toHaveLength(0)
    expect((await call('POST', 'GetBookingVersions', { _id: id }, OLIVIA)).status).toBe(404)

    const requoted = (await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)).data
    const silent = await call('POST', 'AnswerQuote', { _id: id, version: requoted.version, answer: 'changes' }, ANNA)
    expect(silent.status).toBe(400)
    const back = await call(
      'POST',
      'AnswerQuote',
      { _id: id, version: requoted.version, answer: 'changes', message: 'Please add a cooking class\non day 2' },
      ANNA,
    )
    expect(back.data).toMatchObject({ status: 'changes_requested' })
    expect(back.data.history[0].summary).toMatch(/Changes requested: “Please add a cooking class/)
    expect((await agentEmails()).at(-1)?.html).toMatch(/Please add a cooking class<br>on day 2/)

    await quote('quoted')
    const third = (await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)).data
    const stale = await call('POST', 'AnswerQuote', { _id: id, version: third.version - 1, answer: 'accept' }, ANNA)
    expect(stale.status).toBe(409)
    const accepted = await call('POST', 'AnswerQuote', { _id: id, version: third.version, answer: 'accept' }, ANNA)
    expect(accepted.data).toMatchObject({ status: 'confirmation_requested', editable: false, quotes: 3 })
    expect((await agentEmails()).at(-1)?.subject).toMatch(/Confirmation requested/)
    const late = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: id, version: accepted.data.version, Tours: days, status: '' },
      ANNA,
    )
    expect(late.status).toBe(409)
    expect(late.error?.message).toMatch(/You accepted the quote/)
    expect(
      (await call('POST', 'AnswerQuote', { _id: id, version: accepted.data.version, answer: 'accept' }, ANNA)).status,
    ).toBe(409)
    await quote('confirmed')
    expect((await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)).data.status).toBe('confirmed')
  })

  it('changing the details moves the days with the dates and reprices them; a request stays a request', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'Moved trip' }), ANNA)
    const days = await buildItinerary(created.data)
    const saved = await call(
      'PUT',
      'UpdateToursBooing',
      { _id: created.data._id, version: 1, Tours: days, status: 'requested' },
      ANNA,
    )
    const moved = await call(
      'PUT',
      'UpdateInfoBooing',
      {
        _id: created.data._id,
        version: 2,
        ...header({ nameTour: 'Moved trip', begindate: '2027-01-10', enddate: '2027-01-14', adultQuantity: 3 }),
      },
      ANNA,
    )
    expect(moved.status).toBe(200)
    expect(moved.data).toMatchObject({ status: 'requested', version: 3, days: 5, adultQuantity: 3 })
    expect(moved.data.Tours.map((day: TJson) => day.date)).toEqual([
      '2027-01-10',
      '2027-01-11',
      '2027-01-12',
      '2027-01-13',
      '2027-01-14',
    ])
    expect(moved.data.Tours[0].Activities.map((line: TJson) => line.tourId)).toEqual(
      saved.data.Tours[0].Activities.map((line: TJson) => line.tourId),
    )
    expect(moved.data.Tours[0].Activities[0].adultQuantity).toBe(3)
    expect(moved.data.total).not.toBe(saved.data.total)
    expect(moved.data.history[0].summary).toMatch(/dates 10 Jan 2027 – 14 Jan 2027/)
    // Counted as people say it (issue 20): "1 child", not "1 children".
    expect(moved.data.history[0].summary).toMatch(/3 adults, 1 child(?!ren)/)
  })

  it('has one write path: staff saves take the row lock and leave history; other writes are refused', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'One path' }), ANNA)
    const id = created.data._id
    const days = await buildItinerary(created.data)
    await call('PUT', 'UpdateToursBooing', { _id: id, version: 1, Tours: days, status: 'requested' }, ANNA)
    const consultant = await payload.create({
      collection: 'users',
      data: { email: 'one-path@monsoon.test', password: 'consultant-pass-1', roles: ['consultant'], name: 'Tuan' },
    })
    const staff = { ...consultant, collection: 'users' as const }
    // Two staff saves of the same version at once: each waits for the other's lock, and the second
    // is refused (issue 54): it would write the whole booking as it was before the first.
    const saves = await Promise.allSettled([
      payload.update({ collection: 'bookings', id, data: { staffNote: 'First' }, user: staff }),
      payload.update({ collection: 'bookings', id, data: { staffNote: 'Second' }, user: staff }),
    ])
    expect(saves.map((save) => save.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = saves.find((save) => save.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ status: 409, message: expect.stringMatching(/changed after you opened it/) })
    const after = (await call('POST', 'getOneRequestBooing', { _id: id }, ANNA)).data
    expect(after.version).toBe(3)
    expect(after.history.slice(0, 1).map((event: TJson) => [event.actorName, event.summary])).toEqual([
      ['Tuan', 'Staff note changed'],
    ])
    // The agent's tab saw version 2: the staff save made it stale.
    const stale = await call('PUT', 'UpdateToursBooing', { _id: id, version: 2, Tours: days, status: 'draft' }, ANNA)
    expect(stale.error?.code).toBe('STALE_VERSION')
    // A write that is neither a staff save nor through src/server/bookings/write.ts is refused.
    await expect(payload.update({ collection: 'bookings', id, data: { staffNote: 'Sneaky' } })).rejects.toThrow(
      /written through src\/server\/bookings\/write.ts/,
    )
    expect((await payload.findByID({ collection: 'bookings', id })).staffNote).toBe(after.staffNote)
  })

  it('deletes a booking: gone for the agency, kept for staff', async () => {
    const created = await call('POST', 'AddBooing', header({ nameTour: 'To delete' }), ANNA)
    const { _id, version } = created.data
    // A version the agent did not read is refused; spec §7's body without one deletes (spec-bodies.int.test.ts).
    const stale = await call('DELETE', 'RemoveBooking', { _id, version: version + 1 }, ANNA)
    expect(stale.status).toBe(409)
    expect(stale.error?.message).toMatch(/changed in another tab/)
    expect((await call('DELETE', 'RemoveBooking', { _id, version }, ANNA)).status).toBe(200)
    expect((await call('POST', 'getOneRequestBooing', { _id: created.data._id }, ANNA)).status).toBe(404)
    const kept = await payload.findByID({ collection: 'bookings', id: created.data._id })
    expect(kept.deletedAt).toBeTruthy()
  })
})

describe('favourites', () => {
  it('are kept once per agency, shared with colleagues, priced for the day, and invisible to others', async () => {
    const { programs } = await catalogue('vn')
    const favourite = { tourId: programs[0]._id, type: programs[0].type }
    expect((await call('POST', 'AddAgentVaultFavourites', favourite, ANNA)).status).toBe(200)
    expect((await call('POST', 'AddAgentVaultFavourites', favourite, JONAS)).status).toBe(200)
    const listed = await call(
      'POST',
      'AgentVaultFavourites',
      { _pageSize: 8, _pageNumber: 1, nation: 'vn', day: '2026-12-15' },
      JONAS,
    )
    expect(listed.data.total).toBe(1)
    expect(listed.data.items[0]).toMatchObject({ tourId: favourite.tourId, item: { nameTour: programs[0].nameTour } })
    expect(listed.data.items[0].item.adultPrice).toBe(programs[0].adultPrice)
    const typed = await call(
      'POST',
      'AgentVaultFavourites',
      { _pageSize: 8, _pageNumber: 1, nation: 'vn', type: 'Transfer' },
      ANNA,
    )
    expect(typed.data.total).toBe(0)
    const olivia = await call('POST', 'AgentVaultFavourites', { _pageSize: 8, _pageNumber: 1, nation: 'vn' }, OLIVIA)
    expect(olivia.data.total).toBe(0)
    expect((await call('POST', 'RemoveAgentVaultFavourites', favourite, ANNA)).status).toBe(200)
    const after = await call('POST', 'AgentVaultFavourites', { _pageSize: 8, _pageNumber: 1, nation: 'vn' }, ANNA)
    expect(after.data.total).toBe(0)
    // An item of a nation outside the agent's list does not exist for them.
    const laos = await catalogue('la', JONAS)
    expect(
      (
        await call(
          'POST',
          'AddAgentVaultFavourites',
          { tourId: laos.programs[0]._id, type: laos.programs[0].type },
          ANNA,
        )
      ).status,
    ).toBe(404)
  })
})
