import type { UIFieldServerProps } from 'payload'
import { relationId } from '@/lib/relation'
import type { Payment } from '@/payload-types'
import { openInvoicesOf } from '@/server/finance/account'
import { AllocatePaymentClient } from './allocate-payment.client'

/**
 * A payment's credit not yet allocated, and the agency's open invoices in its currency to allocate
 * it to (issue 57): the server lists them, the client sends the allocation.
 */
export async function AllocatePayment({ data, payload }: UIFieldServerProps) {
  const payment = data as Payment | undefined
  if (!payment?.id || !(payment.unallocated && payment.unallocated > 0)) return null
  const invoices = await openInvoicesOf(payload, relationId(payment.agency), payment.currency)
  return (
    <AllocatePaymentClient
      paymentId={payment.id}
      currency={payment.currency}
      unallocated={payment.unallocated}
      invoices={invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        open: invoice.open,
        booking: invoice.bookingCode,
      }))}
    />
  )
}
