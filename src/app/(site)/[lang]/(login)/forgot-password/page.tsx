import type { Metadata } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import { ForgotPasswordForm } from '@/components/auth/password-forms.client'
import { IntlScope } from '@/components/intl-scope.client'
import type { TMessages } from '@/lib/i18n/catalogues'
import { clientIntlOf } from '@/lib/i18n/client-intl'
import { pageLocale } from '@/lib/i18n/page-locale'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(), namespace: 'Auth' })
  return { title: `${t('forgotTitle')} | Monsoon`, robots: { index: false } }
}

export default async function ForgotPasswordPage() {
  return (
    <IntlScope intl={clientIntlOf(await pageLocale(), (await getMessages()) as TMessages)}>
      <ForgotPasswordForm />
    </IntlScope>
  )
}
