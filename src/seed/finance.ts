import type { Payload } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import type { TInstalment } from '@/domain/invoices'
import { inTransaction } from '@/server/db'

/**
 * The demo's money (issue 57), after the demo bookings issued their invoices: Lotus Travel paid
 * its deposit, Southern Cross sent money on account but its deposit is overdue, and Saffron
 * Journeys owes exactly its credit limit, so its Book now is refused until it pays.
 */
export async function seedFinance(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'payments' })
  if (totalDocs > 0) return
  const today = `${allotmentDay(new Date())}T12:00:00.000Z`
  const agencyNamed = async (name: string) =>
    (await payload.find({ collection: 'agencies', where: { name: { equals: name } }, limit: 1, depth: 0 })).docs[0]
  const invoicesOf = async (agency: string) =>
    (
      await payload.find({
        collection: 'invoices',
        where: { and: [{ agency: { equals: agency } }, { kind: { equals: 'invoice' } }] },
        depth: 0,
        pagination: false,
      })
    ).docs
  await inTransaction(payload, async (req) => {
    const lotus = await agencyNamed('Lotus Travel GmbH')
    const lotusInvoice = lotus ? (await invoicesOf(lotus.id))[0] : undefined
    const deposit = (lotusInvoice?.schedule as TInstalment[] | undefined)?.[0]
    if (lotus && lotusInvoice && deposit)
      await payload.create({
        collection: 'payments',
        data: {
          agency: lotus.id,
          receivedOn: today,
          amount: deposit.amount,
          currency: lotusInvoice.currency as 'EUR',
          method: 'bank_transfer',
          reference: `${lotusInvoice.number} Anzahlung Lotus Travel`,
          invoice: lotusInvoice.id,
        },
        depth: 0,
        req,
      })
    const southern = await agencyNamed('Southern Cross Journeys')
    if (southern)
      await payload.create({
        collection: 'payments',
        data: {
          agency: southern.id,
          receivedOn: today,
          amount: 50_000,
          currency: 'AUD',
          method: 'bank_transfer',
          reference: 'SCJ advance November',
          note: 'No invoice named: allocate it to the overdue deposit.',
        },
        depth: 0,
        req,
      })
    const saffron = await agencyNamed('Saffron Journeys Ltd')
    if (saffron) {
      const owed = (await invoicesOf(saffron.id)).reduce((sum, invoice) => sum + (invoice.open ?? 0), 0)
      await payload.update({
        collection: 'agencies',
        id: saffron.id,
        data: { credit: { limit: owed, currency: 'GBP' } },
        depth: 0,
        req,
      })
    }
  })
}
