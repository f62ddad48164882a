import type { CollectionConfig, Field } from 'payload'
import { staffReadEditorsWrite } from '@/cms/access'
import { slugField } from '@/cms/fields/editorial'
import { translatable } from '@/cms/fields/localized'
import { priceField } from '@/cms/fields/money'
import { invalidateOnChange } from '@/cms/hooks/invalidate'
import { MARKETS } from '@/domain/agents'
import { isMonthDay } from '@/domain/itinerary/operations'
import { MINOR_DIGITS } from '@/domain/pricing/money'

/** The catalogue: every staff member reads it, editors and admins edit it (issue #4). */
const catalogueAccess = staffReadEditorsWrite

const nationField: Field = { name: 'nation', type: 'relationship', relationTo: 'nations', required: true, index: true }
const supplierField: Field = {
  name: 'supplier',
  type: 'relationship',
  relationTo: 'suppliers',
  index: true,
  admin: { description: 'Who delivers it: Monsoon’s reservation requests go to them when a booking is confirmed.' },
}
const cityField: Field = { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true }
const currencyField: Field = {
  name: 'currency',
  type: 'select',
  required: true,
  defaultValue: 'USD',
  options: Object.keys(MINOR_DIGITS),
}
const date = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  admin: { description: 'YYYY-MM-DD', width: '50%' },
  validate: (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
      ? true
      : 'A date as YYYY-MM-DD',
})

export const ACCOMMODATION_TYPES = ['Hotel', 'Resort', 'Boutique hotel', 'Villa', 'Lodge', 'Cruise'] as const

export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: { singular: 'City', plural: 'Cities' },
  admin: { group: 'Catalogue', useAsTitle: 'fullName', defaultColumns: ['fullName', 'province', 'nation'] },
  access: { ...catalogueAccess, read: () => true },
  defaultSort: 'fullName',
  hooks: invalidateOnChange('catalogue'),
  fields: [
    { name: 'fullName', type: 'text', required: true, index: true },
    { name: 'province', type: 'text' },
    nationField,
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          type: 'number',
          min: -90,
          max: 90,
          admin: {
            step: 0.0001,
            description:
              'Where the city is, in decimal degrees (Bangkok: 13.7563, 100.5018): client itineraries’ route maps place it there. Without both, the city is left off the map.',
          },
        },
        { name: 'longitude', type: 'number', min: -180, max: 180, admin: { step: 0.0001 } },
      ],
    },
  ],
}

export const Hotels: CollectionConfig = {
  slug: 'hotels',
  labels: { singular: 'Hotel', plural: 'Hotels' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'stars', 'accommodationType', 'nation'],
  },
  access: catalogueAccess,
  hooks: invalidateOnChange('catalogue'),
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    { type: 'row', fields: [nationField, cityField] },
    supplierField,
    {
      type: 'row',
      fields: [
        {
          name: 'accommodationType',
          type: 'select',
          required: true,
          defaultValue: 'Hotel',
          options: [...ACCOMMODATION_TYPES],
        },
        { name: 'stars', type: 'number', required: true, min: 1, max: 5, defaultValue: 4, index: true },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    translatable({ name: 'description', type: 'textarea' }),
    {
      name: 'rooms',
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'occupancy', type: 'number', required: true, min: 1, defaultValue: 2 },
          ],
        },
      ],
    },
  ],
}

/**
 * A hotel contract: its currency, the markets it is sold to, and per room the fit price, the rate
 * periods (price per room night), extra beds, meal plans and an optional value (spec §3).
 */
export const HotelContracts: CollectionConfig = {
  slug: 'hotel-contracts',
  labels: { singular: 'Hotel contract', plural: 'Hotel contracts' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'name',
    defaultColumns: ['name', 'hotel', 'currency', 'validFrom', 'validTo'],
  },
  access: catalogueAccess,
  hooks: invalidateOnChange('catalogue'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'hotel', type: 'relationship', relationTo: 'hotels', required: true, index: true },
    {
      type: 'row',
      fields: [
        currencyField,
        { name: 'markets', type: 'select', hasMany: true, required: true, options: [...MARKETS] },
      ],
    },
    { type: 'row', fields: [date('validFrom', 'Valid from'), date('validTo', 'Valid to')] },
    {
      name: 'cancellationTerms',
      label: 'Cancellation terms',
      type: 'array',
      admin: {
        description:
          'What cancelling a room booked on allotment costs: cancelled this many days or fewer before arrival, this share of the stay is charged (e.g. 14 days → 50%, 3 days → 100%). None: free cancellation. Agents see the terms before they book.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'daysBefore',
              label: 'Days before arrival (or fewer)',
              type: 'number',
              required: true,
              min: 0,
              max: 365,
            },
            { name: 'percent', label: 'Charge (% of the stay)', type: 'number', required: true, min: 0, max: 100 },
          ],
        },
      ],
    },
    {
      name: 'roomRates',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'room', type: 'text', required: true, admin: { description: 'The room name, as on the hotel' } },
        {
          type: 'row',
          fields: [priceField('fitPrice', 'Fit price', false), priceField('optionalValue', 'Optional value', false)],
        },
        {
          name: 'periods',
          type: 'array',
          fields: [
            { type: 'row', fields: [date('beginDate'), date('endDate')] },
            priceField('price', 'Price per room night'),
          ],
        },
        {
          type: 'row',
          fields: [
            priceField('extraBedAdult', 'Extra bed, adult', false),
            priceField('extraBedChild', 'Extra bed, child', false),
            priceField('mealPlanAdult', 'Meal plan, adult', false),
          ],
        },
        {
          name: 'addOns',
          label: 'Add-ons',
          type: 'array',
          admin: {
            description: 'Extras an agent may add to this room (e.g. airport lounge, spa credit), priced per stay.',
          },
          fields: [{ type: 'row', fields: [{ name: 'name', type: 'text', required: true }, priceField('price')] }],
        },
        {
          name: 'mealPlanChildren',
          label: 'Meal plans, children by age',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'from', type: 'number', required: true, min: 0 },
                { name: 'to', type: 'number', required: true, min: 0 },
                priceField('price'),
              ],
            },
          ],
        },
      ],
    },
  ],
}

