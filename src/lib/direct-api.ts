import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { errorBody } from './errors'
import { logger } from './logger'

/**
 * The JSON API served straight from Monsoon's HTTP front (ADR 036). The route handlers
 * (src/app/{api,b2badminapi,notificationapi,export}) still mount it for Next, but the start-up loads
 * the API module too (src/start-up.ts) and offers its fetch handler here. From then on the front
 * hands every API request to it directly, without Next's route-handler machinery (request objects,
 * web streams, async context), which was 30-45 % of the catalogue search's time under load
 * (issue 19); calls that come before wait for the start-up (ADR 056).
 *
 * The registry lives on globalThis: the front runs outside Next's bundles (scripts/serve.ts), the
 * handler inside them, and each side has its own copy of this module.
 */
type TFetch = (request: Request) => Promise<Response>
type TShared = {
  handler?: TFetch
  scope: AsyncLocalStorage<true>
  /** Tags dropped during a direct call: their pages could not be expired (none expected). */
  stranded: Set<string>
}

const KEY = Symbol.for('monsoon.direct-api')
const shared = (): TShared => {
  const holder = globalThis as typeof globalThis & { [KEY]?: TShared }
  holder[KEY] ??= { scope: new AsyncLocalStorage<true>(), stranded: new Set() }
  return holder[KEY]
}

/**
 * Called by the start-up once it has loaded the API (src/instrumentation-node.ts): the front may now
 * call it directly (undefined withdraws it). Only the start-up offers it: the route handlers' copy
 * of the API, which Next loads for an OPTIONS call (and for every call in development), is a module
 * instance of its own, with its own caches, and never takes over from the one serving (ADR 056).
 */
export function offerDirectApi(handler: TFetch | undefined): void {
  shared().handler = handler
}

/**
 * Whether this code runs for an API call the front handed over directly, i.e. outside any Next.js
 * request: no page is being rendered, so there is no page to tag and no page cache to expire.
 */
export function isDirectApiCall(): boolean {
  return shared().scope.getStore() === true
}

/** Runs `work` as the front runs a direct API call (also what the integration tests' API does). */
export function runAsDirectApiCall<T>(work: () => T): T {
  return shared().scope.run(true, work)
}

/**
 * A direct API call changed data that statically rendered pages show (cache tag `tag`): those pages
 * cannot be expired from outside Next.js, so they stay as they were until their time to live. No
 * call does this today (tests/support/int-setup.ts fails any integration test whose API calls do);
 * a new one must be served by Next instead, or write through /admin.
 */
export function notePageTagNotExpired(tag: string): void {
  const { stranded } = shared()
  if (stranded.has(tag)) return
  stranded.add(tag)
  logger.warn('An API call changed what pages show; those pages were not expired (ADR 036)', { tag })
}

/** The tags noted by notePageTagNotExpired in this process. */
export function pageTagsNotExpired(): string[] {
  return [...shared().stranded]
}

/** The addresses Next's route handlers give to the API (the same four route folders). */
export function isApiPath(url: string): boolean {
  return /^\/(?:(?:b2badminapi|notificationapi|export)(?:[/?]|$)|api\/[^?])/.test(url)
}

/** Methods the route handlers export; anything else (OPTIONS) stays with Next, as before. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** Whether the front serves this request with the API once it is offered (otherwise Next does). */
export function isDirectApiRequest(req: IncomingMessage): boolean {
  return METHODS.has(req.method ?? '') && isApiPath(req.url ?? '/')
}

/** Bodies worth compressing, as Next's own compression did for these routes. */
const COMPRESSIBLE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/i
/** Below this a gzip header and a round trip through zlib cost more than they save. */
export const MIN_COMPRESS_BYTES = 1024

const gzipAsync = promisify(gzip)

/** Whether the client accepts gzip (an explicit `q=0` refuses it). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding !== 'gzip' && coding !== '*') return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * The handler's answer, gzipped (in libuv's thread pool) when the client accepts it and the body is
 * text of at least MIN_COMPRESS_BYTES.
 */
export async function compressed(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    request.method === 'HEAD' ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    !acceptsGzip(request.headers.get('accept-encoding'))
  ) {
    return response
  }
  const raw = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  const init = { status: response.status, statusText: response.statusText, headers }
  if (raw.byteLength < MIN_COMPRESS_BYTES) return new Response(raw, init)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  return new Response(new Uint8Array(await gzipAsync(raw)), init)
}

type TListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>
let listener: TListener | undefined

/**
 * The front's way to the API: a listener for this request, or null when Next must answer it (not an
 * API address, a method the routes do not export, or the API not loaded yet).
 */
export function directApiListener(req: IncomingMessage): TListener | null {
  if (!shared().handler || !isDirectApiRequest(req)) return null
  listener ??= getRequestListener(
    async (request: Request) => {
      const handler = shared().handler as TFetch
      return compressed(request, await runAsDirectApiCall(() => handler(request)))
    },
    {
      // Next's own Request and Response stay the globals: only this listener uses Hono's adapter.
      overrideGlobalObjects: false,
      // A request the adapter cannot turn into a Request (a host header that is not a host, a
      // backslash in the path): the API's error shape, as every other refusal.
      errorHandler: (error) =>
        Response.json(errorBody('BAD_REQUEST', `Bad request: ${(error as Error).message}`), {
          status: 400,
          headers: { 'cache-control': 'no-store' },
        }),
    },
  )
  return listener
}
