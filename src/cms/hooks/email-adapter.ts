import type { EmailAdapter, SendEmailOptions } from 'payload'
import { htmlToText } from '@/domain/text'

const addresses = (value: SendEmailOptions['to']): string[] => {
  if (!value) return []
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((item) => addresses(item as SendEmailOptions['to']))
  return 'address' in value && typeof value.address === 'string' ? [value.address] : []
}

/**
 * Payload's own emails (a staff member's forgotten password) go through the same outbox as every
 * other email (ADR 008): written as an `emails` row by `enqueueEmail`, delivered by the outbox
 * worker. The outbox module is imported lazily (ADR 019).
 */
export const outboxEmailAdapter =
  (from: { address: string; name: string }): EmailAdapter =>
  ({ payload }) => ({
    name: 'monsoon-outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const html = typeof message.html === 'string' ? message.html : ''
      const text = typeof message.text === 'string' ? message.text : htmlToText(html)
      const { enqueueEmail } = await import('@/server/outbox/outbox')
      for (const to of addresses(message.to)) {
        await enqueueEmail(payload, {
          to,
          subject: message.subject ?? '(no subject)',
          html: html || `<pre>${text}</pre>`,
          text,
          kind: 'cms',
        })
      }
    },
  })
