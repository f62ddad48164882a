import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { BOOKING_STATUSES } from '@/domain/booking-status'
import { REQUEST_PLACEHOLDERS, REQUEST_TEMPLATE_KEYS } from '@/domain/request-email'
import { openSend, requestTemplates, sendBookingRequest, setWatching } from '@/server/booking-requests/booking-request'
import { payloadClient } from '@/server/payload'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { agentOnly, requireAgent } from './security'
import { refuseCrossSiteCookieWrites } from './session-cookies'

/** Spec §7 notificationapi: the booking-request email of the agent vault (ADR 013). */
const BASE = '/notificationapi/api/v1'

const ZPath = z.string().min(1).max(300).describe('The booking’s vault path, /marketplace/b2b-agent-vault/{id}')

const ZRecipient = z
  .object({
    email: z.string(),
    checked: z.boolean(),
    disabled: z.boolean(),
    kind: z.enum(['admin', 'agent']),
    label: z.string(),
  })
  .openapi('Recipient')

const ZSendForm = z
  .object({
    token: z.string(),
    path: z.string(),
    expiresAt: z.string(),
    bookingId: z.string(),
    nameTour: z.string(),
    status: z.enum(BOOKING_STATUSES),
    recipients: z.array(ZRecipient),
    maxExtraRecipients: z.number(),
  })
  .openapi('SendForm')

const ZNotify = z
  .object({
    Token: z.string().min(1).max(2000).describe('From notify/token: names the booking; a token sends once'),
    OneTime: z.boolean().default(false).describe('The one-time variant: every subject is “Booking request: {name}”'),
    Emails: z
      .array(
        z
          .object({
            // Longer than any address, so the service can name a bad one instead of a bare 400.
            Email: z.string().max(320),
            Subject: z.string().max(1000).optional().describe('Ignored: the server renders every email'),
            Content: z.string().max(100_000).optional().describe('Ignored: the server renders every email'),
          })
          .strict(),
      )
      .max(40)
      .describe('The extra recipients the agent checked; the fixed (Admin) recipients are always included'),
  })
  .strict()
  .openapi('NotifyRequest')

const ZSent = z
  .object({
    bookingId: z.string(),
    status: z.enum(BOOKING_STATUSES),
    version: z.number(),
    Emails: z.array(
      z.object({ Email: z.string(), Subject: z.string(), kind: z.enum(['admin', 'agent']), outboxId: z.string() }),
    ),
  })
  .openapi('NotifySent')

const ZTemplates = z
  .object({
    ...Object.fromEntries(REQUEST_TEMPLATE_KEYS.map((name) => [name, z.string()])),
    placeholders: z.record(z.string(), z.string()),
  })
  .openapi('EmailTemplateValues')

const ZWatch = z.object({ path: ZPath }).strict().openapi('Watch')
const ZWatching = z.object({ path: z.string(), watching: z.boolean() }).openapi('Watching')

const responses = (schema: z.ZodType) => ({
  200: jsonContent(envelope(schema), 'OK'),
  401: jsonContent(ZError, 'Not signed in'),
  404: jsonContent(ZError, 'No such booking in the agent’s agency'),
  409: jsonContent(ZError, 'The booking can no longer be requested (confirmed or cancelled)'),
  429: jsonContent(ZError, 'Too many requests from this agent'),
  ...errorResponses,
})

const body = <B extends z.ZodType>(schema: B) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})

export function registerNotificationRoutes(app: OpenAPIHono) {
  app.use(`${BASE}/*`, refuseCrossSiteCookieWrites)

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `${BASE}/notify/token`,
      summary: 'Open a send of the booking request: a one-use token and the fixed recipients',
      tags: ['Notifications'],
      request: { query: z.object({ path: ZPath }) },
      responses: responses(ZSendForm),
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      return respond(c, ZSendForm, await openSend(auth, c.req.valid('query').path))
    },
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: `${BASE}/notify`,
      summary: 'Email the booking request (Admin and Agent templates) and move the booking to requested',
      tags: ['Notifications'],
      request: body(ZNotify),
      responses: responses(ZSent),
    }),
    async (c) => {
      const { auth } = await requireAgent(c)
      const input = c.req.valid('json')
      const sent = await sendBookingRequest(auth, {
        token: input.Token,
        oneTime: input.OneTime,
        emails: input.Emails.map((email) => email.Email),
      })
      return respond(c, ZSent, sent)
    },
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'post',
      path: `${BASE}/template`,
      summary: 'The booking-request email templates (spec §3 Email template values) and their placeholders',
      tags: ['Notifications'],
      responses: responses(ZTemplates),
    }),
    async (c) => {
      await requireAgent(c)
      const templates = await requestTemplates(await payloadClient())
      return respond(c, ZTemplates, { ...templates, placeholders: { ...REQUEST_PLACEHOLDERS } })
    },
  )

  for (const [name, watching, summary] of [
    ['add', true, 'Follow a booking: an email whenever Monsoon moves it'],
    ['remove', false, 'Stop following a booking'],
  ] as const) {
    app.openapi(
      createRoute({
        ...agentOnly,
        method: 'post',
        path: `${BASE}/watcher/${name}`,
        summary,
        tags: ['Notifications'],
        request: body(ZWatch),
        responses: responses(ZWatching),
      }),
      async (c) => {
        const { auth } = await requireAgent(c)
        const { path } = c.req.valid('json')
        return respond(c, ZWatching, await setWatching(auth, path, watching))
      },
    )
  }
}
