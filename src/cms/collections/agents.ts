import type { CollectionConfig } from 'payload'
import { businessAccess, isAdmin, maySetCredit } from '@/cms/access'
import { MONEY_FIELD, paymentTermsFields } from '@/cms/collections/finance'
import { hidden } from '@/cms/fields/hidden'
import { uniqueEmailField } from '@/cms/fields/link'
import { endSessionsWhenDisabled } from '@/cms/hooks/agents'
import { statementAction } from '@/cms/hooks/backoffice-actions'
import { logAgencyFinance } from '@/cms/hooks/finance-log'
import { CURRENCIES, MARKETS } from '@/domain/agents'
import { BRAND_COLOUR } from '@/domain/client-itinerary'
import { LOCALE_NAMES, LOCALES } from '@/domain/locales'
import { AGENCY_TYPES } from '@/domain/registration'

export const Agencies: CollectionConfig = {
  slug: 'agencies',
  labels: { singular: 'Agency', plural: 'Agencies' },
  admin: { group: 'Agents', useAsTitle: 'name', defaultColumns: ['name', 'agencyType', 'city', 'country'] },
  access: businessAccess,
  hooks: { afterChange: [logAgencyFinance] },
  endpoints: [statementAction],
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'agencyType', type: 'select', options: AGENCY_TYPES.map((type) => ({ label: type, value: type })) },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text' },
        { name: 'stateProvince', label: 'State / Province', type: 'text' },
        { name: 'country', type: 'text' },
      ],
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'The agency’s logo, at the top of the itineraries its clients receive by email and as Word files (white label, ADR 035). PNG or JPEG, at least 320 px wide.',
      },
    },
    {
      name: 'brandColour',
      label: 'Brand colour',
      type: 'text',
      validate: (value: unknown) =>
        value == null || value === '' || BRAND_COLOUR.test(String(value)) || 'A colour as #rrggbb, e.g. #1f5f8b',
      admin: {
        description:
          'The colour of the headings and buttons on the agency’s client itinerary pages and PDFs, as #rrggbb. Empty: a neutral dark blue. Too light a colour is darkened until it reads on white.',
      },
    },
    { name: 'registration', type: 'relationship', relationTo: 'agency-registrations', admin: { readOnly: true } },
    // The agency's markup on Monsoon's prices for its clients: the agency's business, not Monsoon's (issue 21).
    hidden({ name: 'clientMarkup', type: 'json' }),
    {
      name: 'account',
      type: 'ui',
      admin: { components: { Field: '/components/backoffice/agency-account#AgencyAccount' } },
    },
    paymentTermsFields(
      'When this agency pays Monsoon’s invoices; empty fields take its market’s terms, then Monsoon’s (30 % within 7 days, the balance 30 days before arrival).',
    ),
    {
      name: 'credit',
      label: 'Credit limit',
      type: 'group',
      access: { create: maySetCredit, update: maySetCredit },
      admin: {
        description:
          'Book now and Accept quote are refused when what the agency owes (open invoices and accepted quotes) plus the booking would pass it; requests still reach a consultant. Empty: no limit. Admins and consultants with the right change it; each change is in the finance log.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'limit',
              label: 'Limit',
              type: 'number',
              min: 0,
              admin: { components: { Field: MONEY_FIELD } },
            },
            { name: 'currency', type: 'select', options: [...CURRENCIES], defaultValue: 'EUR' },
          ],
        },
      ],
    },
    {
      name: 'contract',
      label: 'Contract details',
      type: 'group',
      admin: {
        description:
          'What Monsoon’s contract with the agency names. The agency’s admin agents may update it themselves (ADR 027).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'legalName', label: 'Legal name', type: 'text', maxLength: 200 },
            { name: 'taxId', label: 'Tax / VAT number', type: 'text', maxLength: 50 },
            { name: 'licenceNumber', label: 'Travel licence number', type: 'text', maxLength: 50 },
          ],
        },
        { name: 'registeredAddress', label: 'Registered address', type: 'textarea', maxLength: 500 },
        {
          type: 'row',
          fields: [
            { name: 'billingEmail', label: 'Billing email', type: 'email' },
            { name: 'billingPhone', label: 'Billing phone', type: 'text', maxLength: 40 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'signatoryName', label: 'Signatory', type: 'text', maxLength: 120 },
            { name: 'signatoryPosition', label: 'Signatory’s position', type: 'text', maxLength: 120 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'updatedAt', label: 'Last updated', type: 'date', admin: { readOnly: true } },
            { name: 'updatedBy', label: 'By', type: 'text', admin: { readOnly: true } },
          ],
        },
      ],
    },
  ],
}

