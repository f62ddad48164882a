import type { UIFieldServerProps } from 'payload'
import { longDay } from '@/domain/itinerary/summary'
import { formatMoney } from '@/domain/pricing/money'
import { bookingInvoices, type TStanding } from '@/server/finance/account'

const cell = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const
const amount = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const

export const STANDING_WORDS: Record<TStanding, string> = {
  paid: 'Paid',
  credited: 'Credited',
  due: 'Due',
  overdue: 'Overdue',
}

/**
 * The booking's invoices and credit notes in /admin (issue 57): each with what was paid, what is
 * open and when the next part is due, paid / due / overdue at a glance, and its PDF.
 */
export async function BookingInvoices({ data, payload }: UIFieldServerProps) {
  const id = typeof data?.id === 'string' ? data.id : null
  if (!id) return null
  const invoices = await bookingInvoices(payload, id)
  const admin = payload.config.routes.admin
  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="booking-invoices">
      {invoices.length === 0 ? (
        <p>No invoice: a confirmed booking with something to pay is invoiced when it is confirmed.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }}>Document</th>
                <th style={{ ...cell, textAlign: 'left' }}>Issued</th>
                <th style={amount}>Total</th>
                <th style={amount}>Paid</th>
                <th style={amount}>Open</th>
                <th style={{ ...cell, textAlign: 'left' }}>Standing</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} data-testid="booking-invoice">
                  <td style={cell}>
                    <a href={`${admin}/collections/invoices/${invoice.id}`}>{invoice.number}</a>
                    {invoice.kind === 'credit_note' && <div>Credit note for {invoice.credits}</div>}{' '}
                    <a href={`/cms-api/invoices/${invoice.id}/pdf`} download>
                      PDF
                    </a>
                  </td>
                  <td style={{ ...cell, whiteSpace: 'nowrap' }}>{longDay(invoice.issuedOn)}</td>
                  <td style={amount}>{formatMoney(invoice.total, invoice.currency)}</td>
                  <td style={amount}>
                    {invoice.kind === 'invoice' ? formatMoney(invoice.paid, invoice.currency) : ''}
                  </td>
                  <td style={amount}>
                    {invoice.kind === 'invoice' ? formatMoney(invoice.open, invoice.currency) : ''}
                  </td>
                  <td style={cell} data-testid="invoice-standing">
                    {invoice.standing && <strong>{STANDING_WORDS[invoice.standing]}</strong>}
                    {invoice.dueOn && invoice.dueAmount !== null && invoice.open > 0 && (
                      <div>
                        {formatMoney(invoice.dueAmount, invoice.currency)} due {longDay(invoice.dueOn)}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
