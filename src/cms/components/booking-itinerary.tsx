'use client'
import { useFormFields } from '@payloadcms/ui'
import { longDay } from '@/domain/itinerary/summary'
import type { TTourDay } from '@/domain/itinerary/types'
import { formatMoney } from '@/domain/pricing/money'
import { PRODUCT_TYPE_LABELS } from '@/domain/pricing/settings'

const cell = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
} as const

/** The booking's itinerary and totals, read-only, for consultants answering a request in /admin. */
export function BookingItinerary() {
  const { tours, total, currency } = useFormFields(([fields]) => ({
    tours: (fields.tours?.value ?? []) as TTourDay[],
    total: Number(fields.total?.value ?? 0),
    currency: String(fields.currency?.value ?? ''),
  }))
  const money = (amount: number) => formatMoney(amount, currency)
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <h3 style={{ marginBottom: 8 }}>Itinerary</h3>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="admin-itinerary">
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Day</th>
            <th style={{ ...cell, textAlign: 'left' }}>Locations</th>
            <th style={{ ...cell, textAlign: 'left' }}>Services</th>
            <th style={{ ...cell, textAlign: 'right' }}>Day total</th>
          </tr>
        </thead>
        <tbody>
          {tours.map((day) => (
            <tr key={day._id}>
              <td style={cell}>
                Day {day.Day}
                <br />
                {longDay(day.date)}
              </td>
              <td style={cell}>{day.location.map((location) => location.city).join(', ')}</td>
              <td style={cell}>
                {day.Activities.length === 0
                  ? '—'
                  : day.Activities.map((line) => (
                      <div key={line._id}>
                        {line.kind === 'surcharge' ? '+ ' : ''}
                        {line.nameTour}
                        {line.kind === 'hotel'
                          ? ` — ${line.numberRoom} × ${line.roomName}, night ${line.night}/${line.nights}`
                          : ''}
                        {` (${PRODUCT_TYPE_LABELS[line.type] ?? line.type}) ${money(line.total)}`}
                      </div>
                    ))}
              </td>
              <td style={{ ...cell, textAlign: 'right' }}>{money(day.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td style={cell} colSpan={3}>
              <strong>Total</strong>
            </td>
            <td style={{ ...cell, textAlign: 'right' }}>
              <strong>{money(total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
