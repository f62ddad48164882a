'use client'

import { useEffect, useState } from 'react'

type TProps = {
  /** Bullets on the ring (spec §9: 7). */
  count: number
  /** Steps on the page; bullets past the last step are shown but inactive. */
  steps: number
  /** The words, from the server (no translation runtime on these pages): the nav's name and each step's. */
  texts: { label: string; steps: string[] }
}

const RADIUS = 34

/**
 * The slideshow's circular indicator: `count` bullets on a ring, each a link to its step; the
 * current step's bullet is filled while the visitor scrolls (the links work without JavaScript).
 */
export function SlideIndicator({ count, steps, texts }: TProps) {
  const [current, setCurrent] = useState(0)

  useEffect(() => {
    const sections = Array.from({ length: steps }, (_, index) => document.getElementById(`step-${index + 1}`))
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number(entry.target.id.replace('step-', '')) - 1)
        }
      },
      { threshold: 0.6 },
    )
    for (const section of sections) if (section) observer.observe(section)
    return () => observer.disconnect()
  }, [steps])

  return (
    <nav
      aria-label={texts.label}
      className="fixed right-6 bottom-6 z-20 h-28 w-28 rounded-full bg-black/40 md:top-1/2 md:bottom-auto md:-translate-y-1/2"
      data-testid="slide-indicator"
    >
      <p className="absolute inset-0 flex items-center justify-center text-sm font-semibold tabular-nums">
        {current + 1}/{steps}
      </p>
      <ol>
        {Array.from({ length: count }, (_, index) => {
          const angle = (index / count) * 2 * Math.PI - Math.PI / 2
          const style = {
            left: `calc(50% + ${Math.round(Math.cos(angle) * RADIUS)}px - 12px)`,
            top: `calc(50% + ${Math.round(Math.sin(angle) * RADIUS)}px - 12px)`,
          }
          const isStep = index < steps
          // A 24 px target around a 12 px dot.
          const bullet = `absolute flex h-6 w-6 items-center justify-center rounded-full before:block before:h-3 before:w-3 before:rounded-full before:border before:border-white ${index === current ? 'before:bg-white' : ''}`
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the bullets are positions, fixed in number
            <li key={index}>
              {isStep ? (
                <a
                  href={`#step-${index + 1}`}
                  className={bullet}
                  style={style}
                  aria-current={index === current ? 'step' : undefined}
                  data-testid="indicator-bullet"
                >
                  <span className="sr-only">{texts.steps[index]}</span>
                </a>
              ) : (
                <span className={`${bullet} opacity-40`} style={style} data-testid="indicator-bullet" />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
