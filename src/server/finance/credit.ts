import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import { creditProblem } from '@/domain/invoices'
import { convert } from '@/domain/pricing/convert'
import { isCurrency } from '@/domain/pricing/money'
import { AppError } from '@/lib/errors'
import { execute } from '@/server/db'
import { rateTable } from '@/server/pricing/sell-settings'
import { OPEN_ON_INVOICE } from './payments'

/**
 * The agency's credit limit (issue 57, ADR 068 §6): before Book now confirms a booking or an
 * accepted quote asks Monsoon to, what the agency owes (its invoices' open amounts and its accepted
 * quotes not yet invoiced, less its payments not allocated yet) plus this booking must stay within
 * its limit. Run in the booking's write transaction with the agency's row locked, so two bookings of
 * one agency at once are checked one after the other and cannot pass the limit together.
 */
export async function refuseOverCredit(
  req: PayloadRequest,
  booking: { id: string; agency: string; total: number; currency: string },
): Promise<void> {
  const rows = await execute(
    req.payload,
    sql`select credit_limit as "limit", credit_currency as currency from agencies where id = ${booking.agency}::uuid for no key update`,
    req,
  )
  const limit = rows[0]?.limit === null || rows[0]?.limit === undefined ? null : Number(rows[0].limit)
  const currency = String(rows[0]?.currency ?? 'EUR')
  if (limit === null || !isCurrency(currency)) return
  const owed = await execute(
    req.payload,
    sql`select currency, sum(amount)::bigint as amount from (
          select i.currency, ${OPEN_ON_INVOICE} as amount
            from invoices i where i.agency_id = ${booking.agency}::uuid and i.kind = 'invoice'
          union all
          select p.currency::text, -(p.amount - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = p.id), 0))
            from payments p where p.agency_id = ${booking.agency}::uuid
          union all
          select b.currency, b.total from bookings b
            where b.agency_id = ${booking.agency}::uuid and b.status = 'confirmation_requested'
              and b.id <> ${booking.id}::uuid and b.deleted_at is null
        ) owed group by currency`,
    req,
  )
  const rates = await rateTable(req.payload, allotmentDay(new Date()))
  const inLimitCurrency = (amount: number, from: string) => {
    if (from === currency) return amount
    if (!isCurrency(from) || !rates[from] || !rates[currency])
      throw new AppError('UNAVAILABLE', { key: 'noRateForCredit', values: { from, currency } })
    return convert({ amount, currency: from }, currency, rates).amount
  }
  const outstanding = owed.reduce((sum, row) => sum + inLimitCurrency(Number(row.amount), String(row.currency)), 0)
  const problem = creditProblem({
    limit,
    outstanding,
    amount: inLimitCurrency(booking.total, booking.currency),
  })
  if (problem) throw new AppError('CREDIT_LIMIT', { key: problem })
}
