'use client'

import { Plus, Send, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useState } from 'react'
import { ModalDialog } from '@/components/modal-dialog.client'
import { useErrorText } from '@/components/use-error-text'
import {
  isDeliverableAddress,
  normaliseAddress,
  oneTimeSubject,
  type TRecipient,
  vaultPath,
} from '@/domain/request-email'
import { vaultCall } from './vault-api'

const NOTIFY = '/notificationapi/api/v1'

type TSendForm = {
  token: string
  recipients: TRecipient[]
  maxExtraRecipients: number
  nameTour: string
}

export type TSent = { Emails: { Email: string; kind: 'admin' | 'agent' }[] }

type TExtra = { email: string; checked: boolean }

/**
 * Spec §2/§6 the email-recipients choice: the fixed recipients (the agent and Monsoon's
 * consultant) are listed checked and disabled; the agent adds and ticks other addresses. Sending
 * emails everyone their template and moves the booking to Requested (ADR 013).
 */
export function SendRequestDialog(props: {
  bookingId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onSent: (sent: TSent) => void
}) {
  const errorText = useErrorText()
  const { bookingId, open, onOpenChange, onSent } = props
  const t = useTranslations('Vault')
  const tc = useTranslations('Common')
  const [form, setForm] = useState<TSendForm | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [extras, setExtras] = useState<TExtra[]>([])
  const [typed, setTyped] = useState('')
  const [typedError, setTypedError] = useState<string | null>(null)
  const [oneTime, setOneTime] = useState(false)
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<string | null>(null)

  // Each opening starts a new send: a fresh token, so a double click can never send twice.
  useEffect(() => {
    if (!open) return
    setForm(null)
    setLoadError(null)
    setSendError(null)
    vaultCall<TSendForm>(`${NOTIFY}/notify/token?path=${encodeURIComponent(vaultPath(bookingId))}`, undefined, {
      method: 'GET',
    })
      .then(setForm)
      .catch((error) => setLoadError(errorText(error)))
  }, [open, bookingId, errorText])

  const add = (event: FormEvent) => {
    event.preventDefault()
    const email = normaliseAddress(typed)
    if (!isDeliverableAddress(email)) return setTypedError(t('send.invalid'))
    const known = [...(form?.recipients ?? []).map((recipient) => recipient.email), ...extras.map((x) => x.email)]
    if (known.includes(email)) return setTypedError(t('send.duplicate'))
    if (form && extras.length >= form.maxExtraRecipients)
      return setTypedError(t('send.tooMany', { count: form.maxExtraRecipients }))
    setExtras((old) => [...old, { email, checked: true }])
    setTyped('')
    setTypedError(null)
  }

  const send = async () => {
    if (!form || sending) return
    setSending(true)
    setSendError(null)
    try {
      const sent = await vaultCall<TSent>(`${NOTIFY}/notify`, {
        Token: form.token,
        OneTime: oneTime,
        Emails: extras.filter((extra) => extra.checked).map((extra) => ({ Email: extra.email })),
      })
      onSent(sent)
      setExtras([])
      setOneTime(false)
    } catch (error) {
      setSendError(errorText(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t('send.title')} description={t('send.description')}>
      {loadError && (
        <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-sm text-primary">
          {loadError}
        </p>
      )}
      {!form && !loadError && (
        <p className="text-sm text-muted" aria-busy="true">
          {t('send.preparing')}
        </p>
      )}
      {form && (
        <div className="grid gap-4 text-sm" data-testid="send-request">
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold">{t('send.always')}</legend>
            {form.recipients.map((recipient) => (
              <label key={recipient.email} className="flex items-center gap-2 text-muted">
                <input type="checkbox" checked={recipient.checked} disabled={recipient.disabled} readOnly />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="text-ink">{recipient.email}</span> · {recipient.label}
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold">{t('send.also')}</legend>
            {extras.length === 0 && <p className="text-muted">{t('send.alsoHint')}</p>}
            {extras.map((extra) => (
              <div key={extra.email} className="flex items-center gap-2">
                <label className="flex min-w-0 flex-1 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={extra.checked}
                    onChange={(event) =>
                      setExtras((old) =>
                        old.map((x) => (x.email === extra.email ? { ...x, checked: event.target.checked } : x)),
                      )
                    }
                  />
                  <span className="[overflow-wrap:anywhere]">{extra.email}</span>
                </label>
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-page"
                  aria-label={t('send.remove', { email: extra.email })}
                  onClick={() => setExtras((old) => old.filter((x) => x.email !== extra.email))}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            ))}
          </fieldset>
          <form className="grid gap-1" onSubmit={add} noValidate>
            <label htmlFor="extra-recipient" className="font-medium">
              {t('send.addLabel')}
            </label>
            <div className="flex gap-2">
              <input
                id="extra-recipient"
                type="email"
                autoComplete="email"
                className="min-w-0 flex-1 rounded-sm border border-line px-3 py-2"
                value={typed}
                aria-invalid={typedError ? true : undefined}
                aria-describedby={typedError ? 'extra-recipient-error' : undefined}
                onChange={(event) => {
                  setTyped(event.target.value)
                  setTypedError(null)
                }}
              />
              <button type="submit" className="btn-outline inline-flex items-center gap-1 px-3">
                <Plus aria-hidden="true" className="h-4 w-4" /> {t('send.add')}
              </button>
            </div>
            {typedError && (
              <p id="extra-recipient-error" className="text-primary">
                {typedError}
              </p>
            )}
          </form>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={oneTime}
              onChange={(e) => setOneTime(e.target.checked)}
            />
            <span>{t('send.oneTime', { subject: oneTimeSubject(form.nameTour) })}</span>
          </label>
          {sendError && (
            <p role="alert" className="rounded-sm bg-primary-light px-3 py-2 text-primary">
              {sendError}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-outline" onClick={() => onOpenChange(false)}>
              {tc('cancel')}
            </button>
            <button
              type="button"
              className="btn-primary inline-flex items-center gap-1.5"
              disabled={sending}
              onClick={() => void send()}
            >
              <Send aria-hidden="true" className="h-4 w-4" />
              {sending
                ? t('send.sending')
                : t('send.sendTo', { count: form.recipients.length + extras.filter((extra) => extra.checked).length })}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  )
}