const childPrices: Field = {
  name: 'childPrices',
  label: 'Child prices by age',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'ageFrom', type: 'number', required: true, min: 0 },
        { name: 'ageTo', type: 'number', required: true, min: 0 },
        priceField('price'),
      ],
    },
  ],
}

export const Programs: CollectionConfig = {
  slug: 'programs',
  labels: { singular: 'Program', plural: 'Day & overnight programs' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'venue', 'city', 'duration', 'nation'],
  },
  access: catalogueAccess,
  hooks: invalidateOnChange('catalogue'),
  fields: [
    // Names of programs and transfers are descriptions ("Bangkok canals by long-tail boat"), so they are
    // translated like their texts (issue 58); hotel and room names stay as the contracts write them.
    translatable({ name: 'name', type: 'text', index: true }, { requiredInEnglish: true }),
    slugField('name'),
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'DayProgram',
          options: ['DayProgram', 'OvernightProgram'],
        },
        translatable({
          name: 'duration',
          type: 'text',
          admin: { description: 'e.g. Full day, Half day, 2 days / 1 night' },
        }),
      ],
    },
    { type: 'row', fields: [nationField, cityField] },
    supplierField,
    {
      type: 'row',
      fields: [
        { name: 'experience', type: 'text' },
        { name: 'category', type: 'text' },
        { name: 'tourStyle', type: 'text' },
      ],
    },
    {
      name: 'venue',
      label: 'Dining at',
      type: 'relationship',
      relationTo: 'venues',
      index: true,
      admin: {
        description:
          'A restaurant of AXS, AXS Private or Wild Rice: the program is a dining experience there. Agents find it under Dining in the vault, and the venue’s page links to it.',
      },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    translatable({ name: 'description', type: 'textarea' }),
    { type: 'row', fields: [currencyField, priceField('adultPrice', 'Adult price')] },
    childPrices,
    {
      name: 'surcharges',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            priceField('price'),
            { name: 'isActive', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'compulsory',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Added to the program by rule on the days it applies; agents cannot untick it.' },
            },
            seasonField('seasonFrom', 'Applies from (MM-DD)'),
            seasonField('seasonTo', 'Applies until (MM-DD)'),
          ],
        },
        {
          name: 'children',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [{ name: 'age', type: 'number', required: true, min: 0 }, priceField('childPrice')],
            },
          ],
        },
      ],
    },
  ],
}

/**
 * One end of a surcharge's season, a day of the year as MM-DD (issue 54): both ends or neither
 * (every day); a season may span the new year ("12-20" to "01-05").
 */
function seasonField(name: 'seasonFrom' | 'seasonTo', label: string): Field {
  return {
    name,
    type: 'text',
    label,
    admin: { placeholder: name === 'seasonFrom' ? '12-20' : '01-05' },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      if (value && !isMonthDay(String(value))) return 'A day of the year as MM-DD, for example 12-20'
      const other = siblingData[name === 'seasonFrom' ? 'seasonTo' : 'seasonFrom']
      if (Boolean(value) !== Boolean(other)) return 'Give both ends of the season, or neither for every day'
      return true
    },
  }
}

export const Transfers: CollectionConfig = {
  slug: 'transfers',
  labels: { singular: 'Transfer', plural: 'Transfers' },
  admin: { group: 'Catalogue', useAsTitle: 'name', defaultColumns: ['name', 'vehicle', 'pricing', 'nation'] },
  access: catalogueAccess,
  hooks: invalidateOnChange('catalogue'),
  fields: [
    translatable({ name: 'name', type: 'text' }, { requiredInEnglish: true }),
    nationField,
    supplierField,
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text', required: true },
        { name: 'to', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'vehicle', type: 'text', required: true },
        {
          name: 'pricing',
          type: 'select',
          required: true,
          defaultValue: 'perVehicle',
          options: ['perVehicle', 'perPerson'],
        },
      ],
    },
    { type: 'row', fields: [currencyField, priceField('price')] },
  ],
}

export const VisaServices: CollectionConfig = {
  slug: 'visa-services',
  labels: { singular: 'Visa-on-arrival service', plural: 'Visa-on-arrival services' },
  admin: { group: 'Catalogue', useAsTitle: 'visaType', defaultColumns: ['visaType', 'nation', 'price'] },
  access: catalogueAccess,
  hooks: invalidateOnChange('catalogue'),
  fields: [
    { name: 'visaType', type: 'text', required: true },
    nationField,
    supplierField,
    translatable({ name: 'description', type: 'textarea' }),
    { type: 'row', fields: [currencyField, priceField('price', 'Price per person')] },
  ],
}

export const Airlines: CollectionConfig = {
  slug: 'airlines',
  labels: { singular: 'Airline', plural: 'Airlines' },
  admin: { group: 'Reference lists', useAsTitle: 'fullName', defaultColumns: ['fullName', 'code'] },
  access: { ...catalogueAccess, read: () => true },
  defaultSort: 'fullName',
  hooks: invalidateOnChange('catalogue'),
  fields: [
    { name: 'fullName', type: 'text', required: true },
    { name: 'code', type: 'text', required: true, unique: true, admin: { description: 'IATA code, e.g. TG' } },
    { name: 'nations', label: 'Serves', type: 'relationship', relationTo: 'nations', hasMany: true },
  ],
}
