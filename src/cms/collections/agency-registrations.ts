import type { CollectionConfig } from 'payload'
import { hasRole, isStaff } from '@/cms/access'
import { uniqueEmailField } from '@/cms/fields/link'
import { applyDecision, keepDecision } from '@/cms/hooks/registration-decision'
import { AGENCY_TYPES } from '@/domain/registration'

/** Registrations sent from the agent registration form, waiting for staff (spec §4 Registration). */
export const AgencyRegistrations: CollectionConfig = {
  slug: 'agency-registrations',
  labels: { singular: 'Agent registration', plural: 'Agent registrations' },
  admin: {
    group: 'Agents',
    useAsTitle: 'agencyName',
    defaultColumns: ['agencyName', 'firstName', 'lastName', 'email', 'status', 'createdAt'],
    description: 'Registrations from the site. Review each one and set its status to approve or reject it.',
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [keepDecision], afterChange: [applyDecision] },
  access: {
    read: isStaff,
    // Only the public form (through the server) creates registrations.
    create: () => false,
    update: ({ req }) => hasRole(req, 'admin', 'editor', 'consultant'),
    delete: ({ req }) => hasRole(req, 'admin'),
  },
  fields: [
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
      admin: { position: 'sidebar' },
    },
  ],
}
