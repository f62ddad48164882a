'use client'

import { useState } from 'react'
import { LazyRegistrationDialog } from '@/components/registration/lazy-registration-dialog.client'
import type { TNation } from '@/domain/site'
import type { TClientIntl } from '@/lib/i18n/client-intl'

/** The tariff page's "Register your agency": the same registration dialog as the site's other entries. */
export function RegisterButton({ nations, label, intl }: { nations: TNation[]; label: string; intl: TClientIntl }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
        {label}
      </button>
      <LazyRegistrationDialog open={open} onOpenChange={setOpen} nations={nations} intl={intl} />
    </>
  )
}
