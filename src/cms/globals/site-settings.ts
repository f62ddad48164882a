import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '@/cms/access'
import { translatable } from '@/cms/fields/localized'
import { invalidateGlobalOnChange } from '@/cms/hooks/invalidate'

export const SOCIAL_ICONS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'vimeo'] as const

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isEditor },
  hooks: invalidateGlobalOnChange('settings'),
  fields: [
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'imageMenuModal', label: 'Menu dialog image', type: 'upload', relationTo: 'media' },
    { name: 'loginBackground', label: 'Login background image', type: 'upload', relationTo: 'media' },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    translatable({ name: 'textMenuModal', label: 'Industry text (menu dialog)', type: 'textarea' }),
    {
      name: 'socialMedia',
      type: 'array',
      fields: [
        { name: 'icon', type: 'select', required: true, options: [...SOCIAL_ICONS] },
        { name: 'link', type: 'text', required: true },
      ],
    },
    translatable({ name: 'copyRight', label: 'Copyright text', type: 'text' }, { requiredInEnglish: true }),
    translatable({ name: 'textFooter', label: 'Footer text (optional)', type: 'textarea' }),
    {
      name: 'invoicing',
      label: 'Invoices',
      type: 'group',
      admin: { description: 'What every invoice and credit note to an agency prints (ADR 068).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'legalName', label: 'Legal name', type: 'text', maxLength: 200 },
            { name: 'taxId', label: 'Tax ID', type: 'text', maxLength: 60 },
          ],
        },
        { name: 'address', label: 'Registered address', type: 'textarea', maxLength: 500 },
        {
          name: 'bankDetails',
          label: 'Bank details',
          type: 'textarea',
          maxLength: 1000,
          admin: {
            description: 'Bank, account holder, IBAN or account number, SWIFT/BIC: as the agency should transfer.',
          },
        },
        { name: 'note', label: 'Payment note', type: 'textarea', maxLength: 500 },
      ],
    },
  ],
}
