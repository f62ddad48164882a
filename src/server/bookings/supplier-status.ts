import 'server-only'
import type { TAuth } from '@/server/auth/sessions'
import { payloadClient } from '@/server/payload'
import { ownBooking } from './own-booking'

/**
 * Where each service of the agent's confirmed booking stands with its supplier (issue 56): the
 * partner API's and the vault's view of Monsoon's reservations. The supplier's name and contacts
 * stay Monsoon's; the confirmation number is the agency's to see once the supplier gave it.
 */
export async function supplierStatus(auth: TAuth, id: string) {
  const payload = await payloadClient()
  await ownBooking(payload, auth, { id })
  const { docs } = await payload.find({
    collection: 'supplier-reservations',
    where: { booking: { equals: id } },
    select: { service: true, kind: true, serviceDate: true, status: true, confirmationNumber: true, version: true },
    sort: 'serviceDate',
    depth: 0,
    pagination: false,
  })
  return docs.map((row) => ({
    service: row.service,
    kind: row.kind,
    date: row.serviceDate.slice(0, 10),
    status: row.status,
    confirmationNumber: row.status === 'confirmed' ? (row.confirmationNumber ?? null) : null,
    /** The voucher's issue number while the service is confirmed. */
    voucherIssue: row.status === 'confirmed' ? row.version : null,
  }))
}
