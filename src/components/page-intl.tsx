import { getMessages } from 'next-intl/server'
import type React from 'react'
import { IntlScope } from '@/components/intl-scope.client'
import type { TMessages } from '@/lib/i18n/catalogues'
import { clientIntlOf, type TNamespace } from '@/lib/i18n/client-intl'
import { pageLocale } from '@/lib/i18n/page-locale'

/**
 * The page's language and the catalogue namespaces its client components read (the vault, the
 * registration form), for `useTranslations` below it. Only those namespaces reach the browser.
 */
export async function PageIntl({
  namespaces,
  children,
}: {
  namespaces: readonly TNamespace[]
  children: React.ReactNode
}) {
  const locale = await pageLocale()
  return <IntlScope intl={clientIntlOf(locale, (await getMessages()) as TMessages, namespaces)}>{children}</IntlScope>
}
