import type { CollectionConfig, Field } from 'payload'
import { isAdmin, isBusinessStaff } from '@/cms/access'
import { paymentTermsFields } from '@/cms/collections/finance'
import { hidden } from '@/cms/fields/hidden'
import { quoteCatalogueAction, travellersAction } from '@/cms/hooks/backoffice-actions'
import { afterBookingChange, beforeBookingChange } from '@/cms/hooks/bookings'
import { logBookingTerms } from '@/cms/hooks/finance-log'
import { BOOKING_STATUSES, QUOTE_VALID_DAYS, STATUS_LABELS } from '@/domain/booking-status'
import { formatMoney } from '@/domain/pricing/money'
import { PRODUCT_TYPES } from '@/domain/pricing/settings'

const readOnly = (field: Field): Field => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field
/** What the system keeps for itself: shown on request, folded away, never in the way (issue 20). */
const technical = (fields: Field[]): Field => ({
  type: 'collapsible',
  label: 'Technical',
  admin: { initCollapsed: true },
  fields,
})
/** A read-only detail the agent may leave out: shown only when given, so empty boxes do not pile up. */
const filled = (name: string) => (_data: unknown, sibling: Record<string, unknown>) => Boolean(sibling?.[name])

const statusOptions = BOOKING_STATUSES.map((status) => ({ label: STATUS_LABELS[status], value: status }))

