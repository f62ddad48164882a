'use client'

import { useState } from 'react'
import { LazyRegistrationDialog } from '@/components/registration/lazy-registration-dialog.client'
import type { TNation } from '@/domain/site'

/** The tariff page's "Register your agency": the same registration dialog as the site's other entries. */
export function RegisterButton({ nations }: { nations: TNation[] }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
        Register your agency
      </button>
      <LazyRegistrationDialog open={open} onOpenChange={setOpen} nations={nations} />
    </>
  )
}
