import { useTranslations } from 'next-intl'
import type { TBookingStatus } from '@/domain/booking-status'

const TONES: Record<TBookingStatus, string> = {
  draft: 'bg-page text-muted border-line',
  requested: 'bg-amber-50 text-amber-800 border-amber-200',
  quoted: 'bg-sky-50 text-sky-800 border-sky-200',
  changes_requested: 'bg-amber-50 text-amber-800 border-amber-200',
  confirmation_requested: 'bg-violet-50 text-violet-800 border-violet-200',
  confirmed: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  cancelled: 'bg-primary-light text-primary border-primary/20',
}

/** A status in the page's language (the builder's words for them). */
export function useStatusLabel() {
  const t = useTranslations('Builder')
  return (status: TBookingStatus) => (status in TONES ? t(`status.${status}`) : status)
}

export function StatusBadge({ status }: { status: TBookingStatus }) {
  const label = useStatusLabel()
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? TONES.draft}`}
    >
      {label(status)}
    </span>
  )
}
