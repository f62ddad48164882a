import type { CollectionConfig } from 'payload'
import { settingsAccess } from '@/cms/access'
import { translatable } from '@/cms/fields/localized'
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
    // The applicant's acknowledgement is written in the language they registered in (issue 58).
    translatable({ name: 'subject', type: 'text' }, { requiredInEnglish: true }),
    translatable({ name: 'content', type: 'textarea', admin: { rows: 12 } }, { requiredInEnglish: true }),
  ],
}
