import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { resizeStay, type THotelLine, type TTourDay } from '@/domain/itinerary'
import { addDays, type TIsoDate } from '@/domain/pricing/dates'
import type { Invoice, Payment, User } from '@/payload-types'
import { ANNA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { readPdf } from '../support/pdf'
import { bookingHeader, buildItinerary } from '../support/vault'

/**
 * Monsoon's invoices follow its bookings (issue 57, ADR 068): confirming issues one, a change of
 * the total after it a credit note and a new one, a cancellation a credit note less its charge; the
 * numbers of a year's series have no gaps, whatever runs at once.
 */

let payload: Payload
let call: TVault['call']
let consultant: User
let admin: User
const BEGIN = addDays(new Date().toISOString().slice(0, 10) as TIsoDate, 90)
const END = addDays(BEGIN, 5)
const YEAR = new Date().getUTCFullYear()
let itinerary: TTourDay[] | null = null

beforeAll(async () => {
  ;({ payload, call } = await bootDemoVault({ agents: [ANNA] }))
  consultant = await payload.create({
    collection: 'users',
    data: { email: 'kim@monsoon.test', password: 'staff-pass-12', roles: ['consultant'], name: 'Kim' },
  })
  admin = await payload.create({
    collection: 'users',
    data: { email: 'root@monsoon.test', password: 'staff-pass-12', roles: ['admin'], name: 'Root' },
  })
}, 120_000)

const asUser = (user: User) => ({ ...user, collection: 'users' as const })

/** Anna's request with a program, a 3-night stay and a transfer. */
async function requested(): Promise<string> {
  const created = await call('POST', 'AddBooing', bookingHeader({ begindate: BEGIN, enddate: END }), ANNA)
  expect(created.status).toBe(200)
  itinerary ??= await buildItinerary(call, created.data, ANNA)
  const sent = await call(
    'PUT',
    'UpdateToursBooing',
    { _id: created.data._id, Tours: itinerary, status: 'requested' },
    ANNA,
  )
  expect(sent.status).toBe(200)
  return created.data._id as string
}

const staffSave = (id: string, data: Record<string, unknown>) =>
  payload.update({
    collection: 'bookings',
    id,
    data,
    user: { ...consultant, collection: 'users' as const },
    overrideAccess: false,
    depth: 0,
  })

const confirm = (id: string) => staffSave(id, { status: 'confirmed', confirmNote: 'Travellers follow' })

const invoicesOf = async (bookingId: string) =>
  (
    await payload.find({
      collection: 'invoices',
      where: { booking: { equals: bookingId } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs as Invoice[]

const seqOf = (number: string) => Number(/-(\d+)$/.exec(number)?.[1])

describe('confirming issues the invoice', () => {
  it('at Monsoon’s price, a line per service, with its deposit and balance; once however often it is saved', async () => {
    const id = await requested()
    const booking = await confirm(id)
    const [invoice, ...more] = await invoicesOf(id)
    expect(more).toEqual([])
    expect(invoice).toMatchObject({ kind: 'invoice', currency: booking.currency, total: booking.total })
    expect(invoice?.number).toMatch(new RegExp(`^INV-${YEAR}-\\d{5}$`))
    const lines = invoice?.lines as { description: string; amount: number }[]
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(booking.total)
    // The stay is one line for its three nights.
    expect(lines.filter((line) => / · 3 nights$/.test(line.description))).toHaveLength(1)
    const schedule = invoice?.schedule as { kind: string; amount: number; due: string }[]
    expect(schedule.map((step) => step.kind)).toEqual(['deposit', 'balance'])
    expect(schedule[0]?.amount).toBe(Math.round(booking.total * 0.3))
    expect(schedule[1]?.due).toBe(addDays(BEGIN, -30))
    expect(invoice?.billTo).toMatchObject({ name: expect.any(String) })

    // Saved again, a note changed: nothing new is issued.
    await staffSave(id, { staffNote: 'Rooms on the river side' })
    expect(await invoicesOf(id)).toHaveLength(1)
  })

  it('a night more credits the invoice and issues a new one; a cancellation credits that one', async () => {
    const id = await requested()
    const booking = await confirm(id)
    const tours = booking.tours as TTourDay[]
    const stay = tours.flatMap((day) => day.Activities).find((line) => line.kind === 'hotel') as THotelLine
    const amended = await staffSave(id, {
      tours: resizeStay(tours, { stayId: stay.stayId, nights: 4 }),
      version: booking.version,
    })
    expect(amended.total).toBeGreaterThan(booking.total)
    const [first, credit, second] = await invoicesOf(id)
    expect(credit).toMatchObject({ kind: 'credit_note', credits: first?.id, total: first?.total })
    expect(credit?.number).toMatch(new RegExp(`^CN-${YEAR}-\\d{5}$`))
    expect(second).toMatchObject({ kind: 'invoice', total: amended.total })

    await staffSave(id, { status: 'cancelled' })
    const all = await invoicesOf(id)
    expect(all).toHaveLength(4)
    expect(all[3]).toMatchObject({ kind: 'credit_note', credits: second?.id, total: second?.total })
  })

  it('issued documents cannot be changed or deleted, not even by an admin', async () => {
    const id = await requested()
    await confirm(id)
    const [invoice] = await invoicesOf(id)
    const asAdmin = asUser(admin)
    for (const attempt of [
      () =>
        payload.update({
          collection: 'invoices',
          id: String(invoice?.id),
          data: { total: 1 },
          user: asAdmin,
          overrideAccess: false,
        }),
      () => payload.delete({ collection: 'invoices', id: String(invoice?.id), user: asAdmin, overrideAccess: false }),
    ])
      await expect(attempt()).rejects.toMatchObject({ status: 403 })
    expect((await invoicesOf(id))[0]?.total).toBe(invoice?.total)
  })
})

describe('the invoice as a PDF', () => {
  it('bills the agency with Monsoon’s legal and bank details, a line per service; for business staff only', async () => {
    const { createLocalReq } = await import('payload')
    const id = await requested()
    const booking = await confirm(id)
    const [invoice] = await invoicesOf(id)
    const download = async (who: User, invoiceId = String(invoice?.id)) => {
      const endpoint = (payload.collections.invoices.config.endpoints as import('payload').Endpoint[]).find(
        (one) => one.path === '/:id/pdf',
      )
      if (!endpoint) throw new Error('No invoice PDF endpoint')
      const req = await createLocalReq({ user: asUser(who) }, payload)
      Object.assign(req, { routeParams: { id: invoiceId }, url: 'http://localhost:3000/cms-api/x?size=a4' })
      return endpoint.handler(req)
    }
    const file = await download(consultant)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain(`${invoice?.number}.pdf`)
    const read = await readPdf(await file.arrayBuffer())
    expect(read.size).toEqual([595, 842])
    expect(read.text).toContain(`Invoice ${invoice?.number}`)
    expect(read.text).toContain('Monsoon Destination Management Co., Ltd.')
    expect(read.text).toContain('SWIFT/BIC: BKKBTHBK')
    expect(read.text).toContain('Lotus Travel GmbH')
    expect(read.text).toContain(booking.Code)
    expect(read.text).toMatch(/Deposit: [\d,.]+ EUR due /)
    for (const line of (invoice?.lines ?? []) as { description: string }[])
      expect(read.text.replace(/\s+/g, ' ')).toContain(line.description.slice(0, 20))
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'ed@monsoon.test', password: 'staff-pass-12', roles: ['editor'] },
    })
    expect((await download(editor)).status).toBe(403)
    expect((await download(consultant, '0b6b0c5e-0000-4000-8000-00000000dead')).status).toBe(404)
  })
})

describe('the demo data', () => {
  it('has the confirmed trip’s invoice', async () => {
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { nameTour: { equals: 'Vietnam north to south' } },
      depth: 0,
      limit: 1,
    })
    const trip = docs[0]
    expect(trip?.status).toBe('confirmed')
    expect((await invoicesOf(String(trip?.id))).map((invoice) => [invoice.kind, invoice.total])).toEqual([
      ['invoice', trip?.total],
    ])
  })
})

