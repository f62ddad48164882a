import type { CollectionConfig } from 'payload'
import { isAdmin, isBusinessStaff } from '@/cms/access'
import { uniqueEmailField } from '@/cms/fields/link'
import { welcomeLinkAction } from '@/cms/hooks/backoffice-actions'
import { applyDecision, keepDecision } from '@/cms/hooks/registration-decision'
import { CURRENCIES, MARKETS, sellingDefaults } from '@/domain/agents'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/domain/locales'
import { AGENCY_TYPES } from '@/domain/registration'

/** A term of the new agent's account: required when approving, said in words (issue 18). */
const neededToApprove =
  (what: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }): true | string =>
    siblingData.status === 'approved' && (value === null || value === undefined || value === '')
      ? `Choose the ${what} before approving.`
      : true

/** Registrations sent from the agent registration form, waiting for staff (spec §4 Registration). */
export const AgencyRegistrations: CollectionConfig = {
  slug: 'agency-registrations',
  labels: { singular: 'Agent registration', plural: 'Agent registrations' },
  admin: {
    group: 'Agents',
    useAsTitle: 'agencyName',
    defaultColumns: ['agencyName', 'firstName', 'lastName', 'email', 'status', 'createdAt'],
    description:
      'Registrations from the site. Open one, check the new account’s currency, market and online tariff (filled in from the agency’s country), and approve or reject it there.',
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      keepDecision,
      // The new account's currency and market start from the agency's country; staff may change them.
      ({ data, originalDoc }) => {
        const defaults = sellingDefaults(data.agencyCountry ?? originalDoc?.agencyCountry)
        return {
          ...data,
          currency: data.currency ?? originalDoc?.currency ?? defaults.currency,
          market: data.market ?? originalDoc?.market ?? defaults.market,
        }
      },
    ],
    afterChange: [applyDecision],
  },
  // The registration screen's buttons beside Approve and Reject (issue 20).
  endpoints: [welcomeLinkAction],
  access: {
    read: isBusinessStaff,
    // Only the public form (through the server) creates registrations.
    create: () => false,
    update: isBusinessStaff,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'decision',
      type: 'ui',
      admin: { components: { Field: '/cms/components/registration-decision#RegistrationDecision' } },
    },
    {
      type: 'collapsible',
      label: 'The new agent account (used when approved)',
      // Always shown (a condition would also skip the checks on approval): after the decision they
      // record the terms the account opened with; later changes are made on the agent.
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'currency',
              label: 'Selling currency',
              type: 'select',
              options: [...CURRENCIES],
              validate: neededToApprove('selling currency'),
            },
            {
              name: 'market',
              type: 'select',
              options: [...MARKETS],
              validate: neededToApprove('market'),
              admin: { description: 'Decides the markup the agent sees.' },
            },
            {
              name: 'onlineTariff',
              label: 'Online tariff',
              type: 'select',
              options: [
                { label: 'Yes: opens ONLINE TARIFF', value: 'yes' },
                { label: 'No', value: 'no' },
              ],
              validate: neededToApprove('online tariff (yes or no)'),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    uniqueEmailField(),
    { name: 'agencyName', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'position', type: 'text', required: true },
        { name: 'affiliateAgency', type: 'text', required: true },
      ],
    },
    {
      name: 'agencyType',
      type: 'select',
      required: true,
      options: AGENCY_TYPES.map((type) => ({ label: type, value: type })),
    },
    {
      type: 'row',
      fields: [
        { name: 'stateProvince', label: 'State / Province', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'agencyCountry', type: 'text' },
      ],
    },
    { name: 'nations', type: 'relationship', relationTo: 'nations', hasMany: true },
    {
      // The page's language when they registered (issue 58): their emails, and then their account, use it.
      name: 'language',
      type: 'select',
      defaultValue: DEFAULT_LOCALE,
      options: LOCALES.map((code) => ({ label: LOCALE_NAMES[code], value: code })),
      admin: { position: 'sidebar', readOnly: true, description: 'The language they registered in.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Approved', value: 'approved' },
        { label: 'Rejected', value: 'rejected' },
      ],
      admin: { position: 'sidebar', readOnly: true, description: 'Decided with Approve or Reject.' },
    },
  ],
}
