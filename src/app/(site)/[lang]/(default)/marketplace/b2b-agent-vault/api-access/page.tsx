import { ArrowLeft, ExternalLink, FileJson, ShieldAlert } from 'lucide-react'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageIntl } from '@/components/page-intl'
import { SiteLink } from '@/components/site-link.client'
import { ApiAccess } from '@/components/vault/api-access.client'
import { VaultQueryProvider } from '@/components/vault/query-provider.client'
import { localizeHref } from '@/domain/locales'
import { API_ACCESS_NAMESPACES } from '@/lib/i18n/client-intl'
import { pageLocale } from '@/lib/i18n/page-locale'
import { currentAuth } from '@/server/auth/current'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Connect')
  return { title: t('metaTitle'), robots: { index: false } }
}

const PATH = '/marketplace/b2b-agent-vault/api-access'

/**
 * Monsoon Connect in the vault (issue 24, ADR 043): the agency's API keys and webhook endpoints.
 * Agents only; the tools only for the agency's admin (the API refuses everyone else anyway).
 */
export default async function ApiAccessPage() {
  const [auth, locale, t] = await Promise.all([currentAuth(), pageLocale(), getTranslations('Connect')])
  if (!auth) redirect(`${localizeHref('/login-agent', locale)}?next=${encodeURIComponent(localizeHref(PATH, locale))}`)
  const isAdmin = Boolean(auth.agent.isAgencyAdmin)
  return (
    <section className="container-page grid grid-cols-1 gap-6 py-10" data-testid="api-access">
      <SiteLink
        href={localizeHref('/marketplace/b2b-agent-vault', locale)}
        className="inline-flex items-center gap-1 justify-self-start text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('page.yourBookings')}
      </SiteLink>
      <header className="grid max-w-3xl gap-2">
        <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">{t('page.eyebrow')}</p>
        <h1 className="text-3xl font-semibold">{t('page.title')}</h1>
        <p className="text-sm text-muted">{t('page.intro')}</p>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <a href="/b2badminapi/docs" className="inline-flex items-center gap-1.5 text-primary hover:underline">
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> {t('page.apiReference')}
          </a>
          <a href="/b2badminapi/openapi.json" className="inline-flex items-center gap-1.5 text-primary hover:underline">
            <FileJson aria-hidden="true" className="h-4 w-4" /> {t('page.openApi')}
          </a>
        </div>
      </header>
      {isAdmin ? (
        // Vault: the ConfirmDialog's own words.
        <PageIntl namespaces={API_ACCESS_NAMESPACES}>
          <VaultQueryProvider>
            <ApiAccess />
          </VaultQueryProvider>
        </PageIntl>
      ) : (
        <div
          className="flex max-w-3xl items-start gap-3 rounded-sm bg-white p-5 text-sm shadow-sm"
          data-testid="api-access-not-admin"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h2 className="text-base font-semibold">{t('page.notAdminTitle')}</h2>
            <p className="text-muted">{t('page.notAdminText')}</p>
          </div>
        </div>
      )}
    </section>
  )
}
