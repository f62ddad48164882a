import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, isAdminOrSelf, STAFF_ROLES } from '@/cms/access'
import { env } from '@/lib/env'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Administration' },
  auth: {
    // Payload's lockout answers a locked existing account differently from an unknown one; the
    // staff gate limits sign-ins per account and address instead, alike for both (ADR 016).
    maxLoginAttempts: 0,
    // Browsers accept Secure cookies on http://localhost; a plain-http public URL is the one place they would be dropped.
    cookies: { sameSite: 'Lax', secure: !env().PUBLIC_URL?.startsWith('http://') },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: STAFF_ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
    {
      name: 'readsTravelDocuments',
      label: 'Reads travellers’ passport numbers',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Only staff who need them (to send a hotel a guest registration, say). Everyone else sees them masked; admins always read them.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'recordsPayments',
          label: 'Records payments',
          type: 'checkbox',
          defaultValue: false,
          access: { create: isAdminField, update: isAdminField },
          admin: {
            description:
              'A consultant who records agencies’ payments, allocates their credit and imports the bank’s statement. Admins always may.',
          },
        },
        {
          name: 'setsCreditLimits',
          label: 'Sets credit limits and payment terms',
          type: 'checkbox',
          defaultValue: false,
          access: { create: isAdminField, update: isAdminField },
          admin: {
            description: 'A consultant who changes agencies’ credit limits and payment terms. Admins always may.',
          },
        },
      ],
    },
  ],
}
