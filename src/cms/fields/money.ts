import type { Field } from 'payload'
import { isCurrency, MINOR_DIGITS } from '@/domain/pricing/money'

/**
 * A price as staff type it ("1250.50"), stored as text and read into integer minor units of the
 * document's currency by `parseAmount` (ADR 010): no floating point between the form and the price.
 * The number of decimals allowed follows that currency (none for VND).
 */
export const priceField = (name: string, label?: string, required = true): Field => ({
  name,
  label,
  type: 'text',
  required,
  defaultValue: required ? undefined : '0',
  admin: { description: 'e.g. 1250 or 1250.50' },
  validate: (value: unknown, { data }: { data?: { currency?: unknown } }) => {
    if ((value === undefined || value === null || value === '') && !required) return true
    const currency = typeof data?.currency === 'string' && isCurrency(data.currency) ? data.currency : 'USD'
    const digits = MINOR_DIGITS[currency]
    const pattern = digits === 0 ? /^\d{1,12}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`)
    if (typeof value === 'string' && pattern.test(value.trim())) return true
    return digits === 0
      ? `A whole amount in ${currency}, such as 250000`
      : `An amount such as 1250 or 1250.50 (${currency})`
  },
})
