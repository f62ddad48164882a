import { divideRounded, type TBasisPoints } from './convert'
import { formatMoney, minor } from './money'
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type TProductType } from './settings'

/**
 * The agent's own selling price (issue 21): what the agent's client pays, on top of the price
 * Monsoon sells to the agent (already in the agent's currency, ADR 010). The agency sets it, an
 * agent may override it, and a booking keeps the one it was priced with.
 */
export type TAgentMarkup =
  /** The client pays Monsoon's price. */
  | { kind: 'none' }
  /** One percentage on the whole trip, in basis points (1500 = 15 %). */
  | { kind: 'percent'; bps: TBasisPoints }
  /** A percentage per product type: hotels, transfers, programs, visas. */
  | { kind: 'byType'; bps: Readonly<Record<TProductType, TBasisPoints>> }
  /** A fixed amount on the whole trip, in minor units of the booking's currency. */
  | { kind: 'fixed'; amount: number }

export const NO_MARKUP: TAgentMarkup = { kind: 'none' }

/** 0 % to 1,000 %: a markup, never a discount below Monsoon's price. */
export const MAX_MARKUP_BPS = 100_000

export type TSellingPrice = {
  /** What the agent pays Monsoon. */
  net: number
  /** What the client pays the agent. */
  selling: number
  /** selling − net: the agent's alone, never on a client document. */
  margin: number
  /** selling ÷ people, rounded half away from zero (shown as "per person"; the total is authoritative). */
  perPerson: number
  people: number
}

/** A markup as stored or sent, or the reason it is not one. */
export function markupProblem(markup: TAgentMarkup): string | null {
  const bps = (value: unknown) =>
    Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_MARKUP_BPS
  switch (markup.kind) {
    case 'none':
      return null
    case 'percent':
      return bps(markup.bps) ? null : 'A markup is between 0 % and 1,000 %, to two decimals.'
    case 'byType':
      return PRODUCT_TYPES.every((type) => bps(markup.bps[type]))
        ? null
        : 'Each product type’s markup is between 0 % and 1,000 %, to two decimals.'
    case 'fixed':
      return Number.isSafeInteger(markup.amount) && markup.amount >= 0
        ? null
        : 'A fixed markup is an amount of 0 or more.'
    default:
      return 'Unknown kind of markup.'
  }
}

/**
 * The client's price for a trip whose lines (Monsoon's prices, exact minor units) add up to
 * `netByType`: the percentages are applied to the exact sum and rounded once (ADR 010), so the
 * selling total never drifts by a cent whatever the number of lines.
 */
export function sellingPrice(
  netByType: Readonly<Partial<Record<TProductType, number>>>,
  markup: TAgentMarkup,
  people: number,
): TSellingPrice {
  const problem = markupProblem(markup)
  if (problem) throw new Error(problem)
  if (!Number.isSafeInteger(people) || people < 1) throw new Error('A trip has at least one person')
  let net = 0
  let numerator = 0n
  for (const type of PRODUCT_TYPES) {
    const amount = minor(netByType[type] ?? 0)
    net += amount
    const bps = markup.kind === 'percent' ? markup.bps : markup.kind === 'byType' ? markup.bps[type] : 0
    numerator += BigInt(amount) * BigInt(10_000 + bps)
  }
  const marked = Number(divideRounded(numerator, 10_000n))
  const selling = minor(markup.kind === 'fixed' ? net + markup.amount : marked)
  return {
    net: minor(net),
    selling,
    margin: selling - net,
    perPerson: Number(divideRounded(BigInt(selling), BigInt(people))),
    people,
  }
}

const percentText = (bps: number) => `${(bps / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`

/** A markup as the agent reads it: "15 %", "Hotel 10 %, Transfer 5 %, …", "250.00 USD", "None". */
export function markupLabel(markup: TAgentMarkup, currency: string): string {
  switch (markup.kind) {
    case 'none':
      return 'None'
    case 'percent':
      return percentText(markup.bps)
    case 'byType':
      return PRODUCT_TYPES.map((type) => `${PRODUCT_TYPE_LABELS[type]} ${percentText(markup.bps[type])}`).join(', ')
    case 'fixed':
      return `${formatMoney(markup.amount, currency)} on the trip`
  }
}

/** What a trip's lines cost the agent, by product type (exact minor units): the selling price's base. */
export function netByType(
  lines: readonly { type: TProductType; total: number }[],
): Partial<Record<TProductType, number>> {
  const sums: Partial<Record<TProductType, number>> = {}
  for (const line of lines) sums[line.type] = minor((sums[line.type] ?? 0) + line.total)
  return sums
}

/** "12.5" → 1250 basis points, exactly (no float arithmetic); null when it is not 0–1,000 with two decimals. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''))
  if (!match) return null
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return bps <= MAX_MARKUP_BPS ? bps : null
}

/** 1250 → "12.5", as a percentage field shows it. */
export const percentOf = (bps: number) => String(bps / 100)