/**
 * Agents' bookings (spec §3 Booking). Agents write them through the vault's API only
 * (`src/server/bookings`); staff read them here, answer requests by moving the status and assign
 * the tour consultant. Both kinds of write end in the same hooks, which call the one write path in
 * `src/server/bookings/write.ts`: row lock, version, history, watchers' emails (ADR 020).
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'nameTour',
    defaultColumns: ['Code', 'nameTour', 'status', 'agent', 'begindate', 'totalDisplay', 'updatedAt'],
    listSearchableFields: ['Code', 'nameTour'],
    description:
      'Booking requests from agents. Quote a request, confirm one the agent accepted (Confirmation requested), re-quote one sent back (Changes requested), or amend a confirmed trip (its suppliers are told) from its page.',
  },
  access: {
    read: isBusinessStaff,
    create: () => false,
    update: isBusinessStaff,
    delete: isAdmin,
  },
  endpoints: [quoteCatalogueAction, travellersAction],
  hooks: {
    beforeChange: [
      // The write path first: a consultant's quote edit sets the total the display then shows.
      beforeBookingChange,
      ({ data, originalDoc }) => {
        const total = data.total ?? originalDoc?.total ?? 0
        const currency = data.currency ?? originalDoc?.currency ?? ''
        return {
          ...data,
          totalDisplay: currency ? formatMoney(total, currency) : '',
        }
      },
    ],
    afterChange: [afterBookingChange, logBookingTerms],
  },
  fields: [
    {
      type: 'row',
      fields: [
        readOnly({ name: 'Code', label: 'Code', type: 'text', required: true, unique: true, index: true }),
        { name: 'status', type: 'select', required: true, defaultValue: 'draft', options: statusOptions, index: true },
        readOnly({
          name: 'totalDisplay',
          label: 'Total',
          type: 'text',
          admin: { description: 'In the agent’s currency, with their market’s markup.' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'quoteValidUntil',
          label: 'Quote valid until',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: `The agent can accept the quote until the end of this day. Empty: ${QUOTE_VALID_DAYS} days from the day it is quoted.`,
          },
        },
        { name: 'tourConsultant', type: 'relationship', relationTo: 'users' },
        readOnly({ name: 'agent', type: 'relationship', relationTo: 'agents', required: true, index: true }),
        readOnly({ name: 'agency', type: 'relationship', relationTo: 'agencies', required: true, index: true }),
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => Boolean(data?.confirmationNumber) },
      fields: [
        readOnly({
          name: 'confirmationNumber',
          type: 'text',
          unique: true,
          admin: { description: 'Given when the agent booked on allotment (Book now).' },
        }),
        readOnly({
          name: 'cancellationCharge',
          label: 'Cancellation charge (minor units)',
          type: 'number',
          admin: { description: 'By the contracts’ terms, when an instant booking was cancelled.' },
        }),
      ],
    },
    {
      name: 'travellers',
      type: 'ui',
      admin: { components: { Field: '/components/backoffice/travellers#Travellers' } },
    },
    {
      type: 'collapsible',
      label: 'Invoicing',
      admin: {
        initCollapsed: false,
        condition: (data) => data?.status === 'confirmed' || data?.status === 'cancelled',
      },
      fields: [
        {
          name: 'invoicing',
          type: 'ui',
          admin: { components: { Field: '/components/backoffice/booking-invoices#BookingInvoices' } },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Payment terms of this booking',
      admin: { initCollapsed: true },
      fields: [
        paymentTermsFields(
          'Only for this booking, when it differs from its agency’s terms: empty fields take the agency’s, its market’s, then Monsoon’s. A change after the invoice reissues it (a credit note and a new invoice).',
        ),
      ],
    },
    {
      name: 'confirmNote',
      label: 'Confirming without all travel details',
      type: 'textarea',
      admin: {
        description:
          'Confirming while travellers, flights or rooms are missing (listed under Travellers) needs a note: why, and who follows up.',
        condition: (data) => data?.status === 'confirmed' || Boolean(data?.confirmNote),
      },
    },
    {
      name: 'staffNote',
      label: 'Note to the agent',
      type: 'textarea',
      admin: { description: 'Shown to the agent with the booking, e.g. the quote’s conditions.' },
    },
    {
      type: 'collapsible',
      label: 'Trip',
      fields: [
        readOnly({ name: 'nameTour', label: 'Tour name', type: 'text', required: true, index: true }),
        {
          type: 'row',
          fields: [
            readOnly({
              name: 'begindate',
              label: 'Begins',
              type: 'date',
              required: true,
              index: true,
              admin: { date: { displayFormat: 'd MMM yyyy' } },
            }),
            readOnly({
              name: 'enddate',
              label: 'Ends',
              type: 'date',
              required: true,
              admin: { date: { displayFormat: 'd MMM yyyy' } },
            }),
            readOnly({ name: 'days', type: 'number' }),
            readOnly({ name: 'nights', type: 'number' }),
          ],
        },
        readOnly({ name: 'nation', type: 'relationship', relationTo: 'nations', required: true, index: true }),
        {
          type: 'row',
          fields: [
            readOnly({ name: 'departureCity', type: 'text', admin: { condition: filled('departureCity') } }),
            readOnly({ name: 'departureCountry', type: 'text', admin: { condition: filled('departureCountry') } }),
            readOnly({ name: 'departureLocation', type: 'text', admin: { condition: filled('departureLocation') } }),
          ],
        },
        {
          type: 'row',
          fields: [
            readOnly({ name: 'finishCity', type: 'text', admin: { condition: filled('finishCity') } }),
            readOnly({ name: 'finishCountry', type: 'text', admin: { condition: filled('finishCountry') } }),
            readOnly({ name: 'finishLocation', type: 'text', admin: { condition: filled('finishLocation') } }),
          ],
        },
        {
          type: 'row',
          fields: [
            readOnly({ name: 'adultQuantity', label: 'Adults', type: 'number', required: true, min: 1 }),
            readOnly({ name: 'childQuantity', label: 'Children', type: 'number', required: true, min: 0 }),
            readOnly({ name: 'rooms', type: 'number', min: 0 }),
          ],
        },
        readOnly({
          name: 'lsChildren',
          label: 'Children’s ages',
          labels: { singular: 'Child', plural: 'Children' },
          // No condition here: one would make the rows' required columns nullable in the database.
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'No', type: 'number', required: true },
                { name: 'age', type: 'number', required: true, min: 0, max: 17 },
              ],
            },
          ],
        }),
        readOnly({ name: 'comment', type: 'textarea', admin: { condition: filled('comment') } }),
      ],
    },
    {
      name: 'itinerary',
      type: 'ui',
      admin: { components: { Field: '/components/backoffice/quote-editor#QuoteEditor' } },
    },
    { name: 'tours', type: 'json', required: true, defaultValue: [], admin: { hidden: true } },
    {
      name: 'history',
      type: 'join',
      collection: 'booking-events',
      on: 'booking',
      defaultSort: '-at',
      // Events are written by the system only; the booking column would repeat this booking.
      admin: { allowCreate: false, defaultColumns: ['at', 'actorName', 'action', 'summary'] },
    },
    {
      name: 'versions',
      type: 'ui',
      admin: { components: { Field: '/cms/components/booking-versions#BookingVersions' } },
    },
    {
      name: 'quotes',
      label: 'Quotes given (versions)',
      type: 'join',
      collection: 'booking-quotes',
      on: 'booking',
      defaultSort: '-number',
      admin: {
        allowCreate: false,
        defaultColumns: ['number', 'at', 'by', 'totalDisplay'],
        // Until the first quote, Versions above already says there is none.
        condition: (data) => Number(data?.quotes?.docs?.length ?? 0) > 0,
      },
    },
    readOnly({
      name: 'watchers',
      type: 'relationship',
      relationTo: 'agents',
      hasMany: true,
      admin: {
        position: 'sidebar',
        description: 'Agents emailed when Monsoon moves this booking (they follow it from the vault).',
      },
    }),
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      // A hash of the details the key was first used with: the same key with other details is a 422.
      name: 'idempotencyFingerprint',
      type: 'text',
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    technical([
      {
        type: 'row',
        fields: [
          readOnly({
            name: 'total',
            label: 'Total in minor units',
            type: 'number',
            required: true,
            defaultValue: 0,
            admin: { description: 'Cents (none for VND), as prices are computed (ADR 010).' },
          }),
          readOnly({ name: 'currency', type: 'text', required: true }),
          readOnly({
            name: 'version',
            type: 'number',
            required: true,
            defaultValue: 1,
            admin: { description: 'Goes up with every saved change; stops two edits overwriting each other.' },
          }),
          readOnly({ name: 'languageId', label: 'Language', type: 'text' }),
        ],
      },
    ]),
    readOnly({
      name: 'deletedAt',
      label: 'Deleted by the agent',
      type: 'date',
      index: true,
      admin: { position: 'sidebar' },
    }),
    // Who travels (issue 56, ADR 066): read and written by src/server/travellers only, passports sealed.
    hidden({ name: 'manifest', type: 'json' }),
    // The agent's own selling price for their client: the agency's business, never Monsoon's (issue 21).
    hidden({ name: 'clientMarkup', type: 'json' }),
    hidden({ name: 'clientShowsPrice', type: 'checkbox', defaultValue: false }),
    // The allotment room nights this booking took (Book now, ADR 044): what a cancellation gives back.
    readOnly({
      name: 'allotmentTaken',
      label: 'Rooms taken from the allotment',
      type: 'json',
      // The server's alone (it moves rooms in the allotment): Payload's API may not write it.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        condition: (data) => Array.isArray(data?.allotmentTaken) && data.allotmentTaken.length > 0,
      },
    }),
  ],
}

/**
 * The links an agent gives a client to see a booking's itinerary (issue 21, ADR 039): only the
 * token's hash is kept, and the agency's tool, not the back office's: nobody reads them through
 * Payload; `src/server/export/client-links.ts` writes and reads them for the agent and the client.
 */
