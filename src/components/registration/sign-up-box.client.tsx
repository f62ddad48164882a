'use client'

import { useState } from 'react'
import type { TNation } from '@/domain/site'
import type { TClientIntl } from '@/lib/i18n/client-intl'
import { LazyRegistrationDialog } from './lazy-registration-dialog.client'

/**
 * The footer's sign-up box (spec §2 Footer): an email field with no validation and a Sign Up button
 * that sends nothing; it opens the registration dialog with the typed email carried over.
 */
export function SignUpBox({
  nations,
  labels,
  intl,
}: {
  nations: TNation[]
  labels: { heading: string; email: string; submit: string }
  /** The registration dialog's language and texts (registrationIntl). */
  intl: TClientIntl
}) {
  const [email, setEmail] = useState('')
  const [open, setOpen] = useState(false)
  return (
    <div className="grid gap-3">
      <h2 className="text-xs font-bold tracking-[0.25em] text-white uppercase">{labels.heading}</h2>
      <div className="flex max-w-md overflow-hidden rounded-sm bg-white">
        <input
          type="email"
          aria-label={labels.email}
          placeholder={labels.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 px-3 py-2 text-sm text-ink focus-visible:-outline-offset-4 focus-visible:shadow-none"
        />
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="btn-primary rounded-none focus-visible:-outline-offset-4 focus-visible:shadow-none focus-visible:outline-white"
        >
          {labels.submit}
        </button>
      </div>
      <LazyRegistrationDialog open={open} onOpenChange={setOpen} nations={nations} initialEmail={email} intl={intl} />
    </div>
  )
}
