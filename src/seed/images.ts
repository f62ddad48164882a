/**
 * Turns the SVG artwork into real media documents: rendered with sharp at seed time, then uploaded
 * through Payload so thumbnails, sizes and URLs are produced exactly as for an editor's upload; the
 * next seed in this checkout copies what Payload made (demoMedia below).
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { logoSvg, PALETTES, sceneSvg, type TMotif, type TScene } from './artwork'
import type { TSeedContext } from './context'
import { demoVideoRecipe, renderDemoVideo, type TDemoVideo, type TDemoVideoRequest } from './media-files'

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

type TRendered = { data: Buffer; mimetype: 'image/jpeg' | 'image/png'; name: string }

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

const SCENE_JPEG = { quality: 80, mozjpeg: true } as const
const LOGO_PNG = { compressionLevel: 9 } as const

export async function renderScene(request: TSceneRequest): Promise<TRendered> {
  const data = await sharp(Buffer.from(sceneSvgOf(request)))
    .jpeg(SCENE_JPEG)
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: `${request.name}.jpg` }
}

async function renderLogo(): Promise<TRendered> {
  const data = await sharp(Buffer.from(logoSvg(480, 120)))
    .png(LOGO_PNG)
    .toBuffer()
  return { data, mimetype: 'image/png', name: 'monsoon-logo.png' }
}

/** Renders a scene and uploads it as a media document with the scene's alt text; resolves to its id. */
export const sceneMedia = (ctx: TSeedContext, request: TSceneRequest): Promise<string> =>
  demoMedia(ctx, {
    fileName: `${request.name}.jpg`,
    alt: request.alt,
    recipe: JSON.stringify([sceneSvgOf(request), SCENE_JPEG]),
    render: () => renderScene(request),
  })

/** The logo, as a media document. */
export const logoMedia = (ctx: TSeedContext): Promise<string> =>
  demoMedia(ctx, {
    fileName: 'monsoon-logo.png',
    alt: 'Monsoon Destination Management',
    recipe: JSON.stringify([logoSvg(480, 120), LOGO_PNG]),
    render: renderLogo,
  })

type TMediaSource = {
  /** The uploaded file's name; a retried seed finds what an earlier attempt uploaded by it. */
  fileName: string
  alt: string
  /** Everything the rendered file depends on; with the upload settings and sharp's version, the cache key. */
  recipe: string
  render: () => Promise<TRendered>
}

type TCachedMedia = { data: Record<string, unknown>; files: string[] }

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
    const staticDir = path.resolve(upload.staticDir ?? '')
    const key = createHash('sha256')
      .update(JSON.stringify([CACHE_VERSION, source.recipe, upload.imageSizes, upload.formatOptions, sharp.versions]))
      .digest('hex')
      .slice(0, 32)
    const entry = path.join(CACHE_DIR, 'media', key)
    const cached = await readCached(entry)
    if (cached) {
      await mkdir(staticDir, { recursive: true })
      await Promise.all(cached.files.map((file) => copyFile(path.join(entry, file), path.join(staticDir, file))))
      const now = new Date().toISOString()
      const doc = await payload.db.create({
        collection: 'media',
        data: { ...cached.data, alt: source.alt, createdAt: now, updatedAt: now },
        req: {},
      })
      return String(doc.id)
    }
    const image = await source.render()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: source.alt },
      file: { data: image.data, mimetype: image.mimetype, name: image.name, size: image.data.length },
      depth: 0,
    })
    const { id, alt: _alt, createdAt: _created, updatedAt: _updated, ...data } = doc
    const files = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter(
      (file): file is string => typeof file === 'string' && file.length > 0,
    )
    await writeCached(entry, { data, files }, staticDir)
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
const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'monsoon-seed')

async function readCached(entry: string): Promise<TCachedMedia | null> {
  try {
    const cached = JSON.parse(await readFile(path.join(entry, 'doc.json'), 'utf8')) as TCachedMedia
    return Array.isArray(cached.files) && cached.data && typeof cached.data === 'object' ? cached : null
  } catch {
    return null
  }
}

/** Written beside the entry and renamed into place, so a reader never sees half an entry. */
async function writeCached(entry: string, cached: TCachedMedia, staticDir: string): Promise<void> {
  const partial = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}`
  try {
    await mkdir(partial, { recursive: true })
    await Promise.all(cached.files.map((file) => copyFile(path.join(staticDir, file), path.join(partial, file))))
    await writeFile(path.join(partial, 'doc.json'), JSON.stringify(cached))
    await rename(partial, entry)
  } catch {
    // A cache that cannot be written (read-only, or another seed wrote the entry first) only costs time.
    await rm(partial, { recursive: true, force: true })
  }
}

/** Bytes made from a recipe (a demo video), kept in the same cache as the media. */
export async function cachedRender(kind: string, recipe: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, kind, recipe]))
    .digest('hex')
    .slice(0, 32)
  const file = path.join(CACHE_DIR, kind, key)
  const hit = await readFile(file).catch(() => null)
  if (hit) return hit
  const data = await render()
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(partial, data)
    await rename(partial, file)
  } catch {
    await rm(partial, { force: true })
  }
  return data
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
  return { id: doc.id, url: doc.url }
}

/** A demo clip (media-files.ts), rendered once per recipe and then read from the cache. */
export async function demoVideo(request: TDemoVideoRequest): Promise<TDemoVideo> {
  const data = await cachedRender('video', demoVideoRecipe(request), async () => (await renderDemoVideo(request)).data)
  return { data, mimetype: 'video/mp4', name: `${request.name}.mp4` }
}
