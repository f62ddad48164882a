import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { DEFAULT_LOCALE, type TLocale } from '@/domain/locales'
import { loggedPath } from '@/domain/log-scrub'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '@/lib/database-waits'
import { AppError, isAppError } from '@/lib/errors'
import { errorBodyIn } from '@/lib/i18n/error-words'
import { logger } from '@/lib/logger'
import { registerAgencyRoutes } from './agency'
import { AREA, AREA_NATION } from './area'
import { registerAuthRoutes } from './auth'
import { registerBeyondRoutes } from './beyond'
import { registerBookingRoutes } from './booking'
import { registerCatalogueRoutes } from './catalogue'
import { registerClientOutputRoutes } from './client-output'
import { registerConfigRoutes } from './config'
import { registerConnectRoutes } from './connect'
import { registerContentRoutes } from './content'
import { finishDocument } from './contract'
import { registerExportRoutes } from './export'
import { registerFinanceRoutes } from './finance'
import { invalidRequest, refuseUnstorableInput } from './http'
import { registerInstantRoutes } from './instant'
import { registerJournalRoutes } from './journal'
import { acceptedLocale, requestLocale } from './language'
import { registerNotificationRoutes } from './notification'
import { registerReferenceRoutes } from './reference'
import { registerReferencePage } from './reference-page'
import { registerRegistrationRoutes } from './registration'
import { registerRestaurantRoutes } from './restaurants'
import { registerTravellerRoutes } from './travellers'
import { registerVideoRoutes } from './videos'

/** What OPTIONS answers for any API address. */
export const API_METHODS = 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'

/** Largest request body any call accepts; bigger ones are refused before parsing. */
export const MAX_BODY_BYTES = 256 * 1024

/**
 * The 413 closes the connection (issue 59): the rest of the body is never read, so the connection
 * cannot carry another request, and a client told `keep-alive` would send its next one into a
 * socket the server is about to drop.
 */
const tooLarge = (c: Context) => {
  c.header('Connection', 'close')
  return answerError(
    c,
    new AppError('PAYLOAD_TOO_LARGE', { key: 'bodyTooLarge', values: { max: String(MAX_BODY_BYTES) } }),
  )
}

/**
 * An AppError as the API's answer: its body in the request's language (Accept-Language, which the
 * vault's client sets to the page's; ADR 069), English when it names none or cannot be read.
 */
async function answerError(c: Context, error: AppError, language?: TLocale) {
  if (error.retryAfterS !== undefined) c.header('Retry-After', String(error.retryAfterS))
  const locale = language ?? (await requestLocale(c).catch(() => DEFAULT_LOCALE))
  return c.json(await errorBodyIn(error, locale), error.status as 400)
}

/**
 * Bounds every body at MAX_BODY_BYTES: by its Content-Length when it has one, else by counting the
 * bytes actually read (a chunked body, a DELETE without a length). Hono's own bodyLimit rebuilds
 * the request from the one @hono/node-server made, which throws on Node's HTTP server (a 500 for
 * every such call); this one builds the new request from its parts.
 */
const limitBody: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw
  if (!raw.body) return next()
  const length = raw.headers.get('content-length')
  if (length !== null && !raw.headers.has('transfer-encoding'))
    return Number.parseInt(length, 10) > MAX_BODY_BYTES ? tooLarge(c) : next()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = raw.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return tooLarge(c)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.length
  }
  const headers = new Headers(raw.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(size))
  c.req.raw = new Request(raw.url, { method: raw.method, headers, body: size > 0 ? body : null, signal: raw.signal })
  return next()
}

