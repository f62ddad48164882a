import 'server-only'
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { Webhook } from 'standardwebhooks'
import type { TTestEventData } from '@/domain/connect-contract'
import {
  DELIVERY_LEASE_MS,
  DESCRIPTION_MAX,
  deliveryOutcome,
  endpointUrlProblem,
  eventBody,
  MAX_ENDPOINTS_PER_AGENCY,
  SECRET_OVERLAP_MS,
  type TAttempt,
  type TDeliveredEvent,
  type TDeliveryOutcome,
  TEST_EVENT,
  type TWebhookEvent,
  URL_MAX,
  WEBHOOK_EVENTS,
} from '@/domain/webhooks'
import { env } from '@/lib/env'
import { AppError, type TErrorWords, type TFieldInput } from '@/lib/errors'
import { intervalWorker } from '@/lib/interval-worker'
import { logger } from '@/lib/logger'
import { relationId } from '@/lib/relation'
import { seal, unseal } from '@/lib/sealed'
import type { WebhookDelivery, WebhookEndpoint } from '@/payload-types'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { execute, inTransaction } from '@/server/db'
import { payloadClient } from '@/server/payload'
import { postWebhook, targetProblem } from './webhook-target'

/**
 * Monsoon Connect's webhooks (issue 24, ADR 043). An event is written to the webhook outbox in
 * the transaction of the change that raised it, one row per subscribed endpoint, and a worker
 * delivers it: signed per Standard Webhooks with the endpoint's secret (and, for a day after a
 * rotation, the previous one too), the same `webhook-id` on every attempt, retried on timeouts,
 * network failures, 429 and 5xx for about a day, never on another 4xx.
 */

const SEALED_PURPOSE = 'webhook-secret'
export const NO_SUCH_ENDPOINT: TErrorWords = { key: 'noSuchEndpoint' }
export const NOT_WEBHOOK_ADMIN: TErrorWords = { key: 'notWebhookAdmin' }
export const TOO_MANY_ENDPOINTS: TErrorWords = {
  key: 'tooManyEndpoints',
  values: { max: MAX_ENDPOINTS_PER_AGENCY },
}

const allowPrivate = () => env().WEBHOOKS_ALLOW_PRIVATE === '1'

/** Webhooks are the agency's: its admin from the vault, or any of its API keys (keys are made by admins). */
function requireWebhookAdmin(auth: TAuth): string {
  const agency = agencyOf(auth)
  if (!agency || (!auth.apiKey && !auth.agent.isAgencyAdmin)) throw new AppError('FORBIDDEN', NOT_WEBHOOK_ADMIN)
  return agency
}

