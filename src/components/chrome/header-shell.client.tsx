'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

/** Spec §9: the main menu changes style after a scroll of 900 px. */
export const SCROLL_STYLE_THRESHOLD = 900

export function HeaderShell({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const header = useRef<HTMLElement>(null)
  // Where the sticky header ends (its height less the row that scrolls away): `--sticky-top`.
  useEffect(() => {
    const element = header.current
    if (!element) return
    const measure = () => {
      const bottom = element.offsetHeight + (Number.parseFloat(getComputedStyle(element).top) || 0)
      document.documentElement.style.setProperty('--sticky-top', `${Math.ceil(bottom)}px`)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  useEffect(() => {
    setHydrated(true)
    const update = () => setScrolled(window.scrollY > SCROLL_STYLE_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <header
      ref={header}
      data-scrolled={scrolled ? 'true' : 'false'}
      // Lets tests (and monitoring) know the interactive chrome is live.
      data-hydrated={hydrated ? 'true' : 'false'}
      // The utility row (41 px, from 960 px) scrolls away and the rest sticks: no layout shift.
      // Past 900 px the bar turns solid with a shadow (spec §9).
      className="group/header sticky top-0 z-40 print:hidden border-b border-transparent bg-white/90 backdrop-blur transition-shadow nav:-top-[41px] data-[scrolled=true]:border-line data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md"
    >
      {children}
    </header>
  )
}
