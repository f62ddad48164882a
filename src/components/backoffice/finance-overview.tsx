import type { Payload } from 'payload'
import { shortDay } from '@/domain/itinerary/summary'
import { formatMoney } from '@/domain/pricing/money'
import { BRAND_RED } from '@/lib/brand-mark'
import { receivablesOverTime, type TReceivablesSeries, totalsByMarket } from '@/server/finance/overview'

const cell = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'right' } as const
const WIDTH = 640
const HEIGHT = 160
const PAD = { left: 8, right: 8, top: 12, bottom: 22 }

/** One currency's receivables as a line over the weeks, its last value and the scale's top in words. */
function Chart({ series }: { series: TReceivablesSeries }) {
  const values = series.points.map((point) => point.owed)
  const top = Math.max(1, ...values)
  const bottom = Math.min(0, ...values)
  const x = (index: number) => PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / Math.max(1, values.length - 1)
  const y = (value: number) => PAD.top + ((top - value) * (HEIGHT - PAD.top - PAD.bottom)) / (top - bottom || 1)
  const line = values
    .map((value, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`)
    .join('')
  const first = series.points[0]
  const last = series.points.at(-1)
  const money = (amount: number) => formatMoney(amount, series.currency)
  return (
    <figure style={{ margin: 0, minWidth: 0 }} data-testid="receivables-chart">
      <figcaption style={{ marginBottom: 4 }}>
        <strong>{series.currency}</strong>: {money(last?.owed ?? 0)} owed now, less money on account; at most{' '}
        {money(top)} in the last 26 weeks
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Receivables in ${series.currency} each week from ${first ? shortDay(first.day) : ''} to ${last ? shortDay(last.day) : ''}: from ${money(first?.owed ?? 0)} to ${money(last?.owed ?? 0)}`}
        style={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.25} />
        <path d={`${line}L${x(values.length - 1)},${y(0)}L${x(0)},${y(0)}Z`} fill={BRAND_RED} fillOpacity={0.1} />
        <path d={line} fill="none" stroke={BRAND_RED} strokeWidth={2} />
        {first && (
          <text x={PAD.left} y={HEIGHT - 6} fontSize={11} fill="currentColor">
            {shortDay(first.day)}
          </text>
        )}
        {last && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize={11} fill="currentColor" textAnchor="end">
            {shortDay(last.day)}
          </text>
        )}
      </svg>
    </figure>
  )
}

/**
 * Monsoon's receivables on the dashboard (issue 57), for staff who read invoices: what agencies owe
 * by market and currency, of it overdue, and the total owed each week of the last half year.
 */
export async function FinanceOverview({ payload }: { payload: Payload }) {
  const [totals, series] = await Promise.all([totalsByMarket(payload), receivablesOverTime(payload)])
  if (totals.length === 0 && series.length === 0) return null
  return (
    <section
      aria-labelledby="finance-overview"
      className="finance-overview"
      style={{ marginBottom: 40 }}
      data-testid="finance-overview"
    >
      <h2 id="finance-overview" className="work-queues__title">
        Receivables
      </h2>
      {totals.length > 0 && (
        <div style={{ overflowX: 'auto', marginBottom: 16 }}>
          <table style={{ borderCollapse: 'collapse', minWidth: 420 }}>
            <thead>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }}>Market</th>
                <th style={{ ...cell, textAlign: 'left' }}>Currency</th>
                <th style={cell}>Open invoices</th>
                <th style={cell}>Open on invoices</th>
                <th style={cell}>Of it overdue</th>
              </tr>
            </thead>
            <tbody>
              {totals.map((row) => (
                <tr key={`${row.market}-${row.currency}`} data-testid="finance-total">
                  <td style={{ ...cell, textAlign: 'left' }}>{row.market.toUpperCase()}</td>
                  <td style={{ ...cell, textAlign: 'left' }}>{row.currency}</td>
                  <td style={cell}>{row.invoices}</td>
                  <td style={cell}>{formatMoney(row.open, row.currency)}</td>
                  <td style={{ ...cell, fontWeight: row.overdue > 0 ? 600 : undefined }}>
                    {formatMoney(row.overdue, row.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
        {series.map((one) => (
          <Chart key={one.currency} series={one} />
        ))}
      </div>
    </section>
  )
}
