import type { CollectionConfig, Field, Where } from 'payload'
import { isBusinessStaff, mayRecordPayments, maySetCredit, serverWritten } from '@/cms/access'
import { allocatePaymentAction, bankImportAction, invoicePdfAction } from '@/cms/hooks/backoffice-actions'
import { afterPaymentRecorded, beforePaymentRecorded } from '@/cms/hooks/payments'
import { CURRENCIES } from '@/domain/agents'
import { DOCUMENT_KINDS } from '@/domain/invoices'
import type { Invoice } from '@/payload-types'

/** A number field of money typed in the currency's units and kept in minor units (money-field.tsx). */
export const MONEY_FIELD = '/components/backoffice/money-field#MoneyField'
/** The same amount in a list, by the row's currency. */
const MONEY_CELL = '/components/backoffice/money-cell#MoneyCell'
const MONEY = { Field: MONEY_FIELD, Cell: MONEY_CELL }

/**
 * Where an invoice stands, kept by the server as payments are allocated and credit notes issued
 * (src/server/finance/standing.ts): not part of the issued document, which never changes.
 */
const standing = (field: Field): Field =>
  ({
    ...field,
    admin: {
      readOnly: true,
      condition: (data: Partial<Invoice>) => data?.kind === 'invoice',
      ...field.admin,
    },
  }) as Field

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
    defaultColumns: ['number', 'issuedOn', 'agency', 'booking', 'total', 'open', 'dueOn'],
    listSearchableFields: ['number'],
    description:
      'Issued when Monsoon confirms a booking; a change after it issues a credit note and a new invoice. Issued documents never change.',
  },
  defaultSort: '-issuedOn',
  access: { read: isBusinessStaff, ...serverWritten },
  endpoints: [invoicePdfAction],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', required: true, unique: true, index: true },
        { name: 'kind', type: 'select', required: true, options: [...DOCUMENT_KINDS], index: true },
        {
          name: 'issuedOn',
          label: 'Issued on',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { displayFormat: 'd MMM yyyy' } },
        },
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
          type: 'number',
          required: true,
          admin: { components: MONEY },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        standing({ name: 'paid', type: 'number', defaultValue: 0, admin: { components: MONEY } }),
        standing({ name: 'credited', type: 'number', defaultValue: 0, admin: { components: MONEY } }),
        standing({ name: 'open', type: 'number', index: true, defaultValue: 0, admin: { components: MONEY } }),
        standing({
          name: 'dueOn',
          label: 'Next due',
          type: 'date',
          index: true,
          admin: { date: { displayFormat: 'd MMM yyyy' } },
        }),
        standing({ name: 'dueAmount', label: 'Next due amount', type: 'number', admin: { components: MONEY } }),
      ],
    },
    {
      name: 'reason',
      type: 'text',
      admin: { description: 'Why a credit note was issued.', condition: (data) => data?.kind === 'credit_note' },
    },
    {
      name: 'document',
      type: 'ui',
      admin: { components: { Field: '/components/backoffice/invoice-document#InvoiceDocument' } },
    },
    /** The lines: [{ description, date, amount }], one per service, as issued. */
    { name: 'lines', type: 'json', required: true, admin: { hidden: true } },
    /** The payment schedule as issued: [{ kind, due, amount }]. */
    { name: 'schedule', type: 'json', required: true, admin: { hidden: true } },
    /** The agency's billing details as they were on the day (a later change does not rewrite an invoice). */
    { name: 'billTo', label: 'Billed to', type: 'json', required: true, admin: { hidden: true } },
    /** The due date the last "due soon" reminder was sent for, and the last overdue notice's (src/server/finance/reminders.ts). */
    { name: 'remindedFor', type: 'date', admin: { hidden: true } },
    { name: 'overdueNoticeFor', type: 'date', admin: { hidden: true } },
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
  access: { create: maySetCredit, update: maySetCredit },
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

export const PAYMENT_METHODS = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'card', label: 'Card' },
  { value: 'cash', label: 'Cash' },
  { value: 'other', label: 'Other' },
] as const

