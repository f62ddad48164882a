import { type IncomingMessage, ServerResponse } from 'node:http'
import { COMPLETE_HTML_HEADER, errorPageHtml } from '@/domain/error-page'
import { localizedPath, splitLocalePath } from '@/domain/locales'
import { loggedPath } from '@/domain/log-scrub'
import { hasControlCharacter } from '@/domain/text'
import { CLIENT_IP_HEADER, clientAddress, isHttpsRequest } from '@/lib/client-address'
import { logger } from '@/lib/logger'
import { currentRequest, requestIdFrom, runInRequest, type TRequestContext } from '@/lib/request-context'
import { LOCALE_COOKIE } from '@/lib/session-cookie-names'
import { STAFF_COOKIE, staffIdFromCookie } from '@/lib/staff-session'
import { apiListener, isApiRequest } from './api-front'
import { isStopping, readiness, requestEnded, requestStarted } from './lifecycle'
import { securityHeaders } from './security-headers'
import { serveUploadFile } from './upload-serving'

/**
 * Whether a request target can be read at all: its path decodes (no `%ff`, no cut-off `%`) to text
 * without control characters, and its query holds no NUL (no text PostgreSQL can store has one).
 * Next.js answers the first kind with a 500 and hands the second to whatever queries the database
 * (the back office's lists included), so the front refuses both.
 */
export function isWellFormedTarget(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? ''
  const query = target.slice(path.length)
  if (/%00/i.test(query) || hasControlCharacter(query)) return false
  try {
    return !hasControlCharacter(decodeURIComponent(path))
  } catch {
    return false
  }
}

export type TFrontOptions = {
  trustedHops: number
  isDev: boolean
  /** PAYLOAD_SECRET, to name the staff member of a back-office request in its log line. */
  staffSecret?: string
  /**
   * In production, the app's start-up as it announced it (src/host/lifecycle.ts): it loads the API
   * and offers it to the front. API calls that come before wait for it, as every request Next
   * serves does, and are then served by the API (ADR 056). Unset in development, where Next's
   * route handlers serve the API.
   */
  startUp?: Promise<unknown>
}

/** The route that renders the not-found page as server HTML (app/(site)/(default)/page-not-found). */
export const NOT_FOUND_PAGE = '/page-not-found'
/** Marks the front's own request for that page, so it is answered as it is. */
const INTERNAL_HEADER = 'x-monsoon-not-found-page'

const FALLBACK_404 =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found | Monsoon</title></head><body><h1>This page could not be found</h1><p><a href="/">Back to Home</a></p></body></html>'

/**
 * Next.js 16 answers a page's `notFound()`, and a page that failed on the server, with an HTML
 * shell whose body is empty: the text is only in the React payload and appears once JavaScript
 * runs (vercel/next.js#62228, #95613). For a GET or HEAD whose answer is such an HTML page, the
 * front discards the shell: a 404 gets the not-found page rendered as HTML (with the visitor's
 * cookies, so the chrome is theirs), a 5xx the self-contained error page (the app may be what
 * failed). The status stays. Client-side navigations (`RSC` requests) and every non-HTML answer
 * pass through untouched.
 */
export function serveReadableErrors(req: IncomingMessage, res: ServerResponse, render = renderNotFoundPage) {
  const path = (req.url ?? '/').split('?', 1)[0]
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  if (req.headers[INTERNAL_HEADER] || req.headers.rsc) return
  // The page itself is not an address of its own: asked for directly, it is a 404 too.
  const forced = splitLocalePath(path).path === NOT_FOUND_PAGE
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  let swallowing = false
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((item) => typeof item === 'object' && item !== null) as
      | Record<string, string | string[]>
      | undefined
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
    const type = String(res.getHeader('content-type') ?? '')
    const complete = res.hasHeader(COMPLETE_HTML_HEADER)
    res.removeHeader(COMPLETE_HTML_HEADER)
    if ((status === 404 || status >= 500) && type.startsWith('text/html') && !forced && !complete) {
      swallowing = true
      res.statusCode = status
      return res
    }
    return writeHead(forced ? 404 : status)
  }) as ServerResponse['writeHead']
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!res.headersSent && !swallowing) res.writeHead(res.statusCode)
    if (!swallowing)
      return (ServerResponse.prototype.write as (...args: unknown[]) => boolean).call(res, chunk, ...rest)
    const callback = rest.find((item) => typeof item === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as ServerResponse['write']
  res.end = ((...args: unknown[]) => {
    if (!res.headersSent && !swallowing) res.writeHead(res.statusCode)
    if (!swallowing) return end(...args)
    const callback = args.find((item) => typeof item === 'function') as (() => void) | undefined
    const status = res.statusCode
    void (status === 404 ? render(req) : Promise.resolve(errorPageHtml(status))).then((html) => {
      for (const name of ['content-length', 'content-encoding', 'etag', 'transfer-encoding']) res.removeHeader(name)
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('content-length', Buffer.byteLength(html))
      writeHead(status)
      end(req.method === 'HEAD' ? undefined : html)
      callback?.()
    })
    return res
  }) as ServerResponse['end']
}

