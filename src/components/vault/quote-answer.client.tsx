'use client'

import { CheckCircle2, MessageSquareReply } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useErrorText } from '@/components/use-error-text'
import { allotmentDay } from '@/domain/allotments'
import { quoteExpired } from '@/domain/booking-status'
import { ConfirmDialog } from './dialogs.client'
import { useFormat } from './format'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

const ANSWERS = [
  { kind: 'accept', label: 'quote.accept', Icon: CheckCircle2, style: 'btn-primary' },
  { kind: 'changes', label: 'quote.changes', Icon: MessageSquareReply, style: 'btn-outline' },
] as const

/**
 * Monsoon quoted the booking: the agent accepts the quote (Monsoon then confirms it) or sends it
 * back with what to change (AnswerQuote, ADR 030). `ready` saves pending edits first.
 */
export function QuoteAnswer({
  booking,
  ready,
  onAnswered,
}: {
  booking: TBookingDetail
  ready: () => Promise<boolean>
  onAnswered: (saved: TBookingDetail, text: string) => void
}) {
  const errorText = useErrorText()
  const [open, setOpen] = useState<'accept' | 'changes' | null>(null)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const t = useTranslations('Vault')
  const f = useFormat()
  const total = f.money(booking.total, booking.currency)
  // A quote is accepted until the end of its last day (issue 54); past it, only changes can be asked.
  const validUntil = booking.quoteValidUntil
  const expired = quoteExpired(validUntil, allotmentDay(new Date()))

  const answer = async (kind: 'accept' | 'changes') => {
    if (busy) return
    if (kind === 'changes' && !message.trim()) return setError(t('quote.sayWhat'))
    setBusy(true)
    setError(null)
    try {
      if (!(await ready())) return setError(t('quote.notSaved'))
      const saved = await vaultCall<TBookingDetail>('AnswerQuote', {
        _id: booking._id,
        version: booking.version,
        answer: kind,
        message: kind === 'changes' ? message.trim() : '',
      })
      setOpen(null)
      setMessage('')
      onAnswered(saved, kind === 'accept' ? t('quote.accepted', { total }) : t('quote.changesSent'))
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-label={t('quote.region')}
      className="grid gap-3 rounded-sm border border-sky-200 bg-sky-50 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="quote-answer"
    >
      <div className="grid gap-1 text-sm">
        <p>{t.rich('quote.quoted', { total, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        {validUntil && (
          <p className={expired ? 'font-semibold text-red-800' : 'text-muted'} data-testid="quote-valid-until">
            {expired
              ? t('quote.expired', { day: f.day(validUntil) })
              : t('quote.validUntil', { day: f.day(validUntil) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {ANSWERS.filter(({ kind }) => !(expired && kind === 'accept')).map(({ kind, label, Icon, style }) => (
          <button
            key={kind}
            type="button"
            className={`${style} inline-flex items-center gap-1.5 px-4 py-1.5 text-sm`}
            onClick={() => {
              setError(null)
              setOpen(kind)
            }}
          >
            <Icon aria-hidden="true" className="h-4 w-4" /> {t(label)}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={open === 'accept'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t('quote.acceptTitle')}
        confirmLabel={busy ? t('quote.accepting') : t('quote.acceptAmount', { total })}
        onConfirm={() => void answer('accept')}
        error={error}
      >
        <p>{t('quote.acceptText', { total })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'changes'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t('quote.changesTitle')}
        confirmLabel={busy ? t('send.sending') : t('quote.sendToConsultant')}
        onConfirm={() => void answer('changes')}
        error={error}
      >
        <label className="grid gap-1.5">
          <span>{t('quote.whatToChange')}</span>
          <textarea
            className="min-h-28 rounded-sm border border-line p-2"
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            data-testid="changes-message"
          />
        </label>
      </ConfirmDialog>
    </section>
  )
}
