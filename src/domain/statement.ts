import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  ageing,
  statementLines,
  type TAgeingBucket,
  type TInstalment,
  type TStatementEntry,
  type TStatementLine,
} from '@/domain/invoices'
import type { TIsoDate } from '@/domain/pricing/dates'
import { decimalOf, isCurrency } from '@/domain/pricing/money'

/**
 * An agency's statement of account (issue 57, ADR 068): per currency, every invoice, credit note and
 * payment of a period in date order with a running balance from the balance brought forward, and
 * the ageing of what is open on the statement's day. Pure: the server reads the rows, this shapes them.
 */

export type TBillParty = { name: string; address: string; taxId: string; email: string }

/** One currency's part of a statement. */
export type TStatementSection = {
  currency: string
  /** The balance brought forward: everything before the period. */
  opening: number
  lines: TStatementLine[]
  /** What the agency owes at the end of the period (negative: Monsoon owes it, credit on account). */
  closing: number
  /** What is open on the statement's day, by how late it is. */
  ageing: Record<TAgeingBucket, number>
}

export type TStatement = {
  agency: TBillParty
  /** The first day of the period, or null for everything from the start. */
  from: TIsoDate | null
  /** The statement's day: entries up to it, ageing on it. */
  to: TIsoDate
  sections: TStatementSection[]
}

/** An open invoice as the ageing needs it. */
export type TOpenInvoice = { currency: string; schedule: readonly TInstalment[]; paid: number; open: number }

/** The statement's sections, one per currency in alphabetical order, from all the agency's entries. */
export function statementSections(args: {
  entries: readonly (TStatementEntry & { currency: string })[]
  openInvoices: readonly TOpenInvoice[]
  from: TIsoDate | null
  to: TIsoDate
}): TStatementSection[] {
  const upTo = args.entries.filter((entry) => entry.date <= args.to)
  const currencies = [...new Set(upTo.map((entry) => entry.currency))].sort()
  return currencies.map((currency) => {
    // Each section names its currency once: its lines carry none of their own.
    const mine = upTo.filter((entry) => entry.currency === currency).map(({ currency: _, ...entry }) => entry)
    const before = mine.filter((entry) => args.from !== null && entry.date < args.from)
    const opening = statementLines(before).at(-1)?.balance ?? 0
    const lines = statementLines(
      mine.filter((entry) => args.from === null || entry.date >= args.from),
      opening,
    )
    return {
      currency,
      opening,
      lines,
      closing: lines.at(-1)?.balance ?? opening,
      ageing: ageing(
        args.openInvoices.filter((invoice) => invoice.currency === currency),
        args.to,
      ),
    }
  })
}

const KIND_WORDS: Record<TStatementEntry['kind'], string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
}

/**
 * A CSV field: quoted when it holds a separator, a quote or a line break; a formula's first character
 * defused. A plain number ("-12.50", a balance in the agency's favour) is no formula and stays a number.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * The statement as CSV for an accountant's spreadsheet (RFC 4180, CRLF): one row per entry with
 * the currency, debit, credit and running balance as plain decimals ("1234.56"), the balance brought
 * forward and the ageing after each currency's entries.
 */
export function statementCsv(statement: TStatement): string {
  const rows: string[][] = [['Currency', 'Date', 'Type', 'Reference', 'Description', 'Debit', 'Credit', 'Balance']]
  for (const section of statement.sections) {
    const money = (amount: number) =>
      isCurrency(section.currency) ? decimalOf({ amount, currency: section.currency }) : String(amount)
    rows.push([section.currency, statement.from ?? '', 'Brought forward', '', '', '', '', money(section.opening)])
    for (const line of section.lines)
      rows.push([
        section.currency,
        line.date,
        KIND_WORDS[line.kind],
        line.reference,
        line.description,
        line.debit ? money(line.debit) : '',
        line.credit ? money(line.credit) : '',
        money(line.balance),
      ])
    for (const bucket of AGEING_BUCKETS)
      rows.push([
        section.currency,
        statement.to,
        `Ageing: ${AGEING_LABELS[bucket]}`,
        '',
        '',
        '',
        '',
        money(section.ageing[bucket]),
      ])
  }
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`
}
