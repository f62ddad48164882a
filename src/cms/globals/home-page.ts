import type { GlobalConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { urlField } from '../fields/link'

export const HomePage: GlobalConfig = {
  slug: 'home-page',
  admin: { group: 'Pages' },
  access: { read: anyone, update: isEditor },
  fields: [
    { name: 'heroTitle', type: 'text', required: true },
    { name: 'heroSubtitle', type: 'textarea' },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'introTitle', type: 'text' },
    { name: 'introText', type: 'textarea' },
    {
      name: 'highlights',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        urlField(),
      ],
    },
  ],
}
