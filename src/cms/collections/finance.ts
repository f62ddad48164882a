import type { CollectionConfig, Field } from 'payload'
import { isBusinessStaff, serverWritten } from '@/cms/access'
import { DOCUMENT_KINDS } from '@/domain/invoices'

/**
 * Monsoon's invoices and credit notes to agencies (issue 57, ADR 068). Written only by
 * src/server/finance in the booking's own transaction (a confirmation issues one, an amendment a
 * credit note and a new one, a cancellation a credit note less its charge) and never changed after:
 * an issued document is immutable, as the law of invoicing wants.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Invoice', plural: 'Invoices and credit notes' },
  admin: {
    group: 'Finance',
    useAsTitle: 'number',
    defaultColumns: ['number', 'issuedOn', 'agency', 'booking', 'total', 'currency'],
    listSearchableFields: ['number'],
    description:
      'Issued when Monsoon confirms a booking; a change after it issues a credit note and a new invoice. Issued documents never change.',
  },
  defaultSort: '-issuedOn',
  access: { read: isBusinessStaff, ...serverWritten },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', required: true, unique: true, index: true },
        { name: 'kind', type: 'select', required: true, options: [...DOCUMENT_KINDS], index: true },
        { name: 'issuedOn', label: 'Issued on', type: 'date', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'agency', type: 'relationship', relationTo: 'agencies', required: true, index: true },
        { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
        {
          name: 'credits',
          label: 'Credits invoice',
          type: 'relationship',
          relationTo: 'invoices',
          index: true,
          admin: { condition: (data) => data?.kind === 'credit_note' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'text', required: true },
        {
          name: 'total',
          label: 'Total (minor units)',
          type: 'number',
          required: true,
          admin: { description: 'In the currency’s smallest unit: 123456 EUR is 1,234.56 EUR.' },
        },
      ],
    },
    { name: 'reason', type: 'text', admin: { description: 'Why a credit note was issued.' } },
    /** The lines: [{ description, date, amount }], one per service, as issued. */
    { name: 'lines', type: 'json', required: true },
    /** The payment schedule as issued: [{ kind, due, amount }]. */
    { name: 'schedule', type: 'json', required: true },
    /** The agency's billing details as they were on the day (a later change does not rewrite an invoice). */
    { name: 'billTo', label: 'Billed to', type: 'json', required: true },
  ],
}

/**
 * One row per series and year ("INV-2026"): the last number issued. Taken with an upsert in the
 * transaction that issues the document, so the numbers have no gaps: a rolled-back issue gives its
 * number back with it (ADR 068).
 */
export const InvoiceCounters: CollectionConfig = {
  slug: 'invoice-counters',
  admin: { hidden: true },
  access: { read: () => false, ...serverWritten },
  fields: [
    { name: 'series', type: 'text', required: true, unique: true },
    { name: 'last', type: 'number', required: true, defaultValue: 0 },
  ],
}

/** When an agency pays Monsoon: the deposit's share and days, the balance's days before arrival (ADR 068). */
export const paymentTermsFields = (description: string): Field => ({
  name: 'paymentTerms',
  label: 'Payment terms',
  type: 'group',
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'depositPercent', label: 'Deposit (%)', type: 'number', min: 0, max: 100 },
        { name: 'depositDays', label: 'Deposit due (days after invoice)', type: 'number', min: 0, max: 365 },
        {
          name: 'balanceDaysBefore',
          label: 'Balance due (days before arrival)',
          type: 'number',
          min: 0,
          max: 365,
        },
      ],
    },
  ],
})
