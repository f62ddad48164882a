'use client'

import { useState } from 'react'
import { LazyRegistrationDialog } from '@/components/registration/lazy-registration-dialog.client'
import type { TNation } from '@/domain/site'
import type { TClientIntl } from '@/lib/i18n/client-intl'

export const TARIFF_ROUTE = '/b2b/tariff-tour'
const CLASS = 'font-semibold uppercase hover:text-primary'

/**
 * ONLINE TARIFF (spec §2 Other routes, §6; ADR 034 as superseded in part by issue 55): a signed-in
 * agent with the online flag gets the tariff in a new tab; anyone else (a visitor, or an agent
 * without the flag) gets the agent registration dialog, as the spec says twice, with the reason it
 * opened: a visitor is told the tariff is for partner agents (with a sign-in link back to it), an
 * agent that it is not enabled for their account (with a link to the page, which says whom to ask).
 */
export function OnlineTariffLink(props: {
  canOpen: boolean
  nations: TNation[]
  label: string
  /** Without the flag: what the registration dialog says, and its language and texts (registrationIntl). */
  registration?: { reason: string; isVisitor: boolean; intl: TClientIntl }
}) {
  const [open, setOpen] = useState(false)
  if (props.canOpen || !props.registration) {
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
  const { reason, isVisitor, intl } = props.registration
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={CLASS}
        data-testid="online-tariff"
      >
        {props.label}
      </button>
      <LazyRegistrationDialog
        open={open}
        onOpenChange={setOpen}
        nations={props.nations}
        reason={{ text: reason, next: TARIFF_ROUTE, isAgent: !isVisitor }}
        intl={intl}
      />
    </>
  )
}
