import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { isDirectApiCall, notePageTagNotExpired } from '@/lib/direct-api'
import { invalidateTag } from '@/lib/tag-cache'

/**
 * A change saved by staff reaches the public site on the next page view: the in-process reads
 * tagged `tag` are dropped (the API and the agent area, ADR 006), and so are the statically
 * rendered pages built from them (Next's cache, ADR 014) — expired at once, not served stale.
 */
export function dropTag(tag: string): void {
  invalidateTag(tag)
  // An API call served directly by the HTTP front (ADR 036) runs outside Next.js, where pages
  // cannot be expired; no API call writes what a page shows (content is edited in /admin, which
  // Next serves), and the integration tests fail if one does.
  if (isDirectApiCall()) {
    notePageTagNotExpired(tag)
    return
  }
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js request (seed, migrations, integration tests) there is no page cache.
  }
}

/** Drops cached reads tagged `tag` whenever staff change a document they were built from. */
export function invalidateOnChange(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const drop = <T>({ doc }: { doc: T }) => {
    dropTag(tag)
    return doc
  }
  return { afterChange: [drop], afterDelete: [drop] }
}

export function invalidateGlobalOnChange(tag: string): { afterChange: GlobalAfterChangeHook[] } {
  return {
    afterChange: [
      ({ doc }) => {
        dropTag(tag)
        return doc
      },
    ],
  }
}
