import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { reloadEnv } from '@/lib/env'
import { UPLOAD_CACHE_CONTROL } from '@/lib/upload-files'
import { httpFront } from './http-front'
import { byteRange } from './upload-serving'

describe('byteRange', () => {
  it.each([
    [undefined, 'whole'],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=10-', { start: 10, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', 'whole'],
    ['bytes=0-1,5-9', 'whole'],
    ['items=0-1', 'whole'],
    ['bytes=-', 'whole'],
    ['bytes=abc', 'whole'],
  ] as const)('reads %s of 1,000 bytes', (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected)
  })
})

describe('uploads served by the front (ADR 050)', () => {
  const picture = Buffer.from('RIFF....WEBPVP8 a picture of the Mekong at dawn')
  let dataDir = ''
  let url = ''
  let server: Server
  const nextAnswers: string[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-uploads-'))
    await mkdir(path.join(dataDir, 'media'))
    await mkdir(path.join(dataDir, 'files'))
    await writeFile(path.join(dataDir, 'media', 'mekong.webp'), picture)
    await writeFile(path.join(dataDir, 'media', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(path.join(dataDir, 'media', 'notes.txt'), 'not a kind the front serves')
    await writeFile(path.join(dataDir, 'payload-secret'), 'secret')
    await writeFile(path.join(dataDir, 'files', 'clip.mp4'), Buffer.alloc(1000, 7))
    vi.stubEnv('MONSOON_DATA_DIR', dataDir)
    vi.stubEnv('S3_BUCKET', undefined)
    reloadEnv()
    // What stands for Next.js (and Payload behind it): it names what it was asked for.
    server = createServer(
      httpFront(
        async (req, res) => {
          nextAnswers.push(req.url ?? '')
          res.statusCode = 404
          res.end('from Payload')
        },
        { trustedHops: 0, isDev: false },
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    vi.unstubAllEnvs()
    reloadEnv()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('sends a picture with its type, length, validators and a day of caching, and the security headers', async () => {
    const answer = await fetch(`${url}/cms-api/media/file/mekong.webp`)
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(picture)
    expect(answer.headers.get('content-type')).toBe('image/webp')
    expect(answer.headers.get('content-length')).toBe(String(picture.length))
    expect(answer.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL)
    expect(answer.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
    expect(answer.headers.get('last-modified')).toMatch(/GMT$/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers HEAD with the headers only, and a browser’s copy that is still current with 304', async () => {
    const head = await fetch(`${url}/cms-api/media/file/mekong.webp`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(picture.length))
    const etag = head.headers.get('etag') ?? ''
    const again = await fetch(`${url}/cms-api/media/file/mekong.webp`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const since = await fetch(`${url}/cms-api/media/file/mekong.webp`, {
      headers: { 'if-modified-since': head.headers.get('last-modified') ?? '' },
    })
    expect(since.status).toBe(304)
    const stale = await fetch(`${url}/cms-api/media/file/mekong.webp`, { headers: { 'if-none-match': 'W/"0-0"' } })
    expect(stale.status).toBe(200)
  })

  it('sends the part of a video a player asks for, and 416 for a part past its end', async () => {
    const part = await fetch(`${url}/cms-api/files/file/clip.mp4`, { headers: { range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    const past = await fetch(`${url}/cms-api/files/file/clip.mp4`, { headers: { range: 'bytes=5000-' } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe('bytes */1000')
  })

  it('keeps scripts out of an SVG opened on its own', async () => {
    const answer = await fetch(`${url}/cms-api/media/file/logo.svg`)
    expect(answer.headers.get('content-type')).toBe('image/svg+xml')
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none';/)
  })

  it.each([
    '/cms-api/media/file/no-such-file.png',
    '/cms-api/media/file/notes.txt',
    '/cms-api/media/file/..%2fpayload-secret',
    '/cms-api/media/file/..%2f..%2fpayload-secret',
    '/cms-api/users/file/mekong.webp',
    '/cms-api/media/file/mekong.webp?prefix=media',
  ])('leaves %s to Payload', async (target) => {
    const answer = await fetch(`${url}${target}`)
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe('from Payload')
    expect(nextAnswers).toContain(target)
  })

  it('leaves writes to Payload', async () => {
    const answer = await fetch(`${url}/cms-api/media/file/mekong.webp`, { method: 'DELETE' })
    expect(await answer.text()).toBe('from Payload')
  })
})
