import 'server-only'
import type { PayloadRequest } from 'payload'
import { DEFAULT_TERMS, type TTermsLayer } from '@/domain/invoices'
import { formatMoney } from '@/domain/pricing/money'
import { relationId } from '@/lib/relation'
import { logFinance } from './payments'

/**
 * The finance log's entries for what staff change on agencies, markets and bookings (ADR 068 §8):
 * a credit limit, payment terms. A save that changes neither writes nothing.
 */

type TTermsHolder = {
  id: string | number
  name?: string | null
  code?: string | null
  Code?: string | null
  agency?: unknown
  paymentTerms?: TTermsLayer
  credit?: { limit?: number | null; currency?: string | null } | null
}

/** "30 % within 7 days, the balance 30 days before arrival", a field left empty "as before it". */
function termsText(terms: TTermsLayer): string {
  const set = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value)
  if (!terms || (!set(terms.depositPercent) && !set(terms.depositDays) && !set(terms.balanceDaysBefore)))
    return 'inherited'
  const part = (value: number | null | undefined, text: (value: number) => string) =>
    set(value) ? text(value as number) : 'inherited'
  return [
    `deposit ${part(terms.depositPercent, (value) => `${value} %`)}`,
    `due ${part(terms.depositDays, (value) => `${value} days after the invoice`)}`,
    `balance ${part(terms.balanceDaysBefore, (value) => `${value} days before arrival`)}`,
  ].join(', ')
}

const limitText = (credit: TTermsHolder['credit']) =>
  typeof credit?.limit === 'number' ? formatMoney(credit.limit, credit.currency ?? 'EUR') : 'no limit'

export async function logTermsAndLimits(
  req: PayloadRequest,
  args: { kind: 'agency' | 'market' | 'booking'; doc: TTermsHolder; previous: TTermsHolder },
): Promise<void> {
  const { kind, doc, previous } = args
  const where =
    kind === 'agency'
      ? { agency: String(doc.id), summaryOf: doc.name ?? 'the agency' }
      : kind === 'market'
        ? { market: doc.code ?? null, summaryOf: `market ${doc.code}` }
        : {
            agency: relationId((doc.agency ?? null) as never),
            booking: String(doc.id),
            summaryOf: `booking ${doc.Code}`,
          }
  const before = termsText(previous?.paymentTerms ?? null)
  const after = termsText(doc.paymentTerms ?? null)
  if (before !== after)
    await logFinance(req, {
      action: 'payment_terms',
      summary: `Payment terms of ${where.summaryOf}: ${before} → ${after}`,
      agency: 'agency' in where ? where.agency : null,
      market: 'market' in where ? where.market : null,
      booking: 'booking' in where ? where.booking : null,
      details: { before: previous?.paymentTerms ?? null, after: doc.paymentTerms ?? null, defaults: DEFAULT_TERMS },
    })
  if (kind === 'agency' && limitText(previous?.credit) !== limitText(doc.credit))
    await logFinance(req, {
      action: 'credit_limit',
      summary: `Credit limit of ${where.summaryOf}: ${limitText(previous?.credit)} → ${limitText(doc.credit)}`,
      agency: String(doc.id),
      details: { before: previous?.credit ?? null, after: doc.credit ?? null },
    })
}
