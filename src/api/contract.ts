import type { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { operationIds } from '@/domain/api-contract'
import {
  ZBookingEventData,
  ZInvoiceEventData,
  ZInvoiceOverdueData,
  ZPaymentEventData,
  ZRequestBouncedData,
  ZSupplierEventData,
  ZTestEventData,
  ZVoucherEventData,
} from '@/domain/connect-contract'
import { type TDeliveredEvent, TEST_EVENT, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@/domain/webhooks'
import { SECURITY_SCHEMES } from './security'

/**
 * What the OpenAPI document says about itself beyond the routes (issue 24): the tags, each declared
 * with what it covers, and the operationIds derived from the paths (src/domain/api-contract.ts).
 * A route with a tag missing here fails tests/int/config-api.int.test.ts.
 */
export const API_TAGS = [
  {
    name: 'Config and common',
    description: 'Languages, nations, menus, footer, site settings and page metas (spec §7 Config).',
  },
  {
    name: 'Page content',
    description: 'The editorial pages, FAQs, team, showcases and forms of the public site, by `languageId`.',
  },
  {
    name: 'Journal and webinars',
    description: 'The journal’s posts and categories, and the webinars with their calendar.',
  },
  { name: 'Videos', description: 'The video platform, the TV channel and the cruise videos.' },
  { name: 'AXS and Wild Rice', description: 'The restaurant brands: covers, menus and venues by nation and area.' },
  { name: 'Beyond', description: 'The Beyond page and its legacy items.' },
  { name: 'Agents', description: 'Agency registration and the agency’s contract details.' },
  { name: 'Auth', description: 'Agent sign-in, session, sign-out and passwords.' },
  {
    name: 'Catalogue',
    description: 'Day programs, hotels with their rooms and rates, transfers and visa services, priced for the agent.',
  },
  {
    name: 'Reference lists',
    description: 'Durations, categories, styles, airlines, places and locations used to filter the catalogue.',
  },
  {
    name: 'Bookings',
    description: 'The agent’s bookings: create, edit the itinerary, send requests, answer quotes, favourites, exports.',
  },
  { name: 'Notifications', description: 'The agent’s notifications and watchers.' },
  {
    name: 'Client itinerary',
    description: 'The agent’s selling price, client links and client documents (PDF, page).',
  },
  {
    name: 'Webhooks',
    description:
      'What Monsoon posts to an agency’s endpoints, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`).',
  },
  {
    name: 'Connect',
    description:
      'Monsoon Connect: the agency’s API keys and webhook endpoints, for its own booking systems (see docs/api.md).',
  },
  {
    name: 'Finance',
    description:
      'The agency’s invoices and credit notes from Monsoon, its payments and its statement of account (read only; see docs/api.md).',
  },
] as const

type TDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>
type TResponse = Record<string, unknown>
type TOperation = {
  operationId?: string
  tags?: string[]
  summary?: string
  description?: string
  security?: Record<string, string[]>[]
  responses?: Record<string, TResponse>
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

/** The error answers every secured call may give, described once and referred to by each operation. */
const SHARED_RESPONSES = {
  BadRequest: errorResponse('The request is malformed; `fields` names each bad field'),
  InternalError: errorResponse('Unexpected server error (no details leave the server)'),
  Unavailable: errorResponse('The service is temporarily unavailable: try again shortly'),
  Unauthorized: errorResponse(
    'No valid credentials: the API key is missing, malformed, unknown or revoked, or the session ended.',
  ),
  TooManyRequests: {
    ...errorResponse('Over the API key’s request limit: wait for the seconds in `Retry-After`.'),
    headers: {
      'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
      RateLimit: { description: 'The key’s remaining quota and seconds to reset', schema: { type: 'string' } },
      'RateLimit-Policy': { description: 'The key’s quota and window', schema: { type: 'string' } },
    },
  },
} as const

const ref = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` })

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>
  return rest
}

/** The schema of each event's `data`; the booking events share one. */
const EVENT_DATA: Partial<Record<TDeliveredEvent, string>> = {
  [TEST_EVENT]: 'TestEventData',
  'request.bounced': 'RequestBouncedData',
  'supplier.answered': 'SupplierEventData',
  'voucher.issued': 'VoucherEventData',
  'invoice.issued': 'InvoiceEventData',
  'invoice.overdue': 'InvoiceOverdueData',
  'payment.recorded': 'PaymentEventData',
}
const dataSchemaOf = (type: TDeliveredEvent) => EVENT_DATA[type] ?? 'BookingEventData'

const signatureHeader = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
})

/**
 * The events Monsoon posts (OpenAPI 3.1 `webhooks`): for each, the body, the three Standard
 * Webhooks headers, and what the receiver's answer means for retries.
 */
function webhooks() {
  const types: TDeliveredEvent[] = [...WEBHOOK_EVENTS, TEST_EVENT]
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          operationId: `webhook${type
            .split(/[.]/)
            .map((part) => part[0].toUpperCase() + part.slice(1))
            .join('')}`,
          summary:
            type === TEST_EVENT
              ? 'A test event ("Send test event")'
              : WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS],
          description:
            'Verify the signature over `webhook-id.webhook-timestamp.body` with the endpoint’s secret before trusting the body (clients/typescript’s `verifyWebhook`, or any Standard Webhooks library). The same `webhook-id` comes with every retry of one event: use it to ignore repeats.',
          tags: ['Webhooks'],
          security: [],
          parameters: [
            signatureHeader('webhook-id', 'The event’s id, the same on every attempt'),
            signatureHeader('webhook-timestamp', 'When this attempt was signed, in seconds since 1970'),
            signatureHeader(
              'webhook-signature',
              '`v1,<base64 HMAC-SHA256>`; two, space-separated, for 24 hours after a secret rotation',
            ),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { type: 'string', const: type },
                    timestamp: { type: 'string', format: 'date-time' },
                    data: { $ref: `#/components/schemas/${dataSchemaOf(type)}` },
                  },
                },
              },
            },
          },
          responses: {
            '2XX': { description: 'Received: delivered, not sent again' },
            '4XX': { description: 'Refused (429 excepted): failed, not retried' },
            '5XX': {
              description:
                'Failed: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, as are 429 and timeouts (10 s)',
            },
          },
        },
      },
    ]),
  )
}

