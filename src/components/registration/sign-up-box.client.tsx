'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import type { TNation } from '@/domain/site'
import { RegistrationForm } from './registration-form.client'

/**
 * The footer's sign-up box (spec §2 Footer): an email field with no validation and a Sign Up button
 * that sends nothing; it opens a 500 px dialog holding the registration form (the typed email
 * carried over), destroyed when closed.
 */
export function SignUpBox({ nations }: { nations: TNation[] }) {
  const [email, setEmail] = useState('')
  return (
    <div className="grid gap-3">
      <h2 className="text-xs font-bold tracking-[0.25em] text-white uppercase">Become a partner agent</h2>
      <Dialog.Root>
        <div className="flex max-w-md overflow-hidden rounded-sm bg-white">
          <input
            type="email"
            aria-label="Your email address"
            placeholder="Your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="min-w-0 flex-1 px-3 py-2 text-sm text-ink focus:outline-none"
          />
          <Dialog.Trigger asChild>
            <button type="button" className="btn-primary rounded-none">
              Sign Up
            </button>
          </Dialog.Trigger>
        </div>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
          <Dialog.Content
            data-testid="sign-up-dialog"
            className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(500px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-sm bg-white p-6 text-ink shadow-2xl"
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-xl font-semibold">Register your agency</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-muted">
                  Trade access to our rates and the agent vault. We review every registration.
                </Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <button type="button" aria-label="Close" className="rounded-full p-1.5 hover:bg-page">
                  <X aria-hidden="true" className="h-5 w-5" />
                </button>
              </Dialog.Close>
            </div>
            <RegistrationForm nations={nations} initialEmail={email} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}
