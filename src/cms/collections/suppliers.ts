import type { CollectionConfig } from 'payload'
import { isAdmin, isBusinessStaff } from '@/cms/access'
import { supplierVoucherAction } from '@/cms/hooks/backoffice-actions'
import { afterReservationAnswer, beforeReservationAnswer } from '@/cms/hooks/supplier-reservations'
import { RESERVATION_STATUS_LABELS, RESERVATION_STATUSES, SERVICE_KINDS, SUPPLIER_KINDS } from '@/domain/suppliers'

/**
 * Who delivers Monsoon's services (issue 56, ADR 067): hotels, transfer companies, guides,
 * restaurants and visa agents, with the reservation contacts Monsoon's requests go to. Catalogue
 * items name their supplier.
 */
export const Suppliers: CollectionConfig = {
  slug: 'suppliers',
  labels: { singular: 'Supplier', plural: 'Suppliers' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'reservationEmail', 'nation'],
    listSearchableFields: ['name', 'reservationEmail'],
    description:
      'Who delivers each service. Reservation requests, amendments and cancellations go to the reservation email when a booking is confirmed or changed.',
  },
  access: { read: isBusinessStaff, create: isBusinessStaff, update: isBusinessStaff, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, index: true, maxLength: 120 },
        { name: 'kind', type: 'select', required: true, options: [...SUPPLIER_KINDS], index: true },
        { name: 'nation', type: 'relationship', relationTo: 'nations', index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'reservationEmail', label: 'Reservation email', type: 'email', required: true },
        { name: 'contactName', label: 'Reservations contact', type: 'text', maxLength: 120 },
        { name: 'phone', label: 'Reservations phone', type: 'text', maxLength: 40 },
      ],
    },
    {
      name: 'emergencyPhone',
      label: 'Emergency phone (on the vouchers)',
      type: 'text',
      maxLength: 40,
    },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
  ],
}

/**
 * Monsoon's reservation of each service of a confirmed booking with its supplier (issue 56, ADR
 * 067): one row per service, written by src/server/suppliers when the booking is confirmed or
 * changes. Staff record the supplier's answer here; the list, by service date, is the work queue.
 */
export const SupplierReservations: CollectionConfig = {
  slug: 'supplier-reservations',
  labels: { singular: 'Supplier reservation', plural: 'Supplier reservations' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'service',
    defaultColumns: ['serviceDate', 'service', 'supplier', 'status', 'confirmationNumber', 'booking'],
    listSearchableFields: ['service', 'confirmationNumber'],
    description:
      'Each service of a confirmed booking and its supplier’s answer. Filter by Requested and sort by date for what still needs a confirmation.',
  },
  defaultSort: 'serviceDate',
  access: { read: isBusinessStaff, create: () => false, update: isBusinessStaff, delete: () => false },
  hooks: { beforeChange: [beforeReservationAnswer], afterChange: [afterReservationAnswer] },
  endpoints: [supplierVoucherAction],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'requested',
          index: true,
          options: RESERVATION_STATUSES.map((value) => ({ value, label: RESERVATION_STATUS_LABELS[value] })),
        },
        {
          name: 'confirmationNumber',
          label: 'Supplier’s confirmation number',
          type: 'text',
          maxLength: 60,
        },
      ],
    },
    { name: 'answerNote', label: 'Note on the answer', type: 'textarea', maxLength: 1000 },
    {
      name: 'voucher',
      type: 'ui',
      admin: { components: { Field: '/cms/components/supplier-voucher#SupplierVoucher' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'service', type: 'text', required: true, admin: { readOnly: true } },
        {
          name: 'serviceDate',
          label: 'Date',
          type: 'date',
          required: true,
          index: true,
          admin: { readOnly: true, date: { displayFormat: 'd MMM yyyy' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'booking',
          type: 'relationship',
          relationTo: 'bookings',
          required: true,
          index: true,
          admin: { readOnly: true },
        },
        { name: 'supplier', type: 'relationship', relationTo: 'suppliers', index: true, admin: { readOnly: true } },
        { name: 'kind', type: 'select', required: true, options: [...SERVICE_KINDS], admin: { readOnly: true } },
      ],
    },
    {
      name: 'request',
      label: 'What the supplier was sent',
      type: 'textarea',
      admin: { readOnly: true, description: 'The last request, amendment or cancellation, as emailed.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sentAt',
          label: 'Last sent',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'answeredAt',
          label: 'Answered',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'answeredBy', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      name: 'version',
      type: 'number',
      required: true,
      defaultValue: 1,
      admin: {
        readOnly: true,
        description: 'Goes up with every answer or request: two answers saved at once, one wins.',
      },
    },
    // The booking's service this row is about, once per booking (`bookingId:stay:…`, `bookingId:line:…`).
    { name: 'serviceKey', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'contentHash', type: 'text', admin: { hidden: true } },
    { name: 'reminderSentAt', type: 'date', admin: { hidden: true } },
  ],
}