/** What an operation's description says beyond its summary: who may call it. */
function accessNote(security: Record<string, string[]>[]): string {
  if (security.length === 0) return 'Public: no credentials needed.'
  const staff = security.some((requirement) => 'staffSession' in requirement)
  return [
    'Needs an agent: an API key (`Authorization: Bearer msk_…` or `Api-Key`), a session token, or the session cookie.',
    staff ? 'Monsoon staff signed in to the back office may call it too.' : '',
    'With a key, the answer carries the `RateLimit` and `RateLimit-Policy` headers.',
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * The generated document made whole: every operation named, described and declaring its security
 * (public unless its route is `agentOnly`, src/api/security.ts), the shared 401/429 answers on
 * every secured call, every tag declared, the security schemes, contact and licence.
 */
export function finishDocument(document: TDocument): TDocument {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, TOperation | undefined>)[method]
      return operation ? [{ method, path, operation }] : []
    }),
  )
  const ids = operationIds(operations)
  for (const { method, path, operation } of operations) {
    operation.operationId = ids.get(`${method.toUpperCase()} ${path}`)
    operation.security ??= []
    const note = accessNote(operation.security)
    operation.description = operation.description ? `${operation.description}\n\n${note}` : note
    operation.responses ??= {}
    // The answers every call may give, described once (src/api/http.ts errorResponses).
    for (const [status, name] of [
      ['400', 'BadRequest'],
      ['500', 'InternalError'],
      ['503', 'Unavailable'],
    ] as const)
      if (operation.responses[status]) operation.responses[status] = ref(name)
    if (operation.security.length > 0) {
      operation.responses['401'] ??= ref('Unauthorized')
      operation.responses['429'] ??= ref('TooManyRequests')
    }
  }
  return {
    ...document,
    info: {
      ...document.info,
      contact: { name: 'Monsoon partner desk: your Monsoon consultant' },
      license: { name: 'Proprietary: for agencies with a Monsoon agreement', identifier: 'LicenseRef-Monsoon-Partner' },
    },
    tags: API_TAGS.map((tag) => ({ ...tag })),
    webhooks: webhooks(),
    components: {
      ...document.components,
      schemas: {
        ...(document.components?.schemas ?? {}),
        BookingEventData: jsonSchema(ZBookingEventData),
        RequestBouncedData: jsonSchema(ZRequestBouncedData),
        TestEventData: jsonSchema(ZTestEventData),
        SupplierEventData: jsonSchema(ZSupplierEventData),
        VoucherEventData: jsonSchema(ZVoucherEventData),
        InvoiceEventData: jsonSchema(ZInvoiceEventData),
        InvoiceOverdueData: jsonSchema(ZInvoiceOverdueData),
        PaymentEventData: jsonSchema(ZPaymentEventData),
      },
      securitySchemes: { ...SECURITY_SCHEMES },
      responses: { ...(document.components?.responses ?? {}), ...SHARED_RESPONSES },
    },
  } as TDocument
}
