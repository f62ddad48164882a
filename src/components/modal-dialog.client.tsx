'use client'

import { X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Dialog } from 'radix-ui'
import { type ReactNode, type RefObject, useRef } from 'react'
import { useOpenerFocus } from './opener-focus'

const FIRST_FIELD = [
  'input:not([type]):not([disabled])',
  ...['text', 'email', 'search', 'date', 'number', 'password', 'url', 'tel'].map(
    (type) => `input[type="${type}"]:not([disabled])`,
  ),
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(', ')

type TModalDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  /** 760 px instead of the spec's 500 px (§9 dialog widths): the vault's booking forms. */
  wide?: boolean
  testId?: string
  /** Where the focus goes on close when the button that opened it is gone (default: the page's main). */
  returnFocusTo?: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * The site's centred modal: title, optional description, a close button and the content; keyboard
 * operable (focus trapped, Escape closes, focus returns to the opener). The registration dialog and
 * the vault's dialogs use it. Its close button's name is the Common namespace's, which every page
 * that opens it hands its IntlScope.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  testId,
  returnFocusTo,
  children,
}: TModalDialogProps) {
  const t = useTranslations('Common')
  const returnFocus = useOpenerFocus(open, returnFocusTo)
  const content = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-modal-backdrop" />
        <Dialog.Content
          data-testid={testId}
          ref={content}
          onCloseAutoFocus={returnFocus}
          // A form opens on its first field, not on the Close button (Radix's first tabbable).
          onOpenAutoFocus={(event) => {
            const field = content.current?.querySelector<HTMLElement>(FIRST_FIELD)
            if (!field) return
            event.preventDefault()
            field.focus()
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92vh] ${wide ? 'w-[min(760px,calc(100vw-1.5rem))]' : 'w-[min(500px,calc(100vw-1.5rem))]'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-sm bg-white p-5 text-ink shadow-2xl sm:p-6`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <button type="button" aria-label={t('close')} className="rounded-full p-1.5 hover:bg-page">
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
