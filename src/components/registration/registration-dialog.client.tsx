'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { TNation } from '@/domain/site'
import { RegistrationForm } from './registration-form.client'

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; nations: TNation[]; initialEmail?: string }

/** The 500 px dialog holding the registration form; its content is destroyed when it closes (spec §2, §9). */
export function RegistrationDialog({ open, onOpenChange, nations, initialEmail = '' }: TProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
          <RegistrationForm nations={nations} initialEmail={initialEmail} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
