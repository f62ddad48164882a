import type { CollectionAfterChangeHook } from 'payload'

/**
 * Credit limits and payment terms changed in the back office go into the finance log (issue 57,
 * ADR 068 §8), in the change's own transaction; the work is src/server/finance's, imported lazily
 * as every hook's (ADR 019).
 */
export const logAgencyFinance: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update')
    await (await import('@/server/finance/log')).logTermsAndLimits(req, { kind: 'agency', doc, previous: previousDoc })
  return doc
}

export const logMarketTerms: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update')
    await (await import('@/server/finance/log')).logTermsAndLimits(req, { kind: 'market', doc, previous: previousDoc })
  return doc
}

export const logBookingTerms: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update')
    await (await import('@/server/finance/log')).logTermsAndLimits(req, { kind: 'booking', doc, previous: previousDoc })
  return doc
}
