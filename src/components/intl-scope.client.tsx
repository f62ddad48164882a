'use client'

import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'
import type { TClientIntl } from '@/lib/i18n/client-intl'

/**
 * next-intl for the client components that load on demand (the menu dialog, the drawer, the sign-in
 * form): the page hands them its language and the namespaces they read. Kept out of the root
 * layout, so pages ship no translation runtime on first load (DESIGN.md's 25 kB, ADR 045); the
 * components pages load at once take their words as props from the server.
 */
export function IntlScope({ intl, children }: { intl: TClientIntl; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  )
}
