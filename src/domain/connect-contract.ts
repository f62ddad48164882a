import { z } from 'zod'
import { KEY_NAME_MAX } from './api-keys'
import { BOOKING_STATUSES } from './booking-status'
import { DESCRIPTION_MAX, URL_MAX, WEBHOOK_EVENTS } from './webhooks'

/**
 * Monsoon Connect's calls (issue 24, ADR 043): API keys and webhook endpoints, defined once for
 * the API (src/api/connect.ts), the services' types and the vault's "API access" page.
 */

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe('The visible start of the key (`msk_` and 8 hex digits): how to tell keys apart'),
  createdAt: z.string(),
  createdBy: z.string().describe('The agent who made it: the key acts with their nations'),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type TApiKey = z.infer<typeof ZApiKey>

export const ZApiKeyCreated = ZApiKey.extend({
  key: z.string().describe('The key itself. Shown this once: Monsoon keeps only a hash of it.'),
})

export const ZApiKeyCreate = z.object({ name: z.string().max(KEY_NAME_MAX * 2) }).strict()

export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS)

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEvent),
  active: z.boolean(),
  createdAt: z.string(),
  secretRotatedAt: z.string().nullable(),
  previousSecretUntil: z
    .string()
    .nullable()
    .describe('After a rotation, the old secret also signs until then (two signatures in `webhook-signature`)'),
})
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>

export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({
  secret: z.string().describe('The signing secret (`whsec_…`). Shown this once, and after each rotation.'),
})

const url = z.string().max(URL_MAX * 2)
const description = z.string().max(DESCRIPTION_MAX * 2)
const events = z.array(z.string().max(64)).max(WEBHOOK_EVENTS.length * 2)

export const ZWebhookEndpointCreate = z
  .object({ url, description: description.optional(), events, active: z.boolean().optional() })
  .strict()

export const ZWebhookEndpointUpdate = z
  .object({
    url: url.optional(),
    description: description.optional(),
    events: events.optional(),
    active: z.boolean().optional(),
  })
  .strict()

export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string().describe('The `webhook-id` header: the same on every attempt of the event'),
  eventType: z.string(),
  status: z.enum(['pending', 'sending', 'delivered', 'failed']),
  attempts: z.number(),
  lastStatusCode: z.number().nullable().describe('The receiver’s HTTP status at the last attempt'),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
})
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>

/** What a booking event (`booking.*`) tells: the booking as it is after the change. */
export const ZBookingEventData = z.object({
  bookingId: z.string(),
  code: z.string().describe('The booking code agents and Monsoon use (BK…)'),
  name: z.string(),
  status: z.enum(BOOKING_STATUSES),
  previousStatus: z.enum(BOOKING_STATUSES).nullable(),
  version: z.number().int().describe('The booking’s version: compare with the one you hold'),
  total: z.number(),
  currency: z.string(),
  changedBy: z.enum(['monsoon', 'agent']),
  summary: z.string().describe('The change in words, as the booking’s history shows it'),
  link: z.string().describe('The booking in the vault'),
})
export type TBookingEventData = z.infer<typeof ZBookingEventData>

/** What `request.bounced` tells: which recipient of a request email could not be reached, and why. */
export const ZRequestBouncedData = z.object({
  bookingId: z.string(),
  code: z.string(),
  recipient: z.string(),
  recipientKind: z.enum(['admin', 'agent']).describe('admin: Monsoon’s copy; agent: the agent’s own recipient'),
  reason: z.string().describe('The mail server’s answer'),
})
export type TRequestBouncedData = z.infer<typeof ZRequestBouncedData>

/** What `supplier.answered` tells: a supplier's answer for one service of a confirmed booking. */
export const ZSupplierEventData = z.object({
  bookingId: z.string(),
  code: z.string(),
  service: z.string(),
  serviceDate: z.string(),
  status: z.string().describe('confirmed, declined or requested'),
  confirmationNumber: z.string().nullable(),
})

/** What `voucher.issued` tells: a service's voucher, and where the booking's vouchers are. */
export const ZVoucherEventData = z.object({
  bookingId: z.string(),
  code: z.string(),
  service: z.string(),
  serviceDate: z.string(),
  issue: z.number().int().describe('Rises each time the service is amended and confirmed again'),
  vouchers: z.string().describe('GET the booking’s vouchers (PDF)'),
})

/** What `invoice.issued` tells: an invoice or credit note as issued (amounts in minor units). */
export const ZInvoiceEventData = z.object({
  invoice: z.object({
    id: z.string().describe('GET /b2badminapi/api/Finance/invoices/{id}'),
    number: z.string(),
    kind: z.enum(['invoice', 'credit_note']),
    issuedOn: z.string(),
    bookingId: z.string(),
    bookingCode: z.string(),
    currency: z.string(),
    total: z.number().int(),
    credits: z.string().nullable().describe('A credit note: the id of the invoice it credits'),
  }),
})

/** What `invoice.overdue` tells: the invoice and the instalment past its day. */
export const ZInvoiceOverdueData = z.object({
  invoice: z.object({
    id: z.string(),
    number: z.string(),
    bookingId: z.string(),
    bookingCode: z.string(),
    currency: z.string(),
    total: z.number().int(),
    open: z.number().int(),
    dueOn: z.string(),
    dueAmount: z.number().int(),
  }),
})

/** What `payment.recorded` tells: the payment and how much of it went to invoices. */
export const ZPaymentEventData = z.object({
  payment: z.object({
    id: z.string(),
    receivedOn: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    reference: z.string(),
    invoice: z.string().nullable().describe('The number of the invoice it was recorded against'),
    allocated: z.number().int(),
  }),
})

/** What `webhook.test` tells. */
export const ZTestEventData = z.object({ message: z.string(), endpointId: z.string() })
export type TTestEventData = z.infer<typeof ZTestEventData>