export const ClientItineraries: CollectionConfig = {
  slug: 'client-itineraries',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    { name: 'agency', type: 'relationship', relationTo: 'agencies', required: true, index: true },
    { name: 'createdBy', type: 'relationship', relationTo: 'agents', required: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'hint', type: 'text', required: true },
    { name: 'label', type: 'text' },
    { name: 'frozen', type: 'checkbox', defaultValue: false },
    /** The page offers the travel documents (itinerary and vouchers) once a supplier confirmed (issue 56). */
    { name: 'travelDocuments', type: 'checkbox', defaultValue: false },
    /** The client's itinerary as it was when a frozen link was made. */
    { name: 'snapshot', type: 'json' },
    { name: 'opens', type: 'number', defaultValue: 0 },
    { name: 'lastOpenedAt', type: 'date' },
    { name: 'revokedAt', type: 'date', index: true },
  ],
}

/** Who did what to a booking, and when (issue #5): shown to the agent and to staff. */
export const BookingEvents: CollectionConfig = {
  slug: 'booking-events',
  labels: { singular: 'Booking event', plural: 'Booking history' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'summary',
    defaultColumns: ['at', 'booking', 'actorName', 'action', 'summary'],
  },
  access: { read: isBusinessStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        { name: 'actorKind', type: 'select', required: true, options: ['agent', 'staff'] },
        { name: 'actorName', type: 'text', required: true },
      ],
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: ['created', 'details', 'itinerary', 'status', 'cleared', 'deleted', 'hold', 'travellers', 'supplier'],
    },
    {
      type: 'row',
      fields: [
        { name: 'fromStatus', type: 'select', options: statusOptions },
        { name: 'toStatus', type: 'select', options: statusOptions },
        { name: 'version', type: 'number' },
      ],
    },
    { name: 'summary', type: 'text', required: true },
    /**
     * The summary's words (issue 58, ADR 069): the sentences of the catalogues' `History` namespace
     * and their values, so the vault says the entry in its reader's language. Empty for entries
     * written before, which show their English summary.
     */
    { name: 'words', type: 'json', admin: { hidden: true } },
  ],
}

