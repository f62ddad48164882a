import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import {
  ZApiKey,
  ZApiKeyCreate,
  ZApiKeyCreated,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
} from '@/domain/connect-contract'
import { UUID } from '@/domain/ids'
import { createApiKey, listApiKeys, revokeApiKey } from '@/server/connect/api-keys'
import {
  createEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from '@/server/connect/webhooks'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { agentOnly, requireAgent } from './security'
import { refuseCrossSiteCookieWrites } from './session-cookies'

/**
 * Monsoon Connect (issue 24, ADR 043): the agency's API keys (its admin, from a vault session)
 * and webhook endpoints (its admin, or any of its API keys). Not in the spec: new paths under
 * `/b2badminapi/api/Connect/`.
 */
const BASE = '/b2badminapi/api/Connect'

const Key = ZApiKey.openapi('ApiKey')
const Keys = z.array(Key).openapi('ApiKeys')
const KeyCreated = ZApiKeyCreated.openapi('ApiKeyCreated')
const KeyCreate = ZApiKeyCreate.openapi('ApiKeyCreate', { example: { name: 'Booking engine (production)' } })
const Endpoint = ZWebhookEndpoint.openapi('WebhookEndpoint')
const Endpoints = z.array(Endpoint).openapi('WebhookEndpoints')
const EndpointWithSecret = ZWebhookEndpointWithSecret.openapi('WebhookEndpointWithSecret')
const EndpointCreate = ZWebhookEndpointCreate.openapi('WebhookEndpointCreate', {
  example: {
    url: 'https://hooks.lotus-travel.example/monsoon',
    description: 'Booking engine',
    events: ['booking.quoted', 'booking.confirmed', 'booking.cancelled', 'request.bounced'],
  },
})
const EndpointUpdate = ZWebhookEndpointUpdate.openapi('WebhookEndpointUpdate')
const Delivery = ZWebhookDelivery.openapi('WebhookDelivery')
const Deliveries = z.array(Delivery).openapi('WebhookDeliveries')
const Removed = z.object({ id: z.string() }).openapi('Removed')

const idParam = (what: string) => z.object({ id: z.string().regex(UUID, `${what} id`) })

const responses = (schema: z.ZodType, ok: string, extra: Record<number, string> = {}) => ({
  200: jsonContent(envelope(schema), ok),
  401: jsonContent(ZError, 'No valid credentials'),
  403: jsonContent(ZError, 'Not the agency’s admin (keys: a vault session only)'),
  ...Object.fromEntries(Object.entries(extra).map(([status, text]) => [status, jsonContent(ZError, text)])),
  ...errorResponses,
})

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})

export function registerConnectRoutes(app: OpenAPIHono) {
  app.use(`${BASE}/*`, refuseCrossSiteCookieWrites)

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/keys`,
      summary: 'The agency’s API keys',
      description: 'Live keys first, then revoked ones, newest first. Never the key itself: only its prefix.',
      tags: ['Connect'],
      responses: responses(Keys, 'The keys'),
    }),
    async (c) => respond(c, Keys, await listApiKeys(requireAgent(c).auth)),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: `${BASE}/keys`,
      summary: 'Make an API key',
      description:
        'The answer holds the key, shown this once. It acts for the agency with the nations of the agent who made it, and stops if that agent is disabled.',
      tags: ['Connect'],
      request: body(KeyCreate),
      responses: responses(KeyCreated, 'The new key, with the key itself', {
        422: 'No name, or the agency has the most keys it may have',
      }),
    }),
    async (c) => respond(c, KeyCreated, await createApiKey(requireAgent(c).auth, c.req.valid('json'))),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: `${BASE}/keys/{id}/revoke`,
      summary: 'Revoke an API key',
      description: 'The key stops at once, on every instance. It stays listed, revoked.',
      tags: ['Connect'],
      request: { params: idParam('A key') },
      responses: responses(Key, 'The revoked key', { 404: 'No such key in the agency' }),
    }),
    async (c) => respond(c, Key, await revokeApiKey(requireAgent(c).auth, c.req.valid('param').id)),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/webhooks`,
      summary: 'The agency’s webhook endpoints',
      tags: ['Connect'],
      responses: responses(Endpoints, 'The endpoints'),
    }),
    async (c) => respond(c, Endpoints, await listEndpoints(requireAgent(c).auth)),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: `${BASE}/webhooks`,
      summary: 'Register a webhook endpoint',
      description:
        'An HTTPS URL on a public address, and the events to send to it. The answer holds the signing secret, shown this once.',
      tags: ['Connect'],
      request: body(EndpointCreate),
      responses: responses(EndpointWithSecret, 'The endpoint, with its signing secret', {
        422: 'The URL is not HTTPS, not public, or does not resolve; or no known event was chosen',
      }),
    }),
    async (c) => respond(c, EndpointWithSecret, await createEndpoint(requireAgent(c).auth, c.req.valid('json'))),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'patch',
      path: `${BASE}/webhooks/{id}`,
      summary: 'Change a webhook endpoint',
      description: 'Any of its URL, description, events and whether it is active.',
      tags: ['Connect'],
      request: { params: idParam('An endpoint'), ...body(EndpointUpdate) },
      responses: responses(Endpoint, 'The endpoint as it is now', {
        404: 'No such endpoint in the agency',
        422: 'The URL or events are not acceptable',
      }),
    }),
    async (c) =>
      respond(c, Endpoint, await updateEndpoint(requireAgent(c).auth, c.req.valid('param').id, c.req.valid('json'))),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'delete',
      path: `${BASE}/webhooks/{id}`,
      summary: 'Remove a webhook endpoint',
      description: 'Nothing more is sent to it; its delivery log goes with it.',
      tags: ['Connect'],
      request: { params: idParam('An endpoint') },
      responses: responses(Removed, 'Removed', { 404: 'No such endpoint in the agency' }),
    }),
    async (c) => respond(c, Removed, await removeEndpoint(requireAgent(c).auth, c.req.valid('param').id)),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: `${BASE}/webhooks/{id}/rotate-secret`,
      summary: 'Rotate a webhook endpoint’s signing secret',
      description:
        'The answer holds the new secret, shown this once. For 24 hours every delivery carries two signatures, one per secret, so the receiver can switch without losing an event.',
      tags: ['Connect'],
      request: { params: idParam('An endpoint') },
      responses: responses(EndpointWithSecret, 'The endpoint, with its new secret', {
        404: 'No such endpoint in the agency',
      }),
    }),
    async (c) => respond(c, EndpointWithSecret, await rotateSecret(requireAgent(c).auth, c.req.valid('param').id)),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: `${BASE}/webhooks/{id}/test`,
      summary: 'Send a test event to a webhook endpoint',
      description: 'A `webhook.test` event, queued and signed like any other; its delivery is listed with the rest.',
      tags: ['Connect'],
      request: { params: idParam('An endpoint') },
      responses: responses(Delivery, 'The queued delivery', { 404: 'No such endpoint in the agency' }),
    }),
    async (c) => respond(c, Delivery, await sendTestEvent(requireAgent(c).auth, c.req.valid('param').id)),
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/webhooks/{id}/deliveries`,
      summary: 'A webhook endpoint’s latest deliveries',
      description: 'The last 50, newest first: status, attempts, and the receiver’s answer.',
      tags: ['Connect'],
      request: { params: idParam('An endpoint') },
      responses: responses(Deliveries, 'The deliveries', { 404: 'No such endpoint in the agency' }),
    }),
    async (c) => respond(c, Deliveries, await listDeliveries(requireAgent(c).auth, c.req.valid('param').id)),
  )
}
