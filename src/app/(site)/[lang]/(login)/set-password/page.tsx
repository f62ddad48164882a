import type { Metadata } from 'next'
import { getMessages, getTranslations } from 'next-intl/server'
import { SetPasswordForm } from '@/components/auth/password-forms.client'
import { IntlScope } from '@/components/intl-scope.client'
import type { TMessages } from '@/lib/i18n/catalogues'
import { clientIntlOf } from '@/lib/i18n/client-intl'
import { pageLocale } from '@/lib/i18n/page-locale'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(), namespace: 'Auth' })
  return { title: `${t('setTitle')} | Monsoon`, robots: { index: false } }
}

export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  const locale = await pageLocale()
  if (!token) {
    const t = await getTranslations({ locale, namespace: 'Auth' })
    return (
      <p role="alert" className="text-center">
        {t('linkIncomplete')}
      </p>
    )
  }
  return (
    <IntlScope intl={clientIntlOf(locale, (await getMessages()) as TMessages)}>
      <SetPasswordForm token={token} />
    </IntlScope>
  )
}