describe('invoice numbers', () => {
  it('200 confirmations at once: 200 invoices numbered one after the other, no gap, none twice', async () => {
    const ids: string[] = []
    for (let batch = 0; batch < 20; batch++) ids.push(...(await Promise.all(Array.from({ length: 10 }, requested))))
    const results = await Promise.allSettled(ids.map(confirm))
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    const { docs } = await payload.find({
      collection: 'invoices',
      where: { booking: { in: ids } },
      depth: 0,
      pagination: false,
    })
    expect(docs).toHaveLength(200)
    const numbers = docs.map((doc) => seqOf(doc.number)).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(200)
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(199)
  }, 240_000)
})

/** An agency's payment as an admin (or `who`) records it in /admin. */
const record = (data: Record<string, unknown>, who: User = admin) =>
  payload.create({
    collection: 'payments',
    data: {
      receivedOn: new Date().toISOString(),
      method: 'bank_transfer',
      reference: 'Lotus transfer',
      ...data,
    } as Omit<Payment, 'id' | 'createdAt' | 'updatedAt'>,
    user: asUser(who),
    overrideAccess: false,
    depth: 0,
  })

const allocationsOf = async (invoiceId: string) =>
  (
    await payload.find({
      collection: 'payment-allocations',
      where: { invoice: { equals: invoiceId } },
      depth: 0,
      pagination: false,
    })
  ).docs

