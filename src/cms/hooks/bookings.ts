import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

/**
 * Every booking write, an agent's through the vault's services or a staff member's in /admin,
 * passes these two hooks, which hand it to the one write path (ADR 020). The workflow module is
 * imported lazily: Payload's CLI loads this config where `server-only` modules throw (ADR 019).
 */
export const beforeBookingChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) =>
  (await import('@/server/bookings/write')).beforeBookingChange({ data, originalDoc, operation, req, context })

export const afterBookingChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  await (await import('@/server/bookings/write')).afterBookingChange({ doc, previousDoc, operation, req, context })
  return doc
}
