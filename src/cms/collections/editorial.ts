import type { CollectionConfig, Field } from 'payload'
import { businessAccess } from '@/cms/access'
import { bodyField, imageField, listCollection, slugField, sortField } from '@/cms/fields/editorial'
import { translatable } from '@/cms/fields/localized'
import { detailPath, EDITORIAL_PATHS, famTripsPath } from '@/domain/editorial-routes'
import { relationId } from '@/lib/relation'

/** The editorial lists (spec §3 Page content groups): published for everyone, drafts for staff (ADR 014). */

const slugOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' ? doc.slug : '')
const nationField = (hasMany = false): Field => ({
  name: hasMany ? 'nations' : 'nation',
  type: 'relationship',
  relationTo: 'nations',
  hasMany,
  index: true,
})
const daysField: Field = {
  name: 'itinerary',
  label: 'Day by day',
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'e.g. Luang Prabang – Nong Khiaw' } },
    { name: 'text', type: 'textarea' },
  ],
}

export const Faqs = listCollection({
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'sort', '_status'] },
  pathOf: () => EDITORIAL_PATHS.faq,
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    { name: 'category', type: 'text', admin: { description: 'e.g. Booking, Travel documents, Payments' } },
    sortField(),
  ],
})

export const TeamMembers = listCollection({
  slug: 'team-members',
  labels: { singular: 'Team member', plural: 'Team' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'position', 'department', 'sort', '_status'] },
  pathOf: () => EDITORIAL_PATHS.meetTheTeam,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'position', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'department', type: 'text' },
        { name: 'location', type: 'text' },
      ],
    },
    { name: 'bio', type: 'textarea' },
    imageField('photo'),
    { name: 'languages', type: 'text', admin: { description: 'Languages spoken, e.g. English, German, Thai' } },
    sortField(),
  ],
})

export const ExecutiveProfiles = listCollection({
  slug: 'executive-profiles',
  labels: { singular: 'Executive profile', plural: 'Executive profiles' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'position', 'sort', '_status'] },
  pathOf: () => EDITORIAL_PATHS.executiveProfile,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'position', type: 'text', required: true },
      ],
    },
    imageField('photo'),
    { name: 'quote', type: 'textarea' },
    bodyField('bio', 'Biography'),
    sortField(),
  ],
})

export const Introducings = listCollection({
  slug: 'introducings',
  labels: { singular: 'Introducing', plural: 'Introducings' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'nation', 'sort', '_status'],
    description: 'Introductions of new hotels, destinations and experiences (Travel portfolio → Introducing).',
  },
  pathOf: (doc) => detailPath('introducing', slugOf(doc)),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    nationField(),
    { name: 'subtitle', type: 'textarea' },
    imageField(),
    bodyField(),
    sortField(),
  ],
})

export const TravelInspirations = listCollection({
  slug: 'travel-inspirations',
  labels: { singular: 'Travel inspiration', plural: 'Travel inspirations' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'duration', 'sort', '_status'] },
  pathOf: (doc) => detailPath('travelInspiration', slugOf(doc)),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    nationField(true),
    {
      type: 'row',
      fields: [
        { name: 'duration', type: 'text', admin: { description: 'e.g. 12 days' } },
        { name: 'theme', type: 'text' },
      ],
    },
    { name: 'summary', type: 'textarea', required: true },
    imageField(),
    {
      name: 'highlights',
      type: 'array',
      fields: [translatable({ name: 'text', type: 'text' }, { requiredInEnglish: true })],
    },
    bodyField(),
    sortField(),
  ],
})

export const OverlandJourneys = listCollection({
  slug: 'overland-journeys',
  labels: { singular: 'Overland journey', plural: 'Overland journeys' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'days', 'from', 'to', '_status'] },
  pathOf: (doc) => detailPath('overlandJourney', slugOf(doc)),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    nationField(true),
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text', required: true },
        { name: 'to', type: 'text', required: true },
        { name: 'days', type: 'number', required: true, min: 1, max: 60 },
      ],
    },
    { name: 'summary', type: 'textarea', required: true },
    imageField(),
    bodyField(),
    daysField,
    sortField(),
  ],
})

export const ConciergeCategories = listCollection({
  slug: 'concierge-categories',
  translate: ['name'],
  // Short enough for Postgres' 63-character names of the constraints that point here.
  dbName: 'concierge_cats',
  labels: { singular: 'Concierge category', plural: 'Concierge categories' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'sort', '_status'] },
  tag: 'concierge',
  pathOf: () => EDITORIAL_PATHS.conciergeList,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
    imageField('image', 'Shown on the category card.', true),
    sortField(),
  ],
})

