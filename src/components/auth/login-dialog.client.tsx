'use client'

import { UserRound } from 'lucide-react'
import dynamic from 'next/dynamic'
import type React from 'react'
import { useState } from 'react'
import type { TClientIntl } from '@/lib/i18n/client-intl'

/** The dialog's code (Radix, the form) loads on first open, not with every page (ADR 014). */
const LoginDialogContent = dynamic(() => import('./login-dialog-content.client').then((m) => m.LoginDialogContent), {
  ssr: false,
})

/**
 * The header's login link opens the 500 px login dialog (spec §9); it stays a real link to
 * /login-agent for a new tab, a modified click or a browser without JavaScript.
 */
export function LoginDialog({ href, label, intl }: { href: string; label: string; intl: TClientIntl }) {
  const [open, setOpen] = useState(false)
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setOpen(true)
  }
  return (
    <>
      <a
        href={href}
        onClick={onClick}
        aria-haspopup="dialog"
        data-testid="login-link"
        className="inline-flex items-center gap-1.5 font-semibold uppercase hover:text-primary"
      >
        <UserRound aria-hidden="true" className="h-4 w-4" />
        {label}
      </a>
      {open && <LoginDialogContent open onOpenChange={setOpen} intl={intl} />}
    </>
  )
}
