'use client'
import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useFormat } from './format'
import { vaultCall } from './vault-api'

type TInvoiceRow = {
  id: string
  number: string
  kind: 'invoice' | 'credit_note'
  currency: string
  total: number
  open: number
  dueOn: string | null
  dueAmount: number | null
  standing: 'paid' | 'credited' | 'due' | 'overdue' | null
}

/**
 * Where the booking's invoice stands (issue 57): paid, or what is due by when, or overdue, with the
 * invoice and any credit note as PDFs. Shown on a confirmed or cancelled booking; the line keeps its
 * height while it loads, so nothing below it moves.
 */
export function InvoiceStatus({ bookingId }: { bookingId: string }) {
  const t = useTranslations('Vault')
  const f = useFormat()
  const invoices = useQuery({
    queryKey: ['booking-invoices', bookingId],
    queryFn: () =>
      vaultCall<TInvoiceRow[]>(
        `/b2badminapi/api/Finance/invoices?booking=${encodeURIComponent(bookingId)}`,
        undefined,
        {
          method: 'GET',
        },
      ),
    staleTime: 60_000,
  })
  const rows = invoices.data ?? []
  const current = rows.find((row) => row.kind === 'invoice' && row.standing !== 'credited')
  return (
    // One line, its height kept while it loads, so nothing below it moves.
    <p className="mt-1 flex min-h-6 flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="invoice-status">
      {invoices.isSuccess && rows.length === 0 && <span className="text-muted">{t('invoice.none')}</span>}
      {current && (
        <span>
          {t('invoice.label', { number: current.number })}
          {' · '}
          <strong
            className={current.standing === 'overdue' ? 'text-primary' : undefined}
            data-testid="invoice-standing"
          >
            {current.standing === 'paid'
              ? t('invoice.paid')
              : current.dueOn && current.dueAmount !== null
                ? t(current.standing === 'overdue' ? 'invoice.overdue' : 'invoice.due', {
                    amount: f.money(current.dueAmount, current.currency),
                    date: f.day(current.dueOn),
                  })
                : t('invoice.open', { amount: f.money(current.open, current.currency) })}
          </strong>
        </span>
      )}
      {rows.map((row) => (
        <a
          key={row.id}
          href={`/b2badminapi/api/Finance/invoices/${row.id}/pdf`}
          download
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t(row.kind === 'invoice' ? 'invoice.pdf' : 'invoice.creditPdf', { number: row.number })}
        </a>
      ))}
    </p>
  )
}
