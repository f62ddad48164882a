/**
 * Turns the SVG artwork into real media documents: rendered with sharp at seed time, then uploaded
 * through Payload so thumbnails, sizes and URLs are produced exactly as for an editor's upload.
 */
import sharp from 'sharp'
import { logoSvg, PALETTES, sceneSvg, type TMotif, type TScene } from './artwork'
import type { TSeedContext } from './context'

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

export async function renderScene(request: TSceneRequest): Promise<TRendered> {
  const scene: TScene = {
    key: request.name,
    width: request.width,
    height: request.height,
    motif: request.motif,
    palette: PALETTES[request.palette],
    title: request.title,
    kicker: request.kicker,
  }
  const data = await sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: `${request.name}.jpg` }
}

export async function renderLogo(): Promise<TRendered> {
  const data = await sharp(Buffer.from(logoSvg(480, 120)))
    .png({ compressionLevel: 9 })
    .toBuffer()
  return { data, mimetype: 'image/png', name: 'monsoon-logo.png' }
}

/** Uploads one rendered image as a media document and returns its id. */
export async function uploadMedia({ payload, write }: TSeedContext, image: TRendered, alt: string): Promise<string> {
  const doc = await write((req) =>
    payload.create({
      collection: 'media',
      data: { alt },
      file: { data: image.data, mimetype: image.mimetype, name: image.name, size: image.data.length },
      depth: 0,
      req,
    }),
  )
  return doc.id
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
