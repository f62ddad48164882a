import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { isAdmin, isBusinessStaff } from '@/cms/access'
import { hidden } from '@/cms/fields/hidden'
import { WEBHOOK_EVENTS } from '@/domain/webhooks'

/**
 * Monsoon Connect (issue 24, ADR 043): agencies' API keys, webhook endpoints and the webhook
 * outbox. Agents make keys and endpoints in the vault (src/server/connect); staff see them all
 * here and may revoke a key or switch an endpoint off, nothing else.
 */

const readOnly = { readOnly: true }
/** Set by the server only: staff change nothing here but the switch the collection names. */
const serverOnly = { update: () => false }
const staffEmail = (req: Parameters<CollectionBeforeChangeHook>[0]['req']) =>
  (req.user as { email?: string } | null)?.email ?? 'Monsoon staff'

/** The agency a key or an endpoint belongs to: set when it is made, never changed. */
const agencyField: Field = {
  name: 'agency',
  type: 'relationship',
  relationTo: 'agencies',
  required: true,
  index: true,
  admin: readOnly,
  access: serverOnly,
}

/**
 * A key once revoked stays revoked; ticking Revoked records who did it and when. The two stamps
 * are the server's: whatever an edit sends for them is replaced (keys are made by the server).
 */
const recordRevocation: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data
  const wasRevoked = Boolean(originalDoc?.revoked)
  if (wasRevoked || !data.revoked)
    return {
      ...data,
      revoked: wasRevoked,
      revokedAt: originalDoc?.revokedAt ?? null,
      revokedBy: originalDoc?.revokedBy ?? null,
    }
  return { ...data, revokedAt: new Date().toISOString(), revokedBy: `${staffEmail(req)} (Monsoon staff)` }
}

export const ApiKeys: CollectionConfig = {
  slug: 'api-keys',
  labels: { singular: 'API key', plural: 'API keys' },
  admin: {
    group: 'Agents',
    useAsTitle: 'name',
    defaultColumns: ['name', 'prefix', 'agency', 'agent', 'lastUsedAt', 'revoked'],
    description:
      'Keys agencies made in the vault for their own systems (Monsoon Connect). The secret is never stored; tick Revoked to stop a key at once.',
  },
  defaultSort: '-createdAt',
  access: { read: isBusinessStaff, create: () => false, update: isBusinessStaff, delete: isAdmin },
  hooks: { beforeChange: [recordRevocation] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: readOnly, access: serverOnly },
    { name: 'prefix', type: 'text', required: true, unique: true, index: true, admin: readOnly, access: serverOnly },
    agencyField,
    {
      name: 'agent',
      label: 'Made by',
      type: 'relationship',
      relationTo: 'agents',
      required: true,
      access: serverOnly,
      admin: {
        ...readOnly,
        description: 'The key acts with this agent’s nations, and stops when the agent is disabled.',
      },
    },
    hidden({ name: 'keyHash', type: 'text', required: true, unique: true, index: true }),
    {
      name: 'lastUsedAt',
      label: 'Last used',
      type: 'date',
      access: serverOnly,
      admin: { ...readOnly, position: 'sidebar', description: 'To the minute: the exact time is counted apart.' },
    },
    { name: 'revoked', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    { name: 'revokedAt', label: 'Revoked at', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'revokedBy', label: 'Revoked by', type: 'text', admin: { ...readOnly, position: 'sidebar' } },
  ],
}

export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  labels: { singular: 'Webhook endpoint', plural: 'Webhook endpoints' },
  admin: {
    group: 'Agents',
    useAsTitle: 'url',
    defaultColumns: ['url', 'agency', 'events', 'active', 'createdAt'],
    description: 'Where agencies’ systems are told of their bookings’ changes. Untick Active to stop deliveries.',
  },
  defaultSort: '-createdAt',
  access: { read: isBusinessStaff, create: () => false, update: isBusinessStaff, delete: isAdmin },
  fields: [
    { name: 'url', label: 'URL', type: 'text', required: true, admin: readOnly, access: serverOnly },
    { name: 'description', type: 'text', admin: readOnly, access: serverOnly },
    agencyField,
    { name: 'createdBy', type: 'relationship', relationTo: 'agents', admin: readOnly, access: serverOnly },
    {
      name: 'events',
      type: 'select',
      hasMany: true,
      required: true,
      options: WEBHOOK_EVENTS.map((event) => ({ label: event, value: event })),
      access: serverOnly,
      admin: readOnly,
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
    // The signing secrets, sealed with a key derived from PAYLOAD_SECRET (src/lib/sealed.ts).
    hidden({ name: 'secretSealed', type: 'text', required: true }),
    hidden({ name: 'previousSecretSealed', type: 'text' }),
    { name: 'previousSecretUntil', type: 'date', access: serverOnly, admin: { ...readOnly, position: 'sidebar' } },
    { name: 'secretRotatedAt', type: 'date', access: serverOnly, admin: { ...readOnly, position: 'sidebar' } },
  ],
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const

export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    group: 'Agents',
    useAsTitle: 'eventType',
    defaultColumns: ['eventType', 'endpoint', 'status', 'attempts', 'lastStatusCode', 'createdAt'],
    description: 'The webhook outbox: every event for every endpoint, with its attempts and the receiver’s answer.',
  },
  defaultSort: '-createdAt',
  access: { read: isBusinessStaff, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'endpoint', type: 'relationship', relationTo: 'webhook-endpoints', required: true, index: true },
    { name: 'agency', type: 'relationship', relationTo: 'agencies', required: true, index: true },
    { name: 'eventId', label: 'Event id (webhook-id)', type: 'text', required: true, index: true },
    { name: 'eventType', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: WEBHOOK_DELIVERY_STATUSES.map((status) => ({ label: status, value: status })),
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'lastStatusCode', type: 'number' },
    { name: 'lastError', type: 'text' },
    { name: 'lastAttemptAt', type: 'date' },
    { name: 'deliveredAt', type: 'date' },
  ],
}
