import type { UIFieldServerProps } from 'payload'
import { AGEING_BUCKETS, AGEING_LABELS } from '@/domain/invoices'
import { formatMoney } from '@/domain/pricing/money'
import { agencyStatement } from '@/server/finance/account'

const cell = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'right' } as const

/**
 * The agency's account on its page in /admin (issue 57): per currency what it owes and how late,
 * and its statement of account for a period, as a PDF (A4 or Letter) or CSV.
 */
export async function AgencyAccount({ data, payload }: UIFieldServerProps) {
  const id = typeof data?.id === 'string' ? data.id : null
  if (!id) return null
  const statement = await agencyStatement(payload, id)
  const action = `/cms-api/agencies/${encodeURIComponent(id)}/statement`
  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="agency-account">
      <h3 style={{ margin: '0 0 8px' }}>Account with Monsoon</h3>
      {statement.sections.length === 0 ? (
        <p>No invoices or payments yet.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', minWidth: 560 }}>
            <thead>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }}>Currency</th>
                <th style={cell}>Balance</th>
                {AGEING_BUCKETS.map((bucket) => (
                  <th key={bucket} style={cell}>
                    {AGEING_LABELS[bucket]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.sections.map((section) => (
                <tr key={section.currency} data-testid="agency-account-row">
                  <td style={{ ...cell, textAlign: 'left' }}>{section.currency}</td>
                  <td style={cell}>
                    <strong>{formatMoney(section.closing, section.currency)}</strong>
                  </td>
                  {AGEING_BUCKETS.map((bucket) => (
                    <td key={bucket} style={cell}>
                      {formatMoney(section.ageing[bucket], section.currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        action={action}
        method="get"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end', marginTop: 12 }}
      >
        <label style={{ display: 'grid', gap: 4 }}>
          From
          <input type="date" name="from" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          To
          <input type="date" name="to" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Paper
          <select name="size" defaultValue="a4">
            <option value="a4">A4</option>
            <option value="letter">Letter</option>
          </select>
        </label>
        <button
          type="submit"
          name="format"
          value="pdf"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
        >
          Statement (PDF)
        </button>
        <button
          type="submit"
          name="format"
          value="csv"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
        >
          Statement (CSV)
        </button>
      </form>
    </div>
  )
}
