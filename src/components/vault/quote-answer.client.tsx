'use client'

import { CheckCircle2, MessageSquareReply } from 'lucide-react'
import { useState } from 'react'
import { errorText } from '@/lib/api-client'
import { ConfirmDialog } from './dialogs.client'
import { money } from './format'
import type { TBookingDetail } from './types'
import { vaultCall } from './vault-api'

const ANSWERS = [
  { kind: 'accept', label: 'Accept quote', Icon: CheckCircle2, style: 'btn-primary' },
  { kind: 'changes', label: 'Request changes', Icon: MessageSquareReply, style: 'btn-outline' },
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
  const [open, setOpen] = useState<'accept' | 'changes' | null>(null)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const total = money(booking.total, booking.currency)

  const answer = async (kind: 'accept' | 'changes') => {
    if (busy) return
    if (kind === 'changes' && !message.trim()) return setError('Say what Monsoon should change.')
    setBusy(true)
    setError(null)
    try {
      if (!(await ready())) return setError('Your latest changes could not be saved. Please try again.')
      const saved = await vaultCall<TBookingDetail>('AnswerQuote', {
        _id: booking._id,
        version: booking.version,
        answer: kind,
        message: kind === 'changes' ? message.trim() : '',
      })
      setOpen(null)
      setMessage('')
      onAnswered(
        saved,
        kind === 'accept'
          ? `You accepted the quote of ${total}. Monsoon will confirm the booking and email you.`
          : 'Your consultant has your request for changes and will send a new quote.',
      )
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-label="Monsoon’s quote"
      className="grid gap-3 rounded-sm border border-sky-200 bg-sky-50 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="quote-answer"
    >
      <p className="text-sm">
        <strong>Monsoon has quoted this booking: {total}.</strong> Accept it to have Monsoon confirm the services, or
        ask for changes.
      </p>
      <div className="flex flex-wrap gap-2">
        {ANSWERS.map(({ kind, label, Icon, style }) => (
          <button
            key={kind}
            type="button"
            className={`${style} inline-flex items-center gap-1.5 px-4 py-1.5 text-sm`}
            onClick={() => {
              setError(null)
              setOpen(kind)
            }}
          >
            <Icon aria-hidden="true" className="h-4 w-4" /> {label}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={open === 'accept'}
        onOpenChange={(next) => !next && setOpen(null)}
        title="Accept the quote?"
        confirmLabel={busy ? 'Accepting…' : `Accept ${total}`}
        onConfirm={() => void answer('accept')}
        error={error}
      >
        <p>
          Monsoon confirms the services at {total} and emails you. Until it is confirmed, changes go through your
          consultant.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'changes'}
        onOpenChange={(next) => !next && setOpen(null)}
        title="Request changes"
        confirmLabel={busy ? 'Sending…' : 'Send to my consultant'}
        onConfirm={() => void answer('changes')}
        error={error}
      >
        <label className="grid gap-1.5">
          <span>What should Monsoon change? The quote stays readable under Versions.</span>
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
