'use client'

import { useTranslations } from 'next-intl'

import type { ReactNode, RefObject } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'

type TConfirmProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  confirmLabel: string
  onConfirm: () => void
  error?: string | null
  children: ReactNode
  cancelLabel?: string
  /** Instead of closing: for a choice between two actions. */
  onCancel?: () => void
  /** Where the focus goes on close when the button that opened it is gone (ModalDialog). */
  returnFocusTo?: RefObject<HTMLElement | null>
}

export function ConfirmDialog(props: TConfirmProps) {
  const t = useTranslations('Common')
  const { open, onOpenChange, title, confirmLabel, onConfirm, error, children, cancelLabel, onCancel, returnFocusTo } =
    props
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={title} returnFocusTo={returnFocusTo}>
      <div className="grid gap-4 text-sm">
        <div>{children}</div>
        {error && (
          <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-primary">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => (onCancel ? onCancel() : onOpenChange(false))}>
            {cancelLabel ?? t('cancel')}
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  )
}
