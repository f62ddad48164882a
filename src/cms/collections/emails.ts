import type { CollectionConfig } from 'payload'
import { isAdmin, isBusinessStaff } from '@/cms/access'
import { resendEmailAction, testEmailAction } from '@/cms/hooks/backoffice-actions'
import { EMAIL_STATUSES } from '@/domain/outbox'

/**
 * The email outbox (ADR 008): every email the product sends is a row here first, written in the
 * transaction of the change that caused it, then delivered by the outbox worker. Without SMTP_URL
 * nothing is delivered and this list is the development mailbox.
 */
export const Emails: CollectionConfig = {
  slug: 'emails',
  labels: { singular: 'Email', plural: 'Outbox' },
  admin: {
    group: 'Email',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    listSearchableFields: ['subject', 'to'],
    description:
      'Every email the site sends, newest first. Without SMTP_URL nothing leaves: this is the development mailbox.',
    components: {
      beforeListTable: [
        '/components/backoffice/outbox-notice#OutboxNotice',
        '/cms/components/test-email-button#TestEmailButton',
      ],
    },
  },
  defaultSort: '-createdAt',
  endpoints: [resendEmailAction, testEmailAction],
  access: {
    read: isBusinessStaff,
    create: () => false,
    // Staff change nothing by hand but the status, to send a failed email again.
    update: isBusinessStaff,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: '/cms/components/email-preview#EmailPreview' } },
    },
    {
      type: 'collapsible',
      label: 'Source (addresses, HTML and plain text)',
      admin: { initCollapsed: true },
      fields: [
        { name: 'to', type: 'email', required: true, index: true, admin: { readOnly: true } },
        { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
        // A text area, not the code editor: that one loads from a CDN, which a back office must not depend on.
        { name: 'html', label: 'HTML', type: 'textarea', required: true, admin: { readOnly: true, rows: 12 } },
        { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
        {
          type: 'row',
          fields: [
            {
              name: 'fromName',
              label: 'Sender’s name',
              type: 'text',
              admin: { readOnly: true, description: 'Empty: the site’s own (EMAIL_FROM).' },
            },
            { name: 'replyTo', label: 'Reply to', type: 'email', admin: { readOnly: true } },
          ],
        },
      ],
    },
    { name: 'kind', type: 'text', index: true, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: EMAIL_STATUSES.map((status) => ({ label: status[0].toUpperCase() + status.slice(1), value: status })),
      admin: { position: 'sidebar', description: 'Set a failed email back to Pending to send it again.' },
    },
    {
      name: 'attempts',
      type: 'number',
      defaultValue: 0,
      required: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'nextAttemptAt', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'lastError',
      type: 'textarea',
      admin: { readOnly: true, condition: (data) => Boolean(data?.lastError) },
    },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        if (operation !== 'update' || !req.user || !originalDoc) return data
        // Staff may do one thing here: send a failed email again. It is due now, with a fresh budget.
        if (originalDoc.status === 'failed' && data.status === 'pending') {
          return {
            ...originalDoc,
            status: 'pending',
            attempts: 0,
            nextAttemptAt: new Date().toISOString(),
            lastError: null,
          }
        }
        return { ...originalDoc }
      },
    ],
  },
}
