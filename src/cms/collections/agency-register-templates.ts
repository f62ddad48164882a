import type { CollectionConfig } from 'payload'
import { settingsAccess } from '@/cms/access'
import { invalidateOnChange } from '@/cms/hooks/invalidate'

export const AgencyRegisterTemplates: CollectionConfig = {
  slug: 'agency-register-templates',
  labels: { singular: 'Agency register template', plural: 'Agency register templates' },
  admin: {
    group: 'Email templates',
    useAsTitle: 'subject',
    defaultColumns: ['types', 'subject'],
    description:
      'Placeholders: {firstName} {lastName} {email} {agencyName} {position} {affiliateAgency} {agencyType} {agencyCountry} {stateProvince} {city} {country}',
  },
  access: settingsAccess,
  hooks: invalidateOnChange('agency-register-templates'),
  fields: [
    {
      name: 'types',
      label: 'Type',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { label: 'Client (the applicant)', value: 'Client' },
        { label: 'Staff (the DMC)', value: 'Staff' },
      ],
    },
    { name: 'subject', type: 'text', required: true },
    { name: 'content', type: 'textarea', required: true, admin: { rows: 12 } },
  ],
}
