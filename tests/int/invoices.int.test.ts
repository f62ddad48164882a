import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { resizeStay, type THotelLine, type TTourDay } from '@/domain/itinerary'
import { addDays, type TIsoDate } from '@/domain/pricing/dates'
import type { Invoice, User } from '@/payload-types'
import { ANNA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { bookingHeader, buildItinerary } from '../support/vault'

/**
 * Monsoon's invoices follow its bookings (issue 57, ADR 068): confirming issues one, a change of
 * the total after it a credit note and a new one, a cancellation a credit note less its charge; the
 * numbers of a year's series have no gaps, whatever runs at once.
 */

let payload: Payload
let call: TVault['call']
let consultant: User
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
}, 120_000)

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
    expect(lines.filter((line) => / · 3 nights from /.test(line.description))).toHaveLength(1)
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
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'root@monsoon.test', password: 'staff-pass-12', roles: ['admin'], name: 'Root' },
    })
    const asAdmin = { ...admin, collection: 'users' as const }
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
