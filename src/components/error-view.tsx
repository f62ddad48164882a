import { useLocale, useTranslations } from 'next-intl'
import { DEFAULT_ERROR_STATUS, readableErrorMessage, shouldShowErrorMessage } from '@/domain/error-page'
import { localeOr, localizeHref } from '@/domain/locales'

type TProps = { status?: number; message?: string; digest?: string }

/** Spec §2/§8 Error page: "Error!", "Something went wrong ...", the message above 300, Back to Home. */
export function ErrorView({ status = DEFAULT_ERROR_STATUS, message, digest }: TProps) {
  const t = useTranslations('Errors')
  const locale = localeOr(useLocale())
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-20 text-center"
      data-testid="error-page"
    >
      <h1 className="text-5xl font-black text-primary">{t('title')}</h1>
      <p className="text-xl">{t('lead')}</p>
      {shouldShowErrorMessage(status) && (
        <p className="max-w-xl text-muted" data-testid="error-message">
          {readableErrorMessage(message, digest)}
        </p>
      )}
      {/* A plain link: after an error the client router may be in a bad state. */}
      <a href={localizeHref('/', locale)} className="btn-primary mt-4">
        {t('backHome')}
      </a>
    </section>
  )
}
