import type { Field } from 'payload'

/**
 * A price as staff type it ("1250.50"), stored as text and read into integer minor units of the
 * contract's currency by `parseAmount` (ADR 010): no floating point between the form and the price.
 */
export const priceField = (name: string, label?: string, required = true): Field => ({
  name,
  label,
  type: 'text',
  required,
  defaultValue: required ? undefined : '0',
  admin: { description: 'e.g. 1250 or 1250.50' },
  validate: (value: unknown) => {
    if ((value === undefined || value === null || value === '') && !required) return true
    return typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim())
      ? true
      : 'An amount such as 1250 or 1250.50'
  },
})
