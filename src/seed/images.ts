/**
 * Turns the SVG artwork into real media documents: rendered with sharp at seed time, then uploaded
 * through Payload so thumbnails, sizes and URLs are produced exactly as for an editor's upload; the
 * next seed in this checkout copies what Payload made (demoMedia below).
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp, { type JpegOptions, type PngOptions } from 'sharp'
import { readUpload, writeUpload } from '@/cms/upload-storage'
import type { TLocale } from '@/domain/locales'
import { logoSvg } from '@/lib/brand-mark'
import { agencyLogoSvg, PALETTES, sceneSvg, type TMotif, type TScene } from './artwork'
import type { TSeedContext } from './context'
import { demoVideoRecipe, renderDemoVideo, type TDemoVideo, type TDemoVideoRequest } from './media-files'
import { MEMORIES } from './translate'

export type TSceneRequest = {
  /** File name without extension; also the PRNG seed, so keep it stable. */
  name: string
  alt: string
  motif: TMotif
  palette: keyof typeof PALETTES
  width: number
  height: number
  title?: string
  kicker?: string
}

/** The scene's picture as SVG: everything its rendered file depends on, apart from the encoder. */
function sceneSvgOf(request: TSceneRequest): string {
  const scene: TScene = {
    key: request.name,
    width: request.width,
    height: request.height,
    motif: request.motif,
    palette: PALETTES[request.palette],
    title: request.title,
    kicker: request.kicker,
  }
  return sceneSvg(scene)
}

/** Renders a scene and uploads it as a media document with the scene's alt text; resolves to its id. */
export const sceneMedia = (ctx: TSeedContext, request: TSceneRequest): Promise<string> =>
  demoMedia(ctx, {
    fileName: `${request.name}.jpg`,
    alt: request.alt,
    svg: sceneSvgOf(request),
    // libjpeg-turbo, not mozjpeg: a third of the time per scene (55 against 171 ms for 1920 × 1080)
    // for an original a quarter larger that pages rarely send (they take the WebP sizes), issue 19.
    encoding: { format: 'jpeg', options: { quality: 80 } },
  })

/** The logo, as a media document. */
export const logoMedia = (ctx: TSeedContext): Promise<string> =>
  demoMedia(ctx, {
    fileName: 'monsoon-logo.png',
    alt: 'Monsoon Destination Management',
    svg: logoSvg(480, 120),
    encoding: { format: 'png', options: { compressionLevel: 9 } },
  })

