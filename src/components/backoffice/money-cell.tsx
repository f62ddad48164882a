'use client'
import type { DefaultCellComponentProps } from 'payload'
import { formatMoney } from '@/domain/pricing/money'

/** An amount in minor units in a list of /admin, as people read it ("1,250.00 EUR"), by the row's currency. */
export function MoneyCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'number') return null
  const currency = String((rowData as { currency?: string }).currency ?? '')
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(cellData, currency)}</span>
  )
}
