'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import {
  compareVersions,
  comparisonSummary,
  NOW_VERSION,
  type TCompareChange,
  versionLabel,
} from '@/domain/itinerary/compare'
import type { TTourDay } from '@/domain/itinerary/types'
import { formatMoney } from '@/domain/pricing/money'
import { ENGLISH_DOCUMENT_WORDS } from '@/lib/i18n/document-words'

type TQuote = {
  number: number
  at: string
  by: string
  total: number
  currency: string
  snapshot: { Tours: TTourDay[] }
}

const cell = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
} as const
const CHANGE: Record<TCompareChange, { text: string; background?: string }> = {
  same: { text: '' },
  added: { text: 'added', background: 'var(--theme-success-50)' },
  removed: { text: 'removed', background: 'var(--theme-error-50)' },
  price: { text: 'price changed', background: 'var(--theme-warning-50)' },
}

/**
 * The quotes Monsoon gave on this booking beside the booking as it is now, or two quotes side by
 * side, for the consultant deciding whether to confirm (ADR 030: the vault's Versions, for staff).
 */
export function BookingVersions() {
  const { id } = useDocumentInfo()
  const { tours, currency } = useFormFields(([fields]) => ({
    tours: (fields.tours?.value ?? []) as TTourDay[],
    currency: String(fields.currency?.value ?? ''),
  }))
  const [quotes, setQuotes] = useState<TQuote[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [left, setLeft] = useState<string | null>(null)
  const [right, setRight] = useState(NOW_VERSION)
  useEffect(() => {
    if (!id) return
    const query = `where[booking][equals]=${encodeURIComponent(String(id))}&sort=-number&depth=0&limit=50`
    fetch(`/cms-api/booking-quotes?${query}`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((page: { docs: TQuote[] }) => setQuotes(page.docs))
      .catch(() => setFailed(true))
  }, [id])
  if (!id) return null
  if (failed) return <p style={{ marginBottom: 24 }}>The quotes could not be loaded. Reload the page to try again.</p>
  if (!quotes) return null
  if (quotes.length === 0)
    return (
      <div className="field-type" style={{ marginBottom: 24 }}>
        <h3 style={{ marginBottom: 8 }}>Versions</h3>
        <p>No quote given yet: one is kept each time the booking moves to Quoted.</p>
      </div>
    )
  const leftKey = left ?? String(quotes[0]?.number)
  const comparison = compareVersions({
    quotes,
    now: { days: tours, currency },
    left: leftKey,
    right,
    words: ENGLISH_DOCUMENT_WORDS,
  })
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, currency))
  const options = [
    { key: NOW_VERSION, label: 'Now (as saved)' },
    ...quotes.map((quote) => ({
      key: String(quote.number),
      label: `Quote ${quote.number} · ${new Date(quote.at).toLocaleString('en-GB')} · ${quote.by} · ${formatMoney(quote.total, quote.currency)}`,
    })),
  ]
  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="admin-versions">
      <h3 style={{ marginBottom: 8 }}>Versions</h3>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginBottom: 12 }}>
        {(
          [
            ['Compare', leftKey, setLeft],
            ['with', right, setRight],
          ] as const
        ).map(([label, value, set]) => (
          <label key={label} style={{ display: 'grid', gap: 4 }}>
            {label}
            <select value={value} onChange={(event) => set(event.target.value)}>
              {options.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p style={{ marginBottom: 8 }} data-testid="admin-versions-summary">
        {comparisonSummary(comparison)}
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Service</th>
            <th style={{ ...cell, textAlign: 'right' }}>{versionLabel(leftKey)}</th>
            <th style={{ ...cell, textAlign: 'right' }}>{versionLabel(right)}</th>
          </tr>
        </thead>
        <tbody>
          {comparison.days.map((day) => [
            <tr key={`day-${day.day}`}>
              <th colSpan={3} style={{ ...cell, textAlign: 'left', background: 'var(--theme-elevation-50)' }}>
                Day {day.day}
                {day.rightDate || day.leftDate ? ` · ${day.rightDate ?? day.leftDate}` : ''}
              </th>
            </tr>,
            ...day.items.map((item) => (
              <tr key={`${day.day}-${item.id}`} style={{ background: CHANGE[item.change].background }}>
                <td style={cell}>
                  <span style={{ textDecoration: item.change === 'removed' ? 'line-through' : undefined }}>
                    {item.name}
                  </span>
                  <br />
                  <small>
                    {item.detail}
                    {item.change !== 'same' && <strong> ({CHANGE[item.change].text})</strong>}
                  </small>
                </td>
                <td style={{ ...cell, textAlign: 'right' }}>{money(item.left)}</td>
                <td style={{ ...cell, textAlign: 'right' }}>{money(item.right)}</td>
              </tr>
            )),
          ])}
        </tbody>
        <tfoot>
          <tr>
            <td style={cell}>
              <strong>Total</strong>
            </td>
            <td style={{ ...cell, textAlign: 'right' }}>
              <strong>{money(comparison.left)}</strong>
            </td>
            <td style={{ ...cell, textAlign: 'right' }} data-testid="admin-versions-right-total">
              <strong>{money(comparison.right)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