export function createApiApp() {
  const app = new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) throw invalidRequest(result.error)
    },
  })

  app.use('*', limitBody)
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store')
  })
  app.use('*', refuseUnstorableInput)

  registerConfigRoutes(app)
  registerContentRoutes(app)
  registerJournalRoutes(app)
  registerVideoRoutes(app)
  registerRestaurantRoutes(app)
  registerBeyondRoutes(app)
  registerRegistrationRoutes(app)
  registerAuthRoutes(app)
  registerAgencyRoutes(app)
  registerCatalogueRoutes(app)
  registerReferenceRoutes(app)
  registerBookingRoutes(app)
  registerTravellerRoutes(app)
  registerInstantRoutes(app)
  registerNotificationRoutes(app)
  registerExportRoutes(app)
  registerClientOutputRoutes(app)
  registerConnectRoutes(app)
  registerFinanceRoutes(app)
  registerReferencePage(app)

  const documentConfig: Parameters<typeof app.getOpenAPI31Document>[0] = {
    openapi: '3.1.0',
    info: {
      title: 'Monsoon API',
      version: '1.0.0',
      description: [
        'The JSON API behind the Monsoon site and agent area, at the paths of the product spec (§7).',
        `The spec's \`{area}\` segment is \`${AREA}\` and \`{area-nation}\` is \`${AREA_NATION}\`,`,
        `so nations are at \`/b2badminapi/${AREA}/${AREA_NATION}/GetNation\`.`,
        'Successful responses are `{ "data": ... }`; failures are `{ "error": { "code", "message", "fields"? } }`,',
        'their messages in the language `Accept-Language` asks for (en, de, fr; English without it).',
        '\n\n**Monsoon Connect.** Agencies’ own systems call the agent calls with an API key',
        '(`Authorization: Bearer msk_…` or `Api-Key: msk_…`), made by the agency’s admin in the vault under API access;',
        '`Monsoon-Nation` chooses one of the key’s nations. Each key may make a number of requests a minute, told in the',
        '`RateLimit` and `RateLimit-Policy` headers; past it, 429 with `Retry-After`. The events Monsoon posts to an',
        'agency’s webhook endpoints, signed per Standard Webhooks, are under Webhooks. The guide is `docs/api.md`.',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'This site' }],
  }
  // Routes are fixed once the app is made: the document is built on the first call and kept.
  let document: ReturnType<typeof finishDocument> | undefined
  app.get('/b2badminapi/openapi.json', (c) => {
    document ??= finishDocument(app.getOpenAPI31Document(documentConfig))
    return c.json(document)
  })

  // OPTIONS of any API address names the methods, as Next answered it for the route handlers that
  // mount the API (the HTTP front serves every method of these addresses itself).
  app.options('*', (c) => c.body(null, 204, { Allow: API_METHODS }))

  app.notFound((c) =>
    answerError(
      c,
      new AppError('NOT_FOUND', {
        key: 'noSuchCall',
        values: { method: c.req.method, path: new URL(c.req.url).pathname },
      }),
    ),
  )

  app.onError((error, c) => {
    if (isAppError(error)) {
      if (error.status >= 500) logger.error(error.message, { code: error.code, path: loggedPath(c.req.path) })
      return answerError(c, error)
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals, such as a body that is not JSON.
      const refusal = /^Malformed JSON/.test(error.message)
        ? new AppError('BAD_REQUEST', { key: 'malformedJson' })
        : error.message
          ? new AppError('BAD_REQUEST', error.message)
          : new AppError('BAD_REQUEST', { key: 'badRequest' })
      return answerError(c, refusal)
    }
    // A database that does not answer in time (ADR 071): the caller may try again shortly.
    if (isDatabaseUnavailable(error)) {
      logger.warn('Database unavailable', {
        path: loggedPath(c.req.path),
        message: error instanceof Error ? error.message : String(error),
      })
      return answerError(
        c,
        new AppError('UNAVAILABLE', { key: 'databaseUnavailable' }, { retryAfterS: DATABASE_RETRY_AFTER_S }),
        // Its language from the header alone: the languages' table is in the database.
        acceptedLocale(c) ?? DEFAULT_LOCALE,
      )
    }
    // Anything else is a bug: log it in full, tell the caller nothing about internals.
    logger.error('Unhandled API error', {
      path: loggedPath(c.req.path),
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    })
    return answerError(c, new AppError('INTERNAL', { key: 'internal' }))
  })

  return app
}

let app: ReturnType<typeof createApiApp> | undefined

/** The process-wide router the route handlers hand requests to. */
export function apiApp() {
  app ??= createApiApp()
  return app
}

export async function handleApiRequest(request: Request): Promise<Response> {
  return apiApp().fetch(request)
}
