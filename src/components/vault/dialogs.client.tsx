'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

type TDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  wide?: boolean
  children: ReactNode
}

/** A keyboard-operable modal (focus trapped, Escape closes, focus returns to the opener). */
export function VaultDialog({ open, onOpenChange, title, description, wide, children }: TDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
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
              <button type="button" aria-label="Close" className="rounded-full p-1.5 hover:bg-page">
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
}

export function ConfirmDialog(props: TConfirmProps) {
  const { open, onOpenChange, title, confirmLabel, onConfirm, error, children, cancelLabel, onCancel } = props
  return (
    <VaultDialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className="grid gap-4 text-sm">
        <div>{children}</div>
        {error && (
          <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-primary">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => (onCancel ? onCancel() : onOpenChange(false))}>
            {cancelLabel ?? 'Cancel'}
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </VaultDialog>
  )
}