describe('payments', () => {
  it('are allocated up to what the invoice has open, the rest stays the agency’s credit; refused when wrong', async () => {
    const id = await requested()
    const booking = await confirm(id)
    const [invoice] = await invoicesOf(id)
    const agency = String(booking.agency)
    const paid = await record({
      agency,
      amount: booking.total + 100_00,
      currency: booking.currency,
      invoice: invoice?.id,
    })
    expect(paid.recordedBy).toBe('Root')
    expect((await allocationsOf(String(invoice?.id))).map((row) => row.amount)).toEqual([booking.total])
    // Nothing is open any more: a second payment naming it is all credit.
    await record({ agency, amount: 50_00, currency: booking.currency, invoice: invoice?.id })
    expect(await allocationsOf(String(invoice?.id))).toHaveLength(1)

    const refused = async (data: Record<string, unknown>, who: User = admin) =>
      record({ agency, amount: 100_00, currency: booking.currency, ...data }, who).then(
        () => null,
        (error: { status?: number; message: string }) => error,
      )
    for (const amount of [0, -5, 1.5])
      expect(await refused({ amount })).toMatchObject({ status: 400, message: expect.stringMatching(/amount/) })
    const other = booking.currency === 'USD' ? 'EUR' : 'USD'
    expect(await refused({ currency: other, invoice: invoice?.id })).toMatchObject({
      status: 400,
      message: expect.stringContaining(`is in ${booking.currency}`),
    })
    const { docs } = await payload.find({ collection: 'agencies', where: { id: { not_equals: agency } }, limit: 1 })
    expect(await refused({ agency: docs[0]?.id, invoice: invoice?.id })).toMatchObject({
      status: 400,
      message: expect.stringContaining('another agency’s invoice'),
    })
    expect(await refused({}, consultant)).toMatchObject({ status: 403 })
    const changed = await payload
      .update({ collection: 'payments', id: paid.id, data: { amount: 1 }, user: asUser(admin), overrideAccess: false })
      .catch((error: { status?: number }) => error)
    expect(changed).toMatchObject({ status: 403 })
  })

  it('two payments of one invoice at once never allocate more than it has open', async () => {
    const id = await requested()
    const booking = await confirm(id)
    const [invoice] = await invoicesOf(id)
    await Promise.all(
      [1, 2].map(() =>
        record({
          agency: String(booking.agency),
          amount: booking.total,
          currency: booking.currency,
          invoice: invoice?.id,
        }),
      ),
    )
    const rows = await allocationsOf(String(invoice?.id))
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(booking.total)
  })
})

describe('the credit limit', () => {
  it('past its limit an agency cannot accept a quote, a request still reaches Monsoon, and paying makes room', async () => {
    const id = await requested()
    const quoted = await staffSave(id, { status: 'quoted' })
    const agency = String(quoted.agency)
    const setLimit = (limit: number | null) =>
      payload.update({
        collection: 'agencies',
        id: agency,
        data: { credit: { limit, currency: quoted.currency as 'EUR' } },
      })
    await setLimit(1)
    const accept = () => call('POST', 'AnswerQuote', { _id: id, version: quoted.version, answer: 'accept' }, ANNA)
    const refused = await accept()
    expect(refused.status).toBe(409)
    expect(refused.error).toMatchObject({ code: 'CREDIT_LIMIT', message: expect.stringMatching(/credit limit/) })
    expect((await payload.findByID({ collection: 'bookings', id, depth: 0 })).status).toBe('quoted')
    // Sending a request is not committing money: it reaches the consultant.
    expect((await requested()).length).toBeGreaterThan(0)
    // A payment on account (no invoice named) is credit: now the quote fits.
    await record({ agency, amount: 50_000_000_000, currency: quoted.currency })
    expect((await accept()).status).toBe(200)
    await setLimit(null)
  })
})