/** A new signing secret, in the Standard Webhooks form (`whsec_` + base64 of 24 random bytes). */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`

export type TEndpointRow = {
  id: string
  url: string
  description: string
  events: TWebhookEvent[]
  active: boolean
  createdAt: string
  secretRotatedAt: string | null
  previousSecretUntil: string | null
}

const endpointRow = (doc: WebhookEndpoint): TEndpointRow => ({
  id: doc.id,
  url: doc.url,
  description: doc.description ?? '',
  events: (doc.events ?? []) as TWebhookEvent[],
  active: doc.active !== false,
  createdAt: doc.createdAt,
  secretRotatedAt: doc.secretRotatedAt ?? null,
  previousSecretUntil:
    doc.previousSecretUntil && new Date(doc.previousSecretUntil) > new Date() ? doc.previousSecretUntil : null,
})

export type TEndpointInput = { url?: string; description?: string; events?: string[]; active?: boolean }

/** The endpoint's URL and events, checked: 422 naming the field for anything a receiver could not be. */
async function checkedInput(input: TEndpointInput, isNew: boolean) {
  const fields: TFieldInput[] = []
  let url: string | undefined
  if (input.url !== undefined || isNew) {
    url = (input.url ?? '').trim()
    const problem = endpointUrlProblem(url, allowPrivate()) ?? (await targetProblem(new URL(url), allowPrivate()))
    if (problem) fields.push({ field: 'url', words: { key: problem, values: { max: String(URL_MAX) } } })
  }
  const events = input.events && [...new Set(input.events)]
  if (events !== undefined || isNew) {
    if (!events?.length) fields.push({ field: 'events', words: { key: 'chooseEvent' } })
    const unknown = (events ?? []).filter((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event))
    if (unknown.length)
      fields.push({ field: 'events', words: { key: 'unknownEvents', values: { events: unknown.join(', ') } } })
  }
  const description = input.description?.trim()
  if (description && description.length > DESCRIPTION_MAX)
    fields.push({ field: 'description', words: { key: 'fieldTooLong', values: { max: DESCRIPTION_MAX } } })
  const [first] = fields
  if (first) throw new AppError('UNPROCESSABLE', 'message' in first ? first.message : first.words, { fields })
  return { url, events: events as TWebhookEvent[] | undefined, description }
}

async function ownEndpoint(payload: Payload, agency: string, id: string): Promise<WebhookEndpoint> {
  const doc = await payload.findByID({ collection: 'webhook-endpoints', id, depth: 0, disableErrors: true })
  // Another agency's endpoint is answered like an unknown one.
  if (!doc || relationId(doc.agency) !== agency) throw new AppError('NOT_FOUND', NO_SUCH_ENDPOINT)
  return doc
}

export async function listEndpoints(auth: TAuth): Promise<TEndpointRow[]> {
  const agency = requireWebhookAdmin(auth)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'webhook-endpoints',
    where: { agency: { equals: agency } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
  })
  return docs.map(endpointRow)
}

/** Registers an endpoint; the answer holds its signing secret, shown this once. */
export async function createEndpoint(auth: TAuth, input: TEndpointInput): Promise<TEndpointRow & { secret: string }> {
  const agency = requireWebhookAdmin(auth)
  const checked = await checkedInput(input, true)
  const payload = await payloadClient()
  const secret = newSecret()
  // Two at once from one agency queue here, so the count cannot be passed by one.
  const doc = await inTransaction(payload, async (req) => {
    await execute(
      payload,
      sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${agency}`}, 0))`,
      req,
    )
    const { totalDocs } = await payload.count({
      collection: 'webhook-endpoints',
      where: { agency: { equals: agency } },
      req,
    })
    if (totalDocs >= MAX_ENDPOINTS_PER_AGENCY) throw new AppError('UNPROCESSABLE', TOO_MANY_ENDPOINTS)
    return payload.create({
      collection: 'webhook-endpoints',
      data: {
        url: checked.url as string,
        description: checked.description ?? '',
        events: checked.events as TWebhookEvent[],
        agency,
        createdBy: auth.agent.id,
        active: input.active ?? true,
        secretSealed: seal(SEALED_PURPOSE, secret),
      },
      depth: 0,
      req,
    })
  })
  return { ...endpointRow(doc), secret }
}

export async function updateEndpoint(auth: TAuth, id: string, input: TEndpointInput): Promise<TEndpointRow> {
  const agency = requireWebhookAdmin(auth)
  const payload = await payloadClient()
  await ownEndpoint(payload, agency, id)
  const checked = await checkedInput(input, false)
  const doc = await payload.update({
    collection: 'webhook-endpoints',
    id,
    data: {
      ...(checked.url !== undefined ? { url: checked.url } : {}),
      ...(checked.events !== undefined ? { events: checked.events } : {}),
      ...(checked.description !== undefined ? { description: checked.description } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    },
    depth: 0,
  })
  return endpointRow(doc)
}

/** Removes an endpoint with its deliveries: nothing more is sent to it. */
export async function removeEndpoint(auth: TAuth, id: string): Promise<{ id: string }> {
  const agency = requireWebhookAdmin(auth)
  const payload = await payloadClient()
  await ownEndpoint(payload, agency, id)
  await execute(payload, sql`delete from webhook_deliveries where endpoint_id = ${id}`)
  await payload.delete({ collection: 'webhook-endpoints', id })
  return { id }
}

/**
 * A new signing secret, shown once. The old one keeps signing next to it (two signatures in
 * `webhook-signature`) for SECRET_OVERLAP_MS, so the receiver can switch without losing an event.
 */
export async function rotateSecret(auth: TAuth, id: string): Promise<TEndpointRow & { secret: string }> {
  const agency = requireWebhookAdmin(auth)
  const payload = await payloadClient()
  const before = await ownEndpoint(payload, agency, id)
  const secret = newSecret()
  const now = new Date()
  const doc = await payload.update({
    collection: 'webhook-endpoints',
    id,
    data: {
      secretSealed: seal(SEALED_PURPOSE, secret),
      previousSecretSealed: before.secretSealed,
      previousSecretUntil: new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString(),
      secretRotatedAt: now.toISOString(),
    },
    depth: 0,
  })
  return { ...endpointRow(doc), secret }
}

export type TDeliveryRow = {
  id: string
  eventId: string
  eventType: string
  status: WebhookDelivery['status']
  attempts: number
  lastStatusCode: number | null
  lastError: string | null
  createdAt: string
  lastAttemptAt: string | null
  nextAttemptAt: string | null
  deliveredAt: string | null
}

const deliveryRow = (doc: WebhookDelivery): TDeliveryRow => ({
  id: doc.id,
  eventId: doc.eventId,
  eventType: doc.eventType,
  status: doc.status,
  attempts: doc.attempts,
  lastStatusCode: doc.lastStatusCode ?? null,
  lastError: doc.lastError ?? null,
  createdAt: doc.createdAt,
  lastAttemptAt: doc.lastAttemptAt ?? null,
  nextAttemptAt: doc.status === 'pending' ? (doc.nextAttemptAt ?? null) : null,
  deliveredAt: doc.deliveredAt ?? null,
})

/** The endpoint's latest deliveries, newest first. */
export async function listDeliveries(auth: TAuth, id: string, limit = 50): Promise<TDeliveryRow[]> {
  const agency = requireWebhookAdmin(auth)
  const payload = await payloadClient()
  await ownEndpoint(payload, agency, id)
  const { docs } = await payload.find({
    collection: 'webhook-deliveries',
    where: { endpoint: { equals: id } },
    sort: '-createdAt',
    limit,
    depth: 0,
    pagination: false,
  })
  return docs.map(deliveryRow)
}

/** "Send test event": a `webhook.test` event to this endpoint only, through the outbox like any other. */
export async function sendTestEvent(auth: TAuth, id: string): Promise<TDeliveryRow> {
  const agency = requireWebhookAdmin(auth)
  const payload = await payloadClient()
  const endpoint = await ownEndpoint(payload, agency, id)
  const doc = await writeDelivery(payload, {
    endpoint,
    eventId: newEventId(),
    type: TEST_EVENT,
    data: {
      message: 'A test event from Monsoon Connect. Your endpoint received and verified it.',
      endpointId: endpoint.id,
    } satisfies TTestEventData,
  })
  return deliveryRow(doc)
}

const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`

