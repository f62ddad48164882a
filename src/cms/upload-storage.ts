import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { sanitizeFilename } from 'payload/shared'
import type { TUploadCollection } from '@/domain/uploads'
import { s3Settings, type TS3Settings } from '@/lib/env'
import { uploadDir } from '@/lib/upload-files'

/**
 * Where uploaded files live (issue 22): on this machine's disk, one folder per upload collection
 * in MONSOON_DATA_DIR, or in an S3-compatible bucket when S3_BUCKET is set, under
 * `[S3_PREFIX/]<collection>/<file name>` so the bucket mirrors the folders. Payload writes, serves
 * and deletes them either way; readUpload and writeUpload are for our own code that needs the bytes.
 */

export type { TUploadCollection } from '@/domain/uploads'

/** The collection's folder in the bucket, as the storage plugin joins it before each file name. */
const bucketFolder = (settings: TS3Settings, collection: string) => path.posix.join(settings.prefix, collection)

function clientConfig(settings: TS3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.isPathStyle,
    // Since 3.729 the SDK adds CRC32 checksum headers (or a streamed trailer) to every upload and
    // asks for checksums on every download. Stores that only imitate S3 refuse some of these, e.g.
    // Backblaze B2: "Unsupported header 'x-amz-sdk-checksum-algorithm'". Checksums then go only
    // where the S3 API requires one; AWS itself does not need more.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/**
 * Payload's S3 storage for every upload collection when S3 is configured. Payload keeps serving
 * the files at `/cms-api/<collection>/file/<name>` with its access control (no
 * `disablePayloadAccessControl`), so the site's addresses are the same in both modes and the bucket
 * stays private.
 */
export function uploadStorage(): Plugin {
  return (config) => {
    const settings = s3Settings()
    const slugs = (config.collections ?? []).flatMap((collection) => (collection.upload ? [collection.slug] : []))
    return s3Storage({
      enabled: settings !== null,
      // The plugin adds `prefix` and `_objectKey` columns; on disk too, so both modes share one
      // schema and one migration history.
      alwaysInsertFields: true,
      // The collection's folder is joined at read time and documents keep an empty `prefix`, which
      // keeps `?prefix=` off the files' addresses.
      useCompositePrefixes: true,
      bucket: settings?.bucket ?? '',
      config: settings ? clientConfig(settings) : {},
      collections: Object.fromEntries(
        slugs.map((slug) => [slug, settings ? { prefix: bucketFolder(settings, slug) } : true]),
      ),
    })(config)
  }
}

// The environment is read once per process, so one client serves it.
let client: S3Client | undefined

function bucketClient(settings: TS3Settings): S3Client {
  client ??= new S3Client(clientConfig(settings))
  return client
}

const objectKey = (settings: TS3Settings, collection: TUploadCollection, filename: string) =>
  path.posix.join(bucketFolder(settings, collection), sanitizeFilename(filename))

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof Error && 'code' in error && error.code === 'ENOENT')

/** An uploaded file's bytes (the original or one of its sizes, by file name); null when there is none. */
export async function readUpload(collection: TUploadCollection, filename: string): Promise<Buffer | null> {
  const settings = s3Settings()
  try {
    if (!settings) return await readFile(path.join(uploadDir(collection), sanitizeFilename(filename)))
    const object = await bucketClient(settings).send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(settings, collection, filename) }),
    )
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/**
 * Stores a file where Payload would have put it, for documents written without Payload's upload
 * (the seed's cache, ADR 029). The media type is what Payload's file route answers with from S3.
 */
export async function writeUpload(
  collection: TUploadCollection,
  file: { filename: string; data: Buffer; mimeType: string },
): Promise<void> {
  const settings = s3Settings()
  if (!settings) {
    await mkdir(uploadDir(collection), { recursive: true })
    await writeFile(path.join(uploadDir(collection), sanitizeFilename(file.filename)), file.data)
    return
  }
  await bucketClient(settings).send(
    new PutObjectCommand({
      Bucket: settings.bucket,
      Key: objectKey(settings, collection, file.filename),
      Body: file.data,
      ContentType: file.mimeType,
    }),
  )
}
