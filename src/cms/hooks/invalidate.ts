import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { invalidateTag } from '@/lib/tag-cache'

/** Drops cached reads tagged `tag` whenever staff change a document they were built from. */
export function invalidateOnChange(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const drop = <T>({ doc }: { doc: T }) => {
    invalidateTag(tag)
    return doc
  }
  return { afterChange: [drop], afterDelete: [drop] }
}

export function invalidateGlobalOnChange(tag: string): { afterChange: GlobalAfterChangeHook[] } {
  return {
    afterChange: [
      ({ doc }) => {
        invalidateTag(tag)
        return doc
      },
    ],
  }
}
