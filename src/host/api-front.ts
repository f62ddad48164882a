import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { errorBody } from '@/lib/errors'
import { offeredApi, type TApiHandler } from './lifecycle'

/**
 * The JSON API as the HTTP front serves it (ADR 036, docs/architecture/serving.md): in production
 * every request to an API address goes to the handler the start-up offered (src/api/app.ts, loaded
 * in the start-up's module graph), through Hono's Node adapter, gzipped here; Next.js never sees
 * it. In development Next's route handlers serve it, so that an edit reloads (src/app/b2badminapi
 * and the three others).
 */

/** The API's addresses (the four route folders of src/app that mount it for development). */
export function isApiPath(url: string): boolean {
  return /^\/(?:(?:b2badminapi|notificationapi|export)(?:[/?]|$)|api\/[^?])/.test(url)
}

/** Whether the front serves this request with the API (in production). */
export function isApiRequest(req: IncomingMessage): boolean {
  return isApiPath(req.url ?? '/')
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

/** No API to serve with: the start-up could not load it (its failure is in the log). */
const unavailable = () =>
  Response.json(errorBody('UNAVAILABLE', 'The service is starting or unavailable. Please try again shortly.'), {
    status: 503,
    headers: { 'cache-control': 'no-store', 'retry-after': '5' },
  })

/** The front's way to the API: Hono's Node adapter around the handler the start-up offered. */
export function apiListener(): TListener {
  listener ??= getRequestListener(
    async (request: Request) => {
      const handler: TApiHandler | undefined = offeredApi()
      return handler ? compressed(request, await handler(request)) : unavailable()
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
