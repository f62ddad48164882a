'use client'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { CURRENCIES } from '@/domain/agents'
import { formatMoney } from '@/domain/pricing/money'
import { apiCall } from '@/lib/api-client'
import type { TBankImport } from '@/server/finance/bank-import'
import { AdminButton } from './admin-button'

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const
const OUTCOME = {
  record: 'To record',
  recorded: 'Recorded',
  duplicate: 'Already recorded',
  unmatched: 'Record by hand',
}
const MAX_FILE = 3_500_000

/**
 * "Import the bank's statement" above the payments list (issue 57, ADR 068 §11): choose the CSV,
 * see what each credit pays (preview), then record them. Lines that name no invoice are listed to
 * record by hand; a file imported twice records nothing twice.
 */
export function BankImportClient() {
  const router = useRouter()
  const fileId = useId()
  const currencyId = useId()
  const [open, setOpen] = useState(false)
  const [csv, setCsv] = useState<string | null>(null)
  const [currency, setCurrency] = useState('EUR')
  const [result, setResult] = useState<TBankImport | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function send(apply: boolean) {
    if (!csv) return
    setBusy(true)
    setError(null)
    try {
      const answer = await apiCall<TBankImport>('/cms-api/payments/import-bank-statement', { csv, currency, apply })
      setResult(answer)
      if (apply) router.refresh()
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const toRecord = result?.matches.filter((match) => match.outcome === 'record').length ?? 0
  return (
    <div style={{ margin: '0 0 16px' }} data-testid="bank-import">
      <AdminButton onClick={() => setOpen((was) => !was)} aria-expanded={open}>
        {open ? 'Close the bank import' : 'Import the bank’s statement (CSV)'}
      </AdminButton>
      {open && (
        <div style={{ marginTop: 12, display: 'grid', gap: 12 }}>
          <p style={{ margin: 0 }}>
            Each credit whose reference names an invoice (INV-2026-00042) is recorded as a payment of that invoice’s
            agency and allocated to it. You see what will happen before anything is recorded.
          </p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
            <label htmlFor={fileId} style={{ display: 'grid', gap: 4 }}>
              The bank’s CSV export
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv,text/plain"
                onChange={async (event) => {
                  const file = event.target.files?.[0]
                  setResult(null)
                  setError(null)
                  if (!file) return setCsv(null)
                  if (file.size > MAX_FILE) {
                    setCsv(null)
                    return setError('The file is larger than 3.5 MB: export a shorter period.')
                  }
                  setCsv(await file.text())
                }}
              />
            </label>
            <label htmlFor={currencyId} style={{ display: 'grid', gap: 4 }}>
              Currency when the file names none
              <select id={currencyId} value={currency} onChange={(event) => setCurrency(event.target.value)}>
                {CURRENCIES.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </select>
            </label>
            <AdminButton onClick={() => void send(false)} disabled={!csv || busy}>
              {busy && !result ? 'Reading…' : 'Preview'}
            </AdminButton>
            {result && !result.apply && toRecord > 0 && (
              <AdminButton primary onClick={() => void send(true)} disabled={busy}>
                {busy ? 'Recording…' : `Record ${toRecord} payment${toRecord === 1 ? '' : 's'}`}
              </AdminButton>
            )}
          </div>
          {error && <p role="alert">{error}</p>}
          {result && (
            <div role="status" style={{ display: 'grid', gap: 8 }}>
              <p style={{ margin: 0 }}>
                {result.apply
                  ? `${result.recorded} payment${result.recorded === 1 ? '' : 's'} recorded.`
                  : `${result.matches.length} credit${result.matches.length === 1 ? '' : 's'} read: ${toRecord} to record.`}{' '}
                {result.skipped > 0 &&
                  `${result.skipped} debit or zero line${result.skipped === 1 ? '' : 's'} left out.`}
              </p>
              {result.problems.length > 0 && (
                <ul style={{ margin: 0 }}>
                  {result.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
              {result.matches.length > 0 && (
                <div style={{ overflowX: 'auto' }}>
                  <table style={{ borderCollapse: 'collapse', width: '100%' }}>
                    <thead>
                      <tr>
                        {['Line', 'Date', 'Amount', 'Reference', 'Agency', 'Invoices', 'Outcome'].map((head) => (
                          <th key={head} style={{ ...cell, textAlign: 'left' }}>
                            {head}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {result.matches.map((match) => (
                        <tr key={match.line} data-testid="bank-line" data-outcome={match.outcome}>
                          <td style={cell}>{match.line}</td>
                          <td style={{ ...cell, whiteSpace: 'nowrap' }}>{match.date}</td>
                          <td style={{ ...cell, whiteSpace: 'nowrap', textAlign: 'right' }}>
                            {formatMoney(match.amount, match.currency)}
                          </td>
                          <td style={cell}>{match.reference}</td>
                          <td style={cell}>{match.agencyName ?? ''}</td>
                          <td style={cell}>{match.invoices.join(', ')}</td>
                          <td style={cell}>
                            <strong>{OUTCOME[match.outcome]}</strong>
                            {match.note && <div>{match.note}</div>}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  )
}
