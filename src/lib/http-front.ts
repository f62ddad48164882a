import type { IncomingMessage, ServerResponse } from 'node:http'
import { hasControlCharacter } from '@/domain/text'
import { CLIENT_IP_HEADER, clientAddress, isHttpsRequest } from './client-address'
import { securityHeaders } from './security-headers'

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

export type TFrontOptions = { trustedHops: number; isDev: boolean }
type THandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * Monsoon's HTTP front, in front of Next.js in the same process (ADR 016): every response gets the
 * security headers; an unreadable address gets a 400; the client's address is worked out once,
 * from the socket and TRUSTED_PROXY_HOPS, and handed on in CLIENT_IP_HEADER.
 */
export function httpFront(handle: THandler, options: TFrontOptions) {
  return (req: IncomingMessage, res: ServerResponse) => {
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
    req.headers[CLIENT_IP_HEADER] = clientAddress({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      trustedHops: options.trustedHops,
    })
    handle(req, res).catch((error: unknown) => {
      console.error('[monsoon] error: Request failed before Next.js could answer', error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  }
}