/** The not-found page, rendered by the app for this visitor; a plain fallback if that fails. */
async function renderNotFoundPage(req: IncomingMessage): Promise<string> {
  try {
    const port = req.socket.localPort
    // In the language of the address asked for (ADR 045), whatever language the visitor last chose.
    const { locale } = splitLocalePath((req.url ?? '/').split('?', 1)[0])
    const cookie = (req.headers.cookie ?? '')
      .split(';')
      .filter((pair) => pair.trim().split('=', 1)[0] !== LOCALE_COOKIE)
      .join(';')
    const answer = await fetch(`http://127.0.0.1:${port}${localizedPath(NOT_FOUND_PAGE, locale)}`, {
      headers: { accept: 'text/html', cookie, [INTERNAL_HEADER]: '1' },
      signal: AbortSignal.timeout(10_000),
    })
    const html = await answer.text()
    return answer.ok && html.includes('</body>') ? html : FALLBACK_404
  } catch {
    return FALLBACK_404
  }
}
type THandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * Sets (or, with undefined, removes) request headers, named in lower case, in both of Node's views of
 * them: `headers`, which Next reads, and `rawHeaders`, from which Hono's adapter builds the API's
 * Request (ADR 036). Whatever the client sent under those names is gone either way.
 */
export function replaceHeaders(req: IncomingMessage, replacements: Record<string, string | undefined>): void {
  const raw: string[] = []
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    if (!Object.hasOwn(replacements, req.rawHeaders[index].toLowerCase())) {
      raw.push(req.rawHeaders[index], req.rawHeaders[index + 1])
    }
  }
  for (const [name, value] of Object.entries(replacements)) {
    if (value === undefined) delete req.headers[name]
    else {
      req.headers[name] = value
      raw.push(name, value)
    }
  }
  req.rawHeaders = raw
}

/** Liveness (the process answers) and readiness (it can serve: database, migrations, workers). */
export const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

async function answerHealth(path: string, res: ServerResponse): Promise<void> {
  const send = (status: number, body: unknown) => {
    res.statusCode = status
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.end(JSON.stringify(body))
  }
  if (path === '/healthz') return send(200, { status: 'ok' })
  const { isReady, checks } = await readiness()
  send(isReady ? 200 : 503, { status: isReady ? 'ready' : isStopping() ? 'stopping' : 'not ready', checks })
}

/** The request's path, and the secret of the staff session cookie, to name the staff member (whoIsStaff). */
type TLogged = { path: string; staffSecret?: string }

/**
 * One line per request once it is answered (or abandoned by the client): method, path, status,
 * duration, request id and who it was for. Health checks only at debug level: a load balancer asks
 * every few seconds.
 */
function logWhenDone(req: IncomingMessage, res: ServerResponse, { path, staffSecret }: TLogged): void {
  const started = performance.now()
  // A socket's events run in whatever context emits them: the line is written in this request's.
  const context = currentRequest()
  res.once('close', () => {
    requestEnded()
    const line = {
      method: req.method,
      path: loggedPath(path),
      status: res.writableFinished ? res.statusCode : 499,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }
    const level = HEALTH_PATHS.has(line.path) ? 'debug' : res.statusCode >= 500 ? 'error' : 'info'
    if (!logger.isEnabled(level)) return
    void whoIsStaff(context, req, staffSecret)
      .catch(() => undefined)
      .then(() => {
        if (context) runInRequest(context, () => logger[level]('request', line))
        else logger[level]('request', line)
      })
  })
}

