import { createReadStream } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { TUploadCollection } from '@/domain/uploads'
import { isUploadOnDisk, PUBLIC_UPLOAD_COLLECTIONS, UPLOAD_CACHE_CONTROL, uploadFileOnDisk } from '@/lib/upload-files'

/** Types by extension, as static file servers do; a file of any other kind is left to Payload. */
const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  vtt: 'text/vtt; charset=utf-8',
  webm: 'video/webm',
  webp: 'image/webp',
}

/** What Payload sends with an SVG: opened on its own, a picture must not run scripts or frame anything. */
const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'"

const FILE_ROUTE = /^\/cms-api\/([a-z]+)\/file\/([^/]+)$/

export type TByteRange = { start: number; end: number }

/**
 * The part of a file a `Range` header asks for (RFC 9110 §14): one range of bytes, `start-end`,
 * `start-` or `-suffix`. 'whole' for no header, another unit or several ranges (a server may answer
 * those with the whole file); 'unsatisfiable' for a range that starts past the end.
 */
export function byteRange(header: string | undefined, size: number): TByteRange | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole'
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return 'whole'
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return 'whole'
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return 'whole'
  return { start, end }
}

type TFound = { file: string; size: number; modified: Date; contentType: string }

/** The file a request names, when the front can serve it: a known kind, inside its collection's folder. */
async function findFile(collection: TUploadCollection, encodedName: string): Promise<TFound | null> {
  let name: string
  try {
    name = decodeURIComponent(encodedName)
  } catch {
    return null
  }
  const contentType = CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()]
  const found = contentType ? await uploadFileOnDisk(collection, name) : null
  return found && contentType ? { ...found, contentType } : null
}

const entityTag = (found: TFound) => `W/"${found.size.toString(16)}-${found.modified.getTime().toString(16)}"`

/** Whether the browser's copy is still this file (If-None-Match first, as RFC 9110 §13.2.2 orders). */
function isUnchanged(req: IncomingMessage, found: TFound, etag: string): boolean {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return Number.isFinite(since) && Math.floor(found.modified.getTime() / 1000) * 1000 <= since
}

/**
 * Public uploads served by the HTTP front straight from disk (ADR 050): a GET or HEAD of
 * `/cms-api/{media,files}/file/<name>` without a query, when the files are on this machine's disk.
 * Both collections are readable by anyone (src/cms/access, `editorWrites`), so there is no access
 * to check, and Payload's route through Next.js cost more than the file: ~7 ms against ~1 ms for a
 * static chunk, with no caching headers at all. Returns false for any other request; a name that
 * is not a file here (missing, unknown kind) goes to `fallback`, i.e. to Payload, which answers 404.
 */
export function serveUploadFile(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isUploadOnDisk()) return false
  const target = req.url ?? '/'
  if (target.includes('?')) return false
  const match = FILE_ROUTE.exec(target)
  const collection = PUBLIC_UPLOAD_COLLECTIONS.find((slug) => slug === match?.[1])
  if (!match?.[2] || !collection) return false
  void findFile(collection, match[2]).then(
    (found) => (found ? send(req, res, found) : fallback()),
    () => fallback(),
  )
  return true
}

function send(req: IncomingMessage, res: ServerResponse, found: TFound): void {
  const etag = entityTag(found)
  res.setHeader('ETag', etag)
  res.setHeader('Last-Modified', found.modified.toUTCString())
  res.setHeader('Cache-Control', UPLOAD_CACHE_CONTROL)
  res.setHeader('Accept-Ranges', 'bytes')
  if (isUnchanged(req, found, etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  res.setHeader('Content-Type', found.contentType)
  if (found.contentType === 'image/svg+xml') res.setHeader('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY)
  const ifRange = req.headers['if-range']
  const range = ifRange && ifRange !== etag ? 'whole' : byteRange(req.headers.range, found.size)
  if (range === 'unsatisfiable') {
    res.statusCode = 416
    res.setHeader('Content-Range', `bytes */${found.size}`)
    res.end()
    return
  }
  const { start, end } = range === 'whole' ? { start: 0, end: found.size - 1 } : range
  if (range !== 'whole') {
    res.statusCode = 206
    res.setHeader('Content-Range', `bytes ${start}-${end}/${found.size}`)
  }
  res.setHeader('Content-Length', String(Math.max(0, end - start + 1)))
  if (req.method === 'HEAD' || found.size === 0) {
    res.end()
    return
  }
  const stream = createReadStream(found.file, { start, end })
  // The file went between stat and read (an editor deleted it): the answer is cut short, not a 500.
  stream.on('error', () => res.destroy())
  res.on('close', () => stream.destroy())
  stream.pipe(res)
}
