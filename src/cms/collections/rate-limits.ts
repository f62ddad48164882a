import type { CollectionConfig } from 'payload'

/**
 * One row per counted attempt of a rate-limited action (src/server/limits, ADR 016). `key` names
 * the limit and a keyed hash of what is counted (an address, an account, an agent), never the
 * value itself. Rows older than the longest window are swept.
 */
export const RateLimitHits: CollectionConfig = {
  slug: 'rate-limit-hits',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [{ name: 'key', type: 'text', required: true }],
  indexes: [{ fields: ['key', 'createdAt'] }],
}