/** Back-office requests are authenticated by Payload, not by our code: their staff member comes from the cookie. */
async function whoIsStaff(context: TRequestContext | undefined, req: IncomingMessage, secret?: string) {
  if (!context || context.actor || !secret || !req.headers.cookie?.includes(STAFF_COOKIE)) return
  const id = await staffIdFromCookie(req.headers.cookie, secret)
  if (id) context.actor = `staff:${id}`
}

/**
 * Monsoon's HTTP front, in front of Next.js in the same process (ADR 016): every response gets the
 * security headers and a request id; an unreadable address gets a 400; the client's address is
 * worked out once, from the socket and TRUSTED_PROXY_HOPS, and handed on in CLIENT_IP_HEADER;
 * health checks are answered here, without Next; every request is logged once (ADR 041).
 */
export function httpFront(handle: THandler, options: TFrontOptions) {
  // The start-up is held on to until it is over; from then on nothing waits for it.
  const live: TFrontOptions = { ...options }
  const over = () => {
    live.startUp = undefined
  }
  options.startUp?.then(over, over)
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdFrom(req.headers['x-request-id'])
    res.setHeader('X-Request-Id', requestId)
    requestStarted()
    runInRequest({ requestId }, () => {
      logWhenDone(req, res, { path: req.url ?? '/', staffSecret: options.staffSecret })
      front(req, res, { handle, options: live, requestId })
    })
  }
}

/** What serves the request (Next's handler), the front's options as they are now, and the request's id. */
type TFrontCall = { handle: THandler; options: TFrontOptions; requestId: string }

function front(req: IncomingMessage, res: ServerResponse, { handle, options, requestId }: TFrontCall) {
  const isHttps = isHttpsRequest({
    encrypted: Boolean((req.socket as { encrypted?: boolean }).encrypted),
    forwardedProto: req.headers['x-forwarded-proto'],
    trustedHops: options.trustedHops,
  })
  for (const [name, value] of securityHeaders({ isDev: options.isDev, isHttps })) res.setHeader(name, value)
  if (!isWellFormedTarget(req.url ?? '/')) {
    res.statusCode = 400
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.end('Bad request: this address is not valid (malformed percent-encoding or control characters).\n')
    return
  }
  const path = (req.url ?? '/').split('?', 1)[0]
  if (HEALTH_PATHS.has(path) && (req.method === 'GET' || req.method === 'HEAD')) {
    void answerHealth(path, res)
    return
  }
  // Forwarding headers mean something only when one of our proxies wrote them; otherwise the
  // client did, and the host it claims must not reach the CSRF check or the cookies' Secure flag.
  replaceHeaders(req, {
    ...(options.trustedHops <= 0 ? { 'x-forwarded-host': undefined, 'x-forwarded-proto': undefined } : {}),
    [CLIENT_IP_HEADER]: clientAddress({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      trustedHops: options.trustedHops,
    }),
    'x-request-id': requestId,
  })
  // In production the API answers its addresses itself, every method (ADR 036); until the
  // start-up is over, a call waits for it (ADR 056): the API may not be loaded yet, nor the
  // database migrated and seeded. Not in dev, where the module is rebuilt on every change and only
  // Next's route handlers know the current one.
  if (!options.isDev && isApiRequest(req)) {
    const { startUp } = options
    const serve = () => void apiListener()(req, res)
    if (startUp) startUp.then(serve, serve)
    else serve()
    return
  }
  toNext(handle, req, res)
}

function toNext(handle: THandler, req: IncomingMessage, res: ServerResponse) {
  const next = () => {
    serveReadableErrors(req, res)
    handle(req, res).catch((error: unknown) => {
      logger.error('Request failed before Next.js could answer', {
        message: error instanceof Error ? error.message : String(error),
      })
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  }
  // Uploaded pictures, videos and documents come straight from disk (ADR 050).
  if (serveUploadFile(req, res, next)) return
  next()
}
