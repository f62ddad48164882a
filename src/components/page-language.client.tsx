'use client'

import { useSyncExternalStore } from 'react'

const noChange = () => () => {}

/**
 * The language the page is rendered in, as its root declares it (`<html lang>`, ADR 045), for
 * client components that send it with their calls (the vault's catalogue lists); English while
 * rendering on the server, where no call is made.
 */
export function usePageLanguage(): string {
  return useSyncExternalStore(
    noChange,
    () => document.documentElement.lang || 'en',
    () => 'en',
  )
}
