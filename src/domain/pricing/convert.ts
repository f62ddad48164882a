import { MINOR_DIGITS, minor, type TCurrencyCode, type TMoney } from './money'

/**
 * Exchange rates as integers: how many micro-units (1e-6) of a currency one US dollar buys, e.g.
 * EUR 0.92 → 920_000, THB 35.8 → 35_800_000. Staff maintain them with the date they took effect.
 */
export type TRateTable = Readonly<Record<TCurrencyCode, number>>

/** Markup in basis points: 1250 = 12.50 %. */
export type TBasisPoints = number

/** Round half away from zero, the one rounding rule of the pricing module (ADR 010). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const quotient = (n * 2n + d) / (2n * d)
  return negative ? -quotient : quotient
}

/**
 * Converts a net amount into the selling currency and applies the markup, in one exact step and
 * one rounding. Every price an agent sees passes through here exactly once.
 */
export function sell(net: TMoney, options: { to: TCurrencyCode; rates: TRateTable; markupBps: TBasisPoints }): TMoney {
  const fromRate = options.rates[net.currency]
  const toRate = options.rates[options.to]
  if (!Number.isSafeInteger(fromRate) || fromRate <= 0) throw new Error(`No exchange rate for ${net.currency}`)
  if (!Number.isSafeInteger(toRate) || toRate <= 0) throw new Error(`No exchange rate for ${options.to}`)
  if (!Number.isSafeInteger(options.markupBps) || options.markupBps < -10_000) throw new Error('Invalid markup')
  const numerator =
    BigInt(minor(net.amount)) *
    BigInt(toRate) *
    BigInt(10_000 + options.markupBps) *
    10n ** BigInt(MINOR_DIGITS[options.to])
  const denominator = BigInt(fromRate) * 10_000n * 10n ** BigInt(MINOR_DIGITS[net.currency])
  return { amount: minor(Number(divideRounded(numerator, denominator))), currency: options.to }
}

/** Conversion alone (no markup), e.g. to show a net rate in another currency to staff. */
export function convert(net: TMoney, to: TCurrencyCode, rates: TRateTable): TMoney {
  return sell(net, { to, rates, markupBps: 0 })
}

/** "0.92" → 920 000 micro-units, exactly (no floating point). */
export function parseRate(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim())
  if (!match) throw new Error(`Not a rate: ${text}`)
  const micros = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'))
  if (micros <= 0) throw new Error(`Not a positive rate: ${text}`)
  return micros
}

/** A markup entered in percent (12.5) as basis points (1250). */
export function percentToBps(percent: number): TBasisPoints {
  return Math.round(percent * 100)
}
