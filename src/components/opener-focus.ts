'use client'

import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Gives the focus back to what opened a dialog once it closes (WCAG 2.4.3). Radix returns it only
 * to a `Dialog.Trigger`; Monsoon's dialogs open from plain buttons, often mounted only while open,
 * so without this a keyboard user was left on the page's body. The opener is what had the focus when
 * the dialog opened: a layout effect runs before Radix's focus scope moves the focus inside. When
 * the opener is gone (the row it belonged to was deleted) or disabled (Send, once the booking is
 * sent), `fallback`, else the page's main, without scrolling to it.
 * Returns the handler for `Dialog.Content`'s `onCloseAutoFocus`.
 */
export function useOpenerFocus(open: boolean, fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const active = document.activeElement
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active
  }, [open])
  return (event: Event) => {
    event.preventDefault()
    const back = opener.current
    const canTakeIt = back?.isConnected && !back.matches(':disabled')
    const target = canTakeIt ? back : (fallback?.current ?? document.getElementById('main'))
    target?.focus({ preventScroll: !canTakeIt })
  }
}
