import type React from 'react'

/**
 * A box that scrolls sideways (a wide table on a phone), reachable by keyboard (WCAG 2.1.1): it
 * takes focus, so arrow keys scroll it, and it is a named region, so a screen reader says what
 * that focus is on.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
  ...rest
}: { label: string; className?: string; children: React.ReactNode } & Omit<
  React.HTMLAttributes<HTMLElement>,
  'tabIndex' | 'aria-label'
>) {
  return (
    // A named section is a region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard
    <section aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`} {...rest}>
      {children}
    </section>
  )
}
