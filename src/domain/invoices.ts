import { daysBetween } from '@/domain/allotments'
import type { TLine, TTourDay } from '@/domain/itinerary'
import { divideRounded } from '@/domain/pricing/convert'
import { addDays, type TIsoDate } from '@/domain/pricing/dates'
import { minor, sumAmounts } from '@/domain/pricing/money'

/**
 * Monsoon's invoices to agencies (issue 57, ADR 068): what a confirmed booking costs the agency
 * (Monsoon's price, never the agent's selling price), when it is due, what was paid against it and
 * what is still open. Amounts are integer minor units of the agency's currency (ADR 010); the one
 * rounding rule is `divideRounded` (half away from zero).
 */

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number]

/** The series of each kind: its own numbers, gapless, from 1 each calendar year. */
const PREFIX: Record<TDocumentKind, string> = { invoice: 'INV', credit_note: 'CN' }

/** "INV-2026-00042": the kind's prefix, the year, the number in that year's series. */
export function documentNumber(kind: TDocumentKind, year: number, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Not a document number: ${seq}`)
  return `${PREFIX[kind]}-${year}-${String(seq).padStart(5, '0')}`
}

/** When an agency pays: a share at once or within days, the balance some days before arrival. */
export type TPaymentTerms = {
  /** The deposit's share of the total, in basis points (3000 = 30 %); 0 for none. */
  depositBps: number
  /** Days after the invoice the deposit is due (0: at once). */
  depositDays: number
  /** Days before the first day of the trip the balance is due. */
  balanceDaysBefore: number
}

/** Monsoon's terms where a market and an agency set none. */
export const DEFAULT_TERMS: TPaymentTerms = { depositBps: 3000, depositDays: 7, balanceDaysBefore: 30 }

export const MAX_TERM_DAYS = 365

/** What is wrong with terms staff typed, or null. */
export function termsProblem(terms: TPaymentTerms): string | null {
  const days = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_TERM_DAYS
  if (!Number.isInteger(terms.depositBps) || terms.depositBps < 0 || terms.depositBps > 10_000)
    return 'The deposit is a share from 0 to 100 %'
  if (!days(terms.depositDays)) return `The deposit is due 0 to ${MAX_TERM_DAYS} days after the invoice`
  if (!days(terms.balanceDaysBefore)) return `The balance is due 0 to ${MAX_TERM_DAYS} days before arrival`
  return null
}

export type TInstalment = { kind: 'deposit' | 'balance'; due: TIsoDate; amount: number }

/**
 * The payment schedule of an invoice of `total` issued on `issued` for a trip starting `arrival`:
 * the deposit (its share, rounded once) and the balance. When the balance would fall due before the
 * deposit (a booking close to travel), the whole amount is due when the deposit would be; a total
 * of 0 or less (nothing to pay) has no schedule.
 */
export function paymentSchedule(args: {
  total: number
  issued: TIsoDate
  arrival: TIsoDate
  terms: TPaymentTerms
}): TInstalment[] {
  const total = minor(args.total)
  if (total <= 0) return []
  const depositDue = addDays(args.issued, args.terms.depositDays)
  const balanceDue = addDays(args.arrival, -args.terms.balanceDaysBefore)
  const deposit = Number(divideRounded(BigInt(total) * BigInt(args.terms.depositBps), 10_000n))
  if (balanceDue <= depositDue || deposit >= total) return [{ kind: 'balance', due: depositDue, amount: total }]
  if (deposit <= 0) return [{ kind: 'balance', due: balanceDue, amount: total }]
  return [
    { kind: 'deposit', due: depositDue, amount: deposit },
    { kind: 'balance', due: balanceDue, amount: total - deposit },
  ]
}

/** Where an invoice stands on `today`, from what is still open of it and its schedule. */
export type TInvoiceStanding = 'paid' | 'due' | 'overdue' | 'credited'

/**
 * Paid when nothing is open; overdue when what should have been paid by `today` (the instalments
 * due by then) is more than what was paid; due otherwise.
 */
export function invoiceStanding(args: {
  total: number
  paid: number
  credited: number
  schedule: readonly TInstalment[]
  today: TIsoDate
}): TInvoiceStanding {
  if (args.credited >= args.total && args.total > 0) return 'credited'
  const open = args.total - args.credited - args.paid
  if (open <= 0) return 'paid'
  const dueByNow = sumAmounts(args.schedule.filter((step) => step.due < args.today).map((step) => step.amount))
  return dueByNow - args.credited > args.paid ? 'overdue' : 'due'
}

/** The first instalment not yet covered by `paid` (credit notes count as paid): when, and how much is left of it. */
export function nextInstalment(schedule: readonly TInstalment[], paid: number): TInstalment | null {
  let covered = paid
  for (const step of schedule) {
    if (covered >= step.amount) {
      covered -= step.amount
      continue
    }
    return { ...step, amount: step.amount - covered }
  }
  return null
}

/** Days past due, as an accountant's ageing report buckets them. */
export const AGEING_BUCKETS = ['current', 'days30', 'days60', 'days90', 'over90'] as const
export type TAgeingBucket = (typeof AGEING_BUCKETS)[number]
export const AGEING_LABELS: Record<TAgeingBucket, string> = {
  current: 'Current',
  days30: '1–30 days',
  days60: '31–60 days',
  days90: '61–90 days',
  over90: 'Over 90 days',
}

/** The bucket of an amount due on `due`, on `today`: not yet due is current. */
export function ageingBucket(due: TIsoDate, today: TIsoDate): TAgeingBucket {
  const late = daysBetween(due, today)
  if (late <= 0) return 'current'
  if (late <= 30) return 'days30'
  if (late <= 60) return 'days60'
  if (late <= 90) return 'days90'
  return 'over90'
}

/**
 * The ageing of an agency's open invoices: each open amount in the bucket of its oldest instalment
 * not yet paid (what is open of an invoice is owed from the first step it did not cover).
 */
export function ageing(
  invoices: readonly { schedule: readonly TInstalment[]; paid: number; open: number }[],
  today: TIsoDate,
): Record<TAgeingBucket, number> {
  const totals: Record<TAgeingBucket, number> = { current: 0, days30: 0, days60: 0, days90: 0, over90: 0 }
  for (const invoice of invoices) {
    if (invoice.open <= 0) continue
    let left = invoice.open
    let covered = invoice.paid
    for (const step of invoice.schedule) {
      const unpaid = Math.max(0, step.amount - covered)
      covered = Math.max(0, covered - step.amount)
      const share = Math.min(unpaid, left)
      if (share <= 0) continue
      totals[ageingBucket(step.due, today)] += share
      left -= share
    }
    if (left > 0) totals.current += left
  }
  return totals
}

/** One line of an agency's statement: an invoice (owed), a credit note or a payment (paid). */
export type TStatementEntry = {
  date: TIsoDate
  kind: 'invoice' | 'credit_note' | 'payment'
  reference: string
  description: string
  /** What the agency owes more (an invoice) or less (a credit note, a payment), always positive. */
  amount: number
}

export type TStatementLine = TStatementEntry & { debit: number; credit: number; balance: number }

/** The statement in date order (invoices before payments on a day), with a running balance from `opening`. */
export function statementLines(entries: readonly TStatementEntry[], opening = 0): TStatementLine[] {
  const order = { invoice: 0, credit_note: 1, payment: 2 } as const
  const sorted = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || order[a.kind] - order[b.kind] || a.reference.localeCompare(b.reference),
  )
  let balance = opening
  return sorted.map((entry) => {
    const debit = entry.kind === 'invoice' ? minor(entry.amount) : 0
    const credit = entry.kind === 'invoice' ? 0 : minor(entry.amount)
    balance += debit - credit
    return { ...entry, debit, credit, balance }
  })
}

/**
 * Why a booking of `amount` cannot be confirmed at once on the agency's credit, or null: a limit is
 * set and what the agency owes (open invoices less unallocated credit) plus the booking exceeds it.
 * No limit set (null) means no check.
 */
export function creditProblem(args: {
  limit: number | null
  outstanding: number
  amount: number
}): 'overCreditLimit' | null {
  if (args.limit === null) return null
  if (args.outstanding + args.amount <= args.limit) return null
  // The catalogues' words (ApiErrors.overCreditLimit) say it in the agent's language (ADR 069).
  return 'overCreditLimit'
}

/** What is wrong with a payment staff record, or null: a positive whole number of minor units. */
export function paymentAmountProblem(amount: unknown): string | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    return 'The amount is a whole number of the currency’s smallest unit (cents)'
  if (amount <= 0) return 'The amount must be more than 0'
  if (amount > 100_000_000_000) return 'The amount is too large'
  return null
}

/** What is wrong with allocating `amount` of a payment with `unallocated` left to an invoice with `open` left, or null. */
export function allocationProblem(args: { amount: number; unallocated: number; open: number }): string | null {
  if (!Number.isSafeInteger(args.amount) || args.amount <= 0) return 'Allocate a positive amount'
  if (args.amount > args.unallocated) return 'The payment does not have that much left to allocate'
  if (args.amount > args.open) return 'The invoice does not have that much open: allocate at most what is open'
  return null
}

/** Payment terms as a market, an agency or a booking sets them: a field left empty takes the next level's. */
export type TTermsLayer = {
  depositPercent?: number | null
  depositDays?: number | null
  balanceDaysBefore?: number | null
} | null

/** The terms in force: each field from the first level that sets it (booking, agency, market), else Monsoon's. */
export function termsOf(...layers: readonly TTermsLayer[]): TPaymentTerms {
  const pick = (key: 'depositPercent' | 'depositDays' | 'balanceDaysBefore') => {
    for (const layer of layers) {
      const value = layer?.[key]
      if (typeof value === 'number' && Number.isFinite(value)) return value
    }
    return null
  }
  const percent = pick('depositPercent')
  return {
    depositBps: percent === null ? DEFAULT_TERMS.depositBps : Math.round(percent * 100),
    depositDays: pick('depositDays') ?? DEFAULT_TERMS.depositDays,
    balanceDaysBefore: pick('balanceDaysBefore') ?? DEFAULT_TERMS.balanceDaysBefore,
  }
}

/** One line of an invoice: a service of the trip at Monsoon's price to the agency. */
export type TInvoiceLine = { description: string; date: TIsoDate; amount: number }

/**
 * The lines of a booking's invoice, one per service in the trip's order, dated its day (a stay its
 * check-in): a stay is one line (its nights summed), a program, transfer, visa or free-text service one each, a surcharge its own
 * line after its program. They add up to the booking's total.
 */
export function invoiceLines(days: readonly TTourDay[], say: (line: TLine) => string): TInvoiceLine[] {
  const lines: TInvoiceLine[] = []
  const stays = new Map<string, TInvoiceLine>()
  for (const day of days)
    for (const line of day.Activities) {
      if (line.kind === 'hotel') {
        const stay = stays.get(line.stayId)
        if (stay) {
          stay.amount += minor(line.total)
          continue
        }
        const first = { description: say(line), date: day.date, amount: minor(line.total) }
        stays.set(line.stayId, first)
        lines.push(first)
        continue
      }
      lines.push({ description: say(line), date: day.date, amount: minor(line.total) })
    }
  return lines
}
