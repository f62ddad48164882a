'use client'

import { ModalDialog } from '@/components/modal-dialog.client'
import type { TNation } from '@/domain/site'
import { RegistrationForm } from './registration-form.client'

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; nations: TNation[]; initialEmail?: string }

/** The 500 px dialog holding the registration form; its content is destroyed when it closes (spec §2, §9). */
export function RegistrationDialog({ open, onOpenChange, nations, initialEmail = '' }: TProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Register your agency"
      description="Trade access to our rates and the agent vault. We review every registration."
      testId="sign-up-dialog"
    >
      <RegistrationForm nations={nations} initialEmail={initialEmail} />
    </ModalDialog>
  )
}