/** An event for one endpoint: its id, its type and its data. */
type TDeliveryOf = { endpoint: WebhookEndpoint; eventId: string; type: TDeliveredEvent; data: Record<string, unknown> }

/** Writes a pending delivery of an event to one endpoint, in `req`'s transaction when given. */
function writeDelivery(
  payload: Payload,
  { endpoint, eventId, type, data }: TDeliveryOf,
  req?: Partial<PayloadRequest>,
): Promise<WebhookDelivery> {
  return payload.create({
    collection: 'webhook-deliveries',
    data: {
      endpoint: endpoint.id,
      agency: relationId(endpoint.agency),
      eventId,
      eventType: type,
      body: eventBody(type, new Date(), data),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
    },
    depth: 0,
    req,
  })
}

/**
 * Writes an event for every active endpoint of the agency that subscribed to it, in `req`'s
 * transaction: the deliveries exist exactly when the change does. One event id for all of them.
 */
export async function raiseEvent(
  payload: Payload,
  args: { agency: string; type: TWebhookEvent; data: Record<string, unknown> },
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'webhook-endpoints',
    where: {
      and: [{ agency: { equals: args.agency } }, { active: { equals: true } }, { events: { in: [args.type] } }],
    },
    depth: 0,
    pagination: false,
    req,
  })
  const eventId = newEventId()
  for (const endpoint of docs)
    await writeDelivery(payload, { endpoint, eventId, type: args.type, data: args.data }, req)
  return docs.length
}

type TClaimed = {
  id: string
  eventId: string
  body: string
  attempts: number
  url: string
  secretSealed: string
  previousSecretSealed: string | null
  previousSecretUntil: Date | null
}

