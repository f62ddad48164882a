import { stat } from 'node:fs/promises'
import path from 'node:path'
import { isUploadFileName, type TUploadCollection } from '@/domain/uploads'
import { env, s3Settings } from './env'

/** The folder an upload collection's files are kept in when they are on disk. */
export const uploadDir = (collection: TUploadCollection) =>
  path.resolve(/*turbopackIgnore: true*/ env().MONSOON_DATA_DIR ?? '.data', collection)

/** Files are on this machine's disk (no bucket configured). */
export const isUploadOnDisk = () => s3Settings() === null

/**
 * How long a browser keeps an uploaded file before asking again (ADR 050). A file's address changes
 * when an editor replaces it (Payload gives the new file a free name while the old one exists), so a
 * day is safe; after it, the ETag makes the question a 304.
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=86400'

/**
 * The upload collections anyone may read (`editorWrites`: read by anyone), whose files the front
 * serves without asking Payload; src/cms/collections/media.test.ts holds them to that. A collection
 * whose files are not for everyone must never be added here.
 */
export const PUBLIC_UPLOAD_COLLECTIONS: readonly TUploadCollection[] = ['media', 'files']

/**
 * An upload's file on this machine's disk: `name` is an upload name, inside the collection's folder,
 * and a file is there; null otherwise. Both the front and Payload's handlers (media.ts) ask this.
 */
export async function uploadFileOnDisk(
  collection: TUploadCollection,
  name: string,
): Promise<{ file: string; size: number; modified: Date } | null> {
  if (!isUploadFileName(name)) return null
  const dir = uploadDir(collection)
  const file = path.resolve(dir, name)
  if (!file.startsWith(`${dir}${path.sep}`)) return null
  const stats = await stat(file).catch(() => null)
  return stats?.isFile() ? { file, size: stats.size, modified: stats.mtime } : null
}
