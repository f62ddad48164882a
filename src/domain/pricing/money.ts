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

/** Formats minor units for display, e.g. 123456 EUR → "1,234.56". */
export function formatAmount({ amount, currency }: TMoney, locale = 'en'): string {
  const digits = MINOR_DIGITS[currency]
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  const whole = Math.trunc(abs / 10 ** digits)
  const fraction = digits ? `.${String(abs % 10 ** digits).padStart(digits, '0')}` : ''
  return `${sign}${new Intl.NumberFormat(locale).format(whole)}${fraction}`
}

/** An amount with its currency for people, "1,234.56 EUR"; an unpriced currency shows its minor units. */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  return isCurrency(currency) ? `${formatAmount({ amount, currency }, locale)} ${currency}` : `${amount} ${currency}`
}