/** Claims due deliveries of active endpoints: `FOR UPDATE SKIP LOCKED`, a lease, as the email outbox does. */
async function claimDue(payload: Payload, limit: number): Promise<TClaimed[]> {
  const leaseEnd = new Date(Date.now() + DELIVERY_LEASE_MS).toISOString()
  const rows = await execute(
    payload,
    sql`
    with due as (
      select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.status in ('pending', 'sending') and d.next_attempt_at <= now() and e.active
      order by d.next_attempt_at
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries d set status = 'sending', attempts = d.attempts + 1, next_attempt_at = ${leaseEnd}, updated_at = now()
    from due, webhook_endpoints e
    where d.id = due.id and e.id = d.endpoint_id
    returning d.id, d.event_id, d.body, d.attempts, e.url, e.secret_sealed, e.previous_secret_sealed, e.previous_secret_until`,
  )
  return rows.map((row) => ({
    id: String(row.id),
    eventId: String(row.event_id),
    body: String(row.body),
    attempts: Number(row.attempts),
    url: String(row.url),
    secretSealed: String(row.secret_sealed),
    previousSecretSealed: row.previous_secret_sealed ? String(row.previous_secret_sealed) : null,
    previousSecretUntil: row.previous_secret_until ? new Date(String(row.previous_secret_until)) : null,
  }))
}

/** The Standard Webhooks headers of one attempt: a signature per live secret, newest first. */
export function signedHeaders(delivery: TClaimed, now: Date): Record<string, string> {
  const secrets = [unseal(SEALED_PURPOSE, delivery.secretSealed)]
  if (delivery.previousSecretSealed && delivery.previousSecretUntil && delivery.previousSecretUntil > now)
    secrets.push(unseal(SEALED_PURPOSE, delivery.previousSecretSealed))
  const signatures = secrets.map((secret) => new Webhook(secret).sign(delivery.eventId, now, delivery.body))
  return {
    'webhook-id': delivery.eventId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
    'user-agent': 'Monsoon-Webhooks/1.0',
  }
}

/** Writes down what an attempt left: delivered, due again later, or failed for good. */
async function record(payload: Payload, delivery: TClaimed, attempt: TAttempt): Promise<TDeliveryOutcome> {
  const outcome = deliveryOutcome(attempt, delivery.attempts)
  const code = attempt.kind === 'answered' ? attempt.status : null
  const next = outcome.status === 'pending' ? new Date(Date.now() + outcome.nextAttemptInMs).toISOString() : null
  const error = outcome.status === 'delivered' ? null : outcome.error
  const deliveredAt = outcome.status === 'delivered' ? sql`now()` : sql`delivered_at`
  await execute(
    payload,
    sql`update webhook_deliveries set status = ${outcome.status}, delivered_at = ${deliveredAt}, last_attempt_at = now(),
      next_attempt_at = ${next}, last_status_code = ${code}, last_error = ${error}, updated_at = now() where id = ${delivery.id}`,
  )
  return outcome
}

/** Delivers what is due, a few at a time in parallel (each bounded by its timeout). */
export async function deliverDueWebhooks(
  payload: Payload,
  options: { limit?: number } = {},
): Promise<{ delivered: number; failed: number }> {
  const claimed = await claimDue(payload, options.limit ?? 10)
  const report = { delivered: 0, failed: 0 }
  await Promise.all(
    claimed.map(async (delivery) => {
      let attempt: TAttempt
      try {
        attempt = await postWebhook(delivery.url, {
          headers: signedHeaders(delivery, new Date()),
          body: delivery.body,
          allowPrivate: allowPrivate(),
        })
      } catch (error) {
        attempt = { kind: 'network', message: error instanceof Error ? error.message : String(error) }
      }
      const outcome = await record(payload, delivery, attempt)
      if (outcome.status === 'delivered') report.delivered++
      else {
        report.failed++
        logger.info('Webhook delivery failed', { id: delivery.id, attempts: delivery.attempts, kind: attempt.kind })
      }
    }),
  )
  return report
}

let worker: ReturnType<typeof intervalWorker> | undefined

/** Starts the webhook worker: every second, so a status change reaches a healthy receiver within seconds. */
export function startWebhookWorker(payload: Payload, intervalMs = 1_000): void {
  if (worker) return
  worker = intervalWorker('Webhook worker', intervalMs, () => deliverDueWebhooks(payload))
  worker.start()
}

/** Stops the worker for a shutdown: the deliveries under way finish and are recorded. */
export async function stopWebhookWorker(): Promise<void> {
  const current = worker
  worker = undefined
  await current?.stop()
}
