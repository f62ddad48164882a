'use client'

import { ModalDialog } from '@/components/modal-dialog.client'
import type { TNation } from '@/domain/site'
import { RegistrationForm } from './registration-form.client'

type TProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  nations: TNation[]
  initialEmail?: string
  /** Why the dialog opened instead of what was asked (the ONLINE TARIFF), with a sign-in link back to `next`. */
  reason?: { text: string; next: string }
}

/** The 500 px dialog holding the registration form; its content is destroyed when it closes (spec §2, §9). */
export function RegistrationDialog({ open, onOpenChange, nations, initialEmail = '', reason }: TProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Register your agency"
      description="Trade access to our rates and the agent vault. We review every registration."
      testId="sign-up-dialog"
    >
      {reason && (
        <p className="mb-4 rounded-sm bg-page px-3 py-2 text-sm" data-testid="sign-up-reason">
          {reason.text}{' '}
          <a
            href={`/login-agent?next=${encodeURIComponent(reason.next)}`}
            className="font-semibold text-primary underline"
          >
            Already registered? Sign in
          </a>
        </p>
      )}
      <RegistrationForm nations={nations} initialEmail={initialEmail} />
    </ModalDialog>
  )
}
