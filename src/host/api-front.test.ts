import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, compressed, isApiPath, MIN_COMPRESS_BYTES } from './api-front'

describe('the API served by the HTTP front (ADR 036)', () => {
  it('takes the four API route folders and nothing else', () => {
    for (const url of [
      '/b2badminapi/api/RequestBooking/ListAccommodation',
      '/b2badminapi',
      '/b2badminapi?x=1',
      '/notificationapi/x',
      '/export/booking/1',
      '/api/GetDurations',
    ]) {
      expect(isApiPath(url), url).toBe(true)
    }
    for (const url of ['/', '/api', '/api/', '/apis/x', '/b2badminapix', '/exports', '/cms-api/users', '/admin']) {
      expect(isApiPath(url), url).toBe(false)
    }
  })

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })

  const json = (size: number) =>
    new Response(JSON.stringify({ data: 'x'.repeat(size) }), { headers: { 'content-type': 'application/json' } })
  const asking = (encoding?: string, method = 'GET') =>
    new Request('http://localhost/api/x', { method, headers: encoding ? { 'accept-encoding': encoding } : {} })

  it('gzips text bodies of 1 kB and more for clients that accept it, and keeps the rest as they are', async () => {
    const big = await compressed(asking('gzip'), json(5_000))
    expect(big.headers.get('content-encoding')).toBe('gzip')
    expect(big.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(JSON.parse(gunzipSync(Buffer.from(await big.arrayBuffer())).toString())).toEqual({ data: 'x'.repeat(5_000) })

    const small = await compressed(asking('gzip'), json(MIN_COMPRESS_BYTES - 20))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect((await small.json()).data).toHaveLength(MIN_COMPRESS_BYTES - 20)

    expect((await compressed(asking(), json(5_000))).headers.get('content-encoding')).toBeNull()
    const binary = new Response(new Uint8Array(5_000), { headers: { 'content-type': 'application/octet-stream' } })
    expect((await compressed(asking('gzip'), binary)).headers.get('content-encoding')).toBeNull()
  })
})
