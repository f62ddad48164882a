'use client'

import { useState } from 'react'
import { LazyRegistrationDialog } from '@/components/registration/lazy-registration-dialog.client'
import type { TNation } from '@/domain/site'

export const TARIFF_ROUTE = '/b2b/tariff-tour'
const CLASS = 'font-semibold uppercase hover:text-primary'

/**
 * ONLINE TARIFF (spec §2 Other routes, §6): opens the tariff in a new tab for a signed-in agent with
 * the online flag; for everyone else it opens the agent registration dialog.
 */
export function OnlineTariffLink({ canOpen, nations }: { canOpen: boolean; nations: TNation[] }) {
  const [open, setOpen] = useState(false)
  if (canOpen) {
    return (
      <a href={TARIFF_ROUTE} target="_blank" rel="noopener noreferrer" className={CLASS} data-testid="online-tariff">
        Online tariff
      </a>
    )
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={CLASS} data-testid="online-tariff">
        Online tariff
      </button>
      <LazyRegistrationDialog open={open} onOpenChange={setOpen} nations={nations} />
    </>
  )
}
