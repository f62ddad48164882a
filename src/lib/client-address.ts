import { isIP } from 'node:net'

/**
 * The header our HTTP front (src/host/http-front.ts) writes with the client's address. Any copy a
 * client sends is overwritten, so the app can trust it; nothing reads X-Forwarded-For itself.
 */
export const CLIENT_IP_HEADER = 'x-monsoon-client-ip'

/** `::ffff:203.0.113.7` (IPv4 on an IPv6 socket) is 203.0.113.7. */
function normalise(address: string): string {
  const trimmed = address.trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped ? mapped[1] : trimmed.toLowerCase()
}

/**
 * The address of the client, counting `trustedHops` proxies of our own in front of the app
 * (TRUSTED_PROXY_HOPS). Each proxy appends the address it received the request from to
 * X-Forwarded-For, so with N trusted proxies the client is the Nth address from the right of
 * [...X-Forwarded-For, socket address]; everything further left was written by the client and is
 * ignored. 0 (the default) means the app faces the clients itself: the socket decides.
 */
export function clientAddress(args: {
  socketAddress: string | undefined
  forwardedFor: string | string[] | undefined
  trustedHops: number
}): string {
  const socket = normalise(args.socketAddress ?? '') || 'unknown'
  if (args.trustedHops <= 0) return socket
  const header = Array.isArray(args.forwardedFor) ? args.forwardedFor.join(',') : (args.forwardedFor ?? '')
  const chain = [
    ...header
      .split(',')
      .map(normalise)
      .filter((entry) => entry !== ''),
    socket,
  ]
  // Fewer addresses than trusted hops: the request did not come through all our proxies.
  const index = Math.max(0, chain.length - 1 - args.trustedHops)
  const candidate = chain[index]
  return isIP(candidate) ? candidate : socket
}

/** Whether the client spoke https to the first of our trusted proxies (or to us). */
export function isHttpsRequest(args: {
  encrypted: boolean
  forwardedProto: string | string[] | undefined
  trustedHops: number
}): boolean {
  if (args.encrypted) return true
  if (args.trustedHops <= 0) return false
  const header = Array.isArray(args.forwardedProto) ? args.forwardedProto.join(',') : (args.forwardedProto ?? '')
  const protos = header
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  // The proxy that faces the client writes the first value.
  const index = Math.max(0, protos.length - args.trustedHops)
  return protos[index] === 'https'
}
