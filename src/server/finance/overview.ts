import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import { addDays, type TIsoDate } from '@/domain/pricing/dates'
import { execute } from '@/server/db'

/**
 * The back office's view of Monsoon's receivables (issue 57): what agencies owe by market and
 * currency (open, of it overdue), and how the total owed moved week by week. Computed from the
 * documents themselves (an amount owed on a day is what was invoiced by then less what was credited
 * and paid by then), so the past needs no snapshots and never disagrees with the ledger.
 */

export type TMarketTotal = { market: string; currency: string; invoices: number; open: number; overdue: number }

export async function totalsByMarket(payload: Payload, today = allotmentDay(new Date())): Promise<TMarketTotal[]> {
  const rows = await execute(
    payload,
    sql`select coalesce(g.cmarket::text, '—') as market, i.currency, count(*)::int as invoices,
               sum(i.open)::bigint as open,
               coalesce(sum(i.open) filter (where i.due_on < ${today}::date), 0)::bigint as overdue
          from invoices i join bookings b on b.id = i.booking_id left join agents g on g.id = b.agent_id
         where i.kind = 'invoice' and i.open > 0
         group by 1, 2 order by 1, 2`,
  )
  return rows.map((row) => ({
    market: String(row.market),
    currency: String(row.currency),
    invoices: Number(row.invoices),
    open: Number(row.open),
    overdue: Number(row.overdue),
  }))
}

export type TReceivablesSeries = { currency: string; points: { day: TIsoDate; owed: number }[] }

/** What agencies owed Monsoon at the end of each of the last `weeks` weeks, per currency. */
export async function receivablesOverTime(
  payload: Payload,
  weeks = 26,
  today = allotmentDay(new Date()),
): Promise<TReceivablesSeries[]> {
  const days = Array.from({ length: weeks + 1 }, (_, index) => addDays(today, (index - weeks) * 7))
  const rows = await execute(
    payload,
    sql`with d as (select unnest(${`{${days.join(',')}}`}::date[]) as day),
         moves as (
           select issued_on::date as day, currency, case when kind = 'invoice' then total else -total end as amount from invoices
           union all
           select received_on::date, currency::text, -amount from payments)
        select to_char(d.day, 'YYYY-MM-DD') as day, m.currency, sum(m.amount)::bigint as owed
          from d join moves m on m.day <= d.day
         group by d.day, m.currency order by m.currency, d.day`,
  )
  const byCurrency = new Map<string, Map<string, number>>()
  for (const row of rows) {
    const currency = String(row.currency)
    const day = String(row.day)
    if (!byCurrency.has(currency)) byCurrency.set(currency, new Map())
    byCurrency.get(currency)?.set(day, Number(row.owed))
  }
  return [...byCurrency.entries()].map(([currency, owed]) => ({
    currency,
    points: days.map((day) => ({ day, owed: owed.get(day) ?? 0 })),
  }))
}
