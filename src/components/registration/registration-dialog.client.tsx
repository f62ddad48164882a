'use client'

import { useLocale, useTranslations } from 'next-intl'
import { IntlScope } from '@/components/intl-scope.client'
import { ModalDialog } from '@/components/modal-dialog.client'
import { localeOr, localizeHref } from '@/domain/locales'
import type { TNation } from '@/domain/site'
import type { TClientIntl } from '@/lib/i18n/client-intl'
import { RegistrationForm } from './registration-form.client'

type TProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  nations: TNation[]
  initialEmail?: string
  /**
   * Why the dialog opened instead of what was asked (the ONLINE TARIFF, at `next`): a visitor gets a
   * sign-in link back to `next`; a signed-in agent (`isAgent`) a link to `next` itself, which says
   * whom to ask.
   */
  reason?: { text: string; next: string; isAgent?: boolean }
  /** The page's language and the Registration namespace, computed on the server (ADR 045). */
  intl: TClientIntl
}

/**
 * The 500 px dialog holding the registration form; its content is destroyed when it closes (spec §2, §9).
 * Loaded on demand, it brings its own translations: pages load no translation runtime at first (ADR 045).
 */
export function RegistrationDialog({ intl, ...props }: TProps) {
  return (
    <IntlScope intl={intl}>
      <DialogBody {...props} />
    </IntlScope>
  )
}

function DialogBody({ open, onOpenChange, nations, initialEmail = '', reason }: Omit<TProps, 'intl'>) {
  const t = useTranslations('Registration.dialog')
  const locale = localeOr(useLocale())
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      testId="sign-up-dialog"
    >
      {reason && (
        <p className="mb-4 rounded-sm bg-page px-3 py-2 text-sm" data-testid="sign-up-reason">
          {reason.text}{' '}
          {reason.isAgent ? (
            <a href={localizeHref(reason.next, locale)} className="font-semibold text-primary underline">
              {t('whomToAsk')}
            </a>
          ) : (
            <a
              href={`${localizeHref('/login-agent', locale)}?next=${encodeURIComponent(localizeHref(reason.next, locale))}`}
              className="font-semibold text-primary underline"
            >
              {t('signIn')}
            </a>
          )}
        </p>
      )}
      <RegistrationForm nations={nations} initialEmail={initialEmail} onClose={() => onOpenChange(false)} />
    </ModalDialog>
  )
}