export const ConciergeItems = listCollection({
  slug: 'concierge-items',
  translate: ['name'],
  labels: { singular: 'Concierge item', plural: 'Concierge items' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'nation', 'sort', '_status'] },
  tag: 'concierge',
  pathOf: (doc) => detailPath('conciergeItem', slugOf(doc)),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'category', type: 'relationship', relationTo: 'concierge-categories', required: true, index: true },
    { type: 'row', fields: [nationField(), { name: 'location', type: 'text' }] },
    { name: 'summary', type: 'textarea', required: true },
    imageField(),
    bodyField(),
    sortField(),
  ],
})

export const FamTrips = listCollection({
  slug: 'fam-trips',
  labels: { singular: 'Fam trip', plural: 'Fam trips' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'nation', 'startDate', '_status'] },
  pathOf: () => famTripsPath(),
  fields: [
    { name: 'title', type: 'text', required: true },
    { ...nationField(), required: true } as Field,
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        { name: 'endDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'seats', type: 'number', min: 0 },
      ],
    },
    { name: 'summary', type: 'textarea', required: true },
    imageField(),
    daysField,
    sortField(),
  ],
})

export const CountryInformation = listCollection({
  slug: 'country-information',
  labels: { singular: 'Country information', plural: 'Country information' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'nation', '_status'] },
  pathOf: () => EDITORIAL_PATHS.countryInformation,
  fields: [
    { name: 'title', type: 'text', required: true },
    { ...nationField(), required: true, unique: true } as Field,
    {
      type: 'row',
      fields: [
        { name: 'capital', type: 'text' },
        { name: 'currency', type: 'text' },
        { name: 'timeZone', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'languages', type: 'text' },
        { name: 'bestTime', label: 'Best time to travel', type: 'text' },
      ],
    },
    { name: 'visa', type: 'textarea' },
    { name: 'climate', type: 'textarea' },
    { name: 'overview', type: 'textarea', required: true },
    imageField(),
    sortField(),
  ],
})

/** A visitor's words: staff read them and mark the request answered, nobody edits them. */
const asSent = { access: { update: () => false } }

/**
 * What visitors send through the contact and get-in-touch forms; staff read them, mark them
 * answered (who and when are kept), and the dashboard counts those not answered yet (issue 20).
 */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'Contact request', plural: 'Contact requests' },
  admin: {
    group: 'Forms',
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'form', 'firstName', 'lastName', 'email', 'company', 'answered'],
    listSearchableFields: ['email', 'lastName', 'company', 'message'],
  },
  access: { ...businessAccess, create: () => false },
  hooks: {
    beforeChange: [
      // Who answered and when follow the tick, whatever else a client sends.
      ({ data, originalDoc, req, operation }) => {
        if (operation !== 'update') return data
        const was = Boolean(originalDoc?.answered)
        const is = data.answered === undefined ? was : Boolean(data.answered)
        if (is === was) {
          const by = originalDoc?.answeredBy
          return { ...data, answeredAt: originalDoc?.answeredAt ?? null, answeredBy: by ? relationId(by) : null }
        }
        return is
          ? { ...data, answeredAt: new Date().toISOString(), answeredBy: req.user?.id ?? null }
          : { ...data, answeredAt: null, answeredBy: null }
      },
    ],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      index: true,
      ...asSent,
      options: [
        { label: 'Contact', value: 'contact' },
        { label: 'Get in touch', value: 'get-in-touch' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, ...asSent },
        { name: 'lastName', type: 'text', required: true, ...asSent },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true, ...asSent },
        { name: 'company', type: 'text', ...asSent },
      ],
    },
    { name: 'message', type: 'textarea', required: true, ...asSent },
    { name: 'additionalDetails', type: 'textarea', ...asSent },
    {
      name: 'answered',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Tick once someone at Monsoon has replied to this person.' },
    },
    {
      name: 'answeredBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.answered) },
    },
    {
      name: 'answeredAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.answered),
      },
    },
  ],
  timestamps: true,
}

export const EDITORIAL_COLLECTIONS: CollectionConfig[] = [
  Faqs,
  TeamMembers,
  ExecutiveProfiles,
  Introducings,
  TravelInspirations,
  OverlandJourneys,
  ConciergeCategories,
  ConciergeItems,
  FamTrips,
  CountryInformation,
  ContactRequests,
]
