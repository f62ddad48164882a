import { useLocale, useTranslations } from 'next-intl'
import { localeOr, localizeHref } from '@/domain/locales'
/** Shown instead of the site when no language can be loaded (spec §4 Start-up): the content service is down. */
export function Unavailable() {
  const t = useTranslations('Errors')
  const locale = localeOr(useLocale())
  return (
    <main
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center"
      data-testid="unavailable"
    >
      <p className="text-sm font-bold tracking-[0.3em] text-primary uppercase">Monsoon</p>
      <h1 className="text-3xl font-bold">{t('unavailableTitle')}</h1>
      <p className="max-w-md text-muted">{t('unavailableText')}</p>
      <a href={localizeHref('/', locale)} className="btn-outline">
        {t('tryAgain')}
      </a>
    </main>
  )
}
