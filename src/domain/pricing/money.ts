import { numberFormat } from '@/domain/intl-formats'

/**
 * Money is an integer number of minor units plus an ISO 4217 code (ADR 010). Nothing here uses a
 * floating-point number for an amount; products of amounts and rates are computed with BigInt.
 */

/** Decimal places of each currency we price in (ISO 4217). */
export const MINOR_DIGITS = { USD: 2, EUR: 2, GBP: 2, THB: 2, AUD: 2, SGD: 2, VND: 0 } as const
export type TCurrencyCode = keyof typeof MINOR_DIGITS

export type TMoney = { amount: number; currency: TCurrencyCode }

export function isCurrency(code: string): code is TCurrencyCode {
  return Object.hasOwn(MINOR_DIGITS, code)
}

/** Guards the one invariant: an amount is a safe integer (minor units). */
export function minor(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an integer amount of minor units: ${amount}`)
  return amount
}

export function money(amount: number, currency: TCurrencyCode): TMoney {
  return { amount: minor(amount), currency }
}

/** Integer price × integer quantity, checked. */
export function times(unit: number, quantity: number): number {
  return minor(minor(unit) * minor(quantity))
}

export function sumAmounts(amounts: readonly number[]): number {
  let total = 0
  for (const amount of amounts) total += minor(amount)
  return minor(total)
}

export function sumMoney(items: readonly TMoney[], currency: TCurrencyCode): TMoney {
  for (const item of items) {
    if (item.currency !== currency) throw new Error(`Cannot add ${item.currency} to ${currency}`)
  }
  return money(sumAmounts(items.map((item) => item.amount)), currency)
}

/** Parses a decimal string ("1250.50") to minor units of a currency, exactly. */
export function parseAmount(text: string, currency: TCurrencyCode): number {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (!match) throw new Error(`Not an amount: ${text}`)
  const digits = MINOR_DIGITS[currency]
  const fraction = (match[3] ?? '').padEnd(digits, '0')
  if (fraction.length > digits) throw new Error(`${currency} has ${digits} decimals: ${text}`)
  const value = Number(match[2]) * 10 ** digits + (digits ? Number(fraction) : 0)
  return minor(match[1] ? -value : value)
}

/** Minor units as an exact decimal string, "123456" EUR → "1234.56": never through a float. */
export function decimalOf({ amount, currency }: TMoney): string {
  const digits = MINOR_DIGITS[currency]
  const sign = amount < 0 ? '-' : ''
  const abs = String(Math.abs(amount)).padStart(digits + 1, '0')
  return digits ? `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}` : `${sign}${abs}`
}

/** `Intl` formats the decimal string exactly: ECMA-402 reads strings as decimals, so no float ever stands in for money. */
const formatDecimal = (format: Intl.NumberFormat, value: TMoney) => format.format(decimalOf(value) as unknown as number)

/** Formats minor units for display, e.g. 123456 EUR → "1,234.56" (en), "1.234,56" (de). */
export function formatAmount(value: TMoney, locale = 'en'): string {
  const digits = MINOR_DIGITS[value.currency]
  return formatDecimal(numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }), value)
}

/**
 * An amount with its currency for people. English keeps the site's own form, "1,234.56 EUR";
 * other languages write it as their readers do, "1.234,56 €" (de), "1 234,56 €" (fr). An unpriced
 * currency shows its minor units.
 */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  if (!isCurrency(currency)) return `${amount} ${currency}`
  if (locale === 'en' || locale.startsWith('en-')) return `${formatAmount({ amount, currency }, locale)} ${currency}`
  const digits = MINOR_DIGITS[currency]
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return formatDecimal(format, { amount, currency })
}
