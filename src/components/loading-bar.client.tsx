'use client'

import { useSyncExternalStore } from 'react'
import { isLoadingShown, subscribeLoading } from '@/lib/loading-activity'

/**
 * Spec §9's loading bar: a thin bar across the top of the window while a client navigation or an
 * API call has lasted longer than the throttle (200 ms); its progress runs over the spec's 5 s and
 * then waits near the end. Fixed and out of the flow, so nothing moves; the bar itself is hidden
 * from assistive technology, which hears `label` once, politely, from a live region instead.
 * Under reduced motion the bar stands still.
 */
export function LoadingBar({ label }: { label: string }) {
  const isShown = useSyncExternalStore(subscribeLoading, isLoadingShown, () => false)
  return (
    <>
      <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px]">
        {isShown && (
          <div
            data-testid="loading-bar"
            className="h-full origin-left animate-loading-bar bg-primary will-change-transform"
          />
        )}
      </div>
      {/* A live region without role="status": the page's own status messages keep that role to themselves. */}
      <div aria-live="polite" className="sr-only" data-testid="loading-status">
        {isShown ? label : ''}
      </div>
    </>
  )
}
