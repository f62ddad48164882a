import { createLoadingTracker, LOADING_BAR_THROTTLE_MS, type TLoadingTracker } from '@/domain/loading-bar'

/**
 * The page's one loading tracker (spec §9 loading bar): client navigations and API calls report
 * their work here, the loading bar listens. A module of the browser bundle; on the server nothing
 * subscribes, and each call's work ends with it.
 */
const listeners = new Set<() => void>()
const tracker: TLoadingTracker = createLoadingTracker({
  throttleMs: LOADING_BAR_THROTTLE_MS,
  timers: { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>) },
  onChange: () => {
    for (const listener of listeners) listener()
  },
})

/** Work begins; call what it returns when it ends. */
export const beginLoading = (): (() => void) => tracker.begin()

/** Runs `work` as loading: the bar shows if it lasts longer than the throttle. */
export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  const end = tracker.begin()
  try {
    return await work()
  } finally {
    end()
  }
}

export const isLoadingShown = (): boolean => tracker.isShown()

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
