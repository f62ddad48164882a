import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { isDirectApiCall, notePageTagNotExpired } from '@/lib/direct-call'
import { tagOfEdit } from '@/lib/locale-tags'
import { invalidateTag } from '@/lib/tag-cache'
import { sharedFieldsChanged } from './shared-change'

/**
 * A change saved by staff reaches the public site on the next page view, on every instance: here
 * the in-process reads tagged `tag` are dropped (the API and the agent area, ADR 006), and so are
 * the statically rendered pages built from them (Next's cache, ADR 014) — expired at once, not
 * served stale; every instance (this one again, once the change is committed) hears it from
 * PostgreSQL and does the same (ADR 041). A tag the change's transaction has dropped already is
 * not dropped again: the commit's notification reaches this instance as well.
 */
export async function dropTag(tag: string, req: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<void> {
  const { broadcastTag } = await import('@/server/cache/broadcast')
  if (await broadcastTag(req, tag)) dropTagHere(tag)
}

/** This instance's share of dropTag, at once (the notification comes after the commit). */
export function dropTagHere(tag: string): void {
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

/**
 * Drops cached reads tagged `tag` whenever staff change a document they were built from: in every
 * language when the English text or a field all languages share (an image, a date, the order)
 * changed, in one language when only its translation did (localeTags).
 */
export function invalidateOnChange(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const drop: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection }) => {
    const shared = sharedFieldsChanged(collection.fields, doc, previousDoc)
    await dropTag(shared ? tag : tagOfEdit(tag, req.locale), req)
    return doc
  }
  // A deleted document leaves every language.
  const dropAll = async <T>({ doc, req }: { doc: T; req: PayloadRequest }) => {
    await dropTag(tag, req)
    return doc
  }
  return { afterChange: [drop], afterDelete: [dropAll] }
}

export function invalidateGlobalOnChange(tag: string): { afterChange: GlobalAfterChangeHook[] } {
  return {
    afterChange: [
      async ({ doc, previousDoc, req, global }) => {
        const shared = sharedFieldsChanged(global.fields, doc, previousDoc)
        await dropTag(shared ? tag : tagOfEdit(tag, req.locale), req)
        return doc
      },
    ],
  }
}
