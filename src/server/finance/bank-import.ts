import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { describeBankProblem, invoiceNumbersIn, parseBankCsv, type TBankRow } from '@/domain/bank-statement'
import { isCurrency } from '@/domain/pricing/money'
import { AppError } from '@/lib/errors'
import { execute } from '@/server/db'
import { asStaff } from './actions'
import { allocateCredit, logFinance } from './payments'

/**
 * Imports the bank's statement (issue 57, ADR 068 §11): the CSV export of Monsoon's account is
 * read (src/domain/bank-statement.ts), and each credit whose reference names one of Monsoon's
 * invoices is recorded as a payment of that invoice's agency, allocated to it, and to the other
 * invoices the reference names as far as it goes. What cannot be matched is listed for staff to
 * record by hand. First a preview (`apply: false`), then the import, in one transaction: a line
 * already recorded (same agency, day, amount, currency and reference) is never recorded twice,
 * even when two people import the same file at once.
 */

type TMatch = {
  line: number
  date: string
  amount: number
  currency: string
  reference: string
  payer: string
  /** What happens to it: recorded, already recorded, or why it needs a person. */
  outcome: 'record' | 'recorded' | 'duplicate' | 'unmatched'
  note: string
  agency: string | null
  agencyName: string | null
  invoices: string[]
}

export type TBankImport = {
  apply: boolean
  matches: TMatch[]
  problems: string[]
  skipped: number
  recorded: number
}

type TInvoiceRow = { id: string; number: string; agency: string; agencyName: string; currency: string; open: number }

async function invoicesNamed(req: PayloadRequest, numbers: string[]): Promise<TInvoiceRow[]> {
  if (numbers.length === 0) return []
  const rows = await execute(
    req.payload,
    sql`select i.id, i.number, i.agency_id, a.name, i.currency, i.open from invoices i join agencies a on a.id = i.agency_id
         where i.kind = 'invoice' and i.number in (${sql.join(
           numbers.map((number) => sql`${number}`),
           sql`, `,
         )})`,
    req,
  )
  return rows.map((row) => ({
    id: String(row.id),
    number: String(row.number),
    agency: String(row.agency_id),
    agencyName: String(row.name),
    currency: String(row.currency),
    open: Number(row.open ?? 0),
  }))
}

/** Which agency and invoices a line pays, or why it cannot be told. */
async function match(req: PayloadRequest, row: TBankRow): Promise<TMatch> {
  const base = {
    line: row.line,
    date: row.date,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    payer: row.payer,
    agency: null,
    agencyName: null,
    invoices: [],
  }
  const numbers = invoiceNumbersIn(row.reference)
  if (numbers.length === 0) return { ...base, outcome: 'unmatched', note: 'No invoice number in the reference' }
  const found = await invoicesNamed(req, numbers)
  const missing = numbers.filter((number) => !found.some((invoice) => invoice.number === number))
  if (found.length === 0) return { ...base, outcome: 'unmatched', note: `No such invoice: ${missing.join(', ')}` }
  const agencies = new Set(found.map((invoice) => invoice.agency))
  if (agencies.size > 1) return { ...base, outcome: 'unmatched', note: 'The invoices named are of different agencies' }
  const mine = found.filter((invoice) => invoice.currency === row.currency)
  if (mine.length === 0)
    return {
      ...base,
      outcome: 'unmatched',
      note: `${found[0].number} is in ${found[0].currency}, the transfer in ${row.currency}`,
    }
  const ordered = numbers
    .map((number) => mine.find((invoice) => invoice.number === number))
    .filter((x) => x !== undefined)
  const duplicate = await execute(
    req.payload,
    sql`select 1 from payments where agency_id = ${found[0].agency}::uuid and received_on::date = ${row.date}::date
          and amount = ${row.amount} and currency = ${row.currency} and reference = ${row.reference} limit 1`,
    req,
  )
  return {
    ...base,
    agency: found[0].agency,
    agencyName: found[0].agencyName,
    invoices: ordered.map((invoice) => invoice.number),
    outcome: duplicate.length ? 'duplicate' : 'record',
    note: duplicate.length
      ? 'Already recorded'
      : missing.length
        ? `Not found: ${missing.join(', ')}`
        : ordered.every((invoice) => invoice.open <= 0)
          ? 'The invoices are paid: it stays the agency’s credit'
          : '',
  }
}

/** `{ csv, currency?, apply? }`: the preview, or (apply) the import. */
export async function importBankStatement(req: PayloadRequest, body: Record<string, unknown>): Promise<TBankImport> {
  if (typeof body.csv !== 'string' || body.csv.trim() === '')
    throw new AppError('BAD_REQUEST', 'Choose the bank’s CSV file')
  const fallback = typeof body.currency === 'string' && isCurrency(body.currency) ? body.currency : undefined
  const apply = body.apply === true
  const parsed = parseBankCsv(body.csv, fallback)
  return asStaff(req, async (tx) => {
    // One import at a time: the second waits and then finds the first's payments as duplicates.
    await execute(req.payload, sql`select pg_advisory_xact_lock(hashtext('monsoon:bank-import'))`, tx)
    const matches: TMatch[] = []
    let recorded = 0
    for (const row of parsed.rows) {
      const found = await match(tx, row)
      if (apply && found.outcome === 'record' && found.agency) {
        const [first, ...others] = await invoicesNamed(tx, found.invoices)
        const payment = await tx.payload.create({
          collection: 'payments',
          data: {
            agency: found.agency,
            receivedOn: `${row.date}T12:00:00.000Z`,
            amount: row.amount,
            currency: row.currency,
            method: 'bank_transfer',
            reference: row.reference.slice(0, 120),
            invoice: first?.id,
            note: `Imported from the bank’s statement (line ${row.line}${row.payer ? `, from ${row.payer}` : ''})`,
          },
          depth: 0,
          req: tx,
        })
        // The other invoices the reference names take what is left, in the order written.
        for (const invoice of others) {
          const left = await execute(
            req.payload,
            sql`select unallocated from payments where id = ${payment.id}::uuid`,
            tx,
          )
          const open = (await invoicesNamed(tx, [invoice.number]))[0]?.open ?? 0
          const amount = Math.min(Number(left[0]?.unallocated ?? 0), open)
          if (amount > 0) await allocateCredit(tx, { payment: payment.id, invoice: invoice.id, amount })
        }
        recorded += 1
        matches.push({ ...found, outcome: 'recorded' })
        continue
      }
      matches.push(found)
    }
    if (apply && recorded > 0)
      await logFinance(tx, {
        action: 'bank_import',
        summary: `Bank statement imported: ${recorded} payment${recorded === 1 ? '' : 's'} recorded, ${
          matches.filter((m) => m.outcome === 'unmatched').length
        } to record by hand`,
        details: { recorded, lines: parsed.rows.length, problems: parsed.problems.length, skipped: parsed.skipped },
      })
    return {
      apply,
      matches,
      problems: parsed.problems.map(describeBankProblem),
      skipped: parsed.skipped,
      recorded,
    }
  })
}
