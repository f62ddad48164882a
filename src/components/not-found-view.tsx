import { useLocale, useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'
import { localeOr, localizeHref } from '@/domain/locales'

/** Spec §2/§8: the unmatched-route page, inside the site's chrome. */
export function NotFoundView() {
  const t = useTranslations('NotFound')
  const locale = localeOr(useLocale())
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-20 text-center"
      data-testid="not-found"
    >
      <p aria-hidden="true" className="text-7xl font-black text-primary">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <SiteLink href={localizeHref('/', locale)} className="btn-outline mt-2">
        {t('backHome')}
      </SiteLink>
    </section>
  )
}
