'use client'

import { ChevronDown } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'

/**
 * One entry of the desktop bar with a sub-menu, as a disclosure (WAI-ARIA APG "Disclosure
 * Navigation Menu", issue 27): the entry's own link, then a button that opens its sub-menu with
 * Enter, Space or ↓; ↑/↓ move through the open list and Escape closes it onto the button. A closed
 * sub-menu's links are out of the Tab order, so the bar is a handful of Tab stops, and an entry
 * without a page of its own (FAM TRIPS) opens by keyboard too. Hovering still opens it (CSS).
 */
export function DesktopSubmenu({
  id,
  label,
  entry,
  children,
}: {
  id: string
  /** The button's name: "More in Press room". */
  label: string
  /** The entry's link (or its name, when it has no page). */
  entry: ReactNode
  /** The sub-menu's items (`<li>`s). */
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])]
  const move = (step: number) => {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    all[(at + step + all.length) % all.length]?.focus()
  }
  return (
    <li
      className="group relative flex items-center"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      {entry}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return
          event.preventDefault()
          setOpen(true)
          requestAnimationFrame(() => links()[0]?.focus())
        }}
        className="-ml-1 rounded-sm py-3 pr-2 pl-0.5 hover:text-primary"
      >
        <ChevronDown aria-hidden="true" className={`h-3.5 w-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={id}
        ref={list}
        data-testid="desktop-submenu"
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          move(event.key === 'ArrowDown' ? 1 : -1)
        }}
        className={`absolute top-full left-0 z-50 min-w-60 border-t-2 border-primary bg-white py-2 shadow-lg transition group-hover:visible group-hover:translate-y-0 group-hover:opacity-100 ${open ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-1 opacity-0'}`}
      >
        {children}
      </ul>
    </li>
  )
}
