import type { CollectionAfterChangeHook } from 'payload'

/**
 * Disabling an agent's account ends its sessions at once (authentication also checks `active` on
 * every call), in the save's own transaction. The session service is imported lazily: Payload's
 * CLI loads this config where `server-only` modules throw (ADR 019).
 */
export const endSessionsWhenDisabled: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.active && !doc.active) {
    const { revokeAgentSessions } = await import('@/server/auth/sessions')
    await revokeAgentSessions(req.payload, { agentId: doc.id, reason: 'agent disabled' }, req)
  }
  return doc
}
