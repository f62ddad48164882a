'use client'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { decimalOf, formatMoney, isCurrency, parseAmount } from '@/domain/pricing/money'
import { apiCall } from '@/lib/api-client'
import { AdminButton } from './admin-button'

type TOpen = { id: string; number: string; open: number; booking: string }

/**
 * Allocates a payment's credit to one of the agency's open invoices (issue 57, ADR 068 §7): the
 * amount typed in the currency's units ("1250.00"), proposed as the smaller of the credit and what
 * the invoice has open. The server checks it again under both rows' locks.
 */
export function AllocatePaymentClient(props: {
  paymentId: string
  currency: string
  unallocated: number
  invoices: TOpen[]
}) {
  const router = useRouter()
  const invoiceId = useId()
  const amountId = useId()
  const [invoice, setInvoice] = useState(props.invoices[0]?.id ?? '')
  const chosen = props.invoices.find((open) => open.id === invoice)
  const proposed = chosen ? Math.min(chosen.open, props.unallocated) : props.unallocated
  const [amount, setAmount] = useState(
    isCurrency(props.currency) ? decimalOf({ amount: proposed, currency: props.currency }) : '',
  )
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const money = (value: number) => formatMoney(value, props.currency)

  async function allocate() {
    if (!isCurrency(props.currency)) return
    let minor: number
    try {
      minor = parseAmount(amount, props.currency)
    } catch {
      setMessage({ ok: false, text: `Type the amount in ${props.currency}, e.g. 1250.00` })
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      await apiCall(`/cms-api/payments/${encodeURIComponent(props.paymentId)}/allocate`, { invoice, amount: minor })
      setMessage({ ok: true, text: `${money(minor)} allocated to ${chosen?.number}.` })
      router.refresh()
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="allocate-payment">
      <h3 style={{ margin: '0 0 4px' }}>Allocate the credit</h3>
      <p style={{ margin: '0 0 8px' }}>
        {money(props.unallocated)} of this payment is the agency’s credit.
        {props.invoices.length === 0 && ' The agency has no open invoice in this currency.'}
      </p>
      {props.invoices.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
          <label htmlFor={invoiceId} style={{ display: 'grid', gap: 4 }}>
            Invoice
            <select
              id={invoiceId}
              style={{ padding: '6px 8px', maxWidth: '100%' }}
              value={invoice}
              onChange={(event) => {
                setInvoice(event.target.value)
                const next = props.invoices.find((open) => open.id === event.target.value)
                if (next && isCurrency(props.currency))
                  setAmount(decimalOf({ amount: Math.min(next.open, props.unallocated), currency: props.currency }))
              }}
            >
              {props.invoices.map((open) => (
                <option key={open.id} value={open.id}>
                  {open.number} · {open.booking} · {money(open.open)} open
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={amountId} style={{ display: 'grid', gap: 4 }}>
            Amount ({props.currency})
            <input
              id={amountId}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              style={{ width: 140, padding: '6px 8px' }}
            />
          </label>
          <AdminButton primary onClick={allocate} disabled={busy || !invoice}>
            {busy ? 'Allocating…' : 'Allocate'}
          </AdminButton>
        </div>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} style={{ marginTop: 8 }}>
          {message.text}
        </p>
      )}
    </div>
  )
}
