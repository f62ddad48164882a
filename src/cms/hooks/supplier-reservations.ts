import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

/**
 * A staff member recording a supplier's answer on a reservation (issue 56, ADR 067): the work is
 * src/server/suppliers', imported lazily as every hook's (ADR 019).
 */
export const beforeReservationAnswer: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) =>
  (await import('@/server/suppliers/reservations')).beforeReservationAnswer({
    data,
    originalDoc,
    operation,
    req,
    context,
  })

export const afterReservationAnswer: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  await (await import('@/server/suppliers/reservations')).afterReservationAnswer({ doc, previousDoc, req, context })
  return doc
}
