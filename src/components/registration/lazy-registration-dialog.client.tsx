'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import type { RegistrationDialog as TDialog } from './registration-dialog.client'

/**
 * The registration dialog's code (Radix dialog, the form, its translations) loads when it first
 * opens, not with every page: most visitors never open it (ADR 014, first-load JavaScript). Its
 * opener hands it `intl` (the page's language and the Registration namespace) from the server.
 */
const RegistrationDialog = dynamic(() => import('./registration-dialog.client').then((m) => m.RegistrationDialog), {
  ssr: false,
})

export function LazyRegistrationDialog(props: ComponentProps<typeof TDialog>) {
  return props.open ? <RegistrationDialog {...props} /> : null
}
