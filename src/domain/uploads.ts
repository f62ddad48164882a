import { hasControlCharacter } from './text'

/** The upload collections: each keeps its files in a folder named after it, on disk, in the bucket and in a backup. */
export const UPLOAD_COLLECTIONS = ['media', 'files'] as const

export type TUploadCollection = (typeof UPLOAD_COLLECTIONS)[number]

/** Names an upload can have: no path separators, no control characters, no dot-only names. */
export const isUploadFileName = (name: string) =>
  name.length > 0 && name.length <= 255 && !/[/\\]/.test(name) && !/^\.{1,2}$/.test(name) && !hasControlCharacter(name)
