/**
 * Spec §9: the loading bar's throttle (it shows only for work that takes longer) and duration (its
 * progress runs over this long, then waits near the end for the work to finish).
 */
export const LOADING_BAR_THROTTLE_MS = 200
export const LOADING_BAR_DURATION_MS = 5_000

export type TTimers = {
  set: (run: () => void, ms: number) => unknown
  clear: (id: unknown) => void
}

export type TLoadingTracker = {
  /** Work begins; the function it returns ends it (calling it again does nothing). */
  begin: () => () => void
  isShown: () => boolean
}

/**
 * What the loading bar shows, from the work under way (client navigations, API calls): nothing
 * until some work has lasted `throttleMs` without all of it ending, then shown until none is left.
 * Overlapping work counts once; work that ends within the throttle never shows the bar, so fast
 * pages and calls do not flicker. `onChange` hears each change of `isShown`.
 */
export function createLoadingTracker(args: {
  throttleMs: number
  timers: TTimers
  onChange: (isShown: boolean) => void
}): TLoadingTracker {
  const { throttleMs, timers, onChange } = args
  let pending = 0
  let shown = false
  let timer: unknown = null

  const settle = () => {
    if (pending > 0) return
    if (timer !== null) timers.clear(timer)
    timer = null
    if (shown) {
      shown = false
      onChange(false)
    }
  }

  return {
    begin() {
      pending += 1
      if (pending === 1 && !shown) {
        timer = timers.set(() => {
          timer = null
          if (pending > 0 && !shown) {
            shown = true
            onChange(true)
          }
        }, throttleMs)
      }
      let isDone = false
      return () => {
        if (isDone) return
        isDone = true
        pending -= 1
        settle()
      }
    },
    isShown: () => shown,
  }
}

/** The part of the Network Information API (`navigator.connection`) the prefetch rule reads. */
export type TConnection = { saveData?: unknown; effectiveType?: unknown } | null | undefined

/**
 * Spec §9: "Prefetch is skipped on 2g or data-saver connections": the visitor asked to save data,
 * or the connection is as slow as 2G. Browsers without the API (Safari, Firefox) prefetch as usual.
 */
export function isDataSaving(connection: TConnection): boolean {
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'
}
