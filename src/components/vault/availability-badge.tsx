import { Clock, Zap } from 'lucide-react'
import { useTranslations } from 'next-intl'

/**
 * "Instant confirmation" or "On request" with the reason, as the vault shows it beside a room. Rendered
 * only inside the builder's client components, so its words come from their `Builder` catalogue.
 */
export function AvailabilityBadge({ instant, reason }: { instant: boolean; reason: string }) {
  const t = useTranslations('Builder')
  return instant ? (
    <span className="inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
      <Zap aria-hidden="true" className="h-3.5 w-3.5" /> {t('availability.instant')}
    </span>
  ) : (
    <span className="inline-flex w-fit items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
      <Clock aria-hidden="true" className="h-3.5 w-3.5" />{' '}
      {reason ? t('availability.onRequestReason', { reason }) : t('availability.onRequest')}
    </span>
  )
}
