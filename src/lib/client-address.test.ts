import { describe, expect, it } from 'vitest'
import { clientAddress, isHttpsRequest } from './client-address'

describe('clientAddress: the socket decides, unless proxies of ours are trusted', () => {
  it('with no trusted proxy, whatever X-Forwarded-For says is ignored', () => {
    expect(clientAddress({ socketAddress: '203.0.113.7', forwardedFor: '1.2.3.4', trustedHops: 0 })).toBe('203.0.113.7')
    expect(clientAddress({ socketAddress: '::ffff:203.0.113.7', forwardedFor: undefined, trustedHops: 0 })).toBe(
      '203.0.113.7',
    )
  })

  it('behind one proxy, the address that proxy saw (the last entry), not what the client wrote before it', () => {
    const forwardedFor = '6.6.6.6, 198.51.100.9'
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor, trustedHops: 1 })).toBe('198.51.100.9')
  })

  it('behind two proxies, one further left', () => {
    const forwardedFor = ['6.6.6.6, 198.51.100.9', '10.0.0.5']
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor, trustedHops: 2 })).toBe('198.51.100.9')
  })

  it('a request that skipped the proxies, or a garbage entry, falls back to the socket', () => {
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: undefined, trustedHops: 1 })).toBe('10.0.0.2')
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: 'not-an-ip', trustedHops: 1 })).toBe('10.0.0.2')
    expect(clientAddress({ socketAddress: undefined, forwardedFor: undefined, trustedHops: 0 })).toBe('unknown')
  })
})

describe('isHttpsRequest', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isHttpsRequest({ encrypted: false, forwardedProto: 'https', trustedHops: 0 })).toBe(false)
    expect(isHttpsRequest({ encrypted: false, forwardedProto: 'https', trustedHops: 1 })).toBe(true)
    expect(isHttpsRequest({ encrypted: false, forwardedProto: 'http', trustedHops: 1 })).toBe(false)
    expect(isHttpsRequest({ encrypted: true, forwardedProto: undefined, trustedHops: 0 })).toBe(true)
  })
})
