'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { TInstalment, TInvoiceLine } from '@/domain/invoices'
import { longDay, shortDay } from '@/domain/itinerary/summary'
import { formatMoney } from '@/domain/pricing/money'

const cell = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const
const amount = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const

type TBillTo = { name?: string; address?: string; taxId?: string; email?: string }

/**
 * An invoice or credit note in /admin as the document it is (issue 57): whom it bills, a line per
 * service, the total and when it is due, in the invoice's currency. Read from the document's own
 * fields, which are never edited.
 */
export function InvoiceDocument() {
  const fields = useFormFields(([all]) => ({
    kind: String(all.kind?.value ?? ''),
    currency: String(all.currency?.value ?? ''),
    total: Number(all.total?.value ?? 0),
    lines: (all.lines?.value ?? []) as TInvoiceLine[],
    schedule: (all.schedule?.value ?? []) as TInstalment[],
    billTo: (all.billTo?.value ?? {}) as TBillTo,
  }))
  const { id } = useDocumentInfo()
  const money = (value: number) => formatMoney(value, fields.currency)
  const credit = fields.kind === 'credit_note'
  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="invoice-document">
      <div style={{ display: 'flex', gap: 12, alignItems: 'baseline', flexWrap: 'wrap', marginBottom: 4 }}>
        <h3 style={{ margin: 0 }}>{credit ? 'Credit note' : 'Invoice'}</h3>
        {id !== undefined &&
          (['a4', 'letter'] as const).map((size) => (
            <a key={size} href={`/cms-api/invoices/${encodeURIComponent(String(id))}/pdf?size=${size}`} download>
              PDF ({size === 'a4' ? 'A4' : 'Letter'})
            </a>
          ))}
      </div>
      <p style={{ margin: '0 0 12px', whiteSpace: 'pre-line' }}>
        <strong>Billed to:</strong> {fields.billTo.name}
        {fields.billTo.address ? `\n${fields.billTo.address}` : ''}
        {fields.billTo.taxId ? `\nTax / VAT: ${fields.billTo.taxId}` : ''}
        {fields.billTo.email ? `\n${fields.billTo.email}` : ''}
      </p>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: 'left' }}>Service</th>
              <th style={{ ...cell, textAlign: 'left' }}>Date</th>
              <th style={amount}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {fields.lines.map((line) => (
              <tr key={`${line.date}:${line.description}:${line.amount}`}>
                <td style={cell}>{line.description}</td>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>{shortDay(line.date)}</td>
                <td style={amount}>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td style={cell} colSpan={2}>
                <strong>{credit ? 'Credited' : 'Total'}</strong>
              </td>
              <td style={amount} data-testid="invoice-total">
                <strong>{money(fields.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {fields.schedule.length > 0 && (
        <>
          <h4 style={{ margin: '16px 0 4px' }}>Payment schedule</h4>
          <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="invoice-schedule">
            {fields.schedule.map((step) => (
              <li key={step.kind}>
                {step.kind === 'deposit' ? 'Deposit' : 'Balance'} of {money(step.amount)} due {longDay(step.due)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
