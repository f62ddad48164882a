/** The upload collections: each keeps its files in a folder named after it, on disk, in the bucket and in a backup. */
export const UPLOAD_COLLECTIONS = ['media', 'files'] as const

export type TUploadCollection = (typeof UPLOAD_COLLECTIONS)[number]
