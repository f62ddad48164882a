'use client'

import { useState } from 'react'
import { LazyRegistrationDialog } from '@/components/registration/lazy-registration-dialog.client'
import type { TNation } from '@/domain/site'
import type { TClientIntl } from '@/lib/i18n/client-intl'

export const TARIFF_ROUTE = '/b2b/tariff-tour'
const CLASS = 'font-semibold uppercase hover:text-primary'

/**
 * ONLINE TARIFF (spec §2 Other routes, §6; ADR 034): opens the tariff in a new tab for a signed-in
 * agent with the online flag; a signed-in agent without it goes to the tariff page, which says why
 * and whom to ask; a visitor gets the agent registration dialog, saying why, with a sign-in link.
 */
export function OnlineTariffLink(props: {
  canOpen: boolean
  isAgent: boolean
  nations: TNation[]
  label: string
  /** For a visitor: what the registration dialog tells them, and its language and texts (registrationIntl). */
  registration?: { reason: string; intl: TClientIntl }
}) {
  const [open, setOpen] = useState(false)
  if (props.canOpen || props.isAgent || !props.registration) {
    return (
      <a
        href={TARIFF_ROUTE}
        {...(props.canOpen ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={CLASS}
        data-testid="online-tariff"
      >
        {props.label}
      </a>
    )
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={CLASS} data-testid="online-tariff">
        {props.label}
      </button>
      <LazyRegistrationDialog
        open={open}
        onOpenChange={setOpen}
        nations={props.nations}
        reason={{ text: props.registration.reason, next: TARIFF_ROUTE }}
        intl={props.registration.intl}
      />
    </>
  )
}
