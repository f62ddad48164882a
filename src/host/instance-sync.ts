import { startCacheBus, type TCacheBus } from '@/lib/cache-bus'
import { logger } from '@/lib/logger'
import { expirePageTag } from '@/lib/next-page-cache'
import { clearCache, invalidateTag, knownTags } from '@/lib/tag-cache'

/**
 * Keeps this instance's caches in step with changes committed by any instance (ADR 041): a tag
 * notified drops the cached reads and expires the statically rendered pages built from them; a
 * lost listener drops everything, since what it missed is unknown.
 */
export function startInstanceSync(connectionString: string, applicationName?: string): TCacheBus {
  return startCacheBus({
    connectionString,
    applicationName,
    onTag: (tag) => {
      invalidateTag(tag)
      expirePageTag(tag)
    },
    onResync: (reason) => {
      clearCache()
      for (const tag of knownTags()) expirePageTag(tag)
      logger.info('Caches dropped: changes from other instances may have been missed', { reason })
    },
    onError: (what, error) =>
      logger.error('Cache listener callback failed', {
        what,
        message: error instanceof Error ? error.message : String(error),
      }),
    onStateChange: (state, detail) => {
      if (state === 'lost') logger.warn('Cache listener lost its database connection; reconnecting', { detail })
      else logger.debug('Cache listener is listening')
    },
  })
}
