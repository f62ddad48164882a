'use client'

import { UserRound, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type React from 'react'
import { useState } from 'react'
import { LoginForm } from './login-form.client'

/**
 * The header's login link opens the 500 px login dialog (spec §9); it stays a real link to
 * /login-agent for a new tab, a modified click or a browser without JavaScript.
 */
export function LoginDialog({ href }: { href: string }) {
  const [open, setOpen] = useState(false)
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setOpen(true)
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href={href}
        onClick={onClick}
        data-testid="login-link"
        className="inline-flex items-center gap-1.5 font-semibold uppercase hover:text-primary"
      >
        <UserRound aria-hidden="true" className="h-4 w-4" />
        Agent login
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid="login-dialog"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[min(500px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-sm bg-white p-6 text-ink shadow-2xl"
        >
          <Dialog.Title className="mb-4 text-2xl font-semibold">Agent sign-in</Dialog.Title>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Close"
              className="absolute top-3 right-3 rounded-full p-1.5 hover:bg-page"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </Dialog.Close>
          <LoginForm heading={false} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