/**
 * Travel agents who sign in to the agent area (spec §3 Logged-in agent user). Not a Payload auth
 * collection: agent sign-in has its own sessions and rules (ADR 009). Staff edit everything but the
 * password; setting `active` off ends the agent's sessions at once.
 */
export const Agents: CollectionConfig = {
  slug: 'agents',
  labels: { singular: 'Agent', plural: 'Agents' },
  admin: {
    group: 'Agents',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'agency', 'ccode', 'active', 'online'],
  },
  access: businessAccess,
  hooks: { afterChange: [endSessionsWhenDisabled] },
  fields: [
    uniqueEmailField(),
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    { name: 'agency', type: 'relationship', relationTo: 'agencies', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'ccode', label: 'Agent code', type: 'text', required: true, unique: true, index: true },
        {
          name: 'md5code',
          label: 'Agent identifier',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true, description: 'Opaque identifier used by the agent vault; never changes.' },
        },
      ],
    },
    {
      name: 'listNation',
      label: 'Nations this agent may use',
      type: 'relationship',
      relationTo: 'nations',
      hasMany: true,
      required: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ccurrency',
          label: 'Currency',
          type: 'select',
          required: true,
          defaultValue: 'USD',
          options: [...CURRENCIES],
        },
        {
          name: 'cmarket',
          label: 'Market',
          type: 'select',
          required: true,
          defaultValue: 'standard',
          options: [...MARKETS],
        },
      ],
    },
    {
      name: 'online',
      label: 'Online tariff',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Opens the ONLINE TARIFF page for this agent.' },
    },
    {
      name: 'language',
      type: 'select',
      options: LOCALES.map((code) => ({ label: LOCALE_NAMES[code], value: code })),
      admin: {
        description:
          'The site and the vault open in this language when the agent signs in; the agent changes it with the language switch. A language chosen in the browser before signing in becomes the agent’s.',
      },
    },
    {
      name: 'isAgencyAdmin',
      label: 'Agency admin',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'May update the agency’s contract details (api/user/updateAgencyContracts).' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Untick to disable the account; the agent is signed out at once.' },
    },
    { name: 'passwordSetAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    hidden({ name: 'passwordHash', type: 'text' }),
    hidden({ name: 'clientMarkup', type: 'json' }),
  ],
}

export const AgentSessions: CollectionConfig = {
  slug: 'agent-sessions',
  admin: { group: 'Agents', hidden: ({ user }) => !(user as { roles?: string[] } | null)?.roles?.includes('admin') },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'agent', type: 'relationship', relationTo: 'agents', required: true, index: true },
    { name: 'family', type: 'text', required: true, index: true },
    hidden({ name: 'tokenHash', type: 'text', required: true, unique: true, index: true }),
    { name: 'nation', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'rotatedAt', type: 'date' },
    { name: 'revokedAt', type: 'date', index: true },
    { name: 'revokedReason', type: 'text' },
    { name: 'ip', type: 'text' },
  ],
}

export const AgentTokens: CollectionConfig = {
  slug: 'agent-tokens',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'agent', type: 'relationship', relationTo: 'agents', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['set-password'] },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
