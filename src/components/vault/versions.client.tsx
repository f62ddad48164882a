'use client'

import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { useErrorText } from '@/components/use-error-text'
import type { TBookingVersion } from '@/domain/booking-contract'
import { compareVersions, NOW_VERSION, type TCompareChange, type TCompareDay, type TTourDay } from '@/domain/itinerary'
import { useDocumentWords, useFormat } from './format'
import { vaultCall } from './vault-api'

const CHANGE_STYLE: Record<TCompareChange, string> = {
  same: '',
  added: 'bg-emerald-50',
  removed: 'bg-primary-light',
  price: 'bg-amber-50',
}
const CHANGE_TEXT: Record<Exclude<TCompareChange, 'same'>, 'versions.added' | 'versions.removed' | 'versions.price'> = {
  added: 'versions.added',
  removed: 'versions.removed',
  price: 'versions.price',
}

/**
 * The quotes Monsoon gave on a booking, kept as they were quoted, and any two versions (a quote,
 * or the booking as it is now) compared side by side: services, prices and totals (ADR 030).
 */
export function Versions({
  bookingId,
  quotes,
  days,
  currency,
}: {
  bookingId: string
  /** How many quotes there are: a new one reloads the list. */
  quotes: number
  /** The itinerary as it is now, priced. */
  days: readonly TTourDay[]
  currency: string
}) {
  const errorText = useErrorText()
  const versions = useQuery({
    queryKey: ['booking-versions', bookingId, quotes],
    queryFn: () => vaultCall<TBookingVersion[]>('GetBookingVersions', { _id: bookingId }),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const list = versions.data ?? []
  const words = useDocumentWords()
  const t = useTranslations('Vault')
  const { localTime, money } = useFormat()
  const versionName = (key: string) =>
    key === NOW_VERSION ? t('versions.nowColumn') : t('versions.quote', { number: key })
  const [left, setLeft] = useState<string | null>(null)
  const [right, setRight] = useState<string | null>(null)
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  // It opens on the last two quotes (issue 54); with a single quote, on that quote and the booking now.
  const [latest, previous] = list
  const leftKey = left ?? (previous ? String(previous.number) : latest ? String(latest.number) : NOW_VERSION)
  const rightKey = right ?? (previous && latest ? String(latest.number) : NOW_VERSION)

  const options = useMemo(
    () => [
      { key: NOW_VERSION, label: t('versions.now') },
      ...list.map((quote) => ({
        key: String(quote.number),
        label: t('versions.quoteOption', {
          number: quote.number,
          at: localTime(quote.at),
          total: money(quote.total, quote.currency),
        }),
      })),
    ],
    [list, t, localTime, money],
  )
  const comparison = list.length
    ? compareVersions({ quotes: list, now: { days, currency }, left: leftKey, right: rightKey, words })
    : null
  const shownDays = comparison
    ? comparison.days
        .map((tourDay) => ({
          ...tourDay,
          items: onlyDifferences ? tourDay.items.filter((item) => item.change !== 'same') : tourDay.items,
        }))
        .filter((tourDay) => !onlyDifferences || tourDay.items.length > 0)
    : []
  const change = comparison ? comparison.right - comparison.left : 0

  return (
    <section
      aria-label={t('versions.title')}
      className="grid gap-4 rounded-sm bg-white p-5 shadow-sm"
      data-testid="versions"
    >
      <h2 className="text-lg font-semibold">{t('versions.title')}</h2>
      {versions.isPending && <p className="text-sm text-muted">{t('versions.loading')}</p>}
      {versions.isError && (
        <p role="alert" className="text-sm text-primary">
          {errorText(versions.error)}
        </p>
      )}
      {versions.isSuccess && list.length === 0 && <p className="text-sm text-muted">{t('versions.none')}</p>}
      {list.length > 0 && (
        <>
          <ol className="grid gap-1 text-sm">
            {list.map((quote) => (
              <li key={quote.number}>
                <strong>{t('versions.quote', { number: quote.number })}</strong> · {localTime(quote.at)} · {quote.by} ·{' '}
                {money(quote.total, quote.currency)}
              </li>
            ))}
          </ol>
          <div className="grid gap-3 sm:grid-cols-2">
            {(
              [
                [t('versions.compare'), leftKey, setLeft],
                [t('versions.with'), rightKey, setRight],
              ] as const
            ).map(([label, value, set]) => (
              <label key={label} className="grid min-w-0 gap-1 text-sm">
                <span className="text-muted">{label}</span>
                {/* As wide as the column, never the option's text: a phone keeps its 375 px (issue 54). */}
                <select
                  className="w-full min-w-0 truncate rounded-sm border border-line bg-white px-2 py-1.5"
                  value={value}
                  onChange={(event) => set(event.target.value)}
                >
                  {options.map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          {comparison && (
            <ScrollRegion label={t('versions.compare')}>
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <p>
                  <span data-testid="versions-summary">{t('versions.summary', { count: comparison.changes })}</span>{' '}
                  <strong data-testid="versions-change">
                    {t('versions.totalChange', {
                      amount: `${change > 0 ? '+' : change < 0 ? '−' : '±'}${money(Math.abs(change), currency)}`,
                    })}
                  </strong>
                </p>
                <label className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={onlyDifferences}
                    onChange={(event) => setOnlyDifferences(event.target.checked)}
                  />
                  {t('versions.onlyDifferences')}
                </label>
              </div>
              <table className="w-full border-collapse text-xs sm:text-sm" data-testid="versions-table">
                <thead>
                  <tr className="border-b border-line text-left">
                    <th className="py-1.5 pr-2 font-semibold">{t('versions.service')}</th>
                    <th className="w-[5.5rem] py-1.5 pr-2 text-right font-semibold sm:w-28">{versionName(leftKey)}</th>
                    <th className="w-[5.5rem] py-1.5 text-right font-semibold sm:w-28">{versionName(rightKey)}</th>
                  </tr>
                </thead>
                <tbody>
                  {shownDays.map((tourDay) => (
                    <DayRows key={tourDay.day} day={tourDay} currency={currency} />
                  ))}
                  <tr className="border-t-2 border-ink font-semibold">
                    <td className="py-2 pr-2">{t('versions.total')}</td>
                    <td className="py-2 pr-2 text-right">{money(comparison.left, currency)}</td>
                    <td className="py-2 text-right" data-testid="versions-right-total">
                      {money(comparison.right, currency)}
                    </td>
                  </tr>
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  )
}

function DayRows({ day, currency }: { day: TCompareDay; currency: string }) {
  const t = useTranslations('Vault')
  const { money } = useFormat()
  const amount = (value: number | null) => (value === null ? '—' : money(value, currency))
  return (
    <>
      <tr className="bg-page">
        <th colSpan={3} className="px-1 py-1.5 text-left font-semibold">
          {t('versions.day', { day: day.day })}
          {day.rightDate || day.leftDate ? ` · ${day.rightDate ?? day.leftDate}` : ''}
        </th>
      </tr>
      {day.items.length === 0 && (
        <tr>
          <td colSpan={3} className="py-1.5 text-muted">
            {t('versions.noServices')}
          </td>
        </tr>
      )}
      {day.items.map((item) => (
        <tr key={item.id} className={`border-b border-line ${CHANGE_STYLE[item.change]}`}>
          <td className="py-1.5 pr-2">
            <span className={item.change === 'removed' ? 'line-through' : ''}>{item.name}</span>
            <span className="block text-xs text-muted">
              {item.detail}
              {item.change !== 'same' && <strong className="ml-1 text-ink">({t(CHANGE_TEXT[item.change])})</strong>}
            </span>
          </td>
          <td className="py-1.5 pr-2 text-right">{amount(item.left)}</td>
          <td className="py-1.5 text-right">{amount(item.right)}</td>
        </tr>
      ))}
    </>
  )
}
