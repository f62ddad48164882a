'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { TDrawerProps } from './mobile-drawer-content.client'

/** The drawer's code (Radix dialog, the agency bar) loads on first open, not with every page (ADR 014). */
const MobileDrawerContent = dynamic(() => import('./mobile-drawer-content.client').then((m) => m.MobileDrawerContent), {
  ssr: false,
})

/** Below 960 px: the button that opens the drawer which replaces the bar (spec §2 Main menu). */
export function MobileDrawer({ openLabel, ...props }: TDrawerProps & { openLabel: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-sm p-2 hover:text-primary nav:hidden"
      >
        <Menu aria-hidden="true" className="h-7 w-7" />
      </button>
      {open && <MobileDrawerContent {...props} open onOpenChange={setOpen} />}
    </>
  )
}