/**
 * Every quote Monsoon gave on a booking, as it stood when staff moved it to Quoted (ADR 030): the
 * agent's later changes never overwrite what was quoted, and any two versions can be compared.
 * Written by the booking write path only.
 */
export const BookingQuotes: CollectionConfig = {
  slug: 'booking-quotes',
  labels: { singular: 'Quote given', plural: 'Quotes given' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'totalDisplay',
    defaultColumns: ['booking', 'number', 'at', 'by', 'totalDisplay'],
    description: 'What each booking looked like when it was quoted. Written when a booking moves to Quoted.',
  },
  access: { read: isBusinessStaff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'number', label: 'Quote', type: 'number', required: true },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', label: 'Quoted by', type: 'text', required: true },
        { name: 'totalDisplay', label: 'Total', type: 'text' },
      ],
    },
    technical([
      {
        type: 'row',
        fields: [
          { name: 'total', label: 'Total in minor units', type: 'number', required: true },
          { name: 'currency', type: 'text', required: true },
          { name: 'bookingVersion', type: 'number', required: true },
        ],
      },
      { name: 'snapshot', type: 'json', required: true, admin: { description: 'The booking as quoted.' } },
    ]),
  ],
}

/** An agency's favourite catalogue items (spec §3 Favourite), shared by its agents. */
export const AgentFavourites: CollectionConfig = {
  slug: 'agent-favourites',
  labels: { singular: 'Favourite', plural: 'Favourites' },
  admin: { group: 'Agents', useAsTitle: 'tourId', defaultColumns: ['agency', 'type', 'tourId', 'createdAt'] },
  access: { read: isBusinessStaff, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'agency', type: 'relationship', relationTo: 'agencies', required: true, index: true },
    { name: 'agent', type: 'relationship', relationTo: 'agents', required: true },
    { name: 'tourId', type: 'text', required: true },
    { name: 'type', type: 'select', required: true, options: [...PRODUCT_TYPES], index: true },
    { name: 'nationCode', type: 'text', required: true, index: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true, description: 'agency:type:tourId, so a favourite exists once per agency' },
    },
  ],
}

/**
 * Each booking request an agent sent (notificationapi notify, ADR 013): who received which
 * template. `sendId` is the send token's id, so a repeated send writes nothing twice.
 */
export const BookingRequests: CollectionConfig = {
  slug: 'booking-requests',
  labels: { singular: 'Sent request', plural: 'Sent requests' },
  admin: {
    group: 'Bookings',
    useAsTitle: 'subject',
    defaultColumns: ['booking', 'agent', 'recipientCount', 'oneTime', 'createdAt'],
    description: 'Booking requests agents emailed from the vault. The emails themselves are in Email → Outbox.',
  },
  defaultSort: '-createdAt',
  access: { read: isBusinessStaff, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    { name: 'agent', type: 'relationship', relationTo: 'agents', required: true, index: true },
    { name: 'subject', type: 'text', required: true, admin: { description: 'The subject Monsoon’s copy carried.' } },
    { name: 'oneTime', label: 'One-time request', type: 'checkbox', defaultValue: false },
    { name: 'recipientCount', label: 'Recipients', type: 'number', required: true },
    {
      name: 'recipients',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'email', type: 'email', required: true },
            { name: 'kind', type: 'select', required: true, options: ['admin', 'agent'] },
            { name: 'outboxEmail', label: 'Email', type: 'relationship', relationTo: 'emails' },
          ],
        },
      ],
    },
    {
      name: 'sendId',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
    },
  ],
}
