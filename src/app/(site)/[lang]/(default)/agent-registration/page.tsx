import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { metadataFor } from '@/app/(site)/metadata'
import { PageIntl } from '@/components/page-intl'
import { RegistrationForm } from '@/components/registration/registration-form.client'
import { pageLocale } from '@/lib/i18n/page-locale'
import { loadStartup } from '@/server/content/startup'

export const generateMetadata = (): Promise<Metadata> => metadataFor('/agent-registration')

/** The registration form at an address of its own, for direct links (issue #3). */
export default async function AgentRegistrationPage() {
  const [startup, t] = await Promise.all([pageLocale().then(loadStartup), getTranslations('Registration.page')])
  if (!startup) return null
  return (
    <section className="container-page grid gap-8 py-16 lg:grid-cols-[1fr_2fr]">
      <div className="grid content-start gap-4">
        <h1 className="text-3xl font-semibold text-primary">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <div className="rounded-sm bg-white p-6 shadow-sm md:p-8">
        <PageIntl namespaces={['Registration', 'ClientErrors']}>
          <RegistrationForm nations={startup.nations} />
        </PageIntl>
      </div>
    </section>
  )
}
