'use client'

import { useEffect } from 'react'
import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadAfterChunkError } from '@/domain/chunk-reload'

function reloadOnce() {
  const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN)
  const now = Date.now()
  if (!shouldReloadAfterChunkError(Number.isNaN(last) ? null : last, now)) return
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  window.location.reload()
}

/** A new deployment removes old chunks; a stale tab reloads once to pick up the new ones (spec §8). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadOnce()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce()
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
