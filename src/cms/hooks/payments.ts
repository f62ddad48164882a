import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

/**
 * An admin recording an agency's payment (issue 57, ADR 068): checked, then allocated to the
 * invoice it names in the same transaction; the work is src/server/finance's, imported lazily as
 * every hook's (ADR 019).
 */
export const beforePaymentRecorded: CollectionBeforeChangeHook = async ({ data, operation, req }) =>
  (await import('@/server/finance/payments')).beforePaymentRecorded({ data, operation, req })

export const afterPaymentRecorded: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await (await import('@/server/finance/payments')).allocatePayment(req, doc)
  return doc
}