/** A demo agency's logo, as a media document. */
export const agencyLogoMedia = (ctx: TSeedContext, agency: { name: string; colour: string }): Promise<string> =>
  demoMedia(ctx, {
    fileName: `agency-logo-${agency.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
    alt: `${agency.name} logo`,
    svg: agencyLogoSvg(agency.name, agency.colour),
    encoding: { format: 'png', options: { compressionLevel: 9 } },
  })

type TMediaSource = {
  /** The uploaded file's name; a retried seed finds what an earlier attempt uploaded by it. */
  fileName: string
  alt: string
  /** The picture; with its encoding, the upload settings and sharp's version, the cache key. */
  svg: string
  encoding: { format: 'jpeg'; options: JpegOptions } | { format: 'png'; options: PngOptions }
}

type TCachedMedia = { data: Record<string, unknown>; files: string[] }

type TStoredFile = { filename: string; mimeType: string }

type TMediaState = { existing: Promise<Map<string, string>>; limit: <T>(task: () => Promise<T>) => Promise<T> }

const mediaStates = new WeakMap<TSeedContext, TMediaState>()

/**
 * Drawing the demo images and cutting Payload's sizes of each is most of the seed's work (about
 * 50 s of CPU for ~220 images), so (issue 19, ADR 029):
 * - media documents are written outside the seed's transaction, as many at a time as there are
 *   cores, instead of one at a time on its single connection; a retried seed reuses the ones an
 *   earlier, failed attempt wrote (found by file name), so nothing is uploaded twice;
 * - what Payload made of an image (the original, its sizes and the document's file fields) is kept
 *   in node_modules/.cache/monsoon-seed, keyed by the image's recipe, the upload settings and
 *   sharp's version: the next seed in this checkout (a fresh database, each integration test file,
 *   the end-to-end and benchmark apps) copies the files and writes the document through the
 *   database adapter instead of drawing and resizing again.
 */
async function demoMedia(ctx: TSeedContext, source: TMediaSource): Promise<string> {
  const state = mediaState(ctx)
  const reused = (await state.existing).get(source.fileName)
  if (reused) return reused
  return state.limit(async () => {
    const { payload } = ctx
    const upload = payload.collections.media.config.upload
    const { svg, encoding } = source
    const name = path.join('media', cacheKey([svg, encoding, upload.imageSizes, upload.formatOptions, sharp.versions]))
    const found = await findEntry(name, readCached)
    const entry = found?.entry ?? path.join(CACHE_DIR, name)
    const cached = found?.value
    if (cached) {
      await Promise.all(
        storedFiles(cached.data).map(async (file) =>
          writeUpload('media', { ...file, data: await readFile(path.join(entry, file.filename)) }),
        ),
      )
      const now = new Date().toISOString()
      const doc = await payload.db.create({
        collection: 'media',
        data: { ...cached.data, alt: source.alt, createdAt: now, updatedAt: now },
        req: {},
      })
      return String(doc.id)
    }
    const data = await sharp(Buffer.from(svg)).toFormat(encoding.format, encoding.options).toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: source.alt },
      file: { data, mimetype: `image/${encoding.format}`, name: source.fileName, size: data.length },
      depth: 0,
    })
    const { id, alt: _alt, createdAt: _created, updatedAt: _updated, ...fields } = doc
    const files = storedFiles(fields)
    await placeAtomically(entry, async (partial) => {
      await mkdir(partial, { recursive: true })
      await Promise.all(
        files.map(async ({ filename }) => {
          const data = await readUpload('media', filename)
          if (!data) throw new Error(`Seed: Payload stored no ${filename}`)
          await writeFile(path.join(partial, filename), data)
        }),
      )
      const cache: TCachedMedia = { data: fields, files: files.map((file) => file.filename) }
      await writeFile(path.join(partial, 'doc.json'), JSON.stringify(cache))
    })
    return id
  })
}

function mediaState(ctx: TSeedContext): TMediaState {
  let state = mediaStates.get(ctx)
  if (!state) {
    const existing = ctx.payload
      .find({ collection: 'media', pagination: false, depth: 0, select: { filename: true } })
      .then(({ docs }) => new Map(docs.flatMap((doc) => (doc.filename ? [[doc.filename, doc.id] as const] : []))))
    state = { existing, limit: limiter(Math.max(2, os.availableParallelism())) }
    mediaStates.set(ctx, state)
  }
  return state
}

/** Runs at most `size` tasks at once, the others in the order they came. */
function limiter(size: number): TMediaState['limit'] {
  let running = 0
  const waiting: (() => void)[] = []
  return async (task) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

/** Bump when what a cache entry holds changes shape. */
const CACHE_VERSION = 1
// Read at run time only: the bundler is not to trace (and copy) the thousands of cached files.
const CACHE_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '.cache', 'monsoon-seed')
/**
 * The demo media as the seed made them, committed (ADR 051), in the cache's layout and under its
 * keys: a fresh clone copies them instead of drawing ~245 pictures and 15 clips, about a minute of
 * CPU beside the first build. `npm run demo-media` rewrites the folder from a seed; the seed's
 * integration test fails when the seed asks for something the folder lacks.
 */
export const DEMO_MEDIA_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'demo-media')

/** What this process's seeds asked for (`media/<key>`, `video/<key>`), and which of it demo-media/ lacked. */
const usage = { used: new Set<string>(), missing: new Set<string>() }

export const demoMediaUsage = () => ({ used: [...usage.used].sort(), missing: [...usage.missing].sort() })

/** An entry from demo-media/, else from the cache; noted as used, and as missing when demo-media/ lacks it. */
async function findEntry<T>(
  name: string,
  read: (entry: string) => Promise<T | null>,
): Promise<{ entry: string; value: T } | null> {
  usage.used.add(name)
  const packed = path.join(DEMO_MEDIA_DIR, name)
  const fromPack = await read(packed)
  if (fromPack !== null) return { entry: packed, value: fromPack }
  usage.missing.add(name)
  const cached = path.join(CACHE_DIR, name)
  const fromCache = await read(cached)
  return fromCache === null ? null : { entry: cached, value: fromCache }
}

async function readCached(entry: string): Promise<TCachedMedia | null> {
  try {
    const cached = JSON.parse(await readFile(path.join(entry, 'doc.json'), 'utf8')) as TCachedMedia
    const isWhole =
      cached.data &&
      typeof cached.data === 'object' &&
      Array.isArray(cached.files) &&
      storedFiles(cached.data).length === cached.files.length
    return isWhole ? cached : null
  } catch {
    return null
  }
}

type TFileFields = { filename?: unknown; mimeType?: unknown }

/**
 * A media document's files, the original and each size, with the media types Payload found: the
 * bucket answers with the type it was given, so a file copied there must carry its own.
 */
function storedFiles(doc: TFileFields & { sizes?: unknown }): TStoredFile[] {
  const sizes = Object.values(doc.sizes ?? {}) as (TFileFields | null)[]
  return [doc, ...sizes].flatMap((file) =>
    typeof file?.filename === 'string' && file.filename && typeof file.mimeType === 'string'
      ? [{ filename: file.filename, mimeType: file.mimeType }]
      : [],
  )
}

const cacheKey = (parts: unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, ...parts]))
    .digest('hex')
    .slice(0, 32)

/**
 * Fills a sibling of `target` and renames it into place, so a reader never sees half an entry. A
 * cache that cannot be written (read-only, or another seed placed the entry first) only costs time.
 */
async function placeAtomically(target: string, fill: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`
  try {
    await mkdir(path.dirname(target), { recursive: true })
    await fill(partial)
    await rename(partial, target)
  } catch {
    await rm(partial, { recursive: true, force: true })
  }
}

/** A demo clip (media-files.ts), rendered once per recipe and then read from demo-media/ or the cache. */
export async function demoVideo(request: TDemoVideoRequest): Promise<TDemoVideo> {
  const name = path.join('video', cacheKey([demoVideoRecipe(request)]))
  const found = await findEntry(name, (file) => readFile(file).catch(() => null))
  if (found) return { data: found.value, mimetype: 'video/mp4', name: `${request.name}.mp4` }
  const video = await renderDemoVideo(request)
  await placeAtomically(path.join(CACHE_DIR, name), (partial) => writeFile(partial, video.data))
  return video
}

export type TFileUpload = { data: Buffer; mimetype: string; name: string }

/** Uploads one generated file (a video, captions, a PDF) to the files collection; `title` is what its links show. */
export async function uploadFile(
  { payload, write }: TSeedContext,
  file: TFileUpload,
  title: string,
): Promise<{ id: string; url: string }> {
  const doc = await write((req) =>
    payload.create({
      collection: 'files',
      data: { title },
      file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.length },
      depth: 0,
      req,
    }),
  )
  if (!doc.url) throw new Error(`Seed: the file ${file.name} has no address`)
  // Its link in German and French too, from the memories.
  for (const [locale, memory] of Object.entries(MEMORIES) as [TLocale, Readonly<Record<string, string>>][]) {
    const translated = memory[title]
    if (translated)
      await write((req) =>
        payload.update({ collection: 'files', id: doc.id, locale, data: { title: translated }, depth: 0, req }),
      )
  }
  return { id: doc.id, url: doc.url }
}
