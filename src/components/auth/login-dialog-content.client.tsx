'use client'

import { X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Dialog } from 'radix-ui'
import { IntlScope } from '@/components/intl-scope.client'
import { useOpenerFocus } from '@/components/opener-focus'
import type { TClientIntl } from '@/lib/i18n/client-intl'
import { LoginForm } from './login-form.client'

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; intl: TClientIntl }

/** The 500 px login dialog itself (spec §9), loaded on first open by LoginDialog. */
export function LoginDialogContent({ intl, ...props }: TProps) {
  return (
    <IntlScope intl={intl}>
      <DialogBody {...props} />
    </IntlScope>
  )
}

function DialogBody({ open, onOpenChange }: Omit<TProps, 'intl'>) {
  const returnFocus = useOpenerFocus(open)
  const t = useTranslations()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-modal-backdrop" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="login-dialog"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[min(500px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-sm bg-white p-6 text-ink shadow-2xl"
        >
          <Dialog.Title className="mb-4 text-2xl font-semibold">{t('Auth.title')}</Dialog.Title>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label={t('Chrome.close')}
              className="absolute top-3 right-3 rounded-full p-1.5 hover:bg-page"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </Dialog.Close>
          <LoginForm heading={false} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
