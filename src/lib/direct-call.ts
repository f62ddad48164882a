import { AsyncLocalStorage } from 'node:async_hooks'
import { logger } from './logger'

/**
 * Whether code runs for an API call the HTTP front handed straight to the API (ADR 036, the
 * serving path in docs/architecture/serving.md), i.e. outside any Next.js request: no page is being
 * rendered, so there is no page to tag and no page cache to expire (src/lib/tag-cache.ts,
 * src/cms/hooks/invalidate.ts ask).
 *
 * The scope is on globalThis: Next bundles these modules into more than one layer (the start-up's,
 * the pages', the back office's route handlers), each with its own copy of this file, and a
 * Payload hook may run from a copy other than the one the call was started in.
 */
type TShared = {
  scope: AsyncLocalStorage<true>
  /** Tags dropped during a direct call: their pages could not be expired (none expected). */
  stranded: Set<string>
}

const KEY = Symbol.for('monsoon.direct-call')
const shared = (): TShared => {
  const holder = globalThis as typeof globalThis & { [KEY]?: TShared }
  holder[KEY] ??= { scope: new AsyncLocalStorage<true>(), stranded: new Set() }
  return holder[KEY]
}

/** Whether this code runs inside a direct API call (see above). */
export function isDirectApiCall(): boolean {
  return shared().scope.getStore() === true
}

/** Runs `work` as a direct API call: the start-up's API handler does (also the integration tests' API). */
export function runAsDirectApiCall<T>(work: () => T): T {
  return shared().scope.run(true, work)
}

/**
 * A direct API call changed data that statically rendered pages show (cache tag `tag`): those pages
 * cannot be expired from outside Next.js, so they stay as they were until their time to live. No
 * call does this today (tests/support/int-setup.ts fails any integration test whose API calls do);
 * a new one must write through /admin instead.
 */
export function notePageTagNotExpired(tag: string): void {
  const { stranded } = shared()
  if (stranded.has(tag)) return
  stranded.add(tag)
  logger.warn('An API call changed what pages show; those pages were not expired (ADR 036)', { tag })
}

/** The tags noted by notePageTagNotExpired in this process. */
export function pageTagsNotExpired(): string[] {
  return [...shared().stranded]
}
