import type { Field } from 'payload'

/** Server-only bookkeeping: never in the admin UI, never readable or writable through Payload's APIs. */
export const hidden = (field: Field): Field =>
  ({
    ...field,
    access: { read: () => false, create: () => false, update: () => false },
    admin: { hidden: true },
  }) as Field
