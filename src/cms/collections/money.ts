import type { CollectionConfig } from 'payload'
import { settingsAccess } from '@/cms/access'
import { paymentTermsFields } from '@/cms/collections/finance'
import { logMarketTerms } from '@/cms/hooks/finance-log'
import { invalidateOnChange } from '@/cms/hooks/invalidate'
import { MARKETS } from '@/domain/agents'
import { MINOR_DIGITS } from '@/domain/pricing/money'
import { PRODUCT_TYPES } from '@/domain/pricing/settings'

const CURRENCY_OPTIONS = Object.keys(MINOR_DIGITS)

/**
 * Exchange rates (ADR 010): how much of a currency one US dollar buys, from a date on. The rate in
 * force on a day is the latest one whose date is not after it.
 */
export const ExchangeRates: CollectionConfig = {
  slug: 'exchange-rates',
  labels: { singular: 'Exchange rate', plural: 'Exchange rates' },
  admin: {
    group: 'Commercial',
    useAsTitle: 'currency',
    defaultColumns: ['currency', 'perUsd', 'effectiveFrom'],
    description:
      'One US dollar buys this much of the currency, from the date on. Add a new row to change a rate; keep the old ones for history.',
  },
  access: settingsAccess,
  defaultSort: '-effectiveFrom',
  hooks: invalidateOnChange('rates'),
  fields: [
    { name: 'currency', type: 'select', required: true, index: true, options: CURRENCY_OPTIONS },
    {
      name: 'perUsd',
      label: 'Units per 1 USD',
      type: 'text',
      required: true,
      admin: { description: 'Up to 6 decimals, e.g. 0.92 or 35.8' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\d{1,9}(\.\d{1,6})?$/.test(value.trim()) && Number(value) > 0
          ? true
          : 'A positive number with at most 6 decimals',
    },
    {
      name: 'effectiveFrom',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
  ],
}

/** Markets and their markup per product type, in percent (stored as entered; priced in basis points). */
export const Markets: CollectionConfig = {
  slug: 'markets',
  labels: { singular: 'Market', plural: 'Markets' },
  admin: {
    group: 'Commercial',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code'],
    description: "An agent's market decides the markup on every net rate they see.",
  },
  access: settingsAccess,
  hooks: {
    ...invalidateOnChange('markets'),
    afterChange: [...invalidateOnChange('markets').afterChange, logMarketTerms],
  },
  fields: [
    { name: 'code', type: 'select', required: true, unique: true, options: [...MARKETS] },
    { name: 'name', type: 'text', required: true },
    {
      name: 'markups',
      type: 'group',
      fields: PRODUCT_TYPES.map((type) => ({
        name: type,
        label: `${type} markup (%)`,
        type: 'number' as const,
        required: true,
        defaultValue: 0,
        min: -50,
        max: 500,
      })),
    },
    paymentTermsFields(
      'When this market’s agencies pay Monsoon’s invoices, unless an agency has its own; empty: 30 % within 7 days, the balance 30 days before arrival.',
    ),
  ],
}
