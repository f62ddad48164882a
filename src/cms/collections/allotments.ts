import type { CollectionConfig } from 'payload'
import { isBusinessStaff, serverWritten } from '@/cms/access'
import { allotmentCalendarAction, allotmentEditAction } from '@/cms/hooks/backoffice-actions'

/**
 * Allotments (issue 25, ADR 044). The rooms themselves are rows of `allotment_nights`, a table of
 * the migrations (one row per hotel, room type and night, with a check that sold and held rooms
 * never exceed the rooms the hotel holds), edited in the calendar at /admin/allotments. Here staff
 * read the agents' holds and the calendar's audit trail; both are written by the server only.
 */

const readOnly = { readOnly: true }

export const HOLD_STATUSES = ['active', 'converted', 'released', 'expired'] as const

export const AllotmentHolds: CollectionConfig = {
  slug: 'allotment-holds',
  labels: { singular: 'Hold', plural: 'Holds' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'booking', 'agency', 'status', 'expiresAt', 'rooms'],
    description:
      'Rooms agents hold for their clients from Monsoon’s allotments. An active hold gives its rooms back by itself when it expires.',
  },
  defaultSort: '-createdAt',
  access: { read: isBusinessStaff, ...serverWritten },
  fields: [
    { name: 'summary', type: 'text', required: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true, admin: readOnly },
        { name: 'agency', type: 'relationship', relationTo: 'agencies', required: true, index: true, admin: readOnly },
        { name: 'agent', type: 'relationship', relationTo: 'agents', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'active',
          index: true,
          options: [...HOLD_STATUSES],
          admin: readOnly,
        },
        {
          name: 'expiresAt',
          type: 'date',
          required: true,
          index: true,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'extended', type: 'checkbox', defaultValue: false, admin: readOnly },
        { name: 'rooms', label: 'Room nights', type: 'number', required: true, admin: readOnly },
      ],
    },
    { name: 'endedAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'nights',
      type: 'json',
      required: true,
      admin: { ...readOnly, description: 'The room nights held: hotel, room type, date and rooms.' },
    },
  ],
}

export const AllotmentChanges: CollectionConfig = {
  slug: 'allotment-changes',
  labels: { singular: 'Allotment change', plural: 'Allotment changes' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'summary',
    defaultColumns: ['at', 'byName', 'hotel', 'room', 'summary'],
    description: 'Who changed which allotment, when, and what: written by the allotment calendar.',
  },
  defaultSort: '-at',
  access: { read: isBusinessStaff, ...serverWritten },
  endpoints: [allotmentCalendarAction, allotmentEditAction],
  fields: [
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        { name: 'by', type: 'relationship', relationTo: 'users', required: true },
        { name: 'byName', label: 'By', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'hotel', type: 'relationship', relationTo: 'hotels', required: true, index: true },
        { name: 'room', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text', required: true },
        { name: 'to', type: 'text', required: true },
      ],
    },
    { name: 'summary', type: 'text', required: true },
    {
      name: 'before',
      type: 'json',
      admin: { description: 'The nights as they were: date, held, release days, stop sale.' },
    },
  ],
}
