import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

/** A decision is final: approved or rejected registrations keep their status. */
export const keepDecision: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc && originalDoc.status !== 'pending' && data.status !== originalDoc.status) {
    throw new APIError('This registration has already been decided; its status can no longer change.', 400, null, true)
  }
  return data
}

/**
 * Hands a staff member's decision to the onboarding workflow in src/server, in the save's own
 * transaction. Imported lazily: Payload's CLI loads this config where `server-only` throws (ADR 019).
 */
export const applyDecision: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const { applyRegistrationDecision } = await import('@/server/agents/onboarding')
  await applyRegistrationDecision(req, doc, previousDoc?.status)
  return doc
}
