import { redirect } from 'next/navigation'
import { getMessages } from 'next-intl/server'
import { IntlScope } from '@/components/intl-scope.client'
import { localizedPath } from '@/domain/locales'
import type { TMessages } from '@/lib/i18n/catalogues'
import { clientIntlOf } from '@/lib/i18n/client-intl'
import { pageLocale } from '@/lib/i18n/page-locale'
import { currentAgent } from '@/server/auth/current'
import { LoginForm } from './login-form.client'

/** The login routes' page body: the form, or straight home for an agent already signed in (spec §2 Layouts). */
export async function LoginPage() {
  const locale = await pageLocale()
  // Home in the page's language: an agent signed in on /de/login-agent goes to /de.
  if (await currentAgent()) redirect(localizedPath('/', locale))
  return (
    <IntlScope intl={clientIntlOf(locale, (await getMessages()) as TMessages)}>
      <LoginForm />
    </IntlScope>
  )
}
