'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { TMenuEntry } from '@/domain/menu'
import type { TSiteConfig } from '@/domain/site'
import type { TClientIntl } from '@/lib/i18n/client-intl'

/** The dialog's code (Radix dialog and accordion) loads on first open, not with every page (ADR 014). */
const MenuDialogContent = dynamic(() => import('./menu-dialog-content.client').then((m) => m.MenuDialogContent), {
  ssr: false,
})

/** The header's Menu button and, once opened, the full-screen menu dialog (spec §2 Header). */
export function MenuDialog({
  menus,
  config,
  label,
  intl,
}: {
  menus: TMenuEntry[]
  config: TSiteConfig
  label: string
  intl: TClientIntl
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="hidden items-center gap-2 rounded-sm px-3 py-2 text-sm font-semibold tracking-wide uppercase hover:text-primary nav:inline-flex"
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
        {label}
      </button>
      {open && <MenuDialogContent menus={menus} config={config} open onOpenChange={setOpen} intl={intl} />}
    </>
  )
}
