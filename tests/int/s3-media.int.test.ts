import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TExportDocument } from '@/domain/booking-export'
import { bootTestPayload } from '../support/payload'

/**
 * Media on S3-compatible storage (issue 22): Payload booted with S3_* pointing at a real S3 server
 * (s3rver on a free port), so every upload, read and delete below crosses the S3 protocol.
 */

const BUCKET = 'monsoon-media'
const PREFIX = 'site-a'
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const

let server: S3rver
let serverDir: string
let bucket: S3Client
let payload: Payload
let config: SanitizedConfig
let mediaFolder: string

beforeAll(async () => {
  serverDir = await mkdtemp(path.join(os.tmpdir(), 'monsoon-s3rver-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // Read once, when bootTestPayload first loads the config: this file's Payload stores on S3.
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: PREFIX,
  })
  bucket = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  ;({ payload } = await bootTestPayload())
  config = payload.config
  mediaFolder = path.join(process.env.MONSOON_DATA_DIR ?? '', 'media')
}, 120_000)

afterAll(async () => {
  bucket?.destroy()
  await server?.close()
  await rm(serverDir, { recursive: true, force: true })
  for (const name of S3_VARIABLES) delete process.env[name]
})

/** The bucket's keys under a folder, sorted. */
async function keysIn(folder: string): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const listed = await bucket.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${folder}/`, ContinuationToken: token }),
    )
    keys.push(...(listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])))
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined
  } while (token)
  return keys.sort()
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from((await object.Body?.transformToByteArray()) ?? [])
}

/** A request to Payload's REST API, as its /cms-api route hands it over. */
const rest = (address: string, init?: RequestInit) =>
  handleEndpoints({ config, request: new Request(new URL(address, 'http://localhost'), init) })

const served = async (address: string) => {
  const response = await rest(address)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

/** A photo large enough for all three of the media library's sizes. */
const photo = (seed: number) =>
  sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: seed % 256, g: 90, b: 140 } } })
    .jpeg({ quality: 80 })
    .toBuffer()

const uploadPhoto = async (name: string, data: Buffer) =>
  payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
    depth: 0,
  })

/** Every file of a media document: the original and its sizes. */
const filesOf = (doc: {
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}) =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => typeof name === 'string',
  )

const SEED_CACHE = path.join(process.cwd(), 'node_modules', '.cache', 'monsoon-seed', 'media')

/** The seed's cache entry (src/seed/images.ts) holding the media document with this file name. */
async function seedCacheEntryOf(filename: string): Promise<string | undefined> {
  for (const entry of await readdir(SEED_CACHE)) {
    const doc = await readFile(path.join(SEED_CACHE, entry, 'doc.json'), 'utf8').catch(() => null)
    if (doc && (JSON.parse(doc) as { data: { filename?: string } }).data.filename === filename) {
      return path.join(SEED_CACHE, entry)
    }
  }
  return undefined
}

const localMediaFiles = async () => (existsSync(mediaFolder) ? await readdir(mediaFolder) : [])

describe('media on S3-compatible storage (issue 22)', () => {
  it('stores an upload and its three sizes in the bucket only, and serves them at the usual addresses', async () => {
    const original = await photo(1)
    const name = `temple-${randomUUID().slice(0, 8)}.jpg`
    const doc = await uploadPhoto(name, original)

    const files = filesOf(doc)
    expect(files).toHaveLength(4)
    expect(files.slice(1).every((file) => file.endsWith('.webp'))).toBe(true)
    expect(await keysIn(`${PREFIX}/media`)).toEqual(
      expect.arrayContaining(files.map((file) => `${PREFIX}/media/${file}`)),
    )
    expect(await localMediaFiles()).toEqual([])

    // The site's addresses are Payload's file route, as on disk: no bucket address, no `?prefix=`.
    expect(doc.url).toBe(`/cms-api/media/file/${doc.filename}`)
    expect(doc.sizes?.card?.url).toBe(`/cms-api/media/file/${doc.sizes?.card?.filename}`)

    const page = await served(doc.url ?? '')
    expect(page).toMatchObject({ status: 200, type: 'image/jpeg' })
    expect(page.body.equals(original)).toBe(true)
    const card = await served(doc.sizes?.card?.url ?? '')
    expect(card).toMatchObject({ status: 200, type: 'image/webp' })
    expect(card.body.equals(await objectBytes(`${PREFIX}/media/${doc.sizes?.card?.filename}`))).toBe(true)
    expect((await sharp(card.body).metadata()).width).toBe(960)

    expect((await served('/cms-api/media/file/no-such-photo.jpg')).status).toBe(404)
    // Names that are no file name are refused (404; Payload's own path check answers 403 to `..`),
    // never the storage plugin's 500.
    for (const collection of ['media', 'files']) {
      for (const name of ['x%5C', 'a%5C..%5Cb', '..%5C', 'x%0D%0Ay']) {
        const { status } = await served(`/cms-api/${collection}/file/${name}`)
        expect([name, status >= 400 && status < 500]).toEqual([name, true])
      }
    }
    expect((await served('/cms-api/media/file/x%5C')).status).toBe(404)
  })

  it('takes an editor’s upload through the REST API into the bucket', async () => {
    const email = `editor-${randomUUID().slice(0, 8)}@s3.test`
    await payload.create({ collection: 'users', data: { email, password: 'password-123', roles: ['editor'] } })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'password-123' } })
    const original = await photo(2)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'rest-upload.jpg')
    form.append('_payload', JSON.stringify({ alt: 'Uploaded over REST' }))

    const response = await rest('/cms-api/media', {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as {
      doc: { filename: string; url: string; sizes: Record<string, { filename: string }> }
    }

    expect(await keysIn(`${PREFIX}/media`)).toEqual(
      expect.arrayContaining(filesOf(doc).map((file) => `${PREFIX}/media/${file}`)),
    )
    expect(filesOf(doc)).toHaveLength(4)
    expect((await served(doc.url)).body.equals(original)).toBe(true)
    expect(await localMediaFiles()).toEqual([])
  })

  it('removes a deleted image and its sizes from the bucket', async () => {
    const doc = await uploadPhoto(`gone-${randomUUID().slice(0, 8)}.jpg`, await photo(3))
    const keys = filesOf(doc).map((file) => `${PREFIX}/media/${file}`)
    expect(await keysIn(`${PREFIX}/media`)).toEqual(expect.arrayContaining(keys))

    await payload.delete({ collection: 'media', id: doc.id })

    const left = await keysIn(`${PREFIX}/media`)
    expect(keys.filter((key) => left.includes(key))).toEqual([])
    expect((await served(doc.url ?? '')).status).toBe(404)
  })

  it('reads a booking document’s logo and photos from the bucket for Word and PDF', async () => {
    const { imagesOf } = await import('@/server/export/media-files')
    const logoPng = await sharp({ create: { width: 600, height: 150, channels: 4, background: '#0a5c5c80' } })
      .png()
      .toBuffer()
    const logo = await payload.create({
      collection: 'media',
      data: { alt: 'Agency logo' },
      file: { data: logoPng, mimetype: 'image/png', name: 'agency-logo.png', size: logoPng.length },
      depth: 0,
    })
    const picture = await uploadPhoto(`bay-${randomUUID().slice(0, 8)}.jpg`, await photo(4))
    const line = (filename: string) => ({
      text: 'Ha Long Bay cruise',
      detail: '',
      status: null,
      price: null,
      description: 'Limestone islands',
      image: { filename, url: `/cms-api/media/file/${filename}`, width: 2000, height: 1200, alt: '' },
    })
    const document: TExportDocument = {
      lang: 'en',
      agencyName: 'Tulip Tours',
      contact: null,
      title: 'Vietnam',
      facts: [],
      days: [
        {
          anchor: 'day-1',
          heading: 'Day 1',
          locations: 'Ha Long',
          lines: [line(picture.filename ?? ''), line('never-uploaded.jpg')],
          totalLabel: '',
          total: null,
        },
      ],
      contents: null,
      total: null,
      notesTitle: '',
      notes: [],
      withPrices: false,
      selling: null,
      route: [],
    }

    const images = await imagesOf({ document, brand: { logo: { filename: logo.filename ?? '' } } }, 800)

    expect(images.logo).toMatchObject({ format: 'png', width: 480, height: 120 })
    expect([...images.photos.keys()]).toEqual([picture.filename])
    expect(images.photos.get(picture.filename ?? '')).toMatchObject({ format: 'jpg', width: 800, height: 480 })
    expect(await localMediaFiles()).toEqual([])
  })

  it('seeds the demo images into the bucket, from Payload and from the seed’s cache', async () => {
    const { createSeedContext } = await import('@/seed/context')
    const { sceneMedia } = await import('@/seed/images')
    const scene = {
      name: `s3-scene-${randomUUID().slice(0, 8)}`,
      alt: 'Rice terraces',
      motif: 'karst' as const,
      palette: 'sunrise' as const,
      width: 1200,
      height: 800,
    }
    const seed = async () =>
      payload.findByID({
        collection: 'media',
        id: await sceneMedia(createSeedContext(payload, undefined), scene),
        depth: 0,
      })
    const first = await seed()
    const files = filesOf(first)
    const keys = files.map((file) => `${PREFIX}/media/${file}`)
    expect(keys).toHaveLength(4)
    expect(await keysIn(`${PREFIX}/media`)).toEqual(expect.arrayContaining(keys))

    // The cache took its copies from the bucket.
    const entry = await seedCacheEntryOf(first.filename ?? '')
    expect(entry).toBeDefined()
    const cachePath = (file: string) => path.join(entry ?? '', file)
    const bytes = await Promise.all(keys.map(objectBytes))
    expect(await Promise.all(files.map((file) => readFile(cachePath(file))))).toEqual(bytes)

    // A fresh database: the document and its objects are gone; the seed's cache on disk remains.
    await payload.delete({ collection: 'media', id: first.id })
    expect((await keysIn(`${PREFIX}/media`)).filter((key) => keys.includes(key))).toEqual([])
    // Marks the cached thumbnail, so the bucket shows whether the copy came from the cache.
    const thumbnailFile = first.sizes?.thumbnail?.filename ?? ''
    const marked = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#ff00ff' } })
      .webp()
      .toBuffer()
    await writeFile(cachePath(thumbnailFile), marked)

    try {
      const second = await seed()
      expect(second.id).not.toBe(first.id)
      expect(filesOf(second)).toEqual(files)
      const thumbnail = await served(second.sizes?.thumbnail?.url ?? '')
      expect(thumbnail).toMatchObject({ status: 200, type: 'image/webp' })
      expect(thumbnail.body.equals(marked)).toBe(true)
      const original = await served(second.url ?? '')
      expect(original).toMatchObject({ status: 200, type: 'image/jpeg' })
      expect(original.body.equals(bytes[0])).toBe(true)
      expect(await localMediaFiles()).toEqual([])
    } finally {
      await rm(entry ?? '', { recursive: true, force: true })
    }
  })

  it('loads the whole demo data set, its videos, captions and PDFs included, into the bucket', async () => {
    const { seedDemoData } = await import('@/seed')
    await seedDemoData(payload)

    const stored = new Set([...(await keysIn(`${PREFIX}/media`)), ...(await keysIn(`${PREFIX}/files`))])
    const media = await payload.find({ collection: 'media', pagination: false, depth: 0 })
    const files = await payload.find({ collection: 'files', pagination: false, depth: 0 })
    expect(media.docs.length).toBeGreaterThan(100)
    expect(new Set(files.docs.map((doc) => doc.mimeType))).toEqual(
      new Set(['video/mp4', 'text/vtt', 'application/pdf']),
    )
    const missing = [
      ...media.docs.flatMap((doc) => filesOf(doc).map((file) => `${PREFIX}/media/${file}`)),
      ...files.docs.map((doc) => `${PREFIX}/files/${doc.filename}`),
    ].filter((key) => !stored.has(key))
    expect(missing).toEqual([])

    const video = files.docs.find((doc) => doc.mimeType === 'video/mp4')
    const served = await rest(video?.url ?? '')
    expect(served.status).toBe(200)
    expect(
      Buffer.from(await served.arrayBuffer()).equals(await objectBytes(`${PREFIX}/files/${video?.filename}`)),
    ).toBe(true)
    expect(await localMediaFiles()).toEqual([])
    expect(existsSync(path.join(process.env.MONSOON_DATA_DIR ?? '', 'files'))).toBe(false)
  }, 180_000)
})