/**
 * What an agency paid Monsoon (issue 57, ADR 068 §7): recorded by an admin, never changed after
 * (a mistake is put right by another entry), allocated to the invoice named with it as far as that
 * invoice is open; the rest stays the agency's credit.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: {
    group: 'Finance',
    useAsTitle: 'reference',
    defaultColumns: ['receivedOn', 'agency', 'amount', 'unallocated', 'method', 'reference', 'invoice'],
    listSearchableFields: ['reference'],
    components: { beforeListTable: ['/components/backoffice/bank-import#BankImport'] },
    description:
      'Money received from agencies. Name the invoice it pays: it is allocated up to what that invoice has open, and anything beyond stays the agency’s credit. Admins, and consultants with the right, record payments; a recorded payment does not change.',
  },
  defaultSort: '-receivedOn',
  access: { read: isBusinessStaff, create: mayRecordPayments, update: () => false, delete: () => false },
  hooks: { beforeChange: [beforePaymentRecorded], afterChange: [afterPaymentRecorded] },
  endpoints: [allocatePaymentAction, bankImportAction],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'agency', type: 'relationship', relationTo: 'agencies', required: true, index: true },
        {
          name: 'receivedOn',
          label: 'Received on',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          label: 'Amount',
          type: 'number',
          required: true,
          admin: { components: MONEY },
        },
        { name: 'currency', type: 'select', required: true, options: [...CURRENCIES], defaultValue: 'EUR' },
        {
          name: 'method',
          type: 'select',
          required: true,
          defaultValue: 'bank_transfer',
          options: PAYMENT_METHODS.map((method) => ({ ...method })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, maxLength: 120 },
        {
          name: 'invoice',
          label: 'Pays invoice',
          type: 'relationship',
          relationTo: 'invoices',
          filterOptions: ({ data }): Where =>
            data?.agency
              ? { and: [{ agency: { equals: data.agency } }, { kind: { equals: 'invoice' } }] }
              : { kind: { equals: 'invoice' } },
        },
      ],
    },
    { name: 'note', type: 'textarea', maxLength: 1000 },
    {
      name: 'unallocated',
      label: 'Not allocated yet',
      type: 'number',
      index: true,
      access: { create: () => false, update: () => false },
      admin: {
        components: MONEY,
        readOnly: true,
        description: 'The agency’s credit on account from this payment: allocate it to an invoice below.',
        condition: (data) => typeof data?.unallocated === 'number',
      },
    },
    {
      name: 'allocate',
      type: 'ui',
      admin: {
        condition: (data) => (data?.unallocated ?? 0) > 0,
        components: { Field: '/components/backoffice/allocate-payment#AllocatePayment' },
      },
    },
    {
      name: 'recordedBy',
      label: 'Recorded by',
      type: 'text',
      admin: { readOnly: true, condition: (data) => Boolean(data?.recordedBy) },
    },
  ],
}

/** What of a payment went to which invoice (ADR 068 §7): written with the payment, in its transaction. */
export const PaymentAllocations: CollectionConfig = {
  slug: 'payment-allocations',
  labels: { singular: 'Allocation', plural: 'Allocations' },
  admin: { group: 'Finance', defaultColumns: ['payment', 'invoice', 'amount', 'createdAt'] },
  access: { read: isBusinessStaff, ...serverWritten },
  fields: [
    { name: 'payment', type: 'relationship', relationTo: 'payments', required: true, index: true },
    { name: 'invoice', type: 'relationship', relationTo: 'invoices', required: true, index: true },
    {
      name: 'amount',
      label: 'Amount (minor units)',
      type: 'number',
      required: true,
      admin: { description: 'Less than 0: taken back from the invoice (it was credited) to the agency’s credit.' },
    },
    { name: 'note', type: 'text' },
    { name: 'allocatedBy', label: 'By', type: 'text' },
  ],
}

export const FINANCE_ACTIONS = [
  { value: 'payment_recorded', label: 'Payment recorded' },
  { value: 'payment_allocated', label: 'Credit allocated' },
  { value: 'bank_import', label: 'Bank statement imported' },
  { value: 'credit_limit', label: 'Credit limit changed' },
  { value: 'payment_terms', label: 'Payment terms changed' },
] as const

/**
 * Who changed what of the money, when (issue 57, ADR 068 §8): every payment recorded, credit
 * allocated, bank statement imported, credit limit and payment terms changed. Written by the
 * server in the change's own transaction; nobody edits it.
 */
export const FinanceLog: CollectionConfig = {
  slug: 'finance-log',
  labels: { singular: 'Finance log entry', plural: 'Finance log' },
  admin: {
    group: 'Finance',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'summary', 'agency', 'by'],
    description: 'Every payment, allocation, bank import, credit limit and payment terms change, with who made it.',
  },
  defaultSort: '-createdAt',
  access: { read: isBusinessStaff, ...serverWritten },
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: FINANCE_ACTIONS.map((a) => ({ ...a })) },
    { name: 'summary', type: 'text', required: true },
    { name: 'agency', type: 'relationship', relationTo: 'agencies', index: true },
    { name: 'market', type: 'text' },
    { name: 'booking', type: 'relationship', relationTo: 'bookings' },
    { name: 'by', type: 'text', required: true },
    /** The values before and after, as the change's code read them. */
    { name: 'details', type: 'json' },
  ],
}
