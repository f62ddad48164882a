import 'server-only'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { DELIVERY_TIMEOUT_MS, type TAttempt } from '@/domain/webhooks'

/**
 * Where a webhook may go (ADR 043): a public address only. Loopback, private, link-local (the
 * cloud metadata service at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are
 * refused, for IPv4, IPv6 and IPv4 written as IPv6. The check runs when an endpoint is saved and
 * again inside every connection's DNS lookup, so a name that later resolves to a private address
 * (DNS rebinding) is refused at the moment of sending, and the address checked is the address used.
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6')

/** Whether an address is one a webhook may never reach (unless private targets are allowed). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return blocked.check(address, 'ipv4')
  if (family !== 6) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return blocked.check(mapped, 'ipv4')
  return blocked.check(address, 'ipv6')
}

export const PRIVATE_TARGET =
  'This webhook URL points to a private, loopback or link-local address. Webhooks go to public HTTPS addresses only.'

/** The host's addresses, as a connection would find them. */
function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  )
}

/** What is wrong with where a URL leads, or null: every address of its host must be public (words of ApiErrors). */
export async function targetProblem(
  url: URL,
  allowPrivate: boolean,
): Promise<'targetUnresolvable' | 'targetPrivate' | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: LookupAddress[]
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host)
  } catch {
    return 'targetUnresolvable'
  }
  if (addresses.length === 0) return 'targetUnresolvable'
  if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) return 'targetPrivate'
  return null
}

class RefusedTarget extends Error {}

/** A DNS lookup for the connection itself that refuses private addresses: the address checked is the one used. */
const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as unknown as LookupAddress[]
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address)))
        return callback(new RefusedTarget(PRIVATE_TARGET), '', 0)
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
      return callback(null, list[0].address, list[0].family)
    })
  }

/**
 * A webhook's signed headers and JSON body; `allowPrivate`: it may go to a private address
 * (WEBHOOKS_ALLOW_PRIVATE); `timeoutMs`: DELIVERY_TIMEOUT_MS unless told.
 */
export type TWebhookPost = {
  headers: Record<string, string>
  body: string
  allowPrivate: boolean
  timeoutMs?: number
}

/**
 * POSTs one webhook: the answer's status, a timeout after `timeoutMs` in all, or why it could not
 * be sent. Redirects are not followed (a 3xx is the answer). At most 4 kB of the answer is read.
 */
export function postWebhook(target: string, options: TWebhookPost): Promise<TAttempt> {
  const { headers, body } = options
  const url = new URL(target)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) && !options.allowPrivate && isPrivateAddress(host))
    return Promise.resolve({ kind: 'refused', message: PRIVATE_TARGET })
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    let settled = false
    const finish = (attempt: TAttempt) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(attempt)
    }
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(options.allowPrivate),
        agent: false,
      },
      (response) => {
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > 4096) response.destroy()
        })
        response.on('close', () => finish({ kind: 'answered', status: response.statusCode ?? 0 }))
        response.on('error', () => finish({ kind: 'answered', status: response.statusCode ?? 0 }))
      },
    )
    const timer = setTimeout(() => {
      request.destroy()
      finish({ kind: 'timeout' })
    }, options.timeoutMs ?? DELIVERY_TIMEOUT_MS)
    request.on('error', (error) => {
      if (error instanceof RefusedTarget) finish({ kind: 'refused', message: error.message })
      else finish({ kind: 'network', message: `Could not connect: ${error.message}`.slice(0, 300) })
    })
    request.end(body)
  })
}
